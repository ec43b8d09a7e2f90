import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Login, LoginSortField } from '../api';
import { streamHistoryPath, useRoleLabel } from '../audit/labels';
import { actorOf, canAccess, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { CreateUserForm } from './CreateUser';
import { DEFAULT_SORT, PAGE_SIZES, UserFilters, isFiltered, listParamsFrom, searchFrom } from './filters';
import { useLogins } from './queries';
import { UserStatusAction } from './StatusAction';
import { UserStatusChip } from './status';

const SORTABLE: readonly LoginSortField[] = ['name', 'createdAt', 'updatedAt'];

function EmptyOverlay() {
  const { t } = useTranslation('users');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

/** DESIGN.md section 7, users and roles: the accounts this user may read, and creating, disabling and enabling them. */
export default function UserList() {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const session = useSession();
  const { params, update } = useListParams(listParamsFrom, searchFrom);
  const logins = useLogins(params);
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('list.title'));
  const readsAudit = canAccess(actorOf(session), 'audit');

  const columns = useMemo(() => {
    const defined: GridColDef<Login>[] = [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 160 },
      { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 220 },
      { field: 'roleId', headerName: t('fields.role'), width: 170, valueFormatter: (value: number) => roleLabel(value) },
      { field: 'status', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <UserStatusChip status={row.status} /> },
      { field: 'createdAt', headerName: t('fields.createdAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 130,
        // Nobody disables their own account (domain user policy).
        renderCell: ({ row }) => (row.id === session.user.id ? null : <UserStatusAction login={row} />),
      },
    ];
    return defined;
  }, [t, format, roleLabel, session.user.id]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('list.create')}
        </Button>
      </Stack>
      <UserFilters params={params} onChange={(change) => update({ ...change, page: 1 })} />
      {logins.isError && <ErrorAlert error={logins.error} onRetry={() => void logins.refetch()} />}
      <RecordGrid
        label={t('list.title')}
        answer={logins.data}
        loading={logins.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={SORTABLE}
        defaultSort={DEFAULT_SORT}
        firstSort="asc"
        onPagingChange={update}
        // An administrator opens the account's history; the others have no more to see than the row.
        onOpen={readsAudit ? (id) => void navigate(streamHistoryPath(locale, `user-${id}`)) : undefined}
        emptyOverlay={EmptyOverlay}
      />
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="sm" aria-label={t('create.title')}>
        {creating && <CreateUserForm onClose={() => setCreating(false)} />}
      </Dialog>
    </Stack>
  );
}
