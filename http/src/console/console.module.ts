import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Module, type DynamicModule } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_INDEX, ConsoleFallbackHttp } from './console-fallback.http';

/** The built console (console/dist): its pages from any process that answers them (`npm start`, query-service). */
@Module({})
export class ConsoleModule {
  /** Every console route answers index.html, or 503 while `consoleDir` holds no build. */
  static register(consoleDir: string): DynamicModule {
    const indexPath = join(consoleDir, 'index.html');
    const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    return {
      module: ConsoleModule,
      controllers: [ConsoleFallbackHttp],
      providers: [{ provide: CONSOLE_INDEX, useValue: indexHtml }],
    };
  }

  /** The built assets, each file its own route; call before the app is initialised. */
  static async serveAssets(fastify: FastifyInstance, consoleDir: string): Promise<void> {
    if (existsSync(consoleDir)) await fastify.register(fastifyStatic, { root: consoleDir, wildcard: false, index: false });
  }
}
