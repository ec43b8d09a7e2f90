import type { CommandBus } from '@nestjs/cqrs';
import { RecordCommand, type Actor } from '@careledger/command-service';
import { SCHEDULER_ACTOR, type AnyRecordType, type Gender } from '@careledger/domain';
import { demoUsers, type DemoUser } from './demo-users';
import type { SeededRandom } from './random';

/** The slug under which a seeder acts as the scheduler (background jobs), who has no sign-in. */
export const SCHEDULER_SLUG = 'scheduler';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A range of days before the demo's present, both ends included, from which a seeder draws a date. */
export type DaysAgo = readonly [nearest: number, farthest: number];

export const actorOf = (user: DemoUser): Actor => ({ id: user.id, roleId: user.roleId, agencyId: user.agencyId, partnerId: user.partnerId });

/** One demo record as it is being lived: its id, the version to expect next, and its clock. */
export interface DemoRecord {
  readonly recordType: AnyRecordType;
  readonly id: string;
  version: number;
  /** When its last command was issued, in epoch milliseconds. */
  at: number;
}

export interface DemoPatient {
  id: string;
  /** Its stream as seeded so far: later seeders act on it with the version it is really at. */
  record: DemoRecord;
  /** When it was registered, in epoch milliseconds. */
  registeredAt: number;
  agencyId: string | null;
  partnerId: string | null;
  /** The demo account that registered it: a family keeps access to what it registered. */
  registeredBy: DemoUser;
  /** Chosen with its first name; its demographics, when seeded, say the same. */
  gender: Gender;
  /** Caregiver user ids on its care team. */
  careTeam: string[];
}

/**
 * What every demo seeder shares: the seeded random source, the present, the command path, and
 * the records seeded before it (patients first), so later seeders can refer to them.
 */
export interface DemoContext {
  readonly random: SeededRandom;
  readonly now: Date;
  /** The command path itself, for the commands that are not a record's create or action. */
  readonly bus: CommandBus;
  readonly patients: DemoPatient[];
  /** Ids of records other seeders may refer to, by kind ("hub", "cluster", "caregiver", "agency" ...). */
  readonly refs: Map<string, string[]>;
  /**
   * Every demo account by slug: the one-per-role sign-ins, then each account a seeder creates
   * through the user commands (`enrol`). The slug `create` and `act` take is looked up here.
   */
  readonly accounts: ReadonlyMap<string, DemoUser>;
  /** Makes an account the demo created (or changed) known by its slug, for the commands after it. */
  enrol(account: DemoUser): void;
  /** The actor of the demo account `slug`, as the account stands now. */
  actor(slug: string): Actor;
  /**
   * Creates a record as the demo account `slug` at `at` (epoch ms), through the real command path,
   * with a random id unless `id` is given (records other demo data already names, like the demo agencies).
   */
  create(recordType: AnyRecordType, slug: string, body: Record<string, unknown>, at: number, id?: string): Promise<DemoRecord>;
  /**
   * Acts on a record `gapMs` after its last command, unless that would be in the future:
   * then nothing is sent and it answers false, so histories stop at the present.
   */
  act(record: DemoRecord, slug: string, action: string, body: Record<string, unknown>, gapMs: number): Promise<boolean>;
  /** How many commands have been sent. */
  readonly commands: () => number;
}

export type DemoSeeder = (demo: DemoContext) => Promise<void>;

export const createDemoContext = (bus: CommandBus, random: SeededRandom, now: Date): DemoContext => {
  let commands = 0;
  const accounts = new Map(demoUsers.map((user) => [user.slug, user]));
  const actor = (slug: string): Actor => {
    if (slug === SCHEDULER_SLUG) return SCHEDULER_ACTOR;
    const account = accounts.get(slug);
    if (!account) throw new Error(`No demo account ${slug}`);
    return actorOf(account);
  };
  const send = async (recordType: AnyRecordType, slug: string, id: string, action: string, body: unknown, at: number) => {
    const accepted = await bus.execute(new RecordCommand(recordType, actor(slug), id, action, body, new Date(at)));
    commands += 1;
    return accepted;
  };
  return {
    random,
    now,
    bus,
    patients: [],
    refs: new Map(),
    accounts,
    enrol: (account) => void accounts.set(account.slug, account),
    actor,
    async create(recordType, slug, body, at, fixedId) {
      const id = fixedId ?? random.uuid();
      const accepted = await send(recordType, slug, id, 'create', body, at);
      // The pipeline may name the record itself (a payment is named by its period).
      return { recordType, id: accepted.id, version: accepted.version, at };
    },
    async act(record, slug, action, body, gapMs) {
      const at = record.at + gapMs;
      if (at >= now.getTime()) return false;
      const versioned = record.recordType.actions[action]?.versioned !== false;
      const accepted = await send(record.recordType, slug, record.id, action, versioned ? { expectedVersion: record.version, ...body } : body, at);
      record.version = accepted.version;
      record.at = at;
      return true;
    },
    commands: () => commands,
  };
};

/** Adds `id` to the refs of `kind`, for seeders that run later. */
export const remember = (demo: DemoContext, kind: string, id: string): void => {
  demo.refs.set(kind, [...(demo.refs.get(kind) ?? []), id]);
};

export const recalled = (demo: DemoContext, kind: string): readonly string[] => demo.refs.get(kind) ?? [];
