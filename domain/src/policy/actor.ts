import type { RoleId } from '../catalog/roles';

/** Who is asking: the signed-in user with the tenancy their role works for. */
export interface Actor {
  id: string;
  roleId: RoleId;
  /** The agency an agency-side user or caregiver works for. */
  agencyId?: string | null;
  /** The partner organisation a partner or partner agent works for. */
  partnerId?: string | null;
}

/** Null never matches: a user without an agency shares no agency with anything. */
export const worksForAgency = (actor: Actor, agencyId: string | null | undefined): boolean =>
  agencyId != null && actor.agencyId != null && agencyId === actor.agencyId;

export const isCreator = (actor: Actor, createdBy: string | null | undefined): boolean =>
  createdBy != null && createdBy === actor.id;
