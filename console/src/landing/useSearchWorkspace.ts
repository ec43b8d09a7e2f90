import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emptySearchForm, type SearchForm } from './searchForm';
import { criteriaOf, requestOf } from './searchRequest';
import { SEARCH_TYPES, saveSearchType, type SearchType } from './searchTypes';
import { searchResultsQuery, usePlaceLocale, useSaveSearch, useSaveSearchType } from './queries';
import { writeSessionSearch, type StoredSearches } from './sessionSearches';

/** A search that was run; `run` counts submissions so a repeated search starts again at page 1. */
export interface Submission {
  form: SearchForm;
  run: number;
}

type PerType<T> = Record<SearchType, T>;

const perType = <T>(value: (type: SearchType) => T): PerType<T> =>
  Object.fromEntries(SEARCH_TYPES.map((type) => [type, value(type)])) as PerType<T>;

/** `/locations/<place>` searches near that place, with the radius the visitor last used. */
const placeForm = (place: string, previous: SearchForm | undefined): SearchForm => ({
  ...emptySearchForm(),
  radiusKm: previous?.radiusKm ?? emptySearchForm().radiusKm,
  location: place,
});

/**
 * The three searches of the landing: what is typed in each (kept while switching tabs), the
 * last one run in each, and the type shown. Running a search keeps it in session storage and,
 * once the server has resolved where it is, on the server for the next session.
 */
export function useSearchWorkspace(initial: StoredSearches, place: string | undefined) {
  const queryClient = useQueryClient();
  const locale = usePlaceLocale();
  const saveSearch = useSaveSearch().mutate;
  const saveType = useSaveSearchType().mutate;
  const [current, setCurrent] = useState(initial.current);
  const [drafts, setDrafts] = useState<PerType<SearchForm>>(() =>
    perType((type) => (place !== undefined && type === initial.current ? placeForm(place, initial.forms[type]) : (initial.forms[type] ?? emptySearchForm()))),
  );
  const [submitted, setSubmitted] = useState<Partial<PerType<Submission>>>(() =>
    perType((type) => {
      const form = initial.forms[type];
      // The path's place replaces the type's last search: no need to fetch that one first.
      return form === undefined || (place !== undefined && type === initial.current) ? undefined : { form, run: 0 };
    }),
  );

  const run = useCallback(
    (type: SearchType, form: SearchForm) => {
      setSubmitted((previous) => ({ ...previous, [type]: { form, run: (previous[type]?.run ?? 0) + 1 } }));
      writeSessionSearch(type, form);
      void queryClient.fetchQuery(searchResultsQuery(type, requestOf(type, form), 1, locale)).then(
        (page) => saveSearch({ type, criteria: criteriaOf(form, page.centre) }),
        // The results show the failure; a search that failed is not worth keeping.
        () => undefined,
      );
    },
    [queryClient, saveSearch, locale],
  );

  // The path's place is searched once on arrival (the ref holds across StrictMode's second effect run).
  const ranPlace = useRef(false);
  const initialType = initial.current;
  const placeDraft = drafts[initialType];
  useEffect(() => {
    if (place === undefined || ranPlace.current) return;
    ranPlace.current = true;
    run(initialType, placeDraft);
  }, [place, run, initialType, placeDraft]);

  const choose = (type: SearchType) => {
    setCurrent(type);
    saveSearchType(type);
    saveType(type);
  };

  return {
    current,
    choose,
    draft: drafts[current],
    edit: (form: SearchForm) => setDrafts((previous) => ({ ...previous, [current]: form })),
    submitted: submitted[current],
    submit: (form: SearchForm) => run(current, form),
  };
}
