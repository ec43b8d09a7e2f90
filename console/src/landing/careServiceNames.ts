import { careServices } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { useCareServiceLabel } from '../posting/careService';

// The catalog's unnamed ids ("Care service 20") mean nothing to a family: they are counted, not listed.
const NAMED = new Set<number>(careServices.filter((service) => !service.key.startsWith('SERVICE_')).map((service) => service.id));

/** "Home support · Nursing · 2 other services": the care an agency offers, by name, in the reader's language. */
export const useCareServiceNames = (): ((ids: readonly number[]) => string) => {
  const { t } = useTranslation('landing');
  const labelOf = useCareServiceLabel();
  return (ids) => {
    const named = ids.filter((id) => NAMED.has(id)).map(labelOf);
    const others = ids.length - named.length;
    return [...named, ...(others > 0 ? [t('results.otherServices', { count: others })] : [])].join(' · ');
  };
};
