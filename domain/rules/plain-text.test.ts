import { hasControlCharacter, isWellFormedText } from './plain-text.ts';

describe('plain text', () => {
  it.each(['\u0000', 'a\u0000b', '\t', 'line\nbreak', '\r', '\u001f', '\u007f', 'x\u001b[31m'])('finds the control character in %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(['', 'learner@example.com', 'Олена Коваль', '"quoted local"@example.com', '\u0080', '\u00a0', '🙂', ' '])('lets %j through', (text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });
});

describe('well-formed text', () => {
  it.each(['', 'abc', '🙂', 'a🙂b'])('accepts %j', (text) => expect(isWellFormedText(text)).toBe(true));
  it.each(['\ud800', 'a\ud800b', '\udc00', '🙂\ud83d'])('refuses %j (half a surrogate pair)', (text) => expect(isWellFormedText(text)).toBe(false));
});
