import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';

// The textbook regex for spec §5's pattern, as the reference the scanner must agree with.
const REFERENCE = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

describe('the e-mail pattern (spec §5)', () => {
  it.each([
    'learner@example.com',
    'first.last@sub.example.co.uk',
    'o\'brien+news@example.io',
    'x@[192.168.0.1]',
    '"quoted local"@example.com',
    '"a@b"@example.com',
    '"a\\"b"@example.com',
    'user@xn--80ak6aa92e.com',
    'ім\'я@example.com',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(REFERENCE.test(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.c0m',
    'user@.example.com',
    'user@example..com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'us er@example.com',
    'us,er@example.com',
    'us;er@example.com',
    'us:er@example.com',
    'us<er@example.com',
    'us(er)@example.com',
    'us[er]@example.com',
    'us\\er@example.com',
    'us"er@example.com',
    'user@exa_mple.com',
    'user@[1.2.3]',
    'user@[1.2.3.4444]',
    '""@example.com',
    '"line\nbreak"@example.com',
    'user@@example.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(REFERENCE.test(email)).toBe(false);
  });

  it('agrees with the reference regex on 20,000 random short inputs', () => {
    const alphabet = ['a', 'Z', '0', '9', '-', '.', '@', '"', ' ', ',', '[', ']', '\\', '_', '+', 'é', '\n'];
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const disagreements: string[] = [];
    for (let round = 0; round < 20_000; round++) {
      const length = 1 + Math.floor(random() * 14);
      let text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      if (round % 3 === 0) text = `${text}@ex.com`;
      if (round % 5 === 0) text = `"${text}"@a.io`;
      if (isValidEmail(text) !== REFERENCE.test(text)) disagreements.push(JSON.stringify(text));
    }
    expect(disagreements).toEqual([]);
  });

  it(`refuses anything longer than ${EMAIL_MAX_LENGTH} characters, and takes it at its length`, () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 5)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
    // A 100,000-character input is refused by its length, before it is read.
    expect(isValidEmail(`"${'a'.repeat(100_000)}`)).toBe(false);
  });
});
