/**
 * The phone pages' building blocks: the page frame (title bar with a way back), the loading, empty and error states,
 * the refused-key notice and the avatar. Sized for a 360×740 phone first: every control is at least 44 px tall and
 * nothing is wider than the screen (h5.css).
 */
import type { ReactNode } from 'react';
import { H5RequestError } from './h5-api';
import { useH5Link } from './page-context';
import { h5Href, type H5Page } from './h5-routes';
import { errorText, missingKeyText } from './refusal-text';
import { useH5Texts } from './text/h5-text';

/** The frame of a page: its title, a link back (to `back`, or home) and the content. */
export function PageShell({ page, back, children }: { page: H5Page; back?: string; children: ReactNode }) {
  const { ui } = useH5Texts();
  const link = useH5Link();
  // The public pages (the operators' start, the contact page, a streamer's report and lucky wheel) have no operators' home.
  const home = page === 'openWeApp' || page === 'tiktokConnectUs' || page === 'weeklyReport' || page === 'luckLottery' ? undefined : h5Href('openWeApp', link);
  const target = back ?? home;
  return (
    <div className="h5-page" data-page={page}>
      <header className="h5-bar">
        {target && (
          <a className="h5-bar__back" href={target} aria-label={back ? ui.back : ui.home}>
            <span aria-hidden="true" className="h5-chevron" />
          </a>
        )}
        <h1 className="h5-bar__title">{ui.title[page]}</h1>
      </header>
      <main className="h5-main">{children}</main>
    </div>
  );
}

/** While the first answer is awaited. */
export function Loading() {
  const { ui } = useH5Texts();
  return (
    <p className="h5-state" role="status" aria-live="polite">
      <span className="h5-spinner" aria-hidden="true" />
      {ui.loading}
    </p>
  );
}

/** Nothing to show, and why. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="h5-state h5-state--empty">{children}</p>;
}

/**
 * A failed call: the translated refusal and, when worth it, a retry button. A refused key (revoked while the page was
 * open, say) shows the key notice instead, since retrying cannot help.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const texts = useH5Texts();
  if (error instanceof H5RequestError && error.keyRefused) return <KeyProblem error={error} />;
  return (
    <div className="h5-state h5-state--error" role="alert">
      <p>{errorText(texts, error)}</p>
      {onRetry && (
        <button type="button" className="h5-button" onClick={onRetry}>
          {texts.ui.retry}
        </button>
      )}
    </div>
  );
}

/**
 * The key cannot open the page (missing, unknown, revoked, expired, user disabled): the reason in the reader's
 * language and what to do. `error` absent means the link carries no key at all.
 */
export function KeyProblem({ error }: { error?: unknown }) {
  const texts = useH5Texts();
  return (
    <section className="h5-key-problem" role="alert" aria-labelledby="h5-key-problem-title">
      <h2 id="h5-key-problem-title">{texts.ui.key.heading}</h2>
      <p className="h5-key-problem__reason">{error === undefined ? missingKeyText(texts) : errorText(texts, error)}</p>
      <p>{texts.ui.key.whatToDo}</p>
    </section>
  );
}

/**
 * A round avatar; the initial on a coloured disc when there is no picture. Decorative: every avatar stands beside its
 * streamer's name, so a screen reader reads the name once instead of "avatar of Rosa, Rosa".
 */
export function Avatar({ name, url, size = 48 }: { name: string; url: string | null; size?: number }) {
  if (url) return <img className="h5-avatar" src={url} alt="" aria-hidden="true" width={size} height={size} loading="lazy" referrerPolicy="no-referrer" />;
  return (
    <span className="h5-avatar h5-avatar--initial" aria-hidden="true" style={{ width: size, height: size, fontSize: size / 2.4 }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
