import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { invalid, roleIds, userStatuses, type LoginAnswer, loginAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { LoginReader } from './login-reader';
import { MAX_SEARCH } from './query-params';

const pageQueries = [
  ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
  ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } }),
  ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'name:asc' }, description: 'name, createdAt or updatedAt, then :asc or :desc' }),
  ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: MAX_SEARCH }, description: 'each word starts the name or the email (case-insensitive)' }),
  ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: userStatuses.map((status) => status.id) } }),
  ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' } }),
  ApiQuery({ name: 'partnerId', required: false, schema: { type: 'string', format: 'uuid' } }),
];
const withPageQueries: MethodDecorator = (target, key, descriptor) => {
  for (const decorate of pageQueries) decorate(target, key, descriptor);
};

@ApiTags('users')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class LoginHttp {
  constructor(@Inject(LoginReader) private readonly reader: LoginReader) {}

  @Get('logins')
  @ApiOperation({ summary: 'The accounts the signed-in user may read, paged on the server.', description: 'SPEC.md’s logins call: administrators every account, agencies and partners their own staff’s; anyone else reads only their own account and is refused the list (403).' })
  @withPageQueries
  @ApiQuery({ name: 'roleId', required: false, schema: { type: 'integer', enum: [...roleIds] } })
  @Answers(pageAnswer(loginAnswer), { refusals: refusalsOf.restricted })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<LoginAnswer>> {
    return this.reader.list(actor, query);
  }

  @Get('logins-by-user-type/:userType')
  @ApiOperation({ summary: 'The accounts of one role the signed-in user may read, paged on the server.', description: 'SPEC.md’s logins-by-user-type call, held to the same rule as the logins list: administrators every account, agencies and partners their own staff’s.' })
  @ApiParam({ name: 'userType', description: 'a role id', schema: { type: 'integer', enum: [...roleIds] } })
  @withPageQueries
  @Answers(pageAnswer(loginAnswer), { refusals: refusalsOf.restricted })
  async byUserType(@CurrentActor() actor: Actor, @Param('userType') userType: string, @Query() query: Record<string, unknown>): Promise<Page<LoginAnswer>> {
    const roleId = roleIds.find((id) => String(id) === userType);
    if (roleId === undefined) throw invalid([{ path: 'userType', message: `must be one of ${roleIds.join(', ')}` }], 'The user type is not valid.');
    return this.reader.list(actor, query, roleId);
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'One account: name, email, role, tenancy and status.', description: 'Status 1 ACTIVE or 3 DISABLE, never a password. Administrators, the agency or partner whose staff it is, and the account’s own user.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(loginAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<LoginAnswer> {
    return this.reader.one(actor, id);
  }
}
