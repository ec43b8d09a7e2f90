/** What `npm run verify` was asked: the anchor file to check against, and where the copy of the log is. */
export interface VerifyArgs {
  anchors?: string;
  databaseUrl?: string;
  dataDir?: string;
  eventStoreUrl?: string;
}

export const VERIFY_USAGE = 'npm run verify -- --anchors FILE [--database-url URL | --data-dir DIR] [--eventstore-url URL]';

const OPTIONS: Record<string, keyof VerifyArgs> = {
  '--anchors': 'anchors',
  '--database-url': 'databaseUrl',
  '--data-dir': 'dataDir',
  '--eventstore-url': 'eventStoreUrl',
};

/** The arguments, `--name value` or `--name=value`; a problem is one line saying what is wrong. */
export const parseVerifyArgs = (argv: readonly string[]): VerifyArgs | { problem: string } => {
  const args: VerifyArgs = {};
  for (let index = 0; index < argv.length; index += 1) {
    const [name = '', inline] = (argv[index] as string).split(/=(.*)/s, 2);
    const key = OPTIONS[name];
    if (key === undefined) return { problem: `unknown argument ${name}` };
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || value === '') return { problem: `${name} needs a value` };
    if (args[key] !== undefined) return { problem: `${name} is given twice` };
    args[key] = value;
  }
  if (args.databaseUrl !== undefined && args.dataDir !== undefined) return { problem: '--database-url and --data-dir name two databases: give one' };
  return args;
};
