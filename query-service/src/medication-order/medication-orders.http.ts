import { medicationOrderAnswer, pageAnswer, dosesDueAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { DosesDueAnswer, FieldError, MedicationOrderAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { dateParam } from '../http/day-range';
import { countMatches, parseListQuery, readModelRows, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { MEDICATION_COLUMNS, MEDICATION_NAMES, toMedicationView, type MedicationRecord } from '../medication/medication-view';
import { assertPatientRecordsReadable } from '../medication/patient-read-access';
import { withNames } from '../names/display-names';
import { Conditions, assertUuid, oneOfParam, uuidParam } from '../shared-living/query-params';
import { administrationOf, byTimeThenPatient, dosesOn } from './doses-due';
import { medicationOrderScope } from './medication-order-scope';
import { MEDICATION_ORDER_COLUMNS, MEDICATION_ORDER_NAMES, toMedicationOrderView } from './medication-order-view';
import { timeZoneParam } from '../http/time-zone';

const SORT_COLUMNS = { drug: 'drug', startDate: 'start_date', updatedAt: 'updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUSES = ['active', 'discontinued'] as const;
const DAY_MS = 86_400_000;

@ApiTags('medication')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class MedicationOrdersHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('patients/:id/medication-orders')
  @ApiOperation({ summary: "A patient's medication orders, active ones first, paged, for anyone who may read the patient's medications.", description: 'Each order with drug, dose, route, times of day, start and end; discontinued orders are marked.' })
  @ApiParam({ name: 'id', description: 'the patient id', schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'drug:asc' }, description: 'drug, startDate or updatedAt, then :asc or :desc (within active, then discontinued)' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...STATUSES] } })
  @Answers(pageAnswer(medicationOrderAnswer), { refusals: refusalsOf.record })
  async list(@CurrentActor() actor: Actor, @Param('id') patientId: string, @Query() query: Record<string, unknown>): Promise<Page<MedicationOrderAnswer>> {
    assertUuid(patientId, 'id', 'patient');
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'drug:asc', errors);
    const status = oneOfParam(query.status, 'status', STATUSES, errors);
    throwIfInvalid(errors);
    const id = patientId.toLowerCase();
    await assertPatientRecordsReadable(this.infrastructure.db, actor, id, 'medicationorder.read', 'medication orders');

    const where = new Conditions({ sql: 'patient_id = $1', params: [id] });
    where.add('status = ?', status);
    const direction = sortDirection.toUpperCase();
    const [rows, count] = await Promise.all([
      // 'active' sorts before 'discontinued': the orders running come first.
      readModelRows(this.infrastructure, toMedicationOrderView,
        `SELECT ${MEDICATION_ORDER_COLUMNS} FROM medication_orders WHERE ${where.sql}
          ORDER BY status ASC, ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'medication_orders', where.sql, where.params),
    ]);
    const data = await withNames(this.infrastructure, rows, MEDICATION_ORDER_NAMES);
    return { data, ...count, page, pageSize };
  }

  @Get('medication-doses-due')
  @ApiOperation({
    summary:
      "The doses the active medication orders make due on a day, by time, for the patients the signed-in user may read (a caregiver: the patients whose care team they are on), each with the administration recorded for it or null.",
    description: 'The doses of DESIGN.md section 8’s medication orders: each dose with its order and, once given, the administration recorded for it. Administrators, the patient’s agency staff and care team, and the family and partner with access to the patient.',
  })
  @ApiQuery({ name: 'date', required: true, schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' }, description: "only this patient's doses (403 for a patient the user may not read)" })
  @ApiQuery({ name: 'timeZone', required: false, schema: { type: 'string', default: 'UTC' }, description: "the IANA zone the orders' times of day are read in, like America/Toronto" })
  // A patient named who does not exist is 404; one the user may not read, 403.
  @Answers(dosesDueAnswer, { refusals: [...refusalsOf.list, 403, 404] })
  async dosesDue(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<DosesDueAnswer> {
    const errors: FieldError[] = [];
    const date = dateParam(query.date, 'date', errors);
    if (date === undefined && !errors.some((error) => error.path === 'date')) errors.push({ path: 'date', message: 'is required' });
    const patientId = uuidParam(query.patientId, 'patientId', errors);
    const timeZone = timeZoneParam(query.timeZone, 'timeZone', errors);
    throwIfInvalid(errors);
    const day = date ?? '';
    const { db } = this.infrastructure;
    if (patientId !== undefined) await assertPatientRecordsReadable(db, actor, patientId, 'medicationorder.read', 'medication orders');

    const where = new Conditions(medicationOrderScope(actor, 1));
    where.add(`status = ?`, 'active');
    where.add('start_date <= ?::date', day);
    where.add('(end_date IS NULL OR end_date >= ?::date)', day);
    where.add('patient_id = ?', patientId);
    const orders = await readModelRows(this.infrastructure, toMedicationOrderView, `SELECT ${MEDICATION_ORDER_COLUMNS} FROM medication_orders WHERE ${where.sql} ORDER BY id`, where.params);
    const doses = await withNames(this.infrastructure, dosesOn(orders, day, timeZone), { patientId: 'patient' });
    if (doses.length === 0) return { date: day, timeZone, data: [] };

    // Every zone's day lies within a day and a half either side of the UTC day.
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - 2 * DAY_MS).toISOString();
    const before = new Date(Date.parse(`${day}T00:00:00Z`) + 3 * DAY_MS).toISOString();
    const patients = [...new Set(doses.map((dose) => dose.patientId))];
    const { rows } = await db.query<MedicationRecord>(
      `SELECT ${MEDICATION_COLUMNS} FROM medication_administrations
        WHERE patient_id = ANY($1::text[]) AND NOT voided AND scheduled_at >= $2::timestamptz AND scheduled_at < $3::timestamptz`,
      [patients, from, before],
    );
    const administrations = await withNames(this.infrastructure, rows.map(toMedicationView), MEDICATION_NAMES);
    const data = doses.map((dose) => ({ ...dose, administration: administrationOf(dose, administrations) })).sort(byTimeThenPatient);
    return { date: day, timeZone, data };
  }
}
