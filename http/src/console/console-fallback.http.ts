import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from './asset-headers';
import type { ConsolePage } from './console-pages';

export const CONSOLE_BUILT = Symbol('ConsoleBuilt');
/** `consolePages` of the build: a path's page naming its first screen's chunks, or undefined. */
export const CONSOLE_PAGES = Symbol('ConsolePages');

/** The encoding to send a page in, by the request's Accept-Encoding: brotli where it is accepted at least as much as gzip. */
export const pageEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const weights = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((token) => token.trim());
      const quality = params.find((param) => param.startsWith('q='));
      return [name.toLowerCase(), quality === undefined ? 1 : Number(quality.slice(2)) || 0] as const;
    }),
  );
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
};

/**
 * Every path that is neither a call nor a built asset is a console route (/en-us, /user/...),
 * answered with the console's index.html so the client-side router takes over; for a route whose
 * first screen the build names, the page also preloads that screen's chunks (consolePages). Pages,
 * not calls: left out of the API document.
 */
@ApiExcludeController()
@Controller()
export class ConsoleFallbackHttp {
  constructor(
    @Inject(CONSOLE_BUILT) private readonly built: boolean,
    @Inject(CONSOLE_PAGES) private readonly pages: (pathname: string) => ConsolePage | undefined,
  ) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw new NotFoundException({ message: `No call answers GET ${request.url.split('?')[0]}.` });
    }
    if (!this.built) {
      void reply.status(503).type('text/plain').send('The console is not built yet: run `npm run build:console`.');
      return;
    }
    const page = this.pages(request.url.split(/[?#]/)[0] ?? '');
    if (page === undefined) {
      // Through @fastify/static (ConsoleModule.serveAssets), so the page is compressed like every asset.
      void reply.header('cache-control', REVALIDATE).sendFile('index.html');
      return;
    }
    void reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').header('etag', page.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      void reply.status(304).send();
      return;
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== undefined) void reply.header('content-encoding', encoding);
    void reply.type('text/html; charset=utf-8').send(encoding === undefined ? page.html : page[encoding]);
  }
}
