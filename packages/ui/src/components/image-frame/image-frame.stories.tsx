import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageFrame } from './image-frame';

// A small inline image, so the stories need no network.
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#2b6cb0"/><circle cx="240" cy="60" r="30" fill="#f6e05e"/></svg>',
  );

const meta = {
  title: 'Components/ImageFrame',
  component: ImageFrame,
  args: { src: PICTURE, alt: '', width: 96, height: 54 },
} satisfies Meta<typeof ImageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {};

export const Preview: Story = { args: { variant: 'preview', alt: 'Preview of passport.png', width: 240, height: 135 } };

export const Code: Story = { args: { variant: 'code', alt: 'QR code of the wallet address', width: 176, height: 176 } };

export const Empty: Story = {
  args: { variant: 'code', src: undefined, style: { display: 'block', width: 176, height: 176 } },
};
