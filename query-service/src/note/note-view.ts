import type { NoteAnswer, RecordFacts, RenderedNote } from '@careledger/domain';
import type { DriverInstant, NoteRow } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';
import { iso } from '../shared-living/query-params';

export type NoteKind = 'patient' | 'hub' | 'cluster';

/** A `notes` row joined to its patient's `note_patients` row (null columns for hub notes). */
export type NoteRecord = Omit<NoteRow<DriverInstant>, 'document' | 'state' | 'last_position'> & {
  document: RenderedNote | string;
  patient_agency_id: string | null;
  patient_partner_id: string | null;
  patient_care_team: string[] | string | null;
  patient_created_by: string | null;
  patient_known: boolean;
};

export const NOTE_SELECT = `SELECT n.id, n.kind, n.patient_id, n.hub_id, n.cluster_id, n.author_id, n.author_agency_id, n.author_partner_id,
  n.note_type_id, n.note_template_id, n.date_of_service::text AS date_of_service, n.visibility, n.is_draft, n.status, n.published_at,
  n.document, n.appended_count, n.version, n.created_at, n.updated_at,
  p.agency_id AS patient_agency_id, p.partner_id AS patient_partner_id, p.care_team AS patient_care_team, p.created_by AS patient_created_by,
  p.patient_id IS NOT NULL AS patient_known
  FROM notes n LEFT JOIN note_patients p ON p.patient_id = n.patient_id`;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The ids a note names besides its author, and what each points at. */
export const NOTE_NAMES = { patientId: 'patient', hubId: 'hub' } as const;

export const toNoteView = (row: NoteRecord, names: ReadonlyMap<string, string>): Unnamed<NoteAnswer, typeof NOTE_NAMES> => {
  const document = json(row.document);
  return {
    id: row.id,
    kind: row.kind,
    patientId: row.patient_id,
    hubId: row.hub_id,
    clusterId: row.cluster_id,
    author: { id: row.author_id, name: names.get(row.author_id) ?? null },
    authorAgencyId: row.author_agency_id,
    authorPartnerId: row.author_partner_id,
    noteTypeId: row.note_type_id,
    noteTemplateId: row.note_template_id,
    dateOfService: row.date_of_service,
    visibility: row.visibility,
    isDraft: row.is_draft,
    status: row.status,
    publishedAt: iso(row.published_at),
    parent: document.parent,
    appended: document.appended,
    appendedCount: row.appended_count,
    version: row.version,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  };
};

/** The facts `note.read` / `hubnote.read` decide on, as the command side builds them. */
export const noteFactsOfRecord = (row: NoteRecord): RecordFacts => {
  const base: RecordFacts = { authorId: row.author_id, createdBy: row.author_id, visibility: row.status === 'published' ? row.visibility : 2 };
  if (row.kind !== 'patient') return { ...base, agencyId: row.author_agency_id, partnerId: row.author_partner_id };
  const patient =
    row.patient_known && row.patient_id
      ? {
          patientId: row.patient_id,
          agencyId: row.patient_agency_id,
          partnerId: row.patient_partner_id,
          careTeam: json(row.patient_care_team ?? []),
          createdBy: row.patient_created_by,
        }
      : null;
  return { ...base, patientId: row.patient_id, patient };
};


