import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCalendarDate } from '../i18n/calendar-dates';
import { usePatientList } from './queries';

const SEARCH_DELAY_MS = 300;
const CHOICES = 10;

/** A patient as a form picks them: the id the command takes, and the name the person reads. */
export interface PatientChoice {
  id: string;
  name: string;
  dateOfBirth: string | null;
}

interface PatientPickerProps {
  value: PatientChoice | null;
  onChange: (patient: PatientChoice | null) => void;
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
}

/** Finds a patient the user may read by the start of their first or last name; the server scopes and searches. */
export function PatientPicker({ value, onChange, label, error, helperText, autoFocus = false, required = true, size = 'medium' }: PatientPickerProps) {
  const { t } = useTranslation('patients');
  const formatDate = useCalendarDate();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = usePatientList({ page: 1, pageSize: CHOICES, sort: { field: 'lastName', direction: 'asc' }, search: search === '' ? undefined : search }, open);
  const options: PatientChoice[] = (found.data?.data ?? []).map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
    dateOfBirth: patient.dateOfBirth,
  }));

  return (
    <Autocomplete
      size={size}
      sx={size === 'small' ? { minWidth: 260 } : undefined}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={options}
      loading={found.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          {choice.dateOfBirth === null ? choice.name : t('picker.option', { name: choice.name, born: formatDate(choice.dateOfBirth) })}
        </li>
      )}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      noOptionsText={found.isError ? t('picker.error') : t('picker.none')}
      loadingText={t('picker.loading')}
      renderInput={(params) => (
        <TextField {...params} name="patient" label={label} required={required} autoFocus={autoFocus} error={error !== undefined} helperText={error ?? helperText ?? t('picker.hint')} />
      )}
    />
  );
}
