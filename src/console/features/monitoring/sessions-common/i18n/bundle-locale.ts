/** The shape shared by the live sessions pages' bundles (each registered with `defineFeatureLocale`). */

/** Every language has exactly the English keys. */
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
