import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiClient, ApiResponse, PostActionOf } from './api-client';

// Never called: what matters is what tsc lets through. Each @ts-expect-error fails the build once its call type-checks.
const calls = (api: ApiClient, id: string) => [
  api.get(`/api/patients/${id}?pageSize=5`),
  api.post(`/api/assessments/${id}/schedule`, { expectedVersion: 0 }),
  api.request('PUT', '/api/cookie/homecare', { body: {} }),
  // Bodies stay loose: a test sends what no schema accepts, to see it refused.
  api.post('/api/patients', { unknownField: true }),
  // @ts-expect-error a path the document does not have
  api.get('/api/no-such-call'),
  // @ts-expect-error the document has GET /api/patients/{id}, no POST
  api.post(`/api/patients/${id}`),
  // @ts-expect-error nor PUT /api/assessments
  api.request('PUT', '/api/assessments'),
  // A call outside the document on purpose says so.
  api.requestUndocumented('POST', `/api/assessments/${id}/explode`, { body: { expectedVersion: 0 } }),
  api.getUndocumented('/health'),
];

describe("the e2e suite's ApiClient, typed by the OpenAPI document", () => {
  it('takes only documented paths in get, post and request, and names the way around them', () => {
    expectTypeOf(calls).returns.items.toEqualTypeOf<Promise<ApiResponse<any>>>();
  });

  it("names a record's commands from the document", () => {
    expectTypeOf<'schedule'>().toExtend<PostActionOf<'/api/assessments/{id}'>>();
    expectTypeOf<'explode'>().not.toExtend<PostActionOf<'/api/assessments/{id}'>>();
    // Only the commands right under the record, not deeper paths.
    expectTypeOf<PostActionOf<'/api/assessments/{id}'>>().not.toExtend<`${string}/${string}`>();
    expect(typeof calls).toBe('function');
  });
});
