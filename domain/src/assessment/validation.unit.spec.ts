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

  const shiftId = '8c1f3a5e-7b9d-4c2e-9f41-3a5c7e9b1d20';
  const startsAt = '2030-03-11T08:00:00-05:00';
  const endsAt = '2030-03-11T16:00:00-05:00';

  it('add-shift takes a client id, two instants with a zone and an optional caregiver', () => {
    expect(parseAssessmentAction('add-shift', { expectedVersion: 3, shiftId, startsAt, endsAt })).toEqual({ action: 'add-shift', expectedVersion: 3, shiftId, startsAt, endsAt });
    const request = parseAssessmentAction('add-shift', { expectedVersion: 3, shiftId, startsAt, endsAt });
    expect(assessmentActionCommand(assessmentId, request, metadataFor()).data).toEqual({ assessmentId, shiftId, startsAt, endsAt, caregiverId: null });
    expect(fieldErrorsOf(() => parseAssessmentAction('add-shift', { expectedVersion: 3, shiftId: 'one', startsAt: '2030-03-11T08:00:00', caregiverId: 7 }))).toEqual([
      { path: 'shiftId', message: 'must be a UUID' },
      { path: 'startsAt', message: 'must be an ISO-8601 date-time with a time zone' },
      { path: 'endsAt', message: 'is required' },
      { path: 'caregiverId', message: 'must be a UUID or null' },
    ]);
  });

  it('change-shift passes on only the fields named', () => {
    const request = parseAssessmentAction('change-shift', { expectedVersion: 4, shiftId, caregiverId: null });
    expect(assessmentActionCommand(assessmentId, request, metadataFor())).toMatchObject({ type: 'ChangeAssessmentShift', data: { assessmentId, shiftId, caregiverId: null } });
    expect(fieldErrorsOf(() => parseAssessmentAction('change-shift', { expectedVersion: 4, shiftId, endsAt: 'tonight', room: 2 }))).toEqual([
      { path: 'endsAt', message: 'must be an ISO-8601 date-time with a time zone' },
      { path: 'room', message: 'is not an allowed field' },
    ]);
  });

  it('cancel-shift takes the shift and a trimmed reason', () => {
    expect(parseAssessmentAction('cancel-shift', { expectedVersion: 5, shiftId, reason: ' Sick ' })).toEqual({ action: 'cancel-shift', expectedVersion: 5, shiftId, reason: 'Sick' });
    expect(fieldErrorsOf(() => parseAssessmentAction('cancel-shift', { expectedVersion: 5, shiftId }))).toEqual([{ path: 'reason', message: 'is required' }]);
  });

  it('answer-survey takes 1 to 100 answers, one per question, of a string, a number or a boolean', () => {
    const answers = [{ questionId: 'lives-alone', value: false }, { questionId: 'stairs', value: 3 }, { questionId: 'notes', value: 'Dog at home' }];
    expect(parseAssessmentAction('answer-survey', { expectedVersion: 0, answers })).toEqual({ action: 'answer-survey', expectedVersion: 0, answers });
    const valueRule = 'must be a string of at most 2000 characters, a finite number, true or false';
    for (const [body, path, message] of [
      [{ answers: [] }, 'answers', 'must hold at least one answer'],
      [{ answers: Array.from({ length: 101 }, (_, index) => ({ questionId: `q${index}`, value: 1 })) }, 'answers', 'must hold at most 100 answers'],
      [{ answers: [answers[0], answers[0]] }, 'answers', 'must answer each question once'],
      [{ answers: [{ questionId: 'x'.repeat(65), value: 1 }] }, 'answers.0.questionId', 'must be at most 64 characters'],
      [{ answers: [{ questionId: 'q', value: null }] }, 'answers.0.value', valueRule],
      [{ answers: [{ questionId: 'q', value: { a: 1 } }] }, 'answers.0.value', valueRule],
      [{ answers: [{ questionId: 'q', value: 'x'.repeat(2001) }] }, 'answers.0.value', 'must be at most 2000 characters'],
      [{ answers: [{ questionId: 'q' }] }, 'answers.0.value', 'is required'],
      [{ answers: [{ questionId: 'q', value: 1, extra: 1 }] }, 'answers.0.extra', 'is not an allowed field'],
      [{ answers: 'yes' }, 'answers', 'must be an array of answers'],
    ] as const) {
      expect(fieldErrorsOf(() => parseAssessmentAction('answer-survey', { expectedVersion: 0, ...body }))).toEqual([{ path, message }]);
    }
  });

  it('refuses an action it does not know', () => {
    const error = refusalOf(() => parseAssessmentAction('archive', { expectedVersion: 0 }));
    expect(error).toMatchObject({ kind: 'not_found', code: 'unknown_action' });
    expect(error.message).toContain('"archive"');
    expect(error.message).toContain('add-shift');
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
