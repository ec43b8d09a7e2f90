import {
  assertNever,
  evolveNote,
  initialNoteState,
  NoteAction,
  renderNoteState,
  type NoteActionId,
  type NoteEvent,
  type NoteState,
  type PatientEvent,
} from '@careledger/domain';
import type { NoteEditRow, NotePatientRow, NoteRow, NoteViewRow, RecordedEvent } from '@careledger/storage';

export type RecordedNoteEvent = RecordedEvent & NoteEvent;

const subjectColumns = (state: Exclude<NoteState, { status: 'none' }>): Pick<NoteRow, 'kind' | 'patient_id' | 'hub_id' | 'cluster_id'> => {
  const { subject } = state;
  switch (subject.kind) {
    case 'patient':
      return { kind: 'patient', patient_id: subject.patientId, hub_id: null, cluster_id: null };
    case 'hub':
      return { kind: 'hub', patient_id: null, hub_id: subject.hubId, cluster_id: null };
    case 'cluster':
      return { kind: 'cluster', patient_id: null, hub_id: null, cluster_id: subject.clusterId };
    default:
      return assertNever(subject);
  }
};

/**
 * The row after `event`, folded with the domain's own `evolveNote` and rendered with its
 * `renderNoteState`, so the read model shows exactly what the domain decides on. An event the row
 * already reflects, or one of a note never created, leaves it as is (null stays null).
 */
export const evolveNoteRow = (row: NoteRow | null, event: RecordedNoteEvent): NoteRow | null => {
  if (row ? event.streamVersion <= row.version : event.type !== 'NoteCreated') return row;
  const state = evolveNote(row?.state ?? initialNoteState(), event);
  if (state.status === 'none') return row;
  const viewOnly = event.type === 'NoteViewed';
  return {
    id: state.noteId,
    ...subjectColumns(state),
    author_id: state.authorId,
    author_agency_id: state.authorAgencyId,
    author_partner_id: state.authorPartnerId,
    note_type_id: state.noteTypeId,
    note_template_id: state.noteTemplateId,
    date_of_service: state.dateOfService,
    visibility: state.visibility,
    is_draft: state.status !== 'published',
    status: state.status,
    published_at: state.status === 'published' ? state.publishedAt : null,
    document: renderNoteState(state),
    state,
    appended_count: state.status === 'published' ? state.appended.length : 0,
    version: event.streamVersion,
    created_at: state.createdAt,
    // A view changes nothing of the note: only its version moves on.
    updated_at: viewOnly && row ? row.updated_at : event.metadata.occurredAt,
    last_position: event.globalPosition,
  };
};

const editEntry = (event: RecordedNoteEvent, action: NoteActionId, detail: Record<string, unknown>): NoteEditRow => ({
  note_id: event.data.noteId,
  version: event.streamVersion,
  action,
  actor_id: event.metadata.actorId,
  actor_role: event.metadata.actorRole,
  at: event.metadata.occurredAt,
  detail,
  last_position: event.globalPosition,
});

/**
 * The edit-log entry of an event (null for a view: views have their own log). The parent note's
 * life (written, edited as a draft, published, discarded) is `parent_note`; adding an addendum is
 * `append_note`; inserting into or striking the parent is `insert_or_strike_text`, and into or
 * from an appended note `appended_note`.
 */
export const editEntryOf = (event: RecordedNoteEvent): NoteEditRow | null => {
  switch (event.type) {
    case 'NoteCreated': {
      const { noteTypeId, noteTemplateId, dateOfService, visibility, isDraft, body } = event.data;
      return editEntry(event, NoteAction.PARENT_NOTE, { change: 'created', noteTypeId, noteTemplateId, dateOfService, visibility, isDraft, body });
    }
    case 'NoteDraftEdited': {
      const { noteTypeId, noteTemplateId, dateOfService, body } = event.data;
      return editEntry(event, NoteAction.PARENT_NOTE, { change: 'draft_edited', noteTypeId, noteTemplateId, dateOfService, body });
    }
    case 'NotePublished':
      return editEntry(event, NoteAction.PARENT_NOTE, { change: 'published' });
    case 'NoteDraftDiscarded':
      return editEntry(event, NoteAction.PARENT_NOTE, { change: 'discarded' });
    case 'NoteAppended':
      return editEntry(event, NoteAction.APPEND_NOTE, { appendedNoteId: event.data.appendedNoteId, body: event.data.body });
    case 'NoteTextInserted': {
      const { noteId, targetId, offset, text } = event.data;
      const action = targetId === noteId ? NoteAction.INSERT_OR_STRIKE_TEXT : NoteAction.APPENDED_NOTE;
      return editEntry(event, action, { change: 'inserted', targetId, offset, text });
    }
    case 'NoteTextStruck': {
      const { noteId, targetId, start, end } = event.data;
      const action = targetId === noteId ? NoteAction.INSERT_OR_STRIKE_TEXT : NoteAction.APPENDED_NOTE;
      return editEntry(event, action, { change: 'struck', targetId, start, end });
    }
    case 'NotePrivacyChanged':
      return editEntry(event, NoteAction.UPDATE_PRIVACY, { visibility: event.data.visibility, previousVisibility: event.data.previousVisibility });
    case 'NoteFieldsUpdated': {
      const { noteTypeId, dateOfService, previousNoteTypeId, previousDateOfService } = event.data;
      return editEntry(event, NoteAction.UPDATE_NOTE_FIELDS, { noteTypeId, dateOfService, previousNoteTypeId, previousDateOfService });
    }
    case 'NoteViewed':
      return null;
    default:
      return assertNever(event);
  }
};

export const viewEntryOf = (event: RecordedNoteEvent): NoteViewRow | null =>
  event.type === 'NoteViewed'
    ? {
        note_id: event.data.noteId,
        version: event.streamVersion,
        viewer_id: event.data.viewerId,
        role_id: event.metadata.actorRole,
        viewed_at: event.metadata.occurredAt,
        last_position: event.globalPosition,
      }
    : null;

export const notePatientEventTypes = ['PatientRegistered', 'PatientAssignedToAgency', 'CaregiverAssignedToPatient', 'CaregiverUnassignedFromPatient'] as const;

/** The patient events that change what the visibility rules know of a patient. */
export type RecordedPatientEvent = RecordedEvent & Extract<PatientEvent, { type: (typeof notePatientEventTypes)[number] }>;

/** The patient lookup after one of `notePatientEventTypes`; replays and orphans leave it as is. */
export const evolveNotePatient = (row: NotePatientRow | null, event: RecordedPatientEvent): NotePatientRow | null => {
  if (event.type === 'PatientRegistered') {
    if (row) return row;
    const { patientId, agencyId, partnerId, createdBy } = event.data;
    return { patient_id: patientId, agency_id: agencyId, partner_id: partnerId, care_team: [], created_by: createdBy, version: event.streamVersion, last_position: event.globalPosition };
  }
  if (!row || event.streamVersion <= row.version) return row;
  const stamped = { ...row, version: event.streamVersion, last_position: event.globalPosition };
  switch (event.type) {
    case 'PatientAssignedToAgency':
      return { ...stamped, agency_id: event.data.agencyId };
    case 'CaregiverAssignedToPatient':
      return row.care_team.includes(event.data.caregiverId) ? stamped : { ...stamped, care_team: [...row.care_team, event.data.caregiverId] };
    case 'CaregiverUnassignedFromPatient':
      return { ...stamped, care_team: row.care_team.filter((id) => id !== event.data.caregiverId) };
    default:
      return assertNever(event);
  }
};
