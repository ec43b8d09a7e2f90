import { assertNever } from '../shared/decider';
import type { HostLeadContact, HostLeadEvent } from './events';

export interface NoHostLead {
  status: 'none';
}

interface HostLeadRecord extends HostLeadContact {
  hostLeadId: string;
  capturedBy: string;
}

export interface NewHostLead extends HostLeadRecord {
  status: 'NEW';
}

export interface QualifiedHostLead extends HostLeadRecord {
  status: 'QUALIFIED';
}

export interface ConvertedHostLead extends HostLeadRecord {
  status: 'CONVERTED';
  /** The hub the lead became. */
  hubId: string;
}

export interface RejectedHostLead extends HostLeadRecord {
  status: 'REJECTED';
  rejectionReason: string;
}

export type ExistingHostLead = NewHostLead | QualifiedHostLead | ConvertedHostLead | RejectedHostLead;
export type HostLeadState = NoHostLead | ExistingHostLead;

export const initialHostLeadState = (): HostLeadState => ({ status: 'none' });

const recordOf = (lead: ExistingHostLead): HostLeadRecord => {
  const { hostLeadId, capturedBy, leadLocationId, contactName, email, phone, city, productId, notes } = lead;
  return { hostLeadId, capturedBy, leadLocationId, contactName, email, phone, city, productId, notes };
};

const onRecord = (state: HostLeadState, change: (lead: HostLeadRecord) => ExistingHostLead): HostLeadState =>
  state.status === 'none' ? state : change(recordOf(state));

export const evolveHostLead = (state: HostLeadState, event: HostLeadEvent): HostLeadState => {
  switch (event.type) {
    case 'HostLeadCaptured':
      return { status: 'NEW', ...event.data };
    case 'HostLeadQualified':
      return onRecord(state, (lead) => ({ ...lead, status: 'QUALIFIED' }));
    case 'HostLeadConverted':
      return onRecord(state, (lead) => ({ ...lead, status: 'CONVERTED', hubId: event.data.hubId }));
    case 'HostLeadRejected':
      return onRecord(state, (lead) => ({ ...lead, status: 'REJECTED', rejectionReason: event.data.reason }));
    default:
      return assertNever(event);
  }
};
