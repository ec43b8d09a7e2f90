import { allAssessmentEventTypes, type AssessmentEvent } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';

/** An assessment event as the store hands it over: the domain's event plus its position. */
export type RecordedAssessmentEvent = Omit<RecordedEvent, 'type' | 'data'> & AssessmentEvent;

// Shift and survey events too: the row shows none of them, but its version must count them.
const types: ReadonlySet<string> = new Set(allAssessmentEventTypes);

export const isAssessmentEventType = (type: string): type is AssessmentEvent['type'] => types.has(type);

export const isAssessmentEvent = (event: RecordedEvent): event is RecordedEvent & RecordedAssessmentEvent => types.has(event.type);
