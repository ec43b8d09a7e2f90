import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { can } from '../policy/can';
import { SCHEDULER_ACTOR } from '../policy/operations-policy';
import type { CommandMetadata } from '../shared/command';
import { isDomainError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { RecordAnchor } from './commands';
import { anchorDecider } from './decider';
import { ANCHOR_CHAIN_ID, type AnchorRecorded } from './events';
import { anchorRecord } from './record';

const spec = deciderSpec(anchorDecider);
const NOW = '2026-03-10T07:00:00.000Z';
const metadata: CommandMetadata = { commandId: 'c', correlationId: 'c', actorId: SCHEDULER_ACTOR.id, actorRole: Role.ADMIN, now: NOW };
const digestOf = (digit: string) => digit.repeat(64);

const anchor = (data: Partial<RecordAnchor['data']> = {}): RecordAnchor => ({
  type: 'RecordAnchor',
  data: { chainId: ANCHOR_CHAIN_ID, fromPosition: 0, position: 120, events: 120, streams: 14, previousDigest: null, digest: digestOf('a'), ...data },
  metadata,
});
const first: AnchorRecorded = {
  type: 'AnchorRecorded',
  data: { chainId: ANCHOR_CHAIN_ID, sequence: 1, fromPosition: 0, position: 120, events: 120, streams: 14, previousDigest: null, digest: digestOf('a'), anchoredAt: NOW },
};

describe('recording an anchor', () => {
  it('numbers the first anchor 1 and dates it with the command', () => {
    spec.given([]).when(anchor()).then([first]);
  });

  it('chains the next one to the last: it starts at its position, over its digest', () => {
    const next = anchor({ fromPosition: 120, position: 300, events: 180, streams: 9, previousDigest: digestOf('a'), digest: digestOf('b') });
    spec.given([first]).when(next).then([{ type: 'AnchorRecorded', data: { ...next.data, sequence: 2, anchoredAt: NOW } }]);
  });

  it('refuses an anchor that does not follow the last one: another was recorded meanwhile', () => {
    spec.given([first]).when(anchor()).thenFails('anchor_chain_moved', 'conflict');
    spec.given([first]).when(anchor({ fromPosition: 120, previousDigest: digestOf('c'), position: 300 })).thenFails('anchor_chain_moved', 'conflict');
    spec.given([]).when(anchor({ fromPosition: 5 })).thenFails('anchor_chain_moved', 'conflict');
  });

  it('refuses an anchor over nothing new', () => {
    spec.given([first]).when(anchor({ fromPosition: 120, position: 120, previousDigest: digestOf('a') })).thenFails('nothing_to_anchor', 'rule');
  });
});

describe('the anchor record', () => {
  const refusal = (body: unknown) => {
    try {
      parseOrThrow(anchorRecord.create.body, body);
    } catch (error) {
      if (isDomainError(error)) return error.errors;
      throw error;
    }
    throw new Error('accepted');
  };

  it('takes only a digest of 64 lowercase hex characters and whole positions', () => {
    expect(refusal({ fromPosition: 0, position: 1, events: 1, streams: 1, previousDigest: null, digest: 'ABC' })).toEqual([
      { path: 'digest', message: 'must be a SHA-256 digest: 64 lowercase hexadecimal characters' },
    ]);
    expect(refusal({ fromPosition: -1, position: 1.5, events: 1, streams: 1, previousDigest: null, digest: digestOf('a') })).toEqual([
      { path: 'fromPosition', message: 'must be a whole number, 0 or more' },
      { path: 'position', message: 'must be a whole number, 0 or more' },
    ]);
  });

  it('is the administrators\' alone', () => {
    expect(can(SCHEDULER_ACTOR, 'anchor.create')).toBe(true);
    expect(can({ id: 'a', roleId: Role.AGENCY, agencyId: 'x' }, 'anchor.create')).toBe(false);
    expect(can({ id: 'a', roleId: Role.AGENCY, agencyId: 'x' }, 'anchor.read')).toBe(false);
  });
});
