import { seedAssessmentHistory } from './assessment-histories';
import type { DaysAgo, DemoPatient, DemoSeeder } from './demo-context';
import { seedDemoPatient, type DemoPatientShape } from './patient-demo';
import { referDemoPatients } from './referral-demo-seeder';
import { seedFormerSubscriptions } from './subscription-demo-seeder';

/** Registered 19 to 20 months ago by the agencies or the partner; the demo caregiver never met them. */
const FORMER_PATIENT: DemoPatientShape = {
  registeredDaysAgo: [570, 620],
  registrars: ['agency', 'agency', 'agency-agent', 'provider', 'partner', 'partner'],
  caregiverChance: 0,
};

/** When their assessments began and their referrals were opened: from 18 to 6 months ago. */
const SERVED: DaysAgo = [190, 560];

/**
 * Patients served the year before, one for every twenty of today's: each assessed and referred
 * then, a third of them billed, so the analytics workbench's comparisons with a year earlier have
 * something to show. Few, because each is a dozen commands on the first start's clock.
 */
export const seedEarlierYearDemo: DemoSeeder = async (demo) => {
  const former: DemoPatient[] = [];
  const count = Math.round(demo.patients.length / 20);
  for (let index = 0; index < count; index += 1) former.push(await seedDemoPatient(demo, FORMER_PATIENT));
  for (const patient of former) await seedAssessmentHistory(demo, patient, SERVED);
  await referDemoPatients(demo, former, former.length, SERVED);
  await seedFormerSubscriptions(demo, former.slice(0, Math.ceil(former.length / 3)));
};
