export * from './request-fingerprint';
