import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { ANCHOR_CHAIN_ID, ANCHOR_STREAM_ID, anchorDecider, anchorRecord, can, fold, nothingToAnchor, type AnchorChainState, type AnchorEvent } from '@careledger/domain';
import { bringAnchorFileUpTo, nextAnchor, type StreamHead } from '@careledger/storage';
import type { CommandSteps } from '../pipeline/command-steps';
import { recordForbidden } from '../pipeline/record-errors';

/** A client asks for an anchor and says nothing more: what it anchors is the log's to say. */
export const anchorRequest = z.strictObject({});

/**
 * Taking an anchor: the digest is computed here, from the log, over the span from the chain's last
 * anchor to the log's head (the command then refuses it if another anchor got in first). The heads
 * it was taken over are kept before the append and forgotten if it fails; after it, the anchor
 * file is brought up to the chain, this anchor and any an earlier process recorded but did not write.
 */
export const anchorSteps = (): CommandSteps => {
  let heads: StreamHead[] = [];
  let digest = '';
  return {
    request: anchorRequest,
    recordIdOf: () => ANCHOR_CHAIN_ID,
    async recordBodyOf(_parsed, { infrastructure: { eventStore }, actor }) {
      // The pipeline authorizes after this step; reading the log for anyone who asks would let them make it work for nothing.
      if (!can(actor, 'anchor.create')) throw recordForbidden(anchorRecord, 'create');
      const chain = fold(anchorDecider, (await eventStore.readStream(ANCHOR_STREAM_ID)) as unknown as AnchorEvent[]);
      const next = await nextAnchor(eventStore, ANCHOR_STREAM_ID, chain.anchors);
      if (!next) throw nothingToAnchor(chain.anchors.at(-1)?.position ?? 0);
      heads = next.heads;
      digest = next.span.digest;
      return next.span;
    },
    async beforeAppend({ infrastructure: { anchors } }) {
      await anchors.keepHeads(digest, heads);
      return { undo: () => anchors.dropHeads(digest) };
    },
    async afterAppend({ infrastructure: { anchors } }, { state }) {
      const chain = (state as AnchorChainState).anchors;
      let fileWritten = false;
      if (anchors.dir !== undefined) {
        try {
          await bringAnchorFileUpTo(anchors.dir, chain);
          fileWritten = true;
        } catch (error) {
          // The anchor is stored; the next one writes the lines this one could not.
          Logger.error(`The anchor file in ${anchors.dir} could not be written: ${error instanceof Error ? error.message : String(error)}`, 'Anchors');
        }
      }
      return { anchor: chain.at(-1), fileWritten };
    },
  };
};
