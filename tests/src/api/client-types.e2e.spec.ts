import { readFile } from 'node:fs/promises';
import { servedOpenApiDocument } from '@careledger/app';
import { PATHS_FILE, pathsSourceOf } from '@careledger/client/generate';
import { describe, expect, it } from 'vitest';

/**
 * The typed client is the document's: a route whose answer, body or parameters change without
 * `npm run generate:client` fails here, and code typed against the regenerated client fails the type check.
 */
describe('the typed client', () => {
  it('holds the types the OpenAPI document of the code gives, byte for byte', async () => {
    const generated = await pathsSourceOf(await servedOpenApiDocument());
    const committed = await readFile(PATHS_FILE, 'utf8');
    const [ours, theirs] = [committed.split('\n'), generated.split('\n')];
    const line = ours.findIndex((text, index) => text !== theirs[index]);
    const first = line === -1 ? ours.length : line;
    expect(
      committed === generated,
      `client/src/paths.ts is not what the OpenAPI document gives (from line ${first + 1}: ${JSON.stringify(ours[first])}, the document gives ${JSON.stringify(theirs[first])}): run \`npm run generate:client\` and commit it`,
    ).toBe(true);
  });
});
