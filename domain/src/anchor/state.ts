import { assertNever } from '../shared/decider';
import type { AnchorDetails, AnchorEvent } from './events';

/** The chain: every anchor in order (one a day or an hour: a few thousand a year). */
export interface AnchorChainState {
  anchors: AnchorDetails[];
}

export const initialAnchorChainState = (): AnchorChainState => ({ anchors: [] });

export const lastAnchorOf = (state: AnchorChainState): AnchorDetails | undefined => state.anchors.at(-1);

export const evolveAnchorChain = (state: AnchorChainState, event: AnchorEvent): AnchorChainState => {
  switch (event.type) {
    case 'AnchorRecorded': {
      const { chainId: _chain, ...anchor } = event.data;
      return { anchors: [...state.anchors, anchor] };
    }
    default:
      return assertNever(event.type);
  }
};
