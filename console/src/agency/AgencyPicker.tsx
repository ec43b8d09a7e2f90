import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agenciesApi } from '../api';
import { SearchPicker, type Found } from '../layout/SearchPicker';

const CHOICES = 10;

/** An agency as a form picks it: the id the command takes, and the name the person reads. */
export interface AgencyChoice {
  id: string;
  name: string;
}

const useAgenciesFound = (search: string, open: boolean): Found<AgencyChoice> => {
  const params = { page: 1, pageSize: CHOICES, sort: { field: 'name', direction: 'asc' }, search: search === '' ? undefined : search } as const;
  const found = useQuery({
    queryKey: ['agencies', 'choices', search] as const,
    queryFn: ({ signal }) => agenciesApi.list(params, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return { choices: (found.data?.data ?? []).map(({ id, name }) => ({ id, name })), searching: found.isFetching, failed: found.isError };
};

interface AgencyPickerProps {
  value: AgencyChoice | null;
  onChange: (agency: AgencyChoice | null) => void;
  label: string;
  /** Agencies that cannot be chosen here, such as the one asking. */
  excluded?: readonly string[];
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
}

/** Finds an agency of the directory by the start of its name; the server searches. */
export function AgencyPicker({ excluded = [], helperText, ...props }: AgencyPickerProps) {
  const { t } = useTranslation('agencies');
  const useFound = (search: string, open: boolean): Found<AgencyChoice> => {
    const found = useAgenciesFound(search, open);
    return { ...found, choices: found.choices.filter((agency) => !excluded.includes(agency.id)) };
  };
  return (
    <SearchPicker<AgencyChoice>
      {...props}
      name="agencyId"
      required
      helperText={helperText ?? t('picker.hint')}
      useFound={useFound}
      idOf={(agency) => agency.id}
      nameOf={(agency) => agency.name}
      texts={{ none: t('picker.none'), searching: t('picker.loading'), failed: t('picker.error') }}
    />
  );
}
