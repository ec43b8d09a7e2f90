import { loadRows, upsertRows, type AssessmentRow } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { isAssessmentEvent, isAssessmentEventType } from './assessment-events';
import { evolve } from './assessment-row';
import { ASSESSMENTS_SCHEMA_VERSION, assessmentTables } from './assessment-table';

/** The assessment list and detail read model: one row per assessment. */
export const assessmentProjector: Projector<'assessments'> = {
  name: 'assessments',
  version: ASSESSMENTS_SCHEMA_VERSION,
  tables: ['assessments'],
  createTables: assessmentTables,
  handles: isAssessmentEventType,
  async apply(tx, events, tables) {
    const assessmentEvents = events.filter(isAssessmentEvent);
    const idOf = (event: (typeof assessmentEvents)[number]): string => event.data.assessmentId;
    const stored = await loadRows<AssessmentRow>(tx, tables.assessments, ['id', 'uuid'], [...new Set(assessmentEvents.map(idOf))]);
    const changed = foldRows(byKey(stored, (row) => row.id), assessmentEvents, idOf, evolve);
    await upsertRows(tx, tables.assessments, [...changed.values()], { conflict: ['id'] });
  },
};
