import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarToggle } from './star-toggle';

function Star({ onRowClick }: { onRowClick?: () => void }) {
  const [starred, setStarred] = useState(false);
  return (
    // The row behind the star, as in the instrument list: a press on the star must not reach it.
    <div onClick={onRowClick}>
      <StarToggle
        pressed={starred}
        label={starred ? 'Remove EURUSD from Favourites' : 'Add EURUSD to Favourites'}
        onClick={(event) => event.stopPropagation()}
        onPressedChange={setStarred}
      />
    </div>
  );
}

describe('StarToggle', () => {
  it('is a button named by its action, pressed when starred', async () => {
    const user = userEvent.setup();
    render(<Star />);
    const star = screen.getByRole('button', { name: 'Add EURUSD to Favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Remove EURUSD from Favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('fills the star when on, so the state is not told by colour alone', async () => {
    const user = userEvent.setup();
    render(<Star />);
    const star = screen.getByRole('button', { name: 'Add EURUSD to Favourites' });
    expect(star.querySelector('path')?.getAttribute('fill')).toBe('none');
    await user.click(star);
    expect(star.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
  });

  it('toggles from the keyboard, and a caller can keep the click from the row around it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<Star onRowClick={onRowClick} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Remove EURUSD from Favourites', pressed: true })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove EURUSD from Favourites' }));
    expect(screen.getByRole('button', { name: 'Add EURUSD to Favourites', pressed: false })).toBeDefined();
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
