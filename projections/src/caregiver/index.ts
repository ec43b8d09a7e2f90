export { caregiverProjector } from './caregiver-projector';
