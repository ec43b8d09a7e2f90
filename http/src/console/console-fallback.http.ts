import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from './asset-headers';

export const CONSOLE_BUILT = Symbol('ConsoleBuilt');

/**
 * Every path that is neither a call nor a built asset is a console route (/en-us, /user/...),
 * answered with the console's index.html so the client-side router takes over. Pages, not calls:
 * left out of the API document.
 */
@ApiExcludeController()
@Controller()
export class ConsoleFallbackHttp {
  constructor(@Inject(CONSOLE_BUILT) private readonly built: boolean) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw new NotFoundException({ message: `No call answers GET ${request.url.split('?')[0]}.` });
    }
    if (!this.built) {
      void reply.status(503).type('text/plain').send('The console is not built yet: run `npm run build:console`.');
      return;
    }
    // Through @fastify/static (ConsoleModule.serveAssets), so the page is compressed like every asset.
    void reply.header('cache-control', REVALIDATE).sendFile('index.html');
  }
}
