import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AnalyticsAsOf } from '../api';
import { pastInstantFrom, toLocalInput } from '../assessment/datetime';

interface AsOfFieldProps {
  /** An instant or a log position, or undefined for what is known now. */
  value: AnalyticsAsOf | undefined;
  onChange: (asOf: AnalyticsAsOf | undefined) => void;
  fieldError: string | undefined;
}

type Problem = 'asOfRequired' | 'asOfFuture' | 'asOfPosition';

const POSITION = /^\d{1,15}$/;

/**
 * What the figures are known as of: a moment of recorded time typed in the reader's own clock, or
 * a position in the log (as a report that was read then, or the audit log, names it). One or the other.
 */
export function AsOfField({ value, onChange, fieldError }: AsOfFieldProps) {
  const { t } = useTranslation('analytics');
  const [instantInput, setInstantInput] = useState(() => (value === undefined || !('instant' in value) ? '' : toLocalInput(new Date(value.instant), true)));
  const [positionInput, setPositionInput] = useState(() => (value === undefined || !('position' in value) ? '' : String(value.position)));
  const [problem, setProblem] = useState<Problem>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const position = positionInput.trim();
    if (position !== '') {
      if (!POSITION.test(position)) return setProblem('asOfPosition');
      setProblem(undefined);
      return onChange({ position: Number(position) });
    }
    const instant = pastInstantFrom(instantInput);
    if (instant === 'required') return setProblem('asOfRequired');
    if (instant === 'future') return setProblem('asOfFuture');
    setProblem(undefined);
    onChange({ instant: instant.toISOString() });
  };
  const message = problem === undefined ? fieldError : t(`validation.${problem}`);
  const aboutPosition = problem === 'asOfPosition';

  return (
    <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
      <TextField
        label={t('question.asOf')}
        type="datetime-local"
        size="small"
        value={instantInput}
        onChange={(event) => {
          setInstantInput(event.target.value);
          setPositionInput('');
        }}
        error={message !== undefined && !aboutPosition}
        helperText={aboutPosition ? t('question.asOfHint') : (message ?? t('question.asOfHint'))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        sx={{ width: 240 }}
      />
      <TextField
        label={t('question.asOfPosition')}
        size="small"
        value={positionInput}
        onChange={(event) => {
          setPositionInput(event.target.value);
          setInstantInput('');
        }}
        error={aboutPosition}
        helperText={aboutPosition ? message : t('question.asOfPositionHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 160 }}
      />
      <Button type="submit" variant="outlined" sx={{ height: 40, whiteSpace: 'nowrap' }}>
        {t('question.asOfApply')}
      </Button>
      {value !== undefined && (
        <Button
          sx={{ height: 40, whiteSpace: 'nowrap' }}
          onClick={() => {
            setInstantInput('');
            setPositionInput('');
            setProblem(undefined);
            onChange(undefined);
          }}
        >
          {t('question.asOfNow')}
        </Button>
      )}
    </Stack>
  );
}
