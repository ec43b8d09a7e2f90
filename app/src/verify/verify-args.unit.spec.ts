import { describe, expect, it } from 'vitest';
import { parseVerifyArgs } from './verify-args';

describe('the arguments of npm run verify', () => {
  it('takes the anchor file and one database, as --name value or --name=value', () => {
    expect(parseVerifyArgs(['--anchors', 'anchors.jsonl', '--data-dir', 'copy/pglite'])).toEqual({ anchors: 'anchors.jsonl', dataDir: 'copy/pglite' });
    expect(parseVerifyArgs(['--anchors=a.jsonl', '--database-url=postgres://x@h/db?a=b'])).toEqual({ anchors: 'a.jsonl', databaseUrl: 'postgres://x@h/db?a=b' });
    expect(parseVerifyArgs([])).toEqual({});
  });

  it.each([
    [['--anchor', 'a'], 'unknown argument --anchor'],
    [['--anchors'], '--anchors needs a value'],
    [['--anchors='], '--anchors needs a value'],
    [['--anchors', 'a', '--anchors', 'b'], '--anchors is given twice'],
    [['--database-url', 'postgres://h/db', '--data-dir', 'd'], '--database-url and --data-dir name two databases: give one'],
  ])('refuses %j: %s', (argv, problem) => {
    expect(parseVerifyArgs(argv)).toEqual({ problem });
  });
});
