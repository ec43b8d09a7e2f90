export interface GroupCommitOptions<Input> {
  /** Groups committing at once; more than one lets the next group queue at the database. */
  maxGroupsInFlight: number;
  /** A group takes waiting inputs up to this total size (an input larger than it goes alone). */
  maxGroupSize: number;
  sizeOf(input: Input): number;
  /** An input sharing one of these with an input already in the group waits for the next group. */
  exclusiveKeysOf(input: Input): readonly string[];
}

/**
 * Every input waiting when a slot frees goes into one call of `commitGroup`, which answers each
 * input on its own (same order). If the whole call throws, every input of the group gets that error.
 */
export const groupCommitLane = <Input, Output>(
  commitGroup: (inputs: Input[]) => Promise<Output[]>,
  { maxGroupsInFlight, maxGroupSize, sizeOf, exclusiveKeysOf }: GroupCommitOptions<Input>,
): ((input: Input) => Promise<Output>) => {
  interface Waiting {
    input: Input;
    resolve(output: Output): void;
    reject(error: unknown): void;
  }
  let waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  /** The waiting inputs, in order, up to the size; those sharing a key with one taken stay. */
  const takeGroup = (): Waiting[] => {
    const group: Waiting[] = [];
    const left: Waiting[] = [];
    const taken = new Set<string>();
    let size = 0;
    let full = false;
    for (const entry of waiting) {
      const keys = exclusiveKeysOf(entry.input);
      full ||= group.length > 0 && size + sizeOf(entry.input) > maxGroupSize;
      if (full || keys.some((key) => taken.has(key))) {
        left.push(entry);
        continue;
      }
      group.push(entry);
      size += sizeOf(entry.input);
      for (const key of keys) taken.add(key);
    }
    waiting = left;
    return group;
  };

  const commit = async (group: Waiting[]) => {
    try {
      const outputs = await commitGroup(group.map((entry) => entry.input));
      group.forEach((entry, index) => entry.resolve(outputs[index] as Output));
    } catch (error) {
      for (const entry of group) entry.reject(error);
    } finally {
      inFlight -= 1;
      schedule();
    }
  };

  const startGroups = () => {
    scheduled = false;
    while (waiting.length > 0 && inFlight < maxGroupsInFlight) {
      inFlight += 1;
      void commit(takeGroup());
    }
  };

  // Why setImmediate: it runs once the callers answered by the last group (promise callbacks)
  // have queued their next inputs, so those join one group instead of trickling in one by one.
  const schedule = () => {
    if (scheduled || waiting.length === 0 || inFlight >= maxGroupsInFlight) return;
    scheduled = true;
    setImmediate(startGroups);
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      schedule();
    });
};
