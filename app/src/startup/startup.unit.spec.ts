import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse } from '@careledger/storage';
import { assertPortFree } from './port-check';
import { startupProblem } from './startup-problem';

const target = { port: 3000, host: '127.0.0.1' };
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('start-up problems', () => {
  let held: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (held ? held.close(() => resolve()) : resolve()));
    held = undefined;
  });

  it('finds a busy port before anything starts, and names it in one line', async () => {
    held = createServer();
    await new Promise<void>((resolve) => held!.listen(0, '127.0.0.1', resolve));
    const port = (held.address() as { port: number }).port;
    const error = await assertPortFree(port, '127.0.0.1').then(() => undefined, (failure: unknown) => failure);
    const line = startupProblem(error, { port, host: '127.0.0.1' });
    expect(line).toBe(`Port ${port} on 127.0.0.1 is already in use. Stop what listens there, or set PORT to another port.`);
    expect(line).not.toMatch(/\n/);
  });

  it('lets a free port go again', async () => {
    await assertPortFree(0, '127.0.0.1');
  });

  it('names a data folder another process holds', () => {
    expect(startupProblem(new DataDirInUse('/data/pglite', 4242), target)).toBe(
      'The PGlite data directory /data/pglite is in use by process 4242. Stop that process, or set DATA_DIR to another folder.',
    );
  });

  it('names an unreachable or refusing database without its password', () => {
    const databaseUrl = 'postgres://careledger:secret@db.example:5432/careledger';
    const refused = startupProblem(withCode('connect ECONNREFUSED 10.0.0.1:5432', 'ECONNREFUSED'), { ...target, databaseUrl });
    expect(refused).toBe('The database at postgres://careledger:***@db.example:5432/careledger cannot be reached (connect ECONNREFUSED 10.0.0.1:5432). Check DATABASE_URL and that PostgreSQL runs.');
    expect(startupProblem(withCode('password authentication failed for user "careledger"', '28P01'), { ...target, databaseUrl })).toMatch(/^The database at .* cannot be reached \(password authentication failed/);
    expect(startupProblem(withCode('database "nope" does not exist', '3D000'), { ...target, databaseUrl })).toMatch(/Check DATABASE_URL/);
  });

  it('names a MongoDB at MONGODB_URL that is standalone or does not answer', async () => {
    const { MongoReplicaSetRequired } = await import('@careledger/storage/mongo');
    expect(startupProblem(new MongoReplicaSetRequired(), target)).toMatch(/^MongoDB read models need a replica set/);
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { name: 'MongoServerSelectionError' });
    expect(startupProblem(unreachable, target)).toBe('The MongoDB server at MONGODB_URL cannot be reached (connect ECONNREFUSED 127.0.0.1:27017). Check MONGODB_URL and that mongod runs.');
  });

  it('leaves anything else to its stack trace: a defect, not a setting', () => {
    expect(startupProblem(new TypeError('undefined is not a function'), target)).toBeUndefined();
    expect(startupProblem(withCode('connect ECONNREFUSED', 'ECONNREFUSED'), target)).toBeUndefined();
  });
});
