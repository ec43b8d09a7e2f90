/**
 * A read rule as data: a condition over the facts of one record. The same condition is evaluated
 * on a record's facts by `can()` and compiled to SQL by the query service for its lists, so a
 * list shows exactly the records their detail call lets through.
 */
export type FactValue = string | number | boolean | null;
export type FactList = readonly string[];

/** The facts a read rule looks at: plain values, lists of ids, and a related record's facts. */
export type ReadFacts = { readonly [field: string]: FactValue | FactList | ReadFacts | null | undefined };

export type Condition =
  | { readonly op: 'always' }
  | { readonly op: 'never' }
  | { readonly op: 'anyOf'; readonly conditions: readonly Condition[] }
  | { readonly op: 'allOf'; readonly conditions: readonly Condition[] }
  | { readonly op: 'equals'; readonly field: string; readonly value: string | number }
  | { readonly op: 'includes'; readonly field: string; readonly value: string }
  /** Holds when the related record exists and the condition holds on its facts. */
  | { readonly op: 'through'; readonly relation: string; readonly condition: Condition };

export type ScalarField<Facts> = { [Field in keyof Facts]-?: Facts[Field] extends FactValue | undefined ? Field : never }[keyof Facts] & string;
export type ListField<Facts> = { [Field in keyof Facts]-?: Facts[Field] extends FactList | undefined ? Field : never }[keyof Facts] & string;
export type RelationField<Facts> = Exclude<keyof Facts & string, ScalarField<Facts> | ListField<Facts>>;

export const always: Condition = { op: 'always' };
export const never: Condition = { op: 'never' };

/** Flattens nested alternatives and drops those that can never hold, so the SQL stays short. */
export const anyOf = (...conditions: readonly Condition[]): Condition => {
  const alternatives = conditions.flatMap((condition) => (condition.op === 'anyOf' ? condition.conditions : [condition])).filter((condition) => condition.op !== 'never');
  if (alternatives.some((condition) => condition.op === 'always')) return always;
  if (alternatives.length === 0) return never;
  return alternatives.length === 1 ? (alternatives[0] as Condition) : { op: 'anyOf', conditions: alternatives };
};

export const allOf = (...conditions: readonly Condition[]): Condition => {
  const required = conditions.flatMap((condition) => (condition.op === 'allOf' ? condition.conditions : [condition])).filter((condition) => condition.op !== 'always');
  if (required.some((condition) => condition.op === 'never')) return never;
  if (required.length === 0) return always;
  return required.length === 1 ? (required[0] as Condition) : { op: 'allOf', conditions: required };
};

/** Conditions `when` the test holds, otherwise nothing. */
export const onlyIf = (test: boolean, condition: Condition): Condition => (test ? condition : never);

/**
 * The field and value builders for one kind of facts, so a rule names only fields its facts
 * have. A missing actor value (a user without an agency) never matches: it shares nothing.
 */
export const factsOf = <Facts>() => ({
  equals: (field: ScalarField<Facts>, value: string | number | null | undefined): Condition =>
    value == null ? never : { op: 'equals', field, value },
  includes: (field: ListField<Facts>, value: string | null | undefined): Condition => (value == null ? never : { op: 'includes', field, value }),
  through: (relation: RelationField<Facts>, condition: Condition): Condition =>
    condition.op === 'never' ? never : { op: 'through', relation, condition },
});
