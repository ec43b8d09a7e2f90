import { z } from 'zod';
import { agencyStandings, type AgencyStandingId } from '../catalog/people';
import { isIdOf } from '../catalog/catalog-entry';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import type { AgencyCommand } from './commands';
import { agencyDecider } from './decider';
import type { AgencyEvent } from './events';
import { agencyFactsOf } from './facts';
import { latitudeField, longitudeField } from '../hub/fields';
import { careServiceIdsField, definedOnly, emailField, nameField, optionalPhoneField, textField } from './fields';
import type { AgencyState } from './state';
import type { AgencyAction } from './actions';

const agencyName = textField(150);
const address = z
  .strictObject(
    { city: nameField, province: nameField, latitude: latitudeField.optional(), longitude: longitudeField.optional() },
    { error: ruleMessage('must be an object with city and province') },
  )
  .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
    error: 'must have both latitude and longitude, or neither',
  });
const standingLevel = z.custom<AgencyStandingId>((value) => isIdOf(agencyStandings, value), {
  error: ruleMessage('must be a standing level: 1 (good), 2 (requires review), 3 (probationary) or 4 (terminated)'),
}).meta({ examples: [2 as AgencyStandingId] });
const reason = textField(500);
const isInternal = z.boolean({ error: ruleMessage('must be true or false') });

export const agencyRecord: RecordType<AgencyState, AgencyCommand, AgencyEvent, AgencyAction> = {
  category: 'agency',
  noun: 'agency',
  decider: agencyDecider,
  exists: (state) => state.status !== 'none',
  create: creation(
    {
      name: agencyName,
      email: emailField,
      phone: optionalPhoneField,
      address,
      isInternal: isInternal.optional(),
      careServiceIds: careServiceIdsField.optional(),
    },
    (agencyId, body, metadata) => ({
      type: 'RegisterAgency',
      data: {
        agencyId,
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        address: body.address,
        isInternal: body.isInternal ?? false,
        careServiceIds: body.careServiceIds ?? [],
      },
      metadata,
    }),
  ),
  actions: {
    'update-profile': action(
      { name: agencyName.optional(), email: emailField.optional(), phone: optionalPhoneField, address: address.optional() },
      (agencyId, { expectedVersion: _version, ...changes }, metadata) => ({
        type: 'UpdateAgencyProfile',
        data: { agencyId, changes: definedOnly(changes) },
        metadata,
      }),
    ),
    'set-care-types': action({ careServiceIds: careServiceIdsField }, (agencyId, body, metadata) => ({
      type: 'SetAgencyCareTypes',
      data: { agencyId, careServiceIds: body.careServiceIds },
      metadata,
    })),
    'change-standing': action({ level: standingLevel, reason }, (agencyId, body, metadata) => ({
      type: 'ChangeAgencyStanding',
      data: { agencyId, level: body.level, reason: body.reason },
      metadata,
    })),
    reinstate: action({ reason }, (agencyId, body, metadata) => ({
      type: 'ReinstateAgency',
      data: { agencyId, reason: body.reason },
      metadata,
    })),
    'set-internal': action({ isInternal }, (agencyId, body, metadata) => ({
      type: 'SetAgencyInternal',
      data: { agencyId, isInternal: body.isInternal },
      metadata,
    })),
  },
  factsOf: agencyFactsOf,
  factsOfCreation: (command) => (command.type === 'RegisterAgency' ? { agencyId: command.data.agencyId, createdBy: command.metadata.actorId } : {}),
};
