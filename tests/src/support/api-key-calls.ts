import type { DocumentedPath } from '@careledger/client';
import { ApiClient, type ApiMethod, type ApiResponse } from './api-client';
import type { RunningStack } from './running-stack';

/**
 * A call as an integrator's system makes it: the key alone, no cookie, no XSRF echo, no
 * X-Requested-With; through the typed client like every other call, its answer held to the document.
 */
export const withKey = async <Method extends ApiMethod>(
  stack: RunningStack,
  key: string,
  method: Method,
  path: DocumentedPath<Lowercase<Method>>,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<any>> => new ApiClient(stack.careledger.url, { apiKey: key }).request(method, path, { body, headers });
