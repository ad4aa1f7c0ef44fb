/** true when A and B are the same type (the identity check type-level test libraries use). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** Each assignable to the other, with the same named keys (an index signature left out). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? Equal<Known<A>, Known<B>> : false) : false
type Known<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 1 }
/** Compiles only when given `true`. */
export const expectTrue = <T extends true>(..._: T extends true ? [] : [never]) => {}
/**
 * T without its open index signatures (`[field: string]: unknown`, a loose schema's), all the way down: the type a
 * theme sees of a loose schema (scripts/public-types.mjs prints only the documented fields).
 */
export type Closed<T> = T extends (...a: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? Closed<U>[]
    : T extends object
      ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: Closed<T[K]> }
      : T
