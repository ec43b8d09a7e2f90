import type { Command } from '../shared/command';
import type { AnchorDetails } from './events';

/** The digest of the span after the chain's last anchor, computed from the log by whoever anchors. */
export type RecordAnchor = Command<'RecordAnchor', Omit<AnchorDetails, 'sequence' | 'anchoredAt'> & { chainId: string }>;

export type AnchorCommand = RecordAnchor;
