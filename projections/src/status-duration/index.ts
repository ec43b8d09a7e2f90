export { statusDurationProjector } from './status-duration-projector';
