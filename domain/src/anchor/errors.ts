import { DomainError, ruleBroken } from '../shared/domain-error';

export const anchorChainMoved = (): DomainError =>
  new DomainError('conflict', 'anchor_chain_moved', 'Another anchor was recorded meanwhile: the digest must start from it. Anchor again.');

export const nothingToAnchor = (position: number): DomainError =>
  ruleBroken('nothing_to_anchor', `Nothing was written after the last anchor (position ${position}): there is nothing new to anchor.`);
