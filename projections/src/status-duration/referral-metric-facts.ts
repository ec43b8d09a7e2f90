import { referralMetricIds, referralMetricSpans, type ReferralMetricSpan, type ReferralMilestone } from '@careledger/domain';
import { factOf, type ActivityFactFold } from './activity-facts';
import type { RecordRow } from './status-duration-fold';
import type { MilestoneDated, RecordedStatusEvent } from './status-events';

/**
 * What a referral's record keeps for its metrics: each milestone's date (`opened` the day it was
 * opened) in `entered_at`, and each metric's standing fact (`status` the metric while one stands, `seq` its event).
 */
export type ReferralMetricKind = `milestone:${ReferralMilestone | 'opened'}` | `metric:${number}`;

const midnight = (date: string): string => `${date}T00:00:00.000Z`;

const dayOf = (instant: unknown): string => (instant instanceof Date ? instant : new Date(String(instant))).toISOString().slice(0, 10);

const SECONDS_PER_DAY = 86_400;

/**
 * Folds a referral's milestone dates into one fact per metric once both its ends are known: its
 * seconds in `amount`, `at` the end's date, counted under the referral's agency, partner and place.
 * Dating a milestone again ends the facts of the metrics it bounds and records them anew.
 */
export class ReferralMetricFold {
  constructor(
    private readonly records: Map<string, RecordRow>,
    private readonly keyOf: (kind: RecordRow['kind'], id: string) => string,
    private readonly facts: ActivityFactFold,
    private readonly put: (key: string, record: RecordRow) => void,
  ) {}

  date(event: RecordedStatusEvent, step: MilestoneDated): void {
    const milestoneKey = this.keyOf(`milestone:${step.milestone ?? 'opened'}`, step.referralId);
    const before = this.records.get(milestoneKey);
    if (before !== undefined && event.streamVersion <= before.version) return;
    this.put(milestoneKey, { ...this.blank(`milestone:${step.milestone ?? 'opened'}`, step.referralId, event), entered_at: midnight(step.date) });
    const referral = this.records.get(this.keyOf('referral', step.referralId));
    if (referral === undefined) return;
    for (const [span, [from, to]] of Object.entries(referralMetricSpans) as [ReferralMetricSpan, readonly [ReferralMilestone | null, ReferralMilestone]][]) {
      if (from !== step.milestone && to !== step.milestone) continue;
      this.measure(event, referral, referralMetricIds[span], this.dateOf(step.referralId, from), this.dateOf(step.referralId, to));
    }
  }

  private measure(event: RecordedStatusEvent, referral: RecordRow, metric: number, from: string | null, to: string | null): void {
    const key = this.keyOf(`metric:${metric}`, referral.id);
    const current = this.records.get(key);
    if (current !== undefined && event.streamVersion <= current.version) return;
    const known = from !== null && to !== null;
    // Nothing measured before or now (a referral just opened): no row to keep.
    if (!known && current?.status == null) return;
    if (current?.status != null) this.facts.close('referralMetric', referral.id, current.seq, current.status, event);
    if (known) {
      this.facts.add(
        factOf(event, referral, {
          machine: 'referralMetric',
          record_id: referral.id,
          status: metric,
          at: midnight(to),
          // A milestone dated before the one it follows makes no negative duration: as a stay, it lasted nothing.
          amount: Math.max(0, Math.round((Date.parse(midnight(to)) - Date.parse(midnight(from))) / 1000 / SECONDS_PER_DAY) * SECONDS_PER_DAY),
          payer_id: '',
        }),
      );
    }
    this.put(key, { ...this.blank(`metric:${metric}`, referral.id, event), status: known ? metric : null, seq: event.streamVersion, entered_at: known ? midnight(to) : null });
  }

  private dateOf(referralId: string, milestone: ReferralMilestone | null): string | null {
    const row = this.records.get(this.keyOf(`milestone:${milestone ?? 'opened'}`, referralId));
    return row?.entered_at == null ? null : dayOf(row.entered_at);
  }

  private blank(kind: ReferralMetricKind, id: string, event: RecordedStatusEvent): RecordRow {
    return {
      kind,
      id,
      agency_id: '',
      partner_id: '',
      care_service: '',
      province: '',
      city: '',
      profession: '',
      status: null,
      seq: -1,
      entered_at: null,
      entered_position: event.globalPosition,
      version: event.streamVersion,
    };
  }
}
