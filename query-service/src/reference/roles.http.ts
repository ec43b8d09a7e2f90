import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { invalid, type FieldError, roleEntryAnswer, pageAnswer, collectionAnswer } from '@careledger/domain';
import { ErrorFilter, SessionGuard, Answers, refusalsOf } from '@careledger/http';
import { parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { ApiPagedList, Conditions, pageOf, parseSearch, selectRows } from './reference-query';

interface RoleView { id: number; key: string; slug: string; label: string; translationKey: string }

const ROLE_COLUMNS = 'r.id, r.key, r.slug, r.label, r.translation_key AS "translationKey"';
const SORT_COLUMNS = { id: 'r.id', label: 'r.label' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

/** User roles (SPEC.md ids) and which of them each user type hands out; signed-in users. */
@ApiTags('reference data')
@UseFilters(ErrorFilter)
@UseGuards(SessionGuard)
@Controller('api')
export class RolesHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('roles')
  @ApiOperation({ summary: 'User roles, paged, searchable by label or key.', description: 'SPEC.md’s roles call; role ids as in SPEC.md (ADMIN 1 … CAREGIVER 9).' })
  @ApiPagedList('id')
  @Answers(pageAnswer(roleEntryAnswer), { refusals: refusalsOf.list })
  async roles(@Query() query: Record<string, unknown>): Promise<Page<RoleView>> {
    const errors: FieldError[] = [];
    const listQuery = parseListQuery(query, SORT_FIELDS, 'id:asc', errors);
    const search = parseSearch(query.search, errors);
    throwIfInvalid(errors);
    const conditions = new Conditions().add((value) => `(r.label ILIKE ${value} OR r.key ILIKE ${value})`, search);
    const order = `${SORT_COLUMNS[listQuery.sortField]} ${listQuery.sortDirection.toUpperCase()}`;
    return pageOf<RoleView>(this.infrastructure, { columns: ROLE_COLUMNS, source: 'ref_roles r', conditions, order }, listQuery);
  }

  @Get('roles-by-user-type/:userType')
  @ApiOperation({ summary: 'The roles a user of this type may give the logins it manages (admin: all; agency: agency agent, caregiver; partner: partner agent; others: none).', description: 'SPEC.md’s roles-by-user-type call, for the account forms; 404 for an unknown user type.' })
  @ApiParam({ name: 'userType', description: 'A role id (1-9) or its slug, e.g. 3 or agency' })
  @Answers(collectionAnswer(roleEntryAnswer), { refusals: [400, 404, ...refusalsOf.signedIn] })
  async rolesByUserType(@Param('userType') userType: string): Promise<{ data: RoleView[] }> {
    const { db } = this.infrastructure;
    const known = await selectRows<{ id: number; slug: string }>(db, 'SELECT id, slug FROM ref_roles ORDER BY id');
    const userTypeRole = known.find((role) => String(role.id) === userType || role.slug === userType);
    if (!userTypeRole) {
      const choices = known.map((role) => `${role.id} ${role.slug}`).join(', ');
      throw invalid([{ path: 'user_type', message: `must be a role id or slug: ${choices}` }], 'The user type is not a role.');
    }
    const data = await selectRows<RoleView>(
      db,
      `SELECT ${ROLE_COLUMNS} FROM ref_role_grants g JOIN ref_roles r ON r.id = g.role_id WHERE g.user_type_id = $1 ORDER BY r.id`,
      [userTypeRole.id],
    );
    return { data };
  }
}
