import type { OlHTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<CodeList>`; other props (`aria-label`, ...) go to the `<ol>`. */
export interface CodeListProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  /** The codes, in order. */
  codes: readonly string[];
}

/**
 * Codes a person copies by hand (two-factor recovery codes), numbered, in a monospaced face so
 * similar characters stay apart, in as many columns as fit. Name the list with `aria-label`.
 *
 * @example
 * <CodeList codes={['k3f9-2mqa', 'p7xe-8d2c']} aria-label="Recovery codes" />
 */
export function CodeList({ codes, className, ...rest }: CodeListProps) {
  return (
    <ol className={classNames('bx-code-list', className)} {...rest}>
      {codes.map((code, index) => (
        // The list is shown once and never reordered, so the position is a stable key (codes may repeat in fixtures).
        <li key={`${index}:${code}`}>
          <code>{code}</code>
        </li>
      ))}
    </ol>
  );
}
