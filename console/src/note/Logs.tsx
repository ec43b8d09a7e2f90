import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { noteActions } from '@careledger/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LogParams, NoteEditLogEntry, Page } from '../api';
import { roleNameOf } from '../auth';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { useEditLog, useViewLog } from './queries';
import type { PersonName } from './people';
import { useVisibilityLabel } from './visibility';
import { PagePagination } from '../layout/PagePagination';

const LOG_PAGE_SIZES = [10, 25, 50];
const FIRST_PAGE: LogParams = { page: 1, pageSize: 10 };
const QUOTE_LENGTH = 80;

const quote = (value: unknown): string => {
  const text = typeof value === 'string' ? value : '';
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text;
};

/** What one edit-log entry changed, in words. */
export const describeEdit = (t: TFunction<'notes'>, entry: NoteEditLogEntry, visibilityLabel: (id: number) => string): string => {
  const { detail } = entry;
  switch (detail.change) {
    case 'created':
      return detail.isDraft === true ? t('log.createdDraft') : t('log.createdPublished');
    case 'draft_edited':
      return t('log.draftEdited');
    case 'published':
      return t('log.published');
    case 'discarded':
      return t('log.discarded');
    case 'inserted':
      return t('log.inserted', { text: quote(detail.text), offset: Number(detail.offset) });
    case 'struck':
      return t('log.struck', { start: Number(detail.start), end: Number(detail.end) });
    default:
      break;
  }
  if (entry.action === 'append_note') return t('log.appended', { text: quote(detail.body) });
  if (entry.action === 'update_privacy') return t('log.privacy', { from: visibilityLabel(Number(detail.previousVisibility)), to: visibilityLabel(Number(detail.visibility)) });
  if (entry.action === 'update_note_fields') return t('log.fields');
  return '—';
};

const useActionLabel = () => {
  const { t } = useTranslation('notes');
  return (action: string) => {
    const known = noteActions.find((entry) => entry.id === action);
    return known === undefined ? action : t(`actions.${known.key}`);
  };
};

const useRoleLabel = () => {
  const { t } = useTranslation('common');
  return (roleId: number) => {
    const name = roleNameOf(roleId);
    return name === undefined ? String(roleId) : t(`roles.${name}`);
  };
};

interface LogTableProps<Row> {
  label: string;
  answer: { isPending: boolean; isError: boolean; error: unknown; data: Page<Row> | undefined; refetch: () => unknown };
  headers: string[];
  row: (entry: Row) => string[];
  keyOf: (entry: Row) => string;
  paging: LogParams;
  onPaging: (paging: LogParams) => void;
}

function LogTable<Row>({ label, answer, headers, row, keyOf, paging, onPaging }: LogTableProps<Row>) {
  const { t } = useTranslation('notes');
  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} onRetry={() => void answer.refetch()} />;
  const page = answer.data;
  if (page === undefined || page.data.length === 0) return <Typography color="text.secondary">{t('log.empty')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {page.data.map((entry) => (
            <TableRow key={keyOf(entry)}>
              {row(entry).map((cell, index) => (
                <TableCell key={headers[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PagePagination page={page} paging={paging} pageSizes={LOG_PAGE_SIZES} onPaging={onPaging} />
    </>
  );
}

/** Every change to the note, newest first: who, in which role, when, and what. */
export function EditLog({ noteId, name }: { noteId: string; name: PersonName }) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const actionLabel = useActionLabel();
  const roleLabel = useRoleLabel();
  const visibilityLabel = useVisibilityLabel();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const answer = useEditLog(noteId, paging);
  return (
    <LogTable
      label={t('tabs.editLog')}
      answer={answer}
      headers={[t('log.at'), t('log.who'), t('log.role'), t('log.action'), t('log.change')]}
      row={(entry: NoteEditLogEntry) => [format.dateTime(entry.at), name(entry.actor.id, entry.actor.name), roleLabel(entry.actorRole), actionLabel(entry.action), describeEdit(t, entry, visibilityLabel)]}
      keyOf={(entry) => String(entry.version)}
      paging={paging}
      onPaging={setPaging}
    />
  );
}

/** Every reading of the note, newest first. */
export function ViewLog({ noteId, name }: { noteId: string; name: PersonName }) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const answer = useViewLog(noteId, paging);
  return (
    <LogTable
      label={t('tabs.viewLog')}
      answer={answer}
      headers={[t('log.viewedAt'), t('log.viewer'), t('log.role')]}
      row={(entry) => [format.dateTime(entry.viewedAt), name(entry.viewer.id, entry.viewer.name), roleLabel(entry.roleId)]}
      // Versions repeat: older views count in the note's stream, newer ones in its view log.
      keyOf={(entry) => `${entry.viewedAt} ${entry.version} ${entry.viewer.id}`}
      paging={paging}
      onPaging={setPaging}
    />
  );
}
