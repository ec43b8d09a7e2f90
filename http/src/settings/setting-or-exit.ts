/**
 * A setting a person got wrong (its reader throws a RangeError) stops the start with its one line
 * on stderr and exit code 2, the same in every process; any other error keeps its stack.
 */
export const settingOrExit = <T>(read: () => T): T => {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
};
