import { assertNever, type Decider } from '../shared/decider';
import type { AnalyticsQuestionCommand } from './commands';
import { questionAlreadyExists, questionAlreadyPinned, questionNameTaken, questionNotFound, questionNotPinned, tooManyPinned, tooManyQuestions } from './errors';
import type { AnalyticsQuestionEvent } from './events';
import { MAX_PINNED_QUESTIONS, MAX_SAVED_QUESTIONS } from './limits';
import { evolveAnalyticsQuestions, initialAnalyticsQuestionsState, sameQuestionName, type AnalyticsQuestionsState, type SavedAnalyticsQuestion } from './state';

const existing = (state: AnalyticsQuestionsState, questionId: string): SavedAnalyticsQuestion => {
  const question = state.questions.find((candidate) => candidate.questionId === questionId);
  if (question === undefined) throw questionNotFound(questionId);
  return question;
};

/** A name none of the owner's other questions has: the owner's whole list is this stream, so the check and the append are one. */
const assertNameFree = (state: AnalyticsQuestionsState, name: string, questionId: string): void => {
  if (state.questions.some((question) => question.questionId !== questionId && sameQuestionName(question.name, name))) throw questionNameTaken(name);
};

export const decideAnalyticsQuestions = (command: AnalyticsQuestionCommand, state: AnalyticsQuestionsState): AnalyticsQuestionEvent[] => {
  const { ownerKey, questionId } = command.data;
  switch (command.type) {
    case 'SaveAnalyticsQuestion': {
      if (state.questions.some((question) => question.questionId === questionId)) throw questionAlreadyExists(questionId);
      assertNameFree(state, command.data.name, questionId);
      if (state.questions.length >= MAX_SAVED_QUESTIONS) throw tooManyQuestions();
      return [{ type: 'AnalyticsQuestionSaved', data: { ownerKey, questionId, name: command.data.name, search: command.data.search, savedAt: command.metadata.now } }];
    }
    case 'RenameAnalyticsQuestion':
      existing(state, questionId);
      assertNameFree(state, command.data.name, questionId);
      return [{ type: 'AnalyticsQuestionRenamed', data: { ownerKey, questionId, name: command.data.name } }];
    case 'PinAnalyticsQuestion':
      if (existing(state, questionId).pinned) throw questionAlreadyPinned(questionId);
      if (state.questions.filter((question) => question.pinned).length >= MAX_PINNED_QUESTIONS) throw tooManyPinned();
      return [{ type: 'AnalyticsQuestionPinned', data: { ownerKey, questionId } }];
    case 'UnpinAnalyticsQuestion':
      if (!existing(state, questionId).pinned) throw questionNotPinned(questionId);
      return [{ type: 'AnalyticsQuestionUnpinned', data: { ownerKey, questionId } }];
    case 'DeleteAnalyticsQuestion':
      existing(state, questionId);
      return [{ type: 'AnalyticsQuestionDeleted', data: { ownerKey, questionId } }];
    default:
      return assertNever(command);
  }
};

export const analyticsQuestionDecider: Decider<AnalyticsQuestionsState, AnalyticsQuestionCommand, AnalyticsQuestionEvent> = {
  initialState: initialAnalyticsQuestionsState,
  evolve: evolveAnalyticsQuestions,
  decide: decideAnalyticsQuestions,
};
