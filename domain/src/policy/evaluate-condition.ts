import { assertNever } from '../shared/decider';
import type { Condition, ReadFacts } from './condition';

const isFactList = (value: unknown): value is readonly string[] => Array.isArray(value);

const isRelated = (value: unknown): value is ReadFacts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A condition on one record's facts: the in-memory half of a read rule (`can()` uses it). */
export const evaluateCondition = (condition: Condition, facts: ReadFacts): boolean => {
  switch (condition.op) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'anyOf':
      return condition.conditions.some((alternative) => evaluateCondition(alternative, facts));
    case 'allOf':
      return condition.conditions.every((required) => evaluateCondition(required, facts));
    case 'equals':
      return facts[condition.field] === condition.value;
    case 'includes': {
      const list = facts[condition.field];
      return isFactList(list) && list.includes(condition.value);
    }
    case 'through': {
      const related = facts[condition.relation];
      return isRelated(related) && evaluateCondition(condition.condition, related);
    }
    default:
      return assertNever(condition);
  }
};
