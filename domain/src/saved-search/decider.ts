import { assertNever, type Decider } from '../shared/decider';
import type { SavedSearchCommand } from './commands';
import type { SavedSearchEvent } from './events';
import { evolveSavedSearch, initialSavedSearchState, type SavedSearchState } from './state';

/** Saving is always allowed: every save is kept as an event, the last one wins. */
export const decideSavedSearch = (command: SavedSearchCommand, _state: SavedSearchState): SavedSearchEvent[] => {
  switch (command.type) {
    case 'SaveSearch':
      return [{ type: 'SearchSaved', data: command.data }];
    case 'ChooseSearchKind':
      return [{ type: 'SearchKindChosen', data: command.data }];
    default:
      return assertNever(command);
  }
};

export const savedSearchDecider: Decider<SavedSearchState, SavedSearchCommand, SavedSearchEvent> = {
  initialState: initialSavedSearchState,
  evolve: evolveSavedSearch,
  decide: decideSavedSearch,
};
