// List and Show are route screens, loaded lazily by the router straight from their files.
export { PostingActions, availablePostingActions } from './actions';
export { PostingAgencies, PostingCaregivers } from './Candidates';
export { PostingStatusFilter, listParamsFrom, searchFrom } from './filters';
export { postingKeys } from './queries';
export { PostingStatusChip } from './status';
