import { AnswersText } from '@careledger/http';
import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './public-pages';
import { PublicPagesReader } from './public-pages-reader';

// The listings change through the day, not by the second.
const AN_HOUR = 'public, max-age=3600';

/** Where this answer was asked for (`X-Forwarded-*` when TRUST_PROXY is set): sitemaps name their pages in full. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** For search engines: which pages to crawl, and the public pages to find. */
@ApiExcludeController()
@Controller()
export class SiteMapHttp {
  constructor(@Inject(PublicPagesReader) private readonly pages: PublicPagesReader) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', AN_HOUR)
  @AnswersText('text/plain')
  robots(@Req() request: FastifyRequest): string {
    return robotsTxt(originOf(request));
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', AN_HOUR)
  @AnswersText('application/xml')
  async sitemap(@Req() request: FastifyRequest): Promise<string> {
    return sitemapXml(originOf(request), await this.pages.read());
  }
}
