import type { SqlDatabase, SqlExecutor } from '../sql/sql-database';
import { headsInOrder, type StreamHead } from './anchor-digest';

const ROWS_PER_STATEMENT = 5_000;

/**
 * The heads an anchor was taken over, kept under its digest: when a span no longer matches its
 * anchor, they name the streams that changed. Only trusted when they give the anchor's digest
 * again, so rows edited with the events cannot clear them.
 */
export const keepAnchorHeads = async (db: SqlDatabase, digest: string, heads: readonly StreamHead[]): Promise<void> => {
  await db.transaction(async (tx) => {
    for (let start = 0; start < heads.length; start += ROWS_PER_STATEMENT) {
      const chunk = heads.slice(start, start + ROWS_PER_STATEMENT);
      await tx.query(
        `INSERT INTO anchor_heads (digest, stream_id, stream_version, hash)
         SELECT $1, * FROM unnest($2::text[], $3::integer[], $4::text[])
         ON CONFLICT DO NOTHING`,
        [digest, chunk.map((head) => head.streamId), chunk.map((head) => head.version), chunk.map((head) => head.hash)],
      );
    }
  });
};

/** Forgets the heads of an anchor that was not recorded after all. */
export const dropAnchorHeads = async (db: SqlExecutor, digest: string): Promise<void> => {
  await db.query('DELETE FROM anchor_heads WHERE digest = $1', [digest]);
};

/** The heads kept for the anchor with this digest, in digest order; undefined when none are. */
export const readAnchorHeads = async (db: SqlExecutor, digest: string): Promise<StreamHead[] | undefined> => {
  const { rows } = await db.query<{ stream_id: string; stream_version: number; hash: string }>(
    'SELECT stream_id, stream_version, hash FROM anchor_heads WHERE digest = $1',
    [digest],
  );
  return rows.length === 0 ? undefined : headsInOrder(rows.map((row) => ({ streamId: row.stream_id, version: Number(row.stream_version), hash: row.hash })));
};
