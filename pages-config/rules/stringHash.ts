/**
 * cyrb53, a fast non-cryptographic string hash, as its two 32-bit lanes: enough to tell strings
 * apart (a set of answers, a Notice ID seen before), never a security measure.
 */
export function cyrb53Lanes(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** cyrb53's 53-bit value in base 36. */
export function cyrb53(text: string): string {
  const [h1, h2] = cyrb53Lanes(text);
  return (4294967296 * (2097151 & h2) + h1).toString(36);
}
