import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { openDatabase, runMigrations, allStorageMigrations } from '@careledger/storage';
import { CommandServiceModule } from './command-service.module';
import { installHttpConventions } from './http/http-conventions';
import { commandInfrastructure } from './infrastructure';

/** command-service on its own, against PostgreSQL (DATABASE_URL) or a PGlite folder (DATA_DIR). */
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data/pglite' });
await runMigrations(db, allStorageMigrations);
const adapter = new FastifyAdapter();
await installHttpConventions(adapter.getInstance());
const app = await NestFactory.create<NestFastifyApplication>(
  CommandServiceModule.register(await commandInfrastructure(db)),
  adapter,
);
app.enableShutdownHooks();
const port = Number(process.env.PORT ?? 3001);
await app.listen(port, '0.0.0.0');
console.log(`command-service listening on http://127.0.0.1:${port}`);
