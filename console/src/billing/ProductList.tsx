import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { paymentAmounts, RoundingRule } from '@careledger/domain';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product, TaxRate } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { useListParams } from '../layout/useListParams';
import { ChoiceFilter } from './ChoiceFilter';
import { PAGE_SIZES, PRODUCT_SORT, PRODUCT_SORT_FIELDS, productParamsFrom, productSearchFrom } from './filters';
import { useBillingLabels } from './labels';
import { useMoney } from './money';
import { useProductList, useTaxRates } from './queries';

type Availability = 'true' | 'false';

function EmptyOverlay() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const filtered = productParamsFrom(search).active !== undefined;
  return <EmptyMessage title={filtered ? t('products.emptyFiltered') : t('products.empty')} hint={filtered ? t('products.emptyFilteredHint') : t('products.emptyHint')} />;
}

/** One unit at a tax rate, as a payment of one unit would be billed (domain `paymentAmounts`). */
const unitWithTax = (product: Product, taxRate: TaxRate) =>
  paymentAmounts({ unitPriceCents: product.unitPriceCents, quantity: 1, taxRateBasisPoints: taxRate.rateBasisPoints, roundingRule: RoundingRule.NEAREST_INCREMENT, roundingIncrementCents: 1 });

/** The price list, each price with the tax it carries at the chosen rate. */
export function ProductList() {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const labels = useBillingLabels();
  const { money, rate } = useMoney();
  const { params, update } = useListParams(productParamsFrom, productSearchFrom);
  const { taxRateId, ...listParams } = params;
  const list = useProductList(listParams);
  const taxRates = useTaxRates();
  const taxRate = taxRates.data?.find((entry) => entry.id === taxRateId) ?? taxRates.data?.[0];

  const columns = useMemo((): GridColDef<Product>[] => {
    const taxed = (product: Product) => (taxRate === undefined ? undefined : unitWithTax(product, taxRate));
    return [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200 },
      { field: 'membershipCode', headerName: t('fields.kind'), width: 170, valueFormatter: (value: string) => labels.product(value) },
      {
        field: 'unitPriceCents',
        headerName: t('fields.price'),
        width: 170,
        valueGetter: (_value, row) => t('products.pricePer', { price: money(row.unitPriceCents), unit: labels.unit(row.unitOfMeasure) }),
      },
      { field: 'tax', headerName: t('fields.tax'), width: 120, valueGetter: (_value, row) => formatCents(money, taxed(row)?.taxCents) },
      { field: 'total', headerName: t('fields.priceWithTax'), width: 150, valueGetter: (_value, row) => formatCents(money, taxed(row)?.totalCents) },
      {
        field: 'active',
        headerName: t('fields.availability'),
        width: 130,
        renderCell: ({ row }) => <Chip size="small" label={row.active ? t('products.onSale') : t('products.retired')} color={row.active ? 'success' : 'default'} />,
      },
      { field: 'createdAt', headerName: t('fields.createdAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
    ];
  }, [t, format, labels, money, taxRate]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ChoiceFilter<Availability>
          label={t('filters.availability')}
          allLabel={t('filters.allProducts')}
          value={params.active === undefined ? undefined : params.active ? 'true' : 'false'}
          options={[
            { value: 'true', label: t('products.onSale') },
            { value: 'false', label: t('products.retired') },
          ]}
          onChange={(active) => update({ active: active === undefined ? undefined : active === 'true', page: 1 })}
        />
        <TextField
          select
          size="small"
          label={t('filters.taxRate')}
          value={taxRate?.id ?? ''}
          onChange={(event) => update({ taxRateId: event.target.value })}
          disabled={taxRates.data === undefined || taxRates.data.length === 0}
          helperText={taxRates.data?.length === 0 ? t('products.noTaxRates') : undefined}
          sx={{ minWidth: 240 }}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {(taxRates.data ?? []).map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {t('products.taxRateOption', { name: entry.name, rate: rate(entry.rateBasisPoints) })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {taxRates.isError && <ErrorAlert error={taxRates.error} onRetry={() => void taxRates.refetch()} />}
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid
        label={t('tabs.products')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={listParams}
        pageSizes={PAGE_SIZES}
        sortable={PRODUCT_SORT_FIELDS}
        defaultSort={PRODUCT_SORT}
        firstSort="asc"
        onPagingChange={update}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}

const formatCents = (money: (cents: number) => string, cents: number | undefined): string => (cents === undefined ? '—' : money(cents));
