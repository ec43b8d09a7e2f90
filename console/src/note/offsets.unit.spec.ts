import { afterEach, describe, expect, it } from 'vitest';
import { selectedRange } from './offsets';

/** A parent "ab" + inserted "cd" + struck "ef", and an appended part "gh", as NoteText renders them. */
const render = () => {
  const container = document.createElement('div');
  container.innerHTML =
    '<p data-target-id="parent"><span data-offset="0">ab</span><ins data-offset="2">cd</ins><del data-offset="4">ef</del></p>' +
    '<section><p data-target-id="appended"><span data-offset="0">gh</span></p></section>';
  document.body.append(container);
  return container;
};

const selectionOf = (startNode: Node, startOffset: number, endNode: Node, endOffset: number): Selection => {
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  const selection = window.getSelection() as Selection;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
};

const text = (container: Element, selector: string): Text => container.querySelector(selector)?.firstChild as Text;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('selectedRange', () => {
  it('counts offsets across segments, struck text included', () => {
    const container = render();
    const selection = selectionOf(text(container, 'ins'), 1, text(container, 'del'), 2);
    expect(selectedRange(container, selection)).toEqual({ targetId: 'parent', start: 3, end: 6 });
  });

  it('gives a caret as an empty range in its own part', () => {
    const container = render();
    const caret = text(container, '[data-target-id="appended"] span');
    expect(selectedRange(container, selectionOf(caret, 1, caret, 1))).toEqual({ targetId: 'appended', start: 1, end: 1 });
  });

  it('reads points placed between segments rather than inside their text', () => {
    const container = render();
    const parent = container.querySelector('[data-target-id="parent"]') as Element;
    expect(selectedRange(container, selectionOf(parent, 1, parent, 3))).toEqual({ targetId: 'parent', start: 2, end: 6 });
  });

  it('refuses a selection spanning two parts or lying outside the note', () => {
    const container = render();
    expect(selectedRange(container, selectionOf(text(container, 'span'), 0, text(container, '[data-target-id="appended"] span'), 1))).toBeNull();
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    expect(selectedRange(container, selectionOf(outside.firstChild as Text, 0, outside.firstChild as Text, 4))).toBeNull();
  });
});
