import { headingId, parseRichText, wordCount } from './rich-text.ts';

describe('the light markup of long texts', () => {
  it('reads paragraphs, subheadings, lists and links to the site', () => {
    const blocks = parseRichText('Intro with a [level test](/es/test-your-english-level).\n\n## Before the lesson\n\n- One goal\n- One [question](/faq)\n\nLast\nline.');
    expect(blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Intro with a ' }, { kind: 'link', text: 'level test', href: '/es/test-your-english-level' }, { kind: 'text', text: '.' }] },
      { kind: 'heading', text: 'Before the lesson', id: 'before-the-lesson' },
      { kind: 'list', items: [[{ kind: 'text', text: 'One goal' }], [{ kind: 'text', text: 'One ' }, { kind: 'link', text: 'question', href: '/faq' }]] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Last line.' }] },
    ]);
  });

  it('shows a link to another site, a protocol-relative or a script URL as its words, and says why', () => {
    const said: string[] = [];
    const blocks = parseRichText('See [this](https://evil.example), [that](//evil.example) and [x](javascript:alert).', (message) => said.push(message));
    expect(blocks).toHaveLength(1);
    const [paragraph] = blocks;
    expect(paragraph?.kind === 'paragraph' && paragraph.content.every((piece) => piece.kind === 'text')).toBe(true);
    expect(paragraph?.kind === 'paragraph' && paragraph.content.map((piece) => piece.text).join('')).toBe('See this, that and x.');
    expect(said).toEqual([
      'link to "https://evil.example" is not a site path: shown as text',
      'link to "//evil.example" is not a site path: shown as text',
      'link to "javascript:alert" is not a site path: shown as text',
    ]);
  });

  it('keeps a block that only partly looks like a list as a paragraph, and markup it does not know as text', () => {
    expect(parseRichText('- one\ntwo')).toEqual([{ kind: 'paragraph', content: [{ kind: 'text', text: '- one two' }] }]);
    expect(parseRichText('<b>bold</b> **x**')).toEqual([{ kind: 'paragraph', content: [{ kind: 'text', text: '<b>bold</b> **x**' }] }]);
  });

  it('gives subheadings anchors in any script, numbered when repeated', () => {
    expect(headingId('Що робити після уроку?')).toBe('що-робити-після-уроку');
    expect(headingId('¿Cuánto tardaré?')).toBe('cuanto-tardare');
    expect(parseRichText('## Tips\n\n## Tips').map((block) => block.kind === 'heading' && block.id)).toEqual(['tips', 'tips-2']);
  });

  it('counts the words a reader reads, links and list items included', () => {
    expect(wordCount(parseRichText('## Two words\n\nThree [more words](/x) here.\n\n- a b'))).toBe(2 + 4 + 2);
  });
});
