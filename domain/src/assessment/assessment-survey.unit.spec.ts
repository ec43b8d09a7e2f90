import { describe, expect, it } from 'vitest';
import { AssessmentStatus } from '../catalog/care-coordination';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { assessmentId, historyIn, metadataFor } from './assessment.fixtures';
import type { AnswerAssessmentSurvey } from './commands';
import { assessmentDecider } from './decider';
import type { AssessmentEvent } from './events';
import type { SurveyAnswer } from './shifts';

const spec = deciderSpec(assessmentDecider);
const { REQUESTED, PENDING, SCHEDULED, APPROVED, ACTIVE, CANCELLED, COMPLETED } = AssessmentStatus;

const answer = (answers: SurveyAnswer[]): AnswerAssessmentSurvey => ({ type: 'AnswerAssessmentSurvey', data: { assessmentId, answers }, metadata: metadataFor() });
const answered = (answers: SurveyAnswer[]): AssessmentEvent => ({ type: 'AssessmentSurveyAnswered', data: { assessmentId, answers } });
const first: SurveyAnswer[] = [
  { questionId: 'lives-alone', value: true },
  { questionId: 'stairs-at-home', value: 14 },
  { questionId: 'main-concern', value: 'Falls at night' },
];

describe('survey answers', () => {
  it.each([REQUESTED, PENDING, SCHEDULED, APPROVED, ACTIVE])('are taken while the assessment is %s', (status) => {
    spec.given(historyIn(status)).when(answer(first)).then([answered(first)]);
  });

  it.each([CANCELLED, COMPLETED])('are refused once the assessment is %s', (status) => {
    const error = spec.given(historyIn(status)).when(answer(first)).thenFails('survey_closed', 'rule');
    expect(error.message).toMatch(/takes no more survey answers/);
  });

  it('are refused on an assessment that does not exist', () => {
    spec.given([]).when(answer(first)).thenFails('assessment_not_found', 'not_found');
  });

  it('correct an earlier answer, keeping the others', () => {
    const correction: SurveyAnswer[] = [{ questionId: 'stairs-at-home', value: 12 }, { questionId: 'lives-alone', value: true }];
    spec.given([...historyIn(PENDING), answered(first)]).when(answer(correction)).then([answered(correction)]);
    const state = fold(assessmentDecider, [...historyIn(PENDING), answered(first), answered(correction)]);
    expect(state.status === 'none' ? {} : state.surveyAnswers).toEqual({ 'lives-alone': true, 'stairs-at-home': 12, 'main-concern': 'Falls at night' });
  });

  it('refuse answers that are all as already given; a value of another type is a change', () => {
    spec.given([...historyIn(PENDING), answered(first)]).when(answer([first[1]!, first[0]!])).thenFails('survey_unchanged', 'rule');
    spec.given([...historyIn(PENDING), answered(first)]).when(answer([{ questionId: 'stairs-at-home', value: '14' }])).then([
      answered([{ questionId: 'stairs-at-home', value: '14' }]),
    ]);
  });
});
