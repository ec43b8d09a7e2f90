import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandPipeline, RecordCommand, clientRequestOf, commandInfrastructure, type Actor, type CommandInfrastructure } from '@careledger/command-service';
import {
  agencyRecord,
  caregiverRecord,
  clusterRecord,
  hubRecord,
  isDomainError,
  patientRecord,
  productRecord,
  taxRateRecord,
  recordActionNames,
  recordRequestOf,
  recordTypes,
  referenceFields,
  referencesIn,
  Role,
  userRecord,
  type AnyRecordType,
} from '@careledger/domain';
import { requestArbitrary } from '@careledger/projections/testing';
import { allStorageMigrations, runMigrations, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';

/** The object shape a request body declares, through the refinements and pipes around it. */
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType } } })._zod.def;
  if (def.type === 'object') return def.shape ?? {};
  return def.type === 'pipe' && def.in ? shapeOf(def.in) : {};
};

/** Every command whose body can name another record, with the fields that do. */
const namingCommands = recordTypes.flatMap((recordType) =>
  ['create', ...recordActionNames(recordType)].flatMap((action) => {
    const schema = clientRequestOf(recordType, action);
    // The fields the reference rule reads in this action's bodies (none where it takes a record away).
    const fields = Object.keys(shapeOf(schema ?? z.never())).filter((field) => field === 'patientId' || referencesIn(action, { [field]: randomUUID() }).length > 0);
    return schema && fields.length > 0 ? [{ recordType, action, schema, fields }] : [];
  }),
);

const PARTNER = randomUUID();
/** Set once the own agency exists. */
const AGENCY = 'the own agency';

/** One actor of each of the eight roles: agency-side roles and caregivers of the own agency, partners of one partner. */
const actors: Record<string, Actor> = {
  admin: { id: randomUUID(), roleId: Role.ADMIN, agencyId: null, partnerId: null },
  user: { id: randomUUID(), roleId: Role.USER, agencyId: null, partnerId: null },
  agency: { id: randomUUID(), roleId: Role.AGENCY, agencyId: AGENCY, partnerId: null },
  'agency-agent': { id: randomUUID(), roleId: Role.AGENCY_AGENT, agencyId: AGENCY, partnerId: null },
  provider: { id: randomUUID(), roleId: Role.PROVIDER, agencyId: AGENCY, partnerId: null },
  partner: { id: randomUUID(), roleId: Role.PARTNER, agencyId: null, partnerId: PARTNER },
  'partner-agent': { id: randomUUID(), roleId: Role.PARTNER_AGENT, agencyId: null, partnerId: PARTNER },
  caregiver: { id: randomUUID(), roleId: Role.CAREGIVER, agencyId: AGENCY, partnerId: null },
};

type Side = 'own' | 'other';
/** The records of each side a body field can name, by field. */
type Named = Record<string, Record<Side, string>>;

const refusalOf = (error: unknown): { kind: string; code: string; paths: string[] } => (isDomainError(error) ? { kind: error.kind, code: error.code, paths: error.errors.map((field) => field.path) } : { kind: 'thrown', code: String(error), paths: [] });

