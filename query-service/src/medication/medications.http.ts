import { Controller, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { medicationAdministrationStates, type FieldError, type MedicationAdministrationAnswer, type MedicationAdministrationDetailAnswer, medicationAdministrationAnswer, medicationAdministrationDetailAnswer, pageAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { Conditions, assertUuid, booleanParam, oneOfParam } from '../shared-living/query-params';
import { dayRangeParams } from '../http/day-range';
import { assertPatientRecordsReadable } from './patient-read-access';
import { withNames, withNamesOf } from '../names/display-names';
import { MEDICATION_COLUMNS, MEDICATION_NAMES, toMedicationView, type MedicationRecord } from './medication-view';

const SORT_COLUMNS = { scheduledAt: 'scheduled_at', medicationName: 'medication_name', updatedAt: 'updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const STATUS_IDS: readonly number[] = medicationAdministrationStates.map((state) => state.id);
/** The doses of one medication shown with a record: the most recent, enough for weeks of a several-times-daily order. */
const SAME_MEDICATION_LIMIT = 100;

@ApiTags('medication')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class MedicationsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('patients/:id/medications')
  @ApiOperation({ summary: "A patient's medication administration records (one per scheduled dose), paged, for anyone who may read the patient.", description: 'Status 1 Administered, 2 Not administered (with reason 1-5), 3 Held, 4 Leave of absence; voided records are marked.' })
  @ApiParam({ name: 'id', description: 'the patient id', schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'scheduledAt:desc' }, description: 'scheduledAt, medicationName or updatedAt, then :asc or :desc' })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: [...STATUS_IDS] }, description: '1 administered, 2 not administered, 3 held, 4 leave of absence' })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' }, description: 'doses due on or after this day (UTC)' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' }, description: 'doses due on or before this day (UTC)' })
  @ApiQuery({ name: 'voided', required: false, schema: { type: 'boolean' }, description: 'only voided records, or only the others; both when absent' })
  @Answers(pageAnswer(medicationAdministrationAnswer), { refusals: refusalsOf.record })
  async list(@CurrentActor() actor: Actor, @Param('id') patientId: string, @Query() query: Record<string, unknown>): Promise<Page<MedicationAdministrationAnswer>> {
    assertUuid(patientId, 'id', 'patient');
    const errors: FieldError[] = [];
    const { page, pageSize, sortField, sortDirection } = parseListQuery(query, SORT_FIELDS, 'scheduledAt:desc', errors);
    const status = oneOfParam(query.status, 'status', STATUS_IDS, errors);
    const range = dayRangeParams(query, errors);
    const voided = booleanParam(query.voided, 'voided', errors);
    throwIfInvalid(errors);
    const { db } = this.infrastructure;
    await assertPatientRecordsReadable(db, actor, patientId.toLowerCase(), 'medication.read', 'medication records');

    const where = new Conditions({ sql: 'patient_id = $1', params: [patientId.toLowerCase()] });
    where.add('status = ?', status);
    where.add('scheduled_at >= ?::timestamptz', range.fromInstant);
    where.add('scheduled_at < ?::timestamptz', range.beforeInstant);
    where.add('voided = ?', voided);
    const direction = sortDirection.toUpperCase();
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, toMedicationView,
        `SELECT ${MEDICATION_COLUMNS} FROM medication_administrations WHERE ${where.sql}
          ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        where.params,
      ),
      countMatches(this.infrastructure, 'medication_administrations', where.sql, where.params),
    ]);
    const data = await withNames(this.infrastructure, rows, MEDICATION_NAMES);
    return { data, ...count, page, pageSize };
  }

  @Get('medications/:id')
  @ApiOperation({ summary: 'One medication administration record, with the administrations of the same medication for the patient.', description: 'Whoever may read the patient’s medications: administrators, the patient’s agency staff, its care team, and the family and partner with access to the patient.' })
  @ApiParam({ name: 'id', description: 'the medication administration record id', schema: { type: 'string', format: 'uuid' } })
  @Answers(medicationAdministrationDetailAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<MedicationAdministrationDetailAnswer> {
    assertUuid(id, 'id', 'medication record');
    const { db } = this.infrastructure;
    const { rows } = await db.query<MedicationRecord & { patient_id: string; medication_name: string; dose: string }>(
      `SELECT ${MEDICATION_COLUMNS}, patient_id, medication_name, dose FROM medication_administrations WHERE id = $1`,
      [id],
    );
    const record = rows[0];
    if (!record) throw new NotFoundException({ message: `No medication record has the id ${id}.` });
    await assertPatientRecordsReadable(db, actor, record.patient_id, 'medication.read', 'medication records');
    const same = await db.query<MedicationRecord>(
      `SELECT ${MEDICATION_COLUMNS} FROM medication_administrations WHERE patient_id = $1 AND medication_name = $2 AND dose = $3
        ORDER BY scheduled_at DESC, id DESC LIMIT ${SAME_MEDICATION_LIMIT}`,
      [record.patient_id, record.medication_name, record.dose],
    );
    const [named, administrations] = await Promise.all([
      withNamesOf(this.infrastructure, toMedicationView(record), MEDICATION_NAMES),
      withNames(this.infrastructure, same.rows.map(toMedicationView), MEDICATION_NAMES),
    ]);
    return { ...named, administrations };
  }
}
