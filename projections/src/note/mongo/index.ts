export { noteMongoProjector } from './note-mongo-projector';
export { NOTE_INDEXES } from './note-collection';
