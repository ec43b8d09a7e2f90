import type { RoleId } from '../catalog/roles';
import type { Event } from '../shared/event';

export const USER_STREAM_CATEGORY = 'user';
export const userStreamId = (userId: string): string => `${USER_STREAM_CATEGORY}-${userId}`;

interface UserRef {
  userId: string;
}

/** Who a user works for: an agency for agency-side roles and caregivers, a partner for partner roles. */
export interface Tenancy {
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

/**
 * Account facts only. Passwords and their hashes never enter the store: events are kept
 * forever, credentials live in the identity table and are replaced in place.
 */
export type UserCreated = Event<'UserCreated', UserRef & Tenancy & { email: string; name: string; createdBy: string }>;
export type UserDisabled = Event<'UserDisabled', UserRef & { reason: string | null }>;
export type UserActivated = Event<'UserActivated', UserRef>;
export type UserRoleChanged = Event<'UserRoleChanged', UserRef & Tenancy & { previous: Tenancy }>;
/** A new password was issued; which one is known only to whoever received it. */
export type UserPasswordReset = Event<'UserPasswordReset', UserRef & { resetBy: string }>;

export type UserEvent = UserCreated | UserDisabled | UserActivated | UserRoleChanged | UserPasswordReset;

export type UserEventType = UserEvent['type'];

export const userEventTypes: readonly UserEventType[] = ['UserCreated', 'UserDisabled', 'UserActivated', 'UserRoleChanged', 'UserPasswordReset'];

export const isUserEvent = (event: Event): event is UserEvent => userEventTypes.includes(event.type as UserEventType);
