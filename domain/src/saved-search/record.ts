import type { RecordType } from '../record/record-type';
import type { SavedSearchCommand } from './commands';
import { savedSearchDecider } from './decider';
import type { SavedSearchEvent } from './events';
import { savedSearchBody, type SavedSearchBody } from './requests';
import type { SavedSearchState } from './state';

/**
 * Every save is a `create` on the owner's stream (the record id is the owner key, see
 * `owner.ts`): saving never depends on what was saved before, so it carries no version, and
 * the last save wins. `userId` is the owner, whom the policy compares with the actor.
 */
export const savedSearchRecord: RecordType<SavedSearchState, SavedSearchCommand, SavedSearchEvent, never> = {
  category: 'savedsearch',
  noun: 'saved search',
  decider: savedSearchDecider,
  exists: () => true,
  create: {
    body: savedSearchBody,
    versioned: false,
    toCommand: (ownerKey: string, body: SavedSearchBody, metadata) => {
      if (body.target === 'current-search-type') return { type: 'ChooseSearchKind', data: { ownerKey, searchKind: body.searchType }, metadata };
      const { target, ...criteria } = body;
      return { type: 'SaveSearch', data: { ownerKey, searchKind: target, criteria }, metadata };
    },
  },
  actions: {},
  factsOf: (_state) => ({}),
  factsOfCreation: (command) => ({ userId: command.data.ownerKey }),
};
