import type { ApiResponse } from './api-client';
import type { RunningStack } from './running-stack';

/** A call as an integrator's system makes it: the key alone, no cookie, no XSRF echo, no X-Requested-With. */
export const withKey = async (stack: RunningStack, key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<any>> => {
  const response = await fetch(`${stack.careledger.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
};
