import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '../catalog/roles';
import { can } from '../policy/can';
import type { CommandMetadata } from '../shared/command';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { AnalyticsQuestionCommand } from './commands';
import { analyticsQuestionDecider } from './decider';
import type { AnalyticsQuestionEvent, AnalyticsQuestionSaved } from './events';
import { MAX_PINNED_QUESTIONS, MAX_SAVED_QUESTIONS } from './limits';
import { analyticsQuestionRecord } from './record';
import { renameAnalyticsQuestionRequest, saveAnalyticsQuestionRequest } from './requests';
import { initialAnalyticsQuestionsState } from './state';

const ownerKey = '5f1e2d3c-4b5a-4697-8877-665544332211';
const first = '0b7f6c5e-0000-4000-8000-000000000001';
const second = '0b7f6c5e-0000-4000-8000-000000000002';
const NOW = '2030-03-01T09:00:00.000Z';
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: ownerKey, actorRole: Role.AGENCY, now: NOW };
const actor = (roleId: RoleId, id = ownerKey) => ({ id, roleId, agencyId: null, partnerId: null });
const spec = deciderSpec(analyticsQuestionDecider);

/** A command as the pipeline makes it: the record's body schema, then `toCommand` under the owner's id. */
const commandOf = (action: string, body: Record<string, unknown>): AnalyticsQuestionCommand => {
  const request = action === 'create' ? analyticsQuestionRecord.create : analyticsQuestionRecord.actions[action as 'rename'];
  return request.toCommand(ownerKey, parseOrThrow(request.body, body) as never, metadata, actor(Role.AGENCY));
};
const saved = (questionId: string, name: string, search = 'measure=referral.entered&interval=week'): AnalyticsQuestionSaved => ({
  type: 'AnalyticsQuestionSaved',
  data: { ownerKey, questionId, name, search, savedAt: NOW },
});
const pinned = (questionId: string): AnalyticsQuestionEvent => ({ type: 'AnalyticsQuestionPinned', data: { ownerKey, questionId } });
const errorsOf = (schema: Parameters<typeof parseOrThrow>[0], body: unknown): unknown => {
  try {
    parseOrThrow(schema, body);
  } catch (error) {
    return (error as { errors: unknown }).errors;
  }
  return [];
};

