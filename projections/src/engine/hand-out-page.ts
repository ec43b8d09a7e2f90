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
  /** Its checkpoint is before the position the page was read after: it reads on its own. */
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
 * Who takes what of a page read after position `after` (the page holds every event between
 * `after` and its last): a taker whose checkpoint is before `after` would miss the events in
 * between, so it falls behind; one at or past the page's end has nothing to take; the others
 * take the events after their checkpoints. Positions are only increasing, not dense: nothing
 * here may count on the event after P being at P + 1.
 */
export const sharesOfPage = <Taker extends Pick<PageTaker, 'position'>>(
  takers: Iterable<Taker>,
  page: readonly RecordedEvent[],
  after: number,
): { behind: Taker[]; shares: { taker: Taker; events: readonly RecordedEvent[] }[] } => {
  const behind: Taker[] = [];
  const shares: { taker: Taker; events: readonly RecordedEvent[] }[] = [];
  for (const taker of takers) {
    const position = taker.position();
    if (position >= lastPosition(page)) continue;
    if (position < after) behind.push(taker);
    else shares.push({ taker, events: position === after ? page : page.filter((event) => event.globalPosition > position) });
  }
  return { behind, shares };
};

/**
 * Gives each taker the part of `page` (read after `after`) that follows its checkpoint: those
 * that handle some of it apply it concurrently, each in its own transaction (one failing stops no
 * other); those that handle none of it move their checkpoints together.
 */
export const handOutPage = async (db: SqlDatabase, takers: Iterable<PageTaker>, page: readonly RecordedEvent[], after: number): Promise<void> => {
  const { behind, shares } = sharesOfPage(takers, page, after);
  for (const taker of behind) taker.fellBehind();
  const handles = ({ taker, events }: Share): boolean => events.some((event) => taker.projector.handles(event.type));
  await Promise.all([advanceIdle(db, shares.filter((share) => !handles(share))), ...shares.filter(handles).map(({ taker, events }) => taker.take(events))]);
};
