import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is a checkbox named by its label, toggled by Space', async () => {
    const user = userEvent.setup();
    render(<CheckboxField name="accept_terms" label="I accept the terms and conditions." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions.' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    box.focus();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('marks the box invalid and describes it with the error', () => {
    render(<CheckboxField id="terms" label="I accept the terms." error="Accept the terms to go on." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms.' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('terms-error');
    expect(document.getElementById('terms-error')?.textContent).toBe('Accept the terms to go on.');
  });
});
