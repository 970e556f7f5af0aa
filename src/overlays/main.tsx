/**
 * Entry of the overlays (overlay.html): OBS browser sources, public and opened with `?key=<overlay key>`
 * (transparent, configured by URL parameters). Light on purpose: no Chakra, no i18next, no console code; the socket
 * client and the animation features are loaded after the first paint. See overlay-params.ts for the paths and
 * the query, overlay-app.tsx for what each state renders; the operators' phone pages under `/whiteListPages/` are
 * pages/h5 (h5-routes.ts names them).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OverlayApp } from './overlay-app';
import { overlayRouteOf, readOverlayParams } from './overlay-params';
import { h5PageOf } from './pages/h5/h5-routes';
import { OVERLAY_MESSAGES } from './text/overlay-messages';
import { applyOverlayLanguage, overlayLanguage, TextProvider } from './text/use-text';
import './overlays.css';

const language = overlayLanguage();
const h5Page = h5PageOf(window.location.pathname);
applyOverlayLanguage(language);
const root = document.getElementById('overlay-root');
if (!root) throw new Error('#overlay-root is missing from overlay.html');
createRoot(root).render(
  <StrictMode>
    <TextProvider value={OVERLAY_MESSAGES[language]}>
      <OverlayApp
        route={overlayRouteOf(window.location.pathname)}
        params={readOverlayParams(window.location.search)}
        h5={h5Page === null ? null : { page: h5Page, search: window.location.search }}
      />
    </TextProvider>
  </StrictMode>,
);
