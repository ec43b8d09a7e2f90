import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { assessmentReadScope, evaluateCondition, invalid } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { ASSESSMENT_COLUMNS, toAssessmentView, type AssessmentRecord, type AssessmentRow } from './assessment-row';
import { assessmentScope } from './assessment-scope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const assertAssessmentId = (id: string): void => {
  if (!UUID.test(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], 'The assessment id is not valid.');
};

/** `can(actor, 'assessment.read')` on the row's facts: the same rule the list's scope is compiled from. */
const visibleTo = (actor: Actor, id: string, row: AssessmentRow | null): AssessmentRecord => {
  if (!row) throw new NotFoundException({ message: `No assessment has the id ${id}.` });
  if (!evaluateCondition(assessmentReadScope(actor), { agencyId: row.agency_id, createdBy: row.created_by })) {
    throw new ForbiddenException({ message: 'You may not see this assessment.' });
  }
  return toAssessmentView(row);
};

/** Loads one assessment the actor may see: 400 for a malformed id, 404 unknown, 403 someone else's. */
@Injectable()
export class AssessmentReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async current(actor: Actor, id: string): Promise<AssessmentRecord> {
    assertAssessmentId(id);
    const { mongo } = this.infrastructure;
    if (mongo) return visibleTo(actor, id, await mongo.assessments.row(id.toLowerCase()));
    const scope = assessmentScope(actor, 2);
    const { rows } = await this.infrastructure.db.query<AssessmentRow & { visible: boolean }>(
      `SELECT ${ASSESSMENT_COLUMNS}, (${scope.sql}) AS visible FROM assessments WHERE id = $1`,
      [id, ...scope.params],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException({ message: `No assessment has the id ${id}.` });
    if (!row.visible) throw new ForbiddenException({ message: 'You may not see this assessment.' });
    return toAssessmentView(row);
  }
}
