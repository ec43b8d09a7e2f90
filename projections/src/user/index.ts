export { userProjector } from './user-projector';
export { evolve as evolveUserRow, isRecordedUserEvent, type RecordedUserEvent } from './user-row';
