export { leaseMigrations } from './lease-migrations';
export { claimLeases, holdsLease, readLeases, releaseLeases, type LeaseFence, type LeaseRow } from './leases';
