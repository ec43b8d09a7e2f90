import { ensureMongoIndexes, loadDocuments, POSTINGS_COLLECTION, postingDocumentOf, postingRowOf, upsertDocuments, type PostingDocument } from '@careledger/storage/mongo';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { POSTINGS_SCHEMA_VERSION, postingFold, postingRowWithColumns } from '../posting-projector';
import { POSTING_INDEXES } from './posting-collection';

/** The postings read model in MongoDB: the same fold as the SQL projector (`postingFold`), its rows kept as documents. */
export const postingMongoProjector: MongoProjector = {
  name: 'postings',
  version: POSTINGS_SCHEMA_VERSION,
  collections: [POSTINGS_COLLECTION],
  handles: postingFold.handles,
  ensureIndexes: (db) => ensureMongoIndexes(db, POSTINGS_COLLECTION, POSTING_INDEXES),
  async apply(tx, events) {
    const stored = await loadDocuments<PostingDocument>(tx, POSTINGS_COLLECTION, postingFold.idsOf(events));
    const changed = postingFold.fold(stored.map(postingRowOf), events);
    await upsertDocuments(tx, POSTINGS_COLLECTION, changed.map(postingRowWithColumns).map(postingDocumentOf));
  },
};
