import { composeStories, setProjectAnnotations } from '@storybook/react';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'react-hot-toast/headless';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

setProjectAnnotations(preview);

// The page around a story (Storybook's iframe, an app's index.html) owns the language and the
// title; jsdom's blank document has neither, which axe would report for every story.
beforeAll(() => {
  document.documentElement.lang = 'en';
  document.title = 'Beurs UI story';
});

afterEach(() => {
  act(() => toast.remove());
});

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const AXE_OPTIONS: axe.RunOptions = {
  resultTypes: ['violations'],
  rules: {
    // jsdom does no layout and computes no colours, so axe cannot measure contrast here (it
    // reports nothing or guesses). Contrast is checked in real Chromium, in every theme, by the
    // e2e axe sweeps.
    'color-contrast': { enabled: false },
  },
};

/** A violation as one readable line per offending node, so a failure says what and where. */
function describeViolations(violations: axe.Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact ?? 'unknown'} ${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module));

  it.each(stories)('%s has no serious or critical axe violation', async (_name, Story) => {
    const StoryComponent = Story as ComponentType;
    render(<StoryComponent />);
    // The whole document, not only the container: Modal and Toaster render outside it.
    const results = await axe.run(document, AXE_OPTIONS);
    const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    expect(describeViolations(blocking)).toEqual([]);
  });
});
