import { z } from 'zod';
import { creation, type RecordType } from '../record/record-type';
import { ruleMessage } from '../shared/validation';
import type { AnchorCommand } from './commands';
import { anchorDecider } from './decider';
import type { AnchorEvent } from './events';
import type { AnchorChainState } from './state';

const DIGEST_RULE = 'must be a SHA-256 digest: 64 lowercase hexadecimal characters';

export const digestField = z.string({ error: ruleMessage(DIGEST_RULE) }).regex(/^[0-9a-f]{64}$/, { error: DIGEST_RULE });

const positionField = z.int({ error: ruleMessage('must be a whole number, 0 or more') }).min(0, { error: 'must be a whole number, 0 or more' });
const countField = z.int({ error: ruleMessage('must be a whole number, 0 or more') }).min(0, { error: 'must be a whole number, 0 or more' });

/**
 * The anchor chain (one record, `ANCHOR_CHAIN_ID`): each `create` adds one anchor. Its body is what
 * the command edge computed from the log (`anchor.create`'s steps); a client sends an empty one.
 */
export const anchorRecord: RecordType<AnchorChainState, AnchorCommand, AnchorEvent> = {
  category: 'anchor',
  noun: 'anchor',
  decider: anchorDecider,
  exists: (state) => state.anchors.length > 0,
  create: creation(
    { fromPosition: positionField, position: positionField, events: countField, streams: countField, previousDigest: digestField.nullable(), digest: digestField },
    (chainId, body, metadata) => ({ type: 'RecordAnchor', data: { chainId, ...body }, metadata }),
  ),
  actions: {},
  factsOf: () => ({}),
  factsOfCreation: () => ({}),
};
