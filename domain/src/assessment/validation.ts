import { z } from 'zod';
import { DEFAULT_CARE_SERVICE_ID, isCareServiceId, type CareServiceId } from '../catalog/care-services';
import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { parseOrThrow, ruleMessage } from '../shared/validation';
import { assessmentActions, isAssessmentAction, type AssessmentAction } from './actions';
import { MAX_CANCEL_REASON_LENGTH, MAX_SUMMARY_LENGTH, type AssessmentCommand, type AssessmentTransitionCommand } from './commands';
import { assessmentDetailActions, isAssessmentDetailAction } from './detail-actions';
import { assessmentDetailCommand, parseAssessmentDetailAction, type AssessmentDetailRequest } from './detail-validation';
import { instantField as visitAt } from '../shared/fields';

/** A create or request body, defaults applied; the assessment id comes from the route or the server. */
export interface CreateAssessmentRequest {
  patientId: string;
  agencyId: string | null;
  careServiceId: CareServiceId;
  summary: string;
}

export const createAssessmentBody = z.strictObject({
  patientId: z.uuid({ error: ruleMessage('must be a UUID') }),
  agencyId: z.uuid({ error: 'must be a UUID or null' }).nullable().optional(),
  careServiceId: z.custom<CareServiceId>(isCareServiceId, { error: 'must be a known care service id' }).meta({ examples: [3 as CareServiceId] }).optional(),
  summary: z
    .string({ error: 'must be a string or null' })
    .max(MAX_SUMMARY_LENGTH, { error: `must be at most ${MAX_SUMMARY_LENGTH} characters` })
    .nullable()
    .optional(),
});

export const parseCreateAssessment = (body: unknown): CreateAssessmentRequest => {
  const parsed = parseOrThrow(createAssessmentBody, body);
  return {
    patientId: parsed.patientId,
    agencyId: parsed.agencyId ?? null,
    careServiceId: parsed.careServiceId ?? DEFAULT_CARE_SERVICE_ID,
    summary: parsed.summary ?? '',
  };
};

/** The version the client last read: the command is refused if the stream has moved since. */
const expectedVersion = z
  .int({ error: ruleMessage('must be an integer greater than or equal to 0') })
  .min(0, { error: 'must be an integer greater than or equal to 0' });


const reason = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_CANCEL_REASON_LENGTH, { error: `must be at most ${MAX_CANCEL_REASON_LENGTH} characters` });

export const versionOnly = z.strictObject({ expectedVersion });
export const withVisit = z.strictObject({ expectedVersion, visitAt });
export const withReason = z.strictObject({ expectedVersion, reason });

export type AssessmentActionRequest =
  | { action: 'pend' | 'approve' | 'activate' | 'complete'; expectedVersion: number }
  | { action: 'schedule' | 'reschedule'; expectedVersion: number; visitAt: string }
  | { action: 'cancel'; expectedVersion: number; reason: string };

export const unknownAssessmentAction = (action: string): DomainError =>
  new DomainError(
    'not_found',
    'unknown_action',
    `There is no assessment action "${action}". Known actions: ${[...assessmentActions, ...assessmentDetailActions].join(', ')}.`,
  );

const parseKnownAction = (action: AssessmentAction, body: unknown): AssessmentActionRequest => {
  switch (action) {
    case 'pend':
    case 'approve':
    case 'activate':
    case 'complete':
      return { action, ...parseOrThrow(versionOnly, body) };
    case 'schedule':
    case 'reschedule':
      return { action, ...parseOrThrow(withVisit, body) };
    case 'cancel':
      return { action, ...parseOrThrow(withReason, body) };
    default:
      return assertNever(action);
  }
};

/** A status action or a detail action (shifts, survey answers). */
export type AnyAssessmentActionRequest = AssessmentActionRequest | AssessmentDetailRequest;

/** Parses the body of `POST /api/assessments/{id}/{action}`, for status and detail actions alike. */
export const parseAssessmentAction = (action: string, body: unknown): AnyAssessmentActionRequest => {
  if (isAssessmentAction(action)) return parseKnownAction(action, body);
  if (isAssessmentDetailAction(action)) return parseAssessmentDetailAction(action, body);
  throw unknownAssessmentAction(action);
};

const isDetailRequest = (request: AnyAssessmentActionRequest): request is AssessmentDetailRequest => isAssessmentDetailAction(request.action);

/** Turns a parsed action request into the command the decider takes. */
export const assessmentActionCommand = (assessmentId: string, request: AnyAssessmentActionRequest, metadata: CommandMetadata): AssessmentCommand =>
  isDetailRequest(request) ? assessmentDetailCommand(assessmentId, request, metadata) : assessmentTransitionCommand(assessmentId, request, metadata);

const assessmentTransitionCommand = (
  assessmentId: string,
  request: AssessmentActionRequest,
  metadata: CommandMetadata,
): AssessmentTransitionCommand => {
  switch (request.action) {
    case 'pend':
      return { type: 'PendAssessment', data: { assessmentId }, metadata };
    case 'schedule':
      return { type: 'ScheduleAssessment', data: { assessmentId, visitAt: request.visitAt }, metadata };
    case 'reschedule':
      return { type: 'RescheduleAssessment', data: { assessmentId, visitAt: request.visitAt }, metadata };
    case 'approve':
      return { type: 'ApproveAssessment', data: { assessmentId }, metadata };
    case 'activate':
      return { type: 'ActivateAssessment', data: { assessmentId }, metadata };
    case 'complete':
      return { type: 'CompleteAssessment', data: { assessmentId }, metadata };
    case 'cancel':
      return { type: 'CancelAssessment', data: { assessmentId, reason: request.reason }, metadata };
    default:
      return assertNever(request);
  }
};
