import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose } from './prose';

describe('Prose', () => {
  it('keeps the outline of the text it holds', () => {
    render(
      <Prose>
        <h2>Margin</h2>
        <p>The deposit a position needs.</p>
      </Prose>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Margin' })).toBeTruthy();
    expect(screen.getByText('The deposit a position needs.')).toBeTruthy();
  });

  it('puts the footer after the text, with its link', () => {
    const { container } = render(
      <Prose
        footer={
          <>
            Next: <a href="/learn/markets">Going long and short</a>
          </>
        }
      >
        <p>Body.</p>
      </Prose>,
    );
    expect(container.textContent).toBe('Body.Next: Going long and short');
    expect(screen.getByRole('link', { name: 'Going long and short' }).getAttribute('href')).toBe('/learn/markets');
  });
});
