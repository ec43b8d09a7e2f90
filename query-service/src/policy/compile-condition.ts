import { assertNever, type Condition, type FactList, type FactValue } from '@careledger/domain';

/** A list of ids kept in one column, as a PostgreSQL array of text or a JSON array of strings. */
export interface SqlList {
  readonly list: string;
  readonly of: 'text[]' | 'jsonb';
}

/** A related record reached from this table: `related` wraps the condition compiled on its columns. */
export interface SqlRelation<Related> {
  readonly related: (condition: string) => string;
  readonly columns: SqlColumns<Related>;
}

/** Where each fact of a read rule lives in one table: an SQL expression, a list column, or a related table. */
export type SqlColumns<Facts> = {
  readonly [Field in keyof Facts]-?: Facts[Field] extends FactValue | undefined
    ? string
    : Facts[Field] extends FactList | undefined
      ? SqlList
      : SqlRelation<NonNullable<Facts[Field]>>;
};

type SqlColumn = string | SqlList | SqlRelation<unknown>;
type AnyColumns = { readonly [field: string]: SqlColumn | undefined };

const columnOf = (columns: AnyColumns, field: string): SqlColumn => {
  const column = columns[field];
  if (column === undefined) throw new Error(`The read rule names the fact ${field}, which this table has no column for.`);
  return column;
};

const scalar = (columns: AnyColumns, field: string): string => {
  const column = columnOf(columns, field);
  if (typeof column !== 'string') throw new Error(`The fact ${field} is not a single value in this table.`);
  return column;
};

const list = (columns: AnyColumns, field: string): SqlList => {
  const column = columnOf(columns, field);
  if (typeof column === 'string' || !('list' in column)) throw new Error(`The fact ${field} is not a list in this table.`);
  return column;
};

const relation = (columns: AnyColumns, field: string): SqlRelation<unknown> => {
  const column = columnOf(columns, field);
  if (typeof column === 'string' || !('related' in column)) throw new Error(`The fact ${field} is not a related record in this table.`);
  return column;
};

/** Parenthesised whole, so a caller may AND its own filters onto the scope without a precedence surprise. */
const joined = (parts: readonly string[], separator: string): string => `(${parts.map((part) => `(${part})`).join(separator)})`;

const compile = (condition: Condition, columns: AnyColumns, bind: (value: unknown) => string): string => {
  switch (condition.op) {
    case 'always':
      return 'TRUE';
    case 'never':
      return 'FALSE';
    case 'anyOf':
      return condition.conditions.length === 0 ? 'FALSE' : joined(condition.conditions.map((alternative) => compile(alternative, columns, bind)), ' OR ');
    case 'allOf':
      return condition.conditions.length === 0 ? 'TRUE' : joined(condition.conditions.map((required) => compile(required, columns, bind)), ' AND ');
    case 'equals':
      return `${scalar(columns, condition.field)} = ${bind(condition.value)}`;
    case 'includes': {
      const { list: column, of } = list(columns, condition.field);
      return of === 'jsonb' ? `${column} @> jsonb_build_array(${bind(condition.value)}::text)` : `${column} @> ARRAY[${bind(condition.value)}::text]`;
    }
    case 'through': {
      const related = relation(columns, condition.relation);
      return related.related(compile(condition.condition, related.columns, bind));
    }
    default:
      return assertNever(condition);
  }
};

/**
 * A read rule of the domain's policy as an SQL condition on one table, its values bound as
 * parameters through `bind` (which answers the placeholder). The list half of the rule whose
 * other half `can()` evaluates on one record's facts.
 */
export const compileCondition = <Facts>(condition: Condition, columns: SqlColumns<Facts>, bind: (value: unknown) => string): string =>
  compile(condition, columns, bind);

/** The condition with its parameters numbered from `nextParameter`, for readers that put the scope first. */
export const numberedCondition = <Facts>(condition: Condition, columns: SqlColumns<Facts>, nextParameter: number): { sql: string; params: unknown[] } => {
  const params: unknown[] = [];
  const sql = compileCondition(condition, columns, (value) => `$${nextParameter + params.push(value) - 1}`);
  return { sql, params };
};
