import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Actor } from '@careledger/domain';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError, Note } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters } from '../i18n';
import { RecordUnavailable } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCalendarDate } from '../i18n/calendar-dates';
import { DetailList, Section } from '../layout/Section';
import { AppendNote } from './AppendForm';
import { ConflictAlert, NoteConflictContext } from './CommandError';
import { DraftEditor } from './DraftEditor';
import { isOwner, mayAppend } from './editing';
import { PublishedEditor } from './Editor';
import { EditLog, ViewLog } from './Logs';
import { NoteParts } from './NoteParts';
import { namesFrom, usePersonName, type PersonName, type PersonNames } from './people';
import { PrivacyForm } from './PrivacyForm';
import { useEditLog, useLogView, useNote, useNoteTemplates, useNoteTypes } from './queries';
import { NoteStatusChip } from './status';
import { useVisibilityLabel } from './visibility';

const TABS = ['note', 'edit-log', 'view-log'] as const;
type TabName = (typeof TABS)[number];
// The names of who inserted or struck text come from the edit log's newest entries.
const NAMES_PAGE = { page: 1, pageSize: 100 };

/** One detail row naming what the note is about (a patient, a hub, a cluster), or none. */
export type SubjectRow = readonly [string, ReactNode] | null;

interface NotePageProps {
  id: string;
  /** The way back, which may depend on the note once it is loaded. */
  back: (note: Note | undefined) => ReactNode;
  subject: (note: Note) => SubjectRow;
}

/** A note of any family (see `family.ts`): details, the text with its editor, the edit log and the view log. */
export function NotePage({ id, back: backTo, subject }: NotePageProps) {
  const { t } = useTranslation('notes');
  const location = useLocation();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const note = useNote(id);
  useLogView(id, note.isSuccess);
  const log = useEditLog(id, NAMES_PAGE);
  const names = useMemo(
    () => namesFrom([{ id: session.user.id, name: session.user.name }, ...(note.data ? [note.data.author] : []), ...(log.data?.data.map((entry) => entry.actor) ?? [])]),
    [session.user, note.data, log.data],
  );
  const name = usePersonName(names);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  useDocumentTitle(t('show.title'));

  const tab: TabName = TABS.find((each) => each === search.get('tab')) ?? 'note';
  const back = backTo(note.data);
  if (!note.isSuccess) return <RecordUnavailable query={note} back={back} notFound={t('show.notFound')} />;

  const shown = note.data;
  const actor = actorOf(session);
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('show.title')}
        </Typography>
        <NoteStatusChip status={shown.status} data-testid="note-status" />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
      </Stack>
      <Section title={t('show.details')}>
        <Details note={shown} name={name} subject={subject(shown)} />
      </Section>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: TabName) => setSearch(next === 'note' ? {} : { tab: next }, { replace: true, state: location.state as unknown })} aria-label={t('tabs.label')}>
          <Tab value="note" label={t('tabs.note')} id="note-tab-note" aria-controls="note-panel" />
          <Tab value="edit-log" label={t('tabs.editLog')} id="note-tab-edit-log" aria-controls="note-panel" />
          <Tab value="view-log" label={t('tabs.viewLog')} id="note-tab-view-log" aria-controls="note-panel" />
        </Tabs>
      </Box>
      {conflict !== null && <ConflictAlert error={conflict} onClose={() => setConflict(null)} />}
      <Box role="tabpanel" id="note-panel" aria-labelledby={`note-tab-${tab}`}>
        {tab === 'note' && (
          <NoteConflictContext value={setConflict}>
            <NotePanel note={shown} actor={actor} names={names} />
          </NoteConflictContext>
        )}
        {tab === 'edit-log' && <EditLog noteId={shown.id} name={name} />}
        {tab === 'view-log' && <ViewLog noteId={shown.id} name={name} />}
      </Box>
    </Stack>
  );
}

function NotePanel({ note, actor, names }: { note: Note; actor: Actor; names: PersonNames }) {
  const { t } = useTranslation('notes');
  if (note.status === 'discarded') {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t('show.discarded')}</Alert>
        <NoteParts note={note} names={names} />
      </Stack>
    );
  }
  if (note.status === 'draft') {
    return isOwner(note, actor) ? (
      <Section title={t('show.draft')}>
        <DraftEditor key={note.version} note={note} />
      </Section>
    ) : (
      <Section title={t('show.draft')}>
        <Stack spacing={2}>
          <NoteParts note={note} names={names} />
          <Typography variant="body2" color="text.secondary" data-testid="note-read-only">
            {t('show.othersDraft')}
          </Typography>
        </Stack>
      </Section>
    );
  }
  return (
    <Stack spacing={2}>
      <Section title={t('show.text')}>
        <PublishedEditor note={note} actor={actor} names={names} />
      </Section>
      {mayAppend(note, actor) && <AppendNote note={note} />}
      {isOwner(note, actor) && (
        <Section title={t('privacy.title')}>
          <PrivacyForm key={note.version} note={note} actor={actor} />
        </Section>
      )}
    </Stack>
  );
}

function Details({ note, name, subject }: { note: Note; name: PersonName; subject: SubjectRow }) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const visibilityLabel = useVisibilityLabel();
  const types = useNoteTypes();
  const templates = useNoteTemplates();
  const type = types.data?.data.find((entry) => entry.id === note.noteTypeId);
  const template = templates.data?.data.find((entry) => entry.id === note.noteTemplateId);
  const rows: (readonly [string, ReactNode])[] = [
    [t('fields.noteType'), type?.label ?? t('fields.noteTypeId', { id: note.noteTypeId })],
    [t('fields.dateOfService'), formatDate(note.dateOfService)],
    [t('fields.author'), name(note.author.id, note.author.name)],
    [t('fields.visibility'), <Chip key="visibility" size="small" variant="outlined" label={visibilityLabel(note.visibility)} data-testid="note-visibility" />],
    ...(template === undefined ? [] : [[t('fields.template'), template.title] as const]),
    ...(subject === null ? [] : [subject]),
    [t('fields.publishedAt'), note.publishedAt === null ? t('show.notPublished') : format.dateTime(note.publishedAt)],
    [t('fields.appendedCount'), String(note.appendedCount)],
    [t('fields.updatedAt'), format.dateTime(note.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}
