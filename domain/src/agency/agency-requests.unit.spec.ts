import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { RecordRequest } from '../record/record-type';
import type { Command, CommandMetadata } from '../shared/command';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { agencyRecord } from './record';

const admin: Actor = { id: 'admin-user', roleId: Role.ADMIN, agencyId: null, partnerId: null };
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'r-1', actorId: admin.id, actorRole: Role.ADMIN, now: '2030-03-01T09:00:00.000Z' };
const recordId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e77';

const commandOf = (request: RecordRequest<Command>, body: unknown): Command =>
  request.toCommand(recordId, parseOrThrow(request.body, body) as never, metadata, admin);

const fieldErrorsOf = (attempt: () => unknown): FieldError[] => {
  try {
    attempt();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('agency requests', () => {
  it('registers an external agency with no care types unless told otherwise', () => {
    expect(commandOf(agencyRecord.create, { name: 'North Care', email: 'hi@north.example', address: { city: 'Sudbury', province: 'ON' } }).data).toEqual({
      agencyId: recordId,
      name: 'North Care',
      email: 'hi@north.example',
      phone: null,
      address: { city: 'Sudbury', province: 'ON' },
      isInternal: false,
      careServiceIds: [],
    });
  });

  it('names every bad field of a registration', () => {
    expect(
      fieldErrorsOf(() => commandOf(agencyRecord.create, { name: '', email: 'x', address: { city: 'Sudbury' }, isInternal: 'yes', careServiceIds: [3, 3], extra: 1 })),
    ).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'must not be empty' },
        { path: 'email', message: 'must be an email address' },
        { path: 'address.province', message: 'is required' },
        { path: 'isInternal', message: 'must be true or false' },
        { path: 'careServiceIds', message: 'must not name a care service twice' },
        { path: 'extra', message: 'is not an allowed field' },
      ]),
    );
    expect(fieldErrorsOf(() => commandOf(agencyRecord.create, { name: 'A', email: 'a@b.example', address: 'Toronto', careServiceIds: [0] }))).toEqual([
      { path: 'address', message: 'must be an object with city and province' },
      { path: 'careServiceIds.0', message: 'must be a care service id, an integer from 1 to 45' },
    ]);
  });

  it('requires a standing level 1 to 4 and a reason for a standing change', () => {
    expect(fieldErrorsOf(() => commandOf(agencyRecord.actions['change-standing'], { expectedVersion: 0, level: 5 }))).toEqual([
      { path: 'level', message: 'must be a standing level: 1 (good), 2 (requires review), 3 (probationary) or 4 (terminated)' },
      { path: 'reason', message: 'is required' },
    ]);
    expect(fieldErrorsOf(() => commandOf(agencyRecord.actions.reinstate, { expectedVersion: 0, reason: '  ' }))).toEqual([{ path: 'reason', message: 'must not be empty' }]);
    expect(commandOf(agencyRecord.actions['change-standing'], { expectedVersion: 0, level: 2, reason: ' Late reports ' }).data).toEqual({
      agencyId: recordId,
      level: 2,
      reason: 'Late reports',
    });
  });

  it('turns a profile update into the fields it names', () => {
    expect(commandOf(agencyRecord.actions['update-profile'], { expectedVersion: 1, phone: null }).data).toEqual({ agencyId: recordId, changes: { phone: null } });
    expect(fieldErrorsOf(() => commandOf(agencyRecord.actions['update-profile'], { expectedVersion: 1, isInternal: true }))).toEqual([
      { path: 'isInternal', message: 'is not an allowed field' },
    ]);
  });

  it('requires the care types and the internal flag of their actions', () => {
    expect(fieldErrorsOf(() => commandOf(agencyRecord.actions['set-care-types'], { expectedVersion: 1 }))).toEqual([{ path: 'careServiceIds', message: 'is required' }]);
    expect(fieldErrorsOf(() => commandOf(agencyRecord.actions['set-internal'], { expectedVersion: 1 }))).toEqual([{ path: 'isInternal', message: 'is required' }]);
  });
});
