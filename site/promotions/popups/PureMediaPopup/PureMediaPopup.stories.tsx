import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { PROMOTIONS_COPY } from '../../copy.ts';
import { popup } from '../../story-fixtures.ts';
import { PureMediaPopup } from './PureMediaPopup.tsx';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The player loads when the popup opens (a chunk of its own): its video, once there. */
const videoIn = (dialog: HTMLElement) =>
  waitFor(() => {
    const video = dialog.querySelector('video');
    if (!video) throw new Error('the player has not loaded yet');
    return video;
  });
const config = popup('media').config;
const withMedia = (media: Partial<NonNullable<typeof config.media>>) => ({ ...config, media: { ...config.media!, ...media } });

const meta = {
  title: 'Site/Promotions/MediaPopup',
  component: PureMediaPopup,
  args: { config, copy: PROMOTIONS_COPY.en, open: true, onOpenChange: fn(), onFullscreenChange: fn() },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 800 } },
} satisfies Meta<typeof PureMediaPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Video (the recording of the site's lesson, in the repo): muted and looping; it autoplays, except
 * under reduced motion (as in the gate) where it waits on its poster, paused, with a visible play
 * control; its English captions and a link to its transcript come with it.
 */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'See how a lesson works' });
    const video = await videoIn(dialog);
    await expect(video).toHaveAttribute('poster', '/media/recordings/lesson-tour.en.webp');
    await expect(video.querySelector('track')).toHaveAttribute('src', '/media/recordings/lesson-tour.en.vtt');
    await expect(within(dialog).getByRole('link', { name: 'Transcript' })).toHaveAttribute('href', '/media/recordings/lesson-tour.en.txt');
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Open fullscreen' })).toBeVisible();
    // The first frame is on screen before the snapshot.
    video.preload = 'auto';
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
  },
};

/** On a phone: the video in a sheet along the bottom, over at most half the screen. */
export const VideoAsPhoneSheet: Story = {
  args: { placement: 'bottom' },
  parameters: { visual: { widths: [390], height: 844 } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'See how a lesson works' });
    const video = await videoIn(dialog);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2);
    video.preload = 'auto';
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
  },
};

export const Audio: Story = {
  args: { config: withMedia({ url: '/media/recordings/lesson-tour.en.webm', mime: 'audio/webm', name: 'lesson-tour-audio.webm' }) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    // The system's player (loaded on demand), not the browser's.
    await expect(await within(dialog).findByRole('button', { name: 'Play audio' })).toBeVisible();
    await expect(dialog.querySelector('audio')).not.toHaveAttribute('controls');
    // This recording does not state its length (Infinity), so only the position shows.
    await expect(within(dialog).getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuetext', '0:00');
  },
};

export const Image: Story = {
  args: { config: withMedia({ url: '/media/phrasal-verbs-guide.png', mime: 'image/png', alternativeText: 'The guide’s cover' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(await body(canvasElement).findByRole('dialog')).findByRole('img', { name: 'The guide’s cover' })).toBeVisible();
  },
};

/** An unknown mime (application/pdf): the title and text alone, no player. */
export const UnknownType: Story = {
  args: { config: { ...withMedia({ url: '/media/guide.pdf', mime: 'application/pdf' }), text: 'The lesson tour is on its way.' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog.querySelector('video, audio, img')).toBeNull();
  },
};

/**
 * Fullscreen: the player fills the screen; the toggle becomes "Exit fullscreen" and the popup
 * reports it (the connected popup sends gen_fullscreen_opened). The play function leaves
 * fullscreen again: a fullscreen browser window cannot be resized to the gate's widths.
 */
export const Fullscreen: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { config: withMedia({ url: '/media/phrasal-verbs-guide.png', mime: 'image/png', alternativeText: 'The guide’s cover' }) },
  parameters: { visual: { disable: true } }, // The real Fullscreen API: the window itself changes; checked by the play function and in tests/e2e/promotions.spec.ts.
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    // Found, not got: the media's part of the popup may still be loading when the dialog opens (a
    // story run on its own, without an earlier one that loaded it, failed here).
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Open fullscreen' }));
    await waitFor(() => expect(canvasElement.ownerDocument.fullscreenElement).not.toBeNull());
    await expect(await within(dialog).findByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await expect(args.onFullscreenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit fullscreen' }));
    // The fullscreenchange event comes after the document has left fullscreen.
    await waitFor(() => expect(args.onFullscreenChange).toHaveBeenLastCalledWith(false));
    await expect(canvasElement.ownerDocument.fullscreenElement).toBeNull();
  },
};
