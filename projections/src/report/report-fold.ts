import { AssessmentStatus, PostingStatus, Product, ReferralStatus, Role, referralMetricSpans, type ReferralMilestone } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import type { ReportType } from './report-measures';
import { milestoneColumn } from './report-tables';

export interface SubjectRow extends Record<string, unknown> {
  id: string;
  kind: string;
  agency_id: string;
  partner_id: string;
  status: number | null;
  version: number;
}

export type MilestoneRow = Record<string, unknown> & { referral_id: string; agency_id: string; partner_id: string; opened_on: string; version: number };

export interface BucketDelta extends Record<string, unknown> {
  report: ReportType;
  day: string;
  agency_id: string;
  partner_id: string;
  measure: string;
  count: number;
  sum: number;
}

type Data = Record<string, unknown>;

/** Measures that are a level, not a flow: +1 when a subject enters the status, -1 when it leaves. */
const gauges: Readonly<Record<string, readonly (readonly [measure: string, holds: (status: number | null) => boolean])[]>> = {
  referral: [
    ['open', (status) => status !== null && status !== ReferralStatus.CLOSED],
    ['onHold', (status) => status === ReferralStatus.HOLD],
  ],
  assessment: [['active', (status) => status === AssessmentStatus.ACTIVE]],
  posting: [['onHold', (status) => status === PostingStatus.ON_HOLD]],
};

const reportOfKind: Readonly<Record<string, ReportType>> = {
  referral: 'referrals', assessment: 'assessments', posting: 'postings', note: 'notes', patient: 'patients', payment: 'payments',
};

const statusAfter: Readonly<Record<string, number>> = {
  AssessmentPended: AssessmentStatus.PENDING,
  AssessmentScheduled: AssessmentStatus.SCHEDULED,
  AssessmentApproved: AssessmentStatus.APPROVED,
  AssessmentActivated: AssessmentStatus.ACTIVE,
  AssessmentCompleted: AssessmentStatus.COMPLETED,
  AssessmentCancelled: AssessmentStatus.CANCELLED,
  PostingPublished: PostingStatus.OPEN,
  PostingHeld: PostingStatus.ON_HOLD,
  PostingUnheld: PostingStatus.OPEN,
  PostingFilled: PostingStatus.FILLED,
  PostingClosed: PostingStatus.CLOSED,
  ReferralHeld: ReferralStatus.HOLD,
  ReferralUnheld: ReferralStatus.OPEN,
  ReferralClosed: ReferralStatus.CLOSED,
  NotePublished: 2,
  PaymentPaid: 1,
  PaymentVoided: 2,
};

/** Flow measures counted when an event of this type changes its subject. */
const flowOf: Readonly<Record<string, string>> = {
  AssessmentCompleted: 'completed',
  AssessmentCancelled: 'cancelled',
  PostingFilled: 'filled',
  PostingClosed: 'closed',
  ReferralClosed: 'closed',
  PaymentPaid: 'paid',
  PaymentVoided: 'voided',
};

const NOTE_DRAFT = 1;

/** The event type each handled stream's events name their aggregate with, and its kind. */
const subjectKeys: readonly (readonly [field: string, kind: string])[] = [
  ['referralId', 'referral'], ['assessmentId', 'assessment'], ['postingId', 'posting'], ['noteId', 'note'], ['paymentId', 'payment'],
  ['hubId', 'hub'], ['patientId', 'patient'],
];

export const subjectKey = (kind: string, id: string): string => `${kind}:${id}`;

/** The UTC calendar day an event happened on: the day of its buckets. */
export const dayOf = (event: RecordedEvent): string => new Date(event.metadata.occurredAt).toISOString().slice(0, 10);

/** An optional id as the dimension it is counted under: '' when absent. */
const idOrNone = (value: unknown): string => (typeof value === 'string' ? value : '');

const daysBetween = (from: string | null | undefined, to: string | null | undefined): number | null =>
  from && to ? Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) : null;

/** The ids `fold` will look up, so one query loads them all before the batch. */
export const referencedIds = (events: readonly RecordedEvent[]): string[] => {
  const ids = new Set<string>();
  for (const event of events) {
    const data = event.data as Data;
    for (const [field] of subjectKeys) if (typeof data[field] === 'string') ids.add(data[field]);
  }
  return [...ids];
};

