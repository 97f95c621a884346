import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceSession, TwoFactorEnrolment, TwoFactorStatus } from '@beurs/domain';
import { makeUser } from '../../test/fixtures';
import { setCachedUser } from '../../test/query-cache';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import SecurityScreen from './security-screen';

const OFF: TwoFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const ON: TwoFactorStatus = { enabled: true, enabled_at: '2026-11-23T14:30:00.000Z', recovery_codes_left: 10 };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ENROLMENT: TwoFactorEnrolment = {
  secret: SECRET,
  otpauth_uri: `otpauth://totp/Test%20Broker:ada%40example.com?issuer=Test%20Broker&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`,
  issuer: 'Test Broker',
  account_name: 'ada@example.com',
  digits: 6,
  period: 30,
  algorithm: 'SHA1',
};
const RECOVERY = Array.from({ length: 10 }, (_, index) => `abcd-efgh-${String(index).padStart(2, '2')}mn`.replace(/[01]/g, '3'));
const LAPTOP: DeviceSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Chrome on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
  ip: '203.0.113.7',
  created_at: '2026-11-23T08:00:00.000Z',
  last_used_at: '2026-11-23T14:00:00.000Z',
  expires_at: '2026-11-23T20:00:00.000Z',
  current: true,
};
const PHONE: DeviceSession = {
  ...LAPTOP,
  id: '33333333-3333-4333-8333-333333333333',
  device: 'Safari on iPhone',
  ip: '198.51.100.23',
  current: false,
};

