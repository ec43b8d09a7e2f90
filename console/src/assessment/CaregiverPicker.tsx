import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCaregiverChoices } from './queries';

const SEARCH_DELAY_MS = 300;

/** A caregiver as a shift names them: by their user id. */
export interface CaregiverChoice {
  userId: string;
  name: string;
}

interface CaregiverPickerProps {
  /** The caregiver user on the shift, or null for none. */
  value: string | null;
  /** Their name as the shift was read, shown until a search finds them. */
  valueName?: string | null;
  /** The assessment's agency: its caregivers work its shifts. */
  agencyId: string | null;
  error?: string | undefined;
  onChange: (userId: string | null) => void;
}

/** Searches caregivers by name; only those with a login can work a shift, and only the assessment's agency's. */
export function CaregiverPicker({ value, valueName = null, agencyId, error, onChange }: CaregiverPickerProps) {
  const { t } = useTranslation('assessments');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const choices = useCaregiverChoices(search, open);
  const [named, setNamed] = useState<CaregiverChoice | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const options: CaregiverChoice[] = (choices.data?.data ?? []).flatMap((caregiver) =>
    caregiver.userId === null || (agencyId !== null && caregiver.agencyId !== agencyId) ? [] : [{ userId: caregiver.userId, name: `${caregiver.firstName} ${caregiver.lastName}` }],
  );
  // Without a name from the shift or a search, the caregiver shows as their user id.
  const current: CaregiverChoice | null =
    value === null ? null : named?.userId === value ? named : (options.find((option) => option.userId === value) ?? { userId: value, name: valueName ?? value });

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      options={options}
      loading={choices.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      onChange={(_event, choice) => {
        setNamed(choice);
        onChange(choice?.userId ?? null);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      noOptionsText={choices.isError ? t('shifts.caregiverError') : t('shifts.noCaregiver')}
      loadingText={t('shifts.caregiverLoading')}
      renderInput={(params) => <TextField {...params} name="caregiverId" label={t('shifts.caregiver')} error={error !== undefined} helperText={error ?? t('shifts.caregiverHint')} />}
    />
  );
}
