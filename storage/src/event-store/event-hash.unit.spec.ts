import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, eventHash, type HashedContent } from './event-hash';

const content: HashedContent = {
  streamId: 'note-1',
  streamVersion: 0,
  type: 'NoteDrafted',
  data: { body: 'Slept well', tags: ['night', 'calm'] },
  metadata: { actorId: 'user-1', schemaVersion: 1 },
  previousHash: null,
};

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 0, y: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":1,"z":0}]},"b":1}',
    );
  });

  it('gives the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ x: 1, y: { q: 2, p: 3 } })).toBe(canonicalJson({ y: { p: 3, q: 2 }, x: 1 }));
  });

  it('matches what a jsonb column gives back: no undefined members, dates as strings, -0 as 0', () => {
    expect(canonicalJson({ kept: 1, dropped: undefined, list: [undefined] })).toBe('{"kept":1,"list":[null]}');
    expect(canonicalJson({ at: new Date('2025-01-15T09:30:00.000Z') })).toBe('{"at":"2025-01-15T09:30:00.000Z"}');
    expect(canonicalJson(-0)).toBe('0');
    expect(canonicalJson(1.5e3)).toBe('1500');
  });

  it('escapes strings and keys like JSON', () => {
    expect(canonicalJson({ 'quote"key': 'line\nbreak é' })).toBe('{"quote\\"key":"line\\nbreak é"}');
  });

  it('writes what a round trip through JSON.stringify and JSON.parse, keys sorted, writes: the form stored hashes were made with', () => {
    type Parsed = null | boolean | number | string | Parsed[] | { [key: string]: Parsed };
    const sortedText = (value: Parsed): string => {
      if (value === null || typeof value !== 'object') return JSON.stringify(value);
      if (Array.isArray(value)) return `[${value.map(sortedText).join(',')}]`;
      return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${sortedText(value[key] ?? null)}`).join(',')}}`;
    };
    const roundTrip = (value: unknown): string => sortedText(JSON.parse(JSON.stringify(value)) as Parsed);
    const awkward: unknown[] = [
      { b: [1, undefined, () => 1, Symbol('s'), NaN, Infinity, -0], a: undefined, c: () => 1, d: Symbol('x') },
      { at: new Date('2025-01-15T09:30:00.000Z'), nested: [{ when: new Date(0) }], custom: { toJSON: (key: string) => `key:${key}` } },
      // Boxed primitives are written as their values.
      { boxed: [new Number(3), new String('s'), new Boolean(false)] },
      { '10': 'ten', '9': 'nine', é: 1, e: 2, Z: 3, '': 4, 'a"b': 5, __proto__x: 6 },
      { map: new Map([[1, 2]]), set: new Set([1]), bytes: new Uint8Array([7, 8]) },
      [[], {}, [[]], { deep: { deeper: { deepest: [1.5e300, 1e-7, 0.1 + 0.2, -1] } } }],
      'plain',
      12.5,
      true,
      null,
    ];
    for (const value of awkward) expect(canonicalJson(value)).toBe(roundTrip(value));
  });

  it('refuses what has no JSON form', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});

describe('eventHash', () => {
  it('is the SHA-256 hex of the canonical content', () => {
    const expected = createHash('sha256')
      .update(
        '{"data":{"body":"Slept well","tags":["night","calm"]},"metadata":{"actorId":"user-1","schemaVersion":1},' +
          '"previousHash":null,"streamId":"note-1","streamVersion":0,"type":"NoteDrafted"}',
      )
      .digest('hex');
    expect(eventHash(content)).toBe(expected);
  });

  it('ignores key order inside data and metadata', () => {
    const reordered = { ...content, data: { tags: ['night', 'calm'], body: 'Slept well' } };
    expect(eventHash(reordered)).toBe(eventHash(content));
  });

  it('changes with every hashed field, including the previous hash', () => {
    const base = eventHash(content);
    const variants: HashedContent[] = [
      { ...content, streamId: 'note-2' },
      { ...content, streamVersion: 1 },
      { ...content, type: 'NotePublished' },
      { ...content, data: { body: 'Slept badly', tags: ['night', 'calm'] } },
      { ...content, data: { body: 'Slept well', tags: ['calm', 'night'] } },
      { ...content, metadata: { actorId: 'user-2', schemaVersion: 1 } },
      { ...content, previousHash: base },
    ];
    const hashes = new Set(variants.map(eventHash));
    expect(hashes.size).toBe(variants.length);
    expect(hashes.has(base)).toBe(false);
  });

  it('ignores fields outside the hashed content', () => {
    const stored = { ...content, globalPosition: 7, recordedAt: new Date(), hash: 'x' };
    expect(eventHash(stored)).toBe(eventHash(content));
  });
});
