import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import type { z } from 'zod';
import { laterSchemaOf } from './later-schemas';

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 419 | 422 | 429 | 503;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const refusals: Readonly<Record<RefusalStatus, ApiResponseOptions>> = {
  400: { status: 400, description: 'A field or parameter breaks a rule: each is named with the rule it breaks; nothing is stored.', content: { 'application/json': { schema: ref('InvalidInputRefusal') } } },
  401: { status: 401, description: 'Not signed in, or the email or password is incorrect.', content: { 'application/json': { schema: ref('DomainRefusal') } } },
  403: {
    status: 403,
    description: 'The role may not do this to this record (or a missing X-Requested-With header), or an API key lacks the scope the call needs (`{ message, missingScope }`).',
    content: { 'application/json': { schema: { oneOf: [ref('DomainRefusal'), ref('ScopeRefusal')] } } },
  },
  404: { status: 404, description: 'No such record, or none the caller may know of.', content: { 'application/json': { schema: ref('DomainRefusal') } } },
  409: {
    status: 409,
    description: 'Someone else changed the record since `expectedVersion` (`{ message, expectedVersion, actualVersion }`), or the record exists already or another request took what this one claims (`{ message, code }`).',
    content: { 'application/json': { schema: { oneOf: [ref('VersionConflictRefusal'), ref('DomainRefusal')] } } },
  },
  410: { status: 410, description: 'It was there, and has expired.', content: { 'application/json': { schema: ref('DomainRefusal') } } },
  413: { status: 413, description: 'The body is larger than 1 MiB.', content: { 'application/json': { schema: ref('InvalidInputRefusal') } } },
  415: { status: 415, description: 'The body is not application/json.', content: { 'application/json': { schema: ref('InvalidInputRefusal') } } },
  419: { status: 419, description: 'The session has expired, or the X-XSRF-TOKEN header does not echo the XSRF-TOKEN cookie.', content: { 'application/json': { schema: ref('DomainRefusal') } } },
  422: { status: 422, description: 'A rule of the domain refuses it (`code` says which), or a record it names does not exist.', content: { 'application/json': { schema: ref('DomainRefusal') } } },
  429: {
    status: 429,
    description: 'Too many attempts (a sign-in), or too many calls with one API key: try again after `Retry-After` seconds.',
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } } },
    content: { 'application/json': { schema: ref('TooManyRefusal') } },
  },
  503: { status: 503, description: 'A read model has not reached `X-Min-Position` in time (or cannot), or the database is not reachable.', content: { 'application/json': { schema: ref('UnavailableRefusal') } } },
};

/**
 * The refusals a kind of route can give, so a controller names its kind instead of listing statuses.
 * Each kind a session guards (401) also answers 429: the guard admits an API key in place of a
 * session, and refuses a key over its rate before the route.
 */
export const refusalsOf = {
  /** A command about an existing record. */
  command: [400, 401, 403, 404, 409, 419, 422, 429],
  /** A command that creates a record. */
  creation: [400, 401, 403, 409, 419, 422, 429],
  /** A list read from the read models, for whoever is signed in. */
  list: [400, 401, 419, 429, 503],
  /** One record read from the read models. */
  record: [400, 401, 403, 404, 419, 429, 503],
  /** A read for administrators (or a role it names) only. */
  restricted: [400, 401, 403, 419, 429, 503],
  /** A public catalog: no session, nothing to refuse but a bad parameter. */
  open: [400],
  /** Signed in, nothing else to refuse. */
  signedIn: [401, 419, 429],
} as const satisfies Record<string, readonly RefusalStatus[]>;

const responseNames: Readonly<Record<RefusalStatus, string>> = {
  400: 'InvalidInput',
  401: 'NotSignedIn',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'TooLarge',
  415: 'NotJson',
  419: 'SessionExpired',
  422: 'RuleRefused',
  429: 'TooManyRequests',
  503: 'Unavailable',
};

const withoutStatus = ({ status: _status, ...response }: ApiResponseOptions) => response;

/**
 * What the conventions answer before any controller: 400 for a query parameter the route does not
 * take, 403 for a call without X-Requested-With or an API key without the scope it needs.
 */
