import { describe, expect, it } from 'vitest';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { agencyId, assessmentId, metadataFor, patientId } from './assessment.fixtures';
import { assessmentActionCommand, parseAssessmentAction, parseCreateAssessment } from './validation';

const refusalOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error('expected the body to be refused');
};

const fieldErrorsOf = (parse: () => unknown): FieldError[] => {
  const error = refusalOf(parse);
  expect(error).toMatchObject({ kind: 'validation', code: 'validation_failed' });
  return error.errors;
};

describe('parseCreateAssessment', () => {
  it('applies the defaults: no agency, care service 1, empty summary', () => {
    expect(parseCreateAssessment({ patientId })).toEqual({ patientId, agencyId: null, careServiceId: 1, summary: '' });
    expect(parseCreateAssessment({ patientId, agencyId: null, summary: null })).toMatchObject({ agencyId: null, summary: '' });
  });

  it('accepts a full body', () => {
    const body = { patientId, agencyId, careServiceId: 16, summary: 'x'.repeat(2000) };
    expect(parseCreateAssessment(body)).toEqual(body);
  });

  it.each([
    [{}, 'patientId', 'is required'],
    [{ patientId: 'not-a-uuid' }, 'patientId', 'must be a UUID'],
    [{ patientId: 42 }, 'patientId', 'must be a UUID'],
    [{ patientId, agencyId: 'agency-1' }, 'agencyId', 'must be a UUID or null'],
    [{ patientId, careServiceId: 46 }, 'careServiceId', 'must be a known care service id'],
    [{ patientId, careServiceId: '3' }, 'careServiceId', 'must be a known care service id'],
    [{ patientId, careServiceId: 2.5 }, 'careServiceId', 'must be a known care service id'],
    [{ patientId, summary: 'x'.repeat(2001) }, 'summary', 'must be at most 2000 characters'],
    [{ patientId, summary: 12 }, 'summary', 'must be a string or null'],
    [{ patientId, status: 1 }, 'status', 'is not an allowed field'],
    [{ patientId, assessmentId }, 'assessmentId', 'is not an allowed field'],
  ])('refuses %j: %s %s', (body, path, message) => {
    expect(fieldErrorsOf(() => parseCreateAssessment(body))).toEqual([{ path, message }]);
  });

  it.each([null, 'text', [patientId], 7])('refuses a body that is not an object: %j', (body) => {
    expect(fieldErrorsOf(() => parseCreateAssessment(body))).toEqual([{ path: '', message: 'must be a JSON object' }]);
  });

  it('names every bad field once, and sums them up in the message', () => {
    const error = refusalOf(() => parseCreateAssessment({ agencyId: 3, careServiceId: 0, extra: true }));
    expect(error.errors).toEqual([
      { path: 'patientId', message: 'is required' },
      { path: 'agencyId', message: 'must be a UUID or null' },
      { path: 'careServiceId', message: 'must be a known care service id' },
      { path: 'extra', message: 'is not an allowed field' },
    ]);
    expect(error.message).toContain('patientId is required');
  });
});

describe('parseAssessmentAction', () => {
  it.each(['pend', 'approve', 'activate', 'complete'] as const)('%s takes only the expected version', (action) => {
    expect(parseAssessmentAction(action, { expectedVersion: 3 })).toEqual({ action, expectedVersion: 3 });
    expect(fieldErrorsOf(() => parseAssessmentAction(action, { expectedVersion: 3, reason: 'x' }))).toEqual([
      { path: 'reason', message: 'is not an allowed field' },
    ]);
  });

  it.each(['schedule', 'reschedule'] as const)('%s takes a visit time with a time zone', (action) => {
    const visitAt = '2030-03-10T09:00:00-05:00';
    expect(parseAssessmentAction(action, { expectedVersion: 0, visitAt })).toEqual({ action, expectedVersion: 0, visitAt });
    const message = 'must be an ISO-8601 date-time with a time zone';
    for (const [body, expected] of [
      [{ expectedVersion: 0 }, 'is required'],
      [{ expectedVersion: 0, visitAt: 'next Tuesday' }, message],
      [{ expectedVersion: 0, visitAt: '2030-03-10T09:00:00' }, message],
      [{ expectedVersion: 0, visitAt: 1_900_000_000_000 }, message],
    ] as const) {
      expect(fieldErrorsOf(() => parseAssessmentAction(action, body))).toEqual([{ path: 'visitAt', message: expected }]);
    }
  });

  it('cancel takes a trimmed reason of 1 to 500 characters', () => {
    expect(parseAssessmentAction('cancel', { expectedVersion: 2, reason: '  Moved  ' })).toEqual({
      action: 'cancel',
      expectedVersion: 2,
      reason: 'Moved',
    });
    for (const [body, message] of [
      [{ expectedVersion: 2 }, 'is required'],
      [{ expectedVersion: 2, reason: '   ' }, 'must not be empty'],
      [{ expectedVersion: 2, reason: 'x'.repeat(501) }, 'must be at most 500 characters'],
      [{ expectedVersion: 2, reason: 5 }, 'must be a string'],
    ] as const) {
      expect(fieldErrorsOf(() => parseAssessmentAction('cancel', body))).toEqual([{ path: 'reason', message }]);
    }
  });

  it.each([
    [{}, 'is required'],
    [{ expectedVersion: -1 }, 'must be an integer greater than or equal to 0'],
    [{ expectedVersion: 1.5 }, 'must be an integer greater than or equal to 0'],
    [{ expectedVersion: '1' }, 'must be an integer greater than or equal to 0'],
    [{ expectedVersion: null }, 'must be an integer greater than or equal to 0'],
  ])('requires a whole expected version: %j', (body, message) => {
    expect(fieldErrorsOf(() => parseAssessmentAction('approve', body))).toEqual([{ path: 'expectedVersion', message }]);
  });

  it('refuses an action it does not know', () => {
    const error = refusalOf(() => parseAssessmentAction('archive', { expectedVersion: 0 }));
    expect(error).toMatchObject({ kind: 'not_found', code: 'unknown_action' });
    expect(error.message).toContain('"archive"');
  });

  it('turns a parsed request into the decider command', () => {
    const metadata = metadataFor();
    const request = parseAssessmentAction('cancel', { expectedVersion: 4, reason: 'Duplicate' });
    expect(assessmentActionCommand(assessmentId, request, metadata)).toEqual({
      type: 'CancelAssessment',
      data: { assessmentId, reason: 'Duplicate' },
      metadata,
    });
  });
});
