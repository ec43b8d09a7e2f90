import {
  ensureMongoIndexes,
  loadDocuments,
  REFERRAL_PATIENTS_COLLECTION,
  referralDocumentOf,
  referralPatientDocumentOf,
  referralPatientRowOf,
  referralRowOf,
  REFERRALS_COLLECTION,
  upsertDocuments,
  type MongoTransaction,
  type ReferralDocument,
  type ReferralPatientDocument,
} from '@careledger/storage/mongo';
import { byKey } from '../../engine/fold-rows';
import type { MongoProjector } from '../../engine/mongo/mongo-projector';
import { foldReferralBatch, handlesReferralEvent, referralBatchOf } from '../referral-fold';
import { REFERRALS_SCHEMA_VERSION } from '../referral-projector';
import { REFERRAL_INDEXES } from './referral-collection';

const referralsOfPatients = async ({ db, session }: MongoTransaction, patientIds: readonly string[]): Promise<ReferralDocument[]> =>
  patientIds.length === 0 ? [] : db.collection<ReferralDocument>(REFERRALS_COLLECTION).find({ patient_id: { $in: [...patientIds] } }, { session }).toArray();

/**
 * The referrals read model in MongoDB: the same fold as the SQL projector (`foldReferralBatch`
 * over the stored referrals and patient facts it names), its rows kept as documents.
 */
export const referralMongoProjector: MongoProjector = {
  name: 'referrals',
  version: REFERRALS_SCHEMA_VERSION,
  collections: [REFERRALS_COLLECTION, REFERRAL_PATIENTS_COLLECTION],
  handles: handlesReferralEvent,
  ensureIndexes: (db) => ensureMongoIndexes(db, REFERRALS_COLLECTION, REFERRAL_INDEXES),
  async apply(tx, events) {
    const batch = referralBatchOf(events);
    const patients = await loadDocuments<ReferralPatientDocument>(tx, REFERRAL_PATIENTS_COLLECTION, batch.patientIds);
    const named = await loadDocuments<ReferralDocument>(tx, REFERRALS_COLLECTION, batch.referralIds);
    const ofPatients = await referralsOfPatients(tx, batch.changingPatientIds);
    const changed = foldReferralBatch(batch, {
      referrals: byKey([...named, ...ofPatients].map(referralRowOf), (row) => row.id),
      patients: byKey(patients.map(referralPatientRowOf), (row) => row.patient_id),
    });
    await upsertDocuments(tx, REFERRAL_PATIENTS_COLLECTION, [...changed.patients.values()].map(referralPatientDocumentOf));
    await upsertDocuments(tx, REFERRALS_COLLECTION, [...changed.referrals.values()].map(referralDocumentOf));
  },
};
