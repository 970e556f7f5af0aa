/** The wall's settings in localStorage: defaults, each bad field replaced alone, the gift threshold as typed. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALL_SETTINGS, loadWallSettings, parseGiftThreshold, saveWallSettings, WALL_SETTINGS_KEY } from './wall-settings';

describe('wall settings', () => {
  it('come back as saved', () => {
    const settings = { ...DEFAULT_WALL_SETTINGS, sort: 'viewers' as const, types: ['pk' as const], staff: 7, staffName: 'Mei', rotationSeconds: 30 as const, giftAlertDiamonds: 5_000, wallMode: true };
    saveWallSettings(settings);
    expect(loadWallSettings()).toEqual(settings);
  });

  it('replace a malformed field by its default and keep the others', () => {
    localStorage.setItem(WALL_SETTINGS_KEY, JSON.stringify({ sort: 'likes', rotationSeconds: 7, giftAlertDiamonds: 50, showAlerts: false, types: ['pk', 'nope'] }));
    const loaded = loadWallSettings();
    expect(loaded.sort).toBe('diamonds');
    expect(loaded.rotationSeconds).toBe(15);
    expect(loaded.giftAlertDiamonds).toBe(1_000);
    expect(loaded.showAlerts).toBe(false);
    expect(loaded.types).toEqual([]);
  });

  it('are the defaults when storage holds no JSON', () => {
    localStorage.setItem(WALL_SETTINGS_KEY, '{oops');
    expect(loadWallSettings()).toEqual(DEFAULT_WALL_SETTINGS);
  });
});

describe('parseGiftThreshold', () => {
  it('takes whole numbers of at least 100 diamonds, with separators', () => {
    expect(parseGiftThreshold('5,000')).toBe(5_000);
    expect(parseGiftThreshold(' 100 ')).toBe(100);
    expect(parseGiftThreshold('99')).toBeNull();
    expect(parseGiftThreshold('1.5')).toBeNull();
    expect(parseGiftThreshold('lots')).toBeNull();
    expect(parseGiftThreshold('')).toBeNull();
  });
});
