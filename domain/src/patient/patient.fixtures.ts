import { Role, type RoleId } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import type { PatientCommand } from './commands';
import type { PatientAllergy, PatientContact, PatientDemographics } from './details';
import type { PatientEvent, PatientRegistered } from './events';

/** Shared data for the patient specs; not exported from the package. */
export const patientId = '5b0e6a1c-3d2f-4e8a-9c71-2f4d6b8a0c13';
export const agencyId = '4e1f9b70-8c2d-4a5e-b3f6-1d7a9c0e2b54';
export const otherAgencyId = '9a2b7c41-6e3d-4f5a-8b19-0c2d4e6f8a97';
export const caregiverId = '00000000-0000-4000-8000-000000000009';
export const coordinatorId = '2c4e6a80-1b3d-4f5a-9e7c-6d8f0a2b4c61';
export const registrarId = 'user-0002';
export const NOW = '2030-03-01T09:00:00.000Z';

export const metadataFor = (actorRole: RoleId = Role.AGENCY, actorId = registrarId, now = NOW): CommandMetadata => ({
  commandId: 'command-0001',
  correlationId: 'correlation-0001',
  actorId,
  actorRole,
  now,
});

export const registered: PatientRegistered = {
  type: 'PatientRegistered',
  data: { patientId, firstName: 'Rosa', lastName: 'Parks', dateOfBirth: '1941-02-04', agencyId, partnerId: null, createdBy: registrarId },
};

export const demographics: PatientDemographics = {
  firstName: 'Rosa',
  lastName: 'Parks',
  dateOfBirth: '1941-02-04',
  gender: 'female',
  phone: '+1 416 555 0100',
  address: { street: '12 King St W', city: 'Toronto', province: 'Ontario', postalCode: 'M5H 1A1', country: 'CA' },
};

export const peanuts: PatientAllergy = { allergyId: 'a1f0c2e4-6b8d-4a1c-9e3f-5d7b9a1c3e50', allergen: 'Peanuts', reaction: 'Hives', severity: 2 };
export const penicillin: PatientAllergy = { allergyId: 'b2e1d3f5-7c9e-4b2d-8f40-6e8c0b2d4f61', allergen: 'Penicillin', reaction: null, severity: 3 };

export const daughter: PatientContact = {
  contactId: 'c3d2e4a6-8d0f-4c3e-9a51-7f9d1c3e5a72',
  name: 'Elaine Parks',
  relationshipId: 9,
  phone: '+1 416 555 0111',
  email: 'elaine@example.org',
  isEmergency: true,
};
export const neighbour: PatientContact = {
  contactId: 'd4c3f5b7-9e1a-4d4f-8b62-8a0e2d4f6b83',
  name: 'Sam Lee',
  relationshipId: 10,
  phone: null,
  email: 'sam@example.org',
  isEmergency: false,
};

/** A command on the fixture patient, as the patient's agency would send it (the casts only spare each spec its patientId). */
export const command = <Type extends PatientCommand['type']>(
  type: Type,
  data: Omit<Extract<PatientCommand, { type: Type }>['data'], 'patientId'>,
  metadata = metadataFor(),
): PatientCommand => ({ type, data: { patientId, ...data }, metadata }) as unknown as PatientCommand;

export const event = <Type extends PatientEvent['type']>(
  type: Type,
  data: Omit<Extract<PatientEvent, { type: Type }>['data'], 'patientId'>,
): PatientEvent => ({ type, data: { patientId, ...data } }) as unknown as PatientEvent;
