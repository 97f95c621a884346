import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListCard } from './list-card';

describe('ListCard', () => {
  it('is a list item of the caller’s list, with the caller’s attributes', () => {
    render(
      <ul aria-label="Notifications">
        <ListCard marker="unread" data-testid="first">
          Your deposit arrived
        </ListCard>
        <ListCard>Welcome</ListCard>
      </ul>,
    );
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your deposit arrived', 'Welcome']);
    expect(screen.getByTestId('first').className).toBe('bx-list-card bx-list-card--unread');
    expect(items[1]?.className).toBe('bx-list-card');
  });
});
