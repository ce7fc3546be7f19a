// Debian's Chromium, never a downloaded browser (this machine cannot fetch one).
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS };
}
