import { z } from 'zod';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import { MAX_HUB_CAPACITY, MIN_HUB_CAPACITY, type HubCommand } from './commands';
import { hubDecider } from './decider';
import type { HubEvent, HubLead } from './events';
import { hubFactsOf } from './facts';
import {
  addressField,
  emailField,
  instantField,
  latitudeField,
  longitudeField,
  optionalText,
  phoneField,
  productIdField,
  textField,
  uuidField,
} from './fields';
import type { HubState } from './state';
import type { HubAction } from './actions';

const capacityRule = `must be an integer from ${MIN_HUB_CAPACITY} to ${MAX_HUB_CAPACITY}`;
const capacity = z
  .int({ error: ruleMessage(capacityRule) })
  .min(MIN_HUB_CAPACITY, { error: capacityRule })
  .max(MAX_HUB_CAPACITY, { error: capacityRule });

const hubName = textField(120);
const hubLeadFields = {
  hubLeadName: textField(120),
  hubLeadEmail: emailField.nullable().optional(),
  hubLeadPhone: phoneField.nullable().optional(),
};
const hubLeadOf = (body: { hubLeadName: string; hubLeadEmail?: string | null; hubLeadPhone?: string | null }): HubLead => ({
  name: body.hubLeadName,
  email: body.hubLeadEmail ?? null,
  phone: body.hubLeadPhone ?? null,
});

const eventTitle = textField(200);
const eventDescription = optionalText(2000);
const reason = optionalText(500);

/** Drops the fields a partial update leaves out, so "absent" never reads as "set to undefined". */
const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

export const hubRecord: RecordType<HubState, HubCommand, HubEvent, HubAction> = {
  category: 'hub',
  noun: 'shared-living hub',
  decider: hubDecider,
  exists: (state) => state.status !== 'none',
  create: creation(
    {
      name: hubName,
      address: addressField,
      latitude: latitudeField,
      longitude: longitudeField,
      ...hubLeadFields,
      capacity,
      productId: productIdField,
      agencyId: uuidField.nullable().optional(),
    },
    (hubId, body, metadata) => ({
      type: 'CreateHub',
      data: {
        hubId,
        name: body.name,
        address: body.address,
        latitude: body.latitude,
        longitude: body.longitude,
        productId: body.productId,
        hubLead: hubLeadOf(body),
        capacity: body.capacity,
        agencyId: body.agencyId ?? null,
      },
      metadata,
    }),
  ),
  actions: {
    update: action(
      {
        name: hubName.optional(),
        address: addressField.optional(),
        latitude: latitudeField.optional(),
        longitude: longitudeField.optional(),
        productId: productIdField.optional(),
      },
      (hubId, { expectedVersion: _version, ...changes }, metadata) => ({ type: 'UpdateHubDetails', data: { hubId, changes: definedOnly(changes) }, metadata }),
    ),
    'change-capacity': action({ capacity }, (hubId, body, metadata) => ({
      type: 'ChangeHubCapacity',
      data: { hubId, capacity: body.capacity },
      metadata,
    })),
    'assign-lead': action(hubLeadFields, (hubId, body, metadata) => ({ type: 'AssignHubLead', data: { hubId, hubLead: hubLeadOf(body) }, metadata })),
    deactivate: action({ reason }, (hubId, body, metadata) => ({ type: 'DeactivateHub', data: { hubId, reason: body.reason ?? null }, metadata })),
    reactivate: action({}, (hubId, _body, metadata) => ({ type: 'ReactivateHub', data: { hubId }, metadata })),
    'add-event': action(
      { eventId: uuidField, title: eventTitle, startsAt: instantField, endsAt: instantField, description: eventDescription },
      (hubId, body, metadata) => ({
        type: 'AddHubEvent',
        data: { hubId, eventId: body.eventId, title: body.title, startsAt: body.startsAt, endsAt: body.endsAt, description: body.description ?? null },
        metadata,
      }),
    ),
    'update-event': action(
      { eventId: uuidField, title: eventTitle.optional(), startsAt: instantField.optional(), endsAt: instantField.optional(), description: eventDescription },
      (hubId, { expectedVersion: _version, eventId, ...changes }, metadata) => ({
        type: 'UpdateHubEvent',
        data: { hubId, eventId, changes: definedOnly(changes) },
        metadata,
      }),
    ),
    'cancel-event': action({ eventId: uuidField, reason }, (hubId, body, metadata) => ({
      type: 'CancelHubEvent',
      data: { hubId, eventId: body.eventId, reason: body.reason ?? null },
      metadata,
    })),
  },
  factsOf: hubFactsOf,
  factsOfCreation: (command) => (command.type === 'CreateHub' ? { agencyId: command.data.agencyId, createdBy: command.metadata.actorId } : {}),
};
