import { allProjectors } from '../all-projectors';
import { ledgerProjector } from '../testing/ledger-projector';
import type { WorkerMessage } from '../testing/worker-process';
import { startWorker } from '../worker';

// The worker of crash-recovery.int.spec.ts and failover.int.spec.ts: the real one, plus a ledger
// that would fail on an event applied twice, reporting each committed batch and each change of the
// read models it leads to the test over IPC.
const send = (message: WorkerMessage): void => {
  process.send?.(message);
};

const worker = await startWorker({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
  batchSize: Number(process.env.PROJECTION_BATCH_SIZE ?? 1_000),
  leaseMs: process.env.PROJECTION_LEASE_MS ? Number(process.env.PROJECTION_LEASE_MS) : undefined,
  onLeadChange: (led) => send({ kind: 'lead', led }),
  projectors: [...allProjectors, ledgerProjector('crash_ledger')],
  onProgress: ({ projector, position }) => send({ kind: 'progress', projector, position }),
  onError: (projector, error) => send({ kind: 'error', projector, error: String(error) }),
});

process.on('SIGTERM', () => {
  worker.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
