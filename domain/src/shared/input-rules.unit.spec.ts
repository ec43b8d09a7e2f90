import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputRuleErrors, MAX_STORED_INTEGER } from './input-rules';
import { parseOrThrow } from './validation';

describe('the input rules every request obeys', () => {
  it('refuses NUL characters and unpaired surrogates anywhere, naming the field', () => {
    expect(inputRuleErrors({ name: 'Ada\u0000', notes: [{ text: 'ok' }, { text: 'x\ud800' }], tail: '\udc00y' })).toEqual([
      { path: 'name', message: 'must not contain NUL characters or unpaired surrogates' },
      { path: 'notes.1.text', message: 'must not contain NUL characters or unpaired surrogates' },
      { path: 'tail', message: 'must not contain NUL characters or unpaired surrogates' },
    ]);
  });

  it('keeps every real character, emoji (paired surrogates) included', () => {
    expect(inputRuleErrors({ name: 'Zoë 👩‍⚕️ 李', list: ['ñ', '𝄞'] })).toEqual([]);
  });

  it('refuses integers a read model cannot hold, and keeps the edges and fractions', () => {
    expect(inputRuleErrors({ ids: [MAX_STORED_INTEGER, MAX_STORED_INTEGER + 1], low: -MAX_STORED_INTEGER - 1, ratio: 1e10 + 0.5 })).toEqual([
      { path: 'ids.1', message: `must be between -${MAX_STORED_INTEGER} and ${MAX_STORED_INTEGER}` },
      { path: 'low', message: `must be between -${MAX_STORED_INTEGER} and ${MAX_STORED_INTEGER}` },
    ]);
  });

  it('judges field names too', () => {
    expect(inputRuleErrors({ 'a\u0000b': 1 })).toEqual([{ path: 'a\u0000b', message: 'is not an allowed field: its name must not contain NUL characters or unpaired surrogates' }]);
  });

  it('runs before every schema: parseOrThrow refuses what a lax schema would take', () => {
    const lax = z.object({ diagnosisIds: z.array(z.int()) });
    expect(() => parseOrThrow(lax, { diagnosisIds: [2147483648] })).toThrow(/diagnosisIds\.0 must be between/);
    expect(parseOrThrow(lax, { diagnosisIds: [12] })).toEqual({ diagnosisIds: [12] });
  });
});
