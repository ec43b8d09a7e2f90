import { AssessmentStatus, type AssessmentStatusId } from '../catalog/care-coordination';
import { Role, type RoleId } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { assertNever } from '../shared/decider';
import type { AssessmentAction } from './actions';
import type { AssessmentCommand } from './commands';
import type { AssessmentCreated, AssessmentEvent, InitialAssessmentStatus } from './events';
import { assessmentActionCommand } from './validation';

/** Shared data for the assessment specs; not exported from the package. */
export const assessmentId = '7d3c1a52-2f0e-4a36-9d53-0b8f4c1e9a11';
export const patientId = 'c0a8012e-5b7d-4f3a-8e21-6f9d2b4c7e30';
export const agencyId = '4e1f9b70-8c2d-4a5e-b3f6-1d7a9c0e2b54';
export const creatorId = 'user-0001';

export const NOW = '2030-03-01T09:00:00.000Z';
export const FIRST_VISIT = '2030-03-10T14:00:00.000Z';
export const SECOND_VISIT = '2030-03-12T10:30:00.000Z';

export const metadataFor = (actorRole: RoleId = Role.AGENCY, actorId = creatorId): CommandMetadata => ({
  commandId: 'command-0001',
  correlationId: 'correlation-0001',
  actorId,
  actorRole,
  now: NOW,
});

export const created = (status: InitialAssessmentStatus = AssessmentStatus.PENDING): AssessmentCreated => ({
  type: 'AssessmentCreated',
  data: { assessmentId, patientId, agencyId, careServiceId: 4, summary: 'Weekly nursing visits', status, createdBy: creatorId },
});

const scheduled: AssessmentEvent = { type: 'AssessmentScheduled', data: { assessmentId, visitAt: FIRST_VISIT } };
const approved: AssessmentEvent = { type: 'AssessmentApproved', data: { assessmentId } };
const activated: AssessmentEvent = { type: 'AssessmentActivated', data: { assessmentId } };

/** The shortest history that leaves an assessment in `status`. */
export const historyIn = (status: AssessmentStatusId): AssessmentEvent[] => {
  const pending = [created(AssessmentStatus.PENDING)];
  const byStatus: Record<AssessmentStatusId, AssessmentEvent[]> = {
    [AssessmentStatus.REQUESTED]: [created(AssessmentStatus.REQUESTED)],
    [AssessmentStatus.PENDING]: pending,
    [AssessmentStatus.SCHEDULED]: [...pending, scheduled],
    [AssessmentStatus.APPROVED]: [...pending, scheduled, approved],
    [AssessmentStatus.ACTIVE]: [...pending, scheduled, approved, activated],
    [AssessmentStatus.COMPLETED]: [...pending, scheduled, approved, activated, { type: 'AssessmentCompleted', data: { assessmentId } }],
    [AssessmentStatus.CANCELLED]: [
      ...pending,
      { type: 'AssessmentCancelled', data: { assessmentId, reason: 'Family moved away', previousStatus: AssessmentStatus.PENDING } },
    ],
  };
  return byStatus[status];
};

/** A valid command for `action`, as an agency user of the assessment's agency would send it. */
export const commandFor = (action: AssessmentAction, metadata = metadataFor()): AssessmentCommand => {
  switch (action) {
    case 'schedule':
      return assessmentActionCommand(assessmentId, { action, expectedVersion: 0, visitAt: FIRST_VISIT }, metadata);
    case 'reschedule':
      return assessmentActionCommand(assessmentId, { action, expectedVersion: 1, visitAt: SECOND_VISIT }, metadata);
    case 'cancel':
      return assessmentActionCommand(assessmentId, { action, expectedVersion: 0, reason: 'No longer needed' }, metadata);
    case 'pend':
    case 'approve':
    case 'activate':
    case 'complete':
      return assessmentActionCommand(assessmentId, { action, expectedVersion: 0 }, metadata);
    default:
      return assertNever(action);
  }
};
