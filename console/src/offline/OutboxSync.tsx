import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { medicationKeys } from '../medication/queries';
import { taskKeys } from '../task/queries';
import { sendWaitingCommands } from './sync';

/**
 * In the signed-in area: sends what waits on the device when a page opens and whenever the signal
 * returns, then has the lists read again if anything was answered.
 */
export function OutboxSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sendAll = () => {
      if (!navigator.onLine) return;
      void sendWaitingCommands(userId).then(async ({ answered }) => {
        if (answered === 0) return;
        await Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: medicationKeys.all })]);
      });
    };
    sendAll();
    window.addEventListener('online', sendAll);
    return () => window.removeEventListener('online', sendAll);
  }, [userId, queryClient]);
  return null;
}
