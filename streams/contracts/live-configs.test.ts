import { describe, expect, it } from 'vitest';
import { overlaysOf, pluginLinks } from './live-configs';

describe('the overlays a configuration offers', () => {
  it('a game offers every game overlay and the entry animations, the turntable only with one, never the Korea pages', () => {
    expect(overlaysOf({ pluginStyle: 'battle' })).toEqual(['pkProgress', 'flowerProgress', 'flowerPlayerList', 'pkScoreRanking', 'vehicleAnimation']);
    expect(overlaysOf({ pluginStyle: 'default', turntable: { options: [] } })).toContain('pkTurntable');
  });

  it('a Korea group PK event offers its two pages and the entry animations only', () => {
    expect(overlaysOf({ pluginStyle: 'korea', turntable: { options: [] } })).toEqual(['koreaScoreRanking', 'koreaGroupPk', 'vehicleAnimation']);
  });

  it('the Total Score page lives under /whiteListPages, the key escaped', () => {
    expect(pluginLinks('a+b').koreaGroupPk).toBe('/whiteListPages/koreaGroupPk?key=a%2Bb');
    expect(pluginLinks('k').koreaScoreRanking).toBe('/koreaScoreRanking?key=k');
  });
});
