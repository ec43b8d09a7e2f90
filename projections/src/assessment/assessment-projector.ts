import type { Projector } from '../engine/projector';
import { isAssessmentEvent, isAssessmentEventType } from './assessment-events';
import { evolve, type AssessmentRow } from './assessment-row';
import { assessmentTables } from './assessment-table';
import { loadAssessments, upsertAssessments } from './assessment-writer';

/** The assessment list and detail read model: one row per assessment. */
export const assessmentProjector: Projector<'assessments'> = {
  name: 'assessments',
  // 2: every list index ends in id (an existing store rebuilds the table to get them).
  version: 2,
  tables: ['assessments'],
  createTables: assessmentTables,
  handles: isAssessmentEventType,
  async apply(tx, events, tables) {
    const assessmentEvents = events.filter(isAssessmentEvent);
    const ids = [...new Set(assessmentEvents.map((event) => event.data.assessmentId))];
    const stored = await loadAssessments(tx, tables.assessments, ids);
    // Fold the whole batch in memory, then write each touched row once.
    const changed = new Map<string, AssessmentRow>();
    for (const event of assessmentEvents) {
      const id = event.data.assessmentId;
      const before = changed.get(id) ?? stored.get(id) ?? null;
      const after = evolve(before, event);
      if (after && after !== before) changed.set(id, after);
    }
    await upsertAssessments(tx, tables.assessments, [...changed.values()]);
  },
};
