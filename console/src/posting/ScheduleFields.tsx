import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { postingWeekdays, type PostingSchedule, type PostingWeekdayId } from '@careledger/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n';
import { isOvernight, weekdayNames } from './schedule';

export type ScheduleDraft = PostingSchedule;

type ScheduleErrors = Partial<Record<'days' | 'startTime' | 'endTime', string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the server would refuse in a schedule, said at its field before anything is sent. */
export const scheduleErrorsOf = (schedule: ScheduleDraft, t: TFunction<'postings'>): ScheduleErrors => ({
  days: schedule.days.length === 0 ? t('validation.daysRequired') : undefined,
  startTime: TIME.test(schedule.startTime) ? undefined : t('validation.startTimeRequired'),
  endTime: !TIME.test(schedule.endTime) ? t('validation.endTimeRequired') : schedule.endTime === schedule.startTime ? t('validation.endTimeSame') : undefined,
});

interface ScheduleFieldsProps {
  value: ScheduleDraft;
  onChange: (schedule: ScheduleDraft) => void;
  errors: ScheduleErrors;
}

/** The days of the week and one shift a day; below, the schedule as the posting will read, in the reader's clock. */
export function ScheduleFields({ value, onChange, errors }: ScheduleFieldsProps) {
  const { t, i18n } = useTranslation('postings');
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const toggle = (day: PostingWeekdayId, on: boolean) => {
    const days = on ? [...value.days, day] : value.days.filter((other) => other !== day);
    onChange({ ...value, days: [...new Set(days)].sort((a, b) => a - b) });
  };
  const complete = value.days.length > 0 && TIME.test(value.startTime) && TIME.test(value.endTime) && value.startTime !== value.endTime;
  const shift = t(isOvernight(value) ? 'show.overnight' : 'show.shift', { start: format.timeOfDay(value.startTime), end: format.timeOfDay(value.endTime) });

  return (
    <Stack spacing={1}>
      <FormControl component="fieldset" error={errors.days !== undefined} required>
        <FormLabel component="legend">{t('fields.days')}</FormLabel>
        <FormGroup row>
          {postingWeekdays.map((day) => (
            <FormControlLabel
              key={day.id}
              label={weekdayNames(language, [day.id])}
              control={<Checkbox name="days" checked={value.days.includes(day.id)} onChange={(event) => toggle(day.id, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        {errors.days !== undefined && <FormHelperText>{errors.days}</FormHelperText>}
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField name="startTime" label={t('fields.startTime')} value={value.startTime} onChange={(startTime) => onChange({ ...value, startTime })} error={errors.startTime} />
        <TimeField name="endTime" label={t('fields.endTime')} value={value.endTime} onChange={(endTime) => onChange({ ...value, endTime })} error={errors.endTime} />
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="schedule-preview">
        {complete ? `${weekdayNames(language, value.days)} · ${shift}` : t('create.scheduleHint')}
      </Typography>
    </Stack>
  );
}

interface TimeFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

function TimeField({ name, label, value, onChange, error }: TimeFieldProps) {
  return (
    <TextField
      label={label}
      type="time"
      name={name}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );
}
