export { hubProjector } from './hub-projector';
export { clusterProjector } from './cluster-projector';
export { hostLeadProjector } from './host-lead-projector';
export { referralProjector } from './referral-projector';

import { clusterProjector } from './cluster-projector';
import { hostLeadProjector } from './host-lead-projector';
import { hubProjector } from './hub-projector';
import { referralProjector } from './referral-projector';

/** The shared-living read models, in one list for the registries. */
export const sharedLivingProjectors = [hubProjector, clusterProjector, hostLeadProjector, referralProjector] as const;
