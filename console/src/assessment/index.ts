// List and Show are route screens, loaded lazily by the router straight from their files.
export { AssessmentActions, availableActions } from './actions';
export { CreateAssessmentDialog } from './Create';
export { StatusFilter, listParamsFrom, searchFrom } from './filters';
export { AssessmentHistory } from './History';
export { assessmentKeys } from './queries';
export { StatusChip } from './status';
