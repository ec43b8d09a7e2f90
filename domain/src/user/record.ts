import { z } from 'zod';
import { isRoleId, type RoleId } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { MAX_USER_DISABLE_REASON_LENGTH, MAX_EMAIL_LENGTH, MAX_USER_NAME_LENGTH, type UserAction, type UserCommand } from './commands';
import { userDecider } from './decider';
import type { Tenancy, UserEvent } from './events';
import { userFactsOf, userStateFacts } from './facts';
import type { UserState } from './state';
import { employerOf } from './tenancy';
import { uuidField } from '../shared/fields';

const uuid = uuidField;
const roleId = z.custom<RoleId>(isRoleId, { error: ruleMessage('must be a known role id (1, 2, 3, 4, 5, 6, 8 or 9)') }).meta({ examples: [4 as RoleId] });

/** Emails compare without case: stored lowercased, so the same address cannot sign up twice. */
const emailField = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { error: `must be at most ${MAX_EMAIL_LENGTH} characters` })
  .pipe(z.email({ error: 'must be an email address' }));

const name = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_USER_NAME_LENGTH, { error: `must be at most ${MAX_USER_NAME_LENGTH} characters` });

const tenancyShape = {
  roleId,
  agencyId: uuid.nullable().optional(),
  partnerId: uuid.nullable().optional(),
};

/** The fields of a new account; the command edge adds the (never stored) initial password. */
export const userCreationShape = { email: emailField, name, ...tenancyShape };

interface TenancyBody {
  roleId: RoleId;
  agencyId?: string | null;
  partnerId?: string | null;
}

/** Agencies and partners create accounts for their own organisation unless they name one. */
const tenancyFrom = (body: TenancyBody, actor?: Actor): Tenancy => {
  const employer = employerOf(body.roleId);
  return {
    roleId: body.roleId,
    agencyId: body.agencyId ?? (employer === 'agency' ? (actor?.agencyId ?? null) : null),
    partnerId: body.partnerId ?? (employer === 'partner' ? (actor?.partnerId ?? null) : null),
  };
};

export const userRecord: RecordType<UserState, UserCommand, UserEvent, UserAction> = {
  category: 'user',
  noun: 'user',
  decider: userDecider,
  exists: (state) => state.status !== 'none',
  create: creation(userCreationShape, (userId, body, metadata, actor) => ({
    type: 'CreateUser',
    data: { userId, email: body.email, name: body.name, ...tenancyFrom(body, actor) },
    metadata,
  })),
  actions: {
    activate: action({}, (userId, _body, metadata) => ({ type: 'ActivateUser', data: { userId }, metadata })),
    disable: action(
      {
        reason: z
          .string({ error: 'must be a string or null' })
          .trim()
          .max(MAX_USER_DISABLE_REASON_LENGTH, { error: `must be at most ${MAX_USER_DISABLE_REASON_LENGTH} characters` })
          .nullable()
          .optional(),
      },
      (userId, body, metadata) => ({ type: 'DisableUser', data: { userId, reason: body.reason || null }, metadata }),
    ),
    'change-role': action(tenancyShape, (userId, body, metadata) => ({
      type: 'ChangeUserRole',
      data: { userId, ...tenancyFrom(body) },
      metadata,
    })),
    'reset-password': action({}, (userId, _body, metadata) => ({ type: 'ResetUserPassword', data: { userId }, metadata })),
  },
  factsOf: userStateFacts,
  factsOfCreation: (command) => (command.type === 'CreateUser' ? userFactsOf(command.data.userId, command.data) : {}),
};
