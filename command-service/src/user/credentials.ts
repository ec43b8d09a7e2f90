import { randomBytes } from 'node:crypto';
import { generatePassword, PASSWORD_RANDOM_BYTES } from '@careledger/domain';
import bcrypt from 'bcryptjs';

const BCRYPT_COST = 10;

/** A fresh random password; the only randomness in it is drawn here, at the edge. */
export const newPassword = (): string => generatePassword(randomBytes(PASSWORD_RANDOM_BYTES));

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);
