import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CalledPath, DocumentedPath, FilledPath } from './called-path';

// tsc checks this file with the rest of client/src: each @ts-expect-error fails the build once its call type-checks.
const get = (path: DocumentedPath<'get'>): string => path;
const post = (path: DocumentedPath<'post'>): string => path;
const id = '5f0c2a8e-0000-4000-8000-000000000001';

describe('a path typed by the OpenAPI document', () => {
  it('fills each parameter of a template with any text, however many it has, and may end in a query string', () => {
    expectTypeOf<FilledPath<'/api/assessments/{id}'>>().toEqualTypeOf<`/api/assessments/${string}`>();
    expectTypeOf<FilledPath<'/api/webhooks/{id}/deliveries/{position}/redeliver'>>().toEqualTypeOf<`/api/webhooks/${string}/deliveries/${string}/redeliver`>();
    expectTypeOf<CalledPath<'/api/assessments'>>().toEqualTypeOf<'/api/assessments' | `/api/assessments?${string}`>();
  });

  it('accepts a documented path as a call writes it: ids filled, a query string, for the method the document gives it', () => {
    expect(get('/api/assessments')).toBe('/api/assessments');
    expect(get(`/api/patients/${id}`)).toBe(`/api/patients/${id}`);
    expect(get(`/api/patients/${id}/history?page=2&pageSize=10`)).toContain('?page=2');
    expect(post(`/api/assessments/${id}/schedule`)).toMatch(/schedule$/);
    expect(post(`/api/webhooks/${id}/deliveries/${42}/redeliver`)).toMatch(/redeliver$/);
  });

  it('refuses a path the document does not have, or has only for another method', () => {
    // @ts-expect-error no route of the document answers it
    expect(get('/api/no-such-call')).toBeDefined();
    // @ts-expect-error the assessments have no such command
    expect(post(`/api/assessments/${id}/explode`)).toBeDefined();
    // @ts-expect-error the document has POST /api/login, no GET
    expect(get('/api/login')).toBeDefined();
    // @ts-expect-error a path must begin as the document's do
    expect(get(`api/patients/${id}`)).toBeDefined();
  });
});
