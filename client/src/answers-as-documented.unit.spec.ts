import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { answersAsDocumented, undocumentedIn, UndocumentedAnswerError } from './answers-as-documented';
import type { OpenApiDocument } from './schema-errors';

const patient = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' }, age: { type: 'integer', nullable: true } }, additionalProperties: false };
const document: OpenApiDocument = {
  paths: {
    '/api/patients/{id}': {
      get: {
        operationId: 'readPatient',
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Patient' } } } }, '404': { $ref: '#/components/responses/NotFound' }, '204': {} },
      },
    },
    '/api/patients/export': { get: { operationId: 'exportPatients', responses: { '200': { content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } } } },
    // A report row as zod writes a record of string | number | null: null is one of its options.
    '/api/reports/rows': {
      get: { responses: { '200': { content: { 'application/json': { schema: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'string', nullable: true, enum: [null] }] } } } } } } },
    },
  },
  components: {
    schemas: { Patient: patient },
    responses: { NotFound: { content: { 'application/json': { schema: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } } } } },
  },
};

describe('an answer held to the OpenAPI document', () => {
  it('passes a body that fits the schema of its operation and status, found from the path as called', () => {
    expect(undocumentedIn(document, { method: 'GET', path: '/api/patients/p1?x=1', status: 200, body: { id: 'p1', name: 'Ann', age: null } })).toEqual([]);
    expect(undocumentedIn(document, { method: 'GET', path: '/api/patients/export', status: 200, body: ['a'] })).toEqual([]);
    expect(undocumentedIn(document, { method: 'get', path: '/api/patients/{id}', status: 404, body: { message: 'No patient p9.' } })).toEqual([]);
    expect(undocumentedIn(document, { method: 'GET', path: '/api/reports/rows', status: 200, body: { partnerId: null, count: 2 } })).toEqual([]);
    expect(undocumentedIn(document, { method: 'GET', path: '/api/reports/rows', status: 200, body: { partnerId: true } })).toEqual(['$.partnerId: matches none of anyOf']);
  });

  it('names each path where the body leaves the schema, an undocumented status, and an unknown operation', () => {
    expect(undocumentedIn(document, { method: 'GET', path: '/api/patients/p1', status: 200, body: { id: 1, extra: true } })).toEqual(['$.name: missing', '$.id: is integer, not string', '$.extra: not in the schema']);
    expect(undocumentedIn(document, { method: 'GET', path: '/api/patients/p1', status: 500, body: {} })).toEqual(['status 500 is not documented']);
    expect(undocumentedIn(document, { method: 'GET', path: '/api/patients/p1', status: 204, body: {} })).toEqual(['status 204 is documented without a JSON body']);
    expect(undocumentedIn(document, { method: 'POST', path: '/api/patients/p1', status: 200, body: {} })).toEqual(['POST /api/patients/p1 is not in the document']);
  });

  it('as an openapi-fetch middleware, throws naming the operation, the status and the paths; lets a documented answer through', async () => {
    const answering = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const client = (fetch: (request: Request) => Promise<Response>) => {
      const made = createClient<any>({ baseUrl: 'http://careledger.test', fetch });
      made.use(answersAsDocumented(document));
      return made;
    };
    const read = await client(answering(200, { id: 'p1', name: 'Ann' })).GET('/api/patients/{id}', { params: { path: { id: 'p1' } } });
    expect(read.data).toEqual({ id: 'p1', name: 'Ann' });
    const refused = client(answering(200, { id: 'p1', name: 7 })).GET('/api/patients/{id}', { params: { path: { id: 'p1' } } });
    await expect(refused).rejects.toThrow(UndocumentedAnswerError);
    await expect(client(answering(200, { id: 'p1', name: 7 })).GET('/api/patients/{id}', { params: { path: { id: 'p1' } } })).rejects.toThrow(
      'GET /api/patients/{id} (readPatient) answered 200 unlike the OpenAPI document says: $.name: is integer, not string',
    );
    // A path sent filled (as the e2e suite's ApiClient sends it) still names the operation it reached.
    await expect(client(answering(200, { id: 'p1', name: 7 })).GET('/api/patients/p1?x=1', {})).rejects.toThrow(
      'GET /api/patients/p1?x=1 (readPatient) answered 200 unlike the OpenAPI document says: $.name: is integer, not string',
    );
  });
});
