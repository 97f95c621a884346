import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { headerNavLinkClassName, headerNavListClassName } from './header-nav-class-names';
import { MenuToggle } from './menu-toggle';

const meta = {
  title: 'Components/MenuToggle',
  component: MenuToggle,
  args: { expanded: false },
} satisfies Meta<typeof MenuToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** With the header navigation's link and panel classes, as the public site uses them. */
export const WithMenu: Story = {
  render: function WithMenu() {
    const [open, setOpen] = useState(true);
    const listId = useId();
    return (
      <nav aria-label="Main">
        <MenuToggle expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} />
        <ul id={listId} hidden={!open} className={headerNavListClassName({ open })} style={{ listStyle: 'none', margin: 0, padding: 8 }}>
          <li>
            <a href="#markets" aria-current="page" className={headerNavLinkClassName()} style={{ display: 'block' }}>
              Markets
            </a>
          </li>
          <li>
            <a href="#learn" className={headerNavLinkClassName()} style={{ display: 'block' }}>
              Learn
            </a>
          </li>
        </ul>
      </nav>
    );
  },
};
