import { assertNever, type Condition, type FactList, type FactValue } from '@careledger/domain';
import type { Document } from 'mongodb';

/** A list of ids kept in one array field of the document. */
export interface MongoList {
  readonly list: string;
}

/** A related record reached from this collection: `related` wraps the condition compiled on its fields. */
export interface MongoRelation<Related> {
  readonly related: (filter: Document) => Document;
  readonly fields: MongoFields<Related>;
}

/** Where each fact of a read rule lives in one collection's documents, as `SqlColumns` says it for a table. */
export type MongoFields<Facts> = {
  readonly [Field in keyof Facts]-?: Facts[Field] extends FactValue | undefined
    ? string
    : Facts[Field] extends FactList | undefined
      ? MongoList
      : MongoRelation<NonNullable<Facts[Field]>>;
};

type MongoField = string | MongoList | MongoRelation<unknown>;
type AnyFields = { readonly [field: string]: MongoField | undefined };

/** Matches no document (`{}` matches every one). */
export const NO_DOCUMENT: Document = Object.freeze({ $expr: false });

const fieldOf = (fields: AnyFields, name: string): MongoField => {
  const field = fields[name];
  if (field === undefined) throw new Error(`The read rule names the fact ${name}, which this collection has no field for.`);
  return field;
};

const scalar = (fields: AnyFields, name: string): string => {
  const field = fieldOf(fields, name);
  if (typeof field !== 'string') throw new Error(`The fact ${name} is not a single value in this collection.`);
  return field;
};

const list = (fields: AnyFields, name: string): MongoList => {
  const field = fieldOf(fields, name);
  if (typeof field === 'string' || !('list' in field)) throw new Error(`The fact ${name} is not a list in this collection.`);
  return field;
};

const relation = (fields: AnyFields, name: string): MongoRelation<unknown> => {
  const field = fieldOf(fields, name);
  if (typeof field === 'string' || !('related' in field)) throw new Error(`The fact ${name} is not a related record in this collection.`);
  return field;
};

const compile = (condition: Condition, fields: AnyFields): Document => {
  switch (condition.op) {
    case 'always':
      return {};
    case 'never':
      return NO_DOCUMENT;
    case 'anyOf':
      return condition.conditions.length === 0 ? NO_DOCUMENT : { $or: condition.conditions.map((alternative) => compile(alternative, fields)) };
    case 'allOf':
      return condition.conditions.length === 0 ? {} : { $and: condition.conditions.map((required) => compile(required, fields)) };
    case 'equals':
      // $eq: a value is never read as an operator, whatever it holds.
      return { [scalar(fields, condition.field)]: { $eq: condition.value } };
    case 'includes':
      // On an array field, $eq matches when any element equals the value.
      return { [list(fields, condition.field).list]: { $eq: condition.value } };
    case 'through': {
      const related = relation(fields, condition.relation);
      return related.related(compile(condition.condition, related.fields));
    }
    default:
      return assertNever(condition);
  }
};

/**
 * A read rule of the domain's policy as a MongoDB filter on one collection: the same condition
 * `compileCondition` gives PostgreSQL and `can()` evaluates on one record's facts.
 */
export const compileMongoCondition = <Facts>(condition: Condition, fields: MongoFields<Facts>): Document => compile(condition, fields);
