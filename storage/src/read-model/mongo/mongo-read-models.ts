import { MongoClient, type ClientSession, type Db } from 'mongodb';
import { replicaSetRequired, withReplicaSetHint } from './replica-set';

/** A write inside one MongoDB transaction: the documents and the checkpoint commit together. */
export interface MongoTransaction {
  readonly db: Db;
  readonly session: ClientSession;
}

/** The read models kept in MongoDB (MONGODB_URL): one database, whose name the URL's path gives. */
export interface MongoReadModels {
  readonly db: Db;
  /** Runs `work` in one transaction, retried by the driver on a transient error (so `work` must be repeatable). */
  transaction<T>(work: (tx: MongoTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface MongoReadModelOptions {
  /** The database when the URL names none; `careledger` by default. */
  dbName?: string;
  /** How long to look for a server before failing; 10 s by default. */
  serverSelectionTimeoutMs?: number;
}

interface HelloAnswer {
  setName?: string;
  msg?: string;
}

/**
 * Connects and checks that the server takes transactions: a replica set member or a mongos. A
 * standalone server is refused here, with how to fix it, rather than at the first batch.
 */
export const openMongoReadModels = async (url: string, options: MongoReadModelOptions = {}): Promise<MongoReadModels> => {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 10_000 });
  try {
    await client.connect();
    const db = client.db(options.dbName);
    const hello = await db.admin().command({ hello: 1 }) as HelloAnswer;
    if (hello.setName === undefined && hello.msg !== 'isdbgrid') throw replicaSetRequired();
    return {
      db,
      transaction: (work) =>
        client
          .withSession((session) =>
            session.withTransaction(() => work({ db, session }), { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } }),
          )
          .catch((error: unknown) => {
            throw withReplicaSetHint(error);
          }),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
};
