import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionContext } from '@nestjs/common';
import { projectionStatusListAnswer, Role } from '@careledger/domain';
import { ReadModelUnavailable } from '@careledger/http';
import { allStorageMigrations, openEventStore, runMigrations, saveCheckpoint, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { MinPositionGuard } from '../../http/min-position.guard';
import { noReadModelCache } from '../../http/read-model-cache';
import { checkpointsBehind, type QueryInfrastructure } from '../../infrastructure';
import { ProjectionStatusHttp } from './projection-status.http';

// The engine's tables as the projections' migration makes them; this package cannot import it.
const ENGINE_TABLES = `
  CREATE TABLE projection_rebuilds (projector text PRIMARY KEY, version integer NOT NULL, status text NOT NULL, position bigint NOT NULL,
    head bigint NOT NULL, started_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, finished_at timestamptz, error text);
  CREATE TABLE projection_failures (projector text PRIMARY KEY, message text NOT NULL, position bigint, event_type text, failed_at timestamptz NOT NULL);`;

const requestWith = (minPosition: number) =>
  ({ getClass: () => Object, switchToHttp: () => ({ getRequest: () => ({ headers: { 'x-min-position': String(minPosition) } }) }) }) as unknown as ExecutionContext;

describe.each(testDatabases())('a failing read model on $name', (testDatabase) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let infrastructure: QueryInfrastructure;

  beforeAll(async () => {
    ({ db, dispose } = await testDatabase.create());
    await runMigrations(db, allStorageMigrations);
    await db.exec(ENGINE_TABLES);
    infrastructure = { db, eventStore: await openEventStore(db), sessions: undefined as never, readModelCache: noReadModelCache, readModelBehind: checkpointsBehind(db), minPositionWaitMs: 2_000 };
    await db.transaction(async (tx) => {
      await saveCheckpoint(tx, 'notes', 50);
      await saveCheckpoint(tx, 'patients', 41);
    });
    await db.query(`INSERT INTO projection_failures VALUES ('patients', 'value out of range for type integer', 42, 'SetPatientDiagnoses', now())`);
  });
  afterAll(() => dispose());

  it('is in the status answer with its error, position and event type', async () => {
    const status = await new ProjectionStatusHttp(infrastructure).list({ id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null });
    expect(projectionStatusListAnswer.parse(status).data).toEqual([
      { name: 'notes', position: 50, lag: 0, lastError: null, failedPosition: null, failedEventType: null, rebuild: null },
      { name: 'patients', position: 41, lag: 0, lastError: 'value out of range for type integer', failedPosition: 42, failedEventType: 'SetPatientDiagnoses', rebuild: null },
    ]);
  });

  it('answers a read that needs it 503 at once, naming it, instead of waiting out the timeout', async () => {
    const started = Date.now();
    const refused = await new MinPositionGuard(infrastructure).canActivate(requestWith(45)).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refused).toBeInstanceOf(ReadModelUnavailable);
    expect((refused as ReadModelUnavailable).getStatus()).toBe(503);
    expect((refused as ReadModelUnavailable).getResponse()).toEqual({
      code: 'read_model_failing',
      readModel: 'patients',
      message: expect.stringMatching(/^The patients read model cannot apply event 42 \(SetPatientDiagnoses\)/),
    });
  });

  it('still answers a read before the failed event, and names a read model that is only behind', async () => {
    expect(await new MinPositionGuard(infrastructure).canActivate(requestWith(41))).toBe(true);
    const short = { ...infrastructure, minPositionWaitMs: 50 };
    await db.query('DELETE FROM projection_failures');
    const behind = await new MinPositionGuard(short).canActivate(requestWith(45)).catch((error: unknown) => error);
    expect((behind as ReadModelUnavailable).getResponse()).toMatchObject({ code: 'read_model_behind', readModel: 'patients' });
  });
});
