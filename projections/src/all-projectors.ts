import { assessmentProjector } from './assessment';
import type { Projector } from './engine/projector';
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
import { analyticsQuestionProjector } from './analytics-question';
import { webhookProjector } from './webhook';

export const allProjectors: readonly Projector[] = [
  assessmentProjector,
  ...sharedLivingProjectors,
  noteProjector,
  patientProjector,
  userProjector,
  billingProjector,
  agencyProjector,
  caregiverProjector,
  postingProjector,
  savedSearchProjector,
  medicationProjector,
  taskProjector,
  medicationOrderProjector,
  searchProjector,
  assessmentShiftProjector,
  reportProjector,
  reminderProjector,
  statusDurationProjector,
  analyticsQuestionProjector,
  webhookProjector,
];
