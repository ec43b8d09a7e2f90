import type { ExistingCaregiver, CaregiverAnswer } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { iso } from '../agency/list-params';


/** A `caregivers` row with its agency's name, as the queries select it (`CAREGIVER_COLUMNS`). */
export type CaregiverRecord = Omit<StateRow<ExistingCaregiver, DriverInstant>, 'last_position'> & { agency_name: string | null };

/** Over `caregivers c` left-joined to `agencies a`. */
export const CAREGIVER_COLUMNS = 'c.id, c.state, a.name AS agency_name, c.version, c.created_at, c.updated_at';
export const CAREGIVER_FROM = 'caregivers c LEFT JOIN agencies a ON a.id::text = c.agency_id';

export const toCaregiverView = ({ id, state, agency_name, version, created_at, updated_at }: CaregiverRecord): CaregiverAnswer => ({
  id,
  firstName: state.firstName,
  lastName: state.lastName,
  email: state.email,
  phone: state.phone,
  agencyId: state.agencyId,
  agencyName: agency_name,
  userId: state.userId,
  professionId: state.professionId,
  status: state.status,
  statusReason: 'reason' in state ? state.reason : null,
  services: [...state.services],
  certifications: [...state.certifications],
  version: Number(version),
  createdAt: iso(created_at),
  updatedAt: iso(updated_at),
});
