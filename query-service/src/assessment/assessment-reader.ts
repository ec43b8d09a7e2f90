import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { invalid } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { ASSESSMENT_COLUMNS, toAssessmentView, type AssessmentRecord, type AssessmentRow } from './assessment-row';
import { assessmentScope } from './assessment-scope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const assertAssessmentId = (id: string): void => {
  if (!UUID.test(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], 'The assessment id is not valid.');
};

/** Loads one assessment the actor may see: 400 for a malformed id, 404 unknown, 403 someone else's. */
@Injectable()
export class AssessmentReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async current(actor: Actor, id: string): Promise<AssessmentRecord> {
    assertAssessmentId(id);
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
