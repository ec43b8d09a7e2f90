import { createHash } from 'node:crypto';

/** JSON.stringify's own steps for one value: `toJSON`, boxed primitives unboxed. */
const jsonValueOf = (value: unknown, key: string): unknown => {
  let current = value;
  if (current !== null && typeof current === 'object' && typeof (current as { toJSON?: unknown }).toJSON === 'function') {
    current = (current as { toJSON(key: string): unknown }).toJSON(key);
  }
  if (current instanceof Number || current instanceof String || current instanceof Boolean) return current.valueOf();
  return current;
};

/** A value's canonical text, or undefined where JSON.stringify leaves a member out (undefined, functions, symbols). */
const serialize = (value: unknown, key: string): string | undefined => {
  const current = jsonValueOf(value, key);
  if (current === null) return 'null';
  switch (typeof current) {
    case 'string':
      return JSON.stringify(current);
    case 'number':
      // Non-finite numbers are null, -0 is 0: as JSON.stringify writes them.
      return Number.isFinite(current) ? JSON.stringify(current) : 'null';
    case 'boolean':
      return current ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('A BigInt has no JSON form.');
    case 'object': {
      if (Array.isArray(current)) return `[${current.map((item, index) => serialize(item, String(index)) ?? 'null').join(',')}]`;
      const record = current as Record<string, unknown>;
      const members: string[] = [];
      for (const name of Object.keys(record).sort()) {
        const text = serialize(record[name], name);
        if (text !== undefined) members.push(`${JSON.stringify(name)}:${text}`);
      }
      return `{${members.join(',')}}`;
    }
    case 'undefined':
    case 'function':
    case 'symbol':
      break;
  }
  return undefined;
};

/**
 * JSON with object keys sorted recursively, exactly what a jsonb column gives back, written in one
 * walk: undefined members dropped, dates as strings, `-0` as `0`, and key order (which jsonb
 * changes) irrelevant.
 */
export const canonicalJson = (value: unknown): string => {
  const text = serialize(value, '');
  if (text === undefined) throw new TypeError('Only JSON values have a canonical form.');
  return text;
};

export interface HashedContent {
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
  previousHash: string | null;
}

/** SHA-256, hex, over an event's content and the hash of the event before it in its stream. */
export const eventHash = (content: HashedContent): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        streamId: content.streamId,
        streamVersion: content.streamVersion,
        type: content.type,
        data: content.data,
        metadata: content.metadata,
        previousHash: content.previousHash,
      }),
    )
    .digest('hex');
