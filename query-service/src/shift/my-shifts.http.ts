import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PostingStatus, type CaregiverShiftAnswer, type CaregiverShiftsAnswer, type FieldError, caregiverShiftsAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { dateParam } from '../http/day-range';
import { timeZoneParam } from '../http/time-zone';
import { readModelRows, throwIfInvalid } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames, type Unnamed } from '../names/display-names';
import { iso } from '../shared-living/query-params';

const SHIFT_NAMES = { patientId: 'patient', agencyId: 'agency' } as const;

type UnnamedShift = Unnamed<CaregiverShiftAnswer, typeof SHIFT_NAMES>;

interface ShiftRow {
  source: CaregiverShiftAnswer['source'];
  record_id: string;
  shift_id: string | null;
  patient_id: string;
  agency_id: string | null;
  care_service_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
}

const toShift = (row: ShiftRow): UnnamedShift => ({
  source: row.source,
  recordId: row.record_id,
  shiftId: row.shift_id,
  patientId: row.patient_id,
  agencyId: row.agency_id,
  careServiceId: row.care_service_id,
  startsAt: iso(row.starts_at) ?? '',
  endsAt: iso(row.ends_at) ?? '',
});

/*
 * A filled posting's schedule is wall-clock time where the care happens: a shift on `date` when the
 * posting runs that day and its weekday is scheduled; an end before the start ends the next morning.
 * An assessment's shifts are instants, taken when they start within that day in `timeZone`.
 */
const SHIFTS_OF_THE_DAY = `
  SELECT 'posting' AS source, p.id::text AS record_id, NULL AS shift_id, p.patient_id, p.agency_id, p.care_service_id,
         ($2::date + (p.state->'schedule'->>'startTime')::time) AT TIME ZONE $3 AS starts_at,
         ($2::date + CASE WHEN (p.state->'schedule'->>'endTime')::time <= (p.state->'schedule'->>'startTime')::time THEN 1 ELSE 0 END
           + (p.state->'schedule'->>'endTime')::time) AT TIME ZONE $3 AS ends_at
    FROM postings p
   WHERE p.status = $4 AND p.candidates @> ARRAY['caregiver:' || $1]
     AND p.state->'assignee'->>'kind' = 'caregiver' AND p.state->'assignee'->>'id' = $1
     AND $2::date BETWEEN p.start_date AND p.end_date
     AND p.state->'schedule'->'days' @> to_jsonb(extract(isodow FROM $2::date)::int)
  UNION ALL
  SELECT 'assessment', s.assessment_id::text, s.shift_id, a.patient_id::text, a.agency_id::text, a.care_service_id, s.starts_at, s.ends_at
    FROM assessment_shifts s JOIN assessments a ON a.id = s.assessment_id
   WHERE s.caregiver_id = $1 AND s.status = 'planned'
     AND s.starts_at >= $2::date::timestamp AT TIME ZONE $3 AND s.starts_at < ($2::date + 1)::timestamp AT TIME ZONE $3
  ORDER BY starts_at, record_id, shift_id`;

/** Today in `timeZone`, YYYY-MM-DD. */
const todayIn = (timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

@ApiTags('shifts')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class MyShiftsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('my-shifts')
  @ApiOperation({
    summary:
      "The signed-in caregiver's shifts that start on one day: each weekly shift of the postings filled by them, and the assessment shifts they are on; by start, with patient and agency names. Empty for a user who works no shifts.",
    description: 'What the caregiver’s day screen shows (it works offline in the console): `date` is read in `timeZone`, today by default.',
  })
  @ApiQuery({ name: 'date', required: false, schema: { type: 'string', format: 'date' }, description: 'the day, YYYY-MM-DD; today in timeZone by default' })
  @ApiQuery({ name: 'timeZone', required: false, schema: { type: 'string', default: 'UTC' }, description: 'an IANA time zone, like America/Toronto: where the day starts and ends' })
  @Answers(caregiverShiftsAnswer, { refusals: refusalsOf.restricted })
  async mine(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<CaregiverShiftsAnswer> {
    const errors: FieldError[] = [];
    const timeZone = timeZoneParam(query.timeZone, 'timeZone', errors);
    const date = dateParam(query.date, 'date', errors);
    throwIfInvalid(errors);
    const day = date ?? todayIn(timeZone);
    const shifts = await readModelRows(this.infrastructure, toShift, SHIFTS_OF_THE_DAY, [actor.id, day, timeZone, PostingStatus.FILLED]);
    return { date: day, timeZone, data: await withNames(this.infrastructure, shifts, SHIFT_NAMES) };
  }
}
