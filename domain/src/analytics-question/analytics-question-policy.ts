import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';
import { mayReadReports } from '../policy/report-policy';
import type { RecordFacts } from '../policy/resource';
import { analyticsQuestionActions } from './limits';

export const analyticsQuestionVerbs = ['create', 'read', ...analyticsQuestionActions] as const;
export type AnalyticsQuestionVerb = (typeof analyticsQuestionVerbs)[number];

/**
 * Saved questions are their owner's alone, administrators' included, and belong to the workbench:
 * only a role that reads reports keeps them (a caregiver or a family has no analytics to save).
 */
export const mayActOnAnalyticsQuestion = (actor: Actor, _verb: AnalyticsQuestionVerb, facts?: RecordFacts): boolean =>
  mayReadReports(actor) && facts?.userId != null && facts.userId === actor.id;

export const analyticsQuestionPolicy = categoryPolicy('analyticsquestion', analyticsQuestionVerbs, mayActOnAnalyticsQuestion);
