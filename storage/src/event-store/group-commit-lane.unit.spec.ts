import { describe, expect, it } from 'vitest';
import { groupCommitLane } from './group-commit-lane';

interface Recorded {
  groups: number[][];
  release(): void;
}

/** A lane whose groups are recorded and wait until released, answering each input doubled. */
const recordingLane = (maxGroupsInFlight = 1, maxGroupSize = 100) => {
  const recorded: Recorded = { groups: [], release: () => undefined };
  let releases: (() => void)[] = [];
  recorded.release = () => {
    const waiting = releases;
    releases = [];
    for (const release of waiting) release();
  };
  const commit = groupCommitLane(
    async (inputs: number[]) => {
      recorded.groups.push(inputs);
      await new Promise<void>((resolve) => releases.push(resolve));
      return inputs.map((input) => input * 2);
    },
    { maxGroupsInFlight, maxGroupSize, sizeOf: (input) => input, exclusiveKeysOf: (input) => [`size ${input}`] },
  );
  return { commit, recorded };
};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets `groups` groups form, one after the other, and commits each. */
const releaseGroups = async (recorded: Recorded, groups: number) => {
  for (let group = 0; group < groups; group += 1) {
    await turn();
    recorded.release();
    await turn();
  }
};

describe('group commit lane', () => {
  it('commits the inputs given in one turn as one group, answering each its own output', async () => {
    const { commit, recorded } = recordingLane();
    const answers = Promise.all([1, 2, 3].map((input) => commit(input)));
    await turn();
    recorded.release();
    expect(await answers).toEqual([2, 4, 6]);
    expect(recorded.groups).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while a group commits into the next group', async () => {
    const { commit, recorded } = recordingLane();
    const first = commit(1);
    await turn();
    const later = Promise.all([commit(2), commit(3)]);
    await turn();
    expect(recorded.groups).toEqual([[1]]);
    recorded.release();
    expect(await first).toBe(2);
    await turn();
    recorded.release();
    expect(await later).toEqual([4, 6]);
    expect(recorded.groups).toEqual([[1], [2, 3]]);
  });

  it('starts a second group while one commits when two may be in flight', async () => {
    const { commit, recorded } = recordingLane(2);
    const answers = [commit(1)];
    await turn();
    answers.push(commit(2));
    await turn();
    expect(recorded.groups).toEqual([[1], [2]]);
    recorded.release();
    expect(await Promise.all(answers)).toEqual([2, 4]);
  });

  it('keeps a group within its size, except for an input larger than the size on its own', async () => {
    const { commit, recorded } = recordingLane(1, 10);
    const answers = Promise.all([4, 5, 6, 30, 1].map((input) => commit(input)));
    await releaseGroups(recorded, 4);
    expect(await answers).toEqual([8, 10, 12, 60, 2]);
    expect(recorded.groups).toEqual([[4, 5], [6], [30], [1]]);
  });

  it('leaves an input sharing a key with one in the group, and those after it with that key, for the next group', async () => {
    const { commit, recorded } = recordingLane();
    const answers = Promise.all([1, 2, 1, 3, 1].map((input) => commit(input)));
    await releaseGroups(recorded, 3);
    expect(await answers).toEqual([2, 4, 2, 6, 2]);
    expect(recorded.groups).toEqual([[1, 2, 3], [1], [1]]);
  });

  it('rejects every input of a group whose commit throws, and goes on with the next group', async () => {
    let calls = 0;
    const commit = groupCommitLane(
      async (inputs: number[]) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return inputs;
      },
      { maxGroupsInFlight: 1, maxGroupSize: 100, sizeOf: () => 1, exclusiveKeysOf: () => [] },
    );
    const failed = await Promise.allSettled([commit(1), commit(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await commit(3)).toBe(3);
  });
});
