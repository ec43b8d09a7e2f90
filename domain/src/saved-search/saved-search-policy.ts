import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';
import type { RecordFacts } from '../policy/resource';

export const savedSearchVerbs = ['create', 'read'] as const;
export type SavedSearchVerb = (typeof savedSearchVerbs)[number];

/** A saved search is its owner's alone, whatever their role: a visitor acts under their own owner key. */
export const mayActOnSavedSearch = (actor: Actor, _verb: SavedSearchVerb, facts?: RecordFacts): boolean => facts?.userId != null && facts.userId === actor.id;

export const savedSearchPolicy = categoryPolicy('savedsearch', savedSearchVerbs, mayActOnSavedSearch);
