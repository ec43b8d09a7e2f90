import type { Command } from '../shared/command';
import type { Tenancy } from './events';

interface UserRef {
  userId: string;
}

export const userActions = ['activate', 'disable', 'change-role', 'reset-password'] as const;
export type UserAction = (typeof userActions)[number];

export const MAX_USER_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_USER_DISABLE_REASON_LENGTH = 500;

export type CreateUser = Command<'CreateUser', UserRef & Tenancy & { email: string; name: string }>;
export type DisableUser = Command<'DisableUser', UserRef & { reason: string | null }>;
export type ActivateUser = Command<'ActivateUser', UserRef>;
export type ChangeUserRole = Command<'ChangeUserRole', UserRef & Tenancy>;
export type ResetUserPassword = Command<'ResetUserPassword', UserRef>;

export type UserCommand = CreateUser | DisableUser | ActivateUser | ChangeUserRole | ResetUserPassword;
