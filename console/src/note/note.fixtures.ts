import type { Note, RenderedText } from '../api';

export const NOTE_ID = '3f0c2a1b-0000-4000-8000-000000000001';
export const APPENDED_ID = '3f0c2a1b-0000-4000-8000-000000000002';
export const PATIENT_ID = '5a5a5a5a-0000-4000-8000-000000000003';
export const AUTHOR_ID = '7b7b7b7b-0000-4000-8000-000000000004';
/** The session's user in `test/render.tsx`: an administrator named Sam Someone. */
export const ADMIN_ID = 'user-1';

export const WRITTEN_AT = '2026-03-02T09:00:00.000Z';
export const INSERTED_AT = '2026-03-03T10:15:00.000Z';
export const STRUCK_AT = '2026-03-04T16:45:00.000Z';

/** "Slept " + inserted "very " + "well. " + struck "Ate breakfast.": offsets 0-6, 6-11, 11-17, 17-31. */
export const parentText = (): RenderedText => ({
  id: NOTE_ID,
  by: AUTHOR_ID,
  at: WRITTEN_AT,
  segments: [
    { kind: 'original', text: 'Slept ', by: AUTHOR_ID, at: WRITTEN_AT },
    { kind: 'inserted', text: 'very ', by: ADMIN_ID, at: INSERTED_AT },
    { kind: 'original', text: 'well. ', by: AUTHOR_ID, at: WRITTEN_AT },
    { kind: 'struck', text: 'Ate breakfast.', by: ADMIN_ID, at: STRUCK_AT, written: { kind: 'original', by: AUTHOR_ID, at: WRITTEN_AT } },
  ],
  text: 'Slept very well. Ate breakfast.',
  readingText: 'Slept very well. ',
});

export const appendedText = (): RenderedText => ({
  id: APPENDED_ID,
  by: AUTHOR_ID,
  at: INSERTED_AT,
  segments: [{ kind: 'original', text: 'Called the family.', by: AUTHOR_ID, at: INSERTED_AT }],
  text: 'Called the family.',
  readingText: 'Called the family.',
});

export const note = (overrides: Partial<Note> = {}): Note => ({
  id: NOTE_ID,
  kind: 'patient',
  patientId: PATIENT_ID,
  patientName: 'Ada Moreno',
  hubId: null,
  hubName: null,
  clusterId: null,
  author: { id: AUTHOR_ID, name: 'Alma Author' },
  authorAgencyId: null,
  authorPartnerId: null,
  noteTypeId: 1,
  noteTemplateId: null,
  dateOfService: '2026-03-02',
  visibility: 3,
  isDraft: false,
  status: 'published',
  publishedAt: WRITTEN_AT,
  parent: parentText(),
  appended: [appendedText()],
  appendedCount: 1,
  version: 5,
  createdAt: WRITTEN_AT,
  updatedAt: STRUCK_AT,
  ...overrides,
});
