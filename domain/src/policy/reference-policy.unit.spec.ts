import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { referenceFields, referencesIn, type ResolvedReference } from '../record/record-references';
import { mayReference } from './reference-policy';

const AGENCY = 'a0000000-0000-4000-8000-000000000001';
const OTHER_AGENCY = 'a0000000-0000-4000-8000-000000000002';
const staff = { id: 'u1', roleId: Role.AGENCY, agencyId: AGENCY };
const named = (field: string, agencyId: string | null): ResolvedReference => ({ field, id: 'x', rule: referenceFields[field]!, facts: { agencyId } });

describe('the records a command names', () => {
  it('reads the fields the reference rule knows, and nothing else', () => {
    const references = referencesIn('create', { agencyId: 'a', caregiverId: 'c', firstName: 'Ada', hubId: null });
    expect(references.map(({ field, id }) => [field, id])).toEqual([
      ['agencyId', 'a'],
      ['caregiverId', 'c'],
    ]);
  });

  it('does not rely on a record an action takes away: the decider knows whether it is there', () => {
    expect(referencesIn('unassign-caregiver', { caregiverId: 'c' })).toEqual([]);
    expect(referencesIn('remove-hub', { hubId: 'h' })).toEqual([]);
  });
});

describe('who may name a record', () => {
  it("forbids an agency's staff to name a person of another agency", () => {
    expect(mayReference(staff, named('caregiverId', OTHER_AGENCY))).toBe(false);
    expect(mayReference(staff, named('assigneeId', OTHER_AGENCY))).toBe(false);
  });

  it('lets staff name their own people and people no agency employs (a family member)', () => {
    expect(mayReference(staff, named('caregiverId', AGENCY))).toBe(true);
    expect(mayReference(staff, named('userId', null))).toBe(true);
  });

  it('lets anyone name another organisation (an invitation to another agency) and lets people without an agency name anyone', () => {
    expect(mayReference(staff, named('agencyId', OTHER_AGENCY))).toBe(true);
    expect(mayReference({ id: 'admin', roleId: Role.ADMIN }, named('caregiverId', OTHER_AGENCY))).toBe(true);
  });
});
