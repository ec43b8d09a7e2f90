import { describe, expect, it } from 'vitest';
import { AgencyStanding, type AgencyStandingId } from '../catalog/people';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { AgencyCommand } from './commands';
import { agencyDecider } from './decider';
import type { AgencyEvent, AgencyRegistered } from './events';

const spec = deciderSpec(agencyDecider);
const agencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const adminId = '00000000-0000-4000-8000-000000000001';
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'r-1', actorId: adminId, actorRole: Role.ADMIN, now: '2030-03-01T09:00:00.000Z' };

const command = <Type extends AgencyCommand['type']>(
  type: Type,
  data: Omit<Extract<AgencyCommand, { type: Type }>['data'], 'agencyId'>,
): Extract<AgencyCommand, { type: Type }> => ({ type, data: { agencyId, ...data }, metadata }) as unknown as Extract<AgencyCommand, { type: Type }>;

const profile = { name: 'Maple Home Care', email: 'office@maple.example', phone: '+1 416 555 0100', address: { city: 'Toronto', province: 'ON' } };
const registered: AgencyRegistered = {
  type: 'AgencyRegistered',
  data: { agencyId, ...profile, isInternal: false, careServiceIds: [3, 4, 5], standing: AgencyStanding.GOOD, createdBy: adminId },
};
const standingChanged = (level: AgencyStandingId, previousLevel: AgencyStandingId, reason = 'Quarterly review'): AgencyEvent => ({
  type: 'AgencyStandingChanged',
  data: { agencyId, level, previousLevel, reason },
});
const terminated = [registered, standingChanged(AgencyStanding.TERMINATED, AgencyStanding.GOOD, 'Licence revoked')];

describe('agency registration', () => {
  it('registers an agency in good standing with its care types in ascending order', () => {
    spec.given([]).when(command('RegisterAgency', { ...profile, isInternal: false, careServiceIds: [5, 3, 4] })).then([registered]);
  });

  it('refuses to register the same agency twice', () => {
    spec.given([registered]).when(command('RegisterAgency', { ...profile, isInternal: false, careServiceIds: [] })).thenFails('agency_already_exists', 'conflict');
  });

  it.each<AgencyCommand>([
    command('UpdateAgencyProfile', { changes: { name: 'Maple' } }),
    command('SetAgencyCareTypes', { careServiceIds: [3] }),
    command('ChangeAgencyStanding', { level: 2, reason: 'Complaint' }),
    command('ReinstateAgency', { reason: 'Appeal upheld' }),
    command('SetAgencyInternal', { isInternal: true }),
  ])('refuses $type on an agency that does not exist', (agencyCommand) => {
    spec.given([]).when(agencyCommand).thenFails('agency_not_found', 'not_found');
  });
});

describe('agency profile and care types', () => {
  it('records only the profile fields that change', () => {
    spec
      .given([registered])
      .when(command('UpdateAgencyProfile', { changes: { name: 'Maple Home Care', phone: null, address: { city: 'Ottawa', province: 'ON' } } }))
      .then([{ type: 'AgencyProfileUpdated', data: { agencyId, changes: { phone: null, address: { city: 'Ottawa', province: 'ON' } } } }]);
  });

  it('refuses a profile update that changes nothing', () => {
    spec.given([registered]).when(command('UpdateAgencyProfile', { changes: { address: { city: 'Toronto', province: 'ON' } } })).thenFails('agency_profile_unchanged', 'rule');
  });

  it('sets the care types, recording the previous ones', () => {
    spec.given([registered]).when(command('SetAgencyCareTypes', { careServiceIds: [16, 4] })).then([
      { type: 'AgencyCareTypesSet', data: { agencyId, careServiceIds: [4, 16], previousCareServiceIds: [3, 4, 5] } },
    ]);
    spec.given([registered]).when(command('SetAgencyCareTypes', { careServiceIds: [] })).then([
      { type: 'AgencyCareTypesSet', data: { agencyId, careServiceIds: [], previousCareServiceIds: [3, 4, 5] } },
    ]);
  });

  it('refuses care types that are the same set, in any order', () => {
    spec.given([registered]).when(command('SetAgencyCareTypes', { careServiceIds: [5, 4, 3] })).thenFails('care_types_unchanged', 'rule');
  });

  it('refuses care types for a terminated agency, but lets it keep its profile up to date', () => {
    spec.given(terminated).when(command('SetAgencyCareTypes', { careServiceIds: [3] })).thenFails('agency_terminated', 'rule');
    spec.given(terminated).when(command('UpdateAgencyProfile', { changes: { email: 'closed@maple.example' } })).then([
      { type: 'AgencyProfileUpdated', data: { agencyId, changes: { email: 'closed@maple.example' } } },
    ]);
  });
});

