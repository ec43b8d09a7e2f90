import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import type { UserEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { metadata, unrelated, type GivenEvent } from '../testing/assessment-events';
import { projectionSpec } from '../testing/projection-spec';
import { userProjector } from './user-projector';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';

type Data<Type extends UserEvent['type']> = Omit<Extract<UserEvent, { type: Type }>['data'], 'userId'>;

const user = (userId: string = randomUUID()) => {
  const on = <Type extends UserEvent['type']>(type: Type, data: Data<Type>, at: string): GivenEvent => ({ type, data: { userId, ...data }, streamId: `user-${userId}`, metadata: metadata(at) });
  return {
    id: userId,
    on,
    created: (at: string) => on('UserCreated', { email: 'ann@example.com', name: 'Ann Agent', roleId: 4, agencyId: AGENCY, partnerId: null, createdBy: 'admin-1' }, at),
  };
};

const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  email: 'ann@example.com',
  name: 'Ann Agent',
  role_id: 4,
  agency_id: AGENCY,
  partner_id: null,
  status: 1,
  created_by: 'admin-1',
  password_reset_at: null,
  created_at: '2026-03-01T09:00:00.000Z',
  ...fields,
});

describe.each(testDatabases())('users read model on $name', (testDatabase) => {
  const spec = projectionSpec(userProjector, testDatabase);

  it('creates an ACTIVE row from UserCreated', async () => {
    const u = user();
    await spec.given(u.created('2026-03-01T09:00:00.000Z')).then(([created]) => [row(u.id, { version: 0, updated_at: '2026-03-01T09:00:00.000Z', last_position: created })]);
  });

  it.each([1, 1_000])('follows disable, activate, role change and password reset in batches of %i', async (batchSize) => {
    const [u, v] = [user(), user()];
    const previous = { roleId: 4 as const, agencyId: AGENCY, partnerId: null };
    await spec
      .given(
        u.created('2026-03-01T09:00:00.000Z'),
        v.created('2026-03-01T09:00:00.000Z'),
        u.on('UserDisabled', { reason: 'left' }, '2026-03-02T09:00:00.000Z'),
        unrelated('2026-03-02T09:30:00.000Z'),
        v.on('UserDisabled', { reason: null }, '2026-03-02T10:00:00.000Z'),
        v.on('UserActivated', {}, '2026-03-03T09:00:00.000Z'),
        v.on('UserRoleChanged', { roleId: 8, agencyId: null, partnerId: PARTNER, previous }, '2026-03-04T09:00:00.000Z'),
        v.on('UserPasswordReset', { resetBy: 'admin-1' }, '2026-03-05T09:00:00.000Z'),
      )
      .then(
        (positions) =>
          [
            row(u.id, { status: 3, version: 1, updated_at: '2026-03-02T09:00:00.000Z', last_position: positions[2] }),
            row(v.id, {
              role_id: 8,
              agency_id: null,
              partner_id: PARTNER,
              password_reset_at: '2026-03-05T09:00:00.000Z',
              version: 4,
              updated_at: '2026-03-05T09:00:00.000Z',
              last_position: positions.at(-1),
            }),
          ].sort((a, b) => a.id.localeCompare(b.id)),
        { batchSize },
      );
  });

  it('writes no row for an account never created', async () => {
    await spec.given(user().on('UserActivated', {}, '2026-03-01T09:00:00.000Z')).then([]);
  });
});
