import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a multi-line text box named by its label and described by its hint', () => {
    render(<TextArea label="Message" hint="Sent to support" rows={6} />);
    const textArea = screen.getByRole('textbox', { name: 'Message', description: 'Sent to support' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea.getAttribute('rows')).toBe('6');
    expect(textArea.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks an error and reads it with the field', () => {
    render(<TextArea label="Message" hint="Sent to support" error="Write a message first" />);
    const textArea = screen.getByRole('textbox', { name: 'Message', description: 'Sent to support Write a message first' });
    expect(textArea.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a given id and forwards the ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} id="support-message" label="Message" />);
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(ref.current?.id).toBe('support-message');
    expect(ref.current?.value).toBe('Hello');
  });
});
