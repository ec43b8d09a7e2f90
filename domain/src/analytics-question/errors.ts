import { DomainError, ruleBroken } from '../shared/domain-error';
import { MAX_PINNED_QUESTIONS, MAX_SAVED_QUESTIONS } from './limits';

export const questionNameTaken = (name: string): DomainError =>
  new DomainError('conflict', 'question_name_taken', `You already have a saved question called "${name}".`, [
    { path: 'name', message: 'must differ from the names of your other saved questions' },
  ]);

export const questionAlreadyExists = (questionId: string): DomainError =>
  new DomainError('conflict', 'question_already_exists', `The saved question ${questionId} already exists.`);

export const questionNotFound = (questionId: string): DomainError =>
  new DomainError('not_found', 'question_not_found', `You have no saved question ${questionId}.`);

export const tooManyQuestions = (): DomainError =>
  ruleBroken('too_many_questions', `You may keep at most ${MAX_SAVED_QUESTIONS} saved questions: delete one first.`);

export const tooManyPinned = (): DomainError =>
  ruleBroken('too_many_pinned', `At most ${MAX_PINNED_QUESTIONS} questions may be pinned to the dashboard: unpin one first.`);

export const questionAlreadyPinned = (questionId: string): DomainError => ruleBroken('question_already_pinned', `The saved question ${questionId} is already pinned.`);

export const questionNotPinned = (questionId: string): DomainError => ruleBroken('question_not_pinned', `The saved question ${questionId} is not pinned.`);
