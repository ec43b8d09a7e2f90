import { assertNever, type Decider } from '../shared/decider';
import type { HostLeadCommand } from './commands';
import { hostLeadAlreadyExists, hostLeadNotFound, illegalHostLeadTransition } from './errors';
import type { HostLeadEvent } from './events';
import { evolveHostLead, initialHostLeadState, type ExistingHostLead, type HostLeadState, type NewHostLead, type QualifiedHostLead } from './state';
import { isHostLeadActionAllowed } from './actions';
import type { HostLeadAction } from './statuses';

const existing = (state: HostLeadState, hostLeadId: string): ExistingHostLead => {
  if (state.status === 'none') throw hostLeadNotFound(hostLeadId);
  return state;
};

const isOpen = (lead: ExistingHostLead): lead is NewHostLead | QualifiedHostLead => lead.status === 'NEW' || lead.status === 'QUALIFIED';

const open = (state: HostLeadState, hostLeadId: string, action: HostLeadAction): NewHostLead | QualifiedHostLead => {
  const lead = existing(state, hostLeadId);
  if (!isOpen(lead) || !isHostLeadActionAllowed(lead.status, action)) throw illegalHostLeadTransition(lead.status, action);
  return lead;
};

export const decideHostLead = (command: HostLeadCommand, state: HostLeadState): HostLeadEvent[] => {
  const { hostLeadId } = command.data;
  switch (command.type) {
    case 'CaptureHostLead':
      if (state.status !== 'none') throw hostLeadAlreadyExists(hostLeadId);
      return [{ type: 'HostLeadCaptured', data: { ...command.data, capturedBy: command.metadata.actorId } }];
    case 'QualifyHostLead':
      open(state, hostLeadId, 'qualify');
      return [{ type: 'HostLeadQualified', data: { hostLeadId } }];
    case 'ConvertHostLead':
      open(state, hostLeadId, 'convert');
      return [{ type: 'HostLeadConverted', data: { hostLeadId, hubId: command.data.hubId } }];
    case 'RejectHostLead': {
      const lead = open(state, hostLeadId, 'reject');
      return [{ type: 'HostLeadRejected', data: { hostLeadId, reason: command.data.reason, previousStatus: lead.status } }];
    }
    default:
      return assertNever(command);
  }
};

export const hostLeadDecider: Decider<HostLeadState, HostLeadCommand, HostLeadEvent> = {
  initialState: initialHostLeadState,
  evolve: evolveHostLead,
  decide: decideHostLead,
};
