import type { NoteActionId, NoteState, NoteVisibilityId, RenderedNote } from '@careledger/domain';
import type { DriverInstant } from './instant';

/** One row of `notes`: patient notes and hub or cluster notes alike. */
export interface NoteRow<Instant extends DriverInstant = string> {
  id: string;
  kind: 'patient' | 'hub' | 'cluster';
  patient_id: string | null;
  hub_id: string | null;
  cluster_id: string | null;
  author_id: string;
  author_agency_id: string | null;
  author_partner_id: string | null;
  note_type_id: number;
  note_template_id: number | null;
  /** A calendar date, YYYY-MM-DD. */
  date_of_service: string;
  visibility: NoteVisibilityId;
  is_draft: boolean;
  status: 'draft' | 'published' | 'discarded';
  published_at: Instant | null;
  /** `renderNoteState` of `state`: what every reader shows. */
  document: RenderedNote | null;
  /** The domain's folded state, kept so the next event folds on from it exactly as the decider does. */
  state: NoteState;
  appended_count: number;
  version: number;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}

/** One entry of a note's edit log (`note_edit_log`); the stream version orders and identifies it. */
export interface NoteEditRow<Instant extends DriverInstant = string> {
  note_id: string;
  version: number;
  action: NoteActionId;
  actor_id: string;
  actor_role: number;
  at: Instant;
  detail: Record<string, unknown>;
  last_position: number;
}

/** One entry of a note's view log (`note_view_log`). */
export interface NoteViewRow<Instant extends DriverInstant = string> {
  note_id: string;
  version: number;
  viewer_id: string;
  role_id: number;
  viewed_at: Instant;
  last_position: number;
}

/** What the patient-note visibility rules need of a patient (`note_patients`), fed by the patient's own events. */
export interface NotePatientRow {
  patient_id: string;
  agency_id: string | null;
  partner_id: string | null;
  /** A JSON array of caregiver user ids. */
  care_team: string[];
  created_by: string | null;
  version: number;
  last_position: number;
}
