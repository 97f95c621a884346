import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_API_KEYS_PER_ACCOUNT, type ApiKey, type CreatedApiKey } from '@beurs/domain';
import { formatDateTime } from '../../format/format-date';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import { ApiKeysSection } from './api-keys-section';

const BOT: ApiKey = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Crossover bot',
  prefix: 'bk_live_ab12cd34',
  scopes: ['read', 'trade'],
  allowed_ips: [],
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: null,
  last_used_at: '2026-11-23T14:00:00.000Z',
  last_used_ip: '203.0.113.7',
  revoked_at: null,
};
const REPORTER: ApiKey = {
  ...BOT,
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Daily report',
  prefix: 'bk_live_ef56gh78',
  scopes: ['read'],
  allowed_ips: ['203.0.113.0/24', '198.51.100.7'],
  expires_at: '2027-02-18T09:00:00.000Z',
  last_used_at: null,
  last_used_ip: null,
};
const OLD: ApiKey = {
  ...BOT,
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Old script',
  prefix: 'bk_live_ij90kl12',
  revoked_at: '2026-11-21T10:00:00.000Z',
};
const EXPIRED: ApiKey = {
  ...REPORTER,
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Trial script',
  prefix: 'bk_live_uv34wx56',
  expires_at: '2026-01-01T00:00:00.000Z',
};
const SECRET = 'bk_live_mn34op56qr78st90uv12wx34yz56ab78cd90ef12';
const NEW_KEY: ApiKey = {
  ...BOT,
  id: '77777777-7777-4777-8777-777777777777',
  name: 'Grid bot',
  prefix: 'bk_live_mn34op56',
  created_at: '2026-11-29T12:00:00.000Z',
  last_used_at: null,
  last_used_ip: null,
};

