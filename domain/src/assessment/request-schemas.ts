import { z } from 'zod';
import type { AssessmentAction } from './actions';
import type { AssessmentDetailAction } from './detail-actions';
import { withNewShift, withShiftCancellation, withShiftChanges, withSurveyAnswers } from './detail-validation';
import { createAssessmentBody, versionOnly, withReason, withVisit } from './validation';

export type JsonSchema = Record<string, unknown>;

// Written from the same zod schemas that validate the requests, so the document cannot drift.
const toSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { unrepresentable: 'any', target: 'openapi-3.0' });

type AnyAssessmentAction = AssessmentAction | AssessmentDetailAction;

const bodyOfAction: Record<AnyAssessmentAction, z.ZodType> = {
  pend: versionOnly,
  schedule: withVisit,
  reschedule: withVisit,
  approve: versionOnly,
  activate: versionOnly,
  complete: versionOnly,
  cancel: withReason,
  'add-shift': withNewShift,
  'change-shift': withShiftChanges,
  'cancel-shift': withShiftCancellation,
  'answer-survey': withSurveyAnswers,
};

/** The request bodies of the assessment commands, as OpenAPI 3.0 schemas. */
export const assessmentRequestSchemas = (): { create: JsonSchema; actions: Record<AnyAssessmentAction, JsonSchema> } => ({
  create: toSchema(createAssessmentBody),
  actions: Object.fromEntries(
    Object.entries(bodyOfAction).map(([action, schema]) => [action, toSchema(schema)]),
  ) as Record<AnyAssessmentAction, JsonSchema>,
});
