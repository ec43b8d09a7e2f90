// List and Show are route screens, loaded lazily by the router straight from their files.
export { ReferralActions } from './actions';
export { CloseForm, type CloseValues } from './CloseForm';
export { ReferralFilters, listParamsFrom, searchFrom } from './filters';
export { ReferralMilestones, lastMilestone } from './Milestones';
export { availableReferralActions } from './policy';
export { referralKeys } from './queries';
export { ReferralStatusChip } from './status';
