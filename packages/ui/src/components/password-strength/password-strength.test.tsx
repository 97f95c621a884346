import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordEstimate } from '@beurs/domain';
import { PasswordStrength } from './password-strength';
import { usePasswordStrength, type PasswordEstimator } from './use-password-strength';

// A stand-in estimator with zxcvbn's shape: the real one is the apps' (and is tested there).
const byLength: PasswordEstimator = (password, userInputs) => {
  if (userInputs.some((word) => password.toLowerCase().includes(word))) {
    return {
      score: 1,
      warning: 'There should not be any personal or page related data.',
      suggestions: ['Add more words that are less common.'],
    };
  }
  return { score: Math.min(4, Math.floor(password.length / 5)) as PasswordEstimate['score'], warning: null, suggestions: [] };
};

function Meter({ password, load, userInputs }: { password: string; load: () => Promise<PasswordEstimator>; userInputs?: string[] }) {
  return <PasswordStrength state={usePasswordStrength(password, { load, ...(userInputs ? { userInputs } : {}) })} />;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PasswordStrength', () => {
  it('shows nothing for an empty password and loads no estimator', () => {
    const load = vi.fn(() => Promise.resolve(byLength));
    const { container } = render(<Meter password="" load={load} />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('scores after a quiet moment and says what the score means in words', async () => {
    const load = vi.fn(() => Promise.resolve(byLength));
    const { rerender } = render(<Meter password="Summ" load={load} />);
    expect(screen.getByText('Checking the strength…')).toBeTruthy();
    rerender(<Meter password="Summer2026" load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(150));
    const meter = screen.getByRole('meter', { name: 'Strength: Fair (2 of 4). At least Strong (3 of 4) is needed.' });
    expect((meter as HTMLMeterElement).value).toBe(2);
    // One load, one score: the keystroke before the pause was never scored.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the estimator's warning and suggestions, and the person's own words count", async () => {
    const load = () => Promise.resolve(byLength);
    render(<Meter password="Lovelace2026!" load={load} userInputs={['lovelace']} />);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('Strength: Weak (1 of 4). At least Strong (3 of 4) is needed.')).toBeTruthy();
    expect(screen.getByText('There should not be any personal or page related data.')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Add more words that are less common.');
  });

  it('says the server will check when the estimator cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Meter password="anything at all" load={() => Promise.reject(new Error('offline'))} />);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('The strength is checked when you submit.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
