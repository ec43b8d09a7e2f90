import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { can, type HubAnswer } from '@careledger/domain';
import type { SqlDatabase } from '@careledger/storage';
import type { Actor } from '@careledger/http';
import type { Unnamed } from '../names/display-names';
import { assertUuid, iso } from './query-params';
import type { DriverInstant, HubRow as StoredHubRow } from '@careledger/storage';

export interface HubAddressView {
  street: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}


/** A `shared_living_hubs` row as the queries select it (`HUB_COLUMNS`). */
export type HubRow = Omit<StoredHubRow<DriverInstant>, 'created_by' | 'last_position'>;

export const HUB_COLUMNS =
  'id, name, product_id, street, city, province, postal_code, country, latitude, longitude, capacity, lead_name, lead_email, lead_phone, agency_id, active, deactivation_reason, version, created_at, updated_at';

/** The id a hub names: the agency that operates it. */
export const HUB_NAMES = { agencyId: 'agency' } as const;

export const toHubView = (row: HubRow): Unnamed<HubAnswer, typeof HUB_NAMES> => ({
  id: row.id,
  name: row.name,
  productId: Number(row.product_id),
  address: { street: row.street, city: row.city, province: row.province, postalCode: row.postal_code, country: row.country },
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  capacity: Number(row.capacity),
  lead: { name: row.lead_name, email: row.lead_email, phone: row.lead_phone },
  agencyId: row.agency_id,
  active: row.active,
  deactivationReason: row.deactivation_reason,
  version: Number(row.version),
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
});

/** One hub the actor may read: 400 malformed id, 404 unknown, 403 not theirs. */
export const readHub = async (db: SqlDatabase, actor: Actor, id: string, path = 'id'): Promise<HubRow> => {
  assertUuid(id, path, 'hub');
  const { rows } = await db.query<HubRow>(`SELECT ${HUB_COLUMNS} FROM shared_living_hubs WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) throw new NotFoundException({ message: `No shared-living hub has the id ${id}.` });
  if (!can(actor, 'hub.read', { agencyId: row.agency_id })) throw new ForbiddenException({ message: 'You may not see this hub.' });
  return row;
};
