import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Email" type="email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email', description: 'We never share it' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks an error and reads it with the field', () => {
    render(<TextField label="Amount" type="number" hint="In EUR" error="At least 10" />);
    const input = screen.getByRole('spinbutton', { name: 'Amount', description: 'In EUR At least 10' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('steps a number field by the default step unless told otherwise', () => {
    render(
      <>
        <TextField label="Volume" type="number" />
        <TextField label="Price" type="number" step={0.01} />
      </>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Volume' }).getAttribute('step')).toBe('1');
    expect(screen.getByRole('spinbutton', { name: 'Price' }).getAttribute('step')).toBe('0.01');
  });
});
