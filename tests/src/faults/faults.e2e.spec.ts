import { describe, expect, it } from 'vitest';
import { canStartOwnPostgres } from '@careledger/storage/testing';
import { runFaults, type FaultFigures, type FaultPlan } from './fault-run';

// Smoke size for CI (DESIGN.md section 8); `npm run bench` runs them longer and keeps the figures.
const plans: FaultPlan[] = [
  { database: 'PGlite', seconds: 8, writers: 4, faults: ['kill-app'] },
  ...(canStartOwnPostgres() ? [{ database: 'PostgreSQL', seconds: 15, writers: 4, faults: ['restart-database', 'kill-database', 'kill-app'] } as const] : []),
];

const holds = (figures: FaultFigures) => ({
  lost: figures.lost,
  doubled: figures.doubled,
  stuckKeys: figures.stuckKeys,
  unanswered: figures.unanswered,
  replaysDiffering: figures.replaysDiffering,
  missingFromReadModels: figures.missingFromReadModels,
  readModelsUnlikeRebuild: figures.readModelsUnlikeRebuild,
  appExitsOnItsOwn: figures.appExitsOnItsOwn,
  appExitOutputs: figures.appExitOutputs,
});

describe('the fault suite', () => {
  it.each(plans)('$database under $faults: nothing lost, doubled or stuck, the app never exits, read models equal a rebuild', async (plan) => {
    const figures = await runFaults(plan, (line) => console.log(line));
    console.log(JSON.stringify(figures));
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(figures.recoverySeconds.every(({ seconds }) => Number.isFinite(seconds))).toBe(true);
    expect(holds(figures)).toEqual({
      lost: 0,
      doubled: 0,
      stuckKeys: 0,
      unanswered: 0,
      replaysDiffering: 0,
      missingFromReadModels: 0,
      readModelsUnlikeRebuild: [],
      appExitsOnItsOwn: 0,
      appExitOutputs: [],
    });
  }, 900_000);
});
