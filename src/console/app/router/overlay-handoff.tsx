/**
 * Overlay and public H5 paths belong to `overlay.html` (the server chooses the entry by path). If the console
 * router meets one (an in-app link), it hands over with a full page load. When the console itself was served for
 * it (e.g. the Vite dev server), loading again would loop, so it goes to /404 instead.
 */
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';

/** The path this page load started on (module evaluation happens once, at start-up). */
const initialPathname = typeof window === 'undefined' ? '' : window.location.pathname;

export function OverlayHandoff() {
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const servedHere = useRef(initialPathname === location.pathname);
  useEffect(() => {
    if (!servedHere.current) window.location.assign(target);
  }, [target]);
  return servedHere.current ? <Navigate to="/404" replace /> : null;
}
