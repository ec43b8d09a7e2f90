/**
 * A refused command or a broken rule. A value with a stable `code`; only the HTTP edge maps
 * kinds to statuses.
 */
export type DomainErrorKind = 'validation' | 'rule' | 'forbidden' | 'not_found' | 'conflict';

export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(kind: DomainErrorKind, code: string, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.errors = errors;
  }
}

export const ruleBroken = (code: string, message: string): DomainError => new DomainError('rule', code, message);

export const invalid = (errors: FieldError[], message = 'The request is not valid.'): DomainError =>
  new DomainError('validation', 'validation_failed', message, errors);

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
