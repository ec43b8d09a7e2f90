import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { allStorageMigrations, createSessionStore, openDatabase, openEventStore, runMigrations } from '@careledger/storage';
import { checkpointPosition } from './infrastructure';
import { installHttpConventions } from './http/http-conventions';
import { QueryServiceModule } from './query-service.module';

/** query-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || undefined;
// No default folder: PGlite serves one process, and the all-in-one `npm start` may hold it.
if (!databaseUrl && !dataDir) {
  console.error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (a PGlite folder no other process has open).');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl, dataDir });
await runMigrations(db, allStorageMigrations);
const adapter = new FastifyAdapter();
await installHttpConventions(adapter.getInstance());
const app = await NestFactory.create<NestFastifyApplication>(
  QueryServiceModule.register({
    db,
    eventStore: await openEventStore(db),
    sessions: createSessionStore(db),
    projectedPosition: checkpointPosition(db),
    minPositionWaitMs: 5_000,
  }),
  adapter,
);
app.enableShutdownHooks();
const port = Number(process.env.PORT ?? 3002);
await app.listen(port, '0.0.0.0');
console.log(`query-service listening on http://127.0.0.1:${port}`);
