export { noteQueryControllers, noteQueryProviders } from './note-queries.http';
