/**
 * Chakra system of the console. The primary colour palette `brand` reads CSS variables that `ThemeColorSync`
 * sets from the chosen theme colour (settings drawer), so changing the theme needs no new system. Shades are
 * mixed in CSS (`color-mix`) from that single colour.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const PRIMARY_VAR = '--ld-primary';

const mix = (percent: number, other: 'white' | 'black') => `color-mix(in srgb, var(${PRIMARY_VAR}) ${percent}%, ${other})`;

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
    '#nprogress .bar': { background: `var(${PRIMARY_VAR}) !important`, height: '2px !important' },
    '#nprogress .peg': { boxShadow: `0 0 10px var(${PRIMARY_VAR}), 0 0 5px var(${PRIMARY_VAR}) !important` },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: `-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans KR", "Noto Sans Arabic", Arial, sans-serif` },
        heading: { value: `-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans KR", "Noto Sans Arabic", Arial, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: `var(${PRIMARY_VAR})` },
          contrast: { value: 'white' },
          fg: { value: mix(85, 'black') },
          muted: { value: mix(30, 'white') },
          subtle: { value: mix(12, 'white') },
          emphasized: { value: mix(40, 'white') },
          focusRing: { value: `var(${PRIMARY_VAR})` },
          border: { value: mix(50, 'white') },
        },
        sidebar: {
          bg: { value: '#304156' },
          subBg: { value: '#1f2d3d' },
          hover: { value: '#263445' },
          text: { value: '#bfcbd9' },
          logoBg: { value: '#2b2f3a' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
