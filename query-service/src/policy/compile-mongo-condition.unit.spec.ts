import { describe, expect, it } from 'vitest';
import { allOf, always, anyOf, never, type Condition } from '@careledger/domain';
import { compileMongoCondition, NO_DOCUMENT, type MongoFields } from './compile-mongo-condition';

type Facts = { agencyId: string | null; careTeam: readonly string[]; patient: { agencyId: string | null } | null };

const fields: MongoFields<Facts> = {
  agencyId: 'agency_id',
  careTeam: { list: 'care_team' },
  patient: { related: (filter) => ({ patient_id: { $in: ['resolved elsewhere'] }, related: filter }), fields: { agencyId: 'agency_id' } },
};

const compiled = (condition: Condition) => compileMongoCondition(condition, fields);

describe('a read rule as a MongoDB filter', () => {
  it('matches every document, or none', () => {
    expect(compiled(always)).toEqual({});
    expect(compiled(never)).toEqual(NO_DOCUMENT);
    expect(compiled({ op: 'anyOf', conditions: [] })).toEqual(NO_DOCUMENT);
    expect(compiled({ op: 'allOf', conditions: [] })).toEqual({});
  });

  it('compares a fact with $eq, so no value is read as an operator', () => {
    expect(compiled({ op: 'equals', field: 'agencyId', value: 'a-1' })).toEqual({ agency_id: { $eq: 'a-1' } });
    expect(compiled({ op: 'includes', field: 'careTeam', value: 'u-1' })).toEqual({ care_team: { $eq: 'u-1' } });
  });

  it('keeps alternatives and requirements as $or and $and', () => {
    const condition = anyOf(allOf({ op: 'equals', field: 'agencyId', value: 'a-1' }, { op: 'includes', field: 'careTeam', value: 'u-1' }), { op: 'equals', field: 'agencyId', value: 'a-2' });
    expect(compiled(condition)).toEqual({
      $or: [{ $and: [{ agency_id: { $eq: 'a-1' } }, { care_team: { $eq: 'u-1' } }] }, { agency_id: { $eq: 'a-2' } }],
    });
  });

  it('hands a related record\'s condition, compiled on its fields, to the relation', () => {
    expect(compiled({ op: 'through', relation: 'patient', condition: { op: 'equals', field: 'agencyId', value: 'a-1' } })).toEqual({
      patient_id: { $in: ['resolved elsewhere'] },
      related: { agency_id: { $eq: 'a-1' } },
    });
  });

  it('refuses a fact the collection has no field for', () => {
    expect(() => compiled({ op: 'equals', field: 'createdBy', value: 'u-1' })).toThrow(/no field for/);
    expect(() => compiled({ op: 'equals', field: 'careTeam', value: 'u-1' })).toThrow(/not a single value/);
  });
});
