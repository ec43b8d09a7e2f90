import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { medicationRecord } from './record';

const patientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const metadata: CommandMetadata = { commandId: 'c', correlationId: 'c', actorId: 'nurse-1', actorRole: Role.CAREGIVER, now: '2024-05-10T12:00:00Z' };
const actor: Actor = { id: 'nurse-1', roleId: Role.CAREGIVER };
const body = { patientId, medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2024-05-10T08:00:00Z', status: 1, administeredAt: '2024-05-10T08:05:00Z' };

const errorsOf = (schema: typeof medicationRecord.create.body, input: unknown): FieldError[] => {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  return [];
};
const correctBody = medicationRecord.actions.correct.body;

describe('the medication administration requests', () => {
  it('turns a create body into the command, with absent fields as null', () => {
    const command = medicationRecord.create.toCommand('admin-1', parseOrThrow(medicationRecord.create.body, { ...body, medicationName: '  Metoprolol ' }) as never, metadata, actor);
    expect(command).toEqual({
      type: 'RecordMedicationAdministration',
      data: { administrationId: 'admin-1', ...body, reasonId: null, comment: null },
      metadata,
    });
  });

  it('names every missing, unknown or malformed field', () => {
    expect(errorsOf(medicationRecord.create.body, { medicationName: '', dose: 'x'.repeat(101), scheduledAt: '2024-05-10 08:00', status: 7, reasonId: 9, extra: true })).toEqual([
      { path: 'patientId', message: 'is required' },
      { path: 'medicationName', message: 'must not be empty' },
      { path: 'dose', message: 'must be at most 100 characters' },
      { path: 'scheduledAt', message: 'must be an ISO-8601 date-time with a time zone' },
      { path: 'status', message: 'must be a medication administration status: 1, 2, 3 or 4' },
      { path: 'reasonId', message: 'must be a reason not administered: 1, 2, 3, 4 or 5' },
      { path: 'extra', message: 'is not an allowed field' },
    ]);
    expect(errorsOf(medicationRecord.create.body, { ...body, scheduledAt: '2024-05-10T08:00:00', medicationName: 'x'.repeat(201), patientId: 'p-1' })).toEqual([
      { path: 'patientId', message: 'must be a UUID' },
      { path: 'medicationName', message: 'must be at most 200 characters' },
      { path: 'scheduledAt', message: 'must be an ISO-8601 date-time with a time zone' },
    ]);
  });

  it('reports the rules between fields on the field they concern', () => {
    expect(errorsOf(medicationRecord.create.body, { ...body, status: 2, administeredAt: undefined })).toEqual([
      { path: 'reasonId', message: 'is required when status is 2 (Not administered)' },
    ]);
    expect(errorsOf(medicationRecord.create.body, { ...body, status: 2, reasonId: 4, administeredAt: null })).toEqual([
      { path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' },
    ]);
    expect(errorsOf(medicationRecord.create.body, { ...body, status: 3, reasonId: 1 })).toEqual([
      { path: 'reasonId', message: 'is only allowed when status is 2 (Not administered)' },
      { path: 'administeredAt', message: 'is only allowed when status is 1 (Administered)' },
    ]);
    expect(errorsOf(medicationRecord.create.body, { ...body, status: 2, reasonId: 5, comment: 'BP 85/50', administeredAt: null })).toEqual([]);
  });

  it('validates a correction by the same rules, with the version read', () => {
    expect(errorsOf(correctBody, { status: 2, reasonId: 5 })).toEqual([{ path: 'expectedVersion', message: 'is required' }]);
    expect(errorsOf(correctBody, { expectedVersion: 0, status: 2, reasonId: 5 })).toEqual([
      { path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' },
    ]);
    expect(errorsOf(correctBody, { expectedVersion: 0, status: 2, reasonId: 5, comment: 'BP 85/50', dose: '5 mg' })).toEqual([
      { path: 'dose', message: 'is not an allowed field' },
    ]);
    expect(errorsOf(medicationRecord.actions.void.body, { expectedVersion: 1, reason: '' })).toEqual([{ path: 'reason', message: 'must not be empty' }]);
  });

  it('tells the policy which patient a record is about and who recorded it', () => {
    const command = medicationRecord.create.toCommand('admin-1', parseOrThrow(medicationRecord.create.body, body) as never, metadata, actor);
    expect(medicationRecord.factsOfCreation(command)).toEqual({ patientId });
    const recorded = medicationRecord.decider.decide(command, medicationRecord.decider.initialState());
    const state = fold(medicationRecord.decider, recorded);
    expect(medicationRecord.exists(state)).toBe(true);
    expect(medicationRecord.factsOf(state)).toEqual({ patientId, createdBy: 'nurse-1' });
    expect(medicationRecord.factsOf(medicationRecord.decider.initialState())).toEqual({});
  });
});
