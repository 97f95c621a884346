import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link with the classes of a Button of the same variant and size', () => {
    render(
      <>
        <ButtonLink href="/login" variant="secondary" size="large" className="extra">
          Sign in
        </ButtonLink>
        <Button variant="secondary" size="large" className="extra">
          Sign in
        </Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Sign in' }).className);
  });

  it('defaults to a primary, medium button look', () => {
    render(<ButtonLink href="/registration">Open a demo account</ButtonLink>);
    expect(screen.getByRole('link').className).toBe('bx-button bx-button--primary bx-button--medium');
  });

  it('renders through renderLink with every prop and the ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <ButtonLink
        ref={ref}
        href="/login"
        tabIndex={-1}
        renderLink={({ href, ...props }) => <a data-router-to={href} href={`/app${href}`} {...props} />}
      >
        Sign in
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('data-router-to')).toBe('/login');
    expect(link.getAttribute('href')).toBe('/app/login');
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(ref.current).toBe(link);
  });
});
