/** The shape of a translation file: every key of the en-US original, each a string. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** A regional variant states only the texts that differ from the language it falls back to. */
export type Overrides<T> = { [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> };
