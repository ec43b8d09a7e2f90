// npm run generate:event-schemas: the documented data of each event type
// (domain/src/record/event-data-schemas.generated.ts), generated from the domain's TypeScript event types.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EVENT_DATA_SCHEMAS_FILE, eventDataSchemasSource } from '@careledger/domain/generate';

await writeFile(EVENT_DATA_SCHEMAS_FILE, eventDataSchemasSource());
console.log(`Wrote ${fileURLToPath(EVENT_DATA_SCHEMAS_FILE)}.`);
