import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { emptySearchCriteria, initialSavedSearchState, type SavedSearchEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { savedSearchProjector } from './saved-search-projector';

const toronto = { ...emptySearchCriteria(), location: 'Toronto, ON', latitude: 43.65, longitude: -79.38, city1: 'Toronto' };

const owner = (ownerKey: string = randomUUID()) => {
  const on = (event: SavedSearchEvent, at: string) => given(`savedsearch-${ownerKey}`, event, at);
  return {
    key: ownerKey,
    saved: (at: string) => on({ type: 'SearchSaved', data: { ownerKey, searchKind: 'homecare', criteria: toronto } }, at),
    chose: (at: string) => on({ type: 'SearchKindChosen', data: { ownerKey, searchKind: 'day-program' } }, at),
  };
};

describe.each(testDatabases())('saved searches read model on $name', (testDatabase) => {
  const spec = projectionSpec(savedSearchProjector, testDatabase);

  it.each([1, 1_000])('opens an owner row on whichever save comes first and folds every later one, in batches of %i', async (batchSize) => {
    const o = owner();
    const initial = initialSavedSearchState();
    await spec.given(o.chose('2026-03-01T09:00:00.000Z'), o.saved('2026-03-02T09:00:00.000Z')).then(
      (positions) => [
        {
          id: o.key,
          state: { ...initial, currentSearchKind: 'day-program', searches: { ...initial.searches, homecare: toronto } },
          version: 1,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-02T09:00:00.000Z',
          last_position: positions.at(-1),
        },
      ],
      { batchSize },
    );
  });
});
