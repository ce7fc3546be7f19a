/** Issue #2: axe runs with the WCAG 2.2 AA tags, `target-size` on, in Storybook and in CI. */
export const AXE_RUN_ONLY_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The clock every snapshot sees (Playwright's fixed time): Monday 2026-05-04 09:00 UTC. */
export const SNAPSHOT_NOW = '2026-05-04T09:00:00.000Z';

/** Viewport of stories that do not ask for responsive widths. */
export const DEFAULT_VIEWPORT = { width: 800, height: 600 } as const;
