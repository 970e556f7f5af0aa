/**
 * The top progress bar during navigation, driven by the data router's navigation state: it covers
 * loaders (the guard, menus) and lazy page chunks alike.
 */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { AppRouter } from './router/create-app-router';

export function attachProgressBar(router: AppRouter): () => void {
  NProgress.configure({ showSpinner: false });
  if (!router.state.initialized) NProgress.start();
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || !state.initialized) NProgress.start();
    else NProgress.done();
  });
}
