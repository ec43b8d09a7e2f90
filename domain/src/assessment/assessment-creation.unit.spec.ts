import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { Role, type RoleId } from '../catalog/roles';
import type { AssessmentCreationCommand, CreateAssessmentData } from './commands';
import { assessmentDecider } from './decider';
import { assessmentStreamId, isAssessmentEvent } from './events';
import { agencyId, assessmentId, created, historyIn, metadataFor, patientId } from './assessment.fixtures';

const spec = deciderSpec(assessmentDecider);
const actorId = 'actor-0042';

const data: CreateAssessmentData = { assessmentId, patientId, agencyId, careServiceId: 3, summary: 'Help with bathing' };
const creation = (
  type: AssessmentCreationCommand['type'],
  actorRole: RoleId,
  overrides: Partial<CreateAssessmentData> = {},
): AssessmentCreationCommand => ({ type, data: { ...data, ...overrides }, metadata: metadataFor(actorRole, actorId) });

const createdWith = (status: 1 | 7) => ({
  type: 'AssessmentCreated' as const,
  data: { assessmentId, patientId, agencyId, careServiceId: 3, summary: 'Help with bathing', status, createdBy: actorId },
});

describe('creating an assessment', () => {
  it.each([
    ['ADMIN', Role.ADMIN, 1],
    ['AGENCY', Role.AGENCY, 1],
    ['AGENCY_AGENT', Role.AGENCY_AGENT, 1],
    ['PROVIDER', Role.PROVIDER, 1],
    ['USER', Role.USER, 7],
    ['PARTNER', Role.PARTNER, 7],
    ['PARTNER_AGENT', Role.PARTNER_AGENT, 7],
  ] as const)('CreateAssessment by %s starts in status %s', (_name, role, status) => {
    spec.given([]).when(creation('CreateAssessment', role)).then([createdWith(status)]);
  });

  it.each([
    ['ADMIN', Role.ADMIN],
    ['AGENCY', Role.AGENCY],
    ['AGENCY_AGENT', Role.AGENCY_AGENT],
    ['PROVIDER', Role.PROVIDER],
    ['USER', Role.USER],
    ['PARTNER', Role.PARTNER],
    ['PARTNER_AGENT', Role.PARTNER_AGENT],
  ] as const)('RequestAssessment by %s always starts REQUESTED', (_name, role) => {
    spec.given([]).when(creation('RequestAssessment', role)).then([createdWith(7)]);
  });

  it.each(['CreateAssessment', 'RequestAssessment'] as const)('%s by a caregiver is forbidden', (type) => {
    spec.given([]).when(creation(type, Role.CAREGIVER)).thenFails('assessment_creation_forbidden', 'forbidden');
  });

  it('records no agency and an empty summary when none are given', () => {
    spec
      .given([])
      .when(creation('CreateAssessment', Role.USER, { agencyId: undefined, summary: undefined, careServiceId: 1 }))
      .then([
        {
          type: 'AssessmentCreated',
          data: { assessmentId, patientId, agencyId: null, careServiceId: 1, summary: '', status: 7, createdBy: actorId },
        },
      ]);
    spec
      .given([])
      .when(creation('CreateAssessment', Role.USER, { agencyId: null, summary: null }))
      .then([{ ...createdWith(7), data: { ...createdWith(7).data, agencyId: null, summary: '' } }]);
  });

  it.each(['CreateAssessment', 'RequestAssessment'] as const)('%s on an existing stream is a conflict', (type) => {
    spec.given([created()]).when(creation(type, Role.ADMIN)).thenFails('assessment_already_exists', 'conflict');
    spec.given(historyIn(5)).when(creation(type, Role.USER)).thenFails('assessment_already_exists', 'conflict');
  });

  it('keeps its invariants even when the edge did not validate', () => {
    const unknownService = spec.given([]).when(creation('CreateAssessment', Role.ADMIN, { careServiceId: 46 }));
    expect(unknownService.thenFails('validation_failed', 'validation').errors).toEqual([
      { path: 'careServiceId', message: 'must be a known care service id' },
    ]);
    const longSummary = spec.given([]).when(creation('CreateAssessment', Role.ADMIN, { summary: 'x'.repeat(2001) }));
    expect(longSummary.thenFails('validation_failed').errors[0]?.path).toBe('summary');
  });
});

describe('assessment stream and events', () => {
  it('names the stream assessment-<id>', () => {
    expect(assessmentStreamId(assessmentId)).toBe(`assessment-${assessmentId}`);
  });

  it('tells assessment events from others', () => {
    expect(historyIn(6).every(isAssessmentEvent)).toBe(true);
    expect(isAssessmentEvent({ type: 'ReferralOpened', data: {} })).toBe(false);
  });
});
