import { describe, expect, it } from 'vitest';
import type { NoteVisibilityId } from '../catalog/notes';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import { noteVerbs, type NoteVerb } from './note-policy';
import type { PatientFacts, RecordFacts } from './resource';

const OWN_AGENCY = 'agency-own';
const OWN_PARTNER = 'partner-own';
const roleNames = Object.keys(Role) as RoleName[];

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? OWN_PARTNER : null,
});

/** A patient every actor has access to: their agency's, their partner's, the caregiver on its team, the family's own. */
const reachablePatient: PatientFacts = {
  patientId: 'patient-1',
  agencyId: OWN_AGENCY,
  partnerId: OWN_PARTNER,
  careTeam: [actorFor('CAREGIVER').id],
  createdBy: actorFor('USER').id,
};
const unreachablePatient: PatientFacts = { patientId: 'patient-2', agencyId: 'agency-other', partnerId: 'partner-other', careTeam: ['someone'], createdBy: 'someone' };

type Situation = 'ownNote' | 'othersNote' | 'othersDraft' | 'noAccess';
const situations: Situation[] = ['ownNote', 'othersNote', 'othersDraft', 'noAccess'];

/** A note as the record type describes it to the policy; a draft reads as author-only (visibility 2). */
const factsFor = (situation: Situation, actor: Actor): RecordFacts => {
  switch (situation) {
    case 'ownNote':
      return { patientId: 'patient-1', patient: reachablePatient, authorId: actor.id, visibility: 3 };
    case 'othersNote':
      return { patientId: 'patient-1', patient: reachablePatient, authorId: 'someone-else', visibility: 3 };
    case 'othersDraft':
      return { patientId: 'patient-1', patient: reachablePatient, authorId: 'someone-else', visibility: 2 };
    case 'noAccess':
      return { patientId: 'patient-2', patient: unreachablePatient, authorId: 'someone-else', visibility: 3 };
  }
};

const all: Situation[] = situations;
const ownOnly: Situation[] = ['ownNote'];
const readable: Situation[] = ['ownNote', 'othersNote'];
const actionsOnExisting = noteVerbs.filter((verb): verb is Exclude<NoteVerb, 'create'> => verb !== 'create');

/** Where each role may take each action on an existing patient note, written out by hand (DESIGN.md section 6). */
const staff: Record<Exclude<NoteVerb, 'create'>, Situation[]> = {
  read: readable, log: readable, 'edit-draft': ownOnly, publish: ownOnly, discard: ownOnly, privacy: ownOnly, fields: ownOnly,
  append: readable, insert: readable, strike: readable,
};
const expected: Record<RoleName, Record<Exclude<NoteVerb, 'create'>, Situation[]>> = {
  ADMIN: { read: all, log: all, 'edit-draft': all, publish: all, discard: all, privacy: all, fields: all, append: all, insert: all, strike: all },
  // Families read what everyone with access reads, but add to a note only as its author.
  USER: { ...staff, append: ownOnly, insert: ownOnly, strike: ownOnly },
  AGENCY: staff,
  AGENCY_AGENT: staff,
  PROVIDER: staff,
  PARTNER: staff,
  PARTNER_AGENT: staff,
  CAREGIVER: staff,
};

describe('can: every role x every action on an existing patient note', () => {
  it('knows exactly the note verbs', () => {
    expect(policyActions.filter((action) => action.startsWith('note.'))).toEqual([
      'note.create', 'note.read', 'note.edit-draft', 'note.publish', 'note.discard', 'note.append', 'note.insert', 'note.strike', 'note.privacy', 'note.fields', 'note.log',
    ]);
  });

  const matrix = roleNames.flatMap((role) => actionsOnExisting.map((verb) => [role, verb] as const));
  it.each(matrix)('%s may note.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(situations.map((situation) => [situation, can(actor, `note.${verb}`, factsFor(situation, actor))]));
    expect(outcome).toEqual(Object.fromEntries(situations.map((situation) => [situation, expected[role][verb].includes(situation)])));
  });
});

const visibilities: NoteVisibilityId[] = [1, 2, 3, 4, 5, 6];
const agencyStaff: RoleName[] = ['ADMIN', 'AGENCY', 'AGENCY_AGENT', 'PROVIDER'];

/** Who reads someone else's published note about a patient they all have access to, by its visibility. */
const readers: Record<NoteVisibilityId, RoleName[]> = {
  1: [...agencyStaff, 'CAREGIVER'],
  2: ['ADMIN'],
  3: roleNames,
  4: agencyStaff,
  5: ['ADMIN', 'PARTNER', 'PARTNER_AGENT'],
  6: ['ADMIN'],
};

/** Which visibilities each role may give a note it writes about a patient it has access to. */
const writers: Record<NoteVisibilityId, RoleName[]> = {
  1: [...agencyStaff, 'CAREGIVER'],
  2: roleNames.filter((role) => role !== 'USER'),
  3: roleNames,
  4: agencyStaff,
  5: ['ADMIN', 'PARTNER', 'PARTNER_AGENT'],
  6: roleNames.filter((role) => role !== 'USER'),
};

describe('can: reading a patient note by its visibility', () => {
  it.each(visibilities)('visibility %i', (visibility) => {
    const outcome = roleNames.filter((role) => can(actorFor(role), 'note.read', { patientId: 'patient-1', patient: reachablePatient, authorId: 'someone-else', visibility }));
    expect(outcome).toEqual(readers[visibility]);
  });

  it('lets the author read their own note whatever its visibility, even without access to the patient any more', () => {
    const caregiver = actorFor('CAREGIVER');
    expect(visibilities.every((visibility) => can(caregiver, 'note.read', { patient: unreachablePatient, authorId: caregiver.id, visibility }))).toBe(true);
  });

  it('keeps a care-team note from a caregiver of the same agency who is not on the team', () => {
    const offTeam: Actor = { ...actorFor('CAREGIVER'), id: 'caregiver-off-team' };
    expect(can(offTeam, 'note.read', { patient: reachablePatient, authorId: 'someone-else', visibility: 1 })).toBe(false);
  });

  it('reads nothing without the patient facts, and nothing of unknown visibility', () => {
    expect(can(actorFor('AGENCY'), 'note.read', { authorId: 'someone-else', visibility: 3 })).toBe(false);
    expect(can(actorFor('AGENCY'), 'note.read', { patient: reachablePatient, authorId: 'someone-else', visibility: null })).toBe(false);
  });
});

describe('can: creating a patient note', () => {
  it.each(visibilities)('with visibility %i, about a patient one has access to', (visibility) => {
    const outcome = roleNames.filter((role) => {
      const actor = actorFor(role);
      return can(actor, 'note.create', { patientId: 'patient-1', patient: reachablePatient, authorId: actor.id, visibility });
    });
    expect(outcome).toEqual(writers[visibility]);
  });

  it('is refused about a patient one has no access to, except to administrators', () => {
    const outcome = roleNames.filter((role) => {
      const actor = actorFor(role);
      return can(actor, 'note.create', { patientId: 'patient-2', patient: unreachablePatient, authorId: actor.id, visibility: 3 });
    });
    expect(outcome).toEqual(['ADMIN']);
  });
});
