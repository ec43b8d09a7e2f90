import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { pastInstantFrom, toLocalInput } from './datetime';

interface AsOfControlProps {
  /** The instant shown, as ISO, or undefined for the current state. */
  value: string | undefined;
  onChange: (instant: string | undefined) => void;
}

/** Picks an instant to see the assessment as it was then (the query side's `?asOf=`). */
export function AsOfControl({ value, onChange }: AsOfControlProps) {
  const { t } = useTranslation('assessments');
  const [input, setInput] = useState(() => (value === undefined ? '' : toLocalInput(new Date(value), true)));
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instant = pastInstantFrom(input);
    if (instant === 'required') return setError(t('validation.asOfRequired'));
    if (instant === 'future') return setError(t('validation.asOfPast'));
    setError(undefined);
    onChange(instant.toISOString());
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('asOf.label')}
          type="datetime-local"
          size="small"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={error !== undefined}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toLocalInput(new Date(), true), step: 1 } }}
        />
        <Button type="submit" variant="outlined">
          {t('asOf.show')}
        </Button>
        {value !== undefined && (
          <Button
            onClick={() => {
              setInput('');
              setError(undefined);
              onChange(undefined);
            }}
          >
            {t('asOf.current')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
