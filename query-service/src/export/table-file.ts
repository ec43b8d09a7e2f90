import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { csvLine } from '../report/report-csv';

export type TableCell = string | number | boolean | null;
export type TableRow = readonly TableCell[];

/** A file of one table written in pages: a heading line first, rows as they come, finished at the end. */
export interface TableFile {
  /** Resolves once the file has taken the rows (it waits while the disk is behind). */
  write(rows: readonly TableRow[]): Promise<void>;
  /** Finishes the file: only then is it whole. */
  close(): Promise<void>;
  /** Stops writing; the file is left unfinished, for its writer to delete. */
  abort(): Promise<void>;
}

/** A file stream that takes chunks at the pace the disk does. */
export const fileSink = (path: string) => {
  const out: WriteStream = createWriteStream(path, { flags: 'w' });
  // An error surfaces through the next write or `end`; the listener keeps it from crashing the process.
  let failure: Error | undefined;
  out.on('error', (error) => (failure = error));
  return {
    async write(chunk: string | Uint8Array): Promise<void> {
      if (failure) throw failure;
      if (!out.write(chunk)) await once(out, 'drain');
    },
    async end(): Promise<void> {
      if (failure) throw failure;
      out.end();
      await finished(out);
    },
    async destroy(): Promise<void> {
      out.destroy();
      await finished(out).catch(() => undefined);
    },
  };
};

/** RFC 4180, as the instant CSV export writes it: CRLF after every line, the heading line first. */
export const openCsvFile = async (path: string, headings: readonly string[]): Promise<TableFile> => {
  const sink = fileSink(path);
  await sink.write(`${csvLine(headings)}\r\n`);
  return {
    async write(rows) {
      if (rows.length > 0) await sink.write(rows.map((row) => `${csvLine(row)}\r\n`).join(''));
    },
    close: () => sink.end(),
    abort: () => sink.destroy(),
  };
};
