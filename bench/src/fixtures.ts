import { randomUUID } from 'node:crypto';
import type { RoleId } from '@careledger/domain';
import { openEventStore, type NewEvent, type SqlDatabase } from '@careledger/storage';

/** An event's metadata as the command pipeline writes it: by the agency user unless `actor` says who. */
export const metadata = (occurredAt: string, actor: { id: string; role: RoleId } = { id: '00000000-0000-4000-8000-000000000003', role: 3 }): NewEvent['metadata'] => ({
  actorId: actor.id,
  actorRole: actor.role,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt,
  schemaVersion: 1,
});

/** A realistic assessment stream: created, scheduled, approved, activated, completed. */
export const assessmentLife = (assessmentId: string, start = Date.now() - 90 * 86_400_000): NewEvent[] => {
  const at = (hours: number) => new Date(start + hours * 3_600_000).toISOString();
  return [
    {
      type: 'AssessmentCreated',
      data: {
        assessmentId,
        patientId: randomUUID(),
        agencyId: '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01',
        careServiceId: 3,
        summary: 'Benchmark assessment',
        status: 1,
        createdBy: '00000000-0000-4000-8000-000000000003',
      },
      metadata: metadata(at(0)),
    },
    { type: 'AssessmentScheduled', data: { assessmentId, visitAt: at(48) }, metadata: metadata(at(1)) },
    { type: 'AssessmentApproved', data: { assessmentId }, metadata: metadata(at(50)) },
    { type: 'AssessmentActivated', data: { assessmentId }, metadata: metadata(at(72)) },
    { type: 'AssessmentCompleted', data: { assessmentId }, metadata: metadata(at(400)) },
  ];
};

export const singleEvent = (id: string): NewEvent => ({ type: 'BenchmarkEventAppended', data: { id, note: 'append benchmark' }, metadata: metadata(new Date().toISOString()) });

export const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> => {
  const started = process.hrtime.bigint();
  const result = await work();
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
};

/** One record's events, each life appended to its own new stream. */
export interface StreamLife {
  stream: string;
  events: NewEvent[];
}

/**
 * Appends the lives `next` makes from `writers` concurrent writers until the store holds at least
 * `events` events; answers the log's head.
 */
export const appendLivesUntil = async (db: SqlDatabase, events: number, next: () => StreamLife[], writers = 8): Promise<number> => {
  const store = await openEventStore(db);
  let remaining = events - (await store.headPosition());
  const writer = async (): Promise<void> => {
    while (remaining > 0) {
      const lives = next();
      remaining -= lives.reduce((sum, life) => sum + life.events.length, 0);
      for (const life of lives) await store.append(life.stream, life.events, 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return store.headPosition();
};
