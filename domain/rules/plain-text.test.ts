import { hasControlCharacter, isWellFormedText, withoutControlCharacters } from './plain-text.ts';

describe('plain text', () => {
  it.each(['\u0000', 'a\u0000b', '\t', 'line\nbreak', '\r', '\u001f', '\u007f', 'x\u001b[31m', '\u0080', 'next\u0085line', '\u009b31m', '\u009f', 'Ana \u202egnp.exe', '\u202a', '\u2066x\u2069'])(
    'finds the control character in %j',
    (text) => {
      expect(hasControlCharacter(text)).toBe(true);
    },
  );

  it.each(['', 'learner@example.com', 'Олена Коваль', '"quoted local"@example.com', '\u00a0', '🙂', ' ', 'שלום\u200f', 'a\u200eb', '\u2065', '\u202f'])('lets %j through', (text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });

  it('replaces each control character, for text stored before they were refused', () => {
    expect(withoutControlCharacters('Ana \u202egnp.exe\u0085\u009b')).toBe('Ana \ufffdgnp.exe\ufffd\ufffd');
  });
});

describe('well-formed text', () => {
  it.each(['', 'abc', '🙂', 'a🙂b'])('accepts %j', (text) => expect(isWellFormedText(text)).toBe(true));
  it.each(['\ud800', 'a\ud800b', '\udc00', '🙂\ud83d'])('refuses %j (half a surrogate pair)', (text) => expect(isWellFormedText(text)).toBe(false));
});
