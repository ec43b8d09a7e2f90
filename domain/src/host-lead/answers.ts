import { z } from 'zod';
import { products } from '../catalog/products';
import { leadLocations } from '../catalog/referrals';
import { catalogIdAnswer, versionedRecordAnswer } from '../shared/answers';
import { hostLeadStatuses } from './statuses';

/** One host lead, as the admin listing and `GET /api/host-leads/{id}` answer it. */
export const hostLeadAnswer = z.strictObject({
  id: z.uuid(),
  status: catalogIdAnswer(hostLeadStatuses),
  leadLocationId: catalogIdAnswer(leadLocations),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  productId: catalogIdAnswer(products),
  notes: z.string().nullable(),
  /** The hub the lead became, once converted. */
  hubId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  capturedBy: z.string(),
  ...versionedRecordAnswer,
});
export type HostLeadAnswer = z.infer<typeof hostLeadAnswer>;
