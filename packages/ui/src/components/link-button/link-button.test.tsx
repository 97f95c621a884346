import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('looks like a link but is a button, acting on click and Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<LinkButton onClick={onClick}>EURUSD</LinkButton>);
    const button = screen.getByRole('button', { name: 'EURUSD' });
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <LinkButton>Show more</LinkButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes a pressed state through, for a symbol that selects its row', () => {
    render(<LinkButton aria-pressed>EURUSD</LinkButton>);
    expect(screen.getByRole('button', { name: 'EURUSD', pressed: true })).toBeDefined();
  });
});
