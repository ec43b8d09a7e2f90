import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';
import { answersAsDocumented, careledgerClient, UndocumentedAnswerError, type DocumentedPath, type OpenApiDocument, type PathMethod, type paths, type TemplatesWith } from '@careledger/client';

/** A cookie-keeping HTTP client that follows Careledger's conventions, as the console does. */
export interface ApiResponse<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as it is instead of `body`: text no JSON.stringify would make (malformed, oversized). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN echo, to test the 419 rule. */
  withoutXsrf?: boolean;
}

/** An HTTP method as a call names it: `GET`, `POST`, … */
export type ApiMethod = Uppercase<PathMethod>;

/** A path the document has for GET, as a call writes it (`/api/patients/${id}?page=2`). */
export type GetPath = DocumentedPath<'get'>;
/** A path the document has for POST, as a call writes it. */
export type PostPath = DocumentedPath<'post'>;
/**
 * The commands the document has right under `Base`: `PostActionOf<'/api/assessments/{id}'>` is
 * `'schedule' | 'approve' | …`, so a test stepping a record through its actions names only real ones.
 */
export type PostActionOf<Base extends string> =
  TemplatesWith<paths, 'post'> extends infer Template ? (Template extends `${Base}/${infer Action}` ? (Action extends '' | `${string}/${string}` ? never : Action) : never) : never;

/** An answer the OpenAPI document does not describe: its call, its status and where the body leaves the schema. */
export interface UndocumentedAnswer {
  call: string;
  status: number;
  mismatches: string[];
}

/** Every JSON answer of this test process that left the document, in order. */
export const undocumentedAnswers: UndocumentedAnswer[] = [];

/** Each stack's document, fetched once: the one its own code serves. */
const documents = new Map<string, Promise<OpenApiDocument | undefined>>();
const documentOf = (baseUrl: string): Promise<OpenApiDocument | undefined> => {
  let document = documents.get(baseUrl);
  if (!document) {
    document = fetch(`${baseUrl}/api/docs-json`)
      .then(async (response) => (response.ok ? ((await response.json()) as OpenApiDocument) : undefined))
      .catch(() => undefined);
    documents.set(baseUrl, document);
  }
  return document;
};

/**
 * The typed client's own check (`answersAsDocumented`), held to the document the stack serves, for
 * the JSON answers of `/api`. What leaves it fails the call, and is kept in `undocumentedAnswers` and
 * written to the file ANSWER_CHECK_LOG names, one JSON line each; ANSWER_CHECK=record only keeps it.
 */
const heldTo = (document: OpenApiDocument): ReturnType<typeof answersAsDocumented> => {
  const documented = answersAsDocumented(document);
  return {
    async onResponse(answer) {
      if (!answer.schemaPath.startsWith('/api/') || answer.schemaPath.startsWith('/api/docs')) return undefined;
      try {
        return await documented.onResponse?.(answer);
      } catch (error) {
        if (!(error instanceof UndocumentedAnswerError)) throw error;
        // A path no route takes is answered 404 by the framework; the document describes routes, not their absence.
        if (error.status === 404 && error.mismatches[0]?.endsWith('is not in the document')) return undefined;
        const undocumented = { call: `${answer.request.method} ${answer.schemaPath}`, status: error.status, mismatches: error.mismatches };
        undocumentedAnswers.push(undocumented);
        if (process.env.ANSWER_CHECK_LOG) appendFileSync(process.env.ANSWER_CHECK_LOG, `${JSON.stringify({ test: expect.getState().currentTestName, ...undocumented })}\n`);
        if (process.env.ANSWER_CHECK !== 'record') throw error;
        return undefined;
      }
    },
  };
};

