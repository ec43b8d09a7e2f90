import { isDomainError } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { parseLoginRequest } from './login.request';

const errorsOf = (body: unknown) => {
  try {
    parseLoginRequest(body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
    throw error;
  }
  return [];
};

describe('a sign-in request', () => {
  it('is an email, trimmed, and a password', () => {
    expect(parseLoginRequest({ email: ' ada@example.com ', password: 'secret' })).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it('refuses a missing, empty, non-text or over-long credential', () => {
    expect(errorsOf({})).toEqual([
      { path: 'email', message: 'is required' },
      { path: 'password', message: 'is required' },
    ]);
    expect(errorsOf({ email: '', password: 7 })).toEqual([
      { path: 'email', message: 'is required' },
      { path: 'password', message: 'must be a string' },
    ]);
    expect(errorsOf({ email: 'a'.repeat(321), password: 'x' })).toEqual([{ path: 'email', message: 'must be at most 320 characters' }]);
  });

  it('refuses a field it does not read and text no table can store, before any attempt is counted', () => {
    expect(errorsOf({ email: 'ada@example.com', password: 'x', remember: true })).toEqual([{ path: 'remember', message: 'is not an allowed field' }]);
    expect(errorsOf({ email: 'ada\u0000@example.com', password: 'x' })).toEqual([{ path: 'email', message: 'must not contain NUL characters or unpaired surrogates' }]);
  });
});
