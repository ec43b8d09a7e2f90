export { assessmentShiftProjector } from './assessment-shift-projector';
