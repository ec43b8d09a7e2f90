import type { CareServiceId } from '../catalog/care-services';
import { certificationsFor, servicesFor, type CertificationId, type ProfessionId } from '../catalog/professions';
import { assertNever } from '../shared/decider';
import type { CaregiverSkillCommand } from './commands';
import {
  caregiverCertificationAlreadyHeld,
  caregiverCertificationNotAllowed,
  caregiverCertificationNotHeld,
  caregiverCompetencyUnchanged,
  caregiverServiceAlreadyHeld,
  caregiverServiceNotAllowed,
  caregiverServiceNotHeld,
} from './errors';
import type { CaregiverSkillEvent } from './events';
import type { CaregiverHeldService, ExistingCaregiver } from './state';

const heldService = (caregiver: ExistingCaregiver, careServiceId: CareServiceId): CaregiverHeldService => {
  const service = caregiver.services.find((held) => held.careServiceId === careServiceId);
  if (!service) throw caregiverServiceNotHeld(careServiceId);
  return service;
};

/** What the caregiver holds that a caregiver of `professionId` may not: a profession change must not leave any. */
export const skillsOutsideProfession = (
  caregiver: Pick<ExistingCaregiver, 'services' | 'certifications'>,
  professionId: ProfessionId,
): { services: CareServiceId[]; certifications: CertificationId[] } => ({
  services: caregiver.services.map((held) => held.careServiceId).filter((id) => !servicesFor(professionId).includes(id)),
  certifications: caregiver.certifications.filter((id) => !certificationsFor(professionId).includes(id)),
});

/**
 * Care services (each with a competency) and certifications, within what the profession allows
 * (SPEC.md section 6). They may be kept up to date in any status: a caregiver not hired or off
 * boarded keeps a truthful record for the day they are reconsidered or rehired.
 */
export const decideCaregiverSkill = (command: CaregiverSkillCommand, caregiver: ExistingCaregiver): CaregiverSkillEvent[] => {
  const { caregiverId } = command.data;
  switch (command.type) {
    case 'AddCaregiverService': {
      const { careServiceId, competency } = command.data;
      if (!servicesFor(caregiver.professionId).includes(careServiceId)) throw caregiverServiceNotAllowed(careServiceId, caregiver.professionId);
      if (caregiver.services.some((held) => held.careServiceId === careServiceId)) throw caregiverServiceAlreadyHeld(careServiceId);
      return [{ type: 'CaregiverServiceAdded', data: { caregiverId, careServiceId, competency } }];
    }
    case 'ChangeCaregiverCompetency': {
      const { careServiceId, competency } = command.data;
      const held = heldService(caregiver, careServiceId);
      if (held.competency === competency) throw caregiverCompetencyUnchanged(careServiceId, competency);
      return [{ type: 'CaregiverCompetencyChanged', data: { caregiverId, careServiceId, competency, previousCompetency: held.competency } }];
    }
    case 'RemoveCaregiverService': {
      const { careServiceId } = heldService(caregiver, command.data.careServiceId);
      return [{ type: 'CaregiverServiceRemoved', data: { caregiverId, careServiceId } }];
    }
    case 'AddCaregiverCertification': {
      const { certificationId } = command.data;
      if (!certificationsFor(caregiver.professionId).includes(certificationId)) {
        throw caregiverCertificationNotAllowed(certificationId, caregiver.professionId);
      }
      if (caregiver.certifications.includes(certificationId)) throw caregiverCertificationAlreadyHeld(certificationId);
      return [{ type: 'CaregiverCertificationAdded', data: { caregiverId, certificationId } }];
    }
    case 'RemoveCaregiverCertification': {
      const { certificationId } = command.data;
      if (!caregiver.certifications.includes(certificationId)) throw caregiverCertificationNotHeld(certificationId);
      return [{ type: 'CaregiverCertificationRemoved', data: { caregiverId, certificationId } }];
    }
    default:
      return assertNever(command);
  }
};
