import type { DemoSeeder } from './demo-context';
import { seedAgencyDemo, seedCaregiverDemo } from './agency-caregiver-demo-seeder';
import { seedHubDemo } from './hub-demo-seeder';
import { seedMedicationTaskDemo } from './medication-task-demo-seeder';
import { seedNoteDemo } from './note-demo-seeder';
import { seedPatientDetailsDemo } from './patient-details-demo-seeder';
import { seedPostingDemo } from './posting-demo-seeder';
import { seedReferralDemo } from './referral-demo-seeder';
import { seedSubscriptionDemo } from './subscription-demo-seeder';
import { seedUserDemo } from './user-demo-seeder';
import { seedSavedSearchDemo } from './saved-search-demo-seeder';
import { seedMedicationOrderDemo } from './medication-order-demo-seeder';
import { seedReminderDemo } from './reminder-demo-seeder';
import { seedAnalyticsQuestionDemo } from './analytics-question-demo-seeder';
import { seedEarlierYearDemo } from './earlier-year-demo-seeder';

/**
 * What patients and assessments name, seeded before them: a command may name only a record that
 * exists (agencies, then the accounts that work for them, then the caregiver profiles of those).
 */
export const foundationSeeders: ReadonlyArray<readonly [string, DemoSeeder]> = [
  ['agencies', seedAgencyDemo],
  ['users', seedUserDemo],
  ['caregivers', seedCaregiverDemo],
];

/**
 * The demo histories of every aggregate beyond patients and assessments, in the order they run:
 * later seeders may refer to what earlier ones remembered (hubs before referrals, ...).
 */
export const demoSeeders: ReadonlyArray<readonly [string, DemoSeeder]> = [
  ['patient details', seedPatientDetailsDemo],
  ['hubs, clusters and host leads', seedHubDemo],
  ['referrals', seedReferralDemo],
  ['postings', seedPostingDemo],
  ['notes', seedNoteDemo],
  ['medication and tasks', seedMedicationTaskDemo],
  ['subscriptions and payments', seedSubscriptionDemo],
  ['saved searches', seedSavedSearchDemo],
  // Last: its random ids leave every earlier seeder's data as it was.
  ['medication orders', seedMedicationOrderDemo],
  // After the orders it names; it draws nothing from the random source.
  ['reminders', seedReminderDemo],
  // After every seeder that draws random ids, so adding it left their data as it was.
  ['saved analytics questions', seedAnalyticsQuestionDemo],
  // Last: the year before's patients draw from the random source after everything else, so adding
  // them left the rest of the demo as it was.
  ['the year before', seedEarlierYearDemo],
];
