import type { ActivityMachine, StatusMachine } from '@careledger/domain';
import { ActivityFactFold } from './activity-facts';
import { ReferralMetricFold, type ReferralMetricKind } from './referral-metric-facts';
import { stepsOf, type PatientFacts, type RecordedStatusEvent, type RecordStarted, type StatusEntered } from './status-events';

/** Whom and what a record is counted under, the analytics' dimensions: '' where none applies. */
export interface CountedUnder {
  agency_id: string;
  partner_id: string;
  care_service: string;
  province: string;
  city: string;
  profession: string;
}

/** A record of a machine and its current stay, a task, note or dose (activity-facts.ts), or a patient (kind 'patient', no status). */
export interface RecordRow extends CountedUnder, Record<string, unknown> {
  kind: StatusMachine | ActivityMachine | 'subscription' | 'patient' | ReferralMetricKind;
  id: string;
  status: number | null;
  /** The current stay's `seq` in `status_intervals`. */
  seq: number;
  entered_at: string | null;
  /** The log position of the event that began the current stay. */
  entered_position: number | null;
  /** The stream version of the last event applied; a card batch, another stream, leaves it. */
  version: number;
}

export interface IntervalRow extends CountedUnder, Record<string, unknown> {
  machine: StatusMachine;
  record_id: string;
  seq: number;
  status: number;
  entered_at: string;
  left_at: string | null;
  next_status: number | null;
  seconds: number | null;
  /** The log positions of the events that opened and closed the stay: what was known of it as of a position. */
  entered_position: number;
  left_position: number | null;
}

/** A day's arrivals in and departures from one status, under one set of dimensions: what a stock is summed from. */
export interface FlowRow extends CountedUnder, Record<string, unknown> {
  machine: StatusMachine;
  day: string;
  status: number;
  arrivals: number;
  departures: number;
}

export const recordKey = (kind: RecordRow['kind'], id: string): string => `${kind}:${id}`;

const intervalKey = (interval: IntervalRow): string => `${interval.machine}:${interval.record_id}:${interval.seq}`;

/** Clocks of two processes may disagree by a little: a stay never lasts less than nothing. */
const secondsBetween = (from: string, to: string): number => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

/** The ids whose rows `fold` may look up, so one query loads them all before the batch. */
export const referencedIds = (events: readonly RecordedStatusEvent[]): string[] => {
  const ids = new Set<string>();
  for (const event of events) {
    for (const step of stepsOf(event)) {
      if (step.kind === 'patient') ids.add(step.patientId);
      else if (step.kind === 'milestone') ids.add(step.referralId);
      else ids.add(step.recordId);
      if ((step.kind === 'started' || step.kind === 'opened') && step.patientId !== null) ids.add(step.patientId);
    }
  }
  return [...ids];
};

/** Folds a batch of events into the stays they open and close, the activity facts they record, and the records they change. */
export class StatusDurationFold {
  readonly intervals = new Map<string, IntervalRow>();
  readonly changedRecords = new Set<string>();
  /** The batch's additions to the daily flows, added to what earlier batches counted. */
  readonly flows = new Map<string, FlowRow>();
  readonly activity: ActivityFactFold;
  private readonly referralMetrics: ReferralMetricFold;

  constructor(readonly records: Map<string, RecordRow>) {
    this.activity = new ActivityFactFold(records, recordKey, (key, record) => this.put(key, record));
    this.referralMetrics = new ReferralMetricFold(records, recordKey, this.activity, (key, record) => this.put(key, record));
  }

  apply(event: RecordedStatusEvent): void {
    for (const step of stepsOf(event)) {
      switch (step.kind) {
        case 'patient':
          this.patient(event, step);
          break;
        case 'started':
          this.start(event, step);
          break;
        case 'entered':
          this.enter(event, step);
          break;
        case 'opened':
          this.activity.open(event, step);
          break;
        case 'fact':
          this.activity.record(event, step);
          break;
        case 'withdrawn':
          this.activity.withdraw(event, step);
          break;
        case 'milestone':
          this.referralMetrics.date(event, step);
          break;
      }
    }
  }

