import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import type { Actor } from '../policy/actor';
import { categoryPolicy } from '../policy/category-policy';
import { mayReadReports } from '../policy/report-policy';
import type { RecordFacts } from '../policy/resource';

export const exportVerbs = ['create', 'read'] as const;
export type ExportVerb = (typeof exportVerbs)[number];

/**
 * Whoever reads reports may export them (`scopeReports` then holds the export to their own
 * figures). An export's file is its requester's (`userId`) and the administrators': to anyone
 * else it does not exist.
 */
export const mayActOnExport = (actor: Actor, verb: ExportVerb, facts?: RecordFacts): boolean => {
  switch (verb) {
    case 'create':
      return mayReadReports(actor);
    case 'read':
      return actor.roleId === Role.ADMIN || (facts?.userId != null && facts.userId === actor.id);
    default:
      return assertNever(verb);
  }
};

export const exportPolicy = categoryPolicy('export', exportVerbs, mayActOnExport);