describe.each(testDatabases())('every command that names a record, by every role, on $name', (database) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let pipeline: CommandPipeline;
  let infrastructure: CommandInfrastructure | undefined;
  const named: Named = {};
  /** Records a body may need that the matrix does not vary: a subscription's product and tax rate. */
  const context: Record<string, string> = {};
  const head = async () => Number((await db.query<{ n: string | number | null }>('SELECT max(global_position) AS n FROM events')).rows[0]?.n ?? 0);
  const run = (recordType: AnyRecordType, actor: Actor, id: string, action: string, body: unknown) =>
    pipeline.execute(new RecordCommand(recordType, actor, id, action, body));

  /**
   * A body the schema accepts with `fixed` fields (and the billing records it needs), from
   * generated ones; null when none is found. Bodies that name one record or another (a hub or a
   * cluster, a caregiver or an agency) keep only `field` of the records `fixed` names.
   */
  const bodyWith = (schema: z.ZodType, fixed: Record<string, unknown>, seed: number, field?: string): Record<string, unknown> | null => {
    const shape = shapeOf(schema);
    const needed = Object.fromEntries(Object.entries(context).filter(([name, id]) => shape[name]?.safeParse(id).success));
    for (const generated of fc.sample(requestArbitrary(schema) as fc.Arbitrary<Record<string, unknown>>, { numRuns: 40, seed })) {
      const body = { ...generated, ...needed, ...fixed };
      if (schema.safeParse(body).success) return body;
      const single = Object.fromEntries(Object.entries(body).filter(([name]) => !(name in referenceFields) || name === field));
      if (field !== undefined && schema.safeParse(single).success) return single;
    }
    return null;
  };

  /** Creates a record as the admin, its references all on `side`; its id. */
  const created = async (recordType: AnyRecordType, side: Side, fixed: Record<string, unknown> = {}): Promise<string> => {
    const schema = clientRequestOf(recordType, 'create')!;
    const fields = Object.keys(shapeOf(schema)).filter((field) => named[field]);
    const references = Object.fromEntries(fields.flatMap((field) => (named[field] ? [[field, named[field][side]]] : [])));
    let refusal: unknown = 'no valid body';
    for (let seed = 1; seed <= 20; seed += 1) {
      const body = bodyWith(schema, { ...references, ...fixed }, seed);
      if (!body) continue;
      const accepted = await run(recordType, actors.admin!, randomUUID(), 'create', body).catch((error: unknown) => void (refusal = error));
      if (accepted) return accepted.id;
    }
    throw new Error(`No ${recordType.noun} could be created for the matrix: ${JSON.stringify(refusalOf(refusal))}`);
  };

  beforeAll(async () => {
    ({ db, dispose } = await database.create());
    await runMigrations(db, allStorageMigrations);
    infrastructure = await commandInfrastructure(db);
    pipeline = new CommandPipeline(infrastructure);
    const both = async (make: (side: Side) => Promise<string>) => ({ own: await make('own'), other: await make('other') });
    context.productId = await created(productRecord, 'own');
    context.taxRateId = await created(taxRateRecord, 'own');
    named.agencyId = await both((side) => created(agencyRecord, side));
    for (const actor of Object.values(actors)) if (actor.agencyId === AGENCY) actor.agencyId = named.agencyId.own;
    const staff = (side: Side) => created(userRecord, side, { roleId: Role.AGENCY_AGENT, partnerId: undefined });
    named.userId = await both(staff);
    named.assigneeId = named.userId;
    named.careCoordinatorId = named.userId;
    named.caregiverId = await both((side) => created(caregiverRecord, side, { userId: undefined }));
    named.hubId = await both((side) => created(hubRecord, side));
    named.clusterId = await both((side) => created(clusterRecord, side));
    named.patientId = await both((side) => created(patientRecord, side, { partnerId: undefined }));

  }, 120_000);
  afterAll(async () => {
    await infrastructure?.close();
    await dispose?.();
  });

  it('covers the commands that name records', () => {
    expect(namingCommands.length).toBeGreaterThan(20);
  });

  it.each(namingCommands.map((command) => [`${command.recordType.category}.${command.action}`, command] as const))(
    '%s: an unknown record is refused (422 naming the field), a person of another agency forbidden to its staff, nothing stored',
    async (_name, { recordType, action, schema, fields }) => {
      const creating = action === 'create' || recordRequestOf(recordType, action)?.creates === true;
      const target = creating ? undefined : await created(recordType, 'own').catch(() => undefined);
      if (!creating && target === undefined) return expect.fail(`no ${recordType.noun} to act on`);
      const wrong: string[] = [];
      for (const field of fields) {
        const own = Object.fromEntries(fields.map((other) => [other, named[other]!.own]));
        const rule = referenceFields[field];
        for (const variant of ['unknown', 'other', 'own'] as const) {
          const value = variant === 'unknown' ? randomUUID() : named[field]![variant];
          const body = bodyWith(schema, { ...own, [field]: value }, 7, field);
          if (!body) {
            wrong.push(`${field}=${variant}: no valid body`);
            continue;
          }
          for (const [role, actor] of Object.entries(actors)) {
            const versioned = !creating && recordRequestOf(recordType, action)?.versioned !== false;
            const before = await head();
            const outcome = await run(recordType, actor, target ?? randomUUID(), action, versioned ? { ...body, expectedVersion: 0 } : body).then(
              () => null,
              refusalOf,
            );
            if (outcome && (await head()) !== before) wrong.push(`${role} ${field}=${variant}: refused yet stored`);
            const named404 = outcome?.code === `${(rule?.recordType ?? patientRecord).category}_not_found`;
            const forbiddenReference = outcome?.kind === 'forbidden' && outcome.paths.includes(field);
            if (variant === 'unknown' && !named404) wrong.push(`${role} ${field}=unknown: ${JSON.stringify(outcome)}`);
            if (variant !== 'unknown' && named404) wrong.push(`${role} ${field}=${variant}: reported unknown`);
            if (variant === 'own' && forbiddenReference) wrong.push(`${role} ${field}=own: forbidden as foreign`);
            const employs = rule?.person === true && actor.agencyId != null;
            if (variant === 'other' && employs && outcome?.kind !== 'forbidden') wrong.push(`${role} ${field}=other: ${JSON.stringify(outcome)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});

