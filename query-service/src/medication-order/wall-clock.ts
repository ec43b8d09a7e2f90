// One computation for the doses a screen shows and the reminders a job sends: it lives in domain.
export { instantOfWallClock } from '@careledger/domain';
