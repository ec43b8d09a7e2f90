import { PostingCandidatesHttp } from './posting-candidates.http';
import { PostingReader } from './posting-reader';
import { PostingsHttp } from './postings.http';

export const postingQueryControllers = [PostingsHttp, PostingCandidatesHttp];
export const postingQueryProviders = [PostingReader];
