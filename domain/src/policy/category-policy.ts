import type { Actor } from './actor';
import type { RecordFacts } from './resource';

/** The rules of one category of actions (`<category>.<verb>`), for every role. */
export interface CategoryPolicy<Category extends string = string, Verb extends string = string> {
  readonly category: Category;
  readonly verbs: readonly Verb[];
  readonly may: (actor: Actor, verb: Verb, facts?: RecordFacts) => boolean;
}

export const categoryPolicy = <const Category extends string, const Verb extends string>(
  category: Category,
  verbs: readonly Verb[],
  may: (actor: Actor, verb: Verb, facts?: RecordFacts) => boolean,
): CategoryPolicy<Category, Verb> => ({ category, verbs, may });

export type ActionsOf<P> = P extends CategoryPolicy<infer Category, infer Verb> ? `${Category}.${Verb}` : never;
