import { useCallback } from 'react';
import { shortId } from '../assessment/datetime';
import { useTranslation } from 'react-i18next';
import { useActorName } from '../layout/Named';

/** Display names by user id, from what the reader has been told: the note's author, the edit log's actors, oneself. */
export type PersonNames = ReadonlyMap<string, string>;

export const namesFrom = (people: readonly { id: string; name: string | null }[]): PersonNames =>
  new Map(people.flatMap((person) => (person.name === null ? [] : [[person.id, person.name] as const])));

/** A person by id, with the name an answer sent beside it when there is one. */
export type PersonName = (id: string, sent?: string | null) => string;

/** A person's name (the scheduler's in the reader's language), or "user 1a2b3c4d" when the reader was never told it. */
export const usePersonName = (names: PersonNames): PersonName => {
  const { t } = useTranslation('notes');
  const actorName = useActorName();
  return useCallback(
    (id: string, sent?: string | null) => actorName(id, sent ?? names.get(id) ?? null) ?? t('people.unknown', { id: shortId(id) }),
    [names, t, actorName],
  );
};
