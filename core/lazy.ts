/**
 * An object made on its first use, not when its module is imported: the page's settings and cart read meta tags and
 * storage, which must wait until a widget or the runtime asks for them. A method read through it is the object's own
 * (called on the proxy, its `this` still reaches the object's members).
 */
const MADE = Symbol()

export function lazy<T extends object>(make: () => T): T {
  let made: T | undefined
  const real = () => (made ??= make())
  return new Proxy({} as T, {
    get: (_, key) => (key === MADE ? real() : Reflect.get(real(), key, real())),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key)
      // The empty target holds none of them: a proxy may only report them as configurable.
      return d && { ...d, configurable: true }
    }
  })
}

/** The object itself behind a lazy() stand-in (made now if it was not yet), for what is handed to theme scripts. */
export const made = <T extends object>(value: T): T => (value as { [MADE]?: T })[MADE] ?? value
