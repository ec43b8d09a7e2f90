import { SaveSearchHttp } from './save-search.http';

export const savedSearchCommandControllers = [SaveSearchHttp];
