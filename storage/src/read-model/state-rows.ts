import type { DriverInstant } from './instant';

/**
 * The columns every state-folding read model's row has (agencies, caregivers, postings,
 * medication administrations, tasks): the domain's own state, plus where the stream stands. The
 * columns lists filter and sort on sit beside these.
 */
export interface StateRow<State, Instant extends DriverInstant = string> {
  id: string;
  state: State;
  /** Stream version of the last applied event: the client's next `expectedVersion`. */
  version: number;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}
