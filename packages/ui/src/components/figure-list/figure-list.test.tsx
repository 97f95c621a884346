import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureList } from './figure-list';
import { FigureListItem } from './figure-list-item';

describe('FigureList', () => {
  it('pairs each term with its value in a description list', () => {
    render(
      <FigureList data-testid="account">
        <FigureListItem term="Balance">10,000.00 EUR</FigureListItem>
        <FigureListItem term="Equity">10,250.00 EUR</FigureListItem>
      </FigureList>,
    );
    const list = screen.getByTestId('account');
    expect(list.tagName).toBe('DL');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Balance', 'Equity']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['10,000.00 EUR', '10,250.00 EUR']);
  });

  it('gives the value the props a caller puts on the item, so a test can read it', () => {
    render(
      <FigureList>
        <FigureListItem term="Free margin" tone="negative" data-testid="free-margin">
          120.00 EUR
        </FigureListItem>
      </FigureList>,
    );
    const value = screen.getByTestId('free-margin');
    expect(value.tagName).toBe('DD');
    expect(value.textContent).toBe('120.00 EUR');
    expect(value.className).toContain('bx-figure-list__value--negative');
  });

  it('passes list props such as aria-live to the <dl>', () => {
    render(
      <FigureList framed density="compact" aria-live="polite" data-testid="figures">
        <FigureListItem term="Margin">—</FigureListItem>
      </FigureList>,
    );
    expect(screen.getByTestId('figures').getAttribute('aria-live')).toBe('polite');
  });
});
