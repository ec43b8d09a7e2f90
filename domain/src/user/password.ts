/**
 * Generated passwords: 16 characters from alphabets without look-alikes (no 0/O/o, 1/l/I),
 * at least one of each class, so a password read aloud or copied by hand still works.
 * Pure: the randomness comes in as bytes, drawn at the edge.
 */
export const PASSWORD_LENGTH = 16;
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads no further than 72 bytes: a longer password would sign in with any ending. */
export const MAX_PASSWORD_BYTES = 72;
const utf8 = new TextEncoder();
export const passwordBytes = (password: string): number => utf8.encode(password).length;

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@^_';
export const passwordClasses = [LOWER, UPPER, DIGITS, SYMBOLS] as const;
const ALL = passwordClasses.join('');

/** Enough bytes that running out is practically impossible (each draw rejects under 20% of bytes). */
export const PASSWORD_RANDOM_BYTES = 128;

/** Draws unbiased indices from the bytes: a byte at or above the largest multiple of `size` is skipped. */
const indexSource = (bytes: Uint8Array) => {
  let next = 0;
  return (size: number): number => {
    const limit = 256 - (256 % size);
    while (next < bytes.length) {
      const byte = bytes[next++] as number;
      if (byte < limit) return byte % size;
    }
    throw new RangeError(`generatePassword needs more random bytes than the ${bytes.length} given.`);
  };
};

export const generatePassword = (randomBytes: Uint8Array): string => {
  const draw = indexSource(randomBytes);
  const pick = (alphabet: string): string => alphabet[draw(alphabet.length)] as string;
  const characters = [
    ...passwordClasses.map(pick),
    ...Array.from({ length: PASSWORD_LENGTH - passwordClasses.length }, () => pick(ALL)),
  ];
  // Fisher-Yates, so the guaranteed classes are not always the first four characters.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = draw(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
};

/** Why a chosen password is too weak, or null when it is acceptable. */
export const passwordWeakness = (password: string): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) return `must be at most ${MAX_PASSWORD_BYTES} bytes in UTF-8 (about ${MAX_PASSWORD_BYTES} letters, fewer with accents or symbols beyond ASCII)`;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  return kinds < 3 ? 'must mix at least three of: lowercase letters, uppercase letters, digits, symbols' : null;
};
