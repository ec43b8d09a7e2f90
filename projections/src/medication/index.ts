export { medicationProjector } from './medication-projector';
