import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { CorrectMedicationAdministration, RecordMedicationAdministration, VoidMedicationAdministration } from './commands';
import { medicationDecider } from './decider';
import type { AdministrationOutcome, MedicationEvent } from './events';

const spec = deciderSpec(medicationDecider);
const administrationId = '6f1d2c3b-4a59-4e68-8d7c-0b1a2c3d4e5f';
const patientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const NOW = '2024-05-10T12:00:00.000Z';
const metadata: CommandMetadata = { commandId: 'command-1', correlationId: 'command-1', actorId: 'nurse-1', actorRole: Role.CAREGIVER, now: NOW };

const administered: AdministrationOutcome = { status: 1, reasonId: null, comment: null, administeredAt: '2024-05-10T08:05:00Z' };
const refused: AdministrationOutcome = { status: 2, reasonId: 2, comment: null, administeredAt: null };
const dose = { patientId, medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2024-05-10T08:00:00Z' };

const record = (outcome: Partial<AdministrationOutcome>): RecordMedicationAdministration => ({
  type: 'RecordMedicationAdministration',
  data: { administrationId, ...dose, ...administered, ...outcome },
  metadata,
});
const correct = (outcome: Partial<AdministrationOutcome>): CorrectMedicationAdministration => ({
  type: 'CorrectMedicationAdministration',
  data: { administrationId, ...administered, ...outcome },
  metadata,
});
const voidIt: VoidMedicationAdministration = { type: 'VoidMedicationAdministration', data: { administrationId, reason: 'Entered on the wrong patient' }, metadata };

const recorded = (outcome: AdministrationOutcome = administered): MedicationEvent => ({
  type: 'MedicationAdministrationRecorded',
  data: { administrationId, ...dose, ...outcome, recordedBy: 'nurse-1' },
});
const voided: MedicationEvent = { type: 'MedicationAdministrationVoided', data: { administrationId, reason: 'Duplicate', voidedBy: 'agency-1' } };

const fieldErrorsOf = (command: RecordMedicationAdministration | CorrectMedicationAdministration, given: MedicationEvent[] = []) =>
  spec.given(given).when(command).thenFails('validation_failed', 'validation').errors;

describe('recording a medication administration', () => {
  it.each<[string, Partial<AdministrationOutcome>]>([
    ['administered', administered],
    ['not administered: patient refused, no comment needed', refused],
    ['not administered: vomiting', { ...refused, reasonId: 1 }],
    ['not administered: patient not in facility', { ...refused, reasonId: 3 }],
    ['not administered: missed dose, explained', { ...refused, reasonId: 4, comment: 'Patient asleep, family asked not to wake' }],
    ['not administered: held for parameters, explained', { ...refused, reasonId: 5, comment: 'Heart rate 48' }],
    ['held', { status: 3, administeredAt: null }],
    ['leave of absence, with a comment', { status: 4, administeredAt: null, comment: 'Weekend with daughter' }],
    ['administered at this very instant', { administeredAt: NOW }],
  ])('records a dose %s', (_case, outcome) => {
    spec.given([]).when(record(outcome)).then([recorded({ ...administered, ...outcome })]);
  });

  it('requires a reason exactly when the dose was not administered', () => {
    expect(fieldErrorsOf(record({ ...refused, reasonId: null }))).toEqual([{ path: 'reasonId', message: 'is required when status is 2 (Not administered)' }]);
    for (const status of [3, 4] as const) {
      expect(fieldErrorsOf(record({ status, reasonId: 2, administeredAt: null }))).toEqual([
        { path: 'reasonId', message: 'is only allowed when status is 2 (Not administered)' },
      ]);
    }
    expect(fieldErrorsOf(record({ reasonId: 1 }))).toEqual([{ path: 'reasonId', message: 'is only allowed when status is 2 (Not administered)' }]);
  });

  it.each([4, 5] as const)('requires a comment for reason %i', (reasonId) => {
    const expected = [{ path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' }];
    expect(fieldErrorsOf(record({ ...refused, reasonId }))).toEqual(expected);
    expect(fieldErrorsOf(record({ ...refused, reasonId, comment: '   ' }))).toEqual(expected);
  });

  it('requires the administration time exactly when the dose was administered', () => {
    expect(fieldErrorsOf(record({ administeredAt: null }))).toEqual([{ path: 'administeredAt', message: 'is required when status is 1 (Administered)' }]);
    expect(fieldErrorsOf(record({ status: 3 }))).toEqual([{ path: 'administeredAt', message: 'is only allowed when status is 1 (Administered)' }]);
    expect(fieldErrorsOf(record({ ...refused, administeredAt: '2024-05-10T08:00:00Z' }))).toEqual([
      { path: 'administeredAt', message: 'is only allowed when status is 1 (Administered)' },
    ]);
  });

  it('refuses an administration time after the moment the command is received', () => {
    expect(fieldErrorsOf(record({ administeredAt: '2024-05-10T12:00:01Z' }))).toEqual([{ path: 'administeredAt', message: 'must not be in the future' }]);
    expect(fieldErrorsOf(record({ administeredAt: '2024-05-10T14:30:00+02:00' }))).toEqual([{ path: 'administeredAt', message: 'must not be in the future' }]);
    spec.given([]).when(record({ administeredAt: '2024-05-10T15:00:00+03:00' })).then([recorded({ ...administered, administeredAt: '2024-05-10T15:00:00+03:00' })]);
  });

  it('reports every broken rule at once', () => {
    expect(fieldErrorsOf(record({ status: 2, reasonId: null, administeredAt: '2024-05-11T00:00:00Z' })).map((error) => error.path)).toEqual([
      'reasonId',
      'administeredAt',
      'administeredAt',
    ]);
  });

  it('refuses to record the same administration twice', () => {
    spec.given([recorded()]).when(record({})).thenFails('medication_already_recorded', 'conflict');
  });
});

describe('correcting a medication administration', () => {
  it('records the new outcome with the one it replaces', () => {
    spec
      .given([recorded()])
      .when(correct(refused))
      .then([{ type: 'MedicationAdministrationCorrected', data: { administrationId, ...refused, previous: administered, correctedBy: 'nurse-1' } }]);
  });

  it('corrects a correction, keeping the latest as the previous outcome', () => {
    const firstCorrection: MedicationEvent = {
      type: 'MedicationAdministrationCorrected',
      data: { administrationId, ...refused, previous: administered, correctedBy: 'nurse-1' },
    };
    const missed = { ...refused, reasonId: 4, comment: 'Out for dialysis' } as const;
    spec
      .given([recorded(), firstCorrection])
      .when(correct(missed))
      .then([{ type: 'MedicationAdministrationCorrected', data: { administrationId, ...missed, previous: refused, correctedBy: 'nurse-1' } }]);
    spec.given([recorded(), firstCorrection]).when(correct(refused)).thenFails('correction_unchanged', 'rule');
  });

  it('applies the same field rules as recording', () => {
    expect(fieldErrorsOf(correct({ ...refused, reasonId: 5 }), [recorded()])).toEqual([
      { path: 'comment', message: 'is required when reasonId is 4 (Missed dose) or 5 (Held for parameters)' },
    ]);
    expect(fieldErrorsOf(correct({ administeredAt: '2024-06-01T00:00:00Z' }), [recorded(refused)])).toEqual([
      { path: 'administeredAt', message: 'must not be in the future' },
    ]);
  });

  it('refuses a correction that changes nothing', () => {
    spec.given([recorded()]).when(correct({})).thenFails('correction_unchanged', 'rule');
  });

  it('refuses to correct a voided or missing administration', () => {
    spec.given([recorded(), voided]).when(correct(refused)).thenFails('medication_administration_voided', 'rule');
    spec.given([]).when(correct(refused)).thenFails('medication_not_found', 'not_found');
  });
});

describe('voiding a medication administration', () => {
  it('voids a recorded administration with the reason', () => {
    spec
      .given([recorded()])
      .when(voidIt)
      .then([{ type: 'MedicationAdministrationVoided', data: { administrationId, reason: 'Entered on the wrong patient', voidedBy: 'nurse-1' } }]);
  });

  it('refuses to void twice, or what does not exist', () => {
    spec.given([recorded(), voided]).when(voidIt).thenFails('medication_administration_voided', 'rule');
    spec.given([]).when(voidIt).thenFails('medication_not_found', 'not_found');
  });
});

describe('the state of an administration', () => {
  it('holds the latest outcome, the number of corrections and the void', () => {
    const correction: MedicationEvent = {
      type: 'MedicationAdministrationCorrected',
      data: { administrationId, ...refused, previous: administered, correctedBy: 'nurse-1' },
    };
    expect(fold(medicationDecider, [recorded(), correction])).toMatchObject({ status: 'recorded', outcome: refused, corrections: 1, patientId });
    expect(fold(medicationDecider, [recorded(), correction, voided])).toMatchObject({ status: 'voided', outcome: refused, voidReason: 'Duplicate' });
    expect(fold(medicationDecider, [])).toEqual({ status: 'none' });
  });
});
