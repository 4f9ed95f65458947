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

/**
 * A draw hashes seed, stream, index and lane in that order. The first two mixes are the same
 * along a stream and the third is the same for both lanes of an index, so a stream handle
 * computes them once, and a normal's two lanes share the third: the values are those of
 * hashing everything anew, at under half the cost.
 */
function streamHash(seed: number, stream: number): number {
  return fmix32(fmix32(seed ^ 0x9e3779b9) ^ stream);
}

function indexHash(streamMix: number, index: number): number {
  return fmix32(streamMix ^ (index >>> 0));
}

function uniformOfIndexHash(indexMix: number, index: number, lane: number): number {
  const h = fmix32(indexMix ^ Math.imul(lane + 1, 0x27d4eb2f) ^ Math.floor(index / 4294967296));
  // 53 bits would be nicer, but two 32-bit words keep it fast and ample for simulation.
  const h2 = fmix32(h ^ 0x68e31da4);
  return ((h >>> 0) * 2 ** 21 + (h2 >>> 11) + 0.5) / 2 ** 53;
}

/** Box-Muller on the two lanes of one index. */
function normalOfIndexHash(indexMix: number, index: number): number {
  const u1 = uniformOfIndexHash(indexMix, index, 0);
  const u2 = uniformOfIndexHash(indexMix, index, 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** Uniform in (0, 1), never exactly 0 or 1, from (seed, stream, index, lane). */
export function uniformAt(seed: number, stream: number, index: number, lane = 0): number {
  return uniformOfIndexHash(indexHash(streamHash(seed, stream), index), index, lane);
}

/** Standard normal from (seed, stream, index) by Box-Muller on two independent lanes. */
export function normalAt(seed: number, stream: number, index: number): number {
  return normalOfIndexHash(indexHash(streamHash(seed, stream), index), index);
}

/** A stream handle: draws for one named series. */
export function stream(seed: number, name: string) {
  const mix = streamHash(seed, hashString(name));
  return {
    normal: (index: number) => normalOfIndexHash(indexHash(mix, index), index),
    uniform: (index: number, lane = 0) => uniformOfIndexHash(indexHash(mix, index), index, lane),
  };
}

/** Draws a kept stream holds at most (a century of daily closes); beyond, they are drawn anew. */
const KEPT_DRAWS_LIMIT = 36_500;

/**
 * A stream whose normals are kept once drawn, for a factor that many paths of one market read
 * day by day (the global, regional and sector factors, the dollar): each day is drawn once
 * rather than once per path. The values are the stream's own.
 */
export function keptNormals(seed: number, name: string): { normal: (index: number) => number } {
  const draw = stream(seed, name).normal;
  let kept = new Float64Array(0);
  let filled = 0;
  return {
    normal: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= KEPT_DRAWS_LIMIT) return draw(index);
      if (index >= kept.length) {
        const grown = new Float64Array(Math.min(KEPT_DRAWS_LIMIT, Math.max(index + 1, 2 * kept.length, 512)));
        grown.set(kept);
        kept = grown;
      }
      while (filled <= index) kept[filled] = draw(filled++);
      return kept[index]!;
    },
  };
}
