import { describe, expect, it } from 'vitest';
import type { NoteVisibilityId } from '../catalog/notes';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import type { NoteVerb } from './note-policy';
import type { RecordFacts } from './resource';

const OWN_AGENCY = 'agency-own';
const OWN_PARTNER = 'partner-own';
const roleNames = Object.keys(Role) as RoleName[];

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? OWN_PARTNER : null,
});

/** The organisation a hub note was written for, as the note records it. */
const agencyNote = (visibility: NoteVisibilityId, authorId = 'someone-else'): RecordFacts => ({ authorId, visibility, agencyId: OWN_AGENCY, partnerId: null });
const partnerNote = (visibility: NoteVisibilityId, authorId = 'someone-else'): RecordFacts => ({ authorId, visibility, agencyId: null, partnerId: OWN_PARTNER });
const foreignNote = (visibility: NoteVisibilityId): RecordFacts => ({ authorId: 'someone-else', visibility, agencyId: 'agency-other', partnerId: 'partner-other' });
const adminNote = (visibility: NoteVisibilityId): RecordFacts => ({ authorId: 'an-admin', visibility, agencyId: null, partnerId: null });

type Situation = 'ownNote' | 'agencyNoteForAll' | 'partnerNoteForAll' | 'othersDraft' | 'otherOrganisation';
const situations: Situation[] = ['ownNote', 'agencyNoteForAll', 'partnerNoteForAll', 'othersDraft', 'otherOrganisation'];

const factsFor = (situation: Situation, actor: Actor): RecordFacts => {
  switch (situation) {
    case 'ownNote':
      return { authorId: actor.id, visibility: 3, agencyId: actor.agencyId ?? null, partnerId: actor.partnerId ?? null };
    case 'agencyNoteForAll':
      return agencyNote(3);
    case 'partnerNoteForAll':
      return partnerNote(3);
    case 'othersDraft':
      return agencyNote(2);
    case 'otherOrganisation':
      return foreignNote(3);
  }
};

type ExistingVerb = Exclude<NoteVerb, 'create'>;
const verbs: ExistingVerb[] = ['read', 'edit-draft', 'publish', 'discard', 'append', 'insert', 'strike', 'privacy', 'fields', 'log'];
const all: Situation[] = situations;
const ownOnly: Situation[] = ['ownNote'];

const rowOf = (reads: Situation[], appends: Situation[], authors: Situation[]): Record<ExistingVerb, Situation[]> => ({
  read: reads, log: reads, append: appends, insert: appends, strike: appends,
  'edit-draft': authors, publish: authors, discard: authors, privacy: authors, fields: authors,
});

/** Where each role may act on an existing hub note, written out by hand. */
const expected: Record<RoleName, Record<ExistingVerb, Situation[]>> = {
  ADMIN: rowOf(all, all, all),
  // Families and caregivers write no hub notes, so their "own note" cannot happen: the author rules would still apply.
  USER: rowOf(ownOnly, ownOnly, ownOnly),
  AGENCY: rowOf(['ownNote', 'agencyNoteForAll'], ['ownNote', 'agencyNoteForAll'], ownOnly),
  AGENCY_AGENT: rowOf(['ownNote', 'agencyNoteForAll'], ['ownNote', 'agencyNoteForAll'], ownOnly),
  PROVIDER: rowOf(['ownNote', 'agencyNoteForAll'], ['ownNote', 'agencyNoteForAll'], ownOnly),
  PARTNER: rowOf(['ownNote', 'partnerNoteForAll'], ['ownNote', 'partnerNoteForAll'], ownOnly),
  PARTNER_AGENT: rowOf(['ownNote', 'partnerNoteForAll'], ['ownNote', 'partnerNoteForAll'], ownOnly),
  CAREGIVER: rowOf(['ownNote', 'agencyNoteForAll'], ['ownNote', 'agencyNoteForAll'], ownOnly),
};

