import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act, render } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as ui from './index';

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

// Before composeStories runs (at collection), so every story gets the preview's decorators.
setProjectAnnotations(preview);

afterEach(() => {
  act(() => toast.remove());
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module));

  it.each(stories)('renders %s without a console error or warning', (_name, Story) => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const StoryComponent = Story as ComponentType;
    const { container } = render(<StoryComponent />);
    // The preview decorator's frame holds the story: it must have rendered something into it.
    expect(container.querySelector('[data-width-band]')?.childElementCount).toBeGreaterThan(0);
    expect(error.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
  });
});

describe('stories', () => {
  it('exist for every component the package exports', () => {
    const withStories = new Set(Object.values(modules).map((module) => (module.default as { component?: unknown }).component));
    const components = Object.entries(ui)
      .filter(([name, value]) => /^[A-Z]/.test(name) && (typeof value === 'function' || typeof value === 'object'))
      .map(([name, value]) => ({ name, value }));
    const missing = components.filter(({ value }) => !withStories.has(value)).map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
