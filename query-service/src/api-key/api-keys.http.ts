import { ApiOperation } from '@nestjs/swagger';
import { Controller, ForbiddenException, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { apiKeyListAnswer, apiKeyPrefixOf, apiKeyScopes, apiKeyScopesAnswer, invalidRequest, mayListApiKeys, Role, scopeFitsRole, type ApiKeyListAnswer, type ApiKeyScopesAnswer, type FieldError, type RoleId } from '@careledger/domain';
import { Answers, ApiKeyScope, CurrentActor, ErrorFilter, SessionGuard, refusalsOf, type Actor } from '@careledger/http';
import { createApiKeyStore, type ApiKeyOwner, type ApiKeyRow } from '@careledger/storage';
import { MAX_PAGE_SIZE, wholeNumberParam } from '../http/list-query';
import { ReadsNoReadModel } from '../http/min-position.guard';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames } from '../names/display-names';

const instant = (value: Date | string): string => new Date(value).toISOString();

const ownerOf = (actor: Actor): ApiKeyOwner => {
  if (actor.roleId === Role.ADMIN) return { all: true };
  if (actor.roleId === Role.AGENCY && actor.agencyId) return { agencyId: actor.agencyId };
  if (actor.roleId === Role.PARTNER && actor.partnerId) return { partnerId: actor.partnerId };
  throw new ForbiddenException({ message: 'Only administrators and the owner of an agency or a partner have API keys.' });
};

const viewOf = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: apiKeyPrefixOf(row.id),
  scopes: typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as string[]) : row.scopes,
  roleId: row.role_id as RoleId,
  agencyId: row.agency_id,
  partnerId: row.partner_id,
  status: row.revoked_at === null ? ('active' as const) : ('revoked' as const),
  createdBy: row.created_by,
  createdAt: instant(row.created_at),
  revokedAt: row.revoked_at === null ? null : instant(row.revoked_at),
  lastUsedAt: row.last_used_at === null ? null : instant(row.last_used_at),
  useCount: Number(row.use_count),
});

/**
 * The keys an administrator or an organisation's owner runs: never a secret, which was answered
 * once. A key itself lists no keys. Use is written in batches, so `lastUsedAt` lags by seconds.
 */
@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api')
@UseGuards(SessionGuard)
export class ApiKeysHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('api-keys')
  @ApiKeyScope(false)
  @ApiOperation({ summary: 'The API keys of the caller’s organisation.', description: 'Administrators see every key; the owner of an agency or a partner the keys acting as their organisation; anyone else 403. Secrets are never shown again after creation: each key with its name, scopes, last use and whether it is revoked.' })
  @Answers(apiKeyListAnswer, { description: 'The keys of the caller\'s organisation (every key for administrators), without their secrets.', refusals: refusalsOf.restricted })
  async list(@CurrentActor() actor: Actor, @Query('page') rawPage?: unknown, @Query('pageSize') rawPageSize?: unknown): Promise<ApiKeyListAnswer> {
    if (!mayListApiKeys(actor)) throw new ForbiddenException({ message: 'Only administrators and the owner of an agency or a partner have API keys.' });
    const errors: FieldError[] = [];
    const page = wholeNumberParam(rawPage, 'page', 1, 1_000_000, 1, errors);
    const pageSize = wholeNumberParam(rawPageSize, 'pageSize', 1, MAX_PAGE_SIZE, 25, errors);
    if (errors.length > 0) throw invalidRequest(errors);
    const { rows, total } = await (this.infrastructure.apiKeys ?? createApiKeyStore(this.infrastructure.db)).list(ownerOf(actor), page, pageSize);
    const data = await withNames(this.infrastructure, rows.map(viewOf), { createdBy: 'user' });
    return { data, total, page, pageSize };
  }

  /** The scopes a key made by this actor may hold. */
  @Get('api-keys/scopes')
  @ApiKeyScope(false)
  @ApiOperation({ summary: 'The scopes a new API key may hold.', description: '`read`, and `<kind>.*` or `<kind>.<command>` for the record kinds the caller’s role works with (administrators any). Administrators and the owners of an agency or a partner.' })
  @Answers(apiKeyScopesAnswer, { description: 'The scopes a key made by the caller may hold.', refusals: refusalsOf.restricted })
  scopes(@CurrentActor() actor: Actor): ApiKeyScopesAnswer {
    ownerOf(actor);
    const roleId = actor.roleId;
    return { data: apiKeyScopes().filter((scope) => scopeFitsRole(scope, roleId)) };
  }
}
