import { randomUUID } from 'node:crypto';
import type { AssessmentEvent, CancellableAssessmentStatus } from '@careledger/domain';
import type { NewEvent } from '@careledger/storage';

export interface GivenEvent extends NewEvent {
  streamId: string;
}

export const metadata = (occurredAt: string): NewEvent['metadata'] => ({
  actorId: 'user-1',
  actorRole: 1,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt,
  schemaVersion: 1,
});

const on =
  (assessmentId: string) =>
  (event: AssessmentEvent, occurredAt: string): GivenEvent => ({
    ...event,
    streamId: `assessment-${assessmentId}`,
    metadata: metadata(occurredAt),
  });

/** Builders of one assessment's events, in the shapes the domain stores. */
export const assessment = (assessmentId: string = randomUUID()) => {
  const event = on(assessmentId);
  const ref = { assessmentId };
  return {
    id: assessmentId,
    created: (at: string, data: Partial<Extract<AssessmentEvent, { type: 'AssessmentCreated' }>['data']> = {}) =>
      event(
        {
          type: 'AssessmentCreated',
          data: {
            ...ref,
            patientId: '00000000-0000-4000-8000-000000000001',
            agencyId: '00000000-0000-4000-8000-0000000000a1',
            careServiceId: 3,
            summary: 'Needs help at home',
            status: 1,
            createdBy: 'user-1',
            ...data,
          },
        },
        at,
      ),
    pended: (at: string) => event({ type: 'AssessmentPended', data: ref }, at),
    scheduled: (at: string, visitAt: string) => event({ type: 'AssessmentScheduled', data: { ...ref, visitAt } }, at),
    rescheduled: (at: string, visitAt: string, previousVisitAt: string) =>
      event({ type: 'AssessmentRescheduled', data: { ...ref, visitAt, previousVisitAt } }, at),
    approved: (at: string) => event({ type: 'AssessmentApproved', data: ref }, at),
    activated: (at: string) => event({ type: 'AssessmentActivated', data: ref }, at),
    completed: (at: string) => event({ type: 'AssessmentCompleted', data: ref }, at),
    cancelled: (at: string, reason: string, previousStatus: CancellableAssessmentStatus) =>
      event({ type: 'AssessmentCancelled', data: { ...ref, reason, previousStatus } }, at),
  };
};

/** An event of another aggregate, which the assessment read model must skip. */
export const unrelated = (at: string): GivenEvent => ({
  type: 'ReferralOpened',
  data: { referralId: randomUUID() },
  streamId: `referral-${randomUUID()}`,
  metadata: metadata(at),
});
