import { createHash } from 'node:crypto';

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const serialize = (value: JsonValue): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  const members = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${serialize(value[key] ?? null)}`);
  return `{${members.join(',')}}`;
};

/**
 * JSON with object keys sorted recursively. The value first goes through JSON.stringify and
 * JSON.parse so it hashes exactly what a jsonb column gives back: undefined members dropped,
 * dates as strings, `-0` as `0`, and key order (which jsonb changes) irrelevant.
 */
export const canonicalJson = (value: unknown): string => {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError('Only JSON values have a canonical form.');
  return serialize(JSON.parse(text) as JsonValue);
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
