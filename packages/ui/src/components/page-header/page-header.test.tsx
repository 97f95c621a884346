import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('names the page with one level-1 heading, the eyebrow above it and the lead below', () => {
    const { container } = render(<PageHeader eyebrow="FAQ" title="Frequently asked questions" lead="Answers, by topic." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(container.textContent).toBe('FAQFrequently asked questionsAnswers, by topic.');
  });

  it('leaves out the eyebrow and the lead when they are not given', () => {
    const { container } = render(<PageHeader title="Page not found" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
