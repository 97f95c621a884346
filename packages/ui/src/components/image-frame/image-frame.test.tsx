import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageFrame } from './image-frame';

describe('ImageFrame', () => {
  it('is an image named by its alt text', () => {
    render(<ImageFrame variant="code" src="data:image/png;base64,AA==" alt="QR code of the wallet address" />);
    expect(screen.getByRole('img', { name: 'QR code of the wallet address' }).className).toBe('bx-image-frame bx-image-frame--code');
  });

  it('keeps a decorative picture out of the accessibility tree', () => {
    render(<ImageFrame src="/news/1.jpg" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows an empty frame, hidden from screen readers, until there is an image', () => {
    const { container } = render(<ImageFrame variant="code" alt="QR code" className="t-qr" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.className).toContain('t-qr');
  });

  it('passes the image props through, so a caller can fall back when it fails to load', () => {
    const onError = vi.fn();
    render(<ImageFrame src="/missing.jpg" alt="Chart" onError={onError} loading="lazy" />);
    const image = screen.getByRole('img', { name: 'Chart' });
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(onError).toHaveBeenCalledOnce();
  });
});
