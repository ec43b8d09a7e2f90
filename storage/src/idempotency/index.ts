export * from './idempotency-store';
