/** Event types and stream ids as the server checks them (query-service audit-query.ts). */
export const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9]*$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STREAM = /^([a-z][a-z0-9]*)-(.+)$/;

/** The stream categories the domain writes: the audit log's category filter offers these. */
export const STREAM_CATEGORIES = [
  'assessment',
  'patient',
  'user',
  'posting',
  'referral',
  'hub',
  'cluster',
  'hostlead',
  'agency',
  'caregiver',
  'note',
  'hubnote',
  'noteview',
  'hubnoteview',
  'medication',
  'task',
  'medicationorder',
  'product',
  'taxrate',
  'subscription',
  'payment',
  'cardbatch',
  'cardcharge',
  'savedsearch',
  'reminder',
  'anchor',
  'analyticsquestion',
] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

export const isStreamCategory = (value: string | null | undefined): value is StreamCategory => STREAM_CATEGORIES.includes(value as StreamCategory);

export interface StreamRef {
  category: string;
  recordId: string;
}

/** `patient-<uuid>` names its category and its record; anything else is not a stream id. */
export const parseStream = (streamId: string): StreamRef | undefined => {
  const match = STREAM.exec(streamId);
  return match === null ? undefined : { category: match[1] as string, recordId: match[2] as string };
};

export const isStreamId = (value: string): boolean => parseStream(value) !== undefined;

/**
 * Where the query side serves a record as it stood at an instant (`?asOf=`). Most records answer
 * `{ asOf, version, state }` at `/api/<resource>/{id}/state`; an assessment answers its own view.
 */
const STATE_RESOURCES: Partial<Record<StreamCategory, string>> = {
  patient: 'patients',
  user: 'users',
  product: 'products',
  taxrate: 'tax-rates',
  subscription: 'subscriptions',
  payment: 'payments',
  cardbatch: 'card-batches',
  note: 'notes',
  hubnote: 'hub/notes',
  agency: 'agencies',
  caregiver: 'caregivers',
  hub: 'shared-living-hubs',
  cluster: 'shared-living-clusters',
  hostlead: 'host-leads',
  posting: 'postings',
  medication: 'medication-administrations',
  task: 'tasks',
  medicationorder: 'medication-orders',
  referral: 'referrals',
};

export interface StateSource {
  path: string;
  /** Whether the answer is `{ asOf, version, state }` rather than the record itself. */
  wrapped: boolean;
}

export const stateSourceOf = ({ category, recordId }: StreamRef): StateSource | undefined => {
  if (!UUID.test(recordId)) return undefined;
  const id = encodeURIComponent(recordId);
  if (category === 'assessment') return { path: `/api/assessments/${id}`, wrapped: false };
  const resource = isStreamCategory(category) ? STATE_RESOURCES[category] : undefined;
  return resource === undefined ? undefined : { path: `/api/${resource}/${id}/state`, wrapped: true };
};
