import pg from 'pg';
import { unlessConnectionLost } from './database-unavailable';
import type { SqlDatabase, SqlExecutor, SqlResult } from './sql-database';

type Queryable = Pick<pg.PoolClient, 'query'>;

const asExecutor = (target: Queryable): SqlExecutor => ({
  async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = await unlessConnectionLost(() => target.query(text, [...params]));
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  },
  async exec(text: string): Promise<void> {
    await unlessConnectionLost(() => target.query(text));
  },
});

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export interface PostgresSessionSettings {
  /** `idle_in_transaction_session_timeout` of every connection of the pool; the server's by default. */
  idleInTransactionMs?: number;
}

export const openPostgresDatabase = async (connectionString: string, poolSize = 10, settings: PostgresSessionSettings = {}): Promise<SqlDatabase> => {
  const pool = new pg.Pool({ connectionString, max: poolSize, idle_in_transaction_session_timeout: settings.idleInTransactionMs });
  // A connection's error (a server restart or crash) is an 'error' event, and one without a
  // listener ends the process. pg-pool listens only at some moments (idle; once per pool.query,
  // while a dying connection can emit twice), so every connection gets its own listener from
  // birth: the query in flight fails by itself, and the pool drops the broken connection.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('SELECT 1');
  const executor = asExecutor(pool);
  return {
    kind: 'postgres',
    query: executor.query,
    exec: executor.exec,
    async transaction(work) {
      const client = await unlessConnectionLost(() => pool.connect());
      // A checked-out client's connection error (a server restart) is an 'error' event: without
      // a listener it would end the process. The query in flight fails on its own.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        const executor = asExecutor(client);
        await executor.exec('BEGIN');
        const result = await work(executor);
        await executor.exec('COMMIT');
        return result;
      } catch (error) {
        if (!lost) await client.query('ROLLBACK').catch((rollbackError: Error) => (lost = rollbackError));
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed rather than handed to the next transaction.
        client.release(lost);
      }
    },
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString });
      let ending = false;
      const lost = () => {
        if (ending) return;
        ending = true;
        onLost?.();
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        ending = true;
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
};
