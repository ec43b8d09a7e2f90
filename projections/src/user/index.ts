export { userProjector } from './user-projector';
export { evolve as evolveUserRow, isRecordedUserEvent, type RecordedUserEvent, type UserRecord } from './user-row';
