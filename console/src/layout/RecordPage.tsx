import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../api';
import { ErrorAlert } from './ErrorAlert';
import { ArrowBackIcon } from './icons';
import { PageLoader } from './PageLoader';

/** What a list hands the detail it opens: its query, so "back" returns to the same page and filters. */
export const listStateOf = (search: URLSearchParams) => ({ listSearch: search.size > 0 ? `?${search.toString()}` : '' });

/** The query of the list this page was opened from, '' when it was opened some other way. */
export const useListSearch = (): string => {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'listSearch' in state ? String(state.listSearch) : '';
};

export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

interface RecordUnavailableProps {
  /** The detail's query while it is not (yet) a success. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  back: ReactNode;
  notFound: string;
  /** The answers that mean "no such record for you" rather than a failure to retry. */
  missing?: readonly number[];
}

/** The link names no record: the server refused its id (a 400 naming `id`), or answered one of `missing`. */
const namesNoRecord = (error: unknown, missing: readonly number[]): boolean =>
  isApiError(error) && error.status !== undefined && (missing.includes(error.status) || (error.status === 400 && error.fieldError('id') !== undefined));

/** A detail page while its record loads, or when it could not be read: not found, or an error with a retry. */
export function RecordUnavailable({ query, back, notFound, missing = [403, 404] }: RecordUnavailableProps) {
  if (query.isPending) return <PageLoader />;
  const { error } = query;
  return (
    <Stack spacing={2}>
      {back}
      {namesNoRecord(error, missing) ? (
        <Alert severity="warning">{notFound}</Alert>
      ) : (
        <ErrorAlert error={error} onRetry={() => void query.refetch()} />
      )}
    </Stack>
  );
}
