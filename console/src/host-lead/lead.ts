import {
  allowedHostLeadActions,
  fold,
  hostLeadDecider,
  isHostLeadEvent,
  mayActOnHostLead,
  type Actor,
  type ExistingHostLead,
  type HostLeadAction,
  type HostLeadEvent,
  type HostLeadEventType,
} from '@careledger/domain';
import type { HistoryEntry } from '../api';

/** One step of a lead's life: what happened, who did it and when. */
export interface HostLeadStep {
  type: HostLeadEventType;
  actorId: string;
  actorRole: number;
  occurredAt: string;
  /** The hub of a conversion, the reason of a rejection. */
  hubId?: string;
  reason?: string;
}

/** A lead as its own events tell it: the state and version the next command is judged against. */
export interface HostLeadDetail {
  lead: ExistingHostLead;
  version: number;
  capturedAt: string;
  updatedAt: string;
  steps: HostLeadStep[];
}

type HostLeadHistoryEntry = HistoryEntry & HostLeadEvent;

const outcomeOf = (entry: HostLeadHistoryEntry): Pick<HostLeadStep, 'hubId' | 'reason'> => {
  if (entry.type === 'HostLeadConverted') return { hubId: entry.data.hubId };
  if (entry.type === 'HostLeadRejected') return { reason: entry.data.reason };
  return {};
};

const stepOf = (entry: HostLeadHistoryEntry): HostLeadStep => ({
  type: entry.type,
  actorId: entry.actorId,
  actorRole: entry.actorRole,
  occurredAt: entry.occurredAt,
  ...outcomeOf(entry),
});

/**
 * Folds a lead's history with the domain's own decider, as the server's `/state` does: the
 * listing is a projection that may lag, the history is the record itself. Undefined when the
 * history holds no host lead.
 */
export const hostLeadFromHistory = (history: readonly HistoryEntry[]): HostLeadDetail | undefined => {
  // The event store wrote these with the domain's own types: the event type names the data's shape.
  const entries = history.filter((entry): entry is HostLeadHistoryEntry => isHostLeadEvent(entry));
  const lead = fold(hostLeadDecider, entries);
  const first = entries[0];
  const last = entries.at(-1);
  if (lead.status === 'none' || first === undefined || last === undefined) return undefined;
  return { lead, version: last.streamVersion, capturedAt: first.occurredAt, updatedAt: last.occurredAt, steps: entries.map(stepOf) };
};

/** What the domain allows from this status and the policy allows this actor, in the domain's order. */
export const availableHostLeadActions = (lead: ExistingHostLead, actor: Actor): readonly HostLeadAction[] =>
  allowedHostLeadActions(lead.status).filter((action) => mayActOnHostLead(actor, action));