/** The key rows of a table, header row left out. */
function rowsOf(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

describe('API keys', () => {
  let keys: ApiKey[] = [];
  const server = useTestServices(() => {
    keys = [BOT, REPORTER, OLD];
    return {
      'POST /api/v1/users/activities': { json: { activities: [] } },
      'GET /api/v1/users/api-keys': () => ({ json: { keys } }),
    };
  });

  it('says what a key may do, lists the live keys with their prefix, access and use, and keeps the revoked and expired ones behind a button', async () => {
    keys = [BOT, REPORTER, OLD, EXPIRED];
    renderWithRouter(<ApiKeysSection />);
    const table = await screen.findByRole('table', { name: 'Live API keys' });
    expect(screen.getByText(/never\s+withdraw money, and cannot change your PIN, password, two-factor sign-in or keys/)).toBeTruthy();
    const [bot, reporter] = rowsOf(table);
    expect(rowsOf(table)).toHaveLength(2);
    const botCells = within(bot as HTMLElement).getAllByRole('cell');
    expect(botCells.map((cell) => cell.querySelector('.bx-table__value')?.textContent ?? cell.textContent)).toEqual([
      'Crossover bot',
      'bk_live_ab12cd34…',
      'ReadTrade',
      formatDateTime(BOT.created_at),
      'Never',
      `${formatDateTime(BOT.last_used_at)} from 203.0.113.7`,
      'Revoke',
    ]);
    expect(within(botCells[1] as HTMLElement).getByText('bk_live_ab12cd34…').tagName).toBe('CODE');
    expect(reporter?.textContent).toContain('Never used');
    expect(reporter?.textContent).not.toContain('Trade');
    // A key limited to some addresses says so beside its access.
    expect(reporter?.textContent).toContain('only from 203.0.113.0/24, 198.51.100.7');
    expect(reporter?.textContent).toContain('18 Feb 2027');

    // Keys that no longer work are not in the list until asked for, and say how they ended.
    expect(screen.queryByText('Old script')).toBeNull();
    expect(screen.queryByText('Trial script')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show revoked and expired keys (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    const ended = screen.getByRole('table', { name: 'Revoked and expired API keys' });
    expect(ended.closest('.t-api-keys__ended')).not.toBeNull();
    expect(rowsOf(ended).map((row) => row.querySelector('td:last-child')?.textContent)).toEqual([
      expect.stringContaining(`Revoked ${formatDateTime(OLD.revoked_at)}`),
      expect.stringContaining(`Expired ${formatDateTime(EXPIRED.expires_at)}`),
    ]);
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide revoked and expired keys' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('creates a key, shows its secret once with Copy, and closes only once the secret is stored', async () => {
    const answer: CreatedApiKey = { key: NEW_KEY, secret: SECRET };
    server().route({
      'POST /api/v1/users/api-keys/create': () => {
        keys = [NEW_KEY, ...keys];
        return { json: answer };
      },
    });
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    const create = await screen.findByRole('button', { name: 'Create API key' });
    await user.click(create);
    const form = screen.getByRole('form', { name: 'Create an API key' });
    const name = within(form).getByLabelText(/^Name/);
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Grid bot');
    await user.click(within(form).getByRole('radio', { name: /Read and trade/ }));
    await user.selectOptions(within(form).getByLabelText('Expires'), '90 days');
    await user.type(within(form).getByLabelText(/^Allowed IP addresses/), '203.0.113.7\n198.51.100.0/24');
    const before = Date.now();
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    const after = Date.now();
    const sent = server().requests.find((request) => request.path === '/api/v1/users/api-keys/create')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Grid bot', scopes: ['read', 'trade'], allowed_ips: ['203.0.113.7', '198.51.100.0/24'] });
    const expires = Date.parse(String(sent.expires_at));
    const ninetyDays = 90 * 24 * 60 * 60 * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + ninetyDays);
    expect(expires).toBeLessThanOrEqual(after + ninetyDays);
    expect(screen.queryByRole('form', { name: 'Create an API key' })).toBeNull();

    const secret = within(dialog).getByRole('group', { name: 'Secret' });
    expect(document.activeElement).toBe(secret);
    expect(secret.querySelector('code')?.textContent).toBe(SECRET);
    expect(dialog.textContent).toContain('It cannot be shown again');
    await user.click(within(dialog).getByRole('button', { name: 'Copy the secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // Escape does not lose the secret: the dialog stays and says what closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your new API key' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('The secret is not shown again once this closes');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'I have stored it' }));

    await user.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.activeElement).toBe(create);
    const table = screen.getByRole('table', { name: 'Live API keys' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(rowsOf(table)[0]?.textContent).toContain('Grid bot');
  });

  it('cannot be closed while the key is being made, so its secret is never answered to nobody', async () => {
    server().route({
      'POST /api/v1/users/api-keys/create': () => {
        keys = [NEW_KEY, ...keys];
        return { json: { key: NEW_KEY, secret: SECRET }, delayMs: 1500 };
      },
    });
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.type(within(form).getByLabelText(/^Name/), 'Grid bot');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(server().count('POST /api/v1/users/api-keys/create')).toBe(1));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('form', { name: 'Create an API key' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByRole('group', { name: 'Secret' }).textContent).toContain(SECRET);
  });

  it('gives the focus back to Create when the form is cancelled', async () => {
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    const create = await screen.findByRole('button', { name: 'Create API key' });
    await user.click(create);
    await user.click(within(screen.getByRole('form', { name: 'Create an API key' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(create);
  });

  it("marks a wrong allowed address on its field in the contract's words, and sends nothing", async () => {
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.type(within(form).getByLabelText(/^Name/), 'Grid bot');
    const allowed = within(form).getByLabelText(/^Allowed IP addresses/);
    await user.type(allowed, '203.0.113.7, 203.0.113.300');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const message = '"203.0.113.300" is not an IP address or a network like 203.0.113.0/24';
    expect(within(form).getByText(message)).toBeTruthy();
    expect(allowed.getAttribute('aria-invalid')).toBe('true');
    expect(allowed.getAttribute('aria-describedby')).toBeTruthy();
    expect(server().count('POST /api/v1/users/api-keys/create')).toBe(0);
  });

  it("shows the server's refusal on the form, which stays open", async () => {
    const message = 'This address is reserved for the server itself; allow the address your program calls from.';
    server().route({
      'POST /api/v1/users/api-keys/create': {
        status: 400,
        json: { statusCode: 400, code: 'validation_failed', message, fields: [{ path: 'allowed_ips.0', message }] },
      },
    });
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.type(within(form).getByLabelText(/^Name/), 'Grid bot');
    await user.type(within(form).getByLabelText(/^Allowed IP addresses/), '127.0.0.1');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Allowed IP addresses/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
  });

  it('revokes a key after a confirmation that names it and says its programs stop at once', async () => {
    server().route({
      'POST /api/v1/users/api-keys/revoke': () => {
        keys = [REPORTER, { ...BOT, revoked_at: '2026-11-29T12:00:00.000Z' }, OLD];
        return { json: { keys } };
      },
    });
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke Crossover bot (bk_live_ab12cd34…)' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key “Crossover bot”?' });
    expect(dialog.textContent).toContain('Programs using bk_live_ab12cd34… stop at once');
    // Revoking cannot be undone: the focus starts on the way out.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));

    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Crossover bot was revoked: programs using it are refused from now on')).toBeTruthy();
    expect(server().requests.find((request) => request.path === '/api/v1/users/api-keys/revoke')?.body).toEqual({ id: BOT.id });
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'Live API keys' });
    expect(rowsOf(table)).toHaveLength(1);
    expect(table.textContent).not.toContain('Crossover bot');
    expect(screen.getByRole('button', { name: 'Show revoked and expired keys (2)' })).toBeTruthy();
    // Its button went with the row: the focus goes to Create rather than to nowhere.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API key' }));
  });

  it('keeps a key when the confirmation is declined, the focus back on its Revoke button', async () => {
    renderWithRouter(<ApiKeysSection />);
    const user = userEvent.setup();
    const revoke = await screen.findByRole('button', { name: 'Revoke Crossover bot (bk_live_ab12cd34…)' });
    await user.click(revoke);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(revoke);
    expect(server().count('POST /api/v1/users/api-keys/revoke')).toBe(0);
  });

  it(`offers no new key while ${MAX_API_KEYS_PER_ACCOUNT} live keys exist, and says why; expired keys do not count`, async () => {
    keys = [
      ...Array.from({ length: MAX_API_KEYS_PER_ACCOUNT }, (_, index) => ({
        ...BOT,
        id: `44444444-4444-4444-8444-${String(index).padStart(12, '0')}`,
        name: `Bot ${index + 1}`,
      })),
      EXPIRED,
      OLD,
    ];
    renderWithRouter(<ApiKeysSection />);
    const table = await screen.findByRole('table', { name: 'Live API keys' });
    expect(rowsOf(table)).toHaveLength(MAX_API_KEYS_PER_ACCOUNT);
    const create = screen.getByRole('button', { name: 'Create API key' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const reason = `You have ${MAX_API_KEYS_PER_ACCOUNT} live keys, the most one account may hold. Revoke one to create another.`;
    expect(screen.getByText(reason).id).toBe(create.getAttribute('aria-describedby'));
  });

  it('says there are no keys yet', async () => {
    keys = [];
    renderWithRouter(<ApiKeysSection />);
    expect(await screen.findByRole('heading', { name: 'No API keys' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create API key' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
