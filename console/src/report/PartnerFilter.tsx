import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { UUID } from './params';

interface PartnerFilterProps {
  value: string | undefined;
  onChange: (partnerId: string | undefined) => void;
}

/**
 * An administrator's choice of one partner, by its id: partners are organisations no read model
 * names, so there is no list to pick from. Applied on Enter or on leaving the field, once it is an id.
 */
export function PartnerFilter({ value, onChange }: PartnerFilterProps) {
  const { t } = useTranslation('reports');
  const [input, setInput] = useState(value ?? '');
  const text = input.trim();
  const invalid = text !== '' && !UUID.test(text);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (invalid) return;
    const partnerId = text === '' ? undefined : text.toLowerCase();
    if (partnerId !== value) onChange(partnerId);
  };

  return (
    <form noValidate onSubmit={apply}>
      <TextField
        size="small"
        label={t('filters.partner')}
        placeholder={t('filters.allPartners')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        onBlur={() => apply()}
        error={invalid}
        helperText={invalid ? t('filters.partnerInvalid') : undefined}
        sx={{ minWidth: 240 }}
      />
    </form>
  );
}
