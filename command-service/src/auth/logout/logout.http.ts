import { Controller, HttpCode, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import { SESSION_COOKIE } from '@careledger/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { ErrorFilter } from '@careledger/http';

@UseFilters(ErrorFilter)
@Controller('api')
export class LogoutHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.infrastructure.sessions.close(request.cookies[SESSION_COOKIE]);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
