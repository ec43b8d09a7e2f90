import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LocationSearchPage } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ClusterMap, type MapPoint } from '../map';
import { useCoordinatesFormat, useDistanceFormat } from './distance';
import { ResultList } from './ResultList';
import type { SearchType } from './searchTypes';

const PANE_HEIGHT = { xs: 320, md: 480 };

interface SearchResultsProps {
  type: SearchType;
  results: UseQueryResult<LocationSearchPage>;
  onPage: (page: number) => void;
  /** The failure is already shown next to the form's fields. */
  errorShownOnForm: boolean;
}

/** The list and the map of one search, side by side (stacked on small screens). */
export function SearchResults({ type, results, onPage, errorShownOnForm }: SearchResultsProps) {
  const { t } = useTranslation('landing');
  const distance = useDistanceFormat();
  const coordinates = useCoordinatesFormat();
  const list = useRef<HTMLDivElement>(null);
  const [selectedId, setSelectedId] = useState<string>();
  const answer = results.data;
  const points = useMemo<MapPoint[]>(() => answer?.data.map((result) => ({ id: result.id, lat: result.lat, lng: result.lng, label: result.name })) ?? [], [answer]);

  if (results.isPending) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('results.loading')}</Typography>
      </Stack>
    );
  }
  if (results.isError) return errorShownOnForm ? null : <ErrorAlert error={results.error} onRetry={() => void results.refetch()} />;

  const { centre, radiusKm, total, pageSize, page } = results.data;
  const where = { count: total, radius: distance(radiusKm), place: centre.place ?? coordinates(centre.latitude, centre.longitude) };
  if (total === 0) {
    return (
      <Alert severity="info" role="status">
        {t(`results.empty.${type}`, where)} {t('results.emptyHint')}
      </Alert>
    );
  }

  const select = (id: string) => {
    setSelectedId(id);
    const row = list.current?.querySelector(`[data-result-id="${id}"]`);
    if (row instanceof HTMLElement && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const pages = Math.ceil(total / pageSize);

  return (
    <Stack spacing={2}>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {t(`results.summary.${type}`, where)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 2, alignItems: 'start' }}>
        <Box ref={list} sx={{ maxHeight: { md: PANE_HEIGHT.md }, overflowY: { md: 'auto' }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <ResultList type={type} results={results.data.data} selectedId={selectedId} onSelect={select} />
        </Box>
        <ClusterMap points={points} onSelect={select} selectedId={selectedId} label={t('results.mapLabel')} height={PANE_HEIGHT} />
      </Box>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => onPage(next)} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
