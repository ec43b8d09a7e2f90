import { evolveUser, UserStatus, userEventTypes, type ExistingUser, type UserEvent, type UserState } from '@careledger/domain';
import type { LoginRow, RecordedEvent } from '@careledger/storage';

/** A user event as the store hands it over: the domain's event plus its position. */
export type RecordedUserEvent = Omit<RecordedEvent, 'type' | 'data'> & UserEvent;

const types: ReadonlySet<string> = new Set(userEventTypes);

export const isUserEventType = (type: string): boolean => types.has(type);

export const isRecordedUserEvent = (event: RecordedEvent): event is RecordedEvent & RecordedUserEvent => types.has(event.type);

const stateOf = (record: LoginRow): UserState => ({
  status: record.status === UserStatus.ACTIVE ? 'active' : 'disabled',
  userId: record.id,
  email: record.email,
  name: record.name,
  roleId: record.role_id as ExistingUser['roleId'],
  agencyId: record.agency_id,
  partnerId: record.partner_id,
  createdBy: record.created_by,
});

/**
 * The row after `event`, folded with the domain's `evolveUser` so the read model cannot disagree
 * with the decider. An event the row already reflects, or one of an account never created,
 * leaves it as is.
 */
export const evolve = (record: LoginRow | null, event: RecordedUserEvent): LoginRow | null => {
  if (event.type === 'UserCreated' ? record !== null : !record || event.streamVersion <= record.version) return record;
  const user = evolveUser(record ? stateOf(record) : { status: 'none' }, event);
  if (user.status === 'none') return record;
  const at = event.metadata.occurredAt;
  return {
    id: user.userId,
    email: user.email,
    name: user.name,
    role_id: user.roleId,
    agency_id: user.agencyId,
    partner_id: user.partnerId,
    status: user.status === 'active' ? UserStatus.ACTIVE : UserStatus.DISABLE,
    created_by: user.createdBy,
    password_reset_at: event.type === 'UserPasswordReset' ? at : (record?.password_reset_at ?? null),
    version: event.streamVersion,
    created_at: record?.created_at ?? at,
    updated_at: at,
    last_position: event.globalPosition,
  };
};
