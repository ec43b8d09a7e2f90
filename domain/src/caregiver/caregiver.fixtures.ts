import { CaregiverStatus, type CaregiverStatusId } from '../catalog/people';
import type { ProfessionId } from '../catalog/professions';
import { Role, type RoleId } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import type { CaregiverCommand } from './commands';
import type { CaregiverEvent, CaregiverRegistered } from './events';

/** Shared data for the caregiver specs; not exported from the package. */
export const caregiverId = '5b0f3c2e-7a41-4d8e-9c16-2e4f6a8b0c11';
export const agencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
export const userId = '00000000-0000-4000-8000-000000000009';
export const creatorId = '00000000-0000-4000-8000-000000000003';
export const NOW = '2030-03-01T09:00:00.000Z';

export const metadataFor = (actorRole: RoleId = Role.AGENCY, actorId = creatorId): CommandMetadata => ({
  commandId: 'command-0001',
  correlationId: 'correlation-0001',
  actorId,
  actorRole,
  now: NOW,
});

export const registered = (professionId: ProfessionId = 'personal_support_worker'): CaregiverRegistered => ({
  type: 'CaregiverRegistered',
  data: {
    caregiverId,
    firstName: 'Carmen',
    lastName: 'Reyes',
    email: 'carmen.reyes@example.com',
    phone: '+1 416 555 0101',
    agencyId,
    userId,
    professionId,
    status: CaregiverStatus.PENDING,
    createdBy: creatorId,
  },
});

/** Builds a command on the caregiver of the fixtures: `command('HireCaregiver', {})`. */
export const command = <Type extends CaregiverCommand['type']>(
  type: Type,
  data: Omit<Extract<CaregiverCommand, { type: Type }>['data'], 'caregiverId'>,
): Extract<CaregiverCommand, { type: Type }> =>
  ({ type, data: { caregiverId, ...data }, metadata: metadataFor() }) as unknown as Extract<CaregiverCommand, { type: Type }>;

const hired: CaregiverEvent = { type: 'CaregiverHired', data: { caregiverId, previousStatus: CaregiverStatus.PENDING } };

/** The shortest history that leaves a caregiver in `status`. */
export const historyIn = (status: CaregiverStatusId, professionId?: ProfessionId): CaregiverEvent[] => {
  const byStatus: Record<CaregiverStatusId, CaregiverEvent[]> = {
    [CaregiverStatus.PENDING]: [],
    [CaregiverStatus.HIRED]: [hired],
    [CaregiverStatus.NOT_HIRED]: [{ type: 'CaregiverDeclined', data: { caregiverId, reason: 'No availability on weekends' } }],
    [CaregiverStatus.OFF_BOARDED]: [hired, { type: 'CaregiverOffboarded', data: { caregiverId, reason: 'Moved away' } }],
  };
  return [registered(professionId), ...byStatus[status]];
};
