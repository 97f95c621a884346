import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { navLinkClassName } from './nav-link-class-name';
import { SideNavigation, type SideNavigationProps } from './side-navigation';

const LINKS = ['Dashboard', 'Exchange', 'Orders', 'History'] as const;

// The app lays out the list and the links; these few styles stand in for it.
function Links({ current, short = false }: { current: string; short?: boolean }) {
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {LINKS.map((name) => (
        <li key={name}>
          <a
            href={`#${name.toLowerCase()}`}
            className={navLinkClassName({ active: name === current })}
            aria-current={name === current ? 'page' : undefined}
            aria-label={short ? name : undefined}
            style={{ display: 'block', padding: '8px 12px', textAlign: short ? 'center' : undefined }}
          >
            {short ? name.charAt(0) : name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Toggling(props: Omit<SideNavigationProps, 'children'>) {
  const [collapsed, setCollapsed] = useState(props.collapsed ?? false);
  return (
    <SideNavigation
      {...props}
      collapsed={collapsed}
      onToggle={() => setCollapsed(!collapsed)}
      style={{ width: collapsed ? 64 : 220, padding: 8 }}
    >
      <Links current="Orders" short={collapsed} />
    </SideNavigation>
  );
}

const meta = {
  title: 'Components/SideNavigation',
  component: SideNavigation,
  args: { label: 'Screens', children: <Links current="Orders" />, style: { width: 220, padding: 8 } },
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const WithToggle: Story = {
  render: (args) => <Toggling label={args.label} expandLabel="Show all screens" />,
};

export const Collapsed: Story = {
  render: (args) => <Toggling label={args.label} expandLabel="Show all screens" collapsed />,
};
