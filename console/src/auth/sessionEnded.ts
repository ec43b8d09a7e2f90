import { useSyncExternalStore } from 'react';
import { sessionExpiry } from '../api/session-expiry';

/** Whether a 419 came too soon after the last reload to reload again: the user must sign in. */
export const useSessionEnded = (): boolean => useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.hasEnded);
