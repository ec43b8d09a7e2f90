import { useTranslation } from 'react-i18next';
import { SearchPicker, type Found } from '../layout/SearchPicker';
import { useLogin, useLogins } from './queries';

const CHOICES = 10;

interface UserChoice {
  id: string;
  name: string;
  email: string;
}

const useUsersFound = (search: string, open: boolean): Found<UserChoice> => {
  const found = useLogins({ page: 1, pageSize: CHOICES, sort: { field: 'name', direction: 'asc' }, search: search === '' ? undefined : search }, open);
  return { choices: (found.data?.data ?? []).map(({ id, name, email }) => ({ id, name, email })), searching: found.isFetching, failed: found.isError };
};

interface UserPickerProps {
  /** The chosen account's id, or undefined for none. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
}

/** Finds an account by the start of its name or e-mail; a chosen id shows by its account's name. */
export function UserPicker({ value, onChange, label }: UserPickerProps) {
  const { t } = useTranslation('users');
  const chosen = useLogin(value);
  const current = value === undefined ? null : { id: value, name: chosen.data?.name ?? value, email: chosen.data?.email ?? '' };
  return (
    <SearchPicker<UserChoice>
      name="actor"
      label={label}
      size="small"
      value={current}
      onChange={(choice) => onChange(choice?.id)}
      useFound={useUsersFound}
      idOf={(user) => user.id}
      nameOf={(user) => user.name}
      describe={(user) => t('picker.option', { name: user.name, email: user.email })}
      texts={{ none: t('picker.none'), searching: t('picker.loading'), failed: t('picker.error') }}
    />
  );
}
