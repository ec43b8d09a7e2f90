import { isDomainError, scopeReports, type ReportScope } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * The domain's report rule (`scopeReports`), shared with the console: the filter held to the
 * reader's own agency or partner, or a forbidden error the error filter answers with 403.
 */
export const scopeReportFilter = <Filter extends ReportScope>(actor: Actor, filter: Filter): Filter => {
  const scoped = scopeReports(actor, filter);
  if (isDomainError(scoped)) throw scoped;
  return scoped;
};
