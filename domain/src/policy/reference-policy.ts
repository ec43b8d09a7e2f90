import type { ResolvedReference } from '../record/record-references';
import type { Actor } from './actor';

/**
 * Whether an actor may name a record in a command. Organisations (agencies, hubs) may be named by
 * anyone the command's own policy lets act: inviting another agency to a posting is the point of
 * the invitation. A person employed by an agency is named only by that agency's own staff: an
 * agency cannot put another agency's caregiver on a care team or hand its coordinator a task.
 */
export const mayReference = (actor: Actor, reference: ResolvedReference): boolean => {
  const employer = reference.facts?.agencyId ?? null;
  return !reference.rule.person || actor.agencyId == null || employer === null || employer === actor.agencyId;
};
