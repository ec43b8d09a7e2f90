export { reportMongoProjector } from './report-mongo-projector';
export { REPORT_BUCKET_INDEXES, REPORT_SUBJECT_INDEXES } from './report-collection';
