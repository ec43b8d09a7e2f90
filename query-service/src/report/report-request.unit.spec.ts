import type { FieldError } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { parseReportRequest } from './report-request';

const errorsOf = (body: unknown): FieldError[] => {
  const errors: FieldError[] = [];
  parseReportRequest(body, '2026-03-02', errors);
  return errors;
};

describe('a report request', () => {
  it('takes page and pageSize as JSON numbers only, as the document types them', () => {
    expect(errorsOf({ page: 2, pageSize: 50 })).toEqual([]);
    expect(errorsOf({ page: '2', pageSize: '50' })).toEqual([
      { path: 'page', message: 'must be a whole number from 1 to 1000000' },
      { path: 'pageSize', message: 'must be a whole number from 1 to 100' },
    ]);
  });

  it('holds the measure to a short text, on reports that do not read it too', () => {
    expect(errorsOf({ measure: 'opened' })).toEqual([]);
    expect(errorsOf({ measure: 'x'.repeat(101) })).toEqual([{ path: 'measure', message: 'must be at most 100 characters' }]);
    expect(errorsOf({ measure: 7 })).toEqual([{ path: 'measure', message: 'must be a text' }]);
  });
});
