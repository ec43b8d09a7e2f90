import { useState, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../i18n/calendar-dates';

interface Period {
  from: string;
  to: string;
}

interface PeriodFieldsProps extends Period {
  onChange: (period: Period) => void;
  /** What the server said of either day. */
  fieldError: (path: keyof Period) => string | undefined;
}

type Problem = 'invalidDate' | 'fromAfterTo';

const problemsOf = ({ from, to }: Period): Partial<Record<keyof Period, Problem>> => ({
  ...(isCalendarDate(from) ? {} : { from: 'invalidDate' }),
  ...(isCalendarDate(to) ? {} : { to: 'invalidDate' }),
  ...(isCalendarDate(from) && isCalendarDate(to) && from > to ? { from: 'fromAfterTo' } : {}),
});

/**
 * The first and last day, asked for when the reader leaves a field or presses Enter: a date input
 * holds a whole date while its year is still being typed (0002, 0020, 0201), which is no question.
 */
export function PeriodFields({ from, to, onChange, fieldError }: PeriodFieldsProps) {
  const { t } = useTranslation('analytics');
  const [draft, setDraft] = useState<Period>({ from, to });
  const [asked, setAsked] = useState<Period>({ from, to });
  // Back and forward change the question under the fields: show it. Only the day that changed: the
  // other field may hold a day being typed while the first one's question was asked.
  if (asked.from !== from || asked.to !== to) {
    setAsked({ from, to });
    setDraft({ from: asked.from === from ? draft.from : from, to: asked.to === to ? draft.to : to });
  }
  const problems = problemsOf(draft);

  const commit = () => {
    if (Object.keys(problemsOf(draft)).length === 0 && (draft.from !== from || draft.to !== to)) onChange(draft);
  };
  const commitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  const field = (name: keyof Period) => {
    const problem = problems[name];
    const message = problem === undefined ? fieldError(name) : t(`validation.${problem}`);
    return (
      <TextField
        type="date"
        size="small"
        label={t(`question.${name}`)}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        onBlur={commit}
        onKeyDown={commitOnEnter}
        error={message !== undefined}
        helperText={message}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
    );
  };

  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
}
