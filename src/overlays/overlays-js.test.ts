import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The overlays' own code (tests aside), which runs in OBS 30's browser source (Chromium 103). The build lowers syntax
 * for its target but does not polyfill APIs, so calls newer than Chromium 103 must not be written here.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NEWER_THAN_103: ReadonlyArray<[RegExp, string]> = [
  [/\.toSorted\(/, 'Array.prototype.toSorted (110)'],
  [/\.toReversed\(/, 'Array.prototype.toReversed (110)'],
  [/\.toSpliced\(/, 'Array.prototype.toSpliced (110)'],
  [/\bObject\.groupBy\(|\bMap\.groupBy\(/, 'Object.groupBy / Map.groupBy (117)'],
  [/\bArray\.fromAsync\(/, 'Array.fromAsync (121)'],
  [/\bPromise\.withResolvers\(/, 'Promise.withResolvers (119)'],
  [/\.isWellFormed\(|\.toWellFormed\(/, 'String well-formed methods (111)'],
];

describe('overlay code in OBS 30 (Chromium 103)', () => {
  it('calls no JavaScript API that Chromium 103 lacks', () => {
    const root = import.meta.dirname;
    const found = sources(root).flatMap((path) => {
      const code = readFileSync(path, 'utf8');
      return NEWER_THAN_103.filter(([pattern]) => pattern.test(code)).map(([, name]) => `${relative(root, path)}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
