import type { CatalogEntry } from '../catalog/catalog-entry';
import { assessmentStatuses } from '../catalog/care-coordination';
import { paymentStates } from '../catalog/payments';
import { caregiverStatuses } from '../catalog/people';
import { referralStatuses } from '../catalog/referrals';
import { postingStatuses } from '../posting/posting-statuses';

/** The records whose status the time-in-status report follows, by the name its `machine` parameter takes. */
export const statusMachines = ['assessment', 'posting', 'referral', 'caregiver', 'payment'] as const;
export type StatusMachine = (typeof statusMachines)[number];

/** Each machine's statuses, in its catalog's order: the rows of a time-in-status answer. */
export const statusMachineStatuses: Readonly<Record<StatusMachine, readonly CatalogEntry<number>[]>> = {
  assessment: assessmentStatuses,
  posting: postingStatuses,
  referral: referralStatuses,
  caregiver: caregiverStatuses,
  payment: paymentStates,
};

export const isStatusMachine = (value: unknown): value is StatusMachine => statusMachines.some((machine) => machine === value);

export const isStatusOf = (machine: StatusMachine, status: unknown): status is number =>
  statusMachineStatuses[machine].some((entry) => entry.id === status);
