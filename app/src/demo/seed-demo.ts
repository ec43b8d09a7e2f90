import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createUserStore, type SqlDatabase } from '@careledger/storage';
import bcrypt from 'bcryptjs';
import { seedAssessmentHistory } from './assessment-histories';
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
  if (Number(rows[0]?.n ?? 0) === 0) {
    let commands = 0;
    for (let patient = 0; patient < options.patients; patient += 1) {
      const patientId = random.uuid();
      const assessments = random.chance(0.3) ? 2 : 1;
      for (let index = 0; index < assessments; index += 1) commands += await seedAssessmentHistory(bus, random, patientId, now);
      if ((patient + 1) % 100 === 0) log(`  demo data: ${patient + 1}/${options.patients} patients, ${commands} commands`);
    }
  }
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const user of demoUsers) await users.insert({ ...user, passwordHash });
  return true;
};
