export { referralMongoProjector } from './referral-mongo-projector';
export { REFERRAL_INDEXES } from './referral-collection';
