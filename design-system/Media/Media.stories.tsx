import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LESSON_IMAGE } from '../story-fixtures.ts';
import { Media } from './Media.tsx';

const meta = {
  title: 'Design system/Media',
  component: Media,
  args: { src: LESSON_IMAGE, mime: 'image/svg+xml', alt: 'A learner in an online lesson', onFullscreenChange: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Media>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A learner in an online lesson' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open fullscreen' })).toBeVisible();
  },
};

export const ImageWithCaption: Story = { args: { caption: 'Group lesson, B1 level' } };

/**
 * Video (spec §4: autoplays, loops, muted, inline). The snapshot run prefers reduced motion, so
 * the video waits on its poster with a Play control; the source is a placeholder path.
 */
export const Video: Story = {
  args: { src: '/media/app-tour.mp4', mime: 'video/mp4', poster: LESSON_IMAGE, alt: 'App tour' },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(within(canvasElement).getByRole('button', { name: 'Play video' })).toBeVisible();
  },
};

/**
 * A recording of the site's own lesson (scripts/record-lesson.mjs), as the media popup shows it: its
 * poster, the English the lesson reads aloud as captions shown from the start (the video is silent),
 * and a link to its transcript in the bar.
 */
export const Recording: Story = {
  args: {
    src: '/media/recordings/lesson-tour.en.webm',
    mime: 'video/webm',
    poster: '/media/recordings/lesson-tour.en.webp',
    width: 760,
    height: 570,
    alt: 'See how a lesson works',
    captions: [{ src: '/media/recordings/lesson-tour.en.vtt', srcLang: 'en', label: 'English', default: true }],
    transcript: '/media/recordings/lesson-tour.en.txt',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Transcript' })).toHaveAttribute('href', '/media/recordings/lesson-tour.en.txt');
    await expect(canvasElement.querySelector('track')).toHaveAttribute('default');
  },
};

/**
 * A video's box before any of it has loaded (no poster, a source still on its way): reserved at
 * the size the CMS gave (here 4:3) or at 16:9, so the bar below does not move when it arrives.
 */
export const VideoBeforeItLoads: Story = {
  args: { src: '/media/never-arrives.webm', mime: 'video/webm', alt: 'A lesson, not loaded yet', autoPlay: false },
  parameters: { visual: { height: 860 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Media {...args} width={640} height={480} />
      <Media {...args} alt="A lesson of unknown size, not loaded yet" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [sized, unknown] = [...canvasElement.querySelectorAll('video')].map((video) => video.getBoundingClientRect());
    await expect(Math.round(sized!.height)).toBe(Math.round((sized!.width * 3) / 4));
    await expect(Math.round(unknown!.height)).toBe(Math.round((unknown!.width * 9) / 16));
  },
};

export const Audio: Story = {
  args: { src: '/media/pronunciation.mp3', mime: 'audio/mpeg', alt: 'Pronunciation of “thorough”' },
  play: async ({ canvas }) => {
    const player = await canvas.findByRole('group', { name: 'Pronunciation of “thorough”' });
    await expect(within(player).getByRole('button', { name: 'Play audio' })).toBeVisible();
    await expect(within(player).getByRole('slider', { name: 'Position' })).toBeVisible();
  },
};

export const BrokenImage: Story = {
  name: 'Image that does not load: framed alternative text',
  args: { src: '/media/missing-picture.png', mime: 'image/png', alt: 'A tutor and a learner in a video lesson' },
  play: async ({ canvas }) => {
    const frame = () => canvas.getByRole('img', { name: 'A tutor and a learner in a video lesson' });
    await waitFor(() => expect(frame().tagName).toBe('DIV'));
    await expect(frame()).toHaveTextContent('A tutor and a learner in a video lesson');
  },
};

export const UnknownMime: Story = {
  name: 'Unknown mime renders the fallback',
  args: { src: '/media/clip.mov', mime: 'video/quicktime', fallback: <p>This media cannot be shown.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This media cannot be shown.')).toBeVisible();
    await expect(canvas.getByText('This media cannot be shown.').parentElement).toHaveStyle({ borderStyle: 'dashed' });
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutFullscreen: Story = {
  args: { allowFullscreen: false },
  play: async ({ canvas }) => expect(canvas.queryByRole('button', { name: 'Open fullscreen' })).toBeNull(),
};
