import { AssessmentStatus } from '../catalog/care-coordination';
import { isCareServiceId } from '../catalog/care-services';
import { Role, type RoleId } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { assertNever, type Decider } from '../shared/decider';
import { invalid } from '../shared/domain-error';
import { parseInstant } from '../shared/instant';
import { isAssessmentActionAllowed, type AssessmentAction } from './actions';
import type { AssessmentCommand, AssessmentCreationCommand } from './commands';
import { MAX_SUMMARY_LENGTH } from './commands';
import { decideAssessmentDetail } from './decide-details';
import {
  assessmentAlreadyExists,
  assessmentNotFound,
  caregiverCannotCreate,
  illegalTransition,
  visitNotInFuture,
  visitUnchanged,
} from './errors';
import type { AssessmentCreated, AssessmentEvent, InitialAssessmentStatus } from './events';
import { ensureCancelReason } from './reason';
import { evolveAssessment, initialAssessmentState, type AssessmentState, type ExistingAssessment } from './state';

/** Agency-side roles create work to do (PENDING); families and partners ask for it (REQUESTED). */
const creationStatusFor = (role: RoleId): InitialAssessmentStatus | 'forbidden' => {
  switch (role) {
    case Role.ADMIN:
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return AssessmentStatus.PENDING;
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return AssessmentStatus.REQUESTED;
    case Role.CAREGIVER:
      return 'forbidden';
    default:
      return assertNever(role);
  }
};

const create = (command: AssessmentCreationCommand, state: AssessmentState): AssessmentCreated[] => {
  const { data, metadata } = command;
  if (state.status !== 'none') throw assessmentAlreadyExists(data.assessmentId);
  const roleStatus = creationStatusFor(metadata.actorRole);
  if (roleStatus === 'forbidden') throw caregiverCannotCreate();
  // Validation normally catches these at the edge; the decider keeps the invariants on its own.
  if (!isCareServiceId(data.careServiceId)) throw invalid([{ path: 'careServiceId', message: 'must be a known care service id' }]);
  const summary = data.summary ?? '';
  if (summary.length > MAX_SUMMARY_LENGTH) throw invalid([{ path: 'summary', message: `must be at most ${MAX_SUMMARY_LENGTH} characters` }]);
  const status = command.type === 'RequestAssessment' ? AssessmentStatus.REQUESTED : roleStatus;
  return [
    {
      type: 'AssessmentCreated',
      data: {
        assessmentId: data.assessmentId,
        patientId: data.patientId,
        agencyId: data.agencyId ?? null,
        careServiceId: data.careServiceId,
        summary,
        status,
        createdBy: metadata.actorId,
      },
    },
  ];
};

const existingFor = (state: AssessmentState, assessmentId: string, action: AssessmentAction): ExistingAssessment => {
  if (state.status === 'none') throw assessmentNotFound(assessmentId);
  if (!isAssessmentActionAllowed(state.status, action)) throw illegalTransition(state.status, action);
  return state;
};

const ensureVisitInFuture = (visitAt: string, metadata: CommandMetadata): void => {
  const visit = parseInstant(visitAt);
  if (visit === null) throw invalid([{ path: 'visitAt', message: 'must be an ISO-8601 date-time with a time zone' }]);
  const now = parseInstant(metadata.now);
  if (now === null) throw new Error(`The command metadata carries no valid instant: ${metadata.now}`);
  if (visit <= now) throw visitNotInFuture(visitAt, metadata.now);
};

export const decideAssessment = (command: AssessmentCommand, state: AssessmentState): AssessmentEvent[] => {
  const { assessmentId } = command.data;
  switch (command.type) {
    case 'CreateAssessment':
    case 'RequestAssessment':
      return create(command, state);
    case 'PendAssessment':
      existingFor(state, assessmentId, 'pend');
      return [{ type: 'AssessmentPended', data: { assessmentId } }];
    case 'ScheduleAssessment': {
      existingFor(state, assessmentId, 'schedule');
      ensureVisitInFuture(command.data.visitAt, command.metadata);
      return [{ type: 'AssessmentScheduled', data: { assessmentId, visitAt: command.data.visitAt } }];
    }
    case 'RescheduleAssessment': {
      const current = existingFor(state, assessmentId, 'reschedule');
      if (current.status !== AssessmentStatus.SCHEDULED) throw illegalTransition(current.status, 'reschedule');
      const { visitAt } = command.data;
      ensureVisitInFuture(visitAt, command.metadata);
      if (parseInstant(visitAt) === parseInstant(current.visitAt)) throw visitUnchanged(current.visitAt);
      return [{ type: 'AssessmentRescheduled', data: { assessmentId, visitAt, previousVisitAt: current.visitAt } }];
    }
    case 'ApproveAssessment':
      existingFor(state, assessmentId, 'approve');
      return [{ type: 'AssessmentApproved', data: { assessmentId } }];
    case 'ActivateAssessment':
      existingFor(state, assessmentId, 'activate');
      return [{ type: 'AssessmentActivated', data: { assessmentId } }];
    case 'CompleteAssessment':
      existingFor(state, assessmentId, 'complete');
      return [{ type: 'AssessmentCompleted', data: { assessmentId } }];
    case 'CancelAssessment': {
      const current = existingFor(state, assessmentId, 'cancel');
      if (current.status === AssessmentStatus.COMPLETED || current.status === AssessmentStatus.CANCELLED) {
        throw illegalTransition(current.status, 'cancel');
      }
      const reason = ensureCancelReason(command.data.reason);
      return [{ type: 'AssessmentCancelled', data: { assessmentId, reason, previousStatus: current.status } }];
    }
    case 'AddAssessmentShift':
    case 'ChangeAssessmentShift':
    case 'CancelAssessmentShift':
    case 'AnswerAssessmentSurvey':
      if (state.status === 'none') throw assessmentNotFound(assessmentId);
      return decideAssessmentDetail(command, state);
    default:
      return assertNever(command);
  }
};

export const assessmentDecider: Decider<AssessmentState, AssessmentCommand, AssessmentEvent> = {
  initialState: initialAssessmentState,
  evolve: evolveAssessment,
  decide: decideAssessment,
};
