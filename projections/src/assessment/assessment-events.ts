import type { RecordedEvent } from '@careledger/storage';

// Local copies of the domain's assessment events: the read model depends on their stored shape.
export const AssessmentStatus = {
  PENDING: 1,
  SCHEDULED: 2,
  APPROVED: 3,
  ACTIVE: 4,
  CANCELLED: 5,
  COMPLETED: 6,
  REQUESTED: 7,
} as const;
export type AssessmentStatusId = (typeof AssessmentStatus)[keyof typeof AssessmentStatus];

interface Of<Type extends string, Data> {
  type: Type;
  data: Data;
}
type Ref = { assessmentId: string };

export type AssessmentEvent =
  | Of<
      'AssessmentCreated',
      Ref & {
        patientId: string;
        agencyId: string | null;
        careServiceId: number;
        summary: string | null;
        status: typeof AssessmentStatus.PENDING | typeof AssessmentStatus.REQUESTED;
        createdBy: string;
      }
    >
  | Of<'AssessmentPended', Ref>
  | Of<'AssessmentScheduled', Ref & { visitAt: string }>
  | Of<'AssessmentRescheduled', Ref & { visitAt: string; previousVisitAt: string }>
  | Of<'AssessmentApproved', Ref>
  | Of<'AssessmentActivated', Ref>
  | Of<'AssessmentCompleted', Ref>
  | Of<'AssessmentCancelled', Ref & { reason: string; previousStatus: AssessmentStatusId }>;

export type RecordedAssessmentEvent = Omit<RecordedEvent, 'type' | 'data'> & AssessmentEvent;

const assessmentEventTypes: ReadonlySet<string> = new Set<AssessmentEvent['type']>([
  'AssessmentCreated',
  'AssessmentPended',
  'AssessmentScheduled',
  'AssessmentRescheduled',
  'AssessmentApproved',
  'AssessmentActivated',
  'AssessmentCompleted',
  'AssessmentCancelled',
]);

export const isAssessmentEventType = (type: string): type is AssessmentEvent['type'] => assessmentEventTypes.has(type);

export const isAssessmentEvent = (event: RecordedEvent): event is RecordedEvent & RecordedAssessmentEvent =>
  isAssessmentEventType(event.type);
