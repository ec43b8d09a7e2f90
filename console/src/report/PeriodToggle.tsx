import { reportPeriods, type ReportPeriodId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '../layout/ChoiceButtons';

/**
 * The named periods as one row of buttons: the dashboard's only choice. Apart from PeriodFilter, so
 * the dashboard, which draws no text field, does not load a text field's code (12 KB in brotli).
 */
export function PeriodToggle({ value, onChange }: { value: ReportPeriodId; onChange: (period: ReportPeriodId) => void }) {
  const { t } = useTranslation('reports');
  return (
    <ChoiceButtons
      label={t('filters.period')}
      value={value}
      options={reportPeriods.map((period) => ({ value: period.id, label: t(`periods.${period.id}`) }))}
      onChange={onChange}
    />
  );
}
