import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationKindBadge } from './notification-kind-badge';

describe('NotificationKindBadge', () => {
  it('says Done for a success, not "success"', () => {
    render(<NotificationKindBadge kind="success" />);
    expect(screen.getByText('Done').className).toContain('bx-badge--positive');
    expect(screen.queryByText('success')).toBeNull();
  });

  it('says Information and Warning for the other kinds', () => {
    const { container } = render(
      <>
        <NotificationKindBadge kind="info" />
        <NotificationKindBadge kind="warning" />
      </>,
    );
    expect([...container.querySelectorAll('.bx-badge')].map((badge) => badge.textContent)).toEqual(['Information', 'Warning']);
  });
});
