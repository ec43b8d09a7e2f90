import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../sql/sql-database';
import { eventHash } from '../event-hash';
import { allPositions, newEvent, newEvents, newStreamId, type CurrentFixture } from './contract-fixtures';

type Row = Record<string, unknown>;

/** Why these tests need the SQL stores: other stores keep their own tamper tests (kurrent/ writes forged streams). */
const EDITS_SQL_ROWS = 'edits rows of the SQL events table behind the store';

/**
 * Runs `work` (which edits rows behind the store's back), then puts the streams back exactly as
 * they were, so the rest of the suite verifies a clean store again.
 */
const tamperingWith = async (db: SqlDatabase, streamIds: string[], work: () => Promise<void>): Promise<void> => {
  const { rows } = await db.query<Row>(
    `SELECT global_position, stream_id, stream_version, type, data::text AS data, metadata::text AS metadata,
            recorded_at::text AS recorded_at, hash, previous_hash
     FROM events WHERE stream_id = ANY($1::text[])`,
    [streamIds],
  );
  try {
    await work();
  } finally {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM events WHERE stream_id = ANY($1::text[])', [streamIds]);
      for (const row of rows) {
        await tx.query(
          `INSERT INTO events (global_position, stream_id, stream_version, type, data, metadata, recorded_at, hash, previous_hash)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::timestamptz, $8, $9)`,
          [row.global_position, row.stream_id, row.stream_version, row.type, row.data, row.metadata, row.recorded_at, row.hash, row.previous_hash],
        );
      }
    });
  }
};

const appendThree = async (current: CurrentFixture, category = 'tamper') => {
  const { store } = current();
  const stream = newStreamId(category);
  await store.append(
    stream,
    [newEvent('PaymentRecorded', { z: 1, amount: 120.5, lines: [{ b: 2, a: 1 }] }), ...newEvents(2)],
    'no_stream',
  );
  const events = await store.readStream(stream);
  return { stream, events };
};

export const tamperContract = (current: CurrentFixture) =>
  describe('tamper evidence', () => {
    it('verifies every chain of an untouched store, whatever order its database gave the keys', async () => {
      const { store } = current();
      await appendThree(current);
      expect(await store.verify()).toEqual({ ok: true, eventsChecked: (await allPositions(store)).length });
    });

    it('names the event whose data was edited in place', async ({ skip }) => {
      const { store, db } = current();
      if (!db) return skip(EDITS_SQL_ROWS);
      const { stream, events } = await appendThree(current);
      await tamperingWith(db, [stream], async () => {
        await db.query(`UPDATE events SET data = jsonb_set(data, '{index}', '99') WHERE stream_id = $1 AND stream_version = 1`, [stream]);
        const result = await store.verify();
        expect(result).toMatchObject({
          ok: false,
          firstBrokenLink: { streamId: stream, streamVersion: 1, globalPosition: events[1]?.globalPosition, reason: 'hash_mismatch' },
        });
      });
      expect((await store.verify()).ok).toBe(true);
    });

    it('names the next event when an edit also rewrote the hash', async ({ skip }) => {
      const { store, db } = current();
      if (!db) return skip(EDITS_SQL_ROWS);
      const { stream, events } = await appendThree(current);
      const [, second, third] = events;
      if (!second || !third) throw new Error('Expected three events.');
      const forged = { ...second, data: { index: 42 } };
      await tamperingWith(db, [stream], async () => {
        await db.query('UPDATE events SET data = $1::jsonb, hash = $2 WHERE global_position = $3', [
          JSON.stringify(forged.data),
          eventHash(forged),
          second.globalPosition,
        ]);
        expect(await store.verify()).toMatchObject({
          ok: false,
          firstBrokenLink: { streamId: stream, streamVersion: 2, globalPosition: third.globalPosition, reason: 'previous_hash_mismatch' },
        });
      });
    });

    it('reports a deleted event as a version gap at the event after it', async ({ skip }) => {
      const { store, db } = current();
      if (!db) return skip(EDITS_SQL_ROWS);
      const { stream, events } = await appendThree(current);
      await tamperingWith(db, [stream], async () => {
        await db.query('DELETE FROM events WHERE stream_id = $1 AND stream_version = 1', [stream]);
        expect(await store.verify()).toMatchObject({
          ok: false,
          firstBrokenLink: { streamId: stream, streamVersion: 2, globalPosition: events[2]?.globalPosition, reason: 'version_gap' },
        });
      });
      await tamperingWith(db, [stream], async () => {
        await db.query('DELETE FROM events WHERE stream_id = $1 AND stream_version = 0', [stream]);
        expect(await store.verify()).toMatchObject({ ok: false, firstBrokenLink: { streamVersion: 1, reason: 'version_gap' } });
      });
      expect((await store.verify()).ok).toBe(true);
    });

    it('names the lowest global position when several streams are broken', async ({ skip }) => {
      const { store, db } = current();
      if (!db) return skip(EDITS_SQL_ROWS);
      // Walked stream by stream, 'aaa' comes first, but its broken event was stored later.
      const earlier = await appendThree(current, 'zzz');
      const later = await appendThree(current, 'aaa');
      const edit = 'UPDATE events SET data = $1::jsonb WHERE stream_id = $2 AND stream_version = $3';
      await tamperingWith(db, [earlier.stream, later.stream], async () => {
        await db.query(edit, ['{"index": -1}', later.stream, 1]);
        await db.query(edit, ['{"index": -1}', earlier.stream, 2]);
        expect(await store.verify()).toMatchObject({
          ok: false,
          firstBrokenLink: { streamId: earlier.stream, streamVersion: 2, globalPosition: earlier.events[2]?.globalPosition, reason: 'hash_mismatch' },
        });
      });
    });
  });
