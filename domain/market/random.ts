/**
 * Counter-based randomness: every draw is a pure function of (seed, stream key, index), so
 * any Worker or session object can compute the value of any asset at any moment without
 * replaying a sequence, and history never changes once the seed is fixed.
 */

/** 32-bit FNV-1a of a string: turns stream names ('eq:AAPL.O', 'factor:global') into numbers. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The 32-bit finaliser of MurmurHash3: a strong avalanche for mixing counters. */
function fmix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Uniform in (0, 1), never exactly 0 or 1, from (seed, stream, index, lane). */
export function uniformAt(seed: number, stream: number, index: number, lane = 0): number {
  let h = fmix32(seed ^ 0x9e3779b9);
  h = fmix32(h ^ stream);
  h = fmix32(h ^ (index >>> 0));
  h = fmix32(h ^ Math.imul(lane + 1, 0x27d4eb2f) ^ Math.floor(index / 4294967296));
  // 53 bits would be nicer, but two 32-bit words keep it fast and ample for simulation.
  const h2 = fmix32(h ^ 0x68e31da4);
  return ((h >>> 0) * 2 ** 21 + (h2 >>> 11) + 0.5) / 2 ** 53;
}

/** Standard normal from (seed, stream, index) by Box-Muller on two independent lanes. */
export function normalAt(seed: number, stream: number, index: number): number {
  const u1 = uniformAt(seed, stream, index, 0);
  const u2 = uniformAt(seed, stream, index, 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A stream handle: draws for one named series. */
export function stream(seed: number, name: string) {
  const key = hashString(name);
  return {
    normal: (index: number) => normalAt(seed, key, index),
    uniform: (index: number, lane = 0) => uniformAt(seed, key, index, lane),
  };
}
