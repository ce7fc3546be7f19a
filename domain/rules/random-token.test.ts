import { describe, expect, it } from 'vitest';
import { randomBase64, randomBase64Url } from './random-token.ts';

describe('random tokens', () => {
  it('are 16 bytes written as base64 and base64url would write them, past the pool’s refills', () => {
    for (let i = 0; i < 1_000; i++) {
      const nonce = randomBase64();
      expect(Buffer.from(nonce, 'base64').toString('base64')).toBe(nonce);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      const id = randomBase64Url();
      expect(id).toMatch(/^[\w-]{22}$/);
      expect(Buffer.from(id, 'base64url').toString('base64url')).toBe(id);
    }
  });

  it('never repeat, and use every character of the alphabet', () => {
    const ids = Array.from({ length: 5_000 }, randomBase64Url);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.join('')).size).toBe(64);
  });
});
