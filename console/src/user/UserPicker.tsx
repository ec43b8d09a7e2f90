import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLogin, useLogins } from './queries';

const SEARCH_DELAY_MS = 300;
const CHOICES = 10;

interface UserChoice {
  id: string;
  name: string;
  email: string;
}

interface UserPickerProps {
  /** The chosen account's id, or undefined for none. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
}

/** Finds an account by the start of its name or e-mail; a chosen id shows by its account's name. */
export function UserPicker({ value, onChange, label }: UserPickerProps) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useLogins({ page: 1, pageSize: CHOICES, sort: { field: 'name', direction: 'asc' }, search: search === '' ? undefined : search }, open);
  const chosen = useLogin(value);
  const options: UserChoice[] = (found.data?.data ?? []).map(({ id, name, email }) => ({ id, name, email }));
  const current: UserChoice | null =
    value === undefined ? null : (options.find((option) => option.id === value) ?? { id: value, name: chosen.data?.name ?? value, email: chosen.data?.email ?? '' });

  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 260 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      options={options}
      loading={found.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          {t('picker.option', { name: choice.name, email: choice.email })}
        </li>
      )}
      onChange={(_event, choice) => onChange(choice?.id)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      noOptionsText={found.isError ? t('picker.error') : t('picker.none')}
      loadingText={t('picker.loading')}
      renderInput={(params) => <TextField {...params} name="actor" label={label} />}
    />
  );
}
