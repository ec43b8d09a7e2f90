import { describe, expect, it } from 'vitest';
import { allOf, always, anyOf, factsOf, never, onlyIf, type Condition } from './condition';
import { evaluateCondition } from './evaluate-condition';

type PatientFacts = { agencyId: string | null; careTeam: readonly string[] };
type RecordFacts = { status: number | null; patient: PatientFacts | null };

const patientFact = factsOf<PatientFacts>();
const recordFact = factsOf<RecordFacts>();

const record = (status: number | null, patient: PatientFacts | null): RecordFacts => ({ status, patient });

describe('a read condition evaluated on facts', () => {
  it('holds always, never, on an equal value and on a listed id', () => {
    const facts = { agencyId: 'a1', careTeam: ['c1', 'c2'] };
    expect(evaluateCondition(always, facts)).toBe(true);
    expect(evaluateCondition(never, facts)).toBe(false);
    expect(evaluateCondition(patientFact.equals('agencyId', 'a1'), facts)).toBe(true);
    expect(evaluateCondition(patientFact.equals('agencyId', 'a2'), facts)).toBe(false);
    expect(evaluateCondition(patientFact.includes('careTeam', 'c2'), facts)).toBe(true);
    expect(evaluateCondition(patientFact.includes('careTeam', 'c3'), facts)).toBe(false);
  });

  it('never matches a missing actor value, not even a missing fact', () => {
    expect(patientFact.equals('agencyId', null)).toEqual(never);
    expect(patientFact.includes('careTeam', undefined)).toEqual(never);
    expect(evaluateCondition(patientFact.equals('agencyId', null), { agencyId: null, careTeam: [] })).toBe(false);
  });

  it('combines alternatives and requirements', () => {
    const open = recordFact.equals('status', 1);
    expect(evaluateCondition(anyOf(open, recordFact.equals('status', 2)), record(2, null))).toBe(true);
    expect(evaluateCondition(allOf(open, recordFact.equals('status', 2)), record(2, null))).toBe(false);
    expect(evaluateCondition(anyOf(), record(1, null))).toBe(false);
    expect(evaluateCondition(allOf(), record(1, null))).toBe(true);
  });

  it('reaches a related record only when it exists', () => {
    const served = recordFact.through('patient', patientFact.equals('agencyId', 'a1'));
    expect(evaluateCondition(served, record(1, { agencyId: 'a1', careTeam: [] }))).toBe(true);
    expect(evaluateCondition(served, record(1, { agencyId: 'a2', careTeam: [] }))).toBe(false);
    expect(evaluateCondition(served, record(1, null))).toBe(false);
    expect(evaluateCondition(recordFact.through('patient', always), record(1, null))).toBe(false);
  });
});

describe('building a read condition', () => {
  const open: Condition = { op: 'equals', field: 'status', value: 1 };

  it('drops what cannot hold and flattens nesting', () => {
    expect(anyOf(never, open)).toEqual(open);
    expect(anyOf(open, always)).toEqual(always);
    expect(allOf(always, open)).toEqual(open);
    expect(allOf(open, never)).toEqual(never);
    expect(anyOf(anyOf(open, open), open)).toEqual({ op: 'anyOf', conditions: [open, open, open] });
    expect(recordFact.through('patient', never)).toEqual(never);
  });

  it('keeps a condition only if the test holds', () => {
    expect(onlyIf(true, open)).toEqual(open);
    expect(onlyIf(false, open)).toEqual(never);
  });
});
