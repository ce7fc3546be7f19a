import { PNG } from 'pngjs';
import { isSingleColour } from './snapshot-options.ts';

const image = (paint: (x: number, y: number) => [number, number, number, number]) => {
  const png = new PNG({ width: 40, height: 30 });
  for (let y = 0; y < 30; y++) {
    for (let x = 0; x < 40; x++) png.data.set(paint(x, y), (y * 40 + x) * 4);
  }
  return PNG.sync.write(png);
};

describe('the blank snapshot check', () => {
  it('finds an image of one colour, whatever the colour', () => {
    expect(isSingleColour(image(() => [255, 255, 255, 255]))).toBe(true);
    expect(isSingleColour(image(() => [91, 59, 232, 255]))).toBe(true);
  });

  it('passes an image with a single pixel of another colour, or another transparency', () => {
    expect(isSingleColour(image((x, y) => (x === 39 && y === 29 ? [254, 255, 255, 255] : [255, 255, 255, 255])))).toBe(false);
    expect(isSingleColour(image((x, y) => (x === 0 && y === 1 ? [255, 255, 255, 254] : [255, 255, 255, 255])))).toBe(false);
  });
});
