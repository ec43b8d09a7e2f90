import {
  DomainError,
  fold,
  patientDecider,
  patientFactsOf,
  patientStreamId,
  referencesIn,
  streamIdOf,
  type BodyReference,
  type RecordFacts,
  type ResolvedReference,
} from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import { unknownPatient } from './record-errors';

type ReadStream = (streamId: string) => Promise<RecordedEvent[]>;

/**
 * Completes the facts of a record with those of the records it references: a record about a
 * patient gets the patient's own facts (agency, partner, care team), read from the patient's
 * stream, so the policy decides on the patient as it is now. An unknown patient is refused.
 */
export const withReferencedFacts = async (readStream: ReadStream, facts: RecordFacts): Promise<RecordFacts> => {
  if (!facts.patientId || facts.patient !== undefined) return facts;
  const history = await readStream(patientStreamId(facts.patientId));
  const patient = patientFactsOf(fold(patientDecider, history as never[]));
  if (!patient) throw unknownPatient(facts.patientId);
  return { ...facts, patient };
};

const unknownReference = ({ field, id, rule }: BodyReference): DomainError =>
  new DomainError('rule', `${rule.recordType.category}_not_found`, `The ${rule.recordType.noun} ${id} does not exist.`, [
    { path: field, message: `names no ${rule.recordType.noun}` },
  ]);

/** Reads every record a command body names (`referenceFields`): an unknown one is refused (422 naming the field). */
export const resolveReferences = async (readStream: ReadStream, action: string, body: unknown): Promise<ResolvedReference[]> =>
  Promise.all(
    referencesIn(action, body).map(async (reference) => {
      for (const { recordType, holds } of reference.rule.livesIn) {
        const state: unknown = fold(recordType.decider, (await readStream(streamIdOf(recordType, reference.id))) as never[]);
        const facts = recordType.exists(state) ? recordType.factsOf(state, reference.id) : undefined;
        if (facts && (holds?.(facts) ?? true)) return { ...reference, facts };
      }
      throw unknownReference(reference);
    }),
  );
