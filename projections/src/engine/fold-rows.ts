/** Stored rows by their key, for `foldRows`. */
export const byKey = <Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row> => new Map(rows.map((row) => [keyOf(row), row]));

/**
 * Folds a batch of events into the rows they change, in memory, so each touched row is written
 * once: the stored row first, then each event's result. `evolve` answers the row itself when the
 * event changes nothing (a replay, or a record never created), and such rows are left out.
 */
export const foldRows = <Row, Event>(
  stored: ReadonlyMap<string, Row>,
  events: readonly Event[],
  keyOf: (event: Event) => string,
  evolve: (row: Row | null, event: Event) => Row | null,
  changed: Map<string, Row> = new Map(),
): Map<string, Row> => {
  for (const event of events) {
    const key = keyOf(event);
    const before = changed.get(key) ?? stored.get(key) ?? null;
    const after = evolve(before, event);
    if (after && after !== before) changed.set(key, after);
  }
  return changed;
};
