import { assertNever } from '../shared/decider';
import { DEFAULT_SEARCH_KIND, emptySearchCriteria, type SavedSearchEvent, type SearchCriteria, type SearchKind } from './events';

/** What one owner has saved; an owner who saved nothing reads the defaults. */
export interface SavedSearchState {
  searches: Readonly<Record<SearchKind, SearchCriteria>>;
  currentSearchKind: SearchKind;
}

export const initialSavedSearchState = (): SavedSearchState => ({
  searches: { homecare: emptySearchCriteria(), 'shared-living': emptySearchCriteria(), 'day-program': emptySearchCriteria() },
  currentSearchKind: DEFAULT_SEARCH_KIND,
});

export const evolveSavedSearch = (state: SavedSearchState, event: SavedSearchEvent): SavedSearchState => {
  switch (event.type) {
    case 'SearchSaved':
      return { ...state, searches: { ...state.searches, [event.data.searchKind]: event.data.criteria } };
    case 'SearchKindChosen':
      return { ...state, currentSearchKind: event.data.searchKind };
    default:
      return assertNever(event);
  }
};
