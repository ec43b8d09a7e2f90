import { Role, can, fold, type AnyRecordType } from '@careledger/domain';
import type { EventStore, RecordedEvent } from '@careledger/storage';
import type { Actor } from '@careledger/http';
import { withPatientFacts } from './patient-facts';

/**
 * Whether `actor` may look back on the record whose stream holds `events`: administrators always,
 * others when the policy lets them read the record as it is now. The one rule of a record's
 * history and of the event feed.
 */
export const mayReadRecordEvents = async (store: EventStore, actor: Actor, recordType: AnyRecordType, id: string, events: readonly RecordedEvent[]): Promise<boolean> => {
  if (actor.roleId === Role.ADMIN) return true;
  const state: unknown = fold(recordType.decider, events as never[]);
  return recordType.exists(state) && can(actor, `${recordType.category}.read`, await withPatientFacts(store, recordType.factsOf(state, id)));
};
