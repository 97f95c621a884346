import { PASSWORD_STRENGTH } from '@beurs/domain';
import type { PasswordEstimator } from './use-password-strength';

let loading: Promise<PasswordEstimator> | undefined;

/**
 * zxcvbn with its common and English dictionaries and the site's words: the same settings the
 * server enforces (`PASSWORD_STRENGTH`). Loaded on first use only, because the dictionaries are
 * several hundred KB: they stay out of the pages that ask for no password and arrive while a
 * person types one. Pass it as `load` to `usePasswordStrength`.
 *
 * @example
 * const strength = usePasswordStrength(password, { load: loadPasswordEstimator, userInputs: [email] });
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]): PasswordEstimator => {
      const zxcvbn = new core.ZxcvbnFactory({
        maxLength: PASSWORD_STRENGTH.scoredLength,
        l33tMaxSubstitutions: PASSWORD_STRENGTH.l33tMaxSubstitutions,
        dictionary: { ...common.dictionary, ...english.dictionary, userInputs: [...PASSWORD_STRENGTH.siteWords] },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      });
      return (password, userInputs) => {
        const result = zxcvbn.check(password, [...userInputs]);
        return { score: result.score, warning: result.feedback.warning || null, suggestions: result.feedback.suggestions };
      };
    },
  );
  // A failed download (offline) may succeed later: try again on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
