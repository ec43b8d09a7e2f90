import { describe, expect, it } from 'vitest';
import { exampleOfSchema } from './examples';

const none = () => undefined;

describe('exampleOfSchema', () => {
  it('makes a body of realistic values that fit the schema: ids, dates, a Canadian address', () => {
    const schema = {
      type: 'object',
      properties: {
        expectedVersion: { type: 'integer', minimum: 0 },
        patientId: { type: 'string', format: 'uuid' },
        dischargeDate: { type: 'string', format: 'date' },
        province: { type: 'string', minLength: 2, maxLength: 2 },
        reasonId: { type: 'number', enum: [1, 2, 3] },
      },
      required: ['expectedVersion', 'patientId'],
    };
    expect(exampleOfSchema(schema, none)).toEqual({ expectedVersion: 3, patientId: '3f2b8c1e-5d4a-4e7b-9c61-2a8f0d7e4b13', dischargeDate: '2026-03-10', province: 'ON', reasonId: 1 });
    expect(exampleOfSchema(schema, none, undefined, false)).toEqual({ expectedVersion: 3, patientId: '3f2b8c1e-5d4a-4e7b-9c61-2a8f0d7e4b13' });
  });

  it("prefers a schema's own example, follows references, and fills every key of a closed record", () => {
    const components: Record<string, Record<string, unknown>> = { Day: { type: 'string', format: 'date', example: '2026-02-01' } };
    const schema = { type: 'object', additionalProperties: { $ref: '#/components/schemas/Day' }, required: ['admitted', 'discharged'] };
    expect(exampleOfSchema(schema, (ref) => components[ref.split('/').at(-1)!])).toEqual({ admitted: '2026-02-01', discharged: '2026-02-01' });
  });

  it('keeps within bounds, and gives up on a required string no candidate fits', () => {
    expect(exampleOfSchema({ type: 'integer', minimum: 5, maximum: 7 }, none, 'pageSize')).toBe(7);
    expect(exampleOfSchema({ type: 'object', properties: { code: { type: 'string', pattern: '^Z{9}$' } }, required: ['code'] }, none)).toBeUndefined();
  });
});