/** Folds a batch of events into bucket deltas and the subject and milestone rows they change. */
export class ReportFold {
  readonly deltas = new Map<string, BucketDelta>();
  readonly changedSubjects = new Set<string>();
  readonly changedMilestones = new Set<string>();

  constructor(
    readonly subjects: Map<string, SubjectRow>,
    readonly milestones: Map<string, MilestoneRow>,
  ) {}

  apply(event: RecordedEvent): void {
    const data = event.data as Data;
    switch (event.type) {
      case 'PatientRegistered':
        return this.create(event, 'patient', String(data.patientId), idOrNone(data.agencyId), idOrNone(data.partnerId), null, [
          'registered',
          ...(event.metadata.actorRole === Role.USER ? ['registeredByFamily'] : []),
          ...(data.partnerId ? ['registeredByPartner'] : []),
        ]);
      case 'PatientAssignedToAgency':
        return this.update(event, 'patient', String(data.patientId), (subject) => ({ ...subject, agency_id: String(data.agencyId) }));
      case 'HubCreated':
        return this.create(event, 'hub', String(data.hubId), idOrNone(data.agencyId), '', Number(data.productId), []);
      case 'HubDetailsUpdated':
        return this.update(event, 'hub', String(data.hubId), (subject) => ({ ...subject, status: Number(data.productId) }));
      case 'ReferralOpened':
        return this.openReferral(event, data);
      case 'ReferralMilestoneRecorded':
        return this.recordMilestone(event, String(data.referralId), data.milestone as ReferralMilestone, String(data.date));
      case 'AssessmentCreated':
        return this.createForPatient(event, 'assessment', String(data.assessmentId), data.agencyId, data.patientId, Number(data.status));
      case 'PostingCreated':
        return this.createForPatient(event, 'posting', String(data.postingId), data.agencyId, data.patientId, PostingStatus.DRAFT);
      case 'PaymentCreated':
        return this.createForPatient(event, 'payment', String(data.paymentId), null, data.patientId, 0, Number(data.totalCents));
      case 'NoteCreated':
        return this.create(
          event, 'note', String(data.noteId), idOrNone(data.authorAgencyId), idOrNone(data.authorPartnerId),
          data.isDraft ? NOTE_DRAFT : 2, data.isDraft ? ['created'] : ['created', 'published'],
        );
      case 'NotePublished':
        return this.transition(event, 'note', String(data.noteId), 2, (subject) => (subject.status === NOTE_DRAFT ? ['published'] : []));
      default:
        return this.statusEvent(event, data);
    }
  }

  private statusEvent(event: RecordedEvent, data: Data): void {
    const status = statusAfter[event.type];
    const key = subjectKeys.find(([field]) => field !== 'patientId' && typeof data[field] === 'string');
    if (status === undefined || !key) return;
    const flow = flowOf[event.type];
    const sum = event.type === 'PaymentPaid' ? Number(data.totalCents) : 0;
    this.transition(event, key[1], String(data[key[0]]), status, () => (flow ? [flow] : []), sum);
  }

  private openReferral(event: RecordedEvent, data: Data): void {
    const patient = this.subjects.get(subjectKey('patient', String(data.patientId)));
    const hub = typeof data.hubId === 'string' ? this.subjects.get(subjectKey('hub', data.hubId)) : undefined;
    const referralId = String(data.referralId);
    const agency = patient?.agency_id ?? '';
    const partner = idOrNone(data.partnerId);
    const placed = hub?.status === Product.SHARED_LIVING ? ['openedSharedLiving'] : hub?.status === Product.DAY_PROGRAM ? ['openedDayProgram'] : [];
    if (this.subjects.has(subjectKey('referral', referralId))) return;
    this.create(event, 'referral', referralId, agency, partner, ReferralStatus.OPEN, ['opened', ...placed]);
    const row: MilestoneRow = { referral_id: referralId, agency_id: agency, partner_id: partner, opened_on: String(data.openedOn), version: event.streamVersion };
    this.milestones.set(referralId, row);
    this.changedMilestones.add(referralId);
  }

