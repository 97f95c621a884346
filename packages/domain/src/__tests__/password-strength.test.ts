import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH, passwordStrengthText, passwordUserInputs, weakPasswordMessage } from '../index';

describe('password strength settings', () => {
  it('asks for zxcvbn score 3 and names the site among the known words', () => {
    expect(PASSWORD_STRENGTH.minScore).toBe(3);
    expect(PASSWORD_STRENGTH.siteWords).toEqual(expect.arrayContaining(['beurs', 'trading']));
  });

  it("treats the person's email, its pieces, their names and the company's words as known", () => {
    expect(
      passwordUserInputs({ email: ' Ada.Lovelace@Example.com ', firstName: 'Ada', lastName: 'de Vries', companyName: 'Beurs Demo B.V.' }),
    ).toEqual(['ada.lovelace@example.com', 'ada.lovelace', 'ada', 'lovelace', 'example', 'com', 'vries', 'beurs', 'demo']);
    expect(passwordUserInputs({})).toEqual([]);
  });

  it('describes a score in words, and what is needed below the minimum', () => {
    expect(passwordStrengthText(1)).toBe('Strength: Weak (1 of 4). At least Strong (3 of 4) is needed.');
    expect(passwordStrengthText(3)).toBe('Strength: Strong (3 of 4).');
  });

  it("names the field and passes on the estimator's reason and advice", () => {
    expect(
      weakPasswordMessage('New password', {
        score: 1,
        warning: 'This is a commonly used password.',
        suggestions: ['Add more words that are less common.'],
      }),
    ).toBe(
      'New password is too easy to guess (Weak, 1 of 4; at least 3 is needed). This is a commonly used password. Add more words that are less common.',
    );
    expect(weakPasswordMessage('Password', { score: 2, warning: null, suggestions: [] })).toBe(
      'Password is too easy to guess (Fair, 2 of 4; at least 3 is needed). Add another word or two: a few unrelated words are easy to remember and hard to guess.',
    );
  });
});
