import { NoteVisibility, type NoteVisibilityId } from '../catalog/notes';
import { Role, type RoleId } from '../catalog/roles';

const { CARE_TEAM, AUTHOR, ANYONE, AGENCY, PARTNER, ADMINISTRATOR } = NoteVisibility;

/**
 * Which visibilities each role may give a note it writes (or later set with `privacy`), for
 * patient and hub notes alike. A visibility names a circle of readers; one writes into circles one
 * belongs to (the care team is the agency's: its staff and caregivers; the agency and the partner
 * circles are their own staff), into one's own eyes (author only) or up to the administrators.
 * Families write only what everyone caring for the patient reads: their notes are not private
 * memos nor messages to one organisation.
 */
export const noteVisibilitiesWritableBy: Readonly<Record<RoleId, readonly NoteVisibilityId[]>> = {
  [Role.ADMIN]: [CARE_TEAM, AUTHOR, ANYONE, AGENCY, PARTNER, ADMINISTRATOR],
  [Role.USER]: [ANYONE],
  [Role.AGENCY]: [CARE_TEAM, AUTHOR, ANYONE, AGENCY, ADMINISTRATOR],
  [Role.AGENCY_AGENT]: [CARE_TEAM, AUTHOR, ANYONE, AGENCY, ADMINISTRATOR],
  [Role.PROVIDER]: [CARE_TEAM, AUTHOR, ANYONE, AGENCY, ADMINISTRATOR],
  [Role.PARTNER]: [AUTHOR, ANYONE, PARTNER, ADMINISTRATOR],
  [Role.PARTNER_AGENT]: [AUTHOR, ANYONE, PARTNER, ADMINISTRATOR],
  [Role.CAREGIVER]: [CARE_TEAM, AUTHOR, ANYONE, ADMINISTRATOR],
};

export const mayGiveNoteVisibility = (roleId: RoleId, visibility: NoteVisibilityId | null | undefined): boolean =>
  visibility != null && noteVisibilitiesWritableBy[roleId].includes(visibility);
