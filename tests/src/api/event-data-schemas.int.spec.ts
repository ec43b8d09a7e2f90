import { readFile } from 'node:fs/promises';
import { domainEventTypes, eventDataSchemas } from '@careledger/domain';
import { EVENT_DATA_SCHEMAS_FILE, eventDataSchemasSource } from '@careledger/domain/generate';
import { describe, expect, it } from 'vitest';

/**
 * The documented data of each event type is its TypeScript declaration's: an event type whose data
 * changes without `npm run generate:event-schemas` fails here, and so does one the catalogue misses.
 */
describe("the event types' documented data", () => {
  it('is what the generator makes of the domain event types now, byte for byte', async () => {
    const committed = await readFile(EVENT_DATA_SCHEMAS_FILE, 'utf8');
    const generated = eventDataSchemasSource();
    const [ours, theirs] = [committed.split('\n'), generated.split('\n')];
    const line = ours.findIndex((text, index) => text !== theirs[index]);
    expect(
      committed === generated,
      `domain/src/record/event-data-schemas.generated.ts is not what the event types give (from line ${line + 1}: ${JSON.stringify(ours[line])}, the types give ${JSON.stringify(theirs[line])}): run \`npm run generate:event-schemas\` and commit it`,
    ).toBe(true);
  });

  // The generated file holds every type of DomainEvent (the test above holds it to the types).
  it('has every type of DomainEvent listed once in the catalogue', () => {
    expect(new Set(domainEventTypes).size).toBe(domainEventTypes.length);
    expect([...domainEventTypes].sort()).toEqual(Object.keys(eventDataSchemas).sort());
  });
});
