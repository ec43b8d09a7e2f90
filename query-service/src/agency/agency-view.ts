import { careServices, type RegisteredAgency, type AgencyAnswer } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import { iso } from './list-params';


/** An `agencies` row as the queries select it (`AGENCY_COLUMNS`). */
export type AgencyRecord = Omit<StateRow<RegisteredAgency, DriverInstant>, 'last_position'>;

export const AGENCY_COLUMNS = 'id, state, version, created_at, updated_at';

export const toAgencyView = ({ id, state, version, created_at, updated_at }: AgencyRecord): AgencyAnswer => ({
  id,
  name: state.name,
  email: state.email,
  phone: state.phone,
  address: state.address,
  isInternal: state.isInternal,
  standing: state.standing,
  standingReason: state.standingReason,
  careServiceIds: [...state.careServiceIds],
  version: Number(version),
  createdAt: iso(created_at),
  updatedAt: iso(updated_at),
});

const careServiceLabels = new Map<number, string>(careServices.map((service) => [service.id, service.label]));

export const careServiceView = (id: number): { id: number; label: string | null } => ({ id, label: careServiceLabels.get(id) ?? null });
