import { writeFile } from 'node:fs/promises';
import { servedOpenApiDocument } from './served-openapi-document';

/** Writes the OpenAPI document, as `GET /api/docs-json` serves it, to the file named by the first argument. */
const target = process.argv[2];
if (!target) throw new Error('Name the file to write the OpenAPI document to.');
await writeFile(target, JSON.stringify(await servedOpenApiDocument(), null, 2));
