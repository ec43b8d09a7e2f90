import { SearchHttp } from './search.http';
import { SearchReader } from './search-reader';

export const searchQueryControllers = [SearchHttp];
export const searchQueryProviders = [SearchReader];
