import { idsByKey, type CatalogEntry, type IdOf } from '../catalog/catalog-entry';

/** Where a host lead stands; SPEC.md gives no codes, so the ids are the names. */
export const hostLeadStatuses = [
  { id: 'NEW', key: 'NEW', label: 'New', translationKey: 'hostLeadStatus.new' },
  { id: 'QUALIFIED', key: 'QUALIFIED', label: 'Qualified', translationKey: 'hostLeadStatus.qualified' },
  { id: 'CONVERTED', key: 'CONVERTED', label: 'Converted', translationKey: 'hostLeadStatus.converted' },
  { id: 'REJECTED', key: 'REJECTED', label: 'Rejected', translationKey: 'hostLeadStatus.rejected' },
] as const satisfies readonly CatalogEntry<string>[];

export const HostLeadStatus = idsByKey(hostLeadStatuses);
export type HostLeadStatusId = IdOf<typeof hostLeadStatuses>;

/** The statuses a host lead can still move on from. */
export type OpenHostLeadStatus = typeof HostLeadStatus.NEW | typeof HostLeadStatus.QUALIFIED;

/** What an administrator does to a lead, as named in its URLs. */
export const hostLeadActions = ['qualify', 'convert', 'reject'] as const;
export type HostLeadAction = (typeof hostLeadActions)[number];
