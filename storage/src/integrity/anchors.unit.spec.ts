import { ANCHOR_STREAM_ID, type AnchorDetails } from '@careledger/domain';
import { describe, expect, it } from 'vitest';
import { anchorDigest, headsInOrder } from './anchor-digest';
import { anchorLine, parseAnchorFile } from './anchor-file';
import { planAnchorChecks } from './verification';

const digit = (value: string) => value.repeat(64);
const first: AnchorDetails = { sequence: 1, fromPosition: 0, position: 10, events: 10, streams: 2, previousDigest: null, digest: digit('a'), anchoredAt: '2026-03-10T07:00:00.000Z' };
const second: AnchorDetails = { ...first, sequence: 2, fromPosition: 10, position: 25, events: 15, previousDigest: digit('a'), digest: digit('b') };

describe('an anchor\'s digest', () => {
  const heads = headsInOrder([
    { streamId: 'patient-2', version: 4, hash: digit('1') },
    { streamId: 'note-9', version: 0, hash: digit('2') },
  ]);
  const span = { previousDigest: null, fromPosition: 0, position: 10, events: 10, heads };

  it('takes the heads in code-unit order of their ids, and changes with any of its parts', () => {
    expect(heads.map((head) => head.streamId)).toEqual(['note-9', 'patient-2']);
    const digest = anchorDigest(span);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(anchorDigest({ ...span })).toBe(digest);
    for (const changed of [
      { ...span, previousDigest: digit('c') },
      { ...span, position: 11 },
      { ...span, events: 9 },
      { ...span, heads: [heads[0]!, { ...heads[1]!, version: 5 }] },
      { ...span, heads: [heads[0]!, { ...heads[1]!, hash: digit('3') }] },
      { ...span, heads: [heads[0]!] },
    ]) {
      expect(anchorDigest(changed)).not.toBe(digest);
    }
  });
});

describe('the anchor file', () => {
  it('reads one anchor a line, a line written twice word for word once, and names what it cannot read', () => {
    const text = [anchorLine(first), anchorLine(first), 'not json\n', anchorLine({ ...second, digest: 'short' }), anchorLine(second), anchorLine({ ...second, events: 1 })].join('');
    const read = parseAnchorFile(text);
    expect(read.anchors).toEqual([first, second]);
    expect(read.unreadable).toEqual([
      { line: 3, reason: 'is not JSON' },
      { line: 4, reason: expect.stringContaining('digest') },
      { line: 6, reason: 'gives anchor 2 again, otherwise' },
    ]);
  });
});

describe('the anchors a verification checks', () => {
  it('takes the file\'s anchors over the store\'s, and says where the two part', () => {
    const { checks, faults } = planAnchorChecks({ stored: [{ ...first, events: 11 }], file: { anchors: [first, second], unreadable: [] } });
    expect(checks).toEqual([first, second]);
    expect(faults.map((fault) => [fault.reason, fault.streamId, fault.streamVersion])).toEqual([
      ['anchor_differs_from_file', ANCHOR_STREAM_ID, 0],
      ['anchor_not_in_store', ANCHOR_STREAM_ID, 1],
    ]);
  });

  it('finds a chain that does not follow on: a gap in positions, a digest that is not the one before', () => {
    expect(planAnchorChecks({ stored: [first, second] }).faults).toEqual([]);
    expect(planAnchorChecks({ stored: [first, { ...second, fromPosition: 12 }] }).faults.map((fault) => fault.reason)).toEqual(['anchor_chain_broken']);
    expect(planAnchorChecks({ stored: [first, { ...second, previousDigest: digit('c') }] }).faults).toMatchObject([
      { reason: 'anchor_chain_broken', streamVersion: 1, expectedHash: digit('a'), storedHash: digit('c') },
    ]);
  });
});
