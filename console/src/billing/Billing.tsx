import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Navigate, Outlet, Route, Routes, Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorOf, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { NotFound } from '../layout/NotFound';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { CardBatchList } from './CardBatchList';
import { PaymentList } from './PaymentList';
import { billingTabsFor, mayReadTab, type BillingTab } from './policy';
import { ProductList } from './ProductList';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';

const tabLabels = {
  subscriptions: 'tabs.subscriptions',
  payments: 'tabs.payments',
  products: 'tabs.products',
  'card-batches': 'tabs.cardBatches',
} as const satisfies Record<BillingTab, string>;

/** `/user/:locale/billing/*`: one tab per list this role may read, and a subscription's detail. */
export default function Billing() {
  const tabs = billingTabsFor(actorOf(useSession()));
  const first = tabs[0];
  return (
    <Routes>
      <Route element={<BillingFrame tabs={tabs} />}>
        <Route index element={first === undefined ? <NoAccess /> : <Navigate to={first} replace />} />
        <Route path="subscriptions" element={<TabGuard tab="subscriptions"><SubscriptionList /></TabGuard>} />
        <Route path="payments" element={<TabGuard tab="payments"><PaymentList /></TabGuard>} />
        <Route path="products" element={<TabGuard tab="products"><ProductList /></TabGuard>} />
        <Route path="card-batches" element={<TabGuard tab="card-batches"><CardBatchList /></TabGuard>} />
      </Route>
      <Route path="subscriptions/:id" element={<TabGuard tab="subscriptions"><SubscriptionShow /></TabGuard>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function BillingFrame({ tabs }: { tabs: readonly BillingTab[] }) {
  const { t } = useTranslation('billing');
  const locale = useLocaleSegment();
  const { pathname } = useLocation();
  const base = `/user/${locale}/billing`;
  const current = tabs.find((tab) => pathname === `${base}/${tab}` || pathname.startsWith(`${base}/${tab}/`));
  useDocumentTitle(t('title'));
  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {tabs.length > 0 && (
        <Tabs value={current ?? false} aria-label={t('tabs.label')} variant="scrollable" allowScrollButtonsMobile>
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(tabLabels[tab])} component={RouterLink} to={`${base}/${tab}`} />
          ))}
        </Tabs>
      )}
      <Outlet />
    </Stack>
  );
}

/** A tab reached by its URL by a role that may not read it: say so rather than show a 403. */
function TabGuard({ tab, children }: { tab: BillingTab; children: ReactNode }) {
  return mayReadTab(actorOf(useSession()), tab) ? children : <NoAccess />;
}

function NoAccess() {
  const { t } = useTranslation();
  return <Alert severity="warning">{t('errors.noAccess')}</Alert>;
}
