// Seeded randomness: every value in the demo catalogue must be reproducible from (seed, index),
// so ids stay stable across runs and the first products of a big catalogue equal the small one.

/**
 * 32-bit string hash (FNV-1a followed by a murmur-style finaliser for better bit spread).
 * @param {string} text
 * @returns {number}
 */
export function hash32 (text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * A 24-hex id (the platform's ObjectId look) derived only from its inputs.
 * @param {...(string|number)} parts
 * @returns {string}
 */
export function hexId (...parts) {
  // One string hash stretched to 96 bits: the 10k catalogue makes ~60k ids and must build in < 1 s.
  let a = hash32(parts.join(':'))
  let out = ''
  for (let k = 0; k < 3; k++) {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    out += hex8((t ^ (t >>> 14)) >>> 0)
  }
  return out
}

const HEX = '0123456789abcdef'
/** @param {number} n unsigned 32-bit */
function hex8 (n) {
  return HEX[(n >>> 28) & 15] + HEX[(n >>> 24) & 15] + HEX[(n >>> 20) & 15] + HEX[(n >>> 16) & 15] +
    HEX[(n >>> 12) & 15] + HEX[(n >>> 8) & 15] + HEX[(n >>> 4) & 15] + HEX[n & 15]
}

/**
 * mulberry32: tiny, fast and good enough for picking names and prices.
 * @param {number} seed
 * @returns {() => number} uniform in [0, 1)
 */
export function mulberry32 (seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Helpers bound to one generator.
 * @param {number} seed
 */
export function createRandom (seed) {
  const next = mulberry32(seed)
  return {
    next,
    /** @param {number} min @param {number} max inclusive */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => /** @type {any} */ (list[Math.floor(next() * list.length)]),
    /** @param {number} p */
    chance: (p) => next() < p
  }
}
