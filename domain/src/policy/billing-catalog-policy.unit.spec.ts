import { describe, expect, it } from 'vitest';
import { roles } from '../catalog/roles';
import { cardBatchRecord } from '../card-batch/record';
import { productRecord } from '../product/record';
import { taxRateRecord } from '../tax-rate/record';
import type { AnyRecordType } from '../record/record-type';
import type { Actor } from './actor';
import { can, policyActions } from './can';

const actors: Actor[] = roles.map((role) => ({ id: `actor-${role.key}`, roleId: role.id, agencyId: 'agency-1', partnerId: 'partner-1' }));
const verbsOf = (record: AnyRecordType) => ['create', 'read', ...Object.keys(record.actions)];

describe.each([
  ['product', productRecord, 'everyone'],
  ['taxrate', taxRateRecord, 'everyone'],
  ['cardbatch', cardBatchRecord, 'administrators'],
] as const)('can: every role x every %s action', (category, record, readers) => {
  it('knows exactly create, read and the actions of the record', () => {
    expect(policyActions.filter((action) => action.startsWith(`${category}.`))).toEqual(verbsOf(record).map((verb) => `${category}.${verb}`));
  });

  it.each(actors.map((actor) => [actor.roleId, actor] as const))(`role %i reads as ${readers} do and changes only as an administrator`, (roleId, actor) => {
    const admin = roleId === 1;
    const outcome = Object.fromEntries(verbsOf(record).map((verb) => [verb, can(actor, `${category}.${verb}`)]));
    expect(outcome).toEqual(Object.fromEntries(verbsOf(record).map((verb) => [verb, admin || (verb === 'read' && readers === 'everyone')])));
  });
});
