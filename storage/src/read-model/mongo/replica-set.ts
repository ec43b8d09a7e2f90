/**
 * MongoDB read models write documents and checkpoint in one transaction, which only a replica set
 * (or mongos) gives. A RangeError, as every setting a person got wrong: a process refuses to start
 * with its one line and exit code 2.
 */
export class MongoReplicaSetRequired extends RangeError {
  constructor(detail?: string) {
    super(
      'MongoDB read models need a replica set: the documents and the checkpoint are written in one transaction, ' +
        'and the server at MONGODB_URL is a standalone one. Start mongod with --replSet (one member is enough) and run rs.initiate() once' +
        (detail ? ` (${detail}).` : '.'),
    );
    this.name = 'MongoReplicaSetRequired';
  }
}

export const replicaSetRequired = (detail?: string): MongoReplicaSetRequired => new MongoReplicaSetRequired(detail);

const STANDALONE = /Transaction numbers are only allowed on a replica set member or mongos/i;

/** The server's refusal of a transaction on a standalone, as the error that says what to do; any other error as it is. */
export const withReplicaSetHint = (error: unknown): unknown =>
  error instanceof Error && STANDALONE.test(error.message) ? replicaSetRequired(error.message) : error;
