export { noteProjector } from './note-projector';
