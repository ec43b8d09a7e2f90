import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  can,
  cardBatchStatusAnswer,
  invalid,
  paymentStates,
  subscriptionStatusAnswer,
  type CardBatchAnswer,
  type CollectionAnswer,
  type FieldError,
  type PatientFacts,
  type PaymentAnswer,
  type ProductAnswer,
  type SubscriptionAnswer,
  type TaxRateAnswer,
} from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { dateParam } from '../http/day-range';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames, withNamesOf } from '../names/display-names';
import { idParam, UUID, uuidParam } from '../user/query-params';
import { billingScope } from './billing-scope';
import {
  CARD_BATCH_COLUMNS,
  PAYMENT_COLUMNS,
  PAYMENT_NAMES,
  PRODUCT_COLUMNS,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_NAMES,
  TAX_RATE_COLUMNS,
  toCardBatchView,
  toPaymentView,
  toProductView,
  toSubscriptionView,
  toTaxRateView,
  type CardBatchRecord,
  type SubscriptionRecord,
  type TaxRateRecord,
} from './billing-views';

const PAYMENT_STATE_IDS = paymentStates.map((state) => state.id);

const oneOf = <Value extends string>(raw: unknown, path: string, allowed: readonly Value[], errors: FieldError[]): Value | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const value = allowed.find((candidate) => candidate === raw);
  if (value === undefined) errors.push({ path, message: `must be one of ${allowed.join(', ')}` });
  return value;
};

interface ListSpec<Sort extends string> {
  table: string;
  columns: string;
  sorts: Record<Sort, string>;
  defaultSort: `${Sort}:${'asc' | 'desc'}`;
}

