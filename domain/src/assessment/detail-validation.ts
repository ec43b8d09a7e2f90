import { z } from 'zod';
import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import { parseOrThrow, ruleMessage } from '../shared/validation';
import { MAX_CANCEL_REASON_LENGTH, type AssessmentDetailCommand } from './commands';
import type { AssessmentDetailAction } from './detail-actions';
import { MAX_QUESTION_ID_LENGTH, MAX_SURVEY_ANSWERS, MAX_SURVEY_TEXT_LENGTH, type SurveyAnswer } from './shifts';
import { instantField as instant } from '../shared/fields';

const expectedVersion = z
  .int({ error: ruleMessage('must be an integer greater than or equal to 0') })
  .min(0, { error: 'must be an integer greater than or equal to 0' });
const shiftId = z.uuid({ error: ruleMessage('must be a UUID') });
const caregiverId = z.uuid({ error: 'must be a UUID or null' }).nullable();
const reason = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_CANCEL_REASON_LENGTH, { error: `must be at most ${MAX_CANCEL_REASON_LENGTH} characters` });

const answer = z.strictObject(
  {
    questionId: z
      .string({ error: ruleMessage('must be a string') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(MAX_QUESTION_ID_LENGTH, { error: `must be at most ${MAX_QUESTION_ID_LENGTH} characters` }),
    value: z.union([z.string().max(MAX_SURVEY_TEXT_LENGTH, { error: `must be at most ${MAX_SURVEY_TEXT_LENGTH} characters` }), z.number(), z.boolean()], {
      error: ruleMessage(`must be a string of at most ${MAX_SURVEY_TEXT_LENGTH} characters, a finite number, true or false`),
    }),
  },
  { error: ruleMessage('must be an object with questionId and value') },
);

export const withNewShift = z.strictObject({ expectedVersion, shiftId, startsAt: instant, endsAt: instant, caregiverId: caregiverId.optional() });
export const withShiftChanges = z.strictObject({ expectedVersion, shiftId, startsAt: instant.optional(), endsAt: instant.optional(), caregiverId: caregiverId.optional() });
export const withShiftCancellation = z.strictObject({ expectedVersion, shiftId, reason });
export const withSurveyAnswers = z.strictObject({
  expectedVersion,
  answers: z
    .array(answer, { error: ruleMessage('must be an array of answers') })
    .min(1, { error: 'must hold at least one answer' })
    .max(MAX_SURVEY_ANSWERS, { error: `must hold at most ${MAX_SURVEY_ANSWERS} answers` })
    .refine((answers) => new Set(answers.map((item) => item.questionId)).size === answers.length, {
      error: 'must answer each question once',
    }),
});

export type AssessmentDetailRequest =
  | { action: 'add-shift'; expectedVersion: number; shiftId: string; startsAt: string; endsAt: string; caregiverId?: string | null }
  | { action: 'change-shift'; expectedVersion: number; shiftId: string; startsAt?: string; endsAt?: string; caregiverId?: string | null }
  | { action: 'cancel-shift'; expectedVersion: number; shiftId: string; reason: string }
  | { action: 'answer-survey'; expectedVersion: number; answers: SurveyAnswer[] };

export const parseAssessmentDetailAction = (action: AssessmentDetailAction, body: unknown): AssessmentDetailRequest => {
  switch (action) {
    case 'add-shift':
      return { action, ...parseOrThrow(withNewShift, body) };
    case 'change-shift':
      return { action, ...parseOrThrow(withShiftChanges, body) };
    case 'cancel-shift':
      return { action, ...parseOrThrow(withShiftCancellation, body) };
    case 'answer-survey':
      return { action, ...parseOrThrow(withSurveyAnswers, body) };
    default:
      return assertNever(action);
  }
};

export const assessmentDetailCommand = (
  assessmentId: string,
  request: AssessmentDetailRequest,
  metadata: CommandMetadata,
): AssessmentDetailCommand => {
  switch (request.action) {
    case 'add-shift': {
      const { shiftId: id, startsAt, endsAt } = request;
      return { type: 'AddAssessmentShift', data: { assessmentId, shiftId: id, startsAt, endsAt, caregiverId: request.caregiverId ?? null }, metadata };
    }
    case 'change-shift': {
      const { action: _action, expectedVersion: _version, ...changes } = request;
      return { type: 'ChangeAssessmentShift', data: { assessmentId, ...changes }, metadata };
    }
    case 'cancel-shift':
      return { type: 'CancelAssessmentShift', data: { assessmentId, shiftId: request.shiftId, reason: request.reason }, metadata };
    case 'answer-survey':
      return { type: 'AnswerAssessmentSurvey', data: { assessmentId, answers: request.answers }, metadata };
    default:
      return assertNever(request);
  }
};
