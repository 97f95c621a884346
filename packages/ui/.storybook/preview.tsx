import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { DEFAULT_FONT_ID, DEFAULT_THEME_ID, FONTS, THEMES, WIDTH_BANDS } from '@beurs/domain';
import '../src/styles/index.css';

const FULL_WIDTH = 'full';

/**
 * Puts the toolbar's theme and font classes on <html> (as AppearanceProvider does in the apps,
 * so portals such as Modal and Toaster are themed too) and narrows the story to a width band.
 */
function StoryFrame({
  themeClass,
  fontClass,
  band,
  children,
}: {
  themeClass: string;
  fontClass: string;
  band: string;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...THEMES.map((theme) => theme.class), ...FONTS.map((font) => font.class));
    root.classList.add(themeClass, fontClass);
  }, [themeClass, fontClass]);

  const width = band === FULL_WIDTH ? undefined : Number(band);
  return (
    <div
      data-width-band={band}
      style={{
        boxSizing: 'border-box',
        width,
        minHeight: '100%',
        padding: 16,
        background: 'var(--bx-color-bg)',
        color: 'var(--bx-color-text)',
        fontFamily: 'var(--bx-font-family)',
        outline: width === undefined ? undefined : '1px dashed var(--bx-color-border)',
      }}
    >
      {children}
    </div>
  );
}

const withAppearanceAndBand: Decorator = (Story, context) => {
  const theme = THEMES.find((option) => option.id === context.globals.theme) ?? THEMES[0];
  const font = FONTS.find((option) => option.id === context.globals.font) ?? FONTS[0];
  return (
    <StoryFrame themeClass={theme?.class ?? ''} fontClass={font?.class ?? ''} band={String(context.globals.band ?? FULL_WIDTH)}>
      <Story />
    </StoryFrame>
  );
};

const preview: Preview = {
  decorators: [withAppearanceAndBand],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEMES.map((theme) => ({ value: theme.id, title: theme.name })),
        dynamicTitle: true,
      },
    },
    font: {
      description: 'Font',
      toolbar: {
        title: 'Font',
        icon: 'paragraph',
        items: FONTS.map((font) => ({ value: font.id, title: font.name })),
        dynamicTitle: true,
      },
    },
    band: {
      description: 'Width band (contract §9): the story is narrowed to this width',
      toolbar: {
        title: 'Width',
        icon: 'mobile',
        items: [{ value: FULL_WIDTH, title: 'Full width' }, ...WIDTH_BANDS.map((band) => ({ value: String(band), title: `${band} px` }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME_ID, font: DEFAULT_FONT_ID, band: FULL_WIDTH },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
