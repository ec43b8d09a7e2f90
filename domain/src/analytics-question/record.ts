import { z } from 'zod';
import { unversionedAction, type RecordType } from '../record/record-type';
import type { CommandMetadata } from '../shared/command';
import type { AnalyticsQuestionCommand } from './commands';
import { analyticsQuestionDecider } from './decider';
import type { AnalyticsQuestionEvent } from './events';
import type { AnalyticsQuestionAction } from './limits';
import { questionIdShape, questionNameField, questionSearchField } from './requests';
import type { AnalyticsQuestionsState } from './state';

const createBody = z.strictObject({ ...questionIdShape, name: questionNameField, search: questionSearchField });

/**
 * One stream per owner (`analyticsquestion-<user id>`), not one per question: a name must be
 * unique among one owner's questions, and a decider can only hold a rule over what its own stream
 * holds. With every question of an owner in one stream, the check and the append are one (two
 * saves of one name at once: the second append finds the stream moved and is refused). An
 * owner's questions are few (`MAX_SAVED_QUESTIONS`), so the stream stays short.
 *
 * The record id is therefore the owner's user id, given by the command edge from the session,
 * never from the request; the question is named in the body (the edge takes it from the path,
 * or draws a new one for a save). No action carries an expected version: the owner's version
 * moves with each of their questions, and what an action depends on (the question exists, the
 * name is free) the decider checks against the stream as it is.
 */
export const analyticsQuestionRecord: RecordType<AnalyticsQuestionsState, AnalyticsQuestionCommand, AnalyticsQuestionEvent, AnalyticsQuestionAction> = {
  category: 'analyticsquestion',
  noun: 'saved question',
  decider: analyticsQuestionDecider,
  // An owner's list always exists, empty until the first save; a question that does not is the decider's 404.
  exists: () => true,
  create: {
    body: createBody,
    versioned: false,
    toCommand: (ownerKey: string, body: z.output<typeof createBody>, metadata: CommandMetadata) => ({ type: 'SaveAnalyticsQuestion', data: { ownerKey, ...body }, metadata }),
  },
  actions: {
    rename: unversionedAction({ ...questionIdShape, name: questionNameField }, (ownerKey, body, metadata) => ({
      type: 'RenameAnalyticsQuestion',
      data: { ownerKey, questionId: body.questionId, name: body.name },
      metadata,
    })),
    pin: unversionedAction(questionIdShape, (ownerKey, body, metadata) => ({ type: 'PinAnalyticsQuestion', data: { ownerKey, questionId: body.questionId }, metadata })),
    unpin: unversionedAction(questionIdShape, (ownerKey, body, metadata) => ({ type: 'UnpinAnalyticsQuestion', data: { ownerKey, questionId: body.questionId }, metadata })),
    delete: unversionedAction(questionIdShape, (ownerKey, body, metadata) => ({ type: 'DeleteAnalyticsQuestion', data: { ownerKey, questionId: body.questionId }, metadata })),
  },
  // The record id is the owner: the policy compares it with the actor (no id, no owner: refused).
  factsOf: (_state, ownerKey) => ({ userId: ownerKey ?? null }),
  factsOfCreation: (command) => ({ userId: command.data.ownerKey }),
};
