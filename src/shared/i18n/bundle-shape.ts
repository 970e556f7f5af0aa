/**
 * The shape every language's bundle of a set of texts has: the English bundle's keys, any string as the value. A
 * Chinese, Korean or Arabic bundle typed with it fails the typecheck when it lacks a key or has one too many.
 */
export type BundleShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : BundleShape<T[K]> };
