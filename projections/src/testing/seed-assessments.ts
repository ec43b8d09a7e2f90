import { AssessmentStatus, type AssessmentStatusId, type CancellableAssessmentStatus } from '@careledger/domain';
import type { EventStore } from '@careledger/storage';
import { assessment, type GivenEvent } from './assessment-events';

export interface SeededAssessment {
  id: string;
  events: GivenEvent[];
  finalStatus: AssessmentStatusId;
}

/** mulberry32: the same seed gives the same histories, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const uuidFrom = (next: () => number): string => {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const HOUR = 3_600_000;

/**
 * Assessment histories of every shape the domain allows, with up to 30 reschedules so that
 * `minEvents` needs few streams (and few appends) while batches still mix many streams.
 */
export const assessmentHistories = (minEvents: number, seed = 42): SeededAssessment[] => {
  const next = random(seed);
  const histories: SeededAssessment[] = [];
  let total = 0;
  for (let index = 0; total < minEvents; index += 1) {
    const a = assessment(uuidFrom(next));
    let time = Date.UTC(2026, 0, 1) + index * 60_000;
    const at = (): string => new Date((time += Math.floor(next() * 48 * HOUR) + 1_000)).toISOString();
    const cancels = (): boolean => next() < 0.015;
    const requested = next() < 0.4;
    const agencyId = requested && next() < 0.5 ? null : uuidFrom(next);
    const events = [a.created(at(), { status: requested ? 7 : 1, agencyId, patientId: uuidFrom(next), careServiceId: 1 + Math.floor(next() * 9), summary: `Assessment ${index}` })];
    let status: AssessmentStatusId = requested ? AssessmentStatus.REQUESTED : AssessmentStatus.PENDING;
    const steps: [AssessmentStatusId, () => GivenEvent][] = [];
    if (requested) steps.push([AssessmentStatus.PENDING, () => a.pended(at())]);
    let visitAt = new Date(time + 72 * HOUR).toISOString();
    steps.push([AssessmentStatus.SCHEDULED, () => a.scheduled(at(), visitAt)]);
    for (let r = Math.floor(next() * 31); r > 0; r -= 1) {
      steps.push([
        AssessmentStatus.SCHEDULED,
        () => {
          const previous = visitAt;
          visitAt = new Date(time + 96 * HOUR).toISOString();
          return a.rescheduled(at(), visitAt, previous);
        },
      ]);
    }
    steps.push([AssessmentStatus.APPROVED, () => a.approved(at())], [AssessmentStatus.ACTIVE, () => a.activated(at())], [AssessmentStatus.COMPLETED, () => a.completed(at())]);
    for (const [reached, make] of steps) {
      if (next() < 0.02) break;
      if (cancels()) {
        events.push(a.cancelled(at(), `Reason ${index}`, status as CancellableAssessmentStatus));
        status = AssessmentStatus.CANCELLED;
        break;
      }
      events.push(make());
      status = reached;
    }
    histories.push({ id: a.id, events, finalStatus: status });
    total += events.length;
  }
  return histories;
};

/** Appends every history in two rounds (first halves, then the rest), so streams interleave. */
export const seedAssessments = async (store: EventStore, histories: readonly SeededAssessment[]): Promise<number> => {
  const strip = ({ streamId: _, ...event }: GivenEvent) => event;
  const half = (events: readonly GivenEvent[]) => Math.ceil(events.length / 2);
  for (const { events } of histories) {
    await store.append(events[0]?.streamId ?? '', events.slice(0, half(events)).map(strip), 'no_stream');
  }
  for (const { events } of histories) {
    const rest = events.slice(half(events));
    if (rest.length > 0) await store.append(events[0]?.streamId ?? '', rest.map(strip), half(events) - 1);
  }
  return store.headPosition();
};
