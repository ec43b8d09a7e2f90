import { describe, expect, it } from 'vitest';
import { ownPositions } from './own-positions';

describe('ownPositions', () => {
  it('covers a range only when its own appends hold every position of it', () => {
    const own = ownPositions();
    own.add(11, 12);
    own.add(13, 13);
    own.add(16, 20);
    expect(own.cover(10, 13)).toBe(true);
    expect(own.cover(10, 12)).toBe(true);
    expect(own.cover(10, 14)).toBe(false);
    expect(own.cover(15, 20)).toBe(true);
    expect(own.cover(9, 12)).toBe(false);
    expect(own.cover(13, 13)).toBe(true);
  });

  it('forgets the ranges already applied, and all of them on clear', () => {
    const own = ownPositions();
    own.add(11, 12);
    own.add(13, 15);
    own.dropThrough(12);
    expect(own.cover(10, 12)).toBe(false);
    expect(own.cover(12, 15)).toBe(true);
    own.clear();
    expect(own.cover(12, 15)).toBe(false);
  });
});
