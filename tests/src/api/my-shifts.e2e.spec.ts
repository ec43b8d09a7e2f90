import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caregiverShiftsAnswer, type CaregiverShiftAnswer } from '@careledger/domain';
import type { ApiClient } from '../support/api-client';
import { accepted, registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const DAY = 86_400_000;

const dayFromToday = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** ISO weekday of a YYYY-MM-DD: 1 Monday … 7 Sunday. */
const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe.each(testDatabases())("a caregiver's shifts of a day on $name", (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let caregiver: ApiClient;
  let family: ApiClient;
  let postingId: string;
  let assessmentId: string;
  const shiftId = randomUUID();
  const day = dayFromToday(10);
  const nextDay = dayFromToday(11);

  const shiftsOf = async (client: ApiClient, query: string) =>
    client.get(`/api/my-shifts?${query}`, { headers: { 'x-min-position': String(await stack.headPosition()) } });
  const ours = (shifts: CaregiverShiftAnswer[]) => shifts.filter((shift) => shift.recordId === postingId || shift.recordId === assessmentId);

  beforeAll(async () => {
    stack = await startStack(database);
    [agency, caregiver, family] = await Promise.all([stack.as('agency'), stack.as('caregiver'), stack.as('user')]);
    const patientId = await registeredPatient(agency, { firstName: 'Rosa', lastName: 'Shiftwork' });
    // An overnight posting on the weekday of `day` only, filled by the demo caregiver.
    postingId = accepted(
      await agency.post('/api/postings', {
        patientId,
        careServiceId: 3,
        schedule: { days: [isoWeekday(day)], startTime: '22:00', endTime: '06:00' },
        startDate: dayFromToday(2),
        endDate: dayFromToday(40),
        description: 'Night support',
      }),
      201,
    ).id;
    let version = 0;
    for (const [client, action, body] of [
      [agency, 'publish', {}],
      [caregiver, 'apply', {}],
      [agency, 'assign', { caregiverId: CAREGIVER_ID }],
      [agency, 'fill', {}],
    ] as const) version = accepted(await client.post(`/api/postings/${postingId}/${action}`, { expectedVersion: version, ...body })).version;
    // And one planned shift of an approved assessment, in the morning of `day`.
    assessmentId = accepted(await agency.post('/api/assessments', { patientId, summary: 'Morning help' }), 201).id;
    accepted(await agency.post(`/api/assessments/${assessmentId}/schedule`, { expectedVersion: 0, visitAt: `${dayFromToday(1)}T10:00:00Z` }));
    accepted(await agency.post(`/api/assessments/${assessmentId}/approve`, { expectedVersion: 1 }));
    accepted(
      await agency.post(`/api/assessments/${assessmentId}/add-shift`, { expectedVersion: 2, shiftId, startsAt: `${day}T09:00:00Z`, endsAt: `${day}T11:00:00Z`, caregiverId: CAREGIVER_ID }),
    );
  });
  afterAll(async () => stack?.stop());

  it('lists the shifts that start on the day, by start, named, an overnight one ending the next morning', async () => {
    const response = await shiftsOf(caregiver, `date=${day}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = caregiverShiftsAnswer.parse(response.body);
    expect(answer).toMatchObject({ date: day, timeZone: 'UTC' });
    const named = { patientName: 'Rosa Shiftwork', agencyId: expect.any(String), agencyName: expect.any(String), careServiceId: expect.any(Number) };
    expect(ours(answer.data)).toEqual([
      { source: 'assessment', recordId: assessmentId, shiftId, patientId: expect.any(String), ...named, startsAt: `${day}T09:00:00.000Z`, endsAt: `${day}T11:00:00.000Z` },
      { source: 'posting', recordId: postingId, shiftId: null, patientId: expect.any(String), ...named, careServiceId: 3, startsAt: `${day}T22:00:00.000Z`, endsAt: `${nextDay}T06:00:00.000Z` },
    ]);
  });

  it("reads the posting's wall-clock schedule and the day's bounds in the time zone asked for", async () => {
    const answer = caregiverShiftsAnswer.parse((await shiftsOf(caregiver, `date=${day}&timeZone=Asia/Tokyo`)).body);
    // 22:00 in Tokyo (UTC+9, no daylight saving) is 13:00 UTC; 09:00 UTC is 18:00 in Tokyo, still that day.
    expect(ours(answer.data).map((shift) => [shift.source, shift.startsAt])).toEqual([
      ['assessment', `${day}T09:00:00.000Z`],
      ['posting', `${day}T13:00:00.000Z`],
    ]);
  });

  it('leaves out the days the schedule does not name, and shows nothing to someone else', async () => {
    expect(ours(caregiverShiftsAnswer.parse((await shiftsOf(caregiver, `date=${nextDay}`)).body).data)).toEqual([]);
    expect(caregiverShiftsAnswer.parse((await shiftsOf(family, `date=${day}`)).body).data).toEqual([]);
    expect(ours(caregiverShiftsAnswer.parse((await shiftsOf(agency, `date=${day}`)).body).data)).toEqual([]);
  });

  it('answers today in the time zone when no date is given', async () => {
    const answer = caregiverShiftsAnswer.parse((await shiftsOf(caregiver, 'timeZone=Pacific/Kiritimati')).body);
    expect(answer.date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()));
  });

  it('refuses a day that does not exist and an unknown time zone, naming each field', async () => {
    const response = await caregiver.get('/api/my-shifts?date=2031-02-30&timeZone=Mars/Olympus');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'timeZone', message: 'must be an IANA time zone, like America/Toronto or UTC' },
      { path: 'date', message: expect.stringMatching(/date/) },
    ]);
  });
});
