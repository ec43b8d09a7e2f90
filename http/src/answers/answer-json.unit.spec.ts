import { describe, expect, it } from 'vitest';
import { answerJson } from './answer-json';

describe('answerJson', () => {
  it('writes exactly what JSON.stringify writes', () => {
    const answers: unknown[] = [
      { data: Object.freeze([Object.freeze({ id: 'a', at: new Date(0), names: ['x', null] })]), total: 1, totalCapped: undefined, page: 1 },
      { nested: { when: new Date(86_400_000), skip: undefined, run: () => 1 }, list: [1, undefined, 'two'] },
      Object.freeze({ frozen: true }),
      [1, 2, 3],
      'text',
      null,
      { toJSON: () => ({ replaced: true }) },
      { 'quoted "key"': 'value\nwith line' },
    ];
    for (const answer of answers) expect(answerJson(answer)).toBe(JSON.stringify(answer));
  });

  it('writes rows kept in memory once, however many answers carry them', () => {
    let written = 0;
    const row = Object.freeze({ toJSON: () => ((written += 1), { id: 'kept' }) });
    const rows = Object.freeze([row]);
    const first = answerJson({ data: rows, page: 1 });
    const second = answerJson({ data: rows, page: 2 });
    expect(first).toBe('{"data":[{"id":"kept"}],"page":1}');
    expect(second).toBe('{"data":[{"id":"kept"}],"page":2}');
    expect(written).toBe(1);
  });

  it('writes rows that are not frozen each time: they may have changed', () => {
    let written = 0;
    const rows = [{ toJSON: () => ((written += 1), { id: 'fresh' }) }];
    answerJson({ data: rows });
    answerJson({ data: rows });
    expect(written).toBe(2);
  });
});
