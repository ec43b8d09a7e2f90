type Schema = Record<string, unknown>;

/**
 * Realistic values by field name, so that an example reads as the system's own data: ids as the
 * service makes them (random UUIDs), ISO instants and dates, a Canadian address as in the catalog.
 * A value is used only where its schema accepts it; otherwise the schema's own bounds decide.
 */
const uuids: Readonly<Record<string, string>> = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  patientId: '3f2b8c1e-5d4a-4e7b-9c61-2a8f0d7e4b13',
  agencyId: 'a1d4e2f7-3b6c-4f81-8e29-5c7b0a9d6e42',
  partnerId: 'c6e1b9a4-2f8d-4d3e-a7b5-9e0f1c2d3a84',
  hubId: 'e4b7a2c9-6d1f-4a5e-8b3c-7f9d0e1a2b65',
  clusterId: 'b2f9c4e1-8a7d-4c6b-9e5f-3d1a0b7c8e26',
  caregiverId: 'd8a3f6b2-1c9e-4e7d-b4a5-6f2c8e0d9b17',
  assigneeId: 'f5c2e8a1-9b4d-4f3e-a6c7-1e8d2b0f4a93',
  careCoordinatorId: '0b7e3d9c-4a2f-4b8e-9d1c-5e6f7a8b9c30',
  userId: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  assessmentId: '5e8d2a7c-3f1b-4d9e-a2c4-8b6f0e1d3a57',
  shiftId: '2c4e6a8b-0d1f-4e3a-9b5c-7d9e1f3a5b71',
  allergyId: '6f1a3c5e-7b9d-4f2a-8c4e-0a2b4c6d8e19',
  contactId: '8d0f2b4c-6e8a-4c1d-b3f5-7a9c1e3b5d28',
  eventId: '4a6c8e0f-1b3d-4a5e-9c7f-2d4e6f8a0b36',
  orderId: '1e3a5c7d-9f2b-4d6e-8a0c-3b5d7f9a1c44',
  productId: '7b9d1f3a-5c7e-4a2b-9d4f-6e8a0c2e4a52',
  taxRateId: '3d5f7a9b-1c3e-4b6d-8f0a-2c4e6b8d0f63',
  subscriptionId: '9f1b3d5e-7a9c-4e2f-b4d6-8a0c2e4f6b75',
  cardBatchId: '5a7c9e1b-3d5f-4a8c-9e2b-4d6f8a0c2e87',
  appendedNoteId: 'b6d8f0a2-4c6e-4b9d-8f1a-3c5e7a9b1d08',
  targetId: '0c2e4a6c-8e0a-4d3f-a5b7-9c1d3e5f7a19',
  recordId: '5e8d2a7c-3f1b-4d9e-a2c4-8b6f0e1d3a57',
  sourceId: '3f2b8c1e-5d4a-4e7b-9c61-2a8f0d7e4b13',
  questionId: 'e9a1c3d5-7f9b-4e1c-8a3d-5f7b9d1e3c20',
  webhookId: '2d4f6a8c-0e2a-4c5e-9f1b-3d5f7a9c1e31',
  paymentId: '6b8d0f2a-4c6e-4f9a-8b1d-3e5f7a9c1b42',
};

