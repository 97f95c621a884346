import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, TWO_FACTOR_RULES } from '@beurs/domain';

/** A new recovery code as shown: three groups of four, about 59 random bits (`abcd-efgh-jkmn`). */
function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 12; index += 1) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Ten distinct new codes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < TWO_FACTOR_RULES.recoveryCodeCount) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * The stored form of a code: SHA-256 of its 12 letters without dashes. A fast hash is enough
 * because the codes are random (59 bits), unlike passwords; it also lets one lookup find a code.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}
