import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppearanceProvider } from './appearance-provider';
import { APPEARANCE_STORAGE_KEY } from './appearance-store';
import { useAppearance } from './use-appearance';

function Picker() {
  const { theme, font, setThemeId, setFontId } = useAppearance();
  return (
    <>
      <p>
        {theme.name} / {font.name}
      </p>
      <button type="button" onClick={() => setThemeId('green')}>
        Green
      </button>
      <button type="button" onClick={() => setFontId('Plex')}>
        Plex
      </button>
    </>
  );
}

function renderApp() {
  return render(
    <AppearanceProvider>
      <Picker />
    </AppearanceProvider>,
  );
}

const rootClasses = () => [...document.documentElement.classList].sort();

describe('AppearanceProvider', () => {
  it('starts with the default theme and font classes on <html>', () => {
    renderApp();
    expect(rootClasses()).toEqual(['font-poppins', 'theme-orange']);
    expect(screen.getByText('Orange / Poppins')).toBeDefined();
  });

  it('keeps the chosen theme and font across a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp();
    await user.click(screen.getByRole('button', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Plex' }));
    expect(rootClasses()).toEqual(['font-plex', 'theme-green']);
    first.unmount();
    document.documentElement.className = '';

    renderApp();
    expect(rootClasses()).toEqual(['font-plex', 'theme-green']);
    expect(screen.getByText('Green / IBM Plex Sans')).toBeDefined();
  });

  it('replaces the previous theme class instead of adding a second one', async () => {
    const user = userEvent.setup();
    document.documentElement.classList.add('theme-red', 'font-montserrat', 'app-class');
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Green' }));
    expect(rootClasses()).toEqual(['app-class', 'font-poppins', 'theme-green']);
  });

  it.each([
    ['not JSON', '{theme'],
    ['null', 'null'],
    ['a string', '"indigo"'],
    ['unknown ids', '{"themeId":"purple","fontId":42}'],
  ])('falls back to the defaults when storage holds %s', (_, stored) => {
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, stored);
    renderApp();
    expect(rootClasses()).toEqual(['font-poppins', 'theme-orange']);
  });

  it('keeps a valid theme when only the font in storage is garbage', () => {
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, '{"themeId":"cyan","fontId":"comic-sans"}');
    renderApp();
    expect(rootClasses()).toEqual(['font-poppins', 'theme-cyan']);
  });

  it('still switches themes when storage is blocked', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderApp();
    expect(rootClasses()).toEqual(['font-poppins', 'theme-orange']);
    await user.click(screen.getByRole('button', { name: 'Green' }));
    expect(rootClasses()).toEqual(['font-poppins', 'theme-green']);
  });

  it('follows a choice made in another tab', () => {
    renderApp();
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, '{"themeId":"blush","fontId":"opensans"}');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_STORAGE_KEY }));
    });
    expect(rootClasses()).toEqual(['font-opensans', 'theme-blush']);
  });
});
