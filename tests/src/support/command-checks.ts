import { expect } from 'vitest';
import { SCHEDULER_ACTOR } from '@careledger/domain';
import type { ApiClient, ApiResponse } from './api-client';
import type { RunningStack } from './running-stack';

export interface Accepted {
  id: string;
  version: number;
  globalPosition: number;
}

/**
 * Runs `attempt`, checks it appended nothing to the store, and returns its answer. Background jobs
 * append as the scheduler whenever their schedule says (reminders, their delivery): their events
 * are not the attempt's, so they are not counted.
 */
export const refusedWithoutEvents = async (stack: RunningStack, attempt: () => Promise<ApiResponse<any>>): Promise<ApiResponse<any>> => {
  const before = await stack.headPosition();
  const response = await attempt();
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const { rows } = await stack.careledger.db.query<{ type: string; stream_id: string }>(
    "SELECT type, stream_id FROM events WHERE global_position > $1 AND metadata->>'actorId' IS DISTINCT FROM $2 ORDER BY global_position",
    [before, SCHEDULER_ACTOR.id],
  );
  expect(rows, 'events appended by the refused request').toEqual([]);
  return response;
};

/** Asserts a command was accepted with `status` and returns its `{ id, version, globalPosition }`. */
export const accepted = (response: ApiResponse<any>, status = 200): Accepted => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ id: expect.any(String), version: expect.any(Number), globalPosition: expect.any(Number) });
  return response.body as Accepted;
};

/** The event types of one stream, in order. */
export const streamEventTypes = async (stack: RunningStack, streamId: string): Promise<string[]> => {
  const { rows } = await stack.careledger.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [streamId]);
  return rows.map((row) => row.type);
};

/** The data of the last event of one stream. */
export const lastEventData = async (stack: RunningStack, streamId: string): Promise<Record<string, unknown>> => {
  const { rows } = await stack.careledger.db.query<{ data: Record<string, unknown> | string }>(
    'SELECT data FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1',
    [streamId],
  );
  const data = rows[0]?.data;
  return typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : (data ?? {});
};

/**
 * A new patient registered by `client`: staff register for their own agency or partner, a
 * family member for themself. Assessments, postings and referrals must name a patient the
 * caller may reach.
 */
export const registeredPatient = async (client: Pick<ApiClient, 'post'>, body: Record<string, unknown> = {}): Promise<string> =>
  accepted(await client.post('/api/patients', { firstName: 'Ada', lastName: 'Lovelace', ...body }), 201).id;

/**
 * The id of a record the demo seeded whose stream began with `createdType` (and whose first event
 * holds `data`): for commands that must name a real one. `skip` passes over the first ones.
 */
export const seededRecordId = async (stack: RunningStack, createdType: string, data: Record<string, unknown> = {}, skip = 0): Promise<string> => {
  const { rows } = await stack.careledger.db.query<{ stream_id: string }>(
    'SELECT stream_id FROM events WHERE type = $1 AND data @> $2::jsonb ORDER BY global_position LIMIT 1 OFFSET $3',
    [createdType, JSON.stringify(data), skip],
  );
  const streamId = rows[0]?.stream_id;
  if (!streamId) throw new Error(`The demo seeded no ${createdType} with ${JSON.stringify(data)}`);
  return streamId.slice(streamId.indexOf('-') + 1);
};
