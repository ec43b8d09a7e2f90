/** Ranges of log positions this process appended itself, until the changes up to them are applied. */
export interface OwnPositions {
  add(first: number, last: number): void;
  /** Whether they hold every position after `from` up to and including `through`. */
  cover(from: number, through: number): boolean;
  /** Forgets the ranges that end at or before `position`. */
  dropThrough(position: number): void;
  clear(): void;
}

export const ownPositions = (): OwnPositions => {
  const lastByFirst = new Map<number, number>();
  return {
    add: (first, last) => void lastByFirst.set(first, last),
    cover(from, through) {
      let next = from + 1;
      while (next <= through) {
        const last = lastByFirst.get(next);
        if (last === undefined) return false;
        next = last + 1;
      }
      return true;
    },
    dropThrough(position) {
      for (const [first, last] of lastByFirst) if (last <= position) lastByFirst.delete(first);
    },
    clear: () => lastByFirst.clear(),
  };
};
