import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { reportPeriods, type ReportPeriodId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { rangeProblem, type PeriodChoice } from './params';

interface PeriodFilterProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}

/**
 * A named period applies at once; a custom range is typed first and applied once it is valid,
 * so the URL and the server only ever see a range that makes sense.
 */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const { t } = useTranslation('reports');
  const [editingRange, setEditingRange] = useState(value.period === 'range');
  const [from, setFrom] = useState(value.period === 'range' ? (value.from ?? '') : '');
  const [to, setTo] = useState(value.period === 'range' ? (value.to ?? '') : '');
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? rangeProblem(from, to) : undefined;
  const selected = editingRange ? 'range' : value.period;

  const choose = (choice: string) => {
    if (choice === 'range') {
      setEditingRange(true);
      return;
    }
    setEditingRange(false);
    setSubmitted(false);
    onChange({ period: choice as ReportPeriodId });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rangeProblem(from, to) === undefined) onChange({ period: 'range', from: from === '' ? undefined : from, to: to === '' ? undefined : to });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
      <TextField select size="small" label={t('filters.period')} value={selected} onChange={(event) => choose(event.target.value)} sx={{ minWidth: 170 }}>
        {reportPeriods.map((period) => (
          <MenuItem key={period.id} value={period.id}>
            {t(`periods.${period.id}`)}
          </MenuItem>
        ))}
        <MenuItem value="range">{t('periods.range')}</MenuItem>
      </TextField>
      {editingRange && (
        <Stack component="form" noValidate onSubmit={apply} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} aria-label={t('filters.range')}>
          <TextField
            type="date"
            size="small"
            label={t('filters.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={problem !== undefined}
            helperText={problem === undefined ? undefined : t(`validation.${problem}`)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('filters.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={problem !== undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from === '' ? undefined : from } }}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: { sm: 'flex-start' }, height: 40 }}>
            {t('filters.apply')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
