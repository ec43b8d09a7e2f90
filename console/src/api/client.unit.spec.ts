import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { api, readYourWrites, resetClientState } from './client';
import { page, sessionExpiry } from './session-expiry';
import { ApiError, SUPPORT_EMAIL } from './errors';

const fetchMock = vi.fn<typeof fetch>();

const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (call === undefined) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: url instanceof Request ? url.url : url.toString(), init, headers: new Headers(init.headers) };
};

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

/** A fetch that never answers but rejects like the real one when its signal aborts. */
const hangingFetch: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init?.signal?.aborted === true) abort();
    init?.signal?.addEventListener('abort', abort);
  });

/** Each call gets its own Response: a body can be read only once. */
const answer = (status: number, body?: unknown) => fetchMock.mockImplementation(async () => jsonResponse(status, body));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('headers', () => {
  it('marks every call as AJAX and keeps GET free of CSRF and content type', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    answer(200, { data: [] });

    await api.get('/api/assessments', { query: { page: 1, pageSize: 25, status: undefined } });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/assessments?page=1&pageSize=25');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(headers.get('Content-Type')).toBeNull();
    expect(init.body).toBeUndefined();
  });

  it('echoes the decoded XSRF-TOKEN cookie on state-changing calls and sends JSON', async () => {
    document.cookie = 'other=1';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tok/en+=')}`;
    answer(200, { id: 'a', version: 1, globalPosition: 1 });

    await api.post('/api/assessments/a/approve', { expectedVersion: 0 });

    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok/en+=');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"expectedVersion":0}');
  });

  it('sends an empty JSON object when a command has no body, and the idempotency key when given', async () => {
    answer(204);

    await expect(api.post('/api/logout', undefined, { idempotencyKey: 'k-1' })).resolves.toBeUndefined();

    const { init, headers } = lastCall();
    expect(init.body).toBe('{}');
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it.each(['PATCH', 'DELETE'] as const)('treats %s as state-changing', async (method) => {
    document.cookie = 'XSRF-TOKEN=xyz';
    answer(204);

    await (method === 'PATCH' ? api.patch('/api/x', { a: 1 }) : api.delete('/api/x'));

    expect(lastCall().init.method).toBe(method);
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('xyz');
  });
});

describe('read your writes', () => {
  it('sends no X-Min-Position before any command', async () => {
    answer(200, {});
    await api.get('/api/assessments');
    expect(lastCall().headers.get('X-Min-Position')).toBeNull();
  });

  it('sends the highest position a command answered with on every later GET, never on commands', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'a', version: 2, globalPosition: 42 }));
    await api.post('/api/assessments/a/approve', { expectedVersion: 1 });
    expect(lastCall().headers.get('X-Min-Position')).toBeNull();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'b', version: 1, globalPosition: '17' }));
    await api.post('/api/assessments/b/approve', { expectedVersion: 0 });

    answer(200, {});
    await api.get('/api/assessments/a');
    expect(lastCall().headers.get('X-Min-Position')).toBe('42');
    await api.get('/api/assessments');
    expect(lastCall().headers.get('X-Min-Position')).toBe('42');
    expect(readYourWrites.current()).toBe('42');
  });

  it('keeps positions beyond the safe integer range exact', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'a', version: 0, globalPosition: '9007199254740993' }));
    await api.post('/api/assessments', { patientId: 'p' });
    answer(200, {});
    await api.get('/api/assessments');
    expect(lastCall().headers.get('X-Min-Position')).toBe('9007199254740993');
  });
});

