import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's page, sort and filters, kept in the URL. Each change builds on the latest parameters,
 * also on one made earlier in the same tick: the grid may report a page change from a render
 * that predates a new filter, and that must not undo the filter.
 */
export const useListParams = <Params extends object>(parse: (search: URLSearchParams) => Params, serialize: (params: Params) => URLSearchParams) => {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parse(search), [parse, search]);
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: Partial<Params>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setSearch(serialize(next), { replace: true });
    },
    [setSearch, serialize],
  );
  return { search, params, update };
};
