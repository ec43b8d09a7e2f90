import type { Middleware } from 'openapi-fetch';
import { schemaErrors, type OpenApiDocument, type OpenApiOperation } from './schema-errors';

export interface Answer {
  method: string;
  /** The path as documented (`/api/patients/{id}`) or as called (`/api/patients/5f…?page=2`). */
  path: string;
  status: number;
  /** The parsed JSON body. */
  body: unknown;
}

const templateOf = (document: OpenApiDocument, method: string, path: string): string | undefined => {
  const bare = path.split('?')[0] ?? path;
  if (document.paths[bare]?.[method]) return bare;
  const matching = Object.keys(document.paths).filter(
    (template) => document.paths[template]?.[method] && new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}$`).test(bare),
  );
  // A literal segment is more specific than a parameter: /api/patients/export before /api/patients/{id}.
  return matching.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
};

type DocumentedResponse = NonNullable<OpenApiOperation['responses']>[string];

const responseOf = (document: OpenApiDocument, operation: OpenApiOperation, status: number): DocumentedResponse | undefined => {
  const responses = operation.responses ?? {};
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (typeof response?.$ref !== 'string') return response;
  return document.components?.responses?.[response.$ref.replace('#/components/responses/', '')] as DocumentedResponse | undefined;
};

/**
 * What is wrong with a JSON answer by the document: an operation or a status it does not
 * document, or the paths where the body leaves the schema it gives for that status. Empty: as documented.
 */
export const undocumentedIn = (document: OpenApiDocument, answer: Answer): string[] => {
  const method = answer.method.toLowerCase();
  const template = templateOf(document, method, answer.path);
  if (template === undefined) return [`${answer.method.toUpperCase()} ${answer.path} is not in the document`];
  const operation = document.paths[template]![method]!;
  const response = responseOf(document, operation, answer.status);
  if (response === undefined) return [`status ${answer.status} is not documented`];
  const media = response.content?.['application/json'];
  if (media === undefined) return [`status ${answer.status} is documented without a JSON body`];
  return media.schema === undefined ? [] : schemaErrors(document, media.schema, answer.body);
};

export class UndocumentedAnswerError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly mismatches: string[],
  ) {
    super(`${operation} answered ${status} unlike the OpenAPI document says: ${mismatches.join('; ')}`);
    this.name = 'UndocumentedAnswerError';
  }
}

/** The call as made, and the operation it reached (a path may come filled: `/api/patients/5f…`). */
const operationName = (document: OpenApiDocument, method: string, path: string): string => {
  const template = templateOf(document, method.toLowerCase(), path);
  const id = template === undefined ? undefined : document.paths[template]?.[method.toLowerCase()]?.operationId;
  return `${method.toUpperCase()} ${path}${id === undefined ? '' : ` (${id})`}`;
};

/**
 * An openapi-fetch middleware that holds every JSON answer to the document: an answer its
 * operation does not document for that status, or whose body leaves the schema, throws
 * `UndocumentedAnswerError` naming the operation, the status and the mismatching paths.
 */
export const answersAsDocumented = (document: OpenApiDocument): Middleware => ({
  async onResponse({ request, response, schemaPath }) {
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
    const text = await response.clone().text();
    if (text === '') return undefined;
    const mismatches = undocumentedIn(document, { method: request.method, path: schemaPath, status: response.status, body: JSON.parse(text) as unknown });
    if (mismatches.length > 0) throw new UndocumentedAnswerError(operationName(document, request.method, schemaPath), response.status, mismatches);
    return undefined;
  },
});
