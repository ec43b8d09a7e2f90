export { agencyProjector } from './agency-projector';
