import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedQuestionsApi, type SavedQuestion, type SavedQuestionAction } from '../api';

/** Where a saved question opens: the workbench, with the question's own URL search string. */
export const questionPath = (locale: string, question: Pick<SavedQuestion, 'search'>): string => `/user/${locale}/analytics${question.search === '' ? '' : `?${question.search}`}`;

export const savedQuestionKeys = {
  all: ['analytics', 'questions'] as const,
};

/** The user's saved questions, the newest first: the workbench's list and the dashboard's pinned ones. */
export const useSavedQuestions = () =>
  useQuery({
    queryKey: savedQuestionKeys.all,
    queryFn: ({ signal }) => savedQuestionsApi.list(signal),
    select: (answer) => answer.data,
  });

/** Save (no id yet) or rename (an id) under a name; the list is read again after it, past the command's position. */
export const useNameQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, search, idempotencyKey }: { id?: string; name: string; search: string; idempotencyKey: string }) =>
      id === undefined ? savedQuestionsApi.save(name, search, idempotencyKey) : savedQuestionsApi.rename(id, name, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuestionKeys.all }),
  });
};

/** Pin, unpin or delete one question. */
export const useQuestionAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SavedQuestionAction }) => savedQuestionsApi.act(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedQuestionKeys.all }),
  });
};
