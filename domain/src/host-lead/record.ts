import { z } from 'zod';
import { isIdOf } from '../catalog/catalog-entry';
import { leadLocations, type LeadLocationId } from '../catalog/referrals';
import { emailField, optionalText, phoneField, productIdField, textField, uuidField } from '../hub/fields';
import { action, creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import type { HostLeadCommand } from './commands';
import { hostLeadDecider } from './decider';
import type { HostLeadEvent } from './events';
import { hostLeadFactsOf } from './facts';
import type { HostLeadState } from './state';
import type { HostLeadAction } from './statuses';

const leadLocationId = z.custom<LeadLocationId>((value) => isIdOf(leadLocations, value), {
  error: ruleMessage(`must be a lead location: ${leadLocations.map((location) => location.id).join(', ')}`),
}).meta({ examples: [leadLocations[0].id] });

export const hostLeadRecord: RecordType<HostLeadState, HostLeadCommand, HostLeadEvent, HostLeadAction> = {
  category: 'hostlead',
  noun: 'host lead',
  decider: hostLeadDecider,
  exists: (state) => state.status !== 'none',
  create: creation(
    {
      leadLocationId,
      contactName: textField(120),
      email: emailField,
      phone: phoneField.nullable().optional(),
      city: optionalText(100),
      productId: productIdField,
      notes: optionalText(2000),
    },
    (hostLeadId, body, metadata) => ({
      type: 'CaptureHostLead',
      data: {
        hostLeadId,
        leadLocationId: body.leadLocationId,
        contactName: body.contactName,
        email: body.email,
        phone: body.phone ?? null,
        city: body.city ?? null,
        productId: body.productId,
        notes: body.notes ?? null,
      },
      metadata,
    }),
  ),
  actions: {
    qualify: action({}, (hostLeadId, _body, metadata) => ({ type: 'QualifyHostLead', data: { hostLeadId }, metadata })),
    convert: action({ hubId: uuidField }, (hostLeadId, body, metadata) => ({ type: 'ConvertHostLead', data: { hostLeadId, hubId: body.hubId }, metadata })),
    reject: action({ reason: textField(500) }, (hostLeadId, body, metadata) => ({ type: 'RejectHostLead', data: { hostLeadId, reason: body.reason }, metadata })),
  },
  factsOf: hostLeadFactsOf,
  factsOfCreation: (command) => ({ createdBy: command.metadata.actorId }),
};
