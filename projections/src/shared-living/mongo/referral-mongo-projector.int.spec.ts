import { describe } from 'vitest';
import { referralPatientRowOf, referralRowOf, type ReferralDocument, type ReferralPatientDocument } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { referralExamples } from '../../testing/referral-examples';
import { referralMongoProjector } from './referral-mongo-projector';

const url = mongoTestUrl();

/** The documents as the SQL spec reads its tables: `referrals` by id, or `referral_patients` by patient. */
const rowsOf = (documents: (ReferralDocument | ReferralPatientDocument)[], table: string | undefined): object[] =>
  table === 'referral_patients'
    ? (documents as ReferralPatientDocument[]).map(referralPatientRowOf)
    : (documents as ReferralDocument[]).map(referralRowOf);

// The examples the SQL read model passes, on MongoDB documents read back as rows; the events are kept in PGlite.
describe.skipIf(!url)(mongoSuiteTitle('referrals read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (pglite) referralExamples(mongoProjectionSpec<ReferralDocument | ReferralPatientDocument>(referralMongoProjector, pglite, url ?? '', rowsOf));
});
