import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Another live process holds the PGlite data directory. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(`The PGlite data directory ${dataDir} is in use by process ${holder}. Stop that process, or set DATA_DIR to another folder.`);
    this.name = 'DataDirInUse';
  }
}

/**
 * PGlite has no lock of its own, and two processes on one data directory corrupt it. A lock
 * file left by a killed process (its pid no longer alive) is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const lockPath = `${dataDir}.lock`;
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockPath, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUse(dataDir, holder);
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
};
