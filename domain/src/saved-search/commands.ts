import type { Command } from '../shared/command';
import type { SearchCriteria, SearchKind } from './events';

interface OwnerRef {
  ownerKey: string;
}

export type SaveSearch = Command<'SaveSearch', OwnerRef & { searchKind: SearchKind; criteria: SearchCriteria }>;
export type ChooseSearchKind = Command<'ChooseSearchKind', OwnerRef & { searchKind: SearchKind }>;

export type SavedSearchCommand = SaveSearch | ChooseSearchKind;
