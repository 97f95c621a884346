import type { Meta, StoryObj } from '@storybook/react-vite';
import { FONTS, THEMES, type FontId, type ThemeId } from '@beurs/domain';
import { Button } from '../components/button/button';
import { Card } from '../components/card/card';
import { Select } from '../components/select/select';
import { AppearanceProvider } from './appearance-provider';
import { useAppearance } from './use-appearance';

function AppearancePicker() {
  const { themeId, fontId, setThemeId, setFontId } = useAppearance();
  return (
    <Card title="Appearance">
      <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
        <Select
          label="Theme"
          value={themeId}
          onChange={(event) => setThemeId(event.target.value as ThemeId)}
          options={THEMES.map((theme) => ({ value: theme.id, label: theme.name }))}
        />
        <Select
          label="Font"
          value={fontId}
          onChange={(event) => setFontId(event.target.value as FontId)}
          options={FONTS.map((font) => ({ value: font.id, label: font.name }))}
        />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="buy">Buy</Button>
          <Button variant="sell">Sell</Button>
        </div>
      </div>
    </Card>
  );
}

const meta = {
  title: 'Appearance/AppearanceProvider',
  component: AppearanceProvider,
  // Its own key, so trying themes here does not change what the toolbar or the apps remember.
  args: { storageKey: 'beurs:storybook-appearance' },
  render: (args) => (
    <AppearanceProvider {...args}>
      <AppearancePicker />
    </AppearanceProvider>
  ),
} satisfies Meta<typeof AppearanceProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picker: Story = {};
