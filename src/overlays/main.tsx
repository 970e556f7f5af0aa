/**
 * Entry of the overlays (overlay.html): OBS browser sources and public H5 pages. Light on purpose: no Chakra and
 * no console code (ARCHITECTURE §6). Later issues register overlays by path; an unknown path shows a small note.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { initI18n } from '../shared/i18n/i18n';

/** Overlay pages by path; filled by later issues. */
const overlays: Readonly<Record<string, ComponentType>> = {};

function UnknownOverlay() {
  const { t } = useTranslation();
  return (
    <p style={{ margin: 0, padding: '8px 12px', font: '14px/1.4 system-ui, sans-serif', color: 'rgba(255,255,255,0.85)', textShadow: '0 1px 2px rgba(0,0,0,0.6)' }}>
      {t('overlay.unknown')}
    </p>
  );
}

function OverlayApp({ pathname }: { pathname: string }) {
  const Overlay = overlays[pathname] ?? UnknownOverlay;
  return <Overlay />;
}

initI18n();
const root = document.getElementById('overlay-root');
if (!root) throw new Error('#overlay-root is missing from overlay.html');
createRoot(root).render(
  <StrictMode>
    <OverlayApp pathname={window.location.pathname} />
  </StrictMode>,
);
