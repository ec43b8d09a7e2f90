import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { anchorAnswer, type AnchorDetails } from '@careledger/domain';

/** The anchor file in ANCHOR_DIR: one JSON line per anchor, only ever appended to. */
export const ANCHOR_FILE_NAME = 'anchors.jsonl';

export const anchorFilePath = (dir: string): string => join(dir, ANCHOR_FILE_NAME);

/** One anchor's line: its fields in a fixed order, so the same anchor always writes the same line. */
export const anchorLine = (anchor: AnchorDetails): string =>
  `${JSON.stringify({
    sequence: anchor.sequence,
    fromPosition: anchor.fromPosition,
    position: anchor.position,
    events: anchor.events,
    streams: anchor.streams,
    previousDigest: anchor.previousDigest,
    digest: anchor.digest,
    anchoredAt: anchor.anchoredAt,
  })}\n`;

export interface UnreadableAnchorLine {
  /** 1-based. */
  line: number;
  reason: string;
}

export interface AnchorFileContent {
  /** By sequence; a line repeated word for word (two processes bringing the file up at once) counts once. */
  anchors: AnchorDetails[];
  unreadable: UnreadableAnchorLine[];
}

const readLine = (text: string): AnchorDetails | string => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  const parsed = anchorAnswer.safeParse(value);
  if (!parsed.success) return `is not an anchor: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'line'} ${issue.message}`).join('; ')}`;
  return parsed.data;
};

/** The anchors of a file's text; a sequence given twice with different content is unreadable the second time. */
export const parseAnchorFile = (text: string): AnchorFileContent => {
  const bySequence = new Map<number, { anchor: AnchorDetails; line: string }>();
  const unreadable: UnreadableAnchorLine[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const read = readLine(line);
    if (typeof read === 'string') {
      unreadable.push({ line: index + 1, reason: read });
      return;
    }
    const seen = bySequence.get(read.sequence);
    if (seen === undefined) bySequence.set(read.sequence, { anchor: read, line: anchorLine(read) });
    else if (seen.line !== anchorLine(read)) unreadable.push({ line: index + 1, reason: `gives anchor ${read.sequence} again, otherwise` });
  });
  return { anchors: [...bySequence.values()].map(({ anchor }) => anchor).sort((a, b) => a.sequence - b.sequence), unreadable };
};

/** The file's anchors, or undefined when there is no file. */
export const readAnchorFile = async (path: string): Promise<AnchorFileContent | undefined> => {
  try {
    return parseAnchorFile(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * Appends to the file in `dir` the anchors of `chain` after its last one, and flushes it to disk:
 * the anchor just recorded, and any an earlier process recorded but died before writing. Only ever
 * appends; what the file holds is never rewritten.
 */
export const bringAnchorFileUpTo = async (dir: string, chain: readonly AnchorDetails[]): Promise<number> => {
  const path = anchorFilePath(dir);
  const written = await readAnchorFile(path);
  const last = Math.max(0, ...(written?.anchors.map((anchor) => anchor.sequence) ?? []));
  const missing = chain.filter((anchor) => anchor.sequence > last);
  if (missing.length === 0) return 0;
  await mkdir(dir, { recursive: true });
  const file = await open(path, 'a');
  try {
    await file.appendFile(missing.map(anchorLine).join(''));
    await file.sync();
  } finally {
    await file.close();
  }
  return missing.length;
};