  private patient(event: RecordedStatusEvent, step: PatientFacts): void {
    const key = recordKey('patient', step.patientId);
    const before = this.records.get(key);
    if (before && event.streamVersion <= before.version) return;
    this.put(key, {
      kind: 'patient',
      id: step.patientId,
      agency_id: step.agencyId === undefined ? (before?.agency_id ?? '') : (step.agencyId ?? ''),
      partner_id: step.partnerId === undefined ? (before?.partner_id ?? '') : (step.partnerId ?? ''),
      care_service: '',
      province: step.province === undefined ? (before?.province ?? '') : (step.province ?? ''),
      city: step.city === undefined ? (before?.city ?? '') : (step.city ?? ''),
      profession: '',
      status: null,
      seq: 0,
      entered_at: null,
      entered_position: null,
      version: event.streamVersion,
    });
  }

  /** The record counts under its own agency or partner, else the patient's, as the report buckets do. */
  private start(event: RecordedStatusEvent, step: RecordStarted): void {
    const key = recordKey(step.machine, step.recordId);
    if (this.records.has(key)) return;
    const patient = step.patientId === null ? undefined : this.records.get(recordKey('patient', step.patientId));
    const record: RecordRow = {
      kind: step.machine,
      id: step.recordId,
      agency_id: step.agencyId ?? patient?.agency_id ?? '',
      partner_id: step.partnerId ?? patient?.partner_id ?? '',
      care_service: step.careServiceId === undefined ? '' : String(step.careServiceId),
      province: patient?.province ?? '',
      city: patient?.city ?? '',
      profession: step.professionId ?? '',
      status: step.status,
      seq: 0,
      entered_at: event.metadata.occurredAt,
      entered_position: event.globalPosition,
      version: event.streamVersion,
    };
    this.put(key, record);
    this.stay(step.machine, record);
  }

  private enter(event: RecordedStatusEvent, step: StatusEntered): void {
    const key = recordKey(step.machine, step.recordId);
    const before = this.records.get(key);
    if (!before || before.status === null || before.entered_at === null) return;
    const ownStream = step.onlyFrom === undefined;
    if (ownStream ? event.streamVersion <= before.version : before.status !== step.onlyFrom) return;
    const version = ownStream ? event.streamVersion : before.version;
    if (before.status === step.status) {
      this.put(key, { ...before, version });
      return;
    }
    const at = event.metadata.occurredAt;
    this.stay(step.machine, before, { left_at: at, next_status: step.status, seconds: secondsBetween(before.entered_at, at), left_position: event.globalPosition });
    const after: RecordRow = { ...before, status: step.status, seq: before.seq + 1, entered_at: at, entered_position: event.globalPosition, version };
    this.put(key, after);
    this.stay(step.machine, after);
  }

  /** The record's current stay, open or, with `end`, closed. */
  private stay(machine: StatusMachine, record: RecordRow, end?: Pick<IntervalRow, 'left_at' | 'next_status' | 'seconds' | 'left_position'>): void {
    const interval: IntervalRow = {
      machine,
      record_id: record.id,
      seq: record.seq,
      status: record.status ?? 0,
      entered_at: record.entered_at ?? '',
      left_at: end?.left_at ?? null,
      next_status: end?.next_status ?? null,
      seconds: end?.seconds ?? null,
      agency_id: record.agency_id,
      partner_id: record.partner_id,
      care_service: record.care_service,
      province: record.province,
      city: record.city,
      profession: record.profession,
      entered_position: record.entered_position ?? 0,
      left_position: end?.left_position ?? null,
    };
    this.intervals.set(intervalKey(interval), interval);
    if (end === undefined) this.flow(interval, interval.entered_at, 'arrivals');
    else this.flow(interval, end.left_at!, 'departures');
  }

  private flow(interval: IntervalRow, at: string, direction: 'arrivals' | 'departures'): void {
    const day = at.slice(0, 10);
    const { machine, status, agency_id, partner_id, care_service, province, city, profession } = interval;
    const key = JSON.stringify([machine, day, status, agency_id, partner_id, care_service, province, city, profession]);
    const row = this.flows.get(key) ?? { machine, day, status, agency_id, partner_id, care_service, province, city, profession, arrivals: 0, departures: 0 };
    row[direction] += 1;
    this.flows.set(key, row);
  }

  private put(key: string, record: RecordRow): void {
    this.records.set(key, record);
    this.changedRecords.add(key);
  }
}
