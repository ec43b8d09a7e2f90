import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { reportPeriods, type ReportPeriodId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

/**
 * The named periods as one row of buttons: the dashboard's only choice. Apart from PeriodFilter, so
 * the dashboard, which draws no text field, does not load a text field's code (12 KB in brotli).
 */
export function PeriodToggle({ value, onChange }: { value: ReportPeriodId; onChange: (period: ReportPeriodId) => void }) {
  const { t } = useTranslation('reports');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('filters.period')}
      onChange={(_event, period: ReportPeriodId | null) => {
        if (period !== null) onChange(period);
      }}
    >
      {reportPeriods.map((period) => (
        <ToggleButton key={period.id} value={period.id}>
          {t(`periods.${period.id}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
