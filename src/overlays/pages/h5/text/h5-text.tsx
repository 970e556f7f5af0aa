/** The phone pages' texts in React, and the few text helpers every page uses. */
import { createContext, useContext } from 'react';
import type { H5Texts } from './load-texts';

const TextContext = createContext<H5Texts | null>(null);

/** Provides the loaded texts to the pages below (h5-app.tsx loads them before any page renders). */
export const H5TextProvider = TextContext.Provider;

/** The texts of the page's language. @throws outside an {@link H5TextProvider} (a page rendered without its shell). */
export function useH5Texts(): H5Texts {
  const texts = useContext(TextContext);
  if (!texts) throw new Error('useH5Texts: no H5TextProvider above this page');
  return texts;
}

/** Fills `{{name}}` placeholders; an unknown one stays visible rather than silently blank. */
export function fill(template: string, values: Readonly<Record<string, string | number | readonly string[]>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : value.join(', ');
  });
}

/** A whole number the way the reader's language writes it (`12,345`, Arabic digits in Arabic). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
