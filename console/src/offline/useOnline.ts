import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network; it can be wrong only the hopeful way (a dead Wi-Fi counts as online). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
