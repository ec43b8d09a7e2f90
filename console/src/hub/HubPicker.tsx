import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hubsApi, type Hub } from '../api';
import { SearchPicker, type Found } from '../layout/SearchPicker';
import { useProductLabel } from './product';

const CHOICES = 10;

/** A home or day program as a form picks it: the id the command takes, and what the person reads. */
export interface HubChoice {
  id: string;
  name: string;
  productId: number;
  city: string;
}

const hubChoiceOf = ({ id, name, productId, address }: Hub): HubChoice => ({ id, name, productId, city: address.city });

const useHubsFound = (search: string, open: boolean): Found<HubChoice> => {
  const params = { page: 1, pageSize: CHOICES, sort: { field: 'name', direction: 'asc' }, active: true, search: search === '' ? undefined : search } as const;
  const found = useQuery({
    queryKey: ['hubs', 'choices', search] as const,
    queryFn: ({ signal }) => hubsApi.list(params, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return { choices: (found.data?.data ?? []).map(hubChoiceOf), searching: found.isFetching, failed: found.isError };
};

interface HubPickerProps {
  value: HubChoice | null;
  onChange: (hub: HubChoice | null) => void;
  label: string;
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
}

/** Finds an active shared-living home or adult day program by the start of its name; the server searches and scopes. */
export function HubPicker({ helperText, required = false, ...props }: HubPickerProps) {
  const { t } = useTranslation('hubs');
  const productLabel = useProductLabel();
  return (
    <SearchPicker<HubChoice>
      {...props}
      name="hubId"
      required={required}
      helperText={helperText ?? t('picker.hint')}
      useFound={useHubsFound}
      idOf={(hub) => hub.id}
      nameOf={(hub) => hub.name}
      describe={(hub) => t('picker.option', { name: hub.name, product: productLabel(hub.productId), city: hub.city })}
      texts={{ none: t('picker.none'), searching: t('picker.loading'), failed: t('picker.error') }}
    />
  );
}
