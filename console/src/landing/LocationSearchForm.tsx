import { Suspense, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '../layout/ChoiceButtons';
import { CareTypeField } from './CareTypeField';
import { useKnownPlaces } from './queries';
import {
  MAX_LOCATION_LENGTH,
  MAX_PLACE_PART_LENGTH,
  MAX_RADIUS_KM,
  hasProblems,
  validateSearchForm,
  type FormProblems,
  type LocationMode,
  type SearchField,
  type SearchForm,
} from './searchForm';
import type { SearchType } from './searchTypes';

interface LocationSearchFormProps {
  type: SearchType;
  value: SearchForm;
  onChange: (form: SearchForm) => void;
  onSubmit: (form: SearchForm) => void;
  /** What the server said about the last search, by field, in the reader's words. */
  serverErrors: Partial<Record<SearchField, string>>;
  busy: boolean;
}

/** Where to search (a place, or coordinates), how far, and for homecare which care. */
export function LocationSearchForm({ type, value, onChange, onSubmit, serverErrors, busy }: LocationSearchFormProps) {
  const { t } = useTranslation('landing');
  const placesId = useId();
  const places = useKnownPlaces();
  const [problems, setProblems] = useState<FormProblems>({});
  const limits = { max: MAX_LOCATION_LENGTH, part: MAX_PLACE_PART_LENGTH, radius: MAX_RADIUS_KM };
  const errorOf = (field: SearchField): string | undefined => {
    const problem = problems[field];
    return problem === undefined ? serverErrors[field] : t(`validation.${problem}`, limits);
  };

  const change = (field: keyof SearchForm, text: string) => {
    onChange({ ...value, [field]: text });
    if (field in problems) setProblems(({ [field as SearchField]: _fixed, ...rest }) => rest);
  };
  const chooseMode = (mode: LocationMode) => {
    onChange({ ...value, mode });
    setProblems({});
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSearchForm(value);
    setProblems(found);
    if (!hasProblems(found)) onSubmit(value);
  };

  const field = (name: 'location' | 'latitude' | 'longitude' | 'radiusKm') => ({
    name,
    value: value[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: errorOf(name) !== undefined,
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('form.label', { type: t(`searchTypes.${type}`) })}>
      <Stack spacing={2}>
        <ChoiceButtons<LocationMode>
          label={t('form.modeLabel')}
          value={value.mode}
          options={[
            { value: 'place', label: t('form.modes.place') },
            { value: 'coordinates', label: t('form.modes.coordinates') },
          ]}
          onChange={chooseMode}
        />
        {value.mode === 'place' ? (
          <>
            <TextField
              {...field('location')}
              label={t('form.location')}
              placeholder={t('locationPlaceholder')}
              helperText={errorOf('location') ?? t('form.locationHint')}
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { list: placesId, maxLength: MAX_LOCATION_LENGTH, spellCheck: false } }}
            />
            <datalist id={placesId}>
              {places.data?.map((place) => (
                <option key={place} value={place} />
              ))}
            </datalist>
          </>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('latitude')}
              label={t('form.latitude')}
              helperText={errorOf('latitude') ?? t('form.latitudeHint')}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false } }}
            />
            <TextField
              {...field('longitude')}
              label={t('form.longitude')}
              helperText={errorOf('longitude') ?? t('form.longitudeHint')}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false } }}
            />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...field('radiusKm')}
            label={t('form.radius')}
            helperText={errorOf('radiusKm') ?? t('form.radiusHint', limits)}
            sx={{ width: { sm: 200 } }}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
            }}
          />
          {type === 'homecare' && (
            <Suspense fallback={<Skeleton variant="rounded" height={56} sx={{ minWidth: 220 }} />}>
              <CareTypeField value={value.careTypeId} onChange={(careTypeId) => change('careTypeId', careTypeId)} error={errorOf('careTypeId')} />
            </Suspense>
          )}
          <Button type="submit" variant="contained" size="large" loading={busy} sx={{ flexShrink: 0, minHeight: 56 }}>
            {t('search')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
