import type { Migration } from '@careledger/storage';
import { assessmentProjector } from './assessment';
import { engineMigrations } from './engine/engine-migrations';
import { sharedLivingProjectors } from './shared-living';
import { noteProjector } from './note';
import { patientProjector } from './patient';
import { userProjector } from './user';
import { billingProjector } from './billing';
import { agencyProjector } from './agency';
import { caregiverProjector } from './caregiver';
import { postingProjector } from './posting';
import { reportProjector } from './report';
import { searchProjector } from './search';
import { assessmentShiftProjector } from './assessment-shift';
import { savedSearchProjector } from './saved-search';
import { medicationProjector } from './medication';
import { taskProjector } from './task';
import { medicationOrderProjector } from './medication-order';
import { reminderProjector } from './reminder';
import { statusDurationProjector } from './status-duration';
import { activityMonthsTable, monthsOfEveryFact } from './status-duration/activity-months';
import { analyticsQuestionProjector } from './analytics-question';
import { webhookProjector } from './webhook';
import { allProjectors } from './all-projectors';

/**
 * The engine's tables and the first shape of every read model, so a query service can run
 * before any worker has. A later version's tables arrive through a rebuild, not a migration.
 * The `checkpoints` table is storage's (`checkpointMigrations`, in `allStorageMigrations`).
 */
const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`;

const checkpointRegistration = (projector: { name: string }): Migration => ({
  id: `projections/${projector.name}/000-checkpoint`,
  sql: `INSERT INTO checkpoints (projector, position) VALUES (${sqlText(projector.name)}, 0) ON CONFLICT (projector) DO NOTHING`,
});

export const projectionMigrations: readonly Migration[] = [
  ...engineMigrations,
  { id: 'projections/assessments/001-tables', sql: assessmentProjector.createTables('') },
  { id: 'projections/notes/001-tables', sql: noteProjector.createTables('') },
  { id: 'projections/patients/001-tables', sql: patientProjector.createTables('') },
  { id: 'projections/logins/001-tables', sql: userProjector.createTables('') },
  { id: 'projections/billing/001-tables', sql: billingProjector.createTables('') },
  { id: 'projections/agencies/001-tables', sql: agencyProjector.createTables('') },
  { id: 'projections/caregivers/001-tables', sql: caregiverProjector.createTables('') },
  { id: 'projections/postings/001-tables', sql: postingProjector.createTables('') },
  { id: 'projections/reports/001-tables', sql: reportProjector.createTables('') },
  { id: 'projections/search_locations/001-tables', sql: searchProjector.createTables('') },
  { id: 'projections/assessment_shifts/001-tables', sql: assessmentShiftProjector.createTables('') },
  { id: 'projections/saved-searches/001-tables', sql: savedSearchProjector.createTables('') },
  { id: 'projections/medication-administrations/001-tables', sql: medicationProjector.createTables('') },
  { id: 'projections/tasks/001-tables', sql: taskProjector.createTables('') },
  { id: 'projections/medication-orders/001-tables', sql: medicationOrderProjector.createTables('') },
  { id: 'projections/reminders/001-tables', sql: reminderProjector.createTables('') },
  { id: 'projections/status_durations/001-tables', sql: statusDurationProjector.createTables('') },
  // Its activity facts came with schema version 5: a database made before has the table at once (empty until the rebuild fills it), not a missing one.
  { id: 'projections/status_durations/002-activity-facts', sql: statusDurationProjector.createTables('') },
  // The months came after the facts: made from the facts standing at that moment, then kept by the projector (no rebuild needed).
  { id: 'projections/status_durations/003-activity-months', sql: `${activityMonthsTable('activity_months')}\n${monthsOfEveryFact({ facts: 'activity_facts', months: 'activity_months' })};` },
  { id: 'projections/analytics_questions/001-tables', sql: analyticsQuestionProjector.createTables('') },
  { id: 'projections/webhooks/001-tables', sql: webhookProjector.createTables('') },
  ...sharedLivingProjectors.map((projector) => ({ id: `projections/${projector.name}/001-tables`, sql: projector.createTables('') })),
  // Last, one per projector: every read model whose tables exist has a checkpoint row, at 0 until its worker moves it, so a
  // query asking for a position (X-Min-Position, checkpointsBehind) is held back by a read model no worker has started yet.
  ...allProjectors.map(checkpointRegistration),
];
