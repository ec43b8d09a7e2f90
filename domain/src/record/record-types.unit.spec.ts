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

it('gives every record type and every log beside one its own stream category', () => {
  const categories = recordTypes.flatMap((type) => [type.category, ...Object.values(type.logs ?? {})]);
  expect(new Set(categories).size).toBe(categories.length);
  // The audit reads a category as the stream id's prefix before its first dash.
  for (const category of categories) expect(category).toMatch(/^[a-z][a-z0-9]*$/);
});

it('writes a log beside a record only from an existing record, with no version to check', () => {
  for (const type of recordTypes) {
    for (const action of Object.keys(type.logs ?? {})) {
      expect(Object.keys(type.actions), `${type.category}.${action}`).toContain(action);
      expect(type.actions[action]?.versioned, `${type.category}.${action}`).toBe(false);
      expect(type.actions[action]?.creates, `${type.category}.${action}`).not.toBe(true);
    }
  }
});
