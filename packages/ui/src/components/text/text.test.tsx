import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './text';

describe('Text', () => {
  it('renders a span unless asked for another element, keeping its text for screen readers', () => {
    render(
      <>
        <Text variant="strong">EURUSD</Text>
        <Text as="p" variant="muted">
          All read.
        </Text>
      </>,
    );
    expect(screen.getByText('EURUSD').tagName).toBe('SPAN');
    expect(screen.getByText('All read.').tagName).toBe('P');
  });

  it('passes ARIA and test attributes through, so a live message stays live', () => {
    render(
      <Text as="p" variant="muted" aria-live="polite" data-testid="unread">
        2 unread.
      </Text>,
    );
    expect(screen.getByTestId('unread').getAttribute('aria-live')).toBe('polite');
  });

  it('adds the caller’s layout class beside its look', () => {
    render(
      <Text variant="figure" className="t-big-number">
        62.5 %
      </Text>,
    );
    expect(screen.getByText('62.5 %').className).toBe('bx-text bx-text--figure t-big-number');
  });
});
