import { describe, expect, it } from 'vitest';
import { dateInZone, instantOfWallClock } from '../shared/wall-clock';
import { dosesDueWithin, isWithin, reminderKey, reminderWindow, taskDueAt, type OrderSchedule } from './due';

const order = (change: Partial<OrderSchedule> = {}): OrderSchedule => ({ status: 'active', startDate: '2026-03-01', endDate: null, timesOfDay: ['08:00', '20:00'], ...change });

describe('the hour a run reminds of', () => {
  it('starts now and ends an hour on, on the local days it touches', () => {
    expect(reminderWindow('2026-03-10T07:05:00Z', 'UTC')).toEqual({ from: '2026-03-10T07:05:00.000Z', to: '2026-03-10T08:05:00.000Z', dates: ['2026-03-10'] });
    // 23:30 in Toronto is 04:30 UTC the next day: the hour covers two local days.
    expect(reminderWindow('2026-03-11T03:30:00Z', 'America/Toronto').dates).toEqual(['2026-03-10', '2026-03-11']);
    expect(reminderWindow('2026-03-11T03:30:00Z', 'UTC').dates).toEqual(['2026-03-11']);
  });

  it('includes its start and excludes its end', () => {
    const window = reminderWindow('2026-03-10T07:00:00Z', 'UTC');
    expect(isWithin(window, '2026-03-10T07:00:00.000Z')).toBe(true);
    expect(isWithin(window, '2026-03-10T07:59:59.999Z')).toBe(true);
    expect(isWithin(window, '2026-03-10T08:00:00.000Z')).toBe(false);
    expect(isWithin(window, '2026-03-10T06:59:59.999Z')).toBe(false);
  });
});

describe('when a task is due', () => {
  it('is its due date at its due time where the care happens; never for a task due any time that day', () => {
    expect(taskDueAt({ dueDate: '2026-03-10', dueTime: '14:30' }, 'UTC')).toBe('2026-03-10T14:30:00.000Z');
    expect(taskDueAt({ dueDate: '2026-03-10', dueTime: '14:30' }, 'America/Toronto')).toBe('2026-03-10T18:30:00.000Z');
    expect(taskDueAt({ dueDate: '2026-07-10', dueTime: '14:30' }, 'Europe/Madrid')).toBe('2026-07-10T12:30:00.000Z');
    expect(taskDueAt({ dueDate: '2026-03-10', dueTime: null }, 'UTC')).toBeNull();
  });

  it('follows the day the clocks change', () => {
    // Toronto springs forward at 02:00 on 2026-03-08: 02:30 does not exist and reads an hour on.
    expect(taskDueAt({ dueDate: '2026-03-08', dueTime: '01:30' }, 'America/Toronto')).toBe('2026-03-08T06:30:00.000Z');
    expect(taskDueAt({ dueDate: '2026-03-08', dueTime: '02:30' }, 'America/Toronto')).toBe('2026-03-08T07:30:00.000Z');
    expect(taskDueAt({ dueDate: '2026-03-08', dueTime: '03:30' }, 'America/Toronto')).toBe('2026-03-08T07:30:00.000Z');
    // Madrid falls back at 03:00 on 2026-10-25.
    expect(taskDueAt({ dueDate: '2026-10-25', dueTime: '12:00' }, 'Europe/Madrid')).toBe('2026-10-25T11:00:00.000Z');
  });
});

describe('the doses due within the hour', () => {
  it('are the times of day of a running order that fall in it', () => {
    expect(dosesDueWithin(order(), reminderWindow('2026-03-10T07:05:00Z', 'UTC'), 'UTC')).toEqual([{ date: '2026-03-10', timeOfDay: '08:00', dueAt: '2026-03-10T08:00:00.000Z' }]);
    expect(dosesDueWithin(order(), reminderWindow('2026-03-10T08:00:00.001Z', 'UTC'), 'UTC')).toEqual([]);
  });

  it('read the times of day in the zone, across local midnight', () => {
    const afterMidnight = reminderWindow('2026-03-11T04:30:00Z', 'America/Toronto');
    // 00:30 in Toronto: the 00:15 dose is past, tonight's 23:59 a day away.
    expect(dosesDueWithin(order({ timesOfDay: ['00:15', '23:59'] }), afterMidnight, 'America/Toronto')).toEqual([]);
    // 23:30 in Toronto: tonight's 23:59 dose and tomorrow's 00:15.
    const beforeMidnight = reminderWindow('2026-03-11T03:30:00Z', 'America/Toronto');
    expect(dosesDueWithin(order({ timesOfDay: ['00:15', '23:59'] }), beforeMidnight, 'America/Toronto').map((dose) => dose.dueAt)).toEqual([
      '2026-03-11T03:59:00.000Z',
      '2026-03-11T04:15:00.000Z',
    ]);
  });

  it('are none before the order starts, after it ends or once it is discontinued', () => {
    const window = reminderWindow('2026-03-10T07:05:00Z', 'UTC');
    expect(dosesDueWithin(order({ startDate: '2026-03-11' }), window, 'UTC')).toEqual([]);
    expect(dosesDueWithin(order({ endDate: '2026-03-09' }), window, 'UTC')).toEqual([]);
    expect(dosesDueWithin(order({ endDate: '2026-03-10' }), window, 'UTC')).toHaveLength(1);
    expect(dosesDueWithin(order({ status: 'discontinued' }), window, 'UTC')).toEqual([]);
  });
});

describe('the key of a reminder', () => {
  it('names what is due, when (one spelling of the instant) and for whom', () => {
    const key = 'reminder:task:7c1d2c3b-4a59-4e68-8d7c-0b1a2c3d4e5f:2026-03-10T14:30:00.000Z:00000000-0000-4000-8000-000000000009';
    expect(reminderKey('task', '7c1d2c3b-4a59-4e68-8d7c-0b1a2c3d4e5f', '2026-03-10T09:30:00-05:00', '00000000-0000-4000-8000-000000000009')).toBe(key);
  });
});

describe('wall clocks', () => {
  it('read an instant back as the local day', () => {
    expect(dateInZone('2026-03-11T03:30:00.000Z', 'America/Toronto')).toBe('2026-03-10');
    expect(dateInZone('2026-03-10T23:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-11');
    expect(instantOfWallClock('2026-03-10', '23:30', 'UTC')).toBe('2026-03-10T23:30:00.000Z');
  });
});
