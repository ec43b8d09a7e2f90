import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { NotePerson } from '../api';
import { useActorName } from '../layout/Named';

interface AuthorFilterProps {
  authorId: string | undefined;
  /** The authors the reader may see notes of, as a query answers them. */
  authors: { data: { data: NotePerson[] } | undefined; isError: boolean };
  onChange: (authorId: string | undefined) => void;
}

/** Narrows a list of notes to one author, or shows all. */
export function AuthorFilter({ authorId, authors, onChange }: AuthorFilterProps) {
  const { t } = useTranslation('notes');
  const actorName = useActorName();
  const known = authors.data?.data ?? [];
  // An author carried by a link but no longer listed still shows, so the filter never hides silently.
  const options = authorId !== undefined && !known.some((author) => author.id === authorId) ? [...known, { id: authorId, name: null }] : known;
  return (
    <TextField
      select
      size="small"
      label={t('list.author')}
      value={authorId ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      helperText={authors.isError ? t('list.authorsFailed') : undefined}
      error={authors.isError}
    >
      <MenuItem value="">{t('list.allAuthors')}</MenuItem>
      {options.map((author) => (
        <MenuItem key={author.id} value={author.id}>
          {actorName(author.id, author.name) ?? author.id}
        </MenuItem>
      ))}
    </TextField>
  );
}