describe('agency standing', () => {
  it.each([
    [AgencyStanding.GOOD, AgencyStanding.REQUIRES_REVIEW],
    [AgencyStanding.GOOD, AgencyStanding.TERMINATED],
    [AgencyStanding.REQUIRES_REVIEW, AgencyStanding.PROBATIONARY],
    [AgencyStanding.PROBATIONARY, AgencyStanding.GOOD],
  ] as const)('changes the standing from %s to %s with the reason', (from, to) => {
    const history = from === AgencyStanding.GOOD ? [registered] : [registered, standingChanged(from, AgencyStanding.GOOD)];
    spec.given(history).when(command('ChangeAgencyStanding', { level: to, reason: 'Audit findings' })).then([standingChanged(to, from, 'Audit findings')]);
  });

  it('refuses a standing change to the level the agency is at', () => {
    spec.given([registered]).when(command('ChangeAgencyStanding', { level: AgencyStanding.GOOD, reason: 'Still good' })).thenFails('standing_unchanged', 'rule');
  });

  it.each([1, 2, 3, 4] as AgencyStandingId[])('refuses any standing change (to %s) once terminated', (level) => {
    spec.given(terminated).when(command('ChangeAgencyStanding', { level, reason: 'Second thoughts' })).thenFails('agency_terminated', 'rule');
  });

  it('reinstates a terminated agency on probation, with the reason', () => {
    spec.given(terminated).when(command('ReinstateAgency', { reason: 'Appeal upheld' })).then([
      { type: 'AgencyReinstated', data: { agencyId, level: AgencyStanding.PROBATIONARY, reason: 'Appeal upheld' } },
    ]);
    const state = fold(agencyDecider, [...terminated, { type: 'AgencyReinstated', data: { agencyId, level: AgencyStanding.PROBATIONARY, reason: 'Appeal upheld' } }]);
    expect(state).toMatchObject({ standing: AgencyStanding.PROBATIONARY, standingReason: 'Appeal upheld' });
  });

  it('refuses to reinstate an agency that is not terminated', () => {
    spec.given([registered, standingChanged(3, 1)]).when(command('ReinstateAgency', { reason: 'Appeal' })).thenFails('agency_not_terminated', 'rule');
  });

  it('folds the standing and its reason', () => {
    expect(fold(agencyDecider, [registered])).toMatchObject({ standing: 1, standingReason: null });
    expect(fold(agencyDecider, [registered, standingChanged(2, 1, 'Late reports')])).toMatchObject({ standing: 2, standingReason: 'Late reports' });
  });
});

describe('agency internal flag', () => {
  it('marks an agency internal and back', () => {
    spec.given([registered]).when(command('SetAgencyInternal', { isInternal: true })).then([{ type: 'AgencyInternalFlagChanged', data: { agencyId, isInternal: true } }]);
    const internal: AgencyEvent[] = [registered, { type: 'AgencyInternalFlagChanged', data: { agencyId, isInternal: true } }];
    spec.given(internal).when(command('SetAgencyInternal', { isInternal: false })).then([{ type: 'AgencyInternalFlagChanged', data: { agencyId, isInternal: false } }]);
  });

  it('refuses a flag the agency already has', () => {
    spec.given([registered]).when(command('SetAgencyInternal', { isInternal: false })).thenFails('internal_flag_unchanged', 'rule');
  });
});
