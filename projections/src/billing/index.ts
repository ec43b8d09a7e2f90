export { billingProjector } from './billing-projector';
export { effectiveState } from './billing-rows';
