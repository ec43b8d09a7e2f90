import { SavedSearchHttp } from './saved-search.http';
import { SavedSearchReader } from './saved-search-reader';

export const savedSearchQueryControllers = [SavedSearchHttp];
export const savedSearchQueryProviders = [SavedSearchReader];
