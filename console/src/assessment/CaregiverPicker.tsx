import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker, type Found } from '../layout/SearchPicker';
import { useCaregiverChoices } from './queries';

/** A caregiver as a shift names them: by their user id. */
export interface CaregiverChoice {
  userId: string;
  name: string;
}

interface CaregiverPickerProps {
  /** The caregiver user on the shift, or null for none. */
  value: string | null;
  /** Their name as the shift was read, shown until a search finds them. */
  valueName?: string | null;
  /** The assessment's agency: its caregivers work its shifts. */
  agencyId: string | null;
  error?: string | undefined;
  /** Where the shift's hint does not fit (a care team): the screen's own. */
  helperText?: string | undefined;
  onChange: (userId: string | null) => void;
}

/** Searches caregivers by name; only those with a login can work a shift, and only the assessment's agency's. */
export function CaregiverPicker({ value, valueName = null, agencyId, error, helperText, onChange }: CaregiverPickerProps) {
  const { t } = useTranslation('assessments');
  const [named, setNamed] = useState<CaregiverChoice | null>(null);
  const useFound = (search: string, open: boolean): Found<CaregiverChoice> => {
    const choices = useCaregiverChoices(search, open);
    return {
      choices: (choices.data?.data ?? []).flatMap((caregiver) =>
        caregiver.userId === null || (agencyId !== null && caregiver.agencyId !== agencyId) ? [] : [{ userId: caregiver.userId, name: `${caregiver.firstName} ${caregiver.lastName}` }],
      ),
      searching: choices.isFetching,
      failed: choices.isError,
    };
  };
  // Without a name from the shift or a search, the caregiver shows as their user id.
  const current: CaregiverChoice | null = value === null ? null : named?.userId === value ? named : { userId: value, name: valueName ?? value };

  return (
    <SearchPicker<CaregiverChoice>
      name="caregiverId"
      label={t('shifts.caregiver')}
      value={current}
      onChange={(choice) => {
        setNamed(choice);
        onChange(choice?.userId ?? null);
      }}
      useFound={useFound}
      idOf={(choice) => choice.userId}
      nameOf={(choice) => choice.name}
      texts={{ none: t('shifts.noCaregiver'), searching: t('shifts.caregiverLoading'), failed: t('shifts.caregiverError') }}
      error={error}
      helperText={helperText ?? t('shifts.caregiverHint')}
    />
  );
}
