import { useCallback } from 'react';
import { shortId } from '../assessment/datetime';
import { useTranslation } from 'react-i18next';

/** Display names by user id, from what the reader has been told: the note's author, the edit log's actors, oneself. */
export type PersonNames = ReadonlyMap<string, string>;

export const namesFrom = (people: readonly { id: string; name: string | null }[]): PersonNames =>
  new Map(people.flatMap((person) => (person.name === null ? [] : [[person.id, person.name] as const])));

/** A person's name, or "user 1a2b3c4d" when the reader was never told it. */
export const usePersonName = (names: PersonNames) => {
  const { t } = useTranslation('notes');
  return useCallback((id: string) => names.get(id) ?? t('people.unknown', { id: shortId(id) }), [names, t]);
};
