import type { CareServiceId } from '../catalog/care-services';
import type { CompetencyId } from '../catalog/clinical-scales';
import type { CaregiverStatus, CaregiverStatusId } from '../catalog/people';
import type { CertificationId, ProfessionId } from '../catalog/professions';
import type { Event } from '../shared/event';

export const CAREGIVER_STREAM_CATEGORY = 'caregiver';
export const caregiverStreamId = (caregiverId: string): string => `${CAREGIVER_STREAM_CATEGORY}-${caregiverId}`;

/** What a caregiver, or the agency, may edit about the person. */
export interface CaregiverProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

interface CaregiverRef {
  caregiverId: string;
}

type S = typeof CaregiverStatus;

export type CaregiverRegistered = Event<
  'CaregiverRegistered',
  CaregiverRef &
    CaregiverProfile & {
      /** The employing agency. */
      agencyId: string;
      /** The caregiver's own sign-in, when they have one. */
      userId: string | null;
      professionId: ProfessionId;
      status: S['PENDING'];
      createdBy: string;
    }
>;
export type CaregiverProfileUpdated = Event<'CaregiverProfileUpdated', CaregiverRef & { changes: Partial<CaregiverProfile> }>;
export type CaregiverProfessionChanged = Event<
  'CaregiverProfessionChanged',
  CaregiverRef & { professionId: ProfessionId; previousProfessionId: ProfessionId }
>;
export type CaregiverHired = Event<'CaregiverHired', CaregiverRef & { previousStatus: CaregiverStatusId }>;
export type CaregiverDeclined = Event<'CaregiverDeclined', CaregiverRef & { reason: string | null }>;
export type CaregiverOffboarded = Event<'CaregiverOffboarded', CaregiverRef & { reason: string | null }>;
export type CaregiverRehired = Event<'CaregiverRehired', CaregiverRef>;
export type CaregiverServiceAdded = Event<'CaregiverServiceAdded', CaregiverRef & { careServiceId: CareServiceId; competency: CompetencyId }>;
export type CaregiverCompetencyChanged = Event<
  'CaregiverCompetencyChanged',
  CaregiverRef & { careServiceId: CareServiceId; competency: CompetencyId; previousCompetency: CompetencyId }
>;
export type CaregiverServiceRemoved = Event<'CaregiverServiceRemoved', CaregiverRef & { careServiceId: CareServiceId }>;
export type CaregiverCertificationAdded = Event<'CaregiverCertificationAdded', CaregiverRef & { certificationId: CertificationId }>;
export type CaregiverCertificationRemoved = Event<'CaregiverCertificationRemoved', CaregiverRef & { certificationId: CertificationId }>;

export type CaregiverStatusEvent = CaregiverHired | CaregiverDeclined | CaregiverOffboarded | CaregiverRehired;
export type CaregiverSkillEvent =
  | CaregiverServiceAdded
  | CaregiverCompetencyChanged
  | CaregiverServiceRemoved
  | CaregiverCertificationAdded
  | CaregiverCertificationRemoved;

export type CaregiverEvent =
  | CaregiverRegistered
  | CaregiverProfileUpdated
  | CaregiverProfessionChanged
  | CaregiverStatusEvent
  | CaregiverSkillEvent;

export type CaregiverEventType = CaregiverEvent['type'];

export const caregiverEventTypes: readonly CaregiverEventType[] = [
  'CaregiverRegistered',
  'CaregiverProfileUpdated',
  'CaregiverProfessionChanged',
  'CaregiverHired',
  'CaregiverDeclined',
  'CaregiverOffboarded',
  'CaregiverRehired',
  'CaregiverServiceAdded',
  'CaregiverCompetencyChanged',
  'CaregiverServiceRemoved',
  'CaregiverCertificationAdded',
  'CaregiverCertificationRemoved',
];

export const isCaregiverEvent = (event: Event): event is CaregiverEvent => caregiverEventTypes.includes(event.type as CaregiverEventType);
