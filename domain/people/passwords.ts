/**
 * Generated passwords for new trainees, clones and resets: random and readable aloud or on
 * paper, so the alphabet leaves out look-alikes (0/O/o, 1/l/I). 12 characters from 55 give
 * about 69 bits. Uses the platform's crypto.getRandomValues (Workers, Node and browsers).
 */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 12;

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const n = PASSWORD_ALPHABET.length;
  // Bytes at or above the largest multiple of n are drawn again, so every letter is equally likely.
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += PASSWORD_ALPHABET[byte % n];
    }
  }
  return out;
}
