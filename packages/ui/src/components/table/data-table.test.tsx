import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

function Quotes({ selectedId, onSelect }: { selectedId: string; onSelect?: (id: string) => void }) {
  return (
    <DataTable caption="Quotes" hideCaption aria-rowcount={12}>
      <thead>
        <tr aria-rowindex={1}>
          <DataTable.HeaderCell>Instrument</DataTable.HeaderCell>
          <DataTable.HeaderCell>Bid</DataTable.HeaderCell>
        </tr>
      </thead>
      <tbody>
        <DataTable.SpacerRow height={480} />
        {['EURUSD', 'AAPL'].map((id, index) => (
          <DataTable.Row key={id} aria-rowindex={index + 12} selected={id === selectedId} interactive onClick={() => onSelect?.(id)}>
            <td>{id}</td>
            <td>1.00</td>
          </DataTable.Row>
        ))}
      </tbody>
    </DataTable>
  );
}

describe('DataTable', () => {
  it('is named by its caption, kept for screen readers when hidden', () => {
    render(<Quotes selectedId="AAPL" />);
    const table = screen.getByRole('table', { name: 'Quotes' });
    expect(table.getAttribute('aria-rowcount')).toBe('12');
  });

  it('heads its columns with column headers', () => {
    render(<Quotes selectedId="AAPL" />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Instrument', 'Bid']);
  });

  it('says which row is selected with aria-selected', () => {
    render(<Quotes selectedId="AAPL" />);
    const aapl = screen.getByRole('row', { name: /AAPL/ });
    const eurusd = screen.getByRole('row', { name: /EURUSD/ });
    expect(aapl.getAttribute('aria-selected')).toBe('true');
    expect(eurusd.getAttribute('aria-selected')).toBe('false');
  });

  it('leaves aria-selected to a caller that sets its own', () => {
    render(
      <DataTable caption="Orders">
        <tbody>
          <DataTable.Row selected={false} aria-selected={undefined}>
            <td>BTCUSD</td>
          </DataTable.Row>
        </tbody>
      </DataTable>,
    );
    expect(screen.getByRole('row', { name: 'BTCUSD' }).hasAttribute('aria-selected')).toBe(false);
  });

  it('passes a click on a row to its handler', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Quotes selectedId="AAPL" onSelect={onSelect} />);
    await user.click(within(screen.getByRole('row', { name: /EURUSD/ })).getByText('EURUSD'));
    expect(onSelect).toHaveBeenCalledWith('EURUSD');
  });

  it('hides the spacer row of a windowed table from assistive technology', () => {
    render(<Quotes selectedId="AAPL" />);
    // The header row and the two rendered rows; the spacer is not a row to a screen reader.
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
