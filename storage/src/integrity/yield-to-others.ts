/**
 * Lets the process's other work in between two pages of a long walk. On PGlite every query of the
 * process shares one connection, and a walk that asks for its next page the moment the last one
 * arrives can keep requests waiting until it ends.
 */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
