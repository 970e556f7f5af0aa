import { describe, expect, it } from 'vitest';
import { layoutFor, overlayRouteOf, readOverlayParams } from './overlay-params';

describe('overlay routes', () => {
  it.each([
    ['/pkProgress', 'pkProgress'],
    ['/pkProgress/', 'pkProgress'],
    ['/pkTurntable/anything', 'pkTurntable'],
    ['/flowerProgress', 'flowerProgress'],
    ['/flowerPlayerList', 'flowerPlayerList'],
    ['/pk-score-ranking', 'pkScoreRanking'],
    ['/vehicleAnimation', 'vehicleAnimation'],
    ['/whiteListPages/pkProgress', 'pkProgress'],
    ['/overlays/flowerProgress', 'flowerProgress'],
    ['/koreaScoreRanking', 'koreaScoreRanking'],
    ['/whiteListPages/koreaGroupPk', 'koreaGroupPk'],
    ['/whiteListPages/koreaGroupPk/', 'koreaGroupPk'],
  ])('%s is %s', (path, route) => {
    expect(overlayRouteOf(path)).toBe(route);
  });

  it.each(['/', '/pkProgressX', '/koreaScoreRankingX', '/whiteListPages/koreaGroupPkX', '/whiteListPages/luckLottery'])('%s is no game overlay', (path) => {
    expect(overlayRouteOf(path)).toBeNull();
  });
});

describe('overlay parameters', () => {
  it('reads the key, layout and ranking options', () => {
    expect(readOverlayParams('?key=%20abc%20&layout=portrait&range=lastWeek&refresh=10')).toEqual({
      key: 'abc',
      demo: null,
      layout: 'portrait',
      demoStyle: 'default',
      range: 'lastWeek',
      refreshMinutes: 10,
      dot: false,
    });
    expect(readOverlayParams('?key=k&dot=1').dot).toBe(true);
    expect(readOverlayParams('?key=k&dot=yes').dot).toBe(false);
  });

  it('never uses demo data when a key is given', () => {
    expect(readOverlayParams('?key=k&demo=1&style=battle').demo).toBeNull();
  });

  it('reads demo mode and style', () => {
    expect(readOverlayParams('?demo=1&style=iceFire')).toMatchObject({ key: null, demo: 'static', demoStyle: 'iceFire' });
    expect(readOverlayParams('?demo=live').demo).toBe('live');
    expect(readOverlayParams('?demo=0').demo).toBeNull();
  });

  it('falls back to defaults for unknown values', () => {
    expect(readOverlayParams('?layout=diagonal&style=neon&range=custom&refresh=5')).toMatchObject({
      key: null,
      layout: null,
      demoStyle: 'default',
      range: 'today',
      refreshMinutes: 1,
    });
  });

  it('chooses the layout by the viewport unless forced', () => {
    expect(layoutFor(1920, 1080, null)).toBe('landscape');
    expect(layoutFor(1080, 1920, null)).toBe('portrait');
    expect(layoutFor(1920, 1080, 'portrait')).toBe('portrait');
  });
});
