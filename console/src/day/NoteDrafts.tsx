import { Suspense, lazy, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Actor } from '@careledger/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isUnanswered, notesApi, type CommandResult } from '../api';
import { useLocaleSegment } from '../i18n';
import { useNoteTemplates, useNoteTypes } from '../note/queries';
import { keepForLater } from '../offline/sync';

export interface DayPatient {
  id: string;
  name: string | null;
}

// Written on a tap, not drawn with the day: its code (and a text field's) loads once the day is on
// screen, so a tap finds it there; offline it comes from the worker's cache.
const loadNewNoteForm = () => import('../note/NewNoteForm');
const NewNoteForm = lazy(() => loadNewNoteForm().then((module) => ({ default: module.NewNoteForm })));

/** What the form is told when the draft was kept on the device instead of sent: no note exists yet. */
const KEPT: CommandResult = { id: '', version: -1, globalPosition: 0 };

/**
 * A note draft about one of the day's patients. Online it is created at once and opened; offline it
 * is kept on the device, in the outbox with the other commands of the day.
 */
export function NoteDrafts({ patients, actor }: { patients: readonly DayPatient[]; actor: Actor }) {
  const { t } = useTranslation('day');
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const [writing, setWriting] = useState<DayPatient | null>(null);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    void loadNewNoteForm();
  }, []);
  // Read with the day, not when the form opens: offline, the form can only offer what the device saved.
  useNoteTypes();
  useNoteTemplates();
  if (patients.length === 0) return null;
  return (
    <Stack spacing={1}>
      {kept && (
        <Alert severity="info" onClose={() => setKept(false)}>
          {t('noteDrafts.kept')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {patients.map((patient) => (
          <Button key={patient.id} size="small" variant="outlined" onClick={() => setWriting(patient)}>
            {t('noteDrafts.write', { patient: patient.name ?? '' })}
          </Button>
        ))}
      </Stack>
      <Dialog open={writing !== null} onClose={() => setWriting(null)} fullWidth maxWidth="sm">
        {writing !== null && (
          <Suspense fallback={<LinearProgress />}>
            <NewNoteForm
              actor={actor}
              create={async (content, idempotencyKey) => {
                const note = { patientId: writing.id, ...content };
                const keep = async () => {
                  await keepForLater(actor.id, { kind: 'note-draft', patientId: writing.id, patientName: writing.name, note }, idempotencyKey);
                  return KEPT;
                };
                if (!navigator.onLine) return keep();
                try {
                  return await notesApi.create(note, idempotencyKey);
                } catch (error) {
                  // Online with no answer (a signal that comes and goes): kept like a draft written offline, same key.
                  if (isUnanswered(error)) return keep();
                  throw error;
                }
              }}
              onClose={() => setWriting(null)}
              onCreated={(id) => {
                setWriting(null);
                if (id === KEPT.id) setKept(true);
                else void navigate(`/user/${locale}/notes/${id}`);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </Stack>
  );
}
