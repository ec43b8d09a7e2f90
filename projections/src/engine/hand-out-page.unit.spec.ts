import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@careledger/storage';
import { sharesOfPage } from './hand-out-page';

const eventAt = (globalPosition: number): RecordedEvent => ({
  type: 'ThingHappened',
  data: {},
  metadata: { actorId: 'user-1', actorRole: 1, correlationId: 'c', causationId: 'c', occurredAt: '2025-01-15T09:30:00.000Z', schemaVersion: 1 },
  streamId: `thing-${globalPosition}`,
  streamVersion: 0,
  globalPosition,
  recordedAt: new Date('2025-01-15T09:30:00.000Z'),
  hash: 'h',
  previousHash: null,
});

const taker = (name: string, checkpoint: number) => ({ name, position: () => checkpoint });

const outcome = (takers: ReturnType<typeof taker>[], page: RecordedEvent[], after: number) => {
  const { behind, shares } = sharesOfPage(takers, page, after);
  return {
    behind: behind.map((one) => one.name),
    shares: Object.fromEntries(shares.map(({ taker: one, events }) => [one.name, events.map((event) => event.globalPosition)])),
  };
};

describe('sharesOfPage', () => {
  // KurrentDB's positions are byte offsets in its log: a page read after 4_096 may start at 4_391.
  const sparse = [4_391, 4_702, 5_230, 9_001].map(eventAt);

  it('keeps a taker whose checkpoint is the position the page was read after in step, however far the first event lies', () => {
    expect(outcome([taker('in-step', 4_096)], sparse, 4_096)).toEqual({ behind: [], shares: { 'in-step': [4_391, 4_702, 5_230, 9_001] } });
  });

  it('gives a taker that is part-way through the page only the events after its checkpoint', () => {
    expect(outcome([taker('ahead', 4_702), taker('further', 5_230)], sparse, 4_096)).toEqual({
      behind: [],
      shares: { ahead: [5_230, 9_001], further: [9_001] },
    });
  });

  it('sends a taker whose checkpoint is before the read position to read on its own, though its checkpoint + 1 is no event', () => {
    expect(outcome([taker('behind', 4_095), taker('at-zero', 0)], sparse, 4_096)).toEqual({ behind: ['behind', 'at-zero'], shares: {} });
  });

  it('leaves out a taker at or past the page end', () => {
    expect(outcome([taker('done', 9_001), taker('past', 12_000)], sparse, 4_096)).toEqual({ behind: [], shares: {} });
  });

  it('treats dense positions (the SQL stores) exactly as before: behind only when the checkpoint is before first - 1', () => {
    const dense = [11, 12, 13].map(eventAt);
    expect(outcome([taker('in-step', 10), taker('mid', 11), taker('behind', 9)], dense, 10)).toEqual({
      behind: ['behind'],
      shares: { 'in-step': [11, 12, 13], mid: [12, 13] },
    });
  });
});
