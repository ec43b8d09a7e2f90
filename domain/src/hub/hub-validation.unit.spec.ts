import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { parseOrThrow } from '../shared/validation';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { agencyId, details, eventId, metadataFor } from './hub.fixtures';
import { hubRecord } from './record';

const validCreate = {
  name: details.name,
  address: details.address,
  latitude: details.latitude,
  longitude: details.longitude,
  hubLeadName: 'Nora Bell',
  hubLeadEmail: 'nora@maple.example',
  capacity: 6,
  productId: 14,
};

const errorsOf = (schema: typeof hubRecord.create.body, body: unknown): FieldError[] => {
  try {
    parseOrThrow(schema, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  return [];
};

const actionBody = (action: keyof typeof hubRecord.actions) => hubRecord.actions[action].body;
const admin = { id: 'admin', roleId: Role.ADMIN };

describe('hub request bodies', () => {
  it('turns a valid create body into CreateHub, the lead grouped and absent optionals as null', () => {
    const body = parseOrThrow(hubRecord.create.body, validCreate);
    const command = hubRecord.create.toCommand('hub-1', body as never, metadataFor(), admin);
    expect(command).toEqual({
      type: 'CreateHub',
      data: { hubId: 'hub-1', ...details, hubLead: { name: 'Nora Bell', email: 'nora@maple.example', phone: null }, capacity: 6, agencyId: null },
      metadata: metadataFor(),
    });
    const withAgency = hubRecord.create.toCommand('hub-1', { ...(body as object), agencyId } as never, metadataFor(), admin);
    expect(hubRecord.factsOfCreation(withAgency)).toEqual({ agencyId, createdBy: metadataFor().actorId });
  });

  it('names every missing field of a create', () => {
    expect(errorsOf(hubRecord.create.body, {}).map((error) => `${error.path} ${error.message}`)).toEqual([
      'name is required',
      'address is required',
      'latitude is required',
      'longitude is required',
      'hubLeadName is required',
      'capacity is required',
      'productId is required',
    ]);
  });

  it.each([
    ['latitude', 90.5, 'must be a number from -90 to 90'],
    ['latitude', '43.6', 'must be a number from -90 to 90'],
    ['longitude', -180.1, 'must be a number from -180 to 180'],
    ['capacity', 0, 'must be an integer from 1 to 20'],
    ['capacity', 21, 'must be an integer from 1 to 20'],
    ['capacity', 2.5, 'must be an integer from 1 to 20'],
    ['productId', 3, 'must be a product id: 14 (shared living) or 7 (adult day program)'],
    ['hubLeadEmail', 'nora-at-maple', 'must be an email address'],
    ['hubLeadPhone', 'call me', 'must be a phone number: digits, spaces, ( ) . - and an optional leading +'],
    ['agencyId', 'agency-1', 'must be a UUID'],
    ['name', '   ', 'must not be empty'],
    ['name', 'x'.repeat(121), 'must be at most 120 characters'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    expect(errorsOf(hubRecord.create.body, { ...validCreate, [field]: value })).toEqual([{ path: field, message }]);
  });

  it('checks every part of the address and refuses unknown fields', () => {
    const address = { street: '', city: 'Toronto', postalCode: '?', country: 'Canada', floor: 2 };
    expect(errorsOf(hubRecord.create.body, { ...validCreate, address, colour: 'red' })).toEqual([
      { path: 'address.street', message: 'must not be empty' },
      { path: 'address.province', message: 'is required' },
      { path: 'address.postalCode', message: 'must be a postal code: 2 to 12 letters, digits, spaces or -' },
      { path: 'address.country', message: 'must be a two-letter country code (ISO 3166-1), like CA' },
      { path: 'address.floor', message: 'is not an allowed field' },
      { path: 'colour', message: 'is not an allowed field' },
    ]);
  });

  it('turns a partial update into only the changes named', () => {
    const body = parseOrThrow(actionBody('update'), { expectedVersion: 2, name: 'Maple Lodge', latitude: 43.7 });
    expect(hubRecord.actions.update.toCommand('hub-1', body as never, metadataFor(), admin).data).toEqual({
      hubId: 'hub-1',
      changes: { name: 'Maple Lodge', latitude: 43.7 },
    });
  });

  it('requires expectedVersion on every action', () => {
    for (const action of Object.keys(hubRecord.actions) as (keyof typeof hubRecord.actions)[]) {
      expect(errorsOf(actionBody(action), {})).toContainEqual({ path: 'expectedVersion', message: 'is required' });
    }
  });

  it('requires hub event ids as UUIDs and instants with a zone', () => {
    expect(errorsOf(actionBody('add-event'), { expectedVersion: 0, eventId: 'e-1', title: 'Tea', startsAt: '2030-03-10T14:00:00', endsAt: '2030-03-10' })).toEqual([
      { path: 'eventId', message: 'must be a UUID' },
      { path: 'startsAt', message: 'must be an ISO-8601 date-time with a time zone' },
      { path: 'endsAt', message: 'must be an ISO-8601 date-time with a time zone' },
    ]);
    expect(errorsOf(actionBody('cancel-event'), { expectedVersion: 0 })).toEqual([{ path: 'eventId', message: 'is required' }]);
  });

  it('turns an event update into only the changes named, null clearing the description', () => {
    const body = parseOrThrow(actionBody('update-event'), { expectedVersion: 1, eventId, endsAt: '2030-03-10T17:00:00Z', description: null });
    expect(hubRecord.actions['update-event'].toCommand('hub-1', body as never, metadataFor(), admin).data).toEqual({
      hubId: 'hub-1',
      eventId,
      changes: { endsAt: '2030-03-10T17:00:00Z', description: null },
    });
  });
});
