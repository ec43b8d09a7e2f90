import { HubAddressHttp } from './hub-address.http';
import { HubEventsHttp } from './hub-events.http';
import { CallSessionGuard, HostLeadHttp, HostLeadsHttp } from './host-leads.http';
import { SharedLivingClustersHttp } from './clusters.http';
import { SharedLivingHubsHttp } from './hubs.http';
import { ReferralsHttp } from './referrals.http';

/** The shared-living calls: hubs, their addresses and calendars, clusters, host leads, referrals. */
export const sharedLivingControllers = [SharedLivingHubsHttp, HubAddressHttp, HubEventsHttp, SharedLivingClustersHttp, HostLeadsHttp, HostLeadHttp, ReferralsHttp];
export const sharedLivingProviders = [CallSessionGuard];
