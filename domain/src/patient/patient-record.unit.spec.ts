import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import type { PatientAction } from './actions';
import { activityAreas } from './details';
import { daughter, metadataFor, patientId, peanuts } from './patient.fixtures';
import { patientRecord } from './record';

const actor = { id: 'user-0002', roleId: Role.AGENCY };
const toCommand = (action: PatientAction, body: Record<string, unknown>) => {
  const request = patientRecord.actions[action];
  return request.toCommand(patientId, parseOrThrow(request.body, body) as never, metadataFor(), actor);
};
const errorsOf = (action: PatientAction, body: Record<string, unknown>): FieldError[] => {
  try {
    parseOrThrow(patientRecord.actions[action].body, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  throw new Error('expected the body to be refused');
};

const address = { city: 'Toronto', province: 'Ontario', country: 'CA' };
const demographics = { expectedVersion: 0, firstName: ' Rosa ', lastName: 'Parks', dateOfBirth: '1941-02-04' };

describe('patient action bodies', () => {
  it('update-demographics trims names and passes on only the fields named', () => {
    expect(toCommand('update-demographics', { ...demographics, address }).data).toEqual({
      patientId,
      firstName: 'Rosa',
      lastName: 'Parks',
      dateOfBirth: '1941-02-04',
      address: { ...address, street: null, postalCode: null },
    });
    expect(toCommand('update-demographics', { expectedVersion: 1, gender: 'non-binary', address: null }).data).toEqual({ patientId, gender: 'non-binary', address: null });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'must not be empty'],
    [{ lastName: null }, 'lastName', 'must be a string'],
    [{ dateOfBirth: '04/02/1941' }, 'dateOfBirth', 'must be a date, YYYY-MM-DD'],
    [{ gender: 'robot' }, 'gender', 'must be one of female, male, non-binary, other, undisclosed'],
    [{ phone: 'call me' }, 'phone', 'must be a phone number: digits, spaces, ( ) . - and an optional leading +'],
    [{ address: 'Toronto' }, 'address', 'must be an object with city, province and country (street and postalCode optional)'],
    [{ address: { ...address, country: 'Canada' } }, 'address.country', 'must be a two-letter country code (ISO 3166-1), like CA'],
    [{ address: { city: 'Toronto', country: 'CA' } }, 'address.province', 'is required'],
    [{ address: { ...address, planet: 'Earth' } }, 'address.planet', 'is not an allowed field'],
  ])('update-demographics refuses %j', (change, path, message) => {
    expect(errorsOf('update-demographics', { ...demographics, ...change })).toEqual([{ path, message }]);
  });

  it('set-ambulatory-level takes a level of the catalog, 1 to 3', () => {
    expect(toCommand('set-ambulatory-level', { expectedVersion: 1, level: 3 }).data).toEqual({ patientId, level: 3 });
    const message = 'must be a known ambulatory level: 1 ambulatory, 2 semi-ambulatory, 3 non-ambulatory';
    for (const level of [0, 4, '2', 1.5]) expect(errorsOf('set-ambulatory-level', { expectedVersion: 1, level })).toEqual([{ path: 'level', message }]);
    expect(errorsOf('set-ambulatory-level', { expectedVersion: 1 })).toEqual([{ path: 'level', message: 'is required' }]);
  });

  it('set-assistance-levels takes levels 0 to 7 by known activity area', () => {
    expect(toCommand('set-assistance-levels', { expectedVersion: 1, levels: { bathing: 0, mealPreparation: 7 } }).data).toEqual({
      patientId,
      levels: { bathing: 0, mealPreparation: 7 },
    });
    const message = 'must be a known level of assistance, an integer from 0 (unknown) to 7';
    expect(errorsOf('set-assistance-levels', { expectedVersion: 1, levels: { bathing: 8 } })).toEqual([{ path: 'levels.bathing', message }]);
    expect(errorsOf('set-assistance-levels', { expectedVersion: 1, levels: { flying: 1 } })).toEqual([{ path: 'levels.flying', message: 'is not an allowed field' }]);
    expect(errorsOf('set-assistance-levels', { expectedVersion: 1, levels: 3 })).toEqual([
      { path: 'levels', message: `must be an object of levels by activity area: ${activityAreas.join(', ')}` },
    ]);
  });

  it.each(['set-diagnoses', 'set-languages'] as const)('%s takes distinct positive integer ids', (action) => {
    const field = action === 'set-diagnoses' ? 'diagnosisIds' : 'languageIds';
    expect(toCommand(action, { expectedVersion: 0, [field]: [4, 2] }).data).toEqual({ patientId, [field]: [4, 2] });
    expect(errorsOf(action, { expectedVersion: 0, [field]: [4, 4] })).toEqual([{ path: field, message: 'must not repeat an id' }]);
    expect(errorsOf(action, { expectedVersion: 0, [field]: [4, 0] })).toEqual([{ path: `${field}.1`, message: 'must be a positive integer' }]);
    expect(errorsOf(action, { expectedVersion: 0, [field]: '4' })).toEqual([{ path: field, message: 'must be an array of positive integers' }]);
    expect(errorsOf(action, { expectedVersion: 0, [field]: Array.from({ length: 51 }, (_, index) => index + 1) })[0]?.path).toBe(field);
  });

  it('set-payer and assign-coordinator take a positive id and a UUID', () => {
    expect(toCommand('set-payer', { expectedVersion: 0, payerId: 3 }).data).toEqual({ patientId, payerId: 3 });
    expect(errorsOf('set-payer', { expectedVersion: 0, payerId: -3 })).toEqual([{ path: 'payerId', message: 'must be a positive integer' }]);
    expect(errorsOf('assign-coordinator', { expectedVersion: 0, careCoordinatorId: 'anna' })).toEqual([{ path: 'careCoordinatorId', message: 'must be a UUID' }]);
  });

  it('add-allergy takes a client id, an allergen and a severity of the catalog', () => {
    const { reaction: _reaction, ...body } = peanuts;
    expect(toCommand('add-allergy', { expectedVersion: 0, ...body }).data).toEqual({ patientId, ...peanuts, reaction: null });
    expect(errorsOf('add-allergy', { expectedVersion: 0, ...body, severity: 4, allergyId: 'x', allergen: ' ' })).toEqual([
      { path: 'allergyId', message: 'must be a UUID' },
      { path: 'allergen', message: 'must not be empty' },
      { path: 'severity', message: 'must be a known allergy severity: 1 mild, 2 moderate, 3 severe' },
    ]);
  });

  it('update-allergy passes on only the fields named', () => {
    expect(toCommand('update-allergy', { expectedVersion: 2, allergyId: peanuts.allergyId, reaction: null }).data).toEqual({
      patientId,
      allergyId: peanuts.allergyId,
      reaction: null,
    });
  });

  it('add-contact defaults to a non-emergency contact and checks the relationship', () => {
    const { phone: _phone, email: _email, isEmergency: _emergency, ...body } = daughter;
    expect(toCommand('add-contact', { expectedVersion: 0, ...body }).data).toEqual({ patientId, ...daughter, phone: null, email: null, isEmergency: false });
    expect(errorsOf('add-contact', { expectedVersion: 0, ...body, relationshipId: 3, email: 'nope', isEmergency: 'yes' })).toEqual([
      { path: 'relationshipId', message: 'must be a known relationship id: 9 other relative, 10 no relation, 11 self' },
      { path: 'email', message: 'must be an email address' },
      { path: 'isEmergency', message: 'must be true or false' },
    ]);
  });

  it('update-contact and remove-contact name the contact by its UUID', () => {
    expect(toCommand('update-contact', { expectedVersion: 3, contactId: daughter.contactId, email: null }).data).toEqual({
      patientId,
      contactId: daughter.contactId,
      email: null,
    });
    expect(errorsOf('remove-contact', { expectedVersion: 3 })).toEqual([{ path: 'contactId', message: 'is required' }]);
  });
});
