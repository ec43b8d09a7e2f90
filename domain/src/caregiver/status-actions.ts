import { CaregiverStatus, type CaregiverStatusId } from '../catalog/people';
import type { CaregiverStatusCommand } from './commands';

/** The status changes a person can ask for, as they appear in URLs and on console buttons. */
export const caregiverStatusActions = ['hire', 'decline', 'offboard', 'rehire'] as const;
export type CaregiverStatusAction = (typeof caregiverStatusActions)[number];

export const caregiverStatusActionOf: Record<CaregiverStatusCommand['type'], CaregiverStatusAction> = {
  HireCaregiver: 'hire',
  DeclineCaregiver: 'decline',
  OffboardCaregiver: 'offboard',
  RehireCaregiver: 'rehire',
};

/**
 * A caregiver is registered Pending. Pending is hired or not hired; a candidate not hired may be
 * reconsidered and hired; a hired caregiver is off boarded; an off-boarded one is rehired. No
 * other change: someone who worked here leaves by off boarding, never by "not hired", and
 * coming back after off boarding is a rehire, so the history tells the two apart.
 */
const actionsAllowedFrom: Record<CaregiverStatusId, readonly CaregiverStatusAction[]> = {
  [CaregiverStatus.PENDING]: ['hire', 'decline'],
  [CaregiverStatus.HIRED]: ['offboard'],
  [CaregiverStatus.NOT_HIRED]: ['hire'],
  [CaregiverStatus.OFF_BOARDED]: ['rehire'],
};

export const allowedCaregiverStatusActions = (status: CaregiverStatusId): readonly CaregiverStatusAction[] => actionsAllowedFrom[status];

/** Reads "A caregiver who is Hired cannot be <participle>." */
export const caregiverStatusParticiples: Record<CaregiverStatusAction, string> = {
  hire: 'hired',
  decline: 'declined (not hired)',
  offboard: 'off boarded',
  rehire: 'rehired',
};