/** Reads of the billing read model, each filtered by the policy's read rule (403, or only what the actor may see). */
@Injectable()
export class BillingReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async products(query: Record<string, unknown>): Promise<Page<ProductAnswer>> {
    const errors: FieldError[] = [];
    const active = oneOf(query.active, 'active', ['true', 'false'], errors);
    const spec = { table: 'products', columns: PRODUCT_COLUMNS, sorts: { name: 'name', createdAt: 'created_at' }, defaultSort: 'name:asc' } as const;
    return this.page(spec, query, errors, [active === undefined ? null : ['active = $', active === 'true']], [], toProductView);
  }

  /** Every tax rate: the catalog is small and each subscription fixes the rate it was sold at. */
  async taxRates(): Promise<CollectionAnswer<TaxRateAnswer>> {
    const { rows } = await this.infrastructure.db.query<TaxRateRecord>(`SELECT ${TAX_RATE_COLUMNS} FROM tax_rates ORDER BY name, id`);
    return { data: rows.map(toTaxRateView) };
  }

  async subscriptions(actor: Actor, query: Record<string, unknown>): Promise<Page<SubscriptionAnswer>> {
    const errors: FieldError[] = [];
    const filters: ([string, unknown] | null)[] = [
      ['patient_id = $', uuidParam(query.patientId, 'patientId', errors)],
      ['user_id = $', uuidParam(query.userId, 'userId', errors)],
      ['status = $', oneOf(query.status, 'status', subscriptionStatusAnswer.options, errors)],
    ];
    const spec = { table: 'subscriptions', columns: SUBSCRIPTION_COLUMNS, sorts: { createdAt: 'created_at' }, defaultSort: 'createdAt:desc' } as const;
    const page = await this.page(spec, query, errors, filters, [billingScope(actor, 1)], toSubscriptionView);
    return { ...page, data: await withNames(this.infrastructure, page.data, SUBSCRIPTION_NAMES) };
  }

  async payments(actor: Actor, query: Record<string, unknown>): Promise<Page<PaymentAnswer>> {
    const errors: FieldError[] = [];
    // A period overlaps [from, to] when it ends on or after `from` and starts on or before `to`.
    const filters: ([string, unknown] | null)[] = [
      ['subscription_id = $', uuidParam(query.subscriptionId, 'subscriptionId', errors)],
      ['state = $', idParam(query.status, 'status', PAYMENT_STATE_IDS, errors)],
      ['period_end >= $::date', dateParam(query.from, 'from', errors)],
      ['period_start <= $::date', dateParam(query.to, 'to', errors)],
    ];
    const spec = { table: 'payments', columns: PAYMENT_COLUMNS, sorts: { periodStart: 'period_start', createdAt: 'created_at' }, defaultSort: 'periodStart:desc' } as const;
    const page = await this.page(spec, query, errors, filters, [billingScope(actor, 1)], toPaymentView);
    return { ...page, data: await withNames(this.infrastructure, page.data, PAYMENT_NAMES) };
  }

  async cardBatches(actor: Actor, query: Record<string, unknown>): Promise<Page<CardBatchAnswer>> {
    if (!can(actor, 'cardbatch.read')) throw new ForbiddenException({ message: 'Only administrators see card batches.' });
    const errors: FieldError[] = [];
    const status = oneOf(query.status, 'status', cardBatchStatusAnswer.options, errors);
    const spec = { table: 'card_batches', columns: CARD_BATCH_COLUMNS, sorts: { createdAt: 'created_at' }, defaultSort: 'createdAt:desc' } as const;
    return this.page(spec, query, errors, [['status = $', status]], [], toCardBatchView);
  }

  async cardBatch(actor: Actor, id: string): Promise<CardBatchAnswer> {
    if (!can(actor, 'cardbatch.read')) throw new ForbiddenException({ message: 'Only administrators see card batches.' });
    return toCardBatchView(await this.rowById<CardBatchRecord>('card batch', 'card_batches', CARD_BATCH_COLUMNS, id));
  }

  /** One subscription: the policy decides on the patient's facts, so the answer agrees with the commands'. */
  async subscription(actor: Actor, id: string): Promise<SubscriptionAnswer> {
    const record = await this.rowById<SubscriptionRecord>('subscription', 'subscriptions', SUBSCRIPTION_COLUMNS, id);
    const patient = record.patient_id === null ? null : await this.patientFacts(record.patient_id);
    if (!can(actor, 'subscription.read', { patientId: record.patient_id, userId: record.user_id, patient })) {
      throw new ForbiddenException({ message: 'You may not see this subscription.' });
    }
    return withNamesOf(this.infrastructure, toSubscriptionView(record), SUBSCRIPTION_NAMES);
  }

  /** One row by its id: 400 for an id that is not a UUID, 404 when no row has it. */
  private async rowById<Row>(noun: string, table: string, columns: string, id: string): Promise<Row> {
    if (!UUID.test(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], `The ${noun} id is not valid.`);
    const { rows } = await this.infrastructure.db.query<Row>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException({ message: `No ${noun} has the id ${id}.` });
    return row;
  }

  private async patientFacts(patientId: string): Promise<PatientFacts | null> {
    if (!UUID.test(patientId)) return null;
    const { rows } = await this.infrastructure.db.query<{ agency_id: string | null; partner_id: string | null; care_team: string[]; created_by: string }>(
      'SELECT agency_id, partner_id, care_team, created_by FROM patients WHERE id = $1',
      [patientId],
    );
    const row = rows[0];
    return row ? { patientId, agencyId: row.agency_id, partnerId: row.partner_id, careTeam: row.care_team, createdBy: row.created_by } : null;
  }

  /** `filters` are `column = $` templates with their value (skipped when undefined); `scopes` come already numbered from $1. */
  private async page<Sort extends string, Record, View>(
    spec: ListSpec<Sort>,
    query: { [key: string]: unknown },
    errors: FieldError[],
    filters: readonly ([string, unknown] | null)[],
    scopes: readonly { sql: string; params: unknown[] }[],
    toView: (record: Record) => View,
  ): Promise<Page<View>> {
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, Object.keys(spec.sorts) as Sort[], spec.defaultSort, errors);
    throwIfInvalid(errors);
    const params: unknown[] = scopes.flatMap((scope) => scope.params);
    const conditions = ['TRUE', ...scopes.map((scope) => scope.sql)];
    for (const filter of filters) {
      if (filter === null || filter[1] === undefined) continue;
      params.push(filter[1]);
      conditions.push(filter[0].replace('$', `$${params.length}`));
    }
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const order = `${spec.sorts[sortField]} ${direction}, id ${direction}`;
    const [data, count] = await Promise.all([
      readModelRows(this.infrastructure, toView, `SELECT ${spec.columns} FROM ${spec.table} WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, params),
      countMatches(this.infrastructure, spec.table, where, params),
    ]);
    return { data, ...count, page, pageSize };
  }
}
