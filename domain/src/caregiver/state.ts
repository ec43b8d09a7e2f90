import type { CareServiceId } from '../catalog/care-services';
import type { CompetencyId } from '../catalog/clinical-scales';
import { CaregiverStatus } from '../catalog/people';
import type { CertificationId, ProfessionId } from '../catalog/professions';
import { assertNever } from '../shared/decider';
import type { CaregiverEvent, CaregiverProfile } from './events';

export interface CaregiverHeldService {
  careServiceId: CareServiceId;
  competency: CompetencyId;
}

interface CaregiverRecord extends CaregiverProfile {
  caregiverId: string;
  agencyId: string;
  userId: string | null;
  professionId: ProfessionId;
  /** In the order they were added. */
  services: readonly CaregiverHeldService[];
  certifications: readonly CertificationId[];
  createdBy: string;
}

type S = typeof CaregiverStatus;

export interface NoCaregiver {
  status: 'none';
}
export type PendingCaregiver = CaregiverRecord & { status: S['PENDING'] };
export type HiredCaregiver = CaregiverRecord & { status: S['HIRED'] };
export type NotHiredCaregiver = CaregiverRecord & { status: S['NOT_HIRED']; reason: string | null };
export type OffboardedCaregiver = CaregiverRecord & { status: S['OFF_BOARDED']; reason: string | null };

export type ExistingCaregiver = PendingCaregiver | HiredCaregiver | NotHiredCaregiver | OffboardedCaregiver;
export type CaregiverState = NoCaregiver | ExistingCaregiver;

export const initialCaregiverState = (): CaregiverState => ({ status: 'none' });

const recordOf = (caregiver: ExistingCaregiver): CaregiverRecord => {
  const { status: _status, ...record } = caregiver;
  if (!('reason' in record)) return record;
  const { reason: _reason, ...rest } = record;
  return rest;
};

const onRecord = (state: CaregiverState, change: (caregiver: ExistingCaregiver) => CaregiverState): CaregiverState =>
  state.status === 'none' ? state : change(state);

const withServices = (caregiver: ExistingCaregiver, change: (services: readonly CaregiverHeldService[]) => CaregiverHeldService[]): ExistingCaregiver => ({
  ...caregiver,
  services: change(caregiver.services),
});

export const evolveCaregiver = (state: CaregiverState, event: CaregiverEvent): CaregiverState => {
  switch (event.type) {
    case 'CaregiverRegistered':
      return { ...event.data, services: [], certifications: [] };
    case 'CaregiverProfileUpdated':
      return onRecord(state, (caregiver) => ({ ...caregiver, ...event.data.changes }));
    case 'CaregiverProfessionChanged':
      return onRecord(state, (caregiver) => ({ ...caregiver, professionId: event.data.professionId }));
    case 'CaregiverHired':
    case 'CaregiverRehired':
      return onRecord(state, (caregiver) => ({ ...recordOf(caregiver), status: CaregiverStatus.HIRED }));
    case 'CaregiverDeclined':
      return onRecord(state, (caregiver) => ({ ...recordOf(caregiver), status: CaregiverStatus.NOT_HIRED, reason: event.data.reason }));
    case 'CaregiverOffboarded':
      return onRecord(state, (caregiver) => ({ ...recordOf(caregiver), status: CaregiverStatus.OFF_BOARDED, reason: event.data.reason }));
    case 'CaregiverServiceAdded': {
      const { careServiceId, competency } = event.data;
      return onRecord(state, (caregiver) => withServices(caregiver, (services) => [...services, { careServiceId, competency }]));
    }
    case 'CaregiverCompetencyChanged': {
      const { careServiceId, competency } = event.data;
      return onRecord(state, (caregiver) =>
        withServices(caregiver, (services) =>
          services.map((service) => (service.careServiceId === careServiceId ? { careServiceId, competency } : service)),
        ),
      );
    }
    case 'CaregiverServiceRemoved':
      return onRecord(state, (caregiver) =>
        withServices(caregiver, (services) => services.filter((service) => service.careServiceId !== event.data.careServiceId)),
      );
    case 'CaregiverCertificationAdded':
      return onRecord(state, (caregiver) => ({ ...caregiver, certifications: [...caregiver.certifications, event.data.certificationId] }));
    case 'CaregiverCertificationRemoved':
      return onRecord(state, (caregiver) => ({
        ...caregiver,
        certifications: caregiver.certifications.filter((id) => id !== event.data.certificationId),
      }));
    default:
      return assertNever(event);
  }
};
