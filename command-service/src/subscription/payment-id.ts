import { createHash } from 'node:crypto';

// Fixed for Careledger: changing it would give already billed periods new ids.
const PAYMENT_NAMESPACE = Buffer.from('6f1c5d2e8a7b4c3d9e0f1a2b3c4d5e6f', 'hex');

/**
 * The id of the payment for one period of one subscription (a name-based UUID, version 5): billing
 * a period twice names the same payment, which the store refuses (409 payment_already_exists).
 */
export const paymentIdFor = (subscriptionId: string, periodStart: string): string => {
  const hash = createHash('sha1').update(PAYMENT_NAMESPACE).update(`${subscriptionId.toLowerCase()}/${periodStart}`).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
