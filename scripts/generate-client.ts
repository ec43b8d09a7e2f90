// npm run generate:client: the typed client's types (client/src/paths.ts), generated from the
// OpenAPI document as GET /api/docs-json serves it (a process on an in-memory PGlite, no demo data).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { servedOpenApiDocument } from '@careledger/app';
import { PATHS_FILE, pathsSourceOf } from '../client/generate/paths-source';

await writeFile(PATHS_FILE, await pathsSourceOf(await servedOpenApiDocument()));
console.log(`Wrote ${fileURLToPath(PATHS_FILE)}.`);
