import { emptySearchCriteria } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { emptySearchForm } from './searchForm';
import { criteriaOf, formOfCriteria, requestOf, whereOfPlace } from './searchRequest';

const TORONTO = { latitude: 43.6532, longitude: -79.3832, place: 'Toronto, Ontario, Canada' };

describe('search requests', () => {
  it.each([
    ['toronto', { place: 'toronto' }],
    ['London-ON', { place: 'london-on' }],
    ['New York', { city1: 'New York' }],
    ['Alcalá de Henares', { city1: 'Alcalá de Henares' }],
    ['London, ON', { city1: 'London', state1: 'ON' }],
    ['Toronto, ON, Canada', { city1: 'Toronto', state1: 'ON', country1: 'Canada' }],
    ['100 Queen St W, Toronto, ON, CA', { city1: 'Toronto', state1: 'ON', country1: 'CA' }],
  ])('reads "%s" as %j', (location, where) => {
    expect(whereOfPlace(location)).toEqual(where);
  });

  it('sends plain decimals, the care type only for homecare', () => {
    const form = { ...emptySearchForm(), mode: 'coordinates' as const, latitude: '0,0000001', longitude: '-79.38320049', radiusKm: '12.34567', careTypeId: '5' };
    expect(requestOf('homecare', form)).toEqual({ where: { latitude: '0', longitude: '-79.3832' }, radiusKm: 12.346, careTypeId: 5 });
    expect(requestOf('shared-living', form).careTypeId).toBeUndefined();
  });

  it('keeps a place with where it resolved to, and coordinates as numbers', () => {
    expect(criteriaOf({ ...emptySearchForm(), location: ' Toronto, ON, Canada ' }, TORONTO)).toEqual({
      ...emptySearchCriteria(),
      location: 'Toronto, ON, Canada',
      latitude: 43.6532,
      longitude: -79.3832,
      city1: 'Toronto',
      state1: 'ON',
      country1: 'Canada',
    });
    const coordinates = { ...emptySearchForm(), mode: 'coordinates' as const, latitude: '40,4168', longitude: '-3.7038' };
    expect(criteriaOf(coordinates, { ...TORONTO, place: null })).toEqual({ ...emptySearchCriteria(), latitude: 40.4168, longitude: -3.7038 });
  });

  it('restores a kept search as a form, whichever fields another client filled', () => {
    expect(formOfCriteria(emptySearchCriteria())).toBeUndefined();
    expect(formOfCriteria({ ...emptySearchCriteria(), location: 'toronto', latitude: 43.6 })).toEqual({ ...emptySearchForm(), location: 'toronto' });
    expect(formOfCriteria({ ...emptySearchCriteria(), locality: 'Toronto', area_level_1: 'Ontario', country1: 'CA' })).toEqual({ ...emptySearchForm(), location: 'Toronto, Ontario, CA' });
    expect(formOfCriteria({ ...emptySearchCriteria(), latitude: 40.4168, longitude: -3.7038 })).toEqual({
      ...emptySearchForm(),
      mode: 'coordinates',
      latitude: '40.4168',
      longitude: '-3.7038',
    });
  });
});
