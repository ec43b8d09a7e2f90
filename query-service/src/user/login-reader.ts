import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { can, invalid, mayListUsers, roleIds, userStatuses, type FieldError, type RoleId, type LoginAnswer } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { loginScope } from './login-scope';
import { LOGIN_COLUMNS, toLoginView, type LoginRecord } from './login-view';
import { idParam, searchParam, UUID, uuidParam } from './query-params';

// The same expressions as the indexes of `logins`, so they serve the search and the sort.
const NAME = `lower(name) COLLATE "C"`;
const EMAIL = `lower(email) COLLATE "C"`;
const SORT_COLUMNS = { name: NAME, createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS = userStatuses.map((status) => status.id);

/** Accounts the actor may read: a filtered, paged list, or one account (400, 404, 403). */
@Injectable()
export class LoginReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async list(actor: Actor, query: Record<string, unknown>, fixedRoleId?: RoleId): Promise<Page<LoginAnswer>> {
    if (!mayListUsers(actor)) throw new ForbiddenException({ message: 'You may read your own account only (GET /api/users/{id}), not a list of accounts.' });
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'name:asc', errors);
    const words = searchParam(query.search, errors);
    const equal = {
      role_id: fixedRoleId ?? idParam(query.roleId, 'roleId', roleIds, errors),
      status: idParam(query.status, 'status', STATUS_IDS, errors),
      agency_id: uuidParam(query.agencyId, 'agencyId', errors),
      partner_id: uuidParam(query.partnerId, 'partnerId', errors),
    };
    throwIfInvalid(errors);

    const scope = loginScope(actor, 1);
    const params: unknown[] = [...scope.params];
    const conditions = [scope.sql];
    const parameter = (value: unknown): string => `$${params.push(value)}`;
    for (const [column, value] of Object.entries(equal)) if (value !== undefined) conditions.push(`${column} = ${parameter(value)}`);
    for (const word of words) {
      const pattern = parameter(word);
      conditions.push(`(${NAME} LIKE ${pattern} OR ${EMAIL} LIKE ${pattern})`);
    }
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const pageOfRows = `ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
    // A search sorts its matches rather than walk a sort index past most of the table.
    const select =
      words.length > 0
        ? `WITH matched AS MATERIALIZED (SELECT ${LOGIN_COLUMNS} FROM logins WHERE ${where}) SELECT * FROM matched ${pageOfRows}`
        : `SELECT ${LOGIN_COLUMNS} FROM logins WHERE ${where} ${pageOfRows}`;
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toLoginView, select, params),
      countMatches(this.infrastructure, 'logins', where, params),
    ]);
    return { data, ...count, page, pageSize };
  }

  /** The policy itself decides, on the facts the row keeps, so the answer agrees with the commands'. */
  async one(actor: Actor, id: string): Promise<LoginAnswer> {
    if (!UUID.test(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], 'The user id is not valid.');
    const { rows } = await this.infrastructure.db.query<LoginRecord>(`SELECT ${LOGIN_COLUMNS} FROM logins WHERE id = $1`, [id]);
    const record = rows[0];
    if (!record) throw new NotFoundException({ message: `No user has the id ${id}.` });
    const facts = { userId: record.id, roleId: Number(record.role_id) as RoleId, agencyId: record.agency_id, partnerId: record.partner_id };
    if (!can(actor, 'user.read', facts)) throw new ForbiddenException({ message: 'You may not see this user.' });
    return toLoginView(record);
  }
}
