import { z } from 'zod';
import { textField, uuidField } from '../shared/fields';
import { ruleMessage } from '../shared/validation';
import { MAX_QUESTION_NAME_LENGTH, MAX_QUESTION_SEARCH_LENGTH } from './limits';

/**
 * The workbench URL's search string (`measure=…&interval=week`, without its `?`), kept as the
 * console wrote it: the console reads it back field by field and falls back to a default for
 * anything it no longer knows, so a question saved today still opens after the workbench changes.
 */
export const questionSearchField = z
  .string({ error: ruleMessage(`must be a URL search string of at most ${MAX_QUESTION_SEARCH_LENGTH} characters`) })
  .trim()
  .max(MAX_QUESTION_SEARCH_LENGTH, { error: `must be at most ${MAX_QUESTION_SEARCH_LENGTH} characters` })
  .regex(/^[^?#\s][^#\s]*$|^$/, { error: 'must be a URL search string: no leading ?, no spaces, no #' });

export const questionNameField = textField(MAX_QUESTION_NAME_LENGTH);

/** What a client sends to save a question (`POST /api/analytics/questions`); the id comes from the server. */
export const saveAnalyticsQuestionRequest = z.strictObject({ name: questionNameField, search: questionSearchField });
/** `POST /api/analytics/questions/{id}/rename`. */
export const renameAnalyticsQuestionRequest = z.strictObject({ name: questionNameField });
/** Pin, unpin and delete take nothing but the question in the path. */
export const emptyAnalyticsQuestionRequest = z.strictObject({});

/** The question the path names, as the command edge adds it to the body. */
export const questionIdShape = { questionId: uuidField };
