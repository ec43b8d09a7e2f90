export { reminderProjector } from './reminder-projector';
