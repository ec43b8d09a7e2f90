import type { DemoSeeder } from './demo-context';
import { seedAgencyCaregiverDemo } from './agency-caregiver-demo-seeder';
import { seedHubDemo } from './hub-demo-seeder';
import { seedMedicationTaskDemo } from './medication-task-demo-seeder';
import { seedNoteDemo } from './note-demo-seeder';
import { seedPatientDetailsDemo } from './patient-details-demo-seeder';
import { seedPostingDemo } from './posting-demo-seeder';
import { seedReferralDemo } from './referral-demo-seeder';
import { seedSubscriptionDemo } from './subscription-demo-seeder';
import { seedUserDemo } from './user-demo-seeder';
import { seedSavedSearchDemo } from './saved-search-demo-seeder';

/**
 * The demo histories of every aggregate beyond patients and assessments, in the order they run:
 * later seeders may refer to what earlier ones remembered (agencies and caregivers before
 * postings, hubs before referrals, ...).
 */
export const demoSeeders: ReadonlyArray<readonly [string, DemoSeeder]> = [
  ['users', seedUserDemo],
  ['agencies and caregivers', seedAgencyCaregiverDemo],
  ['patient details', seedPatientDetailsDemo],
  ['hubs, clusters and host leads', seedHubDemo],
  ['referrals', seedReferralDemo],
  ['postings', seedPostingDemo],
  ['notes', seedNoteDemo],
  ['medication and tasks', seedMedicationTaskDemo],
  ['subscriptions and payments', seedSubscriptionDemo],
  ['saved searches', seedSavedSearchDemo],
];
