import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgencyEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { agencyProjector } from '../agency';
import { AGENCIES_SCHEMA_VERSION } from '../agency/agency-projector';
import { allProjectors } from '../all-projectors';
import { assessment } from '../testing/assessment-events';
import { given } from '../testing/domain-events';
import { engineFixture } from '../testing/engine-fixture';
import { readRows } from '../testing/projection-spec';
import { readRebuildStatus } from './rebuild-status';
import { runProjections } from './run-projections';
import type { Projector } from './projector';

const registered = (agencyId: string): AgencyEvent => ({
  type: 'AgencyRegistered',
  data: {
    agencyId, name: 'Harbour Homecare', email: 'office@harbour.example', phone: null, address: { city: 'Toronto', province: 'ON' },
    isInternal: false, careServiceIds: [3], standing: 1, createdBy: 'admin-1',
  },
});

describe.each(testDatabases())('a read model whose schema version changed, on $name', (testDatabase) => {
  const fixture = engineFixture(testDatabase);

  /**
   * Runs the projectors until each reports live; answers the statuses each went through. (Waiting
   * for a position would not do: the old tables already stand at the head before a rebuild.)
   */
  const runUntilLive = async (projectors: readonly Projector[]): Promise<Map<string, string[]>> => {
    const statuses = new Map<string, string[]>(projectors.map((projector) => [projector.name, []]));
    let allLive = (): void => undefined;
    const live = new Promise<void>((resolve) => (allLive = resolve));
    const runner = await runProjections(fixture.db, fixture.store, projectors, {
      onProgress: ({ projector, status }) => {
        statuses.get(projector)?.push(status);
        if ([...statuses.values()].every((seen) => seen.includes('live'))) allLive();
      },
    });
    await live;
    await runner.stop();
    return statuses;
  };

  it('is rebuilt by the worker, and no other read model is', async () => {
    const agencyId = randomUUID();
    const a = assessment();
    await fixture.store.append(`agency-${agencyId}`, [given(`agency-${agencyId}`, registered(agencyId), '2026-03-01T09:00:00.000Z')], 'no_stream');
    await fixture.store.append(`assessment-${a.id}`, [a.created('2026-03-01T10:00:00.000Z')], 'no_stream');
    await runUntilLive(allProjectors);
    const agenciesBefore = await readRows(fixture.db, 'agencies');
    expect(agenciesBefore).toEqual([expect.objectContaining({ id: agencyId, name: 'Harbour Homecare' })]);

    const bumped = { ...agencyProjector, version: AGENCIES_SCHEMA_VERSION + 1 };
    const statuses = await runUntilLive(allProjectors.map((projector) => (projector.name === bumped.name ? bumped : projector)));

    const rebuilt = [...statuses].filter(([, seen]) => seen.includes('rebuilding')).map(([name]) => name);
    expect(rebuilt).toEqual(['agencies']);
    expect(await readRebuildStatus(fixture.db, 'agencies')).toMatchObject({ status: 'completed', version: AGENCIES_SCHEMA_VERSION + 1 });
    expect(await readRebuildStatus(fixture.db, 'assessments')).toBeNull();
    const { rows } = await fixture.db.query<{ name: string; version: number }>('SELECT name, version FROM projectors ORDER BY name');
    expect(rows).toEqual(
      allProjectors.map(({ name, version }) => ({ name, version: name === 'agencies' ? version + 1 : version })).sort((x, y) => (x.name < y.name ? -1 : 1)),
    );
    expect(await readRows(fixture.db, 'agencies')).toEqual(agenciesBefore);
  });
});
