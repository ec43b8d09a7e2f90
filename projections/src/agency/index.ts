export { agencyProjector } from './agency-projector';
export { stateProjector, type StateRow } from './state-projector';
