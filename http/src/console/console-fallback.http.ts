import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_INDEX = Symbol('ConsoleIndexHtml');

/**
 * Every path that is neither a call nor a built asset is a console route (/en-us, /user/...),
 * answered with the console's index.html so the client-side router takes over.
 */
@Controller()
export class ConsoleFallbackHttp {
  constructor(@Inject(CONSOLE_INDEX) private readonly indexHtml: string | undefined) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw new NotFoundException({ message: `No call answers GET ${request.url.split('?')[0]}.` });
    }
    if (!this.indexHtml) {
      void reply.status(503).type('text/plain').send('The console is not built yet: run `npm run build:console`.');
      return;
    }
    void reply.type('text/html').header('cache-control', 'no-cache').send(this.indexHtml);
  }
}
