export { agencyProjector } from './agency-projector';
export { stateProjector } from './state-projector';
