import { advanceIdleCheckpoints, type LeaseFence, type RecordedEvent, type SqlDatabase } from '@careledger/storage';
import type { Projector } from './projector';

/** A projector in step with the shared reader, as a page is handed out. */
export interface PageTaker {
  readonly projector: Projector;
  /** The lease under which it writes, when its worker leads it by lease. */
  readonly lease?: LeaseFence;
  /** Its checkpoint. */
  position(): number;
  /** Applies events that follow its checkpoint in a transaction of its own; never throws. */
  take(events: readonly RecordedEvent[]): Promise<void>;
  /** Its checkpoint was moved to `position` with others', as none of the events concerned it; never throws. */
  moved(position: number): Promise<void>;
  /** Its checkpoint is before the page: it reads on its own. */
  fellBehind(): void;
}

interface Share {
  taker: PageTaker;
  events: readonly RecordedEvent[];
}

const lastPosition = (events: readonly RecordedEvent[]): number => events.at(-1)?.globalPosition ?? 0;

/** Moves the checkpoints of the projectors that handle nothing of a page in one transaction, announced to no one: no read model changed. */
const advanceIdle = async (db: SqlDatabase, idle: readonly Share[]): Promise<void> => {
  if (idle.length === 0) return;
  const moves = idle.map(({ taker, events }) => ({ projector: taker.projector.name, from: taker.position(), to: lastPosition(events), lease: taker.lease }));
  const advanced = await advanceIdleCheckpoints(db, moves).catch(() => new Set<string>());
  // One not advanced (its checkpoint moved, its lease was lost, or it has no row yet) goes the single way, which says why.
  await Promise.all(idle.map(({ taker, events }) => (advanced.has(taker.projector.name) ? taker.moved(lastPosition(events)) : taker.take(events))));
};

/**
 * Gives each taker the part of `page` after its checkpoint: those that handle some of it apply it
 * concurrently, each in its own transaction (one failing stops no other); those that handle none
 * of it move their checkpoints together.
 */
export const handOutPage = async (db: SqlDatabase, takers: Iterable<PageTaker>, page: readonly RecordedEvent[]): Promise<void> => {
  const first = page[0]?.globalPosition ?? 0;
  const shares: Share[] = [];
  for (const taker of takers) {
    const position = taker.position();
    if (position >= lastPosition(page)) continue;
    if (position < first - 1) taker.fellBehind();
    else shares.push({ taker, events: position < first ? page : page.filter((event) => event.globalPosition > position) });
  }
  const handles = ({ taker, events }: Share): boolean => events.some((event) => taker.projector.handles(event.type));
  await Promise.all([advanceIdle(db, shares.filter((share) => !handles(share))), ...shares.filter(handles).map(({ taker, events }) => taker.take(events))]);
};
