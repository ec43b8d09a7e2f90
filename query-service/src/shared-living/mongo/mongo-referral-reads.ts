import type { Db } from 'mongodb';
import { REFERRALS_COLLECTION, referralRowOf, type ReferralDocument } from '@careledger/storage/mongo';
import { countDocumentsCapped } from '../../http/mongo-list';
import type { ReferralReads } from '../referral-reads';
import { toReferralView, type ReferralView } from '../referral-view';
import { referralListQuery } from './referral-list-query';

/** A document as the list and the detail call show it, before names are added. */
export const referralViewOf = (document: ReferralDocument): ReferralView => toReferralView(referralRowOf(document));

/** The referrals read model as MongoDB keeps it (`projections` writes it when MONGODB_URL is set). */
export const mongoReferralReads = (db: Db): ReferralReads => {
  const referrals = db.collection<ReferralDocument>(REFERRALS_COLLECTION);
  return {
    async page(actor, request) {
      const { filter, pipeline } = referralListQuery(actor, request);
      const [documents, count] = await Promise.all([
        referrals.aggregate<ReferralDocument>(pipeline).toArray(),
        countDocumentsCapped(db.collection(REFERRALS_COLLECTION), filter),
      ]);
      return { rows: documents.map(referralViewOf), ...count };
    },
    async referral(id) {
      const document = await referrals.findOne({ _id: { $eq: id } });
      return document ? referralRowOf(document) : null;
    },
  };
};
