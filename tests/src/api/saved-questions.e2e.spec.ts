import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSavedQuestionsAnswer, type AnalyticsSavedQuestionAnswer } from '@careledger/domain';
import type { ApiClient, PostActionOf } from '../support/api-client';
import { accepted, refusedWithoutEvents, streamEventTypes } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const WEEKLY = 'interval=week&from=2019-01-01&to=2019-03-31&groupBy=none';
const QUARTERLY = 'measure=task.occurred&interval=quarter&chart=bar';

describe.each(testDatabases())('saved analytics questions on $name', (database) => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack(database);
  });
  afterAll(async () => stack?.stop());

  /** The caller's saved questions once the read models hold `position`, parsed with the domain's answer schema. */
  const listOf = async (client: ApiClient, position: number): Promise<AnalyticsSavedQuestionAnswer[]> => {
    const response = await client.get('/api/analytics/questions', { headers: { 'x-min-position': String(position) } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return analyticsSavedQuestionsAnswer.parse(response.body).data;
  };
  const save = (client: ApiClient, body: unknown) => client.post('/api/analytics/questions', body);
  const act = (client: ApiClient, id: string, action: PostActionOf<'/api/analytics/questions/{id}'>, body: unknown = {}) => client.post(`/api/analytics/questions/${id}/${action}`, body);

  it('saves, lists, renames, pins, unpins and deletes, all in the owner’s one stream', async () => {
    // The provider, whom the demo gives no saved question: the list holds only what this test saves.
    const owner = await stack.as('provider');
    const weekly = accepted(await save(owner, { name: '  Referrals per week  ', search: WEEKLY }), 201);
    const quarterly = accepted(await save(owner, { name: 'Tasks by quarter', search: QUARTERLY }), 201);
    expect(weekly.id).not.toBe(quarterly.id);

    const listed = await listOf(owner, quarterly.globalPosition);
    expect(listed.map(({ id, name, search, pinned }) => ({ id, name, search, pinned }))).toEqual([
      { id: quarterly.id, name: 'Tasks by quarter', search: QUARTERLY, pinned: false },
      { id: weekly.id, name: 'Referrals per week', search: WEEKLY, pinned: false },
    ]);
    expect(Date.parse(listed[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.savedAt));

    accepted(await act(owner, weekly.id, 'rename', { name: 'Weekly referrals' }));
    accepted(await act(owner, weekly.id, 'pin'));
    const pinned = accepted(await act(owner, quarterly.id, 'pin'));
    expect(pinned.id).toBe(quarterly.id);
    expect((await listOf(owner, pinned.globalPosition)).map(({ name, pinned }) => [name, pinned])).toEqual([
      ['Tasks by quarter', true],
      ['Weekly referrals', true],
    ]);

    accepted(await act(owner, quarterly.id, 'unpin'));
    const deleted = accepted(await act(owner, weekly.id, 'delete'));
    expect((await listOf(owner, deleted.globalPosition)).map(({ name, pinned }) => [name, pinned])).toEqual([['Tasks by quarter', false]]);

    // The owner's user id names the stream: every question of theirs is in it.
    expect(await streamEventTypes(stack, 'analyticsquestion-00000000-0000-4000-8000-000000000005')).toEqual([
      'AnalyticsQuestionSaved',
      'AnalyticsQuestionSaved',
      'AnalyticsQuestionRenamed',
      'AnalyticsQuestionPinned',
      'AnalyticsQuestionPinned',
      'AnalyticsQuestionUnpinned',
      'AnalyticsQuestionDeleted',
    ]);

    // A deleted question is gone, and its name is free again.
    expect((await refusedWithoutEvents(stack, () => act(owner, weekly.id, 'pin'))).status).toBe(404);
    accepted(await save(owner, { name: 'weekly referrals', search: WEEKLY }), 201);
  });

  it('gives the demo admin, agency and partner saved questions, the pinned ones for their dashboard', async () => {
    const pinnedOf = async (slug: string) => (await listOf(await stack.as(slug), 0)).filter((question) => question.pinned).map((question) => question.name);
    expect(await pinnedOf('admin')).toEqual(['Median time an assessment stays in each status', 'Referrals by status, monthly']);
    expect(await pinnedOf('agency')).toEqual(['Open postings by care service']);
    expect(await pinnedOf('partner')).toEqual(['Referrals started, monthly']);
  });

  it('refuses a name the owner already has, whatever its case (409 naming name), but lets another user have it', async () => {
    const partner = await stack.as('partner');
    accepted(await save(partner, { name: 'Open referrals', search: '' }), 201);
    const again = await refusedWithoutEvents(stack, () => save(partner, { name: 'OPEN REFERRALS', search: WEEKLY }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'question_name_taken', errors: [{ path: 'name', message: 'must differ from the names of your other saved questions' }] });
    const other = accepted(await save(partner, { name: 'Closed referrals', search: '' }), 201);
    expect((await refusedWithoutEvents(stack, () => act(partner, other.id, 'rename', { name: 'open referrals' }))).status).toBe(409);

    accepted(await save(await stack.as('partner-agent'), { name: 'Open referrals', search: '' }), 201);
  });

  it('answers a retried save with the same Idempotency-Key with the first answer, storing one question', async () => {
    const provider = await stack.as('provider');
    const key = `save-${randomUUID()}`;
    const first = accepted(await provider.post('/api/analytics/questions', { name: 'Postings filled', search: 'measure=posting.entered' }, { headers: { 'idempotency-key': key } }), 201);
    const retried = await provider.post('/api/analytics/questions', { name: 'Postings filled', search: 'measure=posting.entered' }, { headers: { 'idempotency-key': key } });
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first);
    expect((await listOf(provider, first.globalPosition)).filter((question) => question.name === 'Postings filled')).toHaveLength(1);
  });

  it('lets only the owner read or change their questions', async () => {
    const agency = await stack.as('agency-agent');
    const mine = accepted(await save(agency, { name: 'Mine alone', search: WEEKLY }), 201);
    const admin = await stack.as('admin');
    expect((await listOf(admin, mine.globalPosition)).map((question) => question.name)).not.toContain('Mine alone');
    // Another user naming the question acts on their own list, where it is not.
    for (const action of ['rename', 'pin', 'unpin', 'delete'] as const) {
      const response = await refusedWithoutEvents(stack, () => act(admin, mine.id, action, action === 'rename' ? { name: 'Taken over' } : {}));
      expect(response.status, action).toBe(404);
    }
    expect((await listOf(agency, mine.globalPosition)).map(({ name, pinned }) => [name, pinned])).toEqual([['Mine alone', false]]);
  });

  it.each(['caregiver', 'user'])('refuses a %s, who has no analytics: 403 to list, save or change', async (slug) => {
    const client = await stack.as(slug);
    expect((await client.get('/api/analytics/questions')).status).toBe(403);
    const refused = await refusedWithoutEvents(stack, () => save(client, { name: 'Mine', search: '' }));
    expect(refused.status).toBe(403);
    expect((await refusedWithoutEvents(stack, () => act(client, randomUUID(), 'pin'))).status).toBe(403);
  });

  it('refuses a bad body with 400 naming each field and its rule, storing nothing', async () => {
    const admin = await stack.as('admin');
    const errorsOf = async (attempt: () => ReturnType<ApiClient['post']>) => {
      const response = await refusedWithoutEvents(stack, attempt);
      expect(response.status).toBe(400);
      return response.body.errors as unknown;
    };
    expect(await errorsOf(() => save(admin, { name: '   ', search: 'measure=x y' }))).toEqual([
      { path: 'name', message: 'must not be empty' },
      { path: 'search', message: 'must be a URL search string: no leading ?, no spaces, no #' },
    ]);
    expect(await errorsOf(() => save(admin, { name: 'x'.repeat(81), search: 'a'.repeat(2_001) }))).toEqual([
      { path: 'name', message: 'must be at most 80 characters' },
      { path: 'search', message: 'must be at most 2000 characters' },
    ]);
    expect(await errorsOf(() => save(admin, { name: 'A' }))).toEqual([{ path: 'search', message: 'is required' }]);
    expect(await errorsOf(() => save(admin, { name: 'A', search: '', pinned: true }))).toEqual([{ path: 'pinned', message: 'is not an allowed field' }]);
    expect(await errorsOf(() => save(admin, { name: 'A', search: '', questionId: randomUUID() }))).toEqual([{ path: 'questionId', message: 'is not an allowed field' }]);
    expect(await errorsOf(() => act(admin, 'not-a-uuid', 'pin'))).toEqual([{ path: 'id', message: 'must be a UUID' }]);
    const question = accepted(await save(admin, { name: 'To rename', search: '' }), 201);
    expect(await errorsOf(() => act(admin, question.id, 'rename', { name: 7 }))).toEqual([{ path: 'name', message: 'must be a string' }]);
  });
});