describe('errors', () => {
  it('has the support address', () => {
    expect(SUPPORT_EMAIL).toBe('support@careledger.example');
  });

  it('reports a network failure as "Network Error"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/api/assessments'));
    expect(error.message).toBe('Network Error');
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.status).toBeUndefined();
  });

  it('reports an abort as "Request aborted"', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = failure(api.get('/api/assessments', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.message).toBe('Request aborted');
    expect(error.code).toBe('ERR_CANCELED');
  });

  it('reports an already aborted signal as "Request aborted"', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const error = await failure(api.get('/api/assessments', { signal: AbortSignal.abort() }));
    expect(error.message).toBe('Request aborted');
  });

  it('has no timeout by default, and reports one it was given as "timeout exceeded"', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(hangingFetch);
      let settled = false;
      void api.get('/api/slow').then(
        () => (settled = true),
        () => (settled = true),
      );
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(settled).toBe(false);

      const pending = failure(api.get('/api/slow', { timeoutMs: 5_000 }));
      await vi.advanceTimersByTimeAsync(5_000);
      const error = await pending;
      expect(error.message).toBe('timeout exceeded');
      expect(error.code).toBe('ECONNABORTED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports any other status as "Request failed with status code {n}" with the server message', async () => {
    answer(403, { message: 'Not your agency.' });
    const error = await failure(api.get('/api/assessments/a'));
    expect(error.message).toBe('Request failed with status code 403');
    expect(error.status).toBe(403);
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.serverMessage).toBe('Not your agency.');
  });

  it('marks 5xx answers as bad responses and copes with a body that is not JSON', async () => {
    fetchMock.mockImplementation(async () => new Response('Service Unavailable', { status: 503 }));
    const error = await failure(api.get('/api/assessments'));
    expect(error.message).toBe('Request failed with status code 503');
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.serverMessage).toBeUndefined();
  });

  it('exposes the field errors of a 400', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'patientId', message: 'must be a UUID' }] }),
    );
    const error = await failure(api.post('/api/assessments', { patientId: 'x' }));
    expect(error.fieldErrors).toEqual([{ path: 'patientId', message: 'must be a UUID' }]);
    expect(error.fieldError('patientId')).toBe('must be a UUID');
    expect(error.fieldError('summary')).toBeUndefined();
  });

  it('exposes the versions of a 409 and the code of a 422', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Someone else changed this record.', expectedVersion: 2, actualVersion: 3 }));
    const conflict = await failure(api.post('/api/assessments/a/approve', { expectedVersion: 2 }));
    expect(conflict.conflict).toEqual({ expectedVersion: 2, actualVersion: 3 });

    fetchMock.mockResolvedValueOnce(jsonResponse(422, { message: 'An assessment that is PENDING cannot be approved.', code: 'illegal_transition' }));
    const rule = await failure(api.post('/api/assessments/a/approve', { expectedVersion: 3 }));
    expect(rule.domainCode).toBe('illegal_transition');
    expect(rule.serverMessage).toBe('An assessment that is PENDING cannot be approved.');
  });

  it('reloads the page on 419, once however many calls see it', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    document.cookie = 'XSRF-TOKEN=stale';
    fetchMock.mockImplementation(async () => jsonResponse(419, { message: 'The page has expired.' }));

    const first = await failure(api.post('/api/assessments/a/approve', { expectedVersion: 1 }));
    await failure(api.get('/api/assessments'));

    expect(first.status).toBe(419);
    expect(first.message).toBe('Request failed with status code 419');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once a minute on a 419 that persists, the guard outliving the reload, then says the session has ended', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const clock = vi.spyOn(Date, 'now');
    const ended = vi.fn();
    answer(419, { message: 'Your session has expired. Please sign in again.' });

    clock.mockReturnValue(1_000_000);
    await failure(api.get('/api/auth-details'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionExpiry.hasEnded()).toBe(false);

    // The reload: a new page, with nothing in memory but the tab's session storage.
    resetClientState();
    sessionExpiry.subscribe(ended);
    clock.mockReturnValue(1_000_000 + 59_999);
    await failure(api.get('/api/auth-details'));
    await failure(api.get('/api/my-shifts'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionExpiry.hasEnded()).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);

    // A minute on, in a page opened again: one more reload may find a session that works again.
    resetClientState();
    clock.mockReturnValue(1_000_000 + 60_000);
    await failure(api.get('/api/auth-details'));
    await failure(api.get('/api/my-shifts'));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionExpiry.hasEnded()).toBe(false);
  });

  it('never reloads where the tab keeps no storage, since it could not tell the second reload from the first', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    answer(419, { message: 'Your session has expired. Please sign in again.' });

    await failure(api.get('/api/auth-details'));

    expect(reload).not.toHaveBeenCalled();
    expect(sessionExpiry.hasEnded()).toBe(true);
  });

  it('does not remember a position from a failed command', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Conflict', expectedVersion: 1, actualVersion: 2, globalPosition: 99 }));
    await failure(api.post('/api/assessments/a/approve', { expectedVersion: 1 }));
    expect(readYourWrites.current()).toBeUndefined();
  });
});

describe('first command without a token', () => {
  it('retries once with the token the 419 answer handed out, without reloading', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return jsonResponse(419, { message: 'The page has expired.' });
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { user: { id: 'u' } }));

    await expect(api.post('/api/login', { email: 'a@b.c', password: 'p' })).resolves.toEqual({ user: { id: 'u' } });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('fresh');
    expect(reload).not.toHaveBeenCalled();
  });
});
