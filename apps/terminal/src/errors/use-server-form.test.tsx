import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinForm } from '../screens/security/pin-form';
import WithdrawalScreen from '../screens/withdrawal/withdrawal-screen';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';

// The submit cycle all terminal forms share, seen through the PIN form against a real HTTP server.
describe('useServerForm', () => {
  const server = useTestServices(() => ({}));

  it('marks the refused field, shows the server text and still reloads the user', async () => {
    server().route({
      'POST /api/v1/users/savePin': {
        status: 400,
        json: {
          statusCode: 400,
          code: 'validation_failed',
          message: 'PIN must be 4 to 6 digits',
          fields: [{ path: 'code', message: 'PIN must be 4 to 6 digits' }],
        },
      },
    });
    renderWithRouter(<PinForm hasPin={false} />);
    await userEvent.type(screen.getByLabelText('PIN'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true'));
    const input = screen.getByLabelText('PIN');
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain('PIN must be 4 to 6 digits');
    expect(screen.getByRole('list', { name: 'Notifications' }).textContent).toContain('PIN must be 4 to 6 digits');
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
  });

  it('sends one call however fast the button is pressed', async () => {
    server().route({ 'POST /api/v1/users/savePin': { delayMs: 200, json: { ok: true, message: 'Code saved successfully' } } });
    renderWithRouter(<PinForm hasPin={false} />);
    await userEvent.type(screen.getByLabelText('PIN'), '2468');
    const button = screen.getByRole('button', { name: 'Set PIN' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
    expect(server().count('POST /api/v1/users/savePin')).toBe(1);
  });

  it('shows the button busy while the call is in flight, then free again with the form cleared', async () => {
    server().route({ 'POST /api/v1/users/savePin': { delayMs: 300, json: { ok: true, message: 'Code saved successfully' } } });
    renderWithRouter(<PinForm hasPin={false} />);
    await userEvent.type(screen.getByLabelText('PIN'), '2468');
    const button = screen.getByRole('button', { name: 'Set PIN' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    expect(await screen.findByText('Code saved successfully')).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.getByLabelText('PIN')).toHaveProperty('value', '');
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
  });

  it('marks a field the form itself refuses and sends nothing, then clears it once the server takes the form', async () => {
    server().route({
      'POST /api/v1/users/withdrawal': {
        status: 400,
        json: {
          statusCode: 400,
          code: 'validation_failed',
          message: 'Amount must be at least 10 EUR',
          fields: [{ path: 'amount', message: 'Amount must be at least 10 EUR' }],
        },
      },
    });
    renderWithRouter(<WithdrawalScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Wallet or account'), 'bc1qmine');
    await user.type(screen.getByLabelText('Amount (EUR)'), '1e3');
    await user.type(screen.getByLabelText('PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Amount must be written with plain digits/)).toBeTruthy();
    expect(server().count('POST /api/v1/users/withdrawal')).toBe(0);

    await user.clear(screen.getByLabelText('Amount (EUR)'));
    await user.type(screen.getByLabelText('Amount (EUR)'), '1');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    // The server's field message replaces the form's own; the PIN is asked again.
    await waitFor(() => expect(screen.getByLabelText('Amount (EUR)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(/Amount must be written with plain digits/)).toBeNull();
    expect(screen.getAllByText('Amount must be at least 10 EUR').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('PIN')).toHaveProperty('value', '');
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBe(1));
  });
});
