import { describe, expect, it } from 'vitest';
import { categoryOf, indexFrom, sortStreamIds } from './kurrent-read-by-stream';

describe('the walk by stream on KurrentDB', () => {
  it('orders stream ids by code unit and goes on from the first id not before the last one read', () => {
    const sorted = sortStreamIds(['patient-b', 'note-z', 'patient-a', 'Patient-c', 'assessment-1']);
    expect(sorted).toEqual(['Patient-c', 'assessment-1', 'note-z', 'patient-a', 'patient-b']);
    expect(indexFrom(sorted, 'note-z')).toBe(2);
    expect(indexFrom(sorted, 'note-zz')).toBe(3);
    expect(indexFrom(sorted, 'zzz')).toBe(5);
    expect(indexFrom(sorted, '')).toBe(0);
  });

  it('takes a category as the SQL store does: the id up to its first dash', () => {
    expect(categoryOf('hubnote-1f2e-33')).toBe('hubnote');
    expect(categoryOf('anchor')).toBe('anchor');
  });
});
