import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCareledger } from './careledger';
import { seedDemo } from './demo/seed-demo';
import { DEMO_PASSWORD, demoUsers } from './demo/demo-users';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const readPort = (): number => {
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`PORT must be a whole number from 1 to 65535, not "${raw}".`);
    process.exit(2);
  }
  return port;
};

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data/pglite');
const startedAt = Date.now();
console.log(`Careledger is starting on ${databaseUrl ? 'PostgreSQL' : `embedded PGlite (${dataDir})`} ...`);

const running = await startCareledger({
  port: readPort(),
  host: process.env.HOST ?? '127.0.0.1',
  databaseUrl,
  dataDir,
  redisUrl: process.env.REDIS_URL || undefined,
  consoleDir: join(root, 'console/dist'),
  seed: async (app, db) => {
    if (process.env.DEMO_DATA === 'off') return;
    const patients = Number(process.env.DEMO_PATIENTS ?? 500);
    if (await seedDemo(app, db, { patients, log: (line) => console.log(line) })) console.log(`Demo data seeded (${patients} patients).`);
  },
});

const width = Math.max(...demoUsers.map((user) => user.email.length));
console.log(`
Careledger is running at ${running.url}/en-us  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)
API documentation: ${running.url}/api/docs

Demo sign-ins (password "${DEMO_PASSWORD}", demo data only):
${demoUsers.map((user) => `  ${user.email.padEnd(width)}  ${user.name}`).join('\n')}

Press Ctrl+C to stop.`);

const stop = async (signal: string) => {
  console.log(`\n${signal}: stopping Careledger ...`);
  await running.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
