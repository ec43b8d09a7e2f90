import type { HostLeadAction, HostLeadStatusId, OpenHostLeadStatus } from './statuses';
import { hostLeadActions } from './statuses';

/** CONVERTED and REJECTED are final; a lead is converted only once someone has qualified it. */
export const hostLeadActionAllowedFrom: Record<HostLeadAction, readonly OpenHostLeadStatus[]> = {
  qualify: ['NEW'],
  convert: ['QUALIFIED'],
  reject: ['NEW', 'QUALIFIED'],
};

export const isHostLeadActionAllowed = (status: HostLeadStatusId, action: HostLeadAction): boolean =>
  (hostLeadActionAllowedFrom[action] as readonly HostLeadStatusId[]).includes(status);

/** The actions the decider accepts from this status, in the order of `hostLeadActions`. */
export const allowedHostLeadActions = (status: HostLeadStatusId): readonly HostLeadAction[] =>
  hostLeadActions.filter((action) => isHostLeadActionAllowed(status, action));
