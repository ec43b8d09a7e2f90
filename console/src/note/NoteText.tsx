import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { NoteSegment, RenderedText } from '../api';
import { useFormatters } from '../i18n';
import { usePersonName, type PersonNames } from './people';

interface NoteTextProps {
  text: RenderedText;
  names: PersonNames;
  /** Names the part for assistive technology: "Parent note", "Appended note 2". */
  label: string;
}

/**
 * A parent or appended note as it now reads: struck text stays visible, struck through, and
 * inserted text is marked; hovering either tells who and when. Segments carry their offsets for
 * `selectedRange`.
 */
export function NoteText({ text, names, label }: NoteTextProps) {
  let offset = 0;
  const segments = text.segments.map((segment) => {
    const start = offset;
    offset += segment.text.length;
    return <Segment key={start} segment={segment} start={start} names={names} />;
  });
  return (
    <Box
      component="p"
      data-target-id={text.id}
      aria-label={label}
      sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.7, '& ins': { textDecoration: 'none', bgcolor: 'success.dark', color: 'common.white', borderRadius: 0.5, px: 0.25 }, '& del': { color: 'error.main' } }}
    >
      {segments}
    </Box>
  );
}

function Segment({ segment, start, names }: { segment: NoteSegment; start: number; names: PersonNames }) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const name = usePersonName(names);
  const who = { name: name(segment.by), at: format.dateTime(segment.at) };
  if (segment.kind !== 'struck') {
    if (segment.kind === 'original') return <span data-offset={start}>{segment.text}</span>;
    return (
      <ins data-offset={start} title={t('marks.inserted', who)} data-mark="inserted">
        {segment.text}
      </ins>
    );
  }
  return (
    <del data-offset={start} title={t('marks.struck', { ...who, author: name(segment.written.by) })} data-mark="struck">
      {segment.text}
    </del>
  );
}
