import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './paths';

export type { paths, components, operations } from './paths';
export { answersAsDocumented, undocumentedIn, UndocumentedAnswerError, type Answer } from './answers-as-documented';
export type { CalledPath, DocumentedPath, FilledPath, PathMethod, TemplatesWith } from './called-path';
export { answerSchemaOf, schemaErrors, type OpenApiDocument, type OpenApiOperation, type OpenApiSchema } from './schema-errors';

export interface CareledgerClientOptions {
  /** Where Careledger answers, e.g. `https://careledger.example.org` (the paths begin with `/api`). */
  baseUrl: string;
  /** An API key made at POST /api/api-keys (`clk_…`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  fetch?: (input: Request) => Promise<Response>;
  headers?: Record<string, string>;
}

/**
 * JSON answers only: an operation that also answers another media type (the feed's event stream, a
 * report's CSV) types its `data` as its JSON; ask for the other with `parseAs` and an `Accept` header.
 */
export type CareledgerClient = Client<paths, 'application/json'>;

/** A client typed by Careledger's OpenAPI document: each call's path, parameters, body and answers. */
export const careledgerClient = ({ baseUrl, apiKey, fetch, headers }: CareledgerClientOptions): CareledgerClient =>
  createClient<paths, 'application/json'>({
    baseUrl,
    fetch,
    headers: { ...headers, ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }) },
  });
