import { ApiOperation } from '@nestjs/swagger';
import { Controller, Get, Req, UseGuards, UseFilters } from '@nestjs/common';
import { nameOfRole, type AuthDetailsAnswer, authDetailsAnswer } from '@careledger/domain';
import { ErrorFilter, SessionGuard, type RequestWithActor, Answers, refusalsOf } from '@careledger/http';
import { ReadsNoReadModel } from '../http/min-position.guard';

@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api')
@UseGuards(SessionGuard)
export class AuthDetailsHttp {
  @Get('auth-details')
  @ApiOperation({ summary: 'Who is signed in.', description: 'SPEC.md’s auth-details call: the signed-in user with role, agency or partner and the permissions the console shows its navigation by.' })
  @Answers(authDetailsAnswer, { refusals: refusalsOf.signedIn })
  details(@Req() request: RequestWithActor): AuthDetailsAnswer {
    const account = request.account;
    if (!account) throw new Error('SessionGuard did not run');
    return {
      user: { id: account.id, email: account.email, name: account.name, roleId: account.roleId, agencyId: account.agencyId, partnerId: account.partnerId },
      role: { id: account.roleId, name: nameOfRole(account.roleId) },
      permissions: [],
    };
  }
}
