import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Note } from '../api';
import { useFormatters } from '../i18n';
import { NoteText } from './NoteText';
import { usePersonName, type PersonNames } from './people';

/** The parent note, then each appended note under it with who appended it and when. */
export function NoteParts({ note, names }: { note: Note; names: PersonNames }) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const name = usePersonName(names);
  return (
    <Stack spacing={2}>
      <NoteText text={note.parent} names={names} label={t('show.parentNote')} />
      {note.appended.map((part, index) => (
        <Box key={part.id} component="section" aria-label={t('show.appendedNote', { number: index + 1 })} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('show.appendedBy', { number: index + 1, name: name(part.by), at: format.dateTime(part.at) })}
          </Typography>
          <NoteText text={part} names={names} label={t('show.appendedNote', { number: index + 1 })} />
        </Box>
      ))}
    </Stack>
  );
}
