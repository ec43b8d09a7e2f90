import { describe, expect, it } from 'vitest';
import type { FieldError } from '@careledger/domain';
import { dateParam, dayRangeParams } from './day-range';

const errorsOf = (raw: unknown): FieldError[] => {
  const errors: FieldError[] = [];
  dateParam(raw, 'from', errors);
  return errors;
};

describe('a date parameter', () => {
  it('is a real calendar day from 1900 to 9999', () => {
    expect(errorsOf('2024-02-29')).toEqual([]);
    expect(errorsOf(undefined)).toEqual([]);
    for (const impossible of ['2026-13-01', '0000-00-00', '2023-02-29', '2026-04-31', 'tomorrow', '20260101']) {
      expect(errorsOf(impossible)).toEqual([{ path: 'from', message: 'must be a date, YYYY-MM-DD' }]);
    }
    expect(errorsOf('0001-01-01')).toEqual([{ path: 'from', message: 'must be a date from 1900 to 9999' }]);
  });

  it('ends a range no earlier than it starts', () => {
    const errors: FieldError[] = [];
    expect(dayRangeParams({ from: '2026-03-02', to: '2026-03-01' }, errors)).toMatchObject({ from: '2026-03-02', to: '2026-03-01' });
    expect(errors).toEqual([{ path: 'to', message: 'must not be before from' }]);
  });
});
