// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTime } from './AudioPlayer.tsx';
import { Media } from './Media.tsx';
import { mediaKind } from './media-kind.ts';

describe('mediaKind (spec §4, sets of spec §9)', () => {
  it.each([
    ['video/mp4', 'video'],
    ['video/webm; codecs="vp9"', 'video'],
    ['VIDEO/MPEG', 'video'],
    ['video/avi', 'video'],
    ['audio/mpeg', 'audio'],
    ['audio/x-m4a', 'audio'],
    ['audio/ogg', 'audio'],
    ['image/svg+xml', 'image'],
    ['image/jpg', 'image'],
    ['image/webp', 'image'],
    ['video/quicktime', 'unknown'],
    ['image/tiff', 'unknown'],
    ['application/pdf', 'unknown'],
    ['text/html', 'unknown'],
    ['video', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [42, 'unknown'],
    ['__proto__/x', 'unknown'],
  ])('%j is %s', (mime, kind) => expect(mediaKind(mime)).toBe(kind));
});

describe('Media', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });

  describe('given a video mime', () => {
    it('plays inline, muted and looping, and starts by itself', () => {
      render(<Media src="/intro.mp4" mime="video/mp4" alt="App tour" />);
      const video = document.querySelector('video')!;
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video).toHaveAttribute('playsinline');
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    });
    it('pauses and plays from its control (WCAG 2.2.2)', async () => {
      render(<Media src="/intro.mp4" mime="video/mp4" alt="App tour" />);
      await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    });
    it('does not start by itself under prefers-reduced-motion', () => {
      window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
      render(<Media src="/intro.mp4" mime="video/mp4" alt="App tour" />);
      expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    });
  });

  it('renders an image with its alt text and a fullscreen toggle', async () => {
    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    render(<Media src="/a.png" mime="image/png" alt="Learner on a call" />);
    expect(screen.getByRole('img', { name: 'Learner on a call' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open fullscreen' }));
    expect(requestFullscreen).toHaveBeenCalled();
  });

  it('reports entering fullscreen', () => {
    const onFullscreenChange = vi.fn();
    render(<Media src="/a.png" mime="image/png" alt="x" onFullscreenChange={onFullscreenChange} />);
    const figure = document.querySelector('figure')!;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => figure });
    fireEvent(document, new Event('fullscreenchange'));
    expect(onFullscreenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toBeInTheDocument();
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => null });
  });

  it('renders audio with the system’s controls: play, a position slider and the times', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<Media src="/a.mp3" mime="audio/mpeg" alt="Pronunciation" />);
    const player = await screen.findByRole('group', { name: 'Pronunciation' });
    expect(document.querySelector('audio')).not.toHaveAttribute('controls');
    expect(within(player).getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuetext', '0:00');
    await userEvent.click(within(player).getByRole('button', { name: 'Play audio' }));
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });

  it('frames a picture that does not load, with its alternative text', () => {
    render(<Media src="/missing.png" mime="image/png" alt="A tutor and a learner" />);
    fireEvent.error(screen.getByRole('img', { name: 'A tutor and a learner' }));
    expect(screen.getByRole('img', { name: 'A tutor and a learner' })).toHaveTextContent('A tutor and a learner');
    expect(document.querySelector('img')).toBeNull();
  });

  it('formats times as m:ss and h:mm:ss', () => {
    expect([formatTime(0), formatTime(9.7), formatTime(75), formatTime(3725), formatTime(Number.NaN)]).toEqual(['0:00', '0:09', '1:15', '1:02:05', '0:00']);
  });

  it('renders the fallback, not a player, for an unknown mime', () => {
    render(<Media src="/a.mov" mime="video/quicktime" alt="x" fallback={<p>Unsupported</p>} />);
    expect(screen.getByText('Unsupported')).toBeInTheDocument();
    expect(document.querySelector('video, audio, img, figure')).toBeNull();
  });
});
