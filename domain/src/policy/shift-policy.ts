import { Role } from '../catalog/roles';
import type { Actor } from './actor';

/**
 * Who works shifts, and so has a day of them (`GET /api/my-shifts` answers each user their own):
 * caregivers, the only role a posting or an assessment shift is given to.
 */
export const worksShifts = (actor: Actor): boolean => actor.roleId === Role.CAREGIVER;
