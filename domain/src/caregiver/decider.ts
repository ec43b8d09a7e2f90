import { CaregiverStatus } from '../catalog/people';
import { assertNever, type Decider } from '../shared/decider';
import type { CaregiverCommand, CaregiverStatusCommand } from './commands';
import {
  caregiverAlreadyExists,
  caregiverNotFound,
  caregiverProfessionOrphansSkills,
  caregiverProfessionUnchanged,
  caregiverProfileUnchanged,
  illegalCaregiverTransition,
} from './errors';
import type { CaregiverEvent, CaregiverProfile, CaregiverStatusEvent } from './events';
import { decideCaregiverSkill, skillsOutsideProfession } from './skills';
import { evolveCaregiver, initialCaregiverState, type CaregiverState, type ExistingCaregiver } from './state';
import { allowedCaregiverStatusActions, caregiverStatusActionOf } from './status-actions';

const existing = (state: CaregiverState, caregiverId: string): ExistingCaregiver => {
  if (state.status === 'none') throw caregiverNotFound(caregiverId);
  return state;
};

/** Only the fields whose value differs: an event never records a change that changed nothing. */
const profileChanges = (caregiver: ExistingCaregiver, changes: Partial<CaregiverProfile>): Partial<CaregiverProfile> =>
  Object.fromEntries(
    (Object.keys(changes) as (keyof CaregiverProfile)[])
      .filter((key) => changes[key] !== undefined && changes[key] !== caregiver[key])
      .map((key) => [key, changes[key]]),
  );

const decideStatus = (command: CaregiverStatusCommand, caregiver: ExistingCaregiver): CaregiverStatusEvent[] => {
  const { caregiverId } = command.data;
  const action = caregiverStatusActionOf[command.type];
  if (!allowedCaregiverStatusActions(caregiver.status).includes(action)) throw illegalCaregiverTransition(caregiver.status, action);
  switch (command.type) {
    case 'HireCaregiver':
      return [{ type: 'CaregiverHired', data: { caregiverId, previousStatus: caregiver.status } }];
    case 'DeclineCaregiver':
      return [{ type: 'CaregiverDeclined', data: { caregiverId, reason: command.data.reason } }];
    case 'OffboardCaregiver':
      return [{ type: 'CaregiverOffboarded', data: { caregiverId, reason: command.data.reason } }];
    case 'RehireCaregiver':
      return [{ type: 'CaregiverRehired', data: { caregiverId } }];
    default:
      return assertNever(command);
  }
};

export const decideCaregiver = (command: CaregiverCommand, state: CaregiverState): CaregiverEvent[] => {
  const { caregiverId } = command.data;
  switch (command.type) {
    case 'RegisterCaregiver':
      if (state.status !== 'none') throw caregiverAlreadyExists(caregiverId);
      return [{ type: 'CaregiverRegistered', data: { ...command.data, status: CaregiverStatus.PENDING, createdBy: command.metadata.actorId } }];
    case 'UpdateCaregiverProfile': {
      const changes = profileChanges(existing(state, caregiverId), command.data.changes);
      if (Object.keys(changes).length === 0) throw caregiverProfileUnchanged();
      return [{ type: 'CaregiverProfileUpdated', data: { caregiverId, changes } }];
    }
    case 'ChangeCaregiverProfession': {
      const caregiver = existing(state, caregiverId);
      const { professionId } = command.data;
      if (caregiver.professionId === professionId) throw caregiverProfessionUnchanged(professionId);
      // Refused rather than silently dropping skills: each removal stays its own, visible event.
      const outside = skillsOutsideProfession(caregiver, professionId);
      if (outside.services.length > 0 || outside.certifications.length > 0) {
        throw caregiverProfessionOrphansSkills(professionId, outside.services, outside.certifications);
      }
      return [{ type: 'CaregiverProfessionChanged', data: { caregiverId, professionId, previousProfessionId: caregiver.professionId } }];
    }
    case 'HireCaregiver':
    case 'DeclineCaregiver':
    case 'OffboardCaregiver':
    case 'RehireCaregiver':
      return decideStatus(command, existing(state, caregiverId));
    case 'AddCaregiverService':
    case 'ChangeCaregiverCompetency':
    case 'RemoveCaregiverService':
    case 'AddCaregiverCertification':
    case 'RemoveCaregiverCertification':
      return decideCaregiverSkill(command, existing(state, caregiverId));
    default:
      return assertNever(command);
  }
};

export const caregiverDecider: Decider<CaregiverState, CaregiverCommand, CaregiverEvent> = {
  initialState: initialCaregiverState,
  evolve: evolveCaregiver,
  decide: decideCaregiver,
};