// 503 too: any call meets a database that is restarting (error-answer.ts answers it, nothing changed).
const EVERY_API_CALL_REFUSES = [400, 403, 503] as const satisfies readonly RefusalStatus[];
/** What the conventions answer to any body before a controller reads it: too large, or not JSON. */
const EVERY_API_BODY_REFUSES = [413, 415] as const satisfies readonly RefusalStatus[];
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/**
 * Every refusal response said once, in `components.responses`, and each operation's refusal a
 * `$ref` to it: written out in each of 300 operations they were half the document.
 */
export const withSharedRefusals = <Document extends { paths: object; components?: object }>(document: Document): Document => {
  const shared = Object.fromEntries(Object.entries(refusals).map(([status, response]) => [status, JSON.stringify(withoutStatus(response))]));
  const used = new Set<RefusalStatus>();
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const conventional = path.startsWith('/api/') ? [...EVERY_API_CALL_REFUSES, ...(BODY_METHODS.has(method) ? EVERY_API_BODY_REFUSES : [])] : [];
      for (const status of conventional) operation.responses = { [status]: withoutStatus(refusals[status]), ...operation.responses };
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (shared[status] !== JSON.stringify(response)) continue;
        used.add(Number(status) as RefusalStatus);
        operation.responses![status] = { $ref: `#/components/responses/${responseNames[Number(status) as RefusalStatus]}` };
      }
    }
  }
  const responses = Object.fromEntries([...used].sort().map((status) => [responseNames[status], withoutStatus(refusals[status])]));
  return { ...document, components: { ...document.components, responses } };
};

/** The refusals an operation can give, each with its body. */
export const Refuses = (...statuses: readonly RefusalStatus[]): MethodDecorator => applyDecorators(...[...new Set(statuses)].map((status) => ApiResponse(refusals[status])));

interface AnswerOptions {
  status?: 200 | 201 | 202;
  description?: string;
  refusals?: readonly RefusalStatus[];
  /** Another media type the same route answers instead, asked with `Accept` or a parameter (a CSV beside the JSON). */
  orText?: string;
}

const textSchema = (mediaType: string) => (mediaType.startsWith('text/') || mediaType === 'application/json' ? { type: 'string' } : { type: 'string', format: 'binary' });

/** The JSON answer of an operation, described by the domain's zod schema the service answers through. */
export const Answers = (schema: z.ZodType, { status = 200, description = 'The answer.', refusals = [], orText }: AnswerOptions = {}): MethodDecorator =>
  applyDecorators(
    ApiResponse({
      status,
      description,
      content: { 'application/json': { schema: laterSchemaOf(schema, 'output') }, ...(orText === undefined ? {} : { [orText]: { schema: textSchema(orText) } }) },
    }),
    Refuses(...refusals),
  );

/** An answer that is a file or text (CSV, HTML, a download), not JSON: one media type, or the ones it may be. */
export const AnswersText = (mediaType: string | readonly string[], { status = 200, description = 'The file.', refusals = [] }: Omit<AnswerOptions, 'orText'> = {}): MethodDecorator =>
  applyDecorators(
    ApiResponse({ status, description, content: Object.fromEntries((typeof mediaType === 'string' ? [mediaType] : mediaType).map((type) => [type, { schema: textSchema(type) }])) }),
    Refuses(...refusals),
  );

/** 204: done, nothing to say. */
export const AnswersNothing = ({ description = 'Done; no body.', refusals = [] }: Pick<AnswerOptions, 'description' | 'refusals'> = {}): MethodDecorator =>
  applyDecorators(ApiResponse({ status: 204, description }), Refuses(...refusals));

/**
 * A handler that writes its answer through the Fastify reply (a status it chooses, a header):
 * documented as `Answers` documents it, so a reply the handler writes still has its schema.
 */
export const AnswersThroughReply = (schema: z.ZodType, options: AnswerOptions = {}): MethodDecorator => Answers(schema, options);

/** The JSON body an operation takes, described by the zod schema that parses it. */
export const TakesBody = (schema: z.ZodType, description?: string): MethodDecorator =>
  ApiBody({ required: true, description, schema: laterSchemaOf(schema, 'input') });
