import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its heading', () => {
    render(
      <PageSection title="Market overview">
        <p>Prices.</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Market overview' });
    expect(region.querySelector('h2')?.textContent).toBe('Market overview');
  });

  it('keeps a given heading id, at the level asked for', () => {
    render(<PageSection title="Start in three steps" headingLevel={3} headingId="home-start" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Start in three steps' });
    expect(heading.id).toBe('home-start');
    expect(screen.getByRole('region', { name: 'Start in three steps' }).getAttribute('aria-labelledby')).toBe('home-start');
  });
});
