import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // One story's check is its play function, then for each width axe and screenshots until two in
  // a row agree: a full-page footer at two widths takes 13-15 s with every core busy (measured),
  // so the runner's default 15 s failed the gate on a loaded machine. The timeout is for a story
  // that hangs, which this still catches.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
