import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Module, type DynamicModule } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { setAssetHeaders } from './asset-headers';
import { CONSOLE_BUILT, CONSOLE_PAGES, ConsoleFallbackHttp } from './console-fallback.http';
import { consolePages } from './console-pages';

/** The built console (console/dist): its pages from any process that answers them (`npm start`, query-service). */
@Module({})
export class ConsoleModule {
  /**
   * Every console route answers index.html, or 503 while `consoleDir` holds no build; a route whose
   * first screen the build names answers it with that screen's chunks preloaded, made here, once.
   */
  static register(consoleDir: string): DynamicModule {
    return {
      module: ConsoleModule,
      controllers: [ConsoleFallbackHttp],
      providers: [
        { provide: CONSOLE_BUILT, useValue: existsSync(join(consoleDir, 'index.html')) },
        { provide: CONSOLE_PAGES, useValue: consolePages(consoleDir) },
      ],
    };
  }

  /**
   * The built assets, each file its own route; call before the app is initialised. A request that
   * accepts brotli or gzip gets the build's precompressed twin of the file.
   */
  static async serveAssets(fastify: FastifyInstance, consoleDir: string): Promise<void> {
    if (!existsSync(consoleDir)) return;
    await fastify.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The twins are sent in place of their originals, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (response, path) => setAssetHeaders(response, relative(consoleDir, path)),
    });
  }
}
