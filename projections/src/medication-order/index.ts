export { medicationOrderProjector } from './medication-order-projector';
