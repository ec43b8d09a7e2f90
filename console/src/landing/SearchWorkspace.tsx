import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { LocationSearchForm } from './LocationSearchForm';
import { useSearchResults } from './queries';
import { MAX_RADIUS_KM, type SearchField, type SearchForm } from './searchForm';
import { requestOf } from './searchRequest';
import { SearchResults } from './SearchResults';
import { SEARCH_TYPES, type SearchType } from './searchTypes';
import type { StoredSearches } from './sessionSearches';
import { useSearchWorkspace } from './useSearchWorkspace';

// Every way the server may say it does not know the place (query-service place-resolver.ts).
const PLACE_PATHS = new Set(['place', 'city1', 'state1', 'country1', 'locality', 'sublocality', 'area_level_1', 'area_level_2', 'area_level_3']);

/** A 400's field errors, on the form's fields and in the reader's language. */
const serverErrorsOf = (error: unknown, form: SearchForm | undefined, t: TFunction<'landing'>): Partial<Record<SearchField, string>> => {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: Partial<Record<SearchField, string>> = {};
  for (const { path } of error.fieldErrors) {
    if (PLACE_PATHS.has(path)) errors.location = t('validation.unknownPlace', { place: form?.location.trim() ?? '' });
    else if (path === 'latitude') errors.latitude = t('validation.latitudeRange');
    else if (path === 'longitude') errors.longitude = t('validation.longitudeRange');
    else if (path === 'radiusKm') errors.radiusKm = t('validation.radiusRange', { radius: MAX_RADIUS_KM });
    else if (path === 'careTypeId') errors.careTypeId = t('validation.careTypeUnknown');
  }
  return errors;
};

interface SearchWorkspaceProps {
  initial: StoredSearches;
  /** The `/locations/<place>` of the path, searched on arrival. */
  place: string | undefined;
}

/** The three searches as tabs, each with its form and, once run, its results. */
export function SearchWorkspace({ initial, place }: SearchWorkspaceProps) {
  const { t } = useTranslation('landing');
  const idPrefix = useId();
  const workspace = useSearchWorkspace(initial, place);
  const { current, submitted } = workspace;
  const [paging, setPaging] = useState({ key: '', page: 1 });
  // A new search, or another tab, starts at the first page.
  const pagingKey = `${current}:${submitted?.run ?? -1}`;
  const page = paging.key === pagingKey ? paging.page : 1;
  const results = useSearchResults(current, submitted === undefined ? undefined : requestOf(current, submitted.form), page);
  const serverErrors = serverErrorsOf(results.error, submitted?.form, t);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Paper variant="outlined">
        <Tabs value={current} onChange={(_event, value: SearchType) => workspace.choose(value)} aria-label={t('searchTypesLabel')} variant="scrollable" allowScrollButtonsMobile>
          {SEARCH_TYPES.map((type) => (
            <Tab key={type} value={type} label={t(`searchTypes.${type}`)} id={`${idPrefix}-tab-${type}`} aria-controls={`${idPrefix}-panel-${type}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`} sx={{ p: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`searchHints.${current}`)}
          </Typography>
          <LocationSearchForm
            key={current}
            type={current}
            value={workspace.draft}
            onChange={workspace.edit}
            onSubmit={workspace.submit}
            serverErrors={serverErrors}
            busy={results.isFetching}
          />
        </Box>
      </Paper>
      {submitted !== undefined && (
        <Box component="section" aria-label={t('results.label')}>
          <SearchResults
            key={pagingKey}
            type={current}
            results={results}
            onPage={(next) => setPaging({ key: pagingKey, page: next })}
            errorShownOnForm={Object.keys(serverErrors).length > 0}
          />
        </Box>
      )}
    </Box>
  );
}
