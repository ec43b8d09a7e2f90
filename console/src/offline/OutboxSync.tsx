import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * In the signed-in area: sends what waits on the device when a page opens and whenever the signal
 * returns, then has the lists read again if anything was answered. The sending code (the outbox, the
 * calls it replays) loads behind the first render: no screen draws anything with it.
 */
export function OutboxSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sendAll = () => {
      if (!navigator.onLine) return;
      void import('./sync').then(async ({ sendWaitingCommands }) => {
        const { answered } = await sendWaitingCommands(userId);
        if (answered === 0) return;
        const [{ taskKeys }, { medicationKeys }] = await Promise.all([import('../task/queries'), import('../medication/queries')]);
        await Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: medicationKeys.all })]);
      });
    };
    sendAll();
    window.addEventListener('online', sendAll);
    return () => window.removeEventListener('online', sendAll);
  }, [userId, queryClient]);
  return null;
}
