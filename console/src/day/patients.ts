import type { Actor } from '@careledger/domain';
import type { DayPatient } from './NoteDrafts';
import { useDayDoses, useDayTasks, useMyShifts } from './queries';
import { dueTasksParams } from './TasksDue';

/** The patients the day names (its shifts, tasks and doses), once each, in the order met; the same reads as the day's parts, so no call of its own. */
export const useDayPatients = (actor: Actor, date: string): DayPatient[] => {
  const shifts = useMyShifts(actor.id, date).data?.data ?? [];
  const tasks = useDayTasks(actor.id, dueTasksParams(actor.id, date)).data?.data ?? [];
  const doses = useDayDoses(actor.id, date).data?.data ?? [];
  const named = new Map<string, string | null>();
  for (const { patientId, patientName } of [...shifts, ...tasks, ...doses]) {
    if (patientId !== null && !named.has(patientId)) named.set(patientId, patientName);
  }
  return [...named].map(([id, name]) => ({ id, name }));
};
