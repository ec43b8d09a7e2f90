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

export type CareledgerClient = Client<paths>;

/** A client typed by Careledger's OpenAPI document: each call's path, parameters, body and answers. */
export const careledgerClient = ({ baseUrl, apiKey, fetch, headers }: CareledgerClientOptions): CareledgerClient =>
  createClient<paths>({
    baseUrl,
    fetch,
    headers: { ...headers, ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }) },
  });
