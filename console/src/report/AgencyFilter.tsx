import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AgencyChoice } from '../api';
import { useAgencyChoice, useAgencyChoices } from './queries';

const SEARCH_DELAY_MS = 300;

interface AgencyFilterProps {
  value: string | undefined;
  onChange: (agencyId: string | undefined) => void;
}

/** An administrator's choice of one agency, searched by the start of its name; empty is every agency. */
export function AgencyFilter({ value, onChange }: AgencyFilterProps) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const selected = useAgencyChoice(value).data;
  const choices = useAgencyChoices(search, open);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  // A link may carry an agency before its name has loaded: show the id until then.
  const current: AgencyChoice | null = value === undefined ? null : (selected ?? { id: value, name: value });

  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      options={choices.data ?? []}
      loading={choices.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(agency) => agency.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, agency) => onChange(agency?.id)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      noOptionsText={choices.isError ? t('filters.agencyError') : t('filters.noAgency')}
      loadingText={t('filters.agencyLoading')}
      renderInput={(params) => <TextField {...params} label={t('filters.agency')} placeholder={t('filters.allAgencies')} />}
    />
  );
}
