import type { CareServiceId } from './care-services';
import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

/** SPEC.md shows no profession ids, so the ids are descriptive strings. */
export const professions = [
  { id: 'personal_support_worker', key: 'PERSONAL_SUPPORT_WORKER', label: 'Personal support worker', translationKey: 'profession.personalSupportWorker' },
  { id: 'registered_practical_nurse', key: 'REGISTERED_PRACTICAL_NURSE', label: 'Registered practical nurse', translationKey: 'profession.registeredPracticalNurse' },
  { id: 'registered_nurse', key: 'REGISTERED_NURSE', label: 'Registered nurse', translationKey: 'profession.registeredNurse' },
  { id: 'certified_caregiver', key: 'CERTIFIED_CAREGIVER', label: 'Certified caregiver', translationKey: 'profession.certifiedCaregiver' },
] as const satisfies readonly CatalogEntry<string>[];

export const Profession = idsByKey(professions);
export type ProfessionId = IdOf<typeof professions>;

export const certifications = [
  { id: 'type_certificate', key: 'TYPE_CERTIFICATE', label: 'Type certificate', translationKey: 'certification.typeCertificate' },
  { id: 'gentle_persuasive_approach', key: 'GENTLE_PERSUASIVE_APPROACH', label: 'Gentle persuasive approach', translationKey: 'certification.gentlePersuasiveApproach' },
  { id: 'palliative_care', key: 'PALLIATIVE_CARE', label: 'Fundamentals in palliative care', translationKey: 'certification.palliativeCare' },
  { id: 'leap', key: 'LEAP', label: 'LEAP', translationKey: 'certification.leap' },
  { id: 'psychotropic_medication_education', key: 'PSYCHOTROPIC_MEDICATION_EDUCATION', label: 'Psychotropic medication education', translationKey: 'certification.psychotropicMedicationEducation' },
  { id: 'wound_care_specialist', key: 'WOUND_CARE_SPECIALIST', label: 'Wound care specialist', translationKey: 'certification.woundCareSpecialist' },
  { id: 'foot_care_specialist', key: 'FOOT_CARE_SPECIALIST', label: 'Foot care specialist', translationKey: 'certification.footCareSpecialist' },
  { id: 'cbrf', key: 'CBRF', label: 'CBRF certificate', translationKey: 'certification.cbrf' },
  { id: 'cdcp', key: 'CDCP', label: 'CDCP certificate', translationKey: 'certification.cdcp' },
  { id: 'cna', key: 'CNA', label: 'CNA certificate', translationKey: 'certification.cna' },
  { id: 'home_health_aide', key: 'HOME_HEALTH_AIDE', label: 'Home health aide certificate', translationKey: 'certification.homeHealthAide' },
] as const satisfies readonly CatalogEntry<string>[];

export const Certification = idsByKey(certifications);
export type CertificationId = IdOf<typeof certifications>;

const supportWorkerServices: readonly CareServiceId[] = [2, 3, 4, 5, 6, 14, 26, 30, 39, 40, 41, 42, 43, 44, 45];
const practicalNurseServices: readonly CareServiceId[] = [
  ...supportWorkerServices,
  ...[1, 7, 8, 9, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29, 31, 33, 34, 35, 36, 37] as const,
];
const registeredNurseServices: readonly CareServiceId[] = [...practicalNurseServices, 10, 11, 12, 13, 32, 38];

const supportWorkerCertifications: readonly CertificationId[] = [
  Certification.TYPE_CERTIFICATE,
  Certification.GENTLE_PERSUASIVE_APPROACH,
  Certification.PALLIATIVE_CARE,
  Certification.LEAP,
];
const nurseCertifications: readonly CertificationId[] = [
  ...supportWorkerCertifications,
  Certification.PSYCHOTROPIC_MEDICATION_EDUCATION,
  Certification.WOUND_CARE_SPECIALIST,
  Certification.FOOT_CARE_SPECIALIST,
];
const certifiedCaregiverCertifications: readonly CertificationId[] = [
  Certification.GENTLE_PERSUASIVE_APPROACH,
  Certification.PALLIATIVE_CARE,
  Certification.LEAP,
  Certification.CBRF,
  Certification.CDCP,
  Certification.CNA,
  Certification.HOME_HEALTH_AIDE,
];

/**
 * SPEC.md section 6. It lists no care services for a certified caregiver; the role matches a
 * personal support worker's (CNA and home health aide are its US counterparts), so it sees theirs.
 */
const visibilityByProfession: Record<
  ProfessionId,
  { services: readonly CareServiceId[]; certifications: readonly CertificationId[] }
> = {
  personal_support_worker: { services: supportWorkerServices, certifications: supportWorkerCertifications },
  registered_practical_nurse: { services: practicalNurseServices, certifications: nurseCertifications },
  registered_nurse: { services: registeredNurseServices, certifications: nurseCertifications },
  certified_caregiver: { services: supportWorkerServices, certifications: certifiedCaregiverCertifications },
};

/** The care services a caregiver of this profession may hold, in ascending id order. */
export const servicesFor = (profession: ProfessionId): readonly CareServiceId[] =>
  [...visibilityByProfession[profession].services].sort((left, right) => left - right);

/** The certifications a caregiver of this profession may hold, in catalog order. */
export const certificationsFor = (profession: ProfessionId): readonly CertificationId[] =>
  certifications
    .map((certification) => certification.id)
    .filter((id) => visibilityByProfession[profession].certifications.includes(id));
