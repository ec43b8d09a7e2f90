import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCareServiceLabel } from '../posting/careService';
import { useHomecareCareTypes } from './queries';

interface CareTypeFieldProps {
  value: string;
  onChange: (careTypeId: string) => void;
  error: string | undefined;
}

/** The homecare search's care type: one of `/api/caretypes/homecare`, or any. */
export function CareTypeField({ value, onChange, error }: CareTypeFieldProps) {
  const { t } = useTranslation('landing');
  const careTypes = useHomecareCareTypes();
  const labelOf = useCareServiceLabel();
  const options = careTypes.data ?? [];
  // Until the choices are known, a restored choice is held back rather than shown as unknown.
  const shown = options.some((option) => String(option.id) === value) ? value : '';
  return (
    <TextField
      select
      label={t('form.careType')}
      name="careTypeId"
      value={shown}
      onChange={(event) => onChange(event.target.value)}
      disabled={careTypes.isPending}
      error={error !== undefined || careTypes.isError}
      helperText={error ?? (careTypes.isError ? t('form.careTypesUnavailable') : undefined)}
      sx={{ minWidth: { sm: 220 } }}
      // "Any care type" is a choice too: show it rather than an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('form.anyCareType')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {labelOf(option.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
