import { describe, expect, it } from 'vitest';
import { bodyRuleErrors, MAX_BODY_DEPTH } from './body-rules';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('the rules of every request body', () => {
  it('lets no body and a plain JSON object through', () => {
    expect(bodyRuleErrors(undefined)).toEqual([]);
    expect(bodyRuleErrors({ firstName: 'Ada', tags: ['a', { b: 1 }] })).toEqual([]);
  });

  it.each([[[]], ['Ada'], [null], [42], [true]])('refuses %j: the body must be a JSON object', (body) => {
    expect(bodyRuleErrors(body)).toEqual([{ path: '', message: 'must be a JSON object' }]);
  });

  it('refuses nesting deeper than the limit, naming the field, however deep (no stack overflow)', () => {
    const rule = `must not nest objects or arrays more than ${MAX_BODY_DEPTH} deep`;
    expect(bodyRuleErrors({ tags: nested(MAX_BODY_DEPTH - 1) })).toEqual([]);
    expect(bodyRuleErrors({ tags: nested(MAX_BODY_DEPTH) })).toEqual([{ path: 'tags', message: rule }]);
    expect(bodyRuleErrors({ name: 'Ada', tags: nested(200_000) })).toEqual([{ path: 'tags', message: rule }]);
  });

  it('holds every value to the input rules: storable text, integers a read model holds', () => {
    expect(bodyRuleErrors({ firstName: 'A\u0000', address: { line1: 'B\ud800' }, ids: [99_999_999_999] })).toEqual([
      { path: 'firstName', message: 'must not contain NUL characters or unpaired surrogates' },
      { path: 'address.line1', message: 'must not contain NUL characters or unpaired surrogates' },
      { path: 'ids.0', message: 'must be between -2147483647 and 2147483647' },
    ]);
  });
});
