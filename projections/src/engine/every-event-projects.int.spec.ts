import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError, parseOrThrow, recordRequestOf, recordTypes, Role, streamIdOf, type AnyRecordType, type CommandMetadata } from '@careledger/domain';
import { readCheckpoint, saveCheckpoint, type NewEvent } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import { allProjectors } from '../all-projectors';
import { metadata } from '../testing/assessment-events';
import { migratedStore } from '../testing/migrated-store';
import { acceptedOnly, requestArbitrary } from '../testing/request-arbitrary';
import { applyBatch } from './apply-batch';

const NOW = '2026-03-02T15:04:05.000Z';
const admin = { id: randomUUID(), roleId: Role.ADMIN };
const commandMetadata = (): CommandMetadata => ({ commandId: randomUUID(), correlationId: randomUUID(), actorId: admin.id, actorRole: admin.roleId, now: NOW });

const bodyOf = (type: AnyRecordType, action: string) => {
  const request = recordRequestOf(type, action);
  if (!request) throw new Error(`${type.category} has no action ${action}`);
  return request;
};

/** A body the edge accepts, as the pipeline parses it: the input rules first, then the action's schema. */
const acceptedBody = (type: AnyRecordType, action: string) => {
  const schema = bodyOf(type, action).body;
  const parses = (body: unknown) => {
    try {
      parseOrThrow(schema, body);
      return true;
    } catch {
      return false;
    }
  };
  return acceptedOnly(requestArbitrary(schema), parses, () => `the ${type.category}.${action} body`);
};

/** The creation, then a few actions in any order (the decider refuses the ones that do not fit); none for a record made only once (an anchor). */
const story = (type: AnyRecordType) => {
  const actions = Object.keys(type.actions);
  return fc.record({
    create: acceptedBody(type, 'create'),
    actions:
      actions.length === 0
        ? fc.constant([])
        : fc.array(fc.constantFrom(...actions).chain((action) => acceptedBody(type, action).map((body) => ({ action, body }))), { maxLength: 4 }),
  });
};

/** The events the deciders make of a story, as the pipeline would append them. */
const eventsOf = (type: AnyRecordType, recordId: string, steps: { action: string; body: unknown }[]): NewEvent[] => {
  let state = type.decider.initialState();
  const appended: NewEvent[] = [];
  for (const { action, body } of steps) {
    const request = bodyOf(type, action);
    try {
      // The pipeline refuses what `toCommand` or `decide` refuses: such a step appends nothing.
      const command = request.toCommand(recordId, parseOrThrow(request.body, body) as never, commandMetadata(), admin);
      const events = type.decider.decide(command, state);
      state = events.reduce(type.decider.evolve, state);
      appended.push(...events.map((event) => ({ type: event.type, data: event.data, metadata: metadata(NOW) })));
    } catch (error) {
      if (!isDomainError(error)) throw error;
    }
  }
  return appended;
};

describe.each(testDatabases())('every accepted command on $name', (testDatabase) => {
  const opened = migratedStore(testDatabase);

  /** Each projector from its own checkpoint; one that fails is moved past the story, so shrinking starts clean. */
  const projectAll = async (head: number): Promise<string[]> => {
    const { db, store } = opened;
    const failures: string[] = [];
    for (const projector of allProjectors) {
      const from = await readCheckpoint(db, projector.name);
      const events = await store.readAll({ after: from });
      try {
        await applyBatch(db, projector, events, from);
      } catch (error) {
        await db.transaction((tx) => saveCheckpoint(tx, projector.name, head));
        failures.push(`${projector.name} cannot store ${events.map((event) => event.type).join(', ')}: ${String(error)}`);
      }
    }
    return failures;
  };

  it.each(recordTypes.map((type) => [type.category, type] as const))('of a %s record makes events every projector stores', async (_, type) => {
    await fc.assert(
      fc.asyncProperty(story(type), async ({ create, actions }) => {
        const recordId = randomUUID();
        const events = eventsOf(type, recordId, [{ action: 'create', body: create }, ...actions]);
        if (events.length === 0) return;
        const { lastGlobalPosition } = await opened.store.append(streamIdOf(type, recordId), events, 'no_stream');
        expect(await projectAll(lastGlobalPosition)).toEqual([]);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 15) },
    );
  }, 120_000);
});
