import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { allStorageMigrations, openDatabase, queueRebuildRequests, readAllCheckpoints, runMigrations } from '@careledger/storage';
import { CommandServiceModule } from './command-service.module';
import { installHttpConventions } from './http/http-conventions';
import { commandInfrastructure } from './infrastructure';

/** command-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
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
  CommandServiceModule.register(
    await commandInfrastructure(
      db,
      // The projections worker serves this queue; the names it knows are those with a checkpoint.
      process.env.REDIS_URL ? queueRebuildRequests(process.env.REDIS_URL, async () => [...(await readAllCheckpoints(db)).keys()]) : undefined,
    ),
  ),
  adapter,
);
app.enableShutdownHooks();
const port = Number(process.env.PORT ?? 3001);
await app.listen(port, '0.0.0.0');
console.log(`command-service listening on http://127.0.0.1:${port}`);