/** What openapi-fetch's `request` is underneath its types: the path is sent as it is given, already filled. */
type SendThrough = (
  method: string,
  path: string,
  init: {
    headers: Record<string, string>;
    body?: unknown;
    bodySerializer?: (body: unknown) => string;
    parseAs: 'text' | 'arrayBuffer';
    fetch: (request: Request) => Promise<Response>;
  },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Text as the old bare fetch read it: JSON when it parses, the text when it does not, nothing when empty. */
const parsed = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Every call goes through `@careledger/client` (openapi-fetch over the generated paths), its answers
 * held to the served document by the client's own middleware; this class adds the session as the
 * console keeps it: the cookie jar, the XSRF echo and `X-Requested-With`. `get`, `post` and `request`
 * take only a path the document has for that method (a path it lost fails `tsc`);
 * `requestUndocumented` is the named way to call one it does not have, on purpose.
 */
export interface ApiClientOptions {
  /**
   * Call as an integrator's system does, with this API key as `Authorization: Bearer` alone: no
   * cookie kept or sent, no XSRF echo, no X-Requested-With.
   */
  apiKey?: string;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();
  private client: Promise<SendThrough> | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly options: ApiClientOptions = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  request<Body = any, Method extends ApiMethod = ApiMethod>(method: Method, path: DocumentedPath<Lowercase<Method>>, options: RequestOptions = {}): Promise<ApiResponse<Body>> {
    return this.send<Body>(method, path, options);
  }

  get<Body = any>(path: DocumentedPath<'get'>, options?: RequestOptions) {
    return this.send<Body>('GET', path, options);
  }

  post<Body = any>(path: DocumentedPath<'post'>, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.send<Body>('POST', path, { ...options, body });
  }

  /**
   * A call to a path the document does not have, on purpose: a 404 for an unknown route, `/health`,
   * `/metrics`, the console's files. Its answers are held to the document all the same.
   */
  requestUndocumented<Body = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<Body>> {
    return this.send<Body>(method, path, options);
  }

  /** A GET of a path the document does not have, on purpose: the document itself, its page, `/health`, the console. */
  getUndocumented<Body = any>(path: string, options?: RequestOptions) {
    return this.send<Body>('GET', path, options);
  }

  /**
   * A call to a path a test read at run time from the served document or the route table (which a
   * test holds to the document): the types cannot see it, the answer check still holds each answer.
   */
  requestFromDocument<Body = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<Body>> {
    return this.send<Body>(method, path, options);
  }

  /** A GET whose answer is kept as bytes: a file (an export's xlsx) that text would spoil. */
  async getBytes(path: DocumentedPath<'get'>): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
    const { data, error, response } = await (await this.typedClient())('GET', path, { headers: this.headersFor({}), parseAs: 'arrayBuffer', fetch: this.fetchFor({}) });
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new TextEncoder().encode(error === undefined ? '' : typeof error === 'string' ? error : JSON.stringify(error));
    return { status: response.status, bytes, headers: response.headers };
  }

  /** What a GET of this client sends to say who it is (its session's cookies), for a client of its own (a stream's). */
  sessionHeaders(): Record<string, string> {
    return { 'x-requested-with': 'XMLHttpRequest', ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}) };
  }

  /** Gets the XSRF cookie (any GET hands it out), then signs in. */
  async signIn(email: string, password = 'demo-password'): Promise<this> {
    await this.get('/api/auth-details');
    const response = await this.post('/api/login', { email, password });
    if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
    return this;
  }

  private async send<Body>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<Body>> {
    const sent = options.rawBody ?? options.body;
    const { data, error, response } = await (await this.typedClient())(method, path, {
      headers: this.headersFor(options),
      // openapi-fetch would JSON.stringify a rawBody again: it goes as it is.
      ...(sent === undefined ? {} : { body: sent, bodySerializer: options.rawBody === undefined ? (body: unknown) => JSON.stringify(body) : (body: unknown) => body as string }),
      // Read as text, parsed here: an answer that is not JSON (a page, metrics, a malformed body) stays readable.
      parseAs: 'text',
      fetch: this.fetchFor(options),
    });
    // openapi-fetch parses an error answer itself (JSON, or the text when it is not) and gives a success as text.
    const body = response.ok ? parsed((data as string | undefined) ?? '') : error === '' ? undefined : error;
    return { status: response.status, body: body as Body, headers: response.headers };
  }

  private typedClient(): Promise<SendThrough> {
    this.client ??= documentOf(this.baseUrl).then((document) => {
      const client = careledgerClient({ baseUrl: this.baseUrl });
      if (document) client.use(heldTo(document));
      return client.request as unknown as SendThrough;
    });
    return this.client;
  }

  private headersFor(options: RequestOptions): Record<string, string> {
    if (this.options.apiKey !== undefined) return { authorization: `Bearer ${this.options.apiKey}`, ...options.headers };
    return { 'x-requested-with': 'XMLHttpRequest', ...options.headers };
  }

  /** The fetch under the typed client: it sends the session's cookies and XSRF echo, and keeps what Set-Cookie says. */
  private fetchFor(options: RequestOptions): (request: Request) => Promise<Response> {
    if (this.options.apiKey !== undefined) return (request) => fetch(request);
    return async (request) => {
      if (this.cookies.size > 0) request.headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (request.method !== 'GET' && xsrf && !options.withoutXsrf) request.headers.set('x-xsrf-token', xsrf);
      const response = await fetch(request);
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      return response;
    };
  }
}
