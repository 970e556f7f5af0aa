import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mixSrgb } from './ui/colour';

/** The overlays' stylesheet as it is written (Vitest hands CSS imports to tests empty), without its comments. */
const rules = readFileSync(join(import.meta.dirname, 'overlays.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties declared by the rule whose selector is exactly `selector`. */
function propertiesOf(selector: string): Map<string, string> {
  const start = rules.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`No rule ${selector} in overlays.css`);
  const body = rules.slice(rules.indexOf('{', start) + 1, rules.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const STYLES = ['default', 'battle', 'ramadan', 'iceFire'] as const;
const base = propertiesOf('.ov-stage');
/** The palette each plugin style ends up with: the stage's properties, then the style's own. */
const palettes = STYLES.map((style) => ({
  style,
  own: style === 'default' ? new Map<string, string>() : propertiesOf(`.ov-stage[data-theme='${style}']`),
})).map(({ style, own }) => ({ style, own, palette: new Map([...base, ...own]) }));

describe('overlays.css in OBS 30 (Chromium 103)', () => {
  it('uses no CSS that Chromium 103 lacks', () => {
    expect(rules).not.toMatch(/color-mix\(/); // 111
    expect(rules).not.toMatch(/\b(?:oklch|oklab|lab|lch)\(/); // 111
    expect(rules).not.toMatch(/\(\s*from\s/); // relative colours, 119
    expect(rules).not.toMatch(/:has\(/); // 105
    expect(rules).not.toMatch(/@container|@scope|@starting-style/); // 105, 118, 117
    expect(rules).not.toMatch(/\d(?:dvh|svh|lvh|dvw|svw|lvw)\b/); // 108
    expect(rules).not.toMatch(/text-wrap\s*:/); // 114
    expect(rules).not.toMatch(/\d(?:r?lh)\b/); // line-height units, 109
    expect(rules).not.toMatch(/\bsubgrid\b/); // 117
    // Nesting (112): a rule opened inside a rule, once keyframes and the openers of @media / @supports are set aside.
    const flat = rules.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '').replace(/@(?:media|supports)[^{]*\{/g, '');
    expect(flat).not.toMatch(/\{[^}]*\{/);
  });

  it.each(palettes)('$style: every side tint is its side colour mixed with white', ({ palette }) => {
    const tints = [...palette].filter(([name]) => /-tint-\d+$/.test(name));
    expect(tints.map(([name]) => name).sort()).toEqual(['--ov-a-tint-25', '--ov-a-tint-45', '--ov-a-tint-70', '--ov-b-tint-25', '--ov-b-tint-45', '--ov-b-tint-70']);
    for (const [name, value] of tints) {
      const [, side, percent] = /^(--[\w-]+)-tint-(\d+)$/.exec(name)!;
      expect({ name, value }).toEqual({ name, value: mixSrgb(palette.get(side!)!, '#ffffff', Number(percent) / 100) });
    }
  });

  it.each(palettes.filter(({ own }) => own.has('--ov-a') || own.has('--ov-b')))('$style restates the tints of the side colours it changes', ({ own }) => {
    for (const side of ['--ov-a', '--ov-b']) {
      if (!own.has(side)) continue;
      expect([25, 45, 70].filter((percent) => !own.has(`${side}-tint-${percent}`))).toEqual([]);
    }
  });
});
