export { postingMongoProjector } from './posting-mongo-projector';
export { POSTING_INDEXES } from './posting-collection';
