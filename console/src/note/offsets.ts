/**
 * Turns a browser selection in a rendered note into the offsets the server counts: UTF-16 code
 * units of the text with struck parts included (domain/src/note/text.ts). Each part of a note is
 * rendered as an element with `data-target-id`, and each of its segments as an element with
 * `data-offset`, the segment's start; struck text stays in the DOM, so the counts agree.
 */

export interface TextRange {
  targetId: string;
  start: number;
  end: number;
}

interface Point {
  targetId: string;
  offset: number;
}

const elementOf = (node: Node): Element | null => (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement);

const segmentStart = (segment: Element): number => Number(segment.getAttribute('data-offset'));

const pointOf = (node: Node, nodeOffset: number): Point | null => {
  const element = elementOf(node);
  const block = element?.closest('[data-target-id]');
  if (!element || !block) return null;
  const targetId = block.getAttribute('data-target-id') ?? '';
  const segment = element.closest('[data-offset]');
  if (segment && block.contains(segment)) {
    if (node.nodeType === Node.TEXT_NODE) return { targetId, offset: segmentStart(segment) + nodeOffset };
    // The point sits between the segment's child nodes: before all of them or after.
    return { targetId, offset: segmentStart(segment) + (nodeOffset === 0 ? 0 : (segment.textContent ?? '').length) };
  }
  // The point sits between segments of the block itself.
  const segments = Array.from(block.querySelectorAll('[data-offset]'));
  const after = node === block ? block.childNodes[nodeOffset] : undefined;
  const next = segments.find((candidate) => candidate === after);
  if (next) return { targetId, offset: segmentStart(next) };
  return { targetId, offset: (block.textContent ?? '').length };
};

/** The selected range (or the caret, start = end) inside `container`, or null if it is elsewhere or spans two parts. */
export const selectedRange = (container: Element, selection: Selection | null = window.getSelection()): TextRange | null => {
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const start = pointOf(range.startContainer, range.startOffset);
  const end = pointOf(range.endContainer, range.endOffset);
  if (!start || !end || start.targetId !== end.targetId) return null;
  return { targetId: start.targetId, start: Math.min(start.offset, end.offset), end: Math.max(start.offset, end.offset) };
};
