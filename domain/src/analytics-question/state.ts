import { assertNever } from '../shared/decider';
import type { AnalyticsQuestionEvent } from './events';

export interface SavedAnalyticsQuestion {
  questionId: string;
  name: string;
  search: string;
  pinned: boolean;
  savedAt: string;
}

/** Every question one owner keeps, in the order they were saved; an owner who saved nothing has none. */
export interface AnalyticsQuestionsState {
  questions: readonly SavedAnalyticsQuestion[];
}

export const initialAnalyticsQuestionsState = (): AnalyticsQuestionsState => ({ questions: [] });

const changed = (state: AnalyticsQuestionsState, questionId: string, change: (question: SavedAnalyticsQuestion) => SavedAnalyticsQuestion): AnalyticsQuestionsState => ({
  questions: state.questions.map((question) => (question.questionId === questionId ? change(question) : question)),
});

export const evolveAnalyticsQuestions = (state: AnalyticsQuestionsState, event: AnalyticsQuestionEvent): AnalyticsQuestionsState => {
  const { questionId } = event.data;
  switch (event.type) {
    case 'AnalyticsQuestionSaved': {
      const { name, search, savedAt } = event.data;
      return { questions: [...state.questions, { questionId, name, search, pinned: false, savedAt }] };
    }
    case 'AnalyticsQuestionRenamed':
      return changed(state, questionId, (question) => ({ ...question, name: event.data.name }));
    case 'AnalyticsQuestionPinned':
      return changed(state, questionId, (question) => ({ ...question, pinned: true }));
    case 'AnalyticsQuestionUnpinned':
      return changed(state, questionId, (question) => ({ ...question, pinned: false }));
    case 'AnalyticsQuestionDeleted':
      return { questions: state.questions.filter((question) => question.questionId !== questionId) };
    default:
      return assertNever(event);
  }
};

/** Names are told apart as a reader tells them: "Referrals by partner" and "referrals by partner" are one name. */
export const sameQuestionName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
