import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { RecordRequest } from '../record/record-type';
import type { Command } from '../shared/command';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { agencyId, metadataFor, userId } from './caregiver.fixtures';
import { caregiverRecord } from './record';

const agencyStaff: Actor = { id: 'agency-user', roleId: Role.AGENCY, agencyId, partnerId: null };
const admin: Actor = { id: 'admin-user', roleId: Role.ADMIN, agencyId: null, partnerId: null };
const recordId = '5b0f3c2e-7a41-4d8e-9c16-2e4f6a8b0c99';

const commandOf = (request: RecordRequest<Command>, body: unknown, actor: Actor = agencyStaff): Command =>
  request.toCommand(recordId, parseOrThrow(request.body, body) as never, metadataFor(), actor);

const fieldErrorsOf = (attempt: () => unknown): FieldError[] => {
  try {
    attempt();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
};

const profile = { firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.com', professionId: 'registered_nurse' };

describe('caregiver requests', () => {
  it('registers for the agency of the staff member unless one is named', () => {
    expect(commandOf(caregiverRecord.create, profile).data).toEqual({ caregiverId: recordId, ...profile, phone: null, agencyId, userId: null });
    const other = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
    expect(commandOf(caregiverRecord.create, { ...profile, agencyId: other, userId }, admin).data).toMatchObject({ agencyId: other, userId });
  });

  it('requires an administrator to name the agency', () => {
    expect(fieldErrorsOf(() => commandOf(caregiverRecord.create, profile, admin))).toEqual([{ path: 'agencyId', message: 'is required' }]);
  });

  it('names every bad field of a registration', () => {
    const errors = fieldErrorsOf(() =>
      commandOf(caregiverRecord.create, { firstName: ' ', email: 'not-an-email', phone: 'call me', professionId: 'doctor', userId: 'me', extra: true }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'must not be empty' },
        { path: 'lastName', message: 'is required' },
        { path: 'email', message: 'must be an email address' },
        { path: 'phone', message: 'must be a phone number: digits, spaces, ( ) . - and an optional leading +' },
        { path: 'professionId', message: expect.stringContaining('must be a profession id: personal_support_worker') },
        { path: 'userId', message: 'must be a UUID' },
        { path: 'extra', message: 'is not an allowed field' },
      ]),
    );
  });

  it('checks care services, competencies and certifications against their catalogs', () => {
    const addService = caregiverRecord.actions['add-service'];
    expect(fieldErrorsOf(() => commandOf(addService, { expectedVersion: 0, careServiceId: 46, competency: 4 }))).toEqual([
      { path: 'careServiceId', message: 'must be a care service id, an integer from 1 to 45' },
      { path: 'competency', message: 'must be a competency level: 0 (no experience), 1 (novice), 2 (intermediate) or 3 (expert)' },
    ]);
    expect(fieldErrorsOf(() => commandOf(addService, { careServiceId: '3', competency: 1 }))).toEqual([
      { path: 'expectedVersion', message: 'is required' },
      { path: 'careServiceId', message: 'must be a care service id, an integer from 1 to 45' },
    ]);
    expect(fieldErrorsOf(() => commandOf(caregiverRecord.actions['add-certification'], { expectedVersion: 1, certificationId: 'first_aid' }))).toEqual([
      { path: 'certificationId', message: expect.stringContaining('must be a certification id: type_certificate') },
    ]);
    expect(commandOf(addService, { expectedVersion: 2, careServiceId: 16, competency: 0 }).data).toEqual({ caregiverId: recordId, careServiceId: 16, competency: 0 });
  });

  it('turns a profile update into the fields it names, phone null clearing the phone', () => {
    expect(commandOf(caregiverRecord.actions['update-profile'], { expectedVersion: 3, lastName: 'Diaz', phone: null }).data).toEqual({
      caregiverId: recordId,
      changes: { lastName: 'Diaz', phone: null },
    });
    expect(fieldErrorsOf(() => commandOf(caregiverRecord.actions['update-profile'], { expectedVersion: 3, agencyId }))).toEqual([
      { path: 'agencyId', message: 'is not an allowed field' },
    ]);
  });

  it('takes an optional reason for a decline or an off boarding, and nothing for a hire', () => {
    expect(commandOf(caregiverRecord.actions.decline, { expectedVersion: 0 }).data).toEqual({ caregiverId: recordId, reason: null });
    expect(fieldErrorsOf(() => commandOf(caregiverRecord.actions.offboard, { expectedVersion: 1, reason: 'x'.repeat(501) }))).toEqual([
      { path: 'reason', message: 'must be at most 500 characters' },
    ]);
    expect(fieldErrorsOf(() => commandOf(caregiverRecord.actions.hire, { expectedVersion: -1, reason: 'why not' }))).toEqual([
      { path: 'expectedVersion', message: 'must be an integer greater than or equal to 0' },
      { path: 'reason', message: 'is not an allowed field' },
    ]);
  });
});
