import { mayActOnPatient, type Actor, type PatientAction } from '@careledger/domain';
import type { Patient } from '../api';
import { patientFactsOf } from '../medication';

/** Whether the domain's patient policy lets this actor take this action on the patient on screen: decides which edits show. */
export const mayEditPatient = (actor: Actor, action: PatientAction, patient: Patient): boolean =>
  mayActOnPatient(actor, action, { patientId: patient.id, agencyId: patient.agencyId, partnerId: patient.partnerId, patient: patientFactsOf(patient) });

/** Whether this actor may register a patient at all: for their own organisation, as the server would fill it in. */
export const mayRegisterPatient = (actor: Actor): boolean => {
  const agencyId = actor.agencyId ?? null;
  const partnerId = actor.partnerId ?? null;
  return mayActOnPatient(actor, 'create', { agencyId, partnerId, patient: { patientId: '', agencyId, partnerId, careTeam: [], createdBy: actor.id } });
};
