import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { actorOf, DEMO_AGENCY_ID, demoUserBySlug, type RunningCareledger } from '@careledger/app';
import { RecordCommand } from '@careledger/command-service';
import { assessmentRecord, patientRecord } from '@careledger/domain';

/**
 * `count` assessments of one new patient of the demo agency, created by its staff through the
 * command path (the pipeline, its checks and appends), `concurrency` at a time so appends commit in
 * groups. Answers the patient's id.
 */
export const seedAssessments = async (careledger: RunningCareledger, count: number, concurrency = 32): Promise<string> => {
  const bus = careledger.app.get(CommandBus);
  const agency = actorOf(demoUserBySlug('agency'));
  const patient = await bus.execute(
    new RecordCommand(patientRecord, agency, randomUUID(), 'create', { firstName: 'Ada', lastName: 'Exportwell', dateOfBirth: '1948-03-02' }, new Date()),
  );
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const body = { patientId: patient.id, agencyId: DEMO_AGENCY_ID, careServiceId: 1, summary: `Export sample ${index + 1}, "quoted", with a comma` };
      await bus.execute(new RecordCommand(assessmentRecord, agency, randomUUID(), 'create', body, new Date()));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return patient.id;
};
