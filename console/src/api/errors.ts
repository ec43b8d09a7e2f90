/** Where users are sent when an error is not theirs to fix (SPEC.md section 8). */
export const SUPPORT_EMAIL = 'support@careledger.example';

/** The codes and generic messages of SPEC.md section 8, spelled as the original request client spelled them. */
export type ApiErrorCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ECONNABORTED' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

export const genericMessage = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout exceeded',
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

export interface FieldError {
  path: string;
  message: string;
}

export interface VersionConflict {
  expectedVersion: number | null;
  actualVersion: number | null;
}

interface ApiErrorInit {
  code: ApiErrorCode;
  status?: number;
  body?: unknown;
}

/**
 * Every failure of a call: its `message` is the generic text of SPEC.md section 8; what the
 * server said is in `serverMessage`, `fieldErrors`, `conflict` and `domainCode`.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: readonly FieldError[];
  readonly conflict: VersionConflict | undefined;
  readonly domainCode: string | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
    const body = isRecord(init.body) ? init.body : {};
    this.serverMessage = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
    this.fieldErrors = init.status === 400 ? parseFieldErrors(body.errors) : [];
    this.conflict =
      init.status === 409 ? { expectedVersion: asNumber(body.expectedVersion), actualVersion: asNumber(body.actualVersion) } : undefined;
    this.domainCode = typeof body.code === 'string' ? body.code : undefined;
  }

  /** The message for one field of a 400 answer, if the server named that field. */
  fieldError(path: string): string | undefined {
    return this.fieldErrors.find((error) => error.path === path || error.path.split('.').at(-1) === path)?.message;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** True when the answer means "not signed in": the caller should go to the sign-in page. */
export const isUnauthenticated = (value: unknown): boolean => isApiError(value) && value.status === 401;

/**
 * True when no answer came at all: the network failed or the wait ran out. The command may or may
 * not have been recorded, so only a retry with the same Idempotency-Key can tell.
 */
export const isUnanswered = (value: unknown): boolean => isApiError(value) && (value.code === 'ERR_NETWORK' || value.code === 'ECONNABORTED');

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const parseFieldErrors = (value: unknown): FieldError[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) => {
        if (!isRecord(entry) || typeof entry.message !== 'string') return [];
        const path = Array.isArray(entry.path) ? entry.path.map(String).join('.') : typeof entry.path === 'string' ? entry.path : '';
        return [{ path, message: entry.message }];
      })
    : [];