const texts: Readonly<Record<string, string>> = {
  firstName: 'Eleanor',
  lastName: 'Hughes',
  name: 'Maple Grove Home Care',
  title: 'Morning medication round',
  email: 'eleanor.hughes@example.org',
  hubLeadEmail: 'marc.tremblay@example.org',
  hubLeadName: 'Marc Tremblay',
  phone: '+1 416 555 0142',
  hubLeadPhone: '+1 613 555 0187',
  street: '120 Queen St W',
  city: 'Toronto',
  city1: 'Toronto',
  locality: 'Toronto',
  province: 'ON',
  state1: 'ON',
  area_level_1: 'Ontario',
  country: 'CA',
  country1: 'Canada',
  countryCode: 'CA',
  postalCode: 'M5H 2N2',
  location: 'Toronto, ON, Canada',
  address: '120 Queen St W, Toronto, ON M5H 2N2',
  currency: 'CAD',
  timeZone: 'America/Toronto',
  drug: 'Metformin',
  medicationName: 'Metformin',
  dose: '500 mg',
  instructions: 'With breakfast and supper.',
  prescribedBy: 'Dr. Anita Sharma',
  allergen: 'Penicillin',
  reaction: 'Hives',
  reason: 'The family is away until the end of the month.',
  holdReason: 'The family is away until the end of the month.',
  comment: 'Offered again at 09:30; refused.',
  body: 'Visited at 10:00. Eleanor was in good spirits and ate a full breakfast.',
  text: 'Walked to the garden with a cane.',
  description: 'Weekly tea and card games in the common room.',
  message: 'Done.',
  summary: 'Assessment scheduled for a home visit.',
  password: 'Maple-Harbour-7342!',
  url: 'https://hooks.example.org/careledger',
  streamId: 'patient-3f2b8c1e-5d4a-4e7b-9c61-2a8f0d7e4b13',
  category: 'patient',
  type: 'PatientRegistered',
  eventType: 'PatientRegistered',
  eventTypes: 'PatientRegistered',
  digest: 'a3f1c9e27b5d4f8062e1b7c39d5a0f4e8b2c6d1a9e3f7b5c0d4e8a2f6b1c9d3e',
  previousDigest: '5c0d4e8a2f6b1c9d3ea3f1c9e27b5d4f8062e1b7c39d5a0f4e8b2c6d1a9e3f7b',
  secret: 'whsec_3q8ZKfL2mV7xR1pT9wN4cY6bH0dJ5sGa',
  dueTime: '08:00',
  timesOfDay: '08:00',
  timeOfDay: '08:00',
  startTime: '09:00',
  endTime: '17:00',
  search: 'province=ON&careType=3',
  slug: 'toronto-on',
  locale: 'en-CA',
  gender: 'female',
  relationshipLabel: 'Daughter',
  hubName: 'Maple House',
  agencyName: 'Maple Grove Home Care',
  partnerName: 'Lakeshore General Hospital',
  caregiverName: 'Amira Haddad',
  contactName: 'Claire Hughes',
  actorId: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  createdBy: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  openedBy: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  requestedBy: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  recordedBy: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  subscribedBy: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  capturedBy: '9a1c5e7f-2b3d-4c6e-8f0a-1b2c3d4e5f68',
  correlationId: '1f0c6b2e-8d4a-4b7e-9a3c-5e2d7f1a0b64',
  causationId: '6d3a9e1c-2b7f-4c8e-a5d0-3f1b8c6e2a97',
  roleLabel: 'Agency',
  statusLabel: 'Scheduled',
  label: 'Toronto',
  shortLabel: 'ON',
};

const dates: Readonly<Record<string, string>> = {
  dateOfBirth: '1941-06-12',
  startDate: '2026-03-02',
  endDate: '2026-05-29',
  from: '2026-01-01',
  to: '2026-03-31',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  dischargeDate: '2026-03-10',
  dateOfService: '2026-03-13',
  dueDate: '2026-03-16',
  effectiveDate: '2026-04-01',
};
const DEFAULT_DATE = '2026-03-14';

const instants: Readonly<Record<string, string>> = {
  startsAt: '2026-03-16T13:00:00.000Z',
  endsAt: '2026-03-16T17:00:00.000Z',
  visitAt: '2026-03-18T14:30:00.000Z',
  scheduledAt: '2026-03-18T14:30:00.000Z',
  administeredAt: '2026-03-14T13:05:00.000Z',
  dueAt: '2026-03-14T13:00:00.000Z',
};
const DEFAULT_INSTANT = '2026-03-14T15:30:00.000Z';

const numbers: Readonly<Record<string, number>> = {
  expectedVersion: 3,
  version: 4,
  globalPosition: 18342,
  position: 18342,
  head: 18390,
  next: 18343,
  page: 1,
  pageSize: 25,
  total: 1,
  capacity: 4,
  latitude: 43.6532,
  lat: 43.6532,
  longitude: -79.3832,
  lng: -79.3832,
  unitPriceCents: 4500,
  amountCents: 4500,
  amount: 4500,
  totalCents: 5085,
  taxCents: 585,
  paidCents: 5085,
  rateBasisPoints: 1300,
  taxRateBasisPoints: 1300,
  radiusKm: 25,
  distanceKm: 3.4,
  progress: 100,
  quantity: 1,
  dayOfMonth: 1,
  offset: 10,
  start: 10,
  end: 18,
};

