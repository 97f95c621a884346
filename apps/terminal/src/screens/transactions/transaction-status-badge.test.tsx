import { render, screen } from '@testing-library/react';
import { TRANSACTION_STATUSES } from '@beurs/domain';
import { describe, expect, it } from 'vitest';
import { TransactionStatusBadge } from './transaction-status-badge';

describe('TransactionStatusBadge', () => {
  it('says Completed, Pending and Rejected, not the raw status values', () => {
    const { container } = render(
      <>
        {TRANSACTION_STATUSES.map((status) => (
          <TransactionStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect([...container.querySelectorAll('.bx-badge')].map((badge) => badge.textContent)).toEqual(['Completed', 'Pending', 'Rejected']);
  });

  it('colours a pending deposit as a warning and a rejected one as negative', () => {
    render(
      <>
        <TransactionStatusBadge status="pending" />
        <TransactionStatusBadge status="rejected" />
      </>,
    );
    expect(screen.getByText('Pending').className).toContain('bx-badge--warning');
    expect(screen.getByText('Rejected').className).toContain('bx-badge--negative');
  });
});
