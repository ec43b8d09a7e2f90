/**
 * The text of a parent or an appended note, and the one reading of offsets that every check and
 * the rendering share. A target "reads" as its body with every insert so far applied in order;
 * a strike marks characters and never removes them, so struck characters stay in the text and
 * offsets count them too. Offsets count UTF-16 code units, as JavaScript strings and a browser's
 * text selection do: offset 0 is before the first character, `length` after the last.
 */

/** Who wrote or struck some text, and when (an ISO instant). */
export interface TextMark {
  readonly by: string;
  readonly at: string;
}

export type TextEdit =
  | (TextMark & { readonly kind: 'insert'; readonly offset: number; readonly text: string })
  | (TextMark & { readonly kind: 'strike'; readonly start: number; readonly end: number });

/** A text as first written (`body`, by whom, when) and every edit since, in order. */
export interface NoteText extends TextMark {
  /** The parent note's id, or the appended note's. */
  readonly id: string;
  readonly body: string;
  readonly edits: readonly TextEdit[];
}

export interface WrittenMark extends TextMark {
  readonly kind: 'original' | 'inserted';
}

/** One UTF-16 code unit of a text with who wrote it and, if struck, who struck it. */
export interface Letter {
  readonly char: string;
  readonly written: WrittenMark;
  readonly struck: TextMark | null;
}

export const writtenText = (id: string, body: string, mark: TextMark): NoteText => ({ id, body, by: mark.by, at: mark.at, edits: [] });

export const withEdit = (text: NoteText, edit: TextEdit): NoteText => ({ ...text, edits: [...text.edits, edit] });

const lettersWritten = (chars: string, written: WrittenMark): Letter[] => chars.split('').map((char) => ({ char, written, struck: null }));

/** Every letter of the text as it reads now, struck ones included. Marks are shared per edit, so runs compare by identity. */
export const lettersOf = (text: NoteText): Letter[] => {
  // Built fresh on every call, so changing it in place stays invisible to callers.
  const letters = lettersWritten(text.body, { kind: 'original', by: text.by, at: text.at });
  for (const edit of text.edits) {
    if (edit.kind === 'insert') {
      letters.splice(edit.offset, 0, ...lettersWritten(edit.text, { kind: 'inserted', by: edit.by, at: edit.at }));
    } else {
      // The first strike of a letter is the one that struck it: a later strike over it changes nothing.
      const struck: TextMark = { by: edit.by, at: edit.at };
      for (let index = edit.start; index < Math.min(edit.end, letters.length); index += 1) {
        const letter = letters[index] as Letter;
        if (letter.struck === null) letters[index] = { ...letter, struck };
      }
    }
  }
  return letters;
};

/** The text offsets refer to: the body with every insert, struck text included. */
export const currentText = (text: NoteText): string =>
  text.edits.reduce((current, edit) => (edit.kind === 'insert' ? current.slice(0, edit.offset) + edit.text + current.slice(edit.offset) : current), text.body);

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** True when `offset` falls between the two halves of one character (an emoji, say). */
export const splitsCharacter = (current: string, offset: number): boolean =>
  offset > 0 && offset < current.length && isHighSurrogate(current.charCodeAt(offset - 1)) && isLowSurrogate(current.charCodeAt(offset));

export const isAllStruck = (text: NoteText, start: number, end: number): boolean =>
  lettersOf(text)
    .slice(start, end)
    .every((letter) => letter.struck !== null);
