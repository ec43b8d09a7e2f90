import type { AnyRecordType } from '@careledger/domain';
import type { ApiResponseOptions } from '@nestjs/swagger';
import type { CommandRoute } from './command-routes';

const tags: Readonly<Record<string, string>> = {
  hubnote: 'hub notes',
  note: 'notes',
  hub: 'shared-living hubs',
  cluster: 'shared-living clusters',
  hostlead: 'host leads',
  medication: 'medication',
  medicationorder: 'medication',
  product: 'subscriptions',
  taxrate: 'subscriptions',
  subscription: 'subscriptions',
  payment: 'subscriptions',
  cardbatch: 'subscriptions',
  anchor: 'integrity',
};

const summaries: Readonly<Record<string, string>> = {
  'assessment.create': 'Create an assessment: PENDING for agency-side roles and admins, REQUESTED for families and partners, for a patient the caller may reach.',
  'assessment.request': 'Request an assessment under a client-chosen id: always REQUESTED; 409 if the id exists.',
  'user.create': 'Create an account that can sign in at once. Without a password, one is generated and answered once.',
  'user.reset-password': 'Reset the password: a new one is generated and answered once; the account\'s sessions end.',
  'anchor.create':
    'Take an anchor now (administrators; the scheduler does every hour): a digest over the head of every stream written since the last anchor, chained to it, stored as an event and appended to the anchor file in ANCHOR_DIR. 422 nothing_to_anchor when nothing was written since; 409 anchor_chain_moved when another anchor got in first.',
  'cardbatch.create': 'Open a card batch: each charge is claimed so that it goes into one batch only (409 card_charge_taken if another batch took one meanwhile).',
};

/** The OpenAPI words of the table's routes: the tag of a record type, a summary and the refusals of a route. */
export const routeDocumentation = {
  tagOf: (recordType: AnyRecordType): string => tags[recordType.category] ?? `${recordType.category}s`,

  summaryOf: (route: CommandRoute): string =>
    summaries[`${route.recordType.category}.${route.action}`] ??
    (route.action === 'create'
      ? `Create a ${route.recordType.noun}${route.parentField ? ` (${route.parentField} from the path)` : ''}.`
      : `${route.action} a ${route.recordType.noun}.`),

  responsesOf: (route: CommandRoute, creates: boolean): ApiResponseOptions[] => [
    { status: creates ? 201 : 200, description: route.replayable === false ? '{ id, version, globalPosition, password? }' : '{ id, version, globalPosition }' },
    { status: 400, description: '{ message, errors: [{ path, message }] }: a field breaks a rule; nothing is stored.' },
    { status: 403, description: `The role may not do this to this ${route.recordType.noun}.` },
    ...(creates ? [] : [{ status: 404, description: `No such ${route.recordType.noun}.` }]),
    { status: 409, description: creates ? '{ message, code }: the record exists already, or another request took what it claims.' : '{ message, expectedVersion, actualVersion }: someone else changed the record.' },
    { status: 422, description: '{ message, code }: a rule of the domain refuses it, or a record it names does not exist.' },
  ],
};
