import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Actor } from '@careledger/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hubNotesApi, type HubNoteSubject, type Note } from '../api';
import { useLocaleSegment } from '../i18n';
import { ChoiceButtons } from '../layout/ChoiceButtons';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { useActorName } from '../layout/Named';
import { PageLoader } from '../layout/PageLoader';
import { AuthorFilter } from '../note/AuthorFilter';
import { NewNoteForm } from '../note/NewNoteForm';
import { useNoteTypes } from '../note/queries';
import { NoteStatusChip } from '../note/status';
import { useVisibilityLabel } from '../note/visibility';
import { useCalendarDate } from '../i18n/calendar-dates';
import { mayWriteHubNotes } from './noteAccess';
import { useHubNoteAuthors, useHubNoteList } from './noteQueries';

const NOTE_PAGE_SIZE = 10;
const EXCERPT_LENGTH = 160;
const NEWEST_SERVICE_FIRST = { field: 'dateOfService', direction: 'desc' } as const;

interface SubjectNotesProps {
  /** The hub whose page this is: notes open under it, whichever subject they are about. */
  hubId: string;
  subject: HubNoteSubject;
  actor: Actor;
}

/** The notes about one hub or one cluster: published or drafts, by author, paged by the server; a new one for those who write. */
export function SubjectNotes({ hubId, subject, actor }: SubjectNotesProps) {
  const { t } = useTranslation('hubs');
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState(false);
  const [authorId, setAuthorId] = useState<string>();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useHubNoteList({ subject, drafts, authorId, page, pageSize: NOTE_PAGE_SIZE, sort: NEWEST_SERVICE_FIRST });
  const authors = useHubNoteAuthors(subject);
  const pages = list.data === undefined ? 0 : Math.ceil(list.data.total / NOTE_PAGE_SIZE);
  const noteLink = (id: string) => `/user/${locale}/hubs/${hubId}/notes/${id}`;
  const about = subject.kind === 'hub' ? { hubId: subject.hubId } : { clusterId: subject.clusterId };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <ChoiceButtons
          label={t('list.tabs', { ns: 'notes' })}
          value={drafts ? 'drafts' : 'published'}
          options={[
            { value: 'published', label: t('list.published', { ns: 'notes' }) },
            { value: 'drafts', label: t('list.drafts', { ns: 'notes' }) },
          ]}
          onChange={(value) => {
            setDrafts(value === 'drafts');
            setPage(1);
          }}
        />
        <AuthorFilter
          authorId={authorId}
          authors={authors}
          onChange={(next) => {
            setAuthorId(next);
            setPage(1);
          }}
        />
        {mayWriteHubNotes(actor) && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ ml: { sm: 'auto' } }}>
            {t('create.open', { ns: 'notes' })}
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Box>
          <Typography variant="body2">{t('list.empty', { ns: 'notes' })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notes.emptyHint')}
          </Typography>
        </Box>
      ) : (
        <List dense disablePadding aria-label={drafts ? t('list.drafts', { ns: 'notes' }) : t('list.published', { ns: 'notes' })} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.data.map((note) => (
            <NoteItem key={note.id} note={note} to={noteLink(note.id)} />
          ))}
        </List>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} size="small" aria-label={t('notes.pages')} />
        </Box>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="sm">
        {creating && (
          <NewNoteForm
            create={(content, key) => hubNotesApi.create({ ...content, ...about }, key)}
            actor={actor}
            onClose={() => setCreating(false)}
            onCreated={(id) => void navigate(noteLink(id))}
          />
        )}
      </Dialog>
    </Stack>
  );
}

function NoteItem({ note, to }: { note: Note; to: string }) {
  const { t } = useTranslation('hubs');
  const formatDate = useCalendarDate();
  const visibilityLabel = useVisibilityLabel();
  const actorName = useActorName();
  const types = useNoteTypes();
  const type = types.data?.data.find((entry) => entry.id === note.noteTypeId)?.label ?? t('fields.noteTypeId', { ns: 'notes', id: note.noteTypeId });
  const text = note.parent.readingText;
  return (
    <ListItemButton component={RouterLink} to={to} data-testid="hub-note" sx={{ alignItems: 'flex-start', px: 1 }}>
      <ListItemText
        primary={
          <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {t('notes.heading', { type, date: formatDate(note.dateOfService) })}
            </Box>
            {note.status !== 'published' && <NoteStatusChip status={note.status} component="span" />}
          </Stack>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {t('notes.byline', { author: actorName(note.author.id, note.author.name) ?? '—', visibility: visibilityLabel(note.visibility) })}
              {note.appendedCount > 0 && ` · ${t('notes.appended', { count: note.appendedCount })}`}
            </Box>
            <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
              {text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text}
            </Box>
          </>
        }
      />
    </ListItemButton>
  );
}