describe('Security screen', () => {
  let twoFactor: TwoFactorStatus = OFF;
  let sessions: DeviceSession[] = [LAPTOP, PHONE];
  const server = useTestServices(() => {
    twoFactor = OFF;
    sessions = [LAPTOP, PHONE];
    return {
      'POST /api/v1/users/activities': { json: { activities: [] } },
      'GET /api/v1/users/two-factor': () => ({ json: twoFactor }),
      'GET /api/v1/users/sessions': () => ({ json: { sessions } }),
      'GET /api/v1/users/api-keys': { json: { keys: [] } },
    };
  });

  it('sets up two-factor sign-in: password, QR code and key, first code, then the recovery codes once', async () => {
    server().route({
      'POST /api/v1/users/two-factor/enrol': { json: ENROLMENT },
      'POST /api/v1/users/two-factor/confirm': () => {
        twoFactor = ON;
        return { json: { recovery_codes: RECOVERY } };
      },
    });
    renderWithRouter(<SecurityScreen />);
    const user = userEvent.setup();
    const setUp = await screen.findByRole('form', { name: 'Set up two-factor sign-in' });
    await user.type(within(setUp).getByLabelText('Password'), 'plum-violin');
    await user.click(within(setUp).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const confirm = await screen.findByRole('form', { name: 'Confirm two-factor sign-in' });
    expect(within(confirm).getByLabelText('Two-factor secret key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(await within(confirm).findByAltText(/QR code for your authenticator app/)).toBeTruthy();
    await user.type(within(confirm).getByLabelText('Code from the app'), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    const bodies = server()
      .requests.filter((request) => request.path.startsWith('/api/v1/users/two-factor/'))
      .map((request) => request.body);
    expect(bodies).toEqual([{ password: 'plum-violin' }, { code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-factor sign-in is on/)).toBeTruthy();
    expect(screen.getByText(/Recovery codes left: 10 of 10/)).toBeTruthy();
    // The codes are gone from the page for good.
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows a refused first code beside the field and stays on the set-up', async () => {
    const message = 'The code is not correct. Check that the time on your phone is set automatically, and use the newest code.';
    server().route({
      'POST /api/v1/users/two-factor/enrol': { json: ENROLMENT },
      'POST /api/v1/users/two-factor/confirm': {
        status: 400,
        json: {
          statusCode: 400,
          code: 'wrong_second_factor',
          message: `${message} After 4 more wrong codes in a row, codes are refused for 15 minutes.`,
          fields: [{ path: 'code', message }],
        },
      },
    });
    renderWithRouter(<SecurityScreen />);
    const user = userEvent.setup();
    const setUp = await screen.findByRole('form', { name: 'Set up two-factor sign-in' });
    await user.type(within(setUp).getByLabelText('Password'), 'plum-violin');
    await user.click(within(setUp).getByRole('button', { name: 'Set up two-factor sign-in' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm two-factor sign-in' });
    await user.type(within(confirm).getByLabelText('Code from the app'), '000000');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(confirm).findByText(message)).toBeTruthy();
    expect(await screen.findByText(/After 4 more wrong codes in a row/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Confirm two-factor sign-in' })).toBeTruthy();
  });

  it('turns two-factor sign-in off with the password and a recovery code', async () => {
    twoFactor = ON;
    server().route({
      'POST /api/v1/users/two-factor/disable': () => {
        twoFactor = OFF;
        return { json: { ok: true, message: 'Two-factor sign-in is off. Signing in now needs only your password.' } };
      },
    });
    renderWithRouter(<SecurityScreen />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    await user.type(within(form).getByLabelText('Password'), 'plum-violin');
    await user.click(within(form).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(form).getByLabelText('Recovery code'), 'abcd-efgh-jkmn');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off. Signing in now needs only your password.')).toBeTruthy();
    expect(server().requests.find((request) => request.path === '/api/v1/users/two-factor/disable')?.body).toEqual({
      password: 'plum-violin',
      recovery_code: 'abcd-efgh-jkmn',
    });
    expect(await screen.findByRole('form', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });

  it('lists the signed-in devices with this one marked, and signs another one out', async () => {
    server().route({
      'POST /api/v1/users/sessions/end': () => {
        sessions = [LAPTOP];
        return { json: { ok: true, message: 'The device was signed out.' } };
      },
    });
    renderWithRouter(<SecurityScreen />);
    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Chrome on Windows');
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[0]?.textContent).toContain('203.0.113.7');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('Safari on iPhone');
    expect(rows[1]?.textContent).not.toContain('This device');

    await userEvent
      .setup()
      .click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out Safari on iPhone (198.51.100.23)' }));
    expect(await screen.findByText('Safari on iPhone was signed out')).toBeTruthy();
    expect(server().requests.find((request) => request.path === '/api/v1/users/sessions/end')?.body).toEqual({ id: PHONE.id });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table.textContent).not.toContain('Safari on iPhone');
  });

  it('on a phone each signed-in device is a card headed by its name, the Sign out button on its card', async () => {
    renderWithRouter(<SecurityScreen />);
    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    // The card layout is CSS (a container query below 640 px); the markup carries it at every width.
    expect(table.closest('.bx-table-cards-640')).not.toBeNull();
    const phone = within(table).getAllByRole('row')[2] as HTMLElement;
    const cells = within(phone).getAllByRole('cell');
    expect(cells[0]?.classList.contains('bx-table__cell--card-title')).toBe(true);
    expect(cells[0]?.querySelector('.bx-table__value')?.textContent?.trim()).toBe('Safari on iPhone');
    // Every other line says what it is; the labels are for the eye, the column headers for screen readers.
    expect([...phone.querySelectorAll('.bx-table__label')].map((label) => label.textContent)).toEqual([
      'Device',
      'IP address',
      'Signed in',
      'Last used',
      'Action',
    ]);
    expect(within(cells[4] as HTMLElement).getByRole('button', { name: 'Sign out Safari on iPhone (198.51.100.23)' })).toBeTruthy();
  });

  it('holds the API keys of programs between the devices and the PIN', async () => {
    renderWithRouter(<SecurityScreen />);
    const section = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(section).findByRole('heading', { name: 'No API keys' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 3)).toEqual(['Two-factor sign-in', 'Signed-in devices', 'API keys']);
  });

  it("names the withdrawal wallet's method as the platform does, not by its id", async () => {
    setCachedUser(makeUser({ wallet: { address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'tether' } }));
    renderWithRouter(<SecurityScreen />);
    const form = await screen.findByRole('form', { name: 'Wallet identification' });
    expect(form.textContent).toContain('Current: 0x52908400098527886E0F7030069857D2E4169EE7 (Tether (USDT))');
    expect(form.textContent).not.toContain('(tether)');
  });

  it("shows the server's text when a device could not be signed out", async () => {
    const message = 'This device is already signed out. Reload the list of devices.';
    server().route({ 'POST /api/v1/users/sessions/end': { status: 404, json: { statusCode: 404, code: 'not_found', message } } });
    renderWithRouter(<SecurityScreen />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Sign out Safari on iPhone/ }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
