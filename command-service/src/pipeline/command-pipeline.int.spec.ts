import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentRecord, patientRecord, Role, userRecord, type AnyRecordType, type RoleId } from '@careledger/domain';
import { allStorageMigrations, runMigrations, type SqlDatabase } from '@careledger/storage';
import { testDatabases } from '@careledger/storage/testing';
import type { Actor } from '@careledger/http';
import { commandInfrastructure, type CommandInfrastructure } from '../infrastructure';
import { CommandPipeline } from './command-pipeline.handler';
import { RecordCommand } from './record.command';

const AGENCY = randomUUID();
const OTHER_AGENCY = randomUUID();
const actor = (roleId: RoleId, agencyId: string | null = null): Actor => ({ id: randomUUID(), roleId, agencyId, partnerId: null });

describe.each(testDatabases())('the command pipeline on $name, without HTTP', (database) => {
  let db: SqlDatabase;
  let dispose: () => Promise<void>;
  let infrastructure: CommandInfrastructure;
  let pipeline: CommandPipeline;
  const admin = actor(Role.ADMIN);
  const agencyStaff = actor(Role.AGENCY, AGENCY);
  const otherAgencyStaff = actor(Role.AGENCY, OTHER_AGENCY);

  beforeAll(async () => {
    ({ db, dispose } = await database.create());
    await runMigrations(db, allStorageMigrations);
    infrastructure = await commandInfrastructure(db);
    pipeline = new CommandPipeline(infrastructure);
  });
  afterAll(async () => {
    await infrastructure?.close();
    await dispose?.();
  });

  const run = (type: AnyRecordType, who: Actor, id: string, action: string, body: unknown) => pipeline.execute(new RecordCommand(type, who, id, action, body));
  const head = async () => Number((await db.query<{ n: string | number | null }>('SELECT max(global_position) AS n FROM events')).rows[0]?.n ?? 0);
  /** The refusal `attempt` ends in, after checking that it stored nothing. */
  const refusal = async (attempt: () => Promise<unknown>) => {
    const before = await head();
    const error: unknown = await attempt().then(() => undefined, (caught: unknown) => caught);
    expect(await head()).toBe(before);
    return error;
  };
  const patientOfAgency = async () => (await run(patientRecord, agencyStaff, randomUUID(), 'create', { firstName: 'Ada', lastName: 'Lovelace' })).id;

  it('loads the patient an assessment names: an unknown one is refused (422), for admins too', async () => {
    const unknown = randomUUID();
    expect(await refusal(() => run(assessmentRecord, admin, randomUUID(), 'create', { patientId: unknown }))).toMatchObject({ kind: 'rule', code: 'patient_not_found' });
  });

  it("authorizes by the patient as it is: another agency's patient is forbidden, its own is served", async () => {
    const patientId = await patientOfAgency();
    expect(await refusal(() => run(assessmentRecord, otherAgencyStaff, randomUUID(), 'create', { patientId }))).toMatchObject({ kind: 'forbidden' });
    expect(await refusal(() => run(assessmentRecord, otherAgencyStaff, randomUUID(), 'request', { patientId }))).toMatchObject({ kind: 'forbidden' });
    const accepted = await run(assessmentRecord, agencyStaff, randomUUID(), 'create', { patientId });
    expect(accepted).toMatchObject({ version: 0, globalPosition: await head() });
  });

  it('refuses in its fixed order: the body (400) before the record (404) before the policy (403) before the version (409)', async () => {
    const patientId = await patientOfAgency();
    const { id } = await run(assessmentRecord, agencyStaff, randomUUID(), 'create', { patientId });
    expect(await refusal(() => run(assessmentRecord, otherAgencyStaff, randomUUID(), 'schedule', { visitAt: 'soon' }))).toMatchObject({ kind: 'validation' });
    expect(await refusal(() => run(assessmentRecord, otherAgencyStaff, randomUUID(), 'pend', { expectedVersion: 0 }))).toMatchObject({ kind: 'not_found' });
    expect(await refusal(() => run(assessmentRecord, otherAgencyStaff, id, 'cancel', { expectedVersion: 7, reason: 'x' }))).toMatchObject({ kind: 'forbidden' });
    expect(await refusal(() => run(assessmentRecord, agencyStaff, id, 'cancel', { expectedVersion: 7, reason: 'x' }))).toMatchObject({ expectedVersion: 7, actualVersion: 0 });
    expect(await refusal(() => run(assessmentRecord, agencyStaff, id, 'explode', {}))).toMatchObject({ kind: 'not_found', code: 'unknown_action' });
  });

  it('refuses text it cannot store and integers no read model holds (400 naming the field), storing nothing', async () => {
    const patientId = await patientOfAgency();
    const tooBig = await refusal(() => run(patientRecord, agencyStaff, patientId, 'set-diagnoses', { expectedVersion: 0, diagnosisIds: [2_147_483_648] }));
    expect(tooBig).toMatchObject({ kind: 'validation', errors: [{ path: 'diagnosisIds.0', message: expect.stringMatching(/between/) }] });
    const nul = await refusal(() => run(patientRecord, agencyStaff, randomUUID(), 'create', { firstName: 'Ada\u0000', lastName: 'Lovelace\ud800' }));
    expect(nul).toMatchObject({ kind: 'validation', errors: [{ path: 'firstName' }, { path: 'lastName' }] });
  });

  it("runs an account's declared steps: the password stays out of the event, the email is reserved, a generated password is answered once", async () => {
    const email = `pipeline-${randomUUID().slice(0, 8)}@example.test`;
    const created = await run(userRecord, admin, randomUUID(), 'create', { email, name: 'Pia Pipeline', roleId: Role.USER });
    expect(created.password).toEqual(expect.any(String));
    const { rows } = await db.query<{ data: unknown }>('SELECT data FROM events WHERE stream_id = $1', [`user-${created.id}`]);
    expect(JSON.stringify(rows)).not.toContain(created.password as string);
    expect((await infrastructure.users.findByEmail(email))?.account).toMatchObject({ id: created.id, status: 1 });
    expect(await refusal(() => run(userRecord, admin, randomUUID(), 'create', { email, name: 'Twin', roleId: Role.USER }))).toMatchObject({ kind: 'conflict', code: 'email_taken' });
    const disabled = await run(userRecord, admin, created.id, 'disable', { expectedVersion: 0 });
    expect(disabled.password).toBeUndefined();
    expect((await infrastructure.users.findByEmail(email))?.account.status).not.toBe(1);
  });
});
