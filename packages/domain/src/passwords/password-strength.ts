/**
 * How Beurs scores a new password with zxcvbn (`@zxcvbn-ts/core` and its common and English
 * dictionaries). The estimator itself is not part of this package, which imports nothing but
 * zod: the server enforces the rule with it, and each web app loads it lazily to give the same
 * feedback while a person types. Both read these settings, so they agree.
 *
 * @example
 * new ZxcvbnFactory({ maxLength: PASSWORD_STRENGTH.scoredLength, l33tMaxSubstitutions: PASSWORD_STRENGTH.l33tMaxSubstitutions, … })
 *   .check(password, passwordUserInputs({ email, companyName })).score >= PASSWORD_STRENGTH.minScore
 */
export const PASSWORD_STRENGTH = {
  /**
   * The lowest accepted zxcvbn score (0 to 4). 3 means "safely unguessable": about 10^8 guesses
   * or more, the level zxcvbn's authors advise for sign-up.
   */
  minScore: 3,
  /**
   * Only the first this many characters are scored: the estimator's work grows fast with length,
   * and a password whose first 64 characters are strong is strong.
   */
  scoredLength: 64,
  /** Most letter-substitution variants ('@' for 'a') tried per word; more costs time for no gain. */
  l33tMaxSubstitutions: 10,
  /** Words of this site and its trade: a password built on them is among the first guessed here. */
  siteWords: [
    'beurs',
    'trading',
    'trader',
    'trade',
    'broker',
    'cfd',
    'cfds',
    'forex',
    'stocks',
    'shares',
    'crypto',
    'invest',
    'investing',
    'market',
    'markets',
    'terminal',
    'demo',
    'paper',
  ],
} as const;

/** What a person reads for each zxcvbn score, 0 to 4: the meter's text, never its colour alone. */
export const PASSWORD_SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** A zxcvbn score: 0 (guessed at once) to 4 (very hard to guess). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** One estimate of a password's strength, as the server and the web apps report it. */
export interface PasswordEstimate {
  /** zxcvbn's score, 0 to 4; accepted from {@link PASSWORD_STRENGTH}`.minScore`. */
  score: PasswordScore;
  /** What makes it weak, e.g. "This is a commonly used password."; null when nothing stands out. */
  warning: string | null;
  /** What to do about it, e.g. "Add more words that are less common." */
  suggestions: string[];
}

/** What a person's own details give away, known where the password is chosen. */
export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** The operator's company name from the configuration, e.g. "Beurs Demo B.V.". */
  companyName?: string | undefined;
}

const MIN_WORD_LENGTH = 3;
/** Advice for a weak password when the estimator has none of its own. */
const GENERAL_ADVICE = 'Add another word or two: a few unrelated words are easy to remember and hard to guess.';

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
}

/**
 * The words zxcvbn should treat as known for this person, beside {@link PASSWORD_STRENGTH}'s
 * site words: the email, its name part and that part's pieces, the first and last name and the
 * company name's words (each in lower case, at least 3 characters, no repeats).
 *
 * @example
 * passwordUserInputs({ email: 'ada.lovelace@example.com', companyName: 'Beurs Demo B.V.' })
 * // ['ada.lovelace@example.com', 'ada.lovelace', 'ada', 'lovelace', 'example', 'com', 'beurs', 'demo']
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const inputs: string[] = [];
  const email = owner.email?.trim().toLowerCase() ?? '';
  if (email) {
    inputs.push(email);
    const localPart = email.split('@')[0] ?? '';
    if (localPart.length >= MIN_WORD_LENGTH) inputs.push(localPart);
    inputs.push(...wordsOf(email));
  }
  for (const text of [owner.firstName, owner.lastName, owner.companyName]) inputs.push(...wordsOf(text ?? ''));
  return [...new Set(inputs)];
}

/**
 * The meter's text for a score: the label, its place on the scale, and what is needed.
 *
 * @example
 * passwordStrengthText(2) // 'Strength: Fair (2 of 4). At least Strong (3 of 4) is needed.'
 * passwordStrengthText(4) // 'Strength: Very strong (4 of 4).'
 */
export function passwordStrengthText(score: PasswordScore): string {
  const text = `Strength: ${PASSWORD_SCORE_LABELS[score]} (${score} of 4).`;
  if (score >= PASSWORD_STRENGTH.minScore) return text;
  return `${text} At least ${PASSWORD_SCORE_LABELS[PASSWORD_STRENGTH.minScore]} (${PASSWORD_STRENGTH.minScore} of 4) is needed.`;
}

/**
 * What to tell a person whose password scored below the minimum, naming the field: the reason,
 * then the estimator's suggestions, or a general one when it has none.
 *
 * @example
 * weakPasswordMessage('Password', { score: 2, warning: null, suggestions: ['Add more words that are less common.'] })
 * // 'Password is too easy to guess (Fair, 2 of 4; at least 3 is needed). Add more words that are less common.'
 */
export function weakPasswordMessage(field: string, estimate: PasswordEstimate): string {
  const advice = estimate.suggestions.length > 0 ? estimate.suggestions : [GENERAL_ADVICE];
  return [
    `${field} is too easy to guess (${PASSWORD_SCORE_LABELS[estimate.score]}, ${estimate.score} of 4; at least ${PASSWORD_STRENGTH.minScore} is needed).`,
    ...(estimate.warning ? [estimate.warning] : []),
    ...advice,
  ].join(' ');
}
