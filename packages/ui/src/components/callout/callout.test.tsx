import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Callout } from './callout';

describe('Callout', () => {
  it('has no role of its own: plain text in the reading order', () => {
    render(<Callout as="p">Another question? Write to us.</Callout>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Another question? Write to us.').tagName).toBe('P');
  });

  it('takes the role, focusability and ref a form gives its message', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Callout ref={ref} tone="danger" muted role="alert" tabIndex={-1}>
        Wrong email or password.
      </Callout>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Wrong email or password.');
    expect(ref.current).toBe(alert);
    ref.current?.focus();
    expect(document.activeElement).toBe(alert);
  });

  it('quotes as a blockquote', () => {
    render(
      <Callout as="blockquote" tone="warning">
        CFDs are complex instruments.
      </Callout>,
    );
    expect(screen.getByText('CFDs are complex instruments.').tagName).toBe('BLOCKQUOTE');
  });
});
