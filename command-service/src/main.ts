import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { httpSettingsFrom, installHttpConventions } from '@careledger/http';
import { queueRebuildRequests } from '@careledger/jobs';
import { allStorageMigrations, databaseConfigFromEnv, openDatabase, openSessionStore, readAllCheckpoints, runMigrations } from '@careledger/storage';
import { CommandServiceModule } from './command-service.module';
import { commandInfrastructure } from './infrastructure';

/** command-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
const db = await openDatabase(databaseConfigFromEnv(process.env));
await runMigrations(db, allStorageMigrations);
const httpSettings = await httpSettingsFrom(process.env, db);
const adapter = new FastifyAdapter({ trustProxy: httpSettings.trustProxy });
const sessions = await openSessionStore(db);
await installHttpConventions(adapter.getInstance(), httpSettings);
const app = await NestFactory.create<NestFastifyApplication>(
  CommandServiceModule.register(
    await commandInfrastructure(
      db,
      // The projections worker serves this queue; the names it knows are those with a checkpoint.
      process.env.REDIS_URL ? queueRebuildRequests(process.env.REDIS_URL, async () => [...(await readAllCheckpoints(db)).keys()]) : undefined,
      sessions,
    ),
  ),
  adapter,
);
app.enableShutdownHooks();
const port = Number(process.env.PORT ?? 3001);
await app.listen(port, '0.0.0.0');
console.log(`command-service listening on http://127.0.0.1:${port}`);
