import {
  Controller,
  ForbiddenException,
  Get,
  Inject,
  Injectable,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
  UseFilters,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, hostLeadStatuses, knownCatalogId, leadLocations, products, type FieldError, type HostLeadAnswer, hostLeadAnswer, pageAnswer } from '@careledger/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, type RequestWithActor, Answers, AnswersThroughReply, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { assertUuid, Conditions, iso, oneOfParam, prefixPattern, textParam } from './query-params';
import type { DriverInstant, HostLeadRow as StoredHostLeadRow } from '@careledger/storage';

export const HOST_LEADS_PATH = '/admin/shared-living/host-leads';

/** DESIGN.md section 5: this path is a console page too; only an AJAX request gets JSON. */
const wantsJson = (request: FastifyRequest): boolean => String(request.headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';

/** The session is checked for the call only: the page itself is public HTML that signs in on its own. */
@Injectable()
export class CallSessionGuard implements CanActivate {
  constructor(@Inject(SessionGuard) private readonly sessions: SessionGuard) {}

  canActivate(context: ExecutionContext): Promise<boolean> | boolean {
    return wantsJson(context.switchToHttp().getRequest<FastifyRequest>()) ? this.sessions.canActivate(context) : true;
  }
}


/** A `host_leads` row as the listing selects it. */
type HostLeadRow = Omit<StoredHostLeadRow<DriverInstant>, 'last_position'>;

const toView = (row: HostLeadRow): HostLeadAnswer => ({
  id: row.id,
  status: knownCatalogId(hostLeadStatuses, row.status),
  leadLocationId: knownCatalogId(leadLocations, row.lead_location_id),
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  productId: knownCatalogId(products, Number(row.product_id)),
  notes: row.notes,
  hubId: row.hub_id,
  rejectReason: row.reject_reason,
  capturedBy: row.captured_by,
  version: Number(row.version),
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
});

const COLUMNS = 'id, status, lead_location_id, contact_name, email, phone, city, product_id, notes, hub_id, reject_reason, captured_by, version, created_at, updated_at';
const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', status: 'status', contactName: 'contact_name' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS = hostLeadStatuses.map((status) => status.id);
const LOCATION_IDS = leadLocations.map((location) => location.id);
const PRODUCT_IDS = products.map((product) => product.id);

const assertMayRead = (actor: Actor | undefined): void => {
  if (!actor || !can(actor, 'hostlead.read')) throw new ForbiddenException({ message: 'Only administrators may see host leads.' });
};

@ApiTags('host leads')
@ApiHeader({ name: 'X-Requested-With', required: true, description: 'XMLHttpRequest for JSON; without it the console page is served.' })
@UseFilters(ErrorFilter)
@Controller()
@UseGuards(CallSessionGuard)
export class HostLeadsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get(HOST_LEADS_PATH)
  @ApiOperation({ summary: 'Host leads, paged, for administrators (with X-Requested-With); the console page otherwise.', description: 'SPEC.md’s host-leads call: the same path answers the console page to a browser’s navigation and JSON to a call with X-Requested-With: XMLHttpRequest.' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'createdAt:desc' }, description: 'createdAt, updatedAt, status or contactName, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: STATUS_IDS } })
  @ApiQuery({ name: 'leadLocationId', required: false, schema: { type: 'string', enum: LOCATION_IDS } })
  @ApiQuery({ name: 'productId', required: false, schema: { type: 'integer', enum: PRODUCT_IDS } })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string' }, description: 'Start of the contact name, any case.' })
  @AnswersThroughReply(pageAnswer(hostLeadAnswer), { description: 'The page of host leads (with X-Requested-With: XMLHttpRequest); the console page (text/html) without it.', refusals: refusalsOf.restricted, orText: 'text/html' })
  async list(@Req() request: RequestWithActor, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>): Promise<void> {
    // One URL, two answers: a cache must key on the header that chooses between them.
    void reply.header('vary', 'X-Requested-With');
    if (!wantsJson(request)) return this.sendConsolePage(request, reply);
    void reply.send(await this.page(request, query));
  }

  private async page(request: RequestWithActor, query: Record<string, unknown>): Promise<Page<HostLeadAnswer>> {
    assertMayRead(request.actor);
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'createdAt:desc', errors);
    const where = new Conditions({ sql: 'TRUE', params: [] });
    where.add('status = ?', oneOfParam(query.status, 'status', STATUS_IDS, errors));
    where.add('lead_location_id = ?', oneOfParam(query.leadLocationId, 'leadLocationId', LOCATION_IDS, errors));
    where.add('product_id = ?', oneOfParam(query.productId, 'productId', PRODUCT_IDS, errors));
    const search = textParam(query.search, 'search', errors);
    where.add(`lower(contact_name) LIKE ? ESCAPE '\\'`, search === undefined ? undefined : prefixPattern(search));
    throwIfInvalid(errors);
    const direction = sortDirection.toUpperCase();
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toView,
        `SELECT ${COLUMNS} FROM host_leads WHERE ${where.sql}
         ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'host_leads', where.sql, where.params),
    ]);
    return { data, ...count, page, pageSize };
  }

  /**
   * The console's own answer for a page path, whatever it is (index.html, or 503 while unbuilt):
   * asked of the console's catch-all route through a path only that route serves.
   */
  private async sendConsolePage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const page = await request.server.inject({ method: 'GET', url: `${HOST_LEADS_PATH}/console-page` });
    for (const header of ['content-type', 'cache-control']) {
      const value = page.headers[header];
      if (value !== undefined) void reply.header(header, value);
    }
    void reply.status(page.statusCode).send(page.payload);
  }
}

/** One host lead, as the drawer shows it: administrators only. */
@ApiTags('host leads')
@UseFilters(ErrorFilter)
@Controller('api/host-leads')
@UseGuards(SessionGuard)
export class HostLeadHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get(':id')
  @ApiOperation({ summary: 'One host lead: administrators only.', description: 'With its lead location, product, status (NEW, QUALIFIED, CONVERTED or REJECTED) and version.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(hostLeadAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<HostLeadAnswer> {
    assertUuid(id, 'id', 'host lead');
    assertMayRead(actor);
    const { rows } = await this.infrastructure.db.query<HostLeadRow>(`SELECT ${COLUMNS} FROM host_leads WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException({ message: `No host lead has the id ${id}.` });
    return toView(row);
  }
}
