import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Role, type AssessmentShiftsAnswer, assessmentShiftsAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { assertUuid } from '../../shared-living/query-params';
import { SHIFT_COLUMNS, toShiftView, type AssessmentShiftRecord } from './assessment-shift-view';

/** Who plans shifts (DESIGN.md section 6): admins, and the staff of the agency the assessment belongs to. */
const mayReadShifts = (actor: Actor, agencyId: string | null): boolean => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return true;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return actor.agencyId !== null && actor.agencyId === agencyId;
    case Role.CAREGIVER:
    case Role.USER:
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return false;
  }
};

@ApiTags('assessments')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/agency/assessments')
@UseGuards(SessionGuard)
export class AssessmentShiftsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get(':assessment_id/shifts')
  @ApiOperation({
    summary: "The shifts of one assessment, by start, cancelled ones included; the owning agency's staff and admins (404 unknown, 403 others).", description: 'SPEC.md’s shifts call. Each shift carries its caregiver and times; an assessment takes shifts once APPROVED or ACTIVE.',
  })
  @ApiParam({ name: 'assessment_id', schema: { type: 'string', format: 'uuid' } })
  @Answers(assessmentShiftsAnswer, { refusals: refusalsOf.record })
  async shifts(
    @CurrentActor() actor: Actor,
    @Param('assessment_id') assessmentId: string,
  ): Promise<AssessmentShiftsAnswer> {
    assertUuid(assessmentId, 'assessment_id', 'assessment');
    const { db } = this.infrastructure;
    const { rows } = await db.query<{ agency_id: string | null; version: number }>('SELECT agency_id, version FROM assessments WHERE id = $1', [assessmentId]);
    const assessment = rows[0];
    if (!assessment) throw new NotFoundException({ message: `No assessment has the id ${assessmentId}.` });
    if (!mayReadShifts(actor, assessment.agency_id)) throw new ForbiddenException({ message: "Only the assessment's agency may see its shifts." });
    const shifts = await db.query<AssessmentShiftRecord & Record<string, unknown>>(
      `SELECT ${SHIFT_COLUMNS} FROM assessment_shifts s WHERE s.assessment_id = $1 ORDER BY s.starts_at, s.shift_id`,
      [assessmentId],
    );
    return { assessmentId, version: assessment.version, data: shifts.rows.map(toShiftView) };
  }
}
