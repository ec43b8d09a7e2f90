import { evolveSavedSearch, initialSavedSearchState, savedSearchEventTypes } from '@careledger/domain';
import { ownerStateProjector } from '../engine/owner-state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const SAVED_SEARCHES_SCHEMA_VERSION = 1;

/**
 * The saved searches of one owner (a user or an anonymous visitor, both keyed by a UUID): the
 * three searches and the current search type.
 */
export const savedSearchProjector = ownerStateProjector({
  table: 'saved_searches',
  version: SAVED_SEARCHES_SCHEMA_VERSION,
  idType: 'uuid',
  eventTypes: savedSearchEventTypes,
  initialState: initialSavedSearchState,
  evolve: evolveSavedSearch,
});
