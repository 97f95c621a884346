import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';

describe('FileField', () => {
  it('is a file input named by its label, described by its hint, limited to accept', () => {
    render(<FileField label="Passport file" accept="image/png,application/pdf" hint="PNG or PDF" />);
    const input = screen.getByLabelText('Passport file');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/png,application/pdf');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
    expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('PNG or PDF');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks an error and reads it after the hint', () => {
    render(<FileField label="Passport file" hint="PNG or PDF" error="The file is too large" />);
    const input = screen.getByLabelText('Passport file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint ${input.id}-error`);
  });

  it('hands the chosen file to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn((files: FileList | null) => files?.[0]?.name);
    render(<FileField label="Passport file" onChange={(event) => onChange(event.target.files)} />);
    await user.upload(screen.getByLabelText('Passport file'), new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveLastReturnedWith('passport.pdf');
  });
});
