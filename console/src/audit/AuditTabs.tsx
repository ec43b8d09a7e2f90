import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { can } from '@careledger/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorOf, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';

export type AuditTab = 'events' | 'integrity';

/** The audit section's two screens: the event log, and the log's integrity (verifications and anchors). */
export function AuditTabs({ current }: { current: AuditTab }) {
  const { t } = useTranslation('audit');
  const locale = useLocaleSegment();
  if (!can(actorOf(useSession()), 'integrity.read')) return null;
  return (
    <Tabs value={current} aria-label={t('tabs.label')}>
      <Tab value="events" label={t('tabs.events')} component={RouterLink} to={`/user/${locale}/audit`} />
      <Tab value="integrity" label={t('tabs.integrity')} component={RouterLink} to={`/user/${locale}/audit/integrity`} />
    </Tabs>
  );
}
