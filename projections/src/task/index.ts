export { taskProjector } from './task-projector';
