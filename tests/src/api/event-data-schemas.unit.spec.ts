import { toOpenApi30 } from '@careledger/domain/generate';
import { describe, expect, it } from 'vitest';

describe('a generated JSON Schema as OpenAPI 3.0 says it', () => {
  it('says null with nullable, a constant as an enum of one, several types as anyOf', () => {
    expect(toOpenApi30({ type: ['null', 'string'] })).toEqual({ type: 'string', nullable: true });
    expect(toOpenApi30({ type: 'number', const: 0 })).toEqual({ type: 'number', enum: [0] });
    expect(toOpenApi30({ type: ['string', 'number', 'boolean'] })).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] });
  });

  it('folds a union with null into its one other option, keeping the outer description', () => {
    expect(toOpenApi30({ description: 'Why', anyOf: [{ type: 'number', enum: [2, 10, 1] }, { type: 'null' }] })).toEqual({ description: 'Why', type: 'number', enum: [1, 2, 10], nullable: true });
    expect(toOpenApi30({ anyOf: [{ type: 'object', properties: { kind: { type: 'string', const: 'a' } } }, { type: 'object' }, { type: 'null' }] })).toEqual({
      anyOf: [{ type: 'object', properties: { kind: { type: 'string', enum: ['a'] } } }, { type: 'object' }],
      nullable: true,
    });
  });

  it('converts nested properties and items, drops $schema, and orders keywords for a reader', () => {
    const converted = toOpenApi30({ $schema: 'http://json-schema.org/draft-07/schema#', additionalProperties: false, required: ['ids'], properties: { ids: { items: { type: ['null', 'string'] }, type: 'array' } }, type: 'object' });
    expect(converted).toEqual({ type: 'object', properties: { ids: { type: 'array', items: { type: 'string', nullable: true } } }, required: ['ids'], additionalProperties: false });
    expect(Object.keys(converted)).toEqual(['type', 'properties', 'required', 'additionalProperties']);
  });
});
