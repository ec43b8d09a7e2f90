import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Role, can, webhookAnswer, webhookDeliveryListAnswer, webhookListAnswer, webhookRecord, type FieldError, type WebhookAnswer, type WebhookDeliveryListAnswer, type WebhookListAnswer } from '@careledger/domain';
import { Answers, CurrentActor, ErrorFilter, SessionGuard, refusalsOf, type Actor } from '@careledger/http';
import { createWebhookStore, type WebhookCursor, type WebhookStore } from '@careledger/storage';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { MAX_PAGE_SIZE, throwIfInvalid, wholeNumberParam } from '../http/list-query';
import { subscriptionOf, withState, type WebhookRow } from './webhook-subscriptions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const instant = (value: Date | string): string => new Date(value).toISOString();

const answerOf = (row: WebhookRow, cursor: WebhookCursor | undefined): WebhookAnswer => {
  const { state } = row;
  const suspended = cursor?.suspendedAt != null;
  return {
    id: row.id,
    url: state.url,
    eventTypes: state.eventTypes,
    status: state.status === 'paused' || suspended ? 'paused' : 'active',
    pausedReason: state.status === 'paused' ? 'owner' : suspended ? 'failures' : null,
    agencyId: state.owner.agencyId,
    partnerId: state.owner.partnerId,
    createdBy: state.owner.userId,
    position: cursor?.position ?? 0,
    consecutiveFailures: cursor?.consecutiveFailures ?? 0,
    lastError: cursor?.lastError ?? null,
    lastDeliveredAt: cursor?.lastDeliveredAt ? cursor.lastDeliveredAt.toISOString() : null,
    secretRotatedAt: state.secretRotatedAt,
    version: row.version,
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
};

/** The rows of the subscriptions `actor` may read, by the webhook policy's own tenancy: all for administrators, their organisation's for its owners. */
const scopeOf = (actor: Actor): { where: string; params: unknown[] } => {
  if (actor.roleId === Role.ADMIN) return { where: "status <> 'deleted'", params: [] };
  if ((actor.roleId === Role.AGENCY || actor.roleId === Role.PROVIDER) && actor.agencyId) return { where: "status <> 'deleted' AND agency_id = $1 AND partner_id IS NULL", params: [actor.agencyId] };
  if (actor.roleId === Role.PARTNER && actor.partnerId) return { where: "status <> 'deleted' AND partner_id = $1 AND agency_id IS NULL", params: [actor.partnerId] };
  throw new ForbiddenException({ message: 'Only administrators, agencies, providers and partners have webhooks.' });
};

const pageOf = (query: Record<string, unknown>) => {
  const errors: FieldError[] = [];
  const page = wholeNumberParam(query.page, 'page', 1, 1_000_000, 1, errors);
  const pageSize = wholeNumberParam(query.pageSize, 'pageSize', 1, MAX_PAGE_SIZE, 25, errors);
  throwIfInvalid(errors);
  return { page, pageSize };
};

/** The paging both lists take; declared, because a call takes no query parameter it does not declare (QueryParametersGuard). */
const ApiPaged = () =>
  applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
    ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 } }),
  );

/** An organisation's webhook subscriptions and their delivery logs (the secret is never read back). */
@ApiTags('webhooks')
@UseFilters(ErrorFilter)
@Controller('api/webhooks')
@UseGuards(SessionGuard)
export class WebhooksHttp {
  private readonly store: WebhookStore;

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {
    this.store = createWebhookStore(infrastructure.db);
  }

  @Get()
  @ApiOperation({ summary: "The caller's organisation's webhook subscriptions (every one for administrators), newest first, with their delivery standing.", description: 'Agency, provider and partner owners see their organisation’s; the signing secret is never shown again after it was answered once.' })
  @ApiPaged()
  @Answers(webhookListAnswer, { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<WebhookListAnswer> {
    const { page, pageSize } = pageOf(query);
    const { where, params } = scopeOf(actor);
    const db = this.infrastructure.db;
    const [{ rows }, counted] = await Promise.all([
      db.query<WebhookRow>(
        `SELECT id::text AS id, state, version, created_at, updated_at FROM webhooks WHERE ${where} ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      ),
      db.query<{ total: string }>(`SELECT count(*) AS total FROM webhooks WHERE ${where}`, params),
    ]);
    const cursors = await this.store.cursorsOf(rows.map((row) => row.id));
    const data = rows.map((row) => answerOf(withState(row), cursors.get(row.id)));
    return { data, total: Number(counted.rows[0]?.total ?? 0), page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook subscription and its delivery standing.', description: 'Its URL, event types, status (active or paused, and why) and how its last deliveries went; administrators and its organisation’s owners.' })
  @Answers(webhookAnswer, { refusals: refusalsOf.record })
  async one(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<WebhookAnswer> {
    const row = await this.readable(actor, id);
    return answerOf(row, await this.store.cursorOf(id));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "A subscription's delivery log, newest event first: each event's status, tries, last error and response time.", description: 'POST /api/webhooks/{id}/deliveries/{position}/redeliver sends one of them again; administrators and its organisation’s owners.' })
  @ApiPaged()
  @Answers(webhookDeliveryListAnswer, { refusals: refusalsOf.record })
  async deliveries(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<WebhookDeliveryListAnswer> {
    const { page, pageSize } = pageOf(query);
    await this.readable(actor, id);
    const { rows, total } = await this.store.deliveries(id, { offset: (page - 1) * pageSize, limit: pageSize });
    return {
      data: rows.map((row) => ({
        eventId: row.eventId,
        globalPosition: row.globalPosition,
        streamId: row.streamId,
        type: row.eventType,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        lastStatusCode: row.lastStatusCode,
        responseTimeMs: row.responseTimeMs,
        queuedAt: row.queuedAt.toISOString(),
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
      })),
      total,
      page,
      pageSize,
    };
  }

  /** 404 alike for a subscription that does not exist, is deleted, or is another organisation's. */
  private async readable(actor: Actor, id: string): Promise<WebhookRow> {
    const row = UUID.test(id) ? await subscriptionOf(this.infrastructure.db, id) : undefined;
    if (!row || row.state.status === 'deleted' || !can(actor, 'webhook.read', webhookRecord.factsOf(row.state))) throw new NotFoundException({ message: `There is no webhook ${id}.` });
    return row;
  }
}
