import { invalid, type FieldError } from '@careledger/domain';

export interface LoginRequest {
  email: string;
  password: string;
}

const MAX_LENGTH = 320;

export const parseLoginRequest = (body: unknown): LoginRequest => {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const text = (field: 'email' | 'password'): string => {
    const value = input[field];
    if (value === undefined || value === null || value === '') errors.push({ path: field, message: 'is required' });
    else if (typeof value !== 'string') errors.push({ path: field, message: 'must be a string' });
    else if (value.length > MAX_LENGTH) errors.push({ path: field, message: `must be at most ${MAX_LENGTH} characters` });
    else return value;
    return '';
  };
  const request = { email: text('email').trim(), password: text('password') };
  if (errors.length > 0) throw invalid(errors, 'Email and password are required.');
  return request;
};
