/** Characters no text field of the contract accepts (a closed list). */
export const UNSAFE_TEXT_PROBLEMS = {
  /** U+0000: PostgreSQL text cannot store it, and no person types it. */
  nul: 'nul',
  /** Half of a UTF-16 surrogate pair: not a character, and not valid in UTF-8 or stored JSON. */
  loneSurrogate: 'lone_surrogate',
} as const;
/** One of {@link UNSAFE_TEXT_PROBLEMS}. */
export type UnsafeTextProblem = (typeof UNSAFE_TEXT_PROBLEMS)[keyof typeof UNSAFE_TEXT_PROBLEMS];

/** Where {@link findUnsafeText} found a bad character: the dotted path of the field and the problem. */
export interface UnsafeText {
  /** Dotted path of the field (`meta.wallet`, `items.0`); empty when the value itself is the text. */
  path: string;
  problem: UnsafeTextProblem;
}

// With the `u` flag a well-formed pair is one code point, so \p{Cs} matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

function problemOf(text: string): UnsafeTextProblem | null {
  if (text.includes('\u0000')) return UNSAFE_TEXT_PROBLEMS.nul;
  if (LONE_SURROGATE.test(text)) return UNSAFE_TEXT_PROBLEMS.loneSurrogate;
  return null;
}

/**
 * The first string in a JSON-like value (a request body or query) that holds a NUL character or
 * a lone surrogate, object keys included; `null` when there is none. Walks without recursion, so
 * deeply nested input cannot overflow the stack.
 *
 * @example
 * findUnsafeText({ meta: { wallet: 'a\u0000b' } }) // { path: 'meta.wallet', problem: 'nul' }
 * findUnsafeText({ country: 'NL' }) // null
 */
export function findUnsafeText(value: unknown): UnsafeText | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const seen = new Set<object>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return { path: next.path, problem };
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    for (const [key, child] of Object.entries(current)) {
      const path = next.path ? `${next.path}.${key}` : key;
      const keyProblem = problemOf(key);
      if (keyProblem) return { path, problem: keyProblem };
      pending.push({ value: child, path });
    }
  }
  return null;
}

/**
 * A sentence a person can act on for a field holding a character the contract refuses.
 *
 * @example
 * unsafeTextMessage('Wallet', 'nul') // 'Wallet contains a NUL character (U+0000): remove it and send the text again'
 */
export function unsafeTextMessage(label: string, problem: UnsafeTextProblem): string {
  switch (problem) {
    case UNSAFE_TEXT_PROBLEMS.nul:
      return `${label} contains a NUL character (U+0000): remove it and send the text again`;
    case UNSAFE_TEXT_PROBLEMS.loneSurrogate:
      return `${label} contains half of a character (a lone UTF-16 surrogate): send the text as valid Unicode`;
    default:
      return problem satisfies never;
  }
}
