import { runFaults, type FaultFigures, type FaultPlan } from '../../tests/src/faults/fault-run';

export const FAULTS_HEADING = '## Faults';

const SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
const WRITERS = 8;

/** Each plan beside a run of the same writers with no fault, in the same run, as its baseline. */
const plans: FaultPlan[] = [
  { database: 'PostgreSQL', seconds: SECONDS, writers: WRITERS, faults: [] },
  { database: 'PostgreSQL', seconds: SECONDS, writers: WRITERS, faults: ['restart-database', 'kill-database', 'kill-app'] },
  { database: 'PGlite', seconds: SECONDS, writers: WRITERS, faults: [] },
  { database: 'PGlite', seconds: SECONDS, writers: WRITERS, faults: ['kill-app'] },
];

export const measureFaults = async (): Promise<FaultFigures[]> => {
  const figures: FaultFigures[] = [];
  for (const plan of plans) {
    const result = await runFaults(plan, (line) => console.log(line));
    console.log('[faults]', JSON.stringify(result));
    figures.push(result);
  }
  return figures;
};

const row = (figure: FaultFigures): string => {
  const { plan } = figure;
  const recovery = figure.recoverySeconds.map(({ fault, seconds }) => `${fault} ${seconds} s`).join(', ') || '-';
  return `| ${plan.database} | ${plan.faults.join(', ') || 'none (baseline)'} | ${figure.acknowledged.toLocaleString('en-US')} (${(figure.acknowledged / plan.seconds).toFixed(1)}/s) | ${figure.lost} | ${figure.doubled} | ${figure.stuckKeys} | ${figure.unanswered} | ${figure.replaysDiffering}/${figure.replaysTried} | ${figure.missingFromReadModels} | ${figure.readModelsUnlikeRebuild.length === 0 ? 'yes' : figure.readModelsUnlikeRebuild.join(', ')} | ${figure.appExitsOnItsOwn} | ${recovery} |`;
};

export const faultsSection = (figures: readonly FaultFigures[]): string => `
${FAULTS_HEADING}

tests/src/faults/fault-run.ts, run by bench/src/faults.bench.ts (\`BENCH_ONLY=faults npm run bench\`; CI runs the same
suite at smoke size in \`npm test\`). ${WRITERS} writers register patients over HTTP against the real app process
(\`app/src/main.ts\`), each command with its own Idempotency-Key, retried with that key until answered, for
${SECONDS} s; the faults are spread evenly over the run. PostgreSQL is a server of the run's own (initdb in a
temporary folder): "restart-database" is \`pg_ctl restart -m fast\`, "kill-database" \`pg_ctl stop -m immediate\`
then start, "kill-app" SIGKILL of the app process and a new start. The baseline is the same writers with no fault.
Afterwards: every acknowledged patient is read back (X-Min-Position), a sample of acknowledged commands is sent
again with its key, the app is stopped and the log is counted per key; every read model is compared with a rebuild.

| database | faults | acknowledged | lost | doubled | stuck keys | unanswered | replays differing | missing from read models | read models equal a rebuild | app exits on its own | seconds to the next acknowledged command |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|
${figures.map(row).join('\n')}
`;
