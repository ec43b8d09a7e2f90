export { api, request, readYourWrites, newIdempotencyKey, type RequestOptions } from './client';
export { ApiError, SUPPORT_EMAIL, isApiError, isRecord, isUnauthenticated, type FieldError, type VersionConflict } from './errors';
export { authApi } from './auth';
export { assessmentsApi } from './assessments';
export type * from './types';
export { gridRowCount } from './types';
export * from './patients';
export * from './postings';
