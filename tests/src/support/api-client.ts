import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';
import { undocumentedIn, type OpenApiDocument } from '@careledger/client';

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
 * Holds a JSON answer of `/api` to the document its stack serves (the check the typed client's
 * middleware makes). What leaves it fails the call, and is kept in `undocumentedAnswers` and
 * written to the file ANSWER_CHECK_LOG names, one JSON line each; ANSWER_CHECK=record only keeps it.
 */
const recordIfUndocumented = async (baseUrl: string, method: string, path: string, response: Response, body: unknown): Promise<void> => {
  if (!path.startsWith('/api/') || path.startsWith('/api/docs') || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
  const document = await documentOf(baseUrl);
  if (!document) return;
  const mismatches = undocumentedIn(document, { method, path, status: response.status, body });
  // A path no route takes is answered 404 by the framework; the document describes routes, not their absence.
  if (mismatches.length === 0 || (response.status === 404 && mismatches[0]?.endsWith('is not in the document'))) return;
  const undocumented = { call: `${method} ${path}`, status: response.status, mismatches };
  undocumentedAnswers.push(undocumented);
  if (process.env.ANSWER_CHECK_LOG) appendFileSync(process.env.ANSWER_CHECK_LOG, `${JSON.stringify({ test: expect.getState().currentTestName, ...undocumented })}\n`);
  if (process.env.ANSWER_CHECK !== 'record') throw new Error(`${undocumented.call} answered ${undocumented.status} unlike the OpenAPI document says: ${mismatches.join('; ')}`);
};

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<Body = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<Body>> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf && !options.withoutXsrf) headers['x-xsrf-token'] = xsrf;
    const sent = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (sent !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: sent });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    await recordIfUndocumented(this.baseUrl, method, path, response, body);
    return { status: response.status, body: body as Body, headers: response.headers };
  }

  get<Body = any>(path: string, options?: RequestOptions) {
    return this.request<Body>('GET', path, options);
  }

  post<Body = any>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.request<Body>('POST', path, { ...options, body });
  }

  /** A GET whose answer is kept as bytes: a file (an export's xlsx) that text would spoil. */
  async getBytes(path: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, { headers });
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
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
}
