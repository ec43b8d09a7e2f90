/**
 * An instant as a read-model row carries it: ISO text as a projector writes it (the default), or,
 * read back through a driver, a Date or text (`Row<DriverInstant>`).
 */
export type DriverInstant = Date | string;
