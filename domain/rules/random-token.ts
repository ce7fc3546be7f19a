// 128 random bits as text, for a visitor's identifier and each response's style nonce, two of a
// page's requests. The bytes are drawn 4 KiB at a time (256 tokens), as Node draws its own for
// randomUUID, and written by table: asking the system for 16 bytes each time, then `btoa` over a
// spread of them, was 5 % of a page's time under load. `crypto` is global in Node and at the edge.
let randomPool: Uint8Array | undefined;
let poolAt = 0;

function sixteenRandomBytes(): Uint8Array {
  if (!randomPool || poolAt + 16 > randomPool.length) {
    randomPool = crypto.getRandomValues(new Uint8Array(4096));
    poolAt = 0;
  }
  poolAt += 16;
  return randomPool.subarray(poolAt - 16, poolAt);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Sixteen bytes in 22 characters of `alphabet`, unpadded (RFC 4648 §4 and §5). */
function encoded(bytes: Uint8Array, alphabet: string): string {
  let text = '';
  for (let at = 0; at < 15; at += 3) {
    const group = (bytes[at]! << 16) | (bytes[at + 1]! << 8) | bytes[at + 2]!;
    text += alphabet[group >> 18]! + alphabet[(group >> 12) & 63]! + alphabet[(group >> 6) & 63]! + alphabet[group & 63]!;
  }
  const last = bytes[15]!;
  return text + alphabet[last >> 2]! + alphabet[(last & 3) << 4]!;
}

/** 128 random bits in base64 (24 characters, padded), as a CSP nonce is written. */
export const randomBase64 = () => `${encoded(sixteenRandomBytes(), BASE64)}==`;

/** 128 random bits in base64url (22 characters), for a cookie or a URL. */
export const randomBase64Url = () => encoded(sixteenRandomBytes(), BASE64URL);
