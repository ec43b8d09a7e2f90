import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Module, type DynamicModule } from '@nestjs/common';
import { CONSOLE_INDEX, ConsoleFallbackHttp } from './console-fallback.http';

@Module({})
export class ConsoleModule {
  static register(consoleDir: string): DynamicModule {
    const indexPath = join(consoleDir, 'index.html');
    const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    return {
      module: ConsoleModule,
      controllers: [ConsoleFallbackHttp],
      providers: [{ provide: CONSOLE_INDEX, useValue: indexHtml }],
    };
  }
}
