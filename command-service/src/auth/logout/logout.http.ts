import { ApiOperation } from '@nestjs/swagger';
import { Controller, HttpCode, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { ErrorFilter, clearSessionCookie, sessionTokenOf, AnswersNothing } from '@careledger/http';

@UseFilters(ErrorFilter)
@Controller('api')
export class LogoutHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out.', description: 'Ends the caller’s session and clears its cookie; the session cannot be used again.' })
  @AnswersNothing({ description: 'Signed out: the session has ended and its cookie is cleared.' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.infrastructure.sessions.close(sessionTokenOf(request));
    clearSessionCookie(reply);
  }
}
