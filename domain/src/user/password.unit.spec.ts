import { describe, expect, it } from 'vitest';
import { generatePassword, MIN_PASSWORD_LENGTH, passwordBytes, PASSWORD_LENGTH, PASSWORD_RANDOM_BYTES, passwordClasses, passwordWeakness } from './password';

/** A deterministic stand-in for crypto randomness: the same seed, the same bytes. */
const bytesFrom = (seed: number, length = PASSWORD_RANDOM_BYTES): Uint8Array => {
  let state = seed >>> 0;
  return Uint8Array.from({ length }, () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state >>> 24;
  });
};

const AMBIGUOUS = /[0O1lIo]/;

describe('generatePassword', () => {
  const passwords = Array.from({ length: 500 }, (_, seed) => generatePassword(bytesFrom(seed)));

  it('is 16 characters with one of each class at least, and no look-alikes', () => {
    for (const password of passwords) {
      expect(password).toHaveLength(PASSWORD_LENGTH);
      for (const alphabet of passwordClasses) expect([...password].some((character) => alphabet.includes(character)), password).toBe(true);
      expect(password).not.toMatch(AMBIGUOUS);
      expect(passwordWeakness(password)).toBeNull();
    }
  });

  it('is a function of its bytes only', () => {
    expect(generatePassword(bytesFrom(42))).toBe(generatePassword(bytesFrom(42)));
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('does not always put the guaranteed classes first', () => {
    const firstCharacters = new Set(passwords.map((password) => [...passwordClasses].findIndex((alphabet) => alphabet.includes(password[0] as string))));
    expect(firstCharacters.size).toBe(passwordClasses.length);
  });

  it('skips bytes that would bias the draw, and says so when the bytes run out', () => {
    const rejected = new Uint8Array(PASSWORD_RANDOM_BYTES).fill(255);
    expect(() => generatePassword(rejected)).toThrow(RangeError);
    expect(() => generatePassword(bytesFrom(7, 8))).toThrow(/more random bytes/);
  });
});

describe('passwordWeakness', () => {
  it('accepts a long password mixing three kinds of characters', () => {
    expect(passwordWeakness('correct-horse-42')).toBeNull();
    expect(passwordWeakness('Tr0ub4dor&3xyz')).toBeNull();
  });

  it('names what is wrong with a weak one', () => {
    expect(passwordWeakness('Sh0rt!')).toBe(`must be at least ${MIN_PASSWORD_LENGTH} characters`);
    expect(passwordWeakness('alllowercaseletters')).toMatch(/at least three/);
  });

  it('refuses a password bcrypt would cut short: more than 72 bytes in UTF-8, not characters', () => {
    const ascii = 'Aa1-'.repeat(18);
    expect(passwordWeakness(ascii)).toBeNull();
    expect(passwordWeakness(`${ascii}x`)).toMatch(/^must be at most 72 bytes in UTF-8/);
    // é takes two bytes: 37 characters are 72 bytes, 38 are 74.
    expect(passwordBytes(`${'é'.repeat(35)}A1`)).toBe(72);
    expect(passwordWeakness(`${'é'.repeat(35)}A1`)).toBeNull();
    expect(passwordWeakness(`${'é'.repeat(36)}A1`)).toMatch(/^must be at most 72 bytes/);
  });
});
