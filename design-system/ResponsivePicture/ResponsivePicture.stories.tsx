import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import avif160 from './fixtures/icon-160.avif?url';
import avif320 from './fixtures/icon-320.avif?url';
import webp160 from './fixtures/icon-160.webp?url';
import webp320 from './fixtures/icon-320.webp?url';
import { ResponsivePicture } from './ResponsivePicture.tsx';

const meta = {
  title: 'Design system/ResponsivePicture',
  component: ResponsivePicture,
  args: {
    sources: [
      { type: 'image/avif', srcSet: `${avif160} 160w, ${avif320} 320w` },
      { type: 'image/webp', srcSet: `${webp160} 160w, ${webp320} 320w` },
    ],
    sizes: '160px',
    children: <img src="/icon-512.png" alt="Lingo" width={160} height={160} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ResponsivePicture>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!;

/** A raster from the CMS, made in AVIF and WebP at build time: the browser takes AVIF at the width its screen needs. */
export const AvifAndWebp: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture')).not.toBeNull();
    // Storybook's bundler inlines files this small as data: URIs; either way, the AVIF one is shown.
    await waitFor(() => expect(shown(canvasElement).currentSrc).toMatch(/^data:image\/avif|\.avif$/));
  },
};

/** A drawing (SVG) or a raster whose width the CMS did not give: the <img> alone, as it is. */
export const OriginalOnly: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await waitFor(() => expect(shown(canvasElement).currentSrc).toMatch(/\/icon-512\.png$/));
  },
};
