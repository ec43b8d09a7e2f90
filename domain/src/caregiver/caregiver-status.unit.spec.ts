import { describe, expect, it } from 'vitest';
import { CaregiverStatus, type CaregiverStatusId } from '../catalog/people';
import { Role } from '../catalog/roles';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { CaregiverStatusCommand } from './commands';
import { caregiverDecider } from './decider';
import type { CaregiverEvent } from './events';
import { agencyId, caregiverId, command, creatorId, historyIn, metadataFor, registered, userId } from './caregiver.fixtures';
import { allowedCaregiverStatusActions, caregiverStatusActions, type CaregiverStatusAction } from './status-actions';

const spec = deciderSpec(caregiverDecider);
const { PENDING, HIRED, NOT_HIRED, OFF_BOARDED } = CaregiverStatus;
const everyStatus: CaregiverStatusId[] = [PENDING, HIRED, NOT_HIRED, OFF_BOARDED];
const statusLabels: Record<CaregiverStatusId, string> = { 0: 'Pending', 1: 'Hired', 2: 'Not hired', 3: 'Off boarded' };

const commandFor = (action: CaregiverStatusAction): CaregiverStatusCommand => {
  switch (action) {
    case 'hire':
      return command('HireCaregiver', {});
    case 'decline':
      return command('DeclineCaregiver', { reason: 'References not confirmed' });
    case 'offboard':
      return command('OffboardCaregiver', { reason: 'Contract ended' });
    case 'rehire':
      return command('RehireCaregiver', {});
  }
};

/** The allowed changes, written out independently of the implementation's table. */
const acceptedTransitions: [CaregiverStatusId, CaregiverStatusAction, CaregiverEvent, CaregiverStatusId][] = [
  [PENDING, 'hire', { type: 'CaregiverHired', data: { caregiverId, previousStatus: PENDING } }, HIRED],
  [PENDING, 'decline', { type: 'CaregiverDeclined', data: { caregiverId, reason: 'References not confirmed' } }, NOT_HIRED],
  [NOT_HIRED, 'hire', { type: 'CaregiverHired', data: { caregiverId, previousStatus: NOT_HIRED } }, HIRED],
  [HIRED, 'offboard', { type: 'CaregiverOffboarded', data: { caregiverId, reason: 'Contract ended' } }, OFF_BOARDED],
  [OFF_BOARDED, 'rehire', { type: 'CaregiverRehired', data: { caregiverId } }, HIRED],
];

const isAccepted = (status: CaregiverStatusId, action: CaregiverStatusAction): boolean =>
  acceptedTransitions.some(([from, allowed]) => from === status && allowed === action);

const refusedTransitions = everyStatus.flatMap((status) =>
  caregiverStatusActions.filter((action) => !isAccepted(status, action)).map((action) => [status, action] as const),
);

describe('caregiver registration', () => {
  it('registers a caregiver as Pending, recording who registered them', () => {
    const { status: _status, createdBy: _createdBy, ...data } = registered().data;
    spec.given([]).when({ type: 'RegisterCaregiver', data, metadata: metadataFor(Role.AGENCY, creatorId) }).then([registered()]);
  });

  it('refuses to register the same caregiver twice', () => {
    const { status: _status, createdBy: _createdBy, ...data } = registered().data;
    spec.given([registered()]).when({ type: 'RegisterCaregiver', data, metadata: metadataFor() }).thenFails('caregiver_already_exists', 'conflict');
  });

  it('keeps the employing agency and the sign-in of the profile', () => {
    const state = fold(caregiverDecider, [registered()]);
    expect(state).toMatchObject({ status: PENDING, agencyId, userId, services: [], certifications: [] });
  });
});

describe('caregiver status: every status x every status action', () => {
  it('allows exactly the written-out transitions', () => {
    for (const status of everyStatus) {
      expect(allowedCaregiverStatusActions(status)).toEqual(caregiverStatusActions.filter((action) => isAccepted(status, action)));
    }
    expect(acceptedTransitions.length + refusedTransitions.length).toBe(everyStatus.length * caregiverStatusActions.length);
  });

  it.each(acceptedTransitions)('from %s, %s is accepted', (status, action, event, after) => {
    spec.given(historyIn(status)).when(commandFor(action)).then([event]);
    expect(fold(caregiverDecider, [...historyIn(status), event]).status).toBe(after);
  });

  it.each(refusedTransitions)('from %s, %s is refused', (status, action) => {
    const error = spec.given(historyIn(status)).when(commandFor(action)).thenFails('illegal_transition', 'rule');
    expect(error.message).toContain(`who is ${statusLabels[status]} cannot be`);
  });

  it('keeps the reason of the last decline or off boarding, and forgets it on hiring', () => {
    expect(fold(caregiverDecider, historyIn(NOT_HIRED))).toMatchObject({ status: NOT_HIRED, reason: 'No availability on weekends' });
    const rehired = fold(caregiverDecider, [...historyIn(OFF_BOARDED), { type: 'CaregiverRehired', data: { caregiverId } }]);
    expect(rehired).not.toHaveProperty('reason');
  });

  it('accepts a decline or an off boarding without a reason', () => {
    spec.given(historyIn(PENDING)).when(command('DeclineCaregiver', { reason: null })).then([{ type: 'CaregiverDeclined', data: { caregiverId, reason: null } }]);
    spec.given(historyIn(HIRED)).when(command('OffboardCaregiver', { reason: null })).then([{ type: 'CaregiverOffboarded', data: { caregiverId, reason: null } }]);
  });

  it.each(caregiverStatusActions)('refuses %s on a caregiver that does not exist', (action) => {
    spec.given([]).when(commandFor(action)).thenFails('caregiver_not_found', 'not_found');
  });
});
