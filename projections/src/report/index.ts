export { reportProjector } from './report-projector';
export { reportTypes, referralMetricSpans, type ReportType } from './report-measures';
