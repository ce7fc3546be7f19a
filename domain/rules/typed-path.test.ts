import { typedWordsOf } from './typed-path.ts';

describe("the words of a path no page has", () => {
  it.each([
    ['/blog/present-perfekt', 'blog present perfekt'],
    ['/Tutors/Emma_Clarke', 'tutors emma clarke'],
    ['/%D1%82%D0%B0%D1%80%D0%B8%D1%84%D0%B8', 'тарифи'],
    ['/blog/page/7', 'blog'],
    ['/index.php', ''],
    ['/404', ''],
    ['/%E0%A4%A', ''],
    [`/${'word-'.repeat(40)}`, ''],
  ])('%s → "%s"', (path, words) => expect(typedWordsOf(path)).toBe(words));
});
