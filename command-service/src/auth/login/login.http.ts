import { Body, Controller, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UnauthorizedException, UseFilters } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignInAnswer } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { loginRequest, parseLoginRequest } from './login.request';
import { signIn } from './sign-in';
import { ErrorFilter, handOutSessionCookie } from '@careledger/http';

@UseFilters(ErrorFilter)
@Controller('api')
export class LoginHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post('login')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(loginRequest, { target: 'openapi-3.0', io: 'input' }) as Record<string, unknown> })
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignInAnswer> {
    const outcome = await signIn(this.infrastructure, parseLoginRequest(body), request.ip);
    switch (outcome.kind) {
      case 'throttled':
        void reply.header('Retry-After', String(outcome.retryAfterSeconds));
        throw new HttpException(
          { message: `Too many failed sign-ins. Try again in ${outcome.retryAfterSeconds} seconds.`, retryAfterSeconds: outcome.retryAfterSeconds },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      case 'refused':
        throw new UnauthorizedException({ message: 'The email or password is incorrect.' });
      case 'signed-in': {
        handOutSessionCookie(reply, outcome.sessionToken);
        const { id, email, name, roleId, agencyId } = outcome.account;
        return { user: { id, email, name, roleId, agencyId } };
      }
    }
  }
}
