import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createUserStore, type SqlDatabase } from '@careledger/storage';
import bcrypt from 'bcryptjs';
import { seedAssessmentHistory } from './assessment-histories';
import { createDemoContext } from './demo-context';
import { demoSeeders } from './demo-seeders';
import { seedDemoPatient } from './patient-demo';
import { demoAccountsOf, type DemoAccount } from './user-demo-seeder';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { seededRandom } from './random';

export interface DemoSeedOptions {
  patients: number;
  now?: Date;
  log?: (line: string) => void;
}

/**
 * Fills an empty database with demo data through the real command path. The users go in last,
 * so a database that has them is a database whose seed finished.
 */
export const seedDemo = async (app: NestFastifyApplication, db: SqlDatabase, options: DemoSeedOptions): Promise<boolean> => {
  const users = createUserStore(db);
  if ((await users.count()) > 0) return false;
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const bus = app.get(CommandBus, { strict: false });
  const random = seededRandom(20_261_122);
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM events');
  let accounts: readonly DemoAccount[] = [];
  if (Number(rows[0]?.n ?? 0) === 0) {
    const demo = createDemoContext(bus, random, now);
    let commands = 0;
    for (let index = 0; index < options.patients; index += 1) {
      const patient = await seedDemoPatient(demo);
      const assessments = random.chance(0.3) ? 2 : 1;
      for (let count = 0; count < assessments; count += 1) commands += await seedAssessmentHistory(bus, random, patient, now);
      if ((index + 1) % 100 === 0) log(`  demo data: ${index + 1}/${options.patients} patients, ${commands + demo.commands()} commands`);
    }
    for (const [name, seeder] of demoSeeders) {
      await seeder(demo);
      log(`  demo data: ${name} seeded, ${commands + demo.commands()} commands`);
    }
    accounts = demoAccountsOf(demo);
  }
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const user of demoUsers) await users.insert({ ...user, passwordHash });
  // The accounts the demo histories created sign in with the same password, in their final standing.
  for (const account of accounts) await users.insert({ ...account, passwordHash });
  return true;
};
