import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { can } from '../policy/can';
import type { CommandMetadata } from '../shared/command';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import { savedSearchDecider } from './decider';
import { emptySearchCriteria, type SearchSaved } from './events';
import { visitorOwnerKey } from './owner';
import { savedSearchRecord } from './record';
import { initialSavedSearchState } from './state';

const ownerKey = '5f1e2d3c-4b5a-4697-8877-665544332211';
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: ownerKey, actorRole: Role.USER, now: '2030-03-01T09:00:00.000Z' };
const spec = deciderSpec(savedSearchDecider);
const save = (body: Record<string, unknown>) => savedSearchRecord.create.toCommand(ownerKey, parseOrThrow(savedSearchRecord.create.body, body) as never, metadata, { id: ownerKey, roleId: Role.USER, agencyId: null, partnerId: null });
const toronto = { ...emptySearchCriteria(), location: 'Toronto', latitude: 43.65, longitude: -79.38 };
const saved: SearchSaved = { type: 'SearchSaved', data: { ownerKey, searchKind: 'homecare', criteria: toronto } };

describe('saved searches', () => {
  it('saves each search apart and the current search type, the last save winning', () => {
    spec.given([]).when(save({ target: 'homecare', location: 'Toronto', latitude: 43.65, longitude: -79.38 })).then([saved]);
    spec.given([saved]).when(save({ target: 'current-search-type', searchType: 'day-program' })).then([{ type: 'SearchKindChosen', data: { ownerKey, searchKind: 'day-program' } }]);
    const state = [saved, { ...saved, data: { ...saved.data, searchKind: 'day-program' as const } }].reduce(savedSearchDecider.evolve, initialSavedSearchState());
    expect(state).toEqual({ searches: { homecare: toronto, 'shared-living': emptySearchCriteria(), 'day-program': toronto }, currentSearchKind: 'shared-living' });
  });

  it('names every bad field of a search', () => {
    expect(() => parseOrThrow(savedSearchRecord.create.body, { target: 'homecare', latitude: -91, longitude: 'east', locality: 'x'.repeat(101), zoom: 3 })).toThrow(
      expect.objectContaining({
        errors: expect.arrayContaining([
          { path: 'latitude', message: 'must be a number from -90 to 90' },
          { path: 'longitude', message: 'must be a number from -180 to 180, or null' },
          { path: 'locality', message: 'must be at most 100 characters' },
          { path: 'zoom', message: 'is not an allowed field' },
        ]),
      }),
    );
    expect(() => parseOrThrow(savedSearchRecord.create.body, { target: 'respite' })).toThrow(expect.objectContaining({ errors: [{ path: 'target', message: 'must be one of homecare, shared-living, day-program, current-search-type' }] }));
  });

  it("lets only the owner save into an owner's stream", () => {
    const facts = savedSearchRecord.factsOfCreation(save({ target: 'homecare' }));
    expect(can({ id: ownerKey, roleId: Role.USER, agencyId: null, partnerId: null }, 'savedsearch.create', facts)).toBe(true);
    expect(can({ id: 'someone-else', roleId: Role.ADMIN, agencyId: null, partnerId: null }, 'savedsearch.create', facts)).toBe(false);
  });

  it('names a visitor by a UUID made of the digest of their cookie', () => {
    expect(visitorOwnerKey('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-8def-8123-456789abcdef');
  });
});
