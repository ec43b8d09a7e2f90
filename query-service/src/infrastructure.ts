import type { JobQueues } from '@careledger/jobs';
import type { CachedApiKeyStore, ConfiguredEventStore, EventStore, SessionStore, SqlDatabase } from '@careledger/storage';
import type { ReadModelCache } from './http/read-model-cache';
import type { AssessmentReads } from './assessment/assessment-reads';
import type { PatientReads } from './patient/patient-reads';
import type { PostingReads } from './posting/posting-reads';
import type { AuditReads } from './history/audit-reads';
import type { ReportBucketReads } from './report/report-buckets';
import type { ReferralReads } from './shared-living/referral-reads';
import type { NoteReads } from './note/note-reads';

/** A read model that has not reached a position yet, and the event it cannot apply when it is failing. */
export interface ReadModelBehind {
  name: string;
  failedPosition: number | null;
  failedEventType: string | null;
}

/** What the read side needs, handed in by whoever composes the process. */
export interface QueryInfrastructure {
  db: SqlDatabase;
  /** With `engine` where the process opened it from its settings (`openConfiguredEventStore`); a bare store is the SQL one. */
  eventStore: EventStore & Partial<Pick<ConfiguredEventStore, 'engine'>>;
  sessions: SessionStore;
  /** API keys (`openApiKeyStore`), shared with the command side of the same process; without them a Bearer call answers 401. */
  apiKeys?: CachedApiKeyStore;
  /** Answers kept until the read models change (`openReadModelCache`). */
  readModelCache: ReadModelCache;
  /** A read model below `position`, a failing one first; null once every one has reached it. */
  readModelBehind: (position: number) => Promise<ReadModelBehind | null>;
  /** How long a query with X-Min-Position waits for the projections before answering 503. */
  minPositionWaitMs: number;
  /** The background job queues, and whether Redis carries them; absent where no queue is reachable. */
  jobs?: { queues: JobQueues; runsOn: 'redis' | 'process' };
  /** Where export files are written and served from (EXPORT_DIR); every process serving exports must share it. */
  exportDir?: string;
  /** The read models MongoDB keeps (MONGODB_URL): their lists and details are read there, not in `db`. */
  mongo?: MongoReads;
}

/** Where a read model stands: the position of the last event it reflects. */
export interface ReadModelCheckpoint {
  name: string;
  position: number;
}

/** The reads each read model kept in MongoDB answers (`openMongoReads`). */
export interface MongoReads {
  /** Each MongoDB read model's checkpoint, named as `mongoReadModelKey` names it. */
  checkpoints(): Promise<ReadModelCheckpoint[]>;
  assessments: AssessmentReads;
  patients: PatientReads;
  postings: PostingReads;
  audit: AuditReads;
  reports: ReportBucketReads;
  referrals: ReferralReads;
  notes: NoteReads;
}

export const INFRASTRUCTURE = Symbol('QueryInfrastructure');

/** Reads the projections' checkpoints and recorded failures: works in any process that shares the database. */
export const checkpointsBehind =
  (db: SqlDatabase) =>
  async (position: number): Promise<ReadModelBehind | null> => {
    const { rows } = await db.query<{ name: string; failed_position: number | string | null; failed_event_type: string | null }>(
      `SELECT c.projector AS name, f.position AS failed_position, f.event_type AS failed_event_type
       FROM checkpoints c LEFT JOIN projection_failures f ON f.projector = c.projector AND f.position <= $1
       WHERE c.position < $1
       ORDER BY f.position IS NULL, c.position, c.projector
       LIMIT 1`,
      [position],
    );
    const row = rows[0];
    if (!row) return null;
    return { name: row.name, failedPosition: row.failed_position === null ? null : Number(row.failed_position), failedEventType: row.failed_event_type };
  };

/** Both stores' checkpoints, where MongoDB keeps some read models: PostgreSQL's first (it records failures). */
export const readModelsBehind =
  (sql: QueryInfrastructure['readModelBehind'], mongo: QueryInfrastructure['readModelBehind']): QueryInfrastructure['readModelBehind'] =>
  async (position) =>
    (await sql(position)) ?? (await mongo(position));
