import { randomUUID } from 'node:crypto';
import type { CaregiverEvent } from '@careledger/domain';
import { given } from './domain-events';

/** The agency the example caregivers work for. */
export const CAREGIVER_AGENCY = '00000000-0000-4000-8000-0000000000a1';

/** Builders of one caregiver's events, in the shapes the domain stores. */
export const caregiver = (caregiverId: string = randomUUID()) => {
  const on = (event: CaregiverEvent, at: string) => given(`caregiver-${caregiverId}`, event, at);
  const ref = { caregiverId };
  return {
    id: caregiverId,
    registered: (at: string) =>
      on({
        type: 'CaregiverRegistered',
        data: { ...ref, firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: null, agencyId: CAREGIVER_AGENCY, userId: null, professionId: 'personal_support_worker', status: 0, createdBy: 'admin-1' },
      }, at),
    hired: (at: string) => on({ type: 'CaregiverHired', data: { ...ref, previousStatus: 0 } }, at),
    serviceAdded: (at: string) => on({ type: 'CaregiverServiceAdded', data: { ...ref, careServiceId: 3, competency: 1 } }, at),
    offboarded: (at: string) => on({ type: 'CaregiverOffboarded', data: { ...ref, reason: null } }, at),
    rehired: (at: string) => on({ type: 'CaregiverRehired', data: ref }, at),
  };
};
