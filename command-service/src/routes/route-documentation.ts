import { accountAcceptedAnswer, anchorTakenAnswer, commandAcceptedAnswer, commandScope, recordRequestOf, type AnyRecordType } from '@careledger/domain';
import { refusalsOf, type RefusalStatus } from '@careledger/http';
import type { ApiParamOptions } from '@nestjs/swagger';
import type { z } from 'zod';
import { whatItDoes, whoMayAct } from './command-descriptions';
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

  /**
   * What the command does and its rules, who may send it, then what every command of its shape
   * shares: the version it names, the id and position it answers, a retry, an API key's scope.
   */
  descriptionOf: (route: CommandRoute): string => {
    const name = `${route.recordType.category}.${route.action}`;
    const what = whatItDoes[name];
    const who = whoMayAct[route.recordType.category];
    if (what === undefined || who === undefined) throw new Error(`Describe the command ${name} in command-descriptions.ts.`);
    const request = recordRequestOf(route.recordType, route.action);
    const creates = route.action === 'create' || request?.creates === true;
    const shared = [
      what,
      who,
      route.parentField === undefined ? '' : `The path's id fills the body's \`${route.parentField}\`.`,
      creates
        ? 'The answer names the new record, its version (the `expectedVersion` of its next command) and the `globalPosition` to send as `X-Min-Position` to read it back.'
        : request?.versioned === false
          ? 'It names no version. The answer gives the record’s version and the `globalPosition` to send as `X-Min-Position` to read it back.'
          : 'Send `expectedVersion`, the `version` you last read of the record: if it moved since, 409 names the actual version and nothing is stored. The answer gives the next version and the `globalPosition` to send as `X-Min-Position`.',
      route.replayable === false
        ? 'Never replayed for an `Idempotency-Key`: the answer carries a credential once.'
        : 'A retry with the same `Idempotency-Key` gets the first answer and appends nothing.',
      ['apikey', 'savedsearch', 'analyticsquestion'].includes(route.recordType.category)
        ? ''
        : `An API key needs the scope \`${commandScope(route.recordType.category, route.action)}\` (or \`${route.recordType.category}.*\`).`,
    ];
    return shared.filter((sentence) => sentence !== '').join(' ');
  },

  answerOf: (route: CommandRoute): z.ZodType =>
    route.answer ??
    (route.replayable === false ? accountAcceptedAnswer : route.recordType.category === 'anchor' && route.action === 'create' ? anchorTakenAnswer : commandAcceptedAnswer),

  answerDescriptionOf: (route: CommandRoute): string =>
    route.answer !== undefined
      ? 'Accepted: the record, its version, the position to read it at, and the credential it holds, answered this once (never replayed for an Idempotency-Key).'
      : route.replayable === false
      ? 'Accepted: the account, its version, the position to read it at, and a generated password once (never replayed for an Idempotency-Key).'
      : 'Accepted: the record, its new version (the next expectedVersion) and the position to read it at (X-Min-Position).',

  refusalsOf: (route: CommandRoute, creates: boolean): readonly RefusalStatus[] => (creates && (route.parentField !== undefined || !route.path.includes(':id')) ? refusalsOf.creation : refusalsOf.command),

  parametersOf: (route: CommandRoute): ApiParamOptions[] => [
    ...(route.path.includes(':id')
      ? [{ name: 'id', description: route.parentField === undefined ? `The ${route.recordType.noun}'s id.` : `Fills the body's ${route.parentField}.`, schema: { type: 'string', format: 'uuid' } } as const]
      : []),
  ],
};
