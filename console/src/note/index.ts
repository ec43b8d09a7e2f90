// List and Show are route screens, loaded lazily by the router straight from their files.
export { NoteText } from './NoteText';
export { selectedRange, type TextRange } from './offsets';
export { noteKeys } from './queries';
export { PatientNotesLink } from './PatientNotesLink';
