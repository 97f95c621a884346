import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DividedList } from './divided-list';

describe('DividedList', () => {
  it('is a list named by its label, with the caller’s items', () => {
    render(
      <DividedList aria-label="Your watchlists">
        <li>Favourites</li>
        <li>Chip makers</li>
      </DividedList>,
    );
    const list = screen.getByRole('list', { name: 'Your watchlists' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Favourites', 'Chip makers']);
  });

  it('can take the focus through its ref, for when the focused row goes away', () => {
    const ref = createRef<HTMLUListElement>();
    render(
      <DividedList ref={ref} aria-label="Your watchlists" tabIndex={-1}>
        <li>Favourites</li>
      </DividedList>,
    );
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Your watchlists' }));
  });
});
