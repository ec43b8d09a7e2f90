import { describe, expect, it } from 'vitest';
import { policyActions } from '../policy/can';
import { recordTypes } from './record-types';

describe.each(recordTypes.map((type) => [type.category, type] as const))('record type %s', (category, type) => {
  // An action the policy does not know is refused to everyone: each one must have its rule.
  it('has a policy rule for creating, reading and every action', () => {
    const verbs = ['create', 'read', ...Object.keys(type.actions)];
    expect(verbs.filter((verb) => !policyActions.includes(`${category}.${verb}` as never))).toEqual([]);
  });

  it('names its actions in kebab-case, as they appear in URLs', () => {
    for (const action of Object.keys(type.actions)) expect(action).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('starts from a state in which no record exists', () => {
    expect(type.exists(type.decider.initialState())).toBe(false);
  });
});

it('gives every record type its own stream category', () => {
  const categories = recordTypes.map((type) => type.category);
  expect(new Set(categories).size).toBe(categories.length);
});
