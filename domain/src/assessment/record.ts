import type { z } from 'zod';
import { DEFAULT_CARE_SERVICE_ID } from '../catalog/care-services';
import type { RecordFacts } from '../policy/resource';
import type { RecordRequest, RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import type { Actor } from '../policy/actor';
import type { AssessmentAction } from './actions';
import type { AssessmentCommand, AssessmentCreationCommand } from './commands';
import { assessmentDecider } from './decider';
import type { AssessmentDetailAction } from './detail-actions';
import { withNewShift, withShiftCancellation, withShiftChanges, withSurveyAnswers } from './detail-validation';
import type { AssessmentEvent } from './events';
import type { AssessmentState } from './state';
import { assessmentActionCommand, createAssessmentBody, versionOnly, withReason, withVisit, type AnyAssessmentActionRequest } from './validation';

type AnyAssessmentAction = AssessmentAction | AssessmentDetailAction;

/** Creating (PENDING for agency-side roles) and asking (always REQUESTED, under the caller's id) take one body. */
const creationOf = (type: AssessmentCreationCommand['type']): RecordRequest<AssessmentCommand> => ({
  body: createAssessmentBody,
  versioned: false,
  creates: true,
  toCommand: (assessmentId: string, body: z.output<typeof createAssessmentBody>, metadata: CommandMetadata, actor: Actor) => ({
    type,
    data: {
      assessmentId,
      patientId: body.patientId,
      // Agency-side users work for one agency: the assessment is theirs unless they name another.
      agencyId: body.agencyId ?? actor.agencyId ?? null,
      careServiceId: body.careServiceId ?? DEFAULT_CARE_SERVICE_ID,
      summary: body.summary ?? '',
    },
    metadata,
  }),
});

const actionOf = (action: AnyAssessmentAction, body: z.ZodType): RecordRequest<AssessmentCommand> => ({
  body,
  toCommand: (assessmentId: string, fields: object, metadata: CommandMetadata) =>
    assessmentActionCommand(assessmentId, { action, ...fields } as AnyAssessmentActionRequest, metadata),
});

const assessmentRequests: Readonly<Record<AnyAssessmentAction | 'request', RecordRequest<AssessmentCommand>>> = {
  request: creationOf('RequestAssessment'),
  pend: actionOf('pend', versionOnly),
  schedule: actionOf('schedule', withVisit),
  reschedule: actionOf('reschedule', withVisit),
  approve: actionOf('approve', versionOnly),
  activate: actionOf('activate', versionOnly),
  complete: actionOf('complete', versionOnly),
  cancel: actionOf('cancel', withReason),
  'add-shift': actionOf('add-shift', withNewShift),
  'change-shift': actionOf('change-shift', withShiftChanges),
  'cancel-shift': actionOf('cancel-shift', withShiftCancellation),
  'answer-survey': actionOf('answer-survey', withSurveyAnswers),
};

const assessmentFactsOf = (state: AssessmentState): RecordFacts =>
  state.status === 'none' ? {} : { agencyId: state.agencyId, createdBy: state.createdBy };

/**
 * Assessments served by the one command pipeline. A new one names its patient, so the policy
 * decides on the patient as it is (whose agency, which partner, who registered it): an agency
 * cannot open work on another agency's patient, and an unknown patient is refused.
 */
export const assessmentRecord: RecordType<AssessmentState, AssessmentCommand, AssessmentEvent, AnyAssessmentAction | 'request'> = {
  category: 'assessment',
  noun: 'assessment',
  decider: assessmentDecider,
  exists: (state) => state.status !== 'none',
  create: creationOf('CreateAssessment'),
  actions: assessmentRequests,
  factsOf: assessmentFactsOf,
  factsOfCreation: (command) =>
    command.type === 'CreateAssessment' || command.type === 'RequestAssessment'
      ? { agencyId: command.data.agencyId, createdBy: command.metadata.actorId, patientId: command.data.patientId }
      : {},
};