  private recordMilestone(event: RecordedEvent, referralId: string, milestone: ReferralMilestone, date: string): void {
    const before = this.milestones.get(referralId);
    if (!before || event.streamVersion <= before.version) return;
    const after: MilestoneRow = { ...before, [milestoneColumn(milestone)]: date, version: event.streamVersion };
    const dateOf = (row: MilestoneRow, step: ReferralMilestone | null): string | null =>
      step === null ? row.opened_on : ((row[milestoneColumn(step)] as string | null | undefined) ?? null);
    for (const [measure, [from, to]] of Object.entries(referralMetricSpans)) {
      if (from !== milestone && to !== milestone) continue;
      const old = daysBetween(dateOf(before, from), dateOf(before, to));
      const now = daysBetween(dateOf(after, from), dateOf(after, to));
      if (old !== null) this.add('referrals', before.opened_on, before, measure, -1, -old);
      if (now !== null) this.add('referrals', before.opened_on, before, measure, 1, now);
    }
    this.milestones.set(referralId, after);
    this.changedMilestones.add(referralId);
    this.update(event, 'referral', referralId, (subject) => subject);
  }

  private createForPatient(event: RecordedEvent, kind: string, id: string, agencyId: unknown, patientId: unknown, status: number, sum = 0): void {
    const patient = typeof patientId === 'string' ? this.subjects.get(subjectKey('patient', patientId)) : undefined;
    const agency = typeof agencyId === 'string' ? agencyId : (patient?.agency_id ?? '');
    this.create(event, kind, id, agency, patient?.partner_id ?? '', status, ['created'], sum);
  }

  private create(event: RecordedEvent, kind: string, id: string, agency: string, partner: string, status: number | null, flows: readonly string[], sum = 0): void {
    const key = subjectKey(kind, id);
    if (this.subjects.has(key)) return;
    const subject: SubjectRow = { id, kind, agency_id: agency, partner_id: partner, status, version: event.streamVersion };
    this.put(key, subject);
    const report = reportOfKind[kind];
    if (!report) return;
    for (const flow of flows) this.add(report, dayOf(event), subject, flow, 1, flow === 'created' || flow === 'paid' ? sum : 0);
    this.moveGauges(event, kind, subject, null, status);
  }

  private transition(event: RecordedEvent, kind: string, id: string, status: number, flows: (subject: SubjectRow) => readonly string[], sum = 0): void {
    const key = subjectKey(kind, id);
    const subject = this.subjects.get(key);
    if (!subject || event.streamVersion <= subject.version) return;
    const report = reportOfKind[kind];
    if (report) for (const flow of flows(subject)) this.add(report, dayOf(event), subject, flow, 1, sum);
    this.moveGauges(event, kind, subject, subject.status, status);
    this.put(key, { ...subject, status, version: event.streamVersion });
  }

  private update(event: RecordedEvent, kind: string, id: string, change: (subject: SubjectRow) => SubjectRow): void {
    const key = subjectKey(kind, id);
    const subject = this.subjects.get(key);
    if (!subject || event.streamVersion <= subject.version) return;
    this.put(key, { ...change(subject), version: event.streamVersion });
  }

  private moveGauges(event: RecordedEvent, kind: string, subject: SubjectRow, from: number | null, to: number | null): void {
    const report = reportOfKind[kind];
    if (!report) return;
    for (const [measure, holds] of gauges[kind] ?? []) {
      const change = Number(holds(to)) - Number(holds(from));
      if (change !== 0) this.add(report, dayOf(event), subject, measure, change, 0);
    }
  }

  private put(key: string, subject: SubjectRow): void {
    this.subjects.set(key, subject);
    this.changedSubjects.add(key);
  }

  /** Every touched bucket is written, even when it nets to zero: its row must not depend on how events were batched. */
  private add(report: ReportType, day: string, where: { agency_id: string; partner_id: string }, measure: string, count: number, sum: number): void {
    const key = [report, measure, day, where.agency_id, where.partner_id].join('|');
    const delta = this.deltas.get(key) ?? { report, day, agency_id: where.agency_id, partner_id: where.partner_id, measure, count: 0, sum: 0 };
    this.deltas.set(key, { ...delta, count: delta.count + count, sum: delta.sum + sum });
  }
}
