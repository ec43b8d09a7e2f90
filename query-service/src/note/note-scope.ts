import { NoteVisibility, onAgencySide, onPartnerSide, Role } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/** Numbers placeholders as values are bound, so conditions can be composed in any order. */
export class Bindings {
  readonly params: unknown[] = [];

  constructor(...first: unknown[]) {
    this.params.push(...first);
  }

  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

const { CARE_TEAM, ANYONE, AGENCY, PARTNER } = NoteVisibility;
const anyOf = (conditions: readonly string[]): string => (conditions.length === 0 ? 'FALSE' : conditions.map((sql) => `(${sql})`).join(' OR '));

/** `hasPatientAccess` over the patient lookup `p` (note_patients). */
const patientAccess = (actor: Actor, b: Bindings): string => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return 'TRUE';
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return actor.agencyId ? `p.agency_id = ${b.bind(actor.agencyId)}` : 'FALSE';
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return actor.partnerId ? `p.partner_id = ${b.bind(actor.partnerId)}` : 'FALSE';
    case Role.CAREGIVER:
      return `p.care_team @> jsonb_build_array(${b.bind(actor.id)}::text)`;
    case Role.USER:
      return `p.created_by = ${b.bind(actor.id)}`;
  }
};

/**
 * Which patient notes (`n`, joined to its patient `p`) an actor may read, as SQL: the policy's
 * `note.read` (`domain/src/policy/note-policy.ts`). Administrators read all; authors their own,
 * drafts included; others only published notes of patients they have access to, in the circles
 * the visibility names.
 */
export const patientNoteReadable = (actor: Actor, b: Bindings): string => {
  if (actor.roleId === Role.ADMIN) return 'TRUE';
  const agencySide = onAgencySide(actor);
  const circles = [`n.visibility = ${ANYONE}`];
  circles.push(`n.visibility = ${CARE_TEAM} AND ${agencySide ? 'TRUE' : `p.care_team @> jsonb_build_array(${b.bind(actor.id)}::text)`}`);
  if (agencySide) circles.push(`n.visibility = ${AGENCY}`);
  if (onPartnerSide(actor)) circles.push(`n.visibility = ${PARTNER}`);
  return `n.author_id = ${b.bind(actor.id)} OR (n.status = 'published' AND (${patientAccess(actor, b)}) AND (${anyOf(circles)}))`;
};

/**
 * Which hub and cluster notes an actor may read, as SQL: the policy's `hubnote.read`
 * (`domain/src/policy/hub-note-policy.ts`), drawn around the organisation the author wrote for.
 */
export const hubNoteReadable = (actor: Actor, b: Bindings): string => {
  if (actor.roleId === Role.ADMIN) return 'TRUE';
  const sameAgency = actor.agencyId ? `n.author_agency_id = ${b.bind(actor.agencyId)}` : null;
  const agencyStaff = onAgencySide(actor) ? sameAgency : null;
  const agencyCaregiver = actor.roleId === Role.CAREGIVER ? sameAgency : null;
  const partnerStaff = onPartnerSide(actor) && actor.partnerId ? `n.author_partner_id = ${b.bind(actor.partnerId)}` : null;
  const present = (conditions: (string | null)[]): string[] => conditions.filter((sql): sql is string => sql !== null);
  const circles = present([
    agencyStaff && `n.visibility IN (${CARE_TEAM}, ${AGENCY}) AND ${agencyStaff}`,
    `n.visibility = ${ANYONE} AND (${anyOf(present([agencyStaff, agencyCaregiver, partnerStaff]))})`,
    partnerStaff && `n.visibility = ${PARTNER} AND ${partnerStaff}`,
  ]);
  return `n.author_id = ${b.bind(actor.id)} OR (n.status = 'published' AND (${anyOf(circles)}))`;
};
