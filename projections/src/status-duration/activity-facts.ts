import type { ActivityMachine, MeasuredMachine } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import type { CountedUnder, RecordRow } from './status-duration-fold';
import type { ActivityOpened, FactRecorded, FactWithdrawn, RecordedStatusEvent } from './status-events';

/**
 * One thing that happened to a task, note or dose, a bill made, a referral's metric measured or a
 * subscription sold, as the log knew it from
 * `known_position` until `gone_position` (a later correction or void replaced it; null while it stands).
 */
export interface FactRow extends CountedUnder, Record<string, unknown> {
  machine: ActivityMachine | MeasuredMachine | 'payment';
  record_id: string;
  /** The stream version of the event that recorded it: one fact per event of the record and status (a milestone may end one referral metric and start another). */
  seq: number;
  status: number;
  /** When it happened in business time: a dose when it was due, anything else when it was recorded. */
  at: string;
  /** A bill's total or a subscription's unit price in minor units; a referral metric's seconds. */
  amount: number | null;
  payer_id: string;
  /** The role of whoever did it (a note's author role), '' for none. */
  author_role: string;
  known_position: number;
  known_at: string;
  gone_position: number | null;
  gone_at: string | null;
}

/** A stored fact that a later event of the batch replaced. */
export interface FactClosing extends Record<string, unknown> {
  machine: FactRow['machine'];
  record_id: string;
  seq: number;
  status: number;
  gone_position: number;
  gone_at: string;
}

/**
 * A fact `event` makes known from its position on: what it is (`what`), counted under the
 * record's agency, partner and place, by the role of whoever sent it.
 */
export const factOf = (event: RecordedStatusEvent, under: CountedUnder, what: Pick<FactRow, 'machine' | 'record_id' | 'status' | 'at' | 'amount' | 'payer_id'>): FactRow => {
  const { agency_id, partner_id, care_service, province, city, profession } = under;
  return {
    ...what,
    seq: event.streamVersion,
    author_role: String(event.metadata.actorRole),
    agency_id,
    partner_id,
    care_service,
    province,
    city,
    profession,
    known_position: event.globalPosition,
    known_at: event.metadata.occurredAt,
    gone_position: null,
    gone_at: null,
  };
};

/** A fact's key in `activity_facts`, as one string. */
export const factKey = (machine: string, recordId: string, seq: number, status: number): string => `${machine}:${recordId}:${seq}:${status}`;

/**
 * Folds the activity steps of a batch into facts. Records (tasks, notes, doses) keep in
 * `status_duration_records` whom they count under and, for a dose, its current fact: `status` its
 * outcome, `seq` the fact's, `entered_at` its due instant, `entered_position` where it became known.
 */
export class ActivityFactFold {
  readonly facts = new Map<string, FactRow>();
  readonly closings: FactClosing[] = [];

  constructor(
    private readonly records: Map<string, RecordRow>,
    private readonly keyOf: (kind: RecordRow['kind'], id: string) => string,
    private readonly put: (key: string, record: RecordRow) => void,
  ) {}

  open(event: RecordedStatusEvent, step: ActivityOpened): void {
    const key = this.keyOf(step.machine, step.recordId);
    if (this.records.has(key)) return;
    const patient = step.patientId === null ? undefined : this.records.get(this.keyOf('patient', step.patientId));
    this.put(key, {
      kind: step.machine,
      id: step.recordId,
      agency_id: step.agencyId ?? patient?.agency_id ?? '',
      partner_id: step.partnerId ?? patient?.partner_id ?? '',
      care_service: '',
      province: patient?.province ?? '',
      city: patient?.city ?? '',
      profession: '',
      status: null,
      seq: -1,
      entered_at: null,
      entered_position: null,
      version: event.streamVersion,
    });
  }

  record(event: RecordedStatusEvent, step: FactRecorded): void {
    const key = this.keyOf(step.machine, step.recordId);
    const record = this.records.get(key);
    if (record === undefined) return;
    // A replacing fact already folded (a batch read again) changes nothing.
    if (step.replaces && record.seq >= event.streamVersion) return;
    const at = step.at ?? (step.replaces ? record.entered_at : null) ?? event.metadata.occurredAt;
    if (step.replaces && record.status !== null) this.close(step.machine, record.id, record.seq, record.status, event);
    const fact = factOf(event, record, { machine: step.machine, record_id: step.recordId, status: step.status, at, amount: step.amount ?? null, payer_id: step.payerId ?? '' });
    this.add(fact);
    if (step.replaces) this.put(key, { ...record, status: step.status, seq: event.streamVersion, entered_at: at, entered_position: event.globalPosition, version: event.streamVersion });
  }

  withdraw(event: RecordedStatusEvent, step: FactWithdrawn): void {
    const key = this.keyOf(step.machine, step.recordId);
    const record = this.records.get(key);
    if (record === undefined || record.status === null || record.seq >= event.streamVersion) return;
    this.close(step.machine, record.id, record.seq, record.status, event);
    this.put(key, { ...record, status: null, seq: event.streamVersion, version: event.streamVersion });
  }

  add(fact: FactRow): void {
    this.facts.set(factKey(fact.machine, fact.record_id, fact.seq, fact.status), fact);
  }

  /** Ends a fact from `event` on, whether this batch or an earlier one recorded it. */
  close(machine: FactRow['machine'], recordId: string, seq: number, status: number, event: RecordedStatusEvent): void {
    const gone = { gone_position: event.globalPosition, gone_at: event.metadata.occurredAt };
    const folded = this.facts.get(factKey(machine, recordId, seq, status));
    if (folded !== undefined) Object.assign(folded, gone);
    else this.closings.push({ machine, record_id: recordId, seq, status, ...gone });
  }
}

/** Marks the stored facts that the batch replaced as gone from the events that replaced them. */
export const closeFacts = async (tx: SqlExecutor, table: string, closings: readonly FactClosing[]): Promise<void> => {
  if (closings.length === 0) return;
  await tx.query(
    `UPDATE ${table} f SET gone_position = c.gone_position, gone_at = c.gone_at
     FROM jsonb_to_recordset($1::jsonb) AS c(machine text, record_id text, seq integer, status smallint, gone_position bigint, gone_at timestamptz)
     WHERE f.machine = c.machine AND f.record_id = c.record_id AND f.seq = c.seq AND f.status = c.status`,
    [JSON.stringify(closings)],
  );
};
