import { assertNever, type Decider } from '../shared/decider';
import type { AnchorCommand } from './commands';
import { anchorChainMoved, nothingToAnchor } from './errors';
import type { AnchorEvent } from './events';
import { evolveAnchorChain, initialAnchorChainState, lastAnchorOf, type AnchorChainState } from './state';

/**
 * An anchor follows the last one exactly: it starts at the last anchor's position and is computed
 * over its digest, so the chain has no gap and no fork; an anchor over nothing new is refused.
 */
export const decideAnchor = (command: AnchorCommand, state: AnchorChainState): AnchorEvent[] => {
  switch (command.type) {
    case 'RecordAnchor': {
      const last = lastAnchorOf(state);
      const { fromPosition, previousDigest, position } = command.data;
      if (fromPosition !== (last?.position ?? 0) || previousDigest !== (last?.digest ?? null)) throw anchorChainMoved();
      if (position <= fromPosition) throw nothingToAnchor(fromPosition);
      return [{ type: 'AnchorRecorded', data: { ...command.data, sequence: state.anchors.length + 1, anchoredAt: command.metadata.now } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const anchorDecider: Decider<AnchorChainState, AnchorCommand, AnchorEvent> = {
  initialState: initialAnchorChainState,
  evolve: evolveAnchorChain,
  decide: decideAnchor,
};
