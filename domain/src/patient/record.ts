import { z } from 'zod';
import { action, creation, type RecordRequest, type RecordType } from '../record/record-type';
import type { PatientAction } from './actions';
import type { PatientCommand } from './commands';
import { patientDecider } from './decider';
import { MAX_PATIENT_DIAGNOSES, MAX_PATIENT_LANGUAGES } from './details';
import type { PatientEvent } from './events';
import { patientFactsOf } from './facts';
import {
  address,
  ambulatoryLevel,
  assistanceLevelsByArea,
  calendarDate,
  email,
  gender,
  idList,
  name,
  phone,
  positiveId,
  relationshipId,
  severity,
  text,
  uuid,
} from './fields';
import type { PatientState } from './state';

const noPatientFacts = { patientId: '', agencyId: null, partnerId: null, careTeam: [], createdBy: null };

const allergen = text(100);
const reaction = text(500);

const detailActions = {
  'update-demographics': action(
    {
      firstName: name.optional(),
      lastName: name.optional(),
      dateOfBirth: calendarDate.nullable().optional(),
      gender: gender.nullable().optional(),
      phone: phone.nullable().optional(),
      address: address.nullable().optional(),
    },
    (patientId, { expectedVersion: _version, address: newAddress, ...changes }, metadata) => ({
      type: 'UpdatePatientDemographics',
      data: {
        patientId,
        ...changes,
        ...(newAddress === undefined ? {} : { address: newAddress && { ...newAddress, street: newAddress.street ?? null, postalCode: newAddress.postalCode ?? null } }),
      },
      metadata,
    }),
  ),
  'set-ambulatory-level': action({ level: ambulatoryLevel }, (patientId, body, metadata) => ({
    type: 'SetPatientAmbulatoryLevel',
    data: { patientId, level: body.level },
    metadata,
  })),
  'set-assistance-levels': action({ levels: assistanceLevelsByArea }, (patientId, body, metadata) => ({
    type: 'SetPatientAssistanceLevels',
    data: { patientId, levels: body.levels },
    metadata,
  })),
  'set-diagnoses': action({ diagnosisIds: idList(MAX_PATIENT_DIAGNOSES) }, (patientId, body, metadata) => ({
    type: 'SetPatientDiagnoses',
    data: { patientId, diagnosisIds: body.diagnosisIds },
    metadata,
  })),
  'set-languages': action({ languageIds: idList(MAX_PATIENT_LANGUAGES) }, (patientId, body, metadata) => ({
    type: 'SetPatientLanguages',
    data: { patientId, languageIds: body.languageIds },
    metadata,
  })),
  'set-payer': action({ payerId: positiveId }, (patientId, body, metadata) => ({
    type: 'SetPatientPayer',
    data: { patientId, payerId: body.payerId },
    metadata,
  })),
  'assign-coordinator': action({ careCoordinatorId: uuid }, (patientId, body, metadata) => ({
    type: 'AssignCareCoordinatorToPatient',
    data: { patientId, careCoordinatorId: body.careCoordinatorId },
    metadata,
  })),
} satisfies Partial<Record<PatientAction, RecordRequest<PatientCommand>>>;

const listActions = {
  'add-allergy': action(
    { allergyId: uuid, allergen, reaction: reaction.nullable().optional(), severity },
    (patientId, body, metadata) => ({
      type: 'AddPatientAllergy',
      data: { patientId, allergyId: body.allergyId, allergen: body.allergen, reaction: body.reaction ?? null, severity: body.severity },
      metadata,
    }),
  ),
  'update-allergy': action(
    { allergyId: uuid, allergen: allergen.optional(), reaction: reaction.nullable().optional(), severity: severity.optional() },
    (patientId, { expectedVersion: _version, ...changes }, metadata) => ({ type: 'UpdatePatientAllergy', data: { patientId, ...changes }, metadata }),
  ),
  'remove-allergy': action({ allergyId: uuid }, (patientId, body, metadata) => ({
    type: 'RemovePatientAllergy',
    data: { patientId, allergyId: body.allergyId },
    metadata,
  })),
  'add-contact': action(
    { contactId: uuid, name, relationshipId, phone: phone.nullable().optional(), email: email.nullable().optional(), isEmergency: z.boolean({ error: 'must be true or false' }).optional() },
    (patientId, body, metadata) => ({
      type: 'AddPatientContact',
      data: {
        patientId,
        contactId: body.contactId,
        name: body.name,
        relationshipId: body.relationshipId,
        phone: body.phone ?? null,
        email: body.email ?? null,
        isEmergency: body.isEmergency ?? false,
      },
      metadata,
    }),
  ),
  'update-contact': action(
    {
      contactId: uuid,
      name: name.optional(),
      relationshipId: relationshipId.optional(),
      phone: phone.nullable().optional(),
      email: email.nullable().optional(),
      isEmergency: z.boolean({ error: 'must be true or false' }).optional(),
    },
    (patientId, { expectedVersion: _version, ...changes }, metadata) => ({ type: 'UpdatePatientContact', data: { patientId, ...changes }, metadata }),
  ),
  'remove-contact': action({ contactId: uuid }, (patientId, body, metadata) => ({
    type: 'RemovePatientContact',
    data: { patientId, contactId: body.contactId },
    metadata,
  })),
} satisfies Partial<Record<PatientAction, RecordRequest<PatientCommand>>>;

export const patientRecord: RecordType<PatientState, PatientCommand, PatientEvent, PatientAction> = {
  category: 'patient',
  noun: 'patient',
  decider: patientDecider,
  exists: (state) => state.status !== 'none',
  create: creation(
    {
      firstName: name,
      lastName: name,
      dateOfBirth: calendarDate.nullable().optional(),
      agencyId: uuid.nullable().optional(),
      partnerId: uuid.nullable().optional(),
    },
    (patientId, body, metadata, actor) => ({
      type: 'RegisterPatient',
      data: {
        patientId,
        firstName: body.firstName,
        lastName: body.lastName,
        dateOfBirth: body.dateOfBirth ?? null,
        // Staff register patients for their own organisation unless they name one.
        agencyId: body.agencyId ?? actor.agencyId ?? null,
        partnerId: body.partnerId ?? actor.partnerId ?? null,
      },
      metadata,
    }),
  ),
  actions: {
    'assign-agency': action({ agencyId: uuid }, (patientId, body, metadata) => ({
      type: 'AssignPatientToAgency',
      data: { patientId, agencyId: body.agencyId },
      metadata,
    })),
    'assign-caregiver': action({ caregiverId: uuid }, (patientId, body, metadata) => ({
      type: 'AssignCaregiverToPatient',
      data: { patientId, caregiverId: body.caregiverId },
      metadata,
    })),
    'unassign-caregiver': action({ caregiverId: uuid }, (patientId, body, metadata) => ({
      type: 'UnassignCaregiverFromPatient',
      data: { patientId, caregiverId: body.caregiverId },
      metadata,
    })),
    ...detailActions,
    ...listActions,
  },
  factsOf: (state) => {
    const patient = patientFactsOf(state);
    return { patientId: patient?.patientId ?? null, agencyId: patient?.agencyId, partnerId: patient?.partnerId, patient };
  },
  factsOfCreation: (command) => {
    if (command.type !== 'RegisterPatient') return {};
    const { patientId, agencyId, partnerId } = command.data;
    return { patientId, agencyId, partnerId, patient: { ...noPatientFacts, patientId, agencyId, partnerId, createdBy: command.metadata.actorId } };
  },
};
