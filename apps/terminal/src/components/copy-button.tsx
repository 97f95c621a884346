import { useState } from 'react';
import { Button, notify } from '@beurs/ui';

/** Copies a text to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify.success('Copied to the clipboard');
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.warn('Clipboard write failed', error);
      notify.warning('Copying is not allowed here: select the text and copy it by hand.');
    }
  };
  return (
    <Button variant="secondary" size="small" onClick={() => void copy()} aria-label={label}>
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