describe('saved analytics questions', () => {
  it('saves a question under its trimmed name, unpinned, at the instant of the command', () => {
    spec.given([]).when(commandOf('create', { questionId: first, name: '  Referrals per week  ', search: 'measure=referral.entered&interval=week' })).then([saved(first, 'Referrals per week')]);
  });

  it('refuses a second question of the same name, whatever its case, naming the field (409)', () => {
    const error = spec.given([saved(first, 'Referrals per week')]).when(commandOf('create', { questionId: second, name: 'REFERRALS PER WEEK', search: '' })).thenFails('question_name_taken', 'conflict');
    expect(error.errors).toEqual([{ path: 'name', message: 'must differ from the names of your other saved questions' }]);
    spec.given([saved(first, 'A'), saved(second, 'B')]).when(commandOf('rename', { questionId: second, name: 'a' })).thenFails('question_name_taken', 'conflict');
  });

  it('renames a question, to a new case of its own name too', () => {
    spec.given([saved(first, 'Referrals')]).when(commandOf('rename', { questionId: first, name: 'REFERRALS' })).then([{ type: 'AnalyticsQuestionRenamed', data: { ownerKey, questionId: first, name: 'REFERRALS' } }]);
  });

  it('pins and unpins a question once each, up to the dashboard limit', () => {
    spec.given([saved(first, 'A')]).when(commandOf('pin', { questionId: first })).then([pinned(first)]);
    spec.given([saved(first, 'A'), pinned(first)]).when(commandOf('pin', { questionId: first })).thenFails('question_already_pinned', 'rule');
    spec.given([saved(first, 'A'), pinned(first)]).when(commandOf('unpin', { questionId: first })).then([{ type: 'AnalyticsQuestionUnpinned', data: { ownerKey, questionId: first } }]);
    spec.given([saved(first, 'A')]).when(commandOf('unpin', { questionId: first })).thenFails('question_not_pinned', 'rule');
    const ids = Array.from({ length: MAX_PINNED_QUESTIONS + 1 }, (_, index) => `0b7f6c5e-0000-4000-8000-${String(index + 10).padStart(12, '0')}`);
    const full = ids.slice(0, MAX_PINNED_QUESTIONS).flatMap((id, index) => [saved(id, `Q${index}`), pinned(id)]);
    spec.given([...full, saved(ids.at(-1)!, 'last')]).when(commandOf('pin', { questionId: ids.at(-1)! })).thenFails('too_many_pinned', 'rule');
  });

  it('deletes a question; what is deleted is not found, and its name is free again', () => {
    const deleted: AnalyticsQuestionEvent = { type: 'AnalyticsQuestionDeleted', data: { ownerKey, questionId: first } };
    spec.given([saved(first, 'A')]).when(commandOf('delete', { questionId: first })).then([deleted]);
    for (const action of ['rename', 'pin', 'unpin', 'delete']) {
      spec.given([saved(first, 'A'), deleted]).when(commandOf(action, { questionId: first, ...(action === 'rename' ? { name: 'B' } : {}) })).thenFails('question_not_found', 'not_found');
    }
    spec.given([saved(first, 'A'), deleted]).when(commandOf('create', { questionId: second, name: 'a', search: '' })).then([saved(second, 'a', '')]);
  });

  it('keeps at most MAX_SAVED_QUESTIONS questions per owner', () => {
    const many = Array.from({ length: MAX_SAVED_QUESTIONS }, (_, index) => saved(`0b7f6c5e-0000-4000-8000-${String(index + 100).padStart(12, '0')}`, `Q${index}`));
    spec.given(many).when(commandOf('create', { questionId: first, name: 'one more', search: '' })).thenFails('too_many_questions', 'rule');
  });

  it('folds the owner\'s list in the order saved, with names, pins and deletions', () => {
    const events: AnalyticsQuestionEvent[] = [saved(first, 'A'), saved(second, 'B'), pinned(second), { type: 'AnalyticsQuestionRenamed', data: { ownerKey, questionId: first, name: 'C' } }];
    expect(events.reduce(analyticsQuestionDecider.evolve, initialAnalyticsQuestionsState()).questions).toEqual([
      { questionId: first, name: 'C', search: 'measure=referral.entered&interval=week', pinned: false, savedAt: NOW },
      { questionId: second, name: 'B', search: 'measure=referral.entered&interval=week', pinned: true, savedAt: NOW },
    ]);
  });

  it('names the field and the rule of every bad body', () => {
    expect(errorsOf(saveAnalyticsQuestionRequest, { name: '   ', search: 'a b' })).toEqual([
      { path: 'name', message: 'must not be empty' },
      { path: 'search', message: 'must be a URL search string: no leading ?, no spaces, no #' },
    ]);
    expect(errorsOf(saveAnalyticsQuestionRequest, { name: 'x'.repeat(81), search: 'a'.repeat(2_001) })).toEqual([
      { path: 'name', message: 'must be at most 80 characters' },
      { path: 'search', message: 'must be at most 2000 characters' },
    ]);
    expect(errorsOf(saveAnalyticsQuestionRequest, { name: 7, search: '?measure=x', pinned: true })).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'must be a string' },
        { path: 'search', message: 'must be a URL search string: no leading ?, no spaces, no #' },
        { path: 'pinned', message: 'is not an allowed field' },
      ]),
    );
    expect(errorsOf(saveAnalyticsQuestionRequest, { name: 'A' })).toEqual([{ path: 'search', message: 'is required' }]);
    expect(errorsOf(saveAnalyticsQuestionRequest, { name: 'A', search: 42 })).toEqual([{ path: 'search', message: 'must be a URL search string of at most 2000 characters' }]);
    expect(errorsOf(renameAnalyticsQuestionRequest, { name: 'x'.repeat(80) })).toEqual([]);
    expect(errorsOf(analyticsQuestionRecord.actions.pin.body, { questionId: 'nope' })).toEqual([{ path: 'questionId', message: 'must be a UUID' }]);
  });

  it('lets only the owner act on their questions, and only in a role that reads reports', () => {
    const facts = analyticsQuestionRecord.factsOf(initialAnalyticsQuestionsState(), ownerKey);
    for (const roleId of [Role.ADMIN, Role.AGENCY, Role.AGENCY_AGENT, Role.PROVIDER, Role.PARTNER, Role.PARTNER_AGENT]) {
      expect(can(actor(roleId), 'analyticsquestion.create', facts), `role ${roleId}`).toBe(true);
      expect(can(actor(roleId), 'analyticsquestion.rename', facts), `role ${roleId}`).toBe(true);
    }
    for (const roleId of [Role.USER, Role.CAREGIVER]) expect(can(actor(roleId), 'analyticsquestion.create', facts), `role ${roleId}`).toBe(false);
    expect(can(actor(Role.ADMIN, 'someone-else'), 'analyticsquestion.read', facts)).toBe(false);
    expect(can(actor(Role.ADMIN, 'someone-else'), 'analyticsquestion.delete', facts)).toBe(false);
  });
});
