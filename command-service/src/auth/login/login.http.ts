import { Body, Controller, HttpCode, Inject, Post, Res, UnauthorizedException, UseFilters } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import type { FastifyReply } from 'fastify';
import type { SignInAnswer } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { parseLoginRequest } from './login.request';
import { ErrorFilter, handOutSessionCookie } from '@careledger/http';

// Compared against when the email is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = '$2b$10$Q3LT57nQA/qrPg83PCgejOXLIRZBMwx4SbEkqkugIDxersX3mU0w6';

@UseFilters(ErrorFilter)
@Controller('api')
export class LoginHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignInAnswer> {
    const { email, password } = parseLoginRequest(body);
    const found = await this.infrastructure.users.findByEmail(email);
    const matches = await bcrypt.compare(password, found?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!found || !matches || found.account.status !== 1) {
      throw new UnauthorizedException({ message: 'The email or password is incorrect.' });
    }
    const token = await this.infrastructure.sessions.open(found.account.id, this.infrastructure.now());
    handOutSessionCookie(reply, token);
    const { id, name, roleId, agencyId } = found.account;
    return { user: { id, email: found.account.email, name, roleId, agencyId } };
  }
}
