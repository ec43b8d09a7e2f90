import { labelOf } from '../catalog/catalog-entry';
import { competencyLevels, type CompetencyId } from '../catalog/clinical-scales';
import { caregiverStatuses, type CaregiverStatusId } from '../catalog/people';
import { professions, type CertificationId, type ProfessionId } from '../catalog/professions';
import type { CareServiceId } from '../catalog/care-services';
import { DomainError, ruleBroken } from '../shared/domain-error';
import { allowedCaregiverStatusActions, caregiverStatusParticiples, type CaregiverStatusAction } from './status-actions';

const professionLabel = (professionId: ProfessionId): string => labelOf(professions, professionId).toLowerCase();

export const caregiverAlreadyExists = (caregiverId: string): DomainError =>
  new DomainError('conflict', 'caregiver_already_exists', `The caregiver ${caregiverId} already exists.`);

export const caregiverNotFound = (caregiverId: string): DomainError =>
  new DomainError('not_found', 'caregiver_not_found', `The caregiver ${caregiverId} does not exist.`);

export const caregiverProfileUnchanged = (): DomainError =>
  ruleBroken('caregiver_profile_unchanged', 'The update changes nothing: name, email and phone are as they are.');

export const illegalCaregiverTransition = (status: CaregiverStatusId, action: CaregiverStatusAction): DomainError => {
  const next = allowedCaregiverStatusActions(status).map((allowed) => caregiverStatusParticiples[allowed]);
  return ruleBroken(
    'illegal_transition',
    `A caregiver who is ${labelOf(caregiverStatuses, status)} cannot be ${caregiverStatusParticiples[action]}; they may only be ${next.join(' or ')}.`,
  );
};

export const caregiverProfessionUnchanged = (professionId: ProfessionId): DomainError =>
  ruleBroken('profession_unchanged', `The caregiver is already a ${professionLabel(professionId)}.`);

export const caregiverProfessionOrphansSkills = (
  professionId: ProfessionId,
  services: readonly CareServiceId[],
  certifications: readonly CertificationId[],
): DomainError => {
  const listed = (noun: string, ids: readonly (string | number)[]): string[] =>
    ids.length === 0 ? [] : [`${noun}${ids.length > 1 ? 's' : ''} ${ids.join(', ')}`];
  const held = [...listed('care service', services), ...listed('certification', certifications)];
  return ruleBroken(
    'profession_disallows_held_skills',
    `A ${professionLabel(professionId)} may not hold ${held.join(' and ')}: remove them before changing the profession.`,
  );
};

export const caregiverServiceNotAllowed = (careServiceId: CareServiceId, professionId: ProfessionId): DomainError =>
  ruleBroken('service_not_allowed_for_profession', `A ${professionLabel(professionId)} may not provide care service ${careServiceId}.`);

export const caregiverServiceAlreadyHeld = (careServiceId: CareServiceId): DomainError =>
  ruleBroken('service_already_held', `The caregiver already provides care service ${careServiceId}: change its competency instead.`);

export const caregiverServiceNotHeld = (careServiceId: CareServiceId): DomainError =>
  ruleBroken('service_not_held', `The caregiver does not provide care service ${careServiceId}.`);

export const caregiverCompetencyUnchanged = (careServiceId: CareServiceId, competency: CompetencyId): DomainError =>
  ruleBroken(
    'competency_unchanged',
    `The caregiver's competency in care service ${careServiceId} is already ${labelOf(competencyLevels, competency)}.`,
  );

export const caregiverCertificationNotAllowed = (certificationId: CertificationId, professionId: ProfessionId): DomainError =>
  ruleBroken('certification_not_allowed_for_profession', `A ${professionLabel(professionId)} may not hold the certification ${certificationId}.`);

export const caregiverCertificationAlreadyHeld = (certificationId: CertificationId): DomainError =>
  ruleBroken('certification_already_held', `The caregiver already holds the certification ${certificationId}.`);

export const caregiverCertificationNotHeld = (certificationId: CertificationId): DomainError =>
  ruleBroken('certification_not_held', `The caregiver does not hold the certification ${certificationId}.`);
