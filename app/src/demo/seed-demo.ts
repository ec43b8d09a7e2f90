import { CommandBus } from '@nestjs/cqrs';
import { COMMAND_INFRASTRUCTURE, type CommandInfrastructure } from '@careledger/command-service';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createUserStore, runMigrations, type Migration, type SqlDatabase } from '@careledger/storage';
import bcrypt from 'bcryptjs';
import { seedAssessmentHistory } from './assessment-histories';
import { createDemoContext } from './demo-context';
import { demoSeeders, foundationSeeders } from './demo-seeders';
import { seedDemoPatient } from './patient-demo';
import { DEMO_ACCOUNT_DOMAIN, DEMO_PASSWORD, demoUsers } from './demo-users';
import { seededRandom } from './random';

export interface DemoSeedOptions {
  patients: number;
  now?: Date;
  log?: (line: string) => void;
}

/** Sign-ins other than the accounts the demo's own commands created: a database someone uses. */
const ownSignIns = async (db: SqlDatabase): Promise<number> => {
  const { rows } = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM users WHERE email NOT LIKE '%@${DEMO_ACCOUNT_DOMAIN}'`);
  return Number(rows[0]?.n ?? 0);
};

/** One row, written once the demo's sign-ins have their password: the seed finished. */
const demoSeedMigrations: Migration[] = [{ id: 'demo/001-seed-marker', sql: 'CREATE TABLE IF NOT EXISTS demo_seed (finished_at timestamptz NOT NULL)' }];

const seedFinished = async (db: SqlDatabase): Promise<boolean> => {
  await runMigrations(db, demoSeedMigrations);
  return (await db.query('SELECT 1 FROM demo_seed')).rows.length > 0;
};

/**
 * What the start found: an empty store it seeded; a seed an earlier start began and did not
 * finish (its events stay, as every event does; only its sign-ins are completed); or data that
 * is not the demo's to touch.
 */
export type DemoSeedOutcome = 'seeded' | 'interrupted_seed_completed' | 'already_seeded' | 'not_demo_data';

/**
 * Fills an empty database with demo data through the real command path (whose user commands
 * write the sign-in rows). The demo password goes on every demo sign-in last, then the seed is
 * marked finished: a seed that stopped half-way gets its sign-ins on the next start.
 */
export const seedDemo = async (app: NestFastifyApplication, db: SqlDatabase, options: DemoSeedOptions): Promise<DemoSeedOutcome> => {
  const users = createUserStore(db);
  if (await seedFinished(db)) return 'already_seeded';
  if ((await ownSignIns(db)) > 0) return 'not_demo_data';
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const bus = app.get(CommandBus, { strict: false });
  const random = seededRandom(20_261_122);
  // Asked of the event store the commands append to, wherever it keeps the events (EVENTSTORE_URL or the database).
  const { eventStore } = app.get<symbol, CommandInfrastructure>(COMMAND_INFRASTRUCTURE, { strict: false });
  const interrupted = (await eventStore.headPosition()) > 0;
  if (!interrupted) {
    const demo = createDemoContext(bus, random, now);
    let commands = 0;
    const seedAll = async (seeders: typeof demoSeeders) => {
      for (const [name, seeder] of seeders) {
        await seeder(demo);
        log(`  demo data: ${name} seeded, ${commands + demo.commands()} commands`);
      }
    };
    await seedAll(foundationSeeders);
    for (let index = 0; index < options.patients; index += 1) {
      const patient = await seedDemoPatient(demo);
      const assessments = random.chance(0.3) ? 2 : 1;
      for (let count = 0; count < assessments; count += 1) commands += await seedAssessmentHistory(demo, patient);
      if ((index + 1) % 100 === 0) log(`  demo data: ${index + 1}/${options.patients} patients, ${commands + demo.commands()} commands`);
    }
    await seedAll(demoSeeders);
  }
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  // Every demo account signs in with the same password, also those of a seed that stopped half-way;
  // its standing is the pipeline's.
  await db.query(`UPDATE users SET password_hash = $1 WHERE email LIKE '%@${DEMO_ACCOUNT_DOMAIN}'`, [passwordHash]);
  for (const user of demoUsers) {
    if (!(await users.findById(user.id))) await users.insert({ ...user, passwordHash });
  }
  await db.query('INSERT INTO demo_seed (finished_at) VALUES (now())');
  return interrupted ? 'interrupted_seed_completed' : 'seeded';
};
