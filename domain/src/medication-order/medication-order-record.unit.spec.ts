import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { medicationOrderRecord } from './record';

const patientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const metadata: CommandMetadata = { commandId: 'c', correlationId: 'c', actorId: 'agency-1', actorRole: Role.AGENCY, now: '2026-03-10T12:00:00Z' };
const actor: Actor = { id: 'agency-1', roleId: Role.AGENCY };
const body = { patientId, drug: 'Metoprolol', dose: '25 mg', routeId: 1, timesOfDay: ['08:00', '20:00'], startDate: '2026-03-01' };
const { change, discontinue } = medicationOrderRecord.actions;

const errorsOf = (schema: typeof medicationOrderRecord.create.body, input: unknown): FieldError[] => {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  return [];
};

describe('the medication order requests', () => {
  it('turns a create body into the command, with absent fields as null', () => {
    const command = medicationOrderRecord.create.toCommand('order-1', parseOrThrow(medicationOrderRecord.create.body, { ...body, drug: ' Metoprolol ' }) as never, metadata, actor);
    expect(command).toEqual({ type: 'CreateMedicationOrder', data: { orderId: 'order-1', ...body, endDate: null, instructions: null }, metadata });
  });

  it('names every missing, unknown or malformed field', () => {
    expect(errorsOf(medicationOrderRecord.create.body, { drug: '', dose: 'x'.repeat(101), routeId: 99, timesOfDay: [], startDate: '2026-02-30', extra: 1 })).toEqual([
      { path: 'patientId', message: 'is required' },
      { path: 'drug', message: 'must not be empty' },
      { path: 'dose', message: 'must be at most 100 characters' },
      { path: 'routeId', message: 'must be a route of administration: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11' },
      { path: 'timesOfDay', message: 'must list at least one time' },
      { path: 'startDate', message: 'must be a date, YYYY-MM-DD' },
      { path: 'extra', message: 'is not an allowed field' },
    ]);
  });

  it('takes one to eight times of day, 24-hour, in the order of the day and each once', () => {
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, timesOfDay: ['8:00', '24:00', '12:60'] })).toEqual([
      { path: 'timesOfDay.0', message: 'must be a time, HH:MM (24-hour)' },
      { path: 'timesOfDay.1', message: 'must be a time, HH:MM (24-hour)' },
      { path: 'timesOfDay.2', message: 'must be a time, HH:MM (24-hour)' },
    ]);
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, timesOfDay: ['20:00', '08:00', '08:00'] })).toEqual([
      { path: 'timesOfDay.1', message: 'must be after the time listed before it' },
      { path: 'timesOfDay.2', message: 'must be after the time listed before it' },
    ]);
    const nine = ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '07:00', '08:00', '09:00'];
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, timesOfDay: nine })).toEqual([{ path: 'timesOfDay', message: 'must list at most 8 times' }]);
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, timesOfDay: '08:00' })).toEqual([{ path: 'timesOfDay', message: 'must be a list of times, HH:MM (24-hour)' }]);
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, timesOfDay: nine.slice(0, 8) })).toEqual([]);
  });

  it('refuses an end before the start', () => {
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, endDate: '2026-02-28' })).toEqual([{ path: 'endDate', message: 'must not be before startDate' }]);
    expect(errorsOf(medicationOrderRecord.create.body, { ...body, endDate: '2026-03-01', instructions: null })).toEqual([]);
  });

  it('changes only the terms the body names, with the version read', () => {
    expect(errorsOf(change.body, { dose: '5 mg' })).toEqual([{ path: 'expectedVersion', message: 'is required' }]);
    expect(errorsOf(change.body, { expectedVersion: 0, drug: 'Other', timesOfDay: ['09:00', '09:00'] })).toEqual([
      { path: 'timesOfDay.1', message: 'must be after the time listed before it' },
      { path: 'drug', message: 'is not an allowed field' },
    ]);
    const parsed = parseOrThrow(change.body, { expectedVersion: 2, endDate: null, dose: '50 mg' });
    expect(change.toCommand('order-1', parsed as never, metadata, actor)).toEqual({
      type: 'ChangeMedicationOrder',
      data: { orderId: 'order-1', dose: '50 mg', endDate: null },
      metadata,
    });
    expect(errorsOf(discontinue.body, { expectedVersion: 1, reason: ' ' })).toEqual([{ path: 'reason', message: 'must not be empty' }]);
  });

  it('tells the policy which patient an order is about and who prescribed it', () => {
    const command = medicationOrderRecord.create.toCommand('order-1', parseOrThrow(medicationOrderRecord.create.body, body) as never, metadata, actor);
    expect(medicationOrderRecord.factsOfCreation(command)).toEqual({ patientId });
    const state = fold(medicationOrderRecord.decider, medicationOrderRecord.decider.decide(command, medicationOrderRecord.decider.initialState()));
    expect(medicationOrderRecord.exists(state)).toBe(true);
    expect(medicationOrderRecord.factsOf(state)).toEqual({ patientId, createdBy: 'agency-1' });
  });
});
