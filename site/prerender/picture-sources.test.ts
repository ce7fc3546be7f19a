import { OPTIMISED_DIRECTORY } from '../../domain/content/responsive-image.ts';
import { sourceFiles, withoutMissingSources } from './picture-sources.ts';

const BLANK = '<source media="not all and (min-width: 1025px)" srcset="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"/>';
const AVIF = `<source type="image/avif" srcset="${OPTIMISED_DIRECTORY}/tools-320.avif 320w, ${OPTIMISED_DIRECTORY}/tools-640.avif 640w"/>`;

describe('a picture’s sources', () => {
  it('names the files of a srcset, and none for an inline blank', () => {
    expect(sourceFiles(AVIF)).toEqual([`${OPTIMISED_DIRECTORY}/tools-320.avif`, `${OPTIMISED_DIRECTORY}/tools-640.avif`]);
    expect(sourceFiles(BLANK)).toEqual([]);
  });

  it('drops the sources whose files the build did not make, and keeps the blank that spares a phone the download', () => {
    const picture = `<picture>${BLANK}${AVIF}<img src="/media/illustrations/tools.svg" alt=""/></picture>`;
    expect(withoutMissingSources(picture, () => false)).toBe(`<picture>${BLANK}<img src="/media/illustrations/tools.svg" alt=""/></picture>`);
    expect(withoutMissingSources(picture, () => true)).toBe(picture);
  });
});