describe('can: every role x every action on an existing hub note', () => {
  it('knows exactly the hub note verbs, the same as patient notes', () => {
    expect(policyActions.filter((action) => action.startsWith('hubnote.'))).toEqual(
      policyActions.filter((action) => action.startsWith('note.')).map((action) => `hub${action}`),
    );
  });

  const matrix = roleNames.flatMap((role) => verbs.map((verb) => [role, verb] as const));
  it.each(matrix)('%s may hubnote.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(situations.map((situation) => [situation, can(actor, `hubnote.${verb}`, factsFor(situation, actor))]));
    expect(outcome).toEqual(Object.fromEntries(situations.map((situation) => [situation, expected[role][verb].includes(situation)])));
  });
});

const visibilities: NoteVisibilityId[] = [1, 2, 3, 4, 5, 6];
const agencyStaff: RoleName[] = ['ADMIN', 'AGENCY', 'AGENCY_AGENT', 'PROVIDER'];
const partnerStaff: RoleName[] = ['ADMIN', 'PARTNER', 'PARTNER_AGENT'];

describe('can: reading a hub note by its visibility and the organisation it was written for', () => {
  const agencyReaders: Record<NoteVisibilityId, RoleName[]> = {
    1: agencyStaff, 2: ['ADMIN'], 3: [...agencyStaff, 'CAREGIVER'], 4: agencyStaff, 5: ['ADMIN'], 6: ['ADMIN'],
  };
  const partnerReaders: Record<NoteVisibilityId, RoleName[]> = {
    1: ['ADMIN'], 2: ['ADMIN'], 3: partnerStaff, 4: ['ADMIN'], 5: partnerStaff, 6: ['ADMIN'],
  };
  const readersOf = (facts: RecordFacts) => roleNames.filter((role) => can(actorFor(role), 'hubnote.read', facts));

  it.each(visibilities)('visibility %i, written for an agency', (visibility) => expect(readersOf(agencyNote(visibility))).toEqual(agencyReaders[visibility]));
  it.each(visibilities)('visibility %i, written for a partner', (visibility) => expect(readersOf(partnerNote(visibility))).toEqual(partnerReaders[visibility]));
  it.each(visibilities)('visibility %i, written for another organisation or by an administrator', (visibility) => {
    expect(readersOf(foreignNote(visibility))).toEqual(['ADMIN']);
    expect(readersOf(adminNote(visibility))).toEqual(['ADMIN']);
  });
});

describe('can: creating a hub note', () => {
  const writers: Record<NoteVisibilityId, RoleName[]> = {
    1: agencyStaff, 2: [...agencyStaff, 'PARTNER', 'PARTNER_AGENT'], 3: [...agencyStaff, 'PARTNER', 'PARTNER_AGENT'],
    4: agencyStaff, 5: partnerStaff, 6: [...agencyStaff, 'PARTNER', 'PARTNER_AGENT'],
  };

  it.each(visibilities)('with visibility %i, for one’s own organisation', (visibility) => {
    const outcome = roleNames.filter((role) => {
      const actor = actorFor(role);
      return can(actor, 'hubnote.create', { authorId: actor.id, visibility, agencyId: actor.agencyId ?? null, partnerId: actor.partnerId ?? null });
    });
    expect(outcome).toEqual(writers[visibility]);
  });

  it('is refused to staff without an organisation, and for another organisation', () => {
    const agencyWithoutAgency: Actor = { ...actorFor('AGENCY'), agencyId: null };
    expect(can(agencyWithoutAgency, 'hubnote.create', { authorId: agencyWithoutAgency.id, visibility: 3, agencyId: null, partnerId: null })).toBe(false);
    expect(can(actorFor('AGENCY'), 'hubnote.create', { authorId: 'actor-AGENCY', visibility: 3, agencyId: 'agency-other', partnerId: null })).toBe(false);
    expect(can(actorFor('PARTNER'), 'hubnote.create', { authorId: 'actor-PARTNER', visibility: 3, agencyId: null, partnerId: 'partner-other' })).toBe(false);
  });
});
