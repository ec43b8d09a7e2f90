export { reportProjector } from './report-projector';
export { reportTypes, type ReportType } from './report-measures';