type Resolve = (ref: string) => Schema | undefined;

const matches = (schema: Schema, value: string): boolean => {
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  return true;
};

const stringOf = (schema: Schema, name: string | undefined): string | undefined => {
  const hint = name;
  const candidates: string[] = [];
  if (schema.format === 'date') candidates.push((hint && dates[hint]) ?? DEFAULT_DATE);
  if (schema.format === 'date-time') candidates.push((hint && instants[hint]) ?? DEFAULT_INSTANT);
  if (schema.format === 'uuid' || (hint !== undefined && (hint === 'id' || /Ids?$/.test(hint)))) candidates.push((hint && (uuids[hint] ?? uuids[hint.replace(/s$/, '')])) ?? uuids.id!);
  if (schema.format === 'email') candidates.push(texts.email!);
  if (schema.format === 'uri') candidates.push(texts.url!);
  if (hint && texts[hint] !== undefined) candidates.push(texts[hint]);
  if (hint && /Name$/.test(hint)) candidates.push('Eleanor Hughes');
  if (hint && /(Reason|Comment)$/.test(hint)) candidates.push(texts.reason!);
  if (hint && /Hash$/.test(hint)) candidates.push(texts.digest!);
  candidates.push('Eleanor Hughes', uuids.id!, 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1))));
  return candidates.find((candidate) => matches(schema, candidate));
};

const numberOf = (schema: Schema, name: string | undefined): number => {
  const integer = schema.type === 'integer';
  const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? (integer ? 1 : 0.5) : 0) : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum - (schema.exclusiveMaximum === true ? (integer ? 1 : 0.5) : 0) : undefined;
  const wanted = (name === undefined ? undefined : numbers[name]) ?? (min !== undefined && min > 0 ? min : 1);
  const inRange = Math.min(max ?? wanted, Math.max(min ?? wanted, wanted));
  return integer ? Math.round(inRange) : inRange;
};

const MAX_DEPTH = 12;

/**
 * An example of a JSON schema, made from its types and bounds and the names of its fields; a
 * schema's own `example` wins. Undefined where none can be made (a pattern no candidate fits).
 */
export const exampleOfSchema = (schema: Schema, resolve: Resolve, name?: string, everyField = true, depth = 0): unknown => {
  if (depth > MAX_DEPTH) return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema.$ref);
    return target === undefined ? undefined : exampleOfSchema(target, resolve, name, everyField, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
  if ('default' in schema && schema.default !== undefined && schema.default !== null) return schema.default;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      for (const option of options as Schema[]) {
        if (option.type === 'null' || (Array.isArray(option.enum) && option.enum.every((value) => value === null))) continue;
        const value = exampleOfSchema(option, resolve, name, everyField, depth + 1);
        if (value !== undefined && value !== null) return value;
      }
      return schema.nullable === true ? null : undefined;
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) => exampleOfSchema(part, resolve, name, everyField, depth + 1));
    return parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema, name);
    case 'integer':
    case 'number':
      return numberOf(schema, name);
    case 'boolean':
      return false;
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const item = exampleOfSchema(items, resolve, name, everyField, depth + 1);
      if (item === undefined) return Number(schema.minItems ?? 0) > 0 ? undefined : [];
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (schema.type === undefined && Object.keys(properties).length === 0) return {};
      const required = new Set((schema.required ?? []) as string[]);
      const example: Record<string, unknown> = {};
      // A record keyed by a closed set (`z.record(z.enum(...))`) requires every key of it.
      const additional = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Schema) : undefined;
      for (const field of required) {
        if (field in properties || additional === undefined) continue;
        const value = exampleOfSchema(additional, resolve, field, everyField, depth + 1);
        if (value === undefined) return undefined;
        example[field] = value;
      }
      for (const [field, inner] of Object.entries(properties)) {
        if (!everyField && !required.has(field)) continue;
        const value = exampleOfSchema(inner, resolve, field, everyField, depth + 1);
        if (value === undefined) {
          if (required.has(field)) return undefined;
          continue;
        }
        example[field] = value;
      }
      return example;
    }
    default:
      return undefined;
  }
};
