import { describe, expect, it } from 'vitest';
import { allOf, always, anyOf, factsOf, never } from '@careledger/domain';
import { compileCondition, numberedCondition, type SqlColumns } from './compile-condition';

type PatientFacts = { agencyId: string | null; careTeam: readonly string[] };
type RecordFacts = { status: number | null; tags: readonly string[]; patient: PatientFacts | null };

const patientFact = factsOf<PatientFacts>();
const recordFact = factsOf<RecordFacts>();

const PATIENT_COLUMNS: SqlColumns<PatientFacts> = { agencyId: 'pt.agency_id', careTeam: { list: 'pt.care_team', of: 'jsonb' } };
const RECORD_COLUMNS: SqlColumns<RecordFacts> = {
  status: 'r.status',
  tags: { list: 'r.tags', of: 'text[]' },
  patient: { related: (condition) => `r.patient_id IN (SELECT id FROM pt WHERE ${condition})`, columns: PATIENT_COLUMNS },
};

const compiled = (condition: Parameters<typeof compileCondition>[0]) => numberedCondition(condition, RECORD_COLUMNS, 1);

describe('a read condition compiled to SQL', () => {
  it('answers TRUE and FALSE for always and never, with nothing bound', () => {
    expect(compiled(always)).toEqual({ sql: 'TRUE', params: [] });
    expect(compiled(never)).toEqual({ sql: 'FALSE', params: [] });
  });

  it('binds every value instead of writing it into the SQL', () => {
    expect(compiled(recordFact.equals('status', 3))).toEqual({ sql: 'r.status = $1', params: [3] });
    expect(compiled(recordFact.includes('tags', "x' OR TRUE --"))).toEqual({ sql: 'r.tags @> ARRAY[$1::text]', params: ["x' OR TRUE --"] });
  });

  it('joins alternatives with OR and requirements with AND, numbering in order', () => {
    const condition = anyOf(recordFact.equals('status', 1), allOf(recordFact.equals('status', 2), recordFact.includes('tags', 't')));
    expect(numberedCondition(condition, RECORD_COLUMNS, 4)).toEqual({
      sql: '((r.status = $4) OR (((r.status = $5) AND (r.tags @> ARRAY[$6::text]))))',
      params: [1, 2, 't'],
    });
  });

  it('compiles a related record through its own columns, JSON lists included', () => {
    const condition = recordFact.through('patient', anyOf(patientFact.equals('agencyId', 'a1'), patientFact.includes('careTeam', 'c1')));
    expect(compiled(condition)).toEqual({
      sql: 'r.patient_id IN (SELECT id FROM pt WHERE ((pt.agency_id = $1) OR (pt.care_team @> jsonb_build_array($2::text))))',
      params: ['a1', 'c1'],
    });
  });

  it('keeps its alternatives together when a caller adds a filter with AND', () => {
    const { sql } = compiled(anyOf(recordFact.equals('status', 1), recordFact.equals('status', 2)));
    expect(`${sql} AND r.deleted`).toBe('((r.status = $1) OR (r.status = $2)) AND r.deleted');
  });

  it('refuses a fact the table has no column of the right kind for', () => {
    const columns = { status: 'r.status', tags: 'r.tags', patient: RECORD_COLUMNS.patient } as unknown as SqlColumns<RecordFacts>;
    expect(() => compileCondition(recordFact.includes('tags', 't'), columns, () => '$1')).toThrow(/not a list/);
    expect(() => compileCondition({ op: 'equals', field: 'unknown', value: 1 }, RECORD_COLUMNS, () => '$1')).toThrow(/no column/);
  });
});
