import { ApiOperation } from '@nestjs/swagger';
import { signInAnswer } from '@careledger/domain';
import { Body, Controller, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UnauthorizedException, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAnswer } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { loginRequest, parseLoginRequest } from './login.request';
import { signIn } from './sign-in';
import { Answers, ErrorFilter, handOutSessionCookie, TakesBody } from '@careledger/http';

@UseFilters(ErrorFilter)
@Controller('api')
export class LoginHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with an email and password.', description: 'Opens a session: the answer sets the session cookie and the XSRF-TOKEN cookie, which a browser echoes in X-XSRF-TOKEN with every command. 401 for a wrong email or password (the two are not told apart), 429 with Retry-After after too many attempts. A machine uses an API key instead and never signs in.' })
  @TakesBody(loginRequest)
  @Answers(signInAnswer, { description: 'Signed in: the session cookie is set.', refusals: [400, 401, 429] })
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
