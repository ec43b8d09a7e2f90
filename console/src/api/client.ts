import { ApiError, genericMessage, isRecord } from './errors';
import { sessionExpiry } from './session-expiry';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal;
  /** SPEC.md section 9: no timeout unless a caller asks for one. */
  timeoutMs?: number;
  /** DESIGN.md section 5: a retried command with the same key appends nothing. */
  idempotencyKey?: string;
  /** The answer is a file (an export): resolve with it and the headers that describe it. */
  file?: boolean;
}

export interface FileAnswer {
  file: Blob;
  headers: Headers;
}

const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Read-your-writes (DESIGN.md section 4): the highest `globalPosition` a command answered with.
 * Every later GET asks the query side to have caught up with it; positions only grow, so the
 * header stays correct for every record, not only the one just changed.
 */
let minPosition: bigint | undefined;

export const readYourWrites = {
  remember(position: unknown): void {
    const parsed = parsePosition(position);
    if (parsed !== undefined && (minPosition === undefined || parsed > minPosition)) minPosition = parsed;
  },
  current: (): string | undefined => minPosition?.toString(),
  reset(): void {
    minPosition = undefined;
  },
};

/** One key per user intent (a form, a dialog), reused when that intent is retried. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

export const readCookie = (name: string): string | undefined => {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const changesState = method !== 'GET';
  const token = changesState ? readCookie(XSRF_COOKIE) : undefined;
  const response = await send(path, method, token, options);
  // Every server answer hands out the XSRF cookie; a first command sent before any answer had
  // no token to echo. Retry it once with the token it now has instead of reloading the page.
  if (response.status === 419 && changesState && token === undefined && readCookie(XSRF_COOKIE) !== undefined) {
    return finish<T>(await send(path, method, readCookie(XSRF_COOKIE), options), changesState);
  }
  return finish<T>(response, changesState);
}

interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

async function send(path: string, method: Method, token: string | undefined, options: RequestOptions): Promise<Answer> {
  const changesState = method !== 'GET';
  const headers = new Headers({ Accept: options.file ? '*/*' : 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  if (changesState) {
    headers.set('Content-Type', 'application/json');
    if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
    if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
  } else {
    const position = readYourWrites.current();
    if (position !== undefined) headers.set('X-Min-Position', position);
  }

  const abort = linkAbort(options.signal, options.timeoutMs);
  try {
    const response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      // A JSON content type with an empty body is itself a 400 on some servers: send `{}`.
      body: changesState ? JSON.stringify(options.body ?? {}) : undefined,
      signal: abort.signal,
    });
    const body: unknown = options.file && response.ok ? ({ file: await response.blob(), headers: response.headers } satisfies FileAnswer) : await readBody(response);
    return { status: response.status, ok: response.ok, body };
  } catch {
    if (abort.timedOut()) throw new ApiError(genericMessage.timeout, { code: 'ECONNABORTED' });
    if (abort.signal?.aborted === true) throw new ApiError(genericMessage.aborted, { code: 'ERR_CANCELED' });
    throw new ApiError(genericMessage.network, { code: 'ERR_NETWORK' });
  } finally {
    abort.dispose();
  }
}

function finish<T>({ status, ok, body }: Answer, changesState: boolean): T {
  if (ok) {
    if (changesState && isRecord(body)) readYourWrites.remember(body.globalPosition);
    return body as T;
  }
  if (status === 419) sessionExpiry.expired();
  throw new ApiError(genericMessage.status(status), { code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', status, body });
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, options),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method'> = {}) => request<T>(path, { ...options, method: 'DELETE' }),
  /** A POST answered with a file (an export), with the same conventions as every other call. */
  download: (path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body' | 'file'> = {}) =>
    request<FileAnswer>(path, { ...options, method: 'POST', body, file: true }),
};

/** Test hook: forget the remembered position and what this page did about a 419. */
export const resetClientState = (): void => {
  readYourWrites.reset();
  sessionExpiry.resetPage();
};

const parsePosition = (value: unknown): bigint | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'bigint' && value >= 0n) return value;
  return undefined;
};

const withQuery = (path: string, query: RequestOptions['query']): string => {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** One signal for the caller's abort and an optional timeout, telling the two apart afterwards. */
const linkAbort = (outer: AbortSignal | undefined, timeoutMs: number | undefined) => {
  if (outer === undefined && timeoutMs === undefined) return { signal: undefined, timedOut: () => false, dispose: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted === true) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(genericMessage.timeout, 'TimeoutError'));
        }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
};
