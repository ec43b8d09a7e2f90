import pg from 'pg';
import type { SqlDatabase, SqlExecutor, SqlResult } from './sql-database';

type Queryable = Pick<pg.PoolClient, 'query'>;

const asExecutor = (target: Queryable): SqlExecutor => ({
  async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = await target.query(text, [...params]);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  },
  async exec(text: string): Promise<void> {
    await target.query(text);
  },
});

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export const openPostgresDatabase = async (connectionString: string, poolSize = 10): Promise<SqlDatabase> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A pool error (server restart) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const executor = asExecutor(pool);
  return {
    kind: 'postgres',
    query: executor.query,
    exec: executor.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asExecutor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
};
