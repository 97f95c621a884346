import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import { PasswordForm } from './password-form';

// Issue 9: the new password is scored as it is typed, with the server's settings and the real
// zxcvbn estimator (loaded on first use), so a person sees why "Summer2026!" will be refused.
describe('PasswordForm', () => {
  useTestServices();

  it('shows the strength of the new password in words with the advice of the estimator', async () => {
    renderWithRouter(<PasswordForm />);
    const field = screen.getByLabelText('New password');
    await userEvent.type(field, 'Summer2026!');
    expect(await screen.findByText('Strength: Fair (2 of 4). At least Strong (3 of 4) is needed.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('meter', { name: /^Strength: Fair/ })).toBeTruthy();
    expect(screen.getByText('Add more words that are less common.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'tulip anchor meadow copper');
    expect(await screen.findByText('Strength: Very strong (4 of 4).')).toBeTruthy();
  });

  it("counts the user's own name as a known word", async () => {
    // The fixture user is Ada Lovelace.
    renderWithRouter(<PasswordForm />);
    await userEvent.type(screen.getByLabelText('New password'), 'Lovelace2026!');
    expect(await screen.findByText(/^Strength: Fair \(2 of 4\)/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('There should not be any personal or page related data.')).toBeTruthy();
  });
});
