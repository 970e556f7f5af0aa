/**
 * The operators' phone pages (`/whiteListPages/<page>`), loaded lazily by the overlay shell so OBS overlays never
 * download them. Loads the texts of the page's language first (text/load-texts.ts), marks the document as a phone page
 * (h5.css: a normal scrolling page instead of a transparent overlay), and renders the page of the route inside its
 * link's context.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { directionOf, type Language } from '@shared/i18n/detect-language';
import { overlayLanguage } from '../../text/use-text';
import { AnchorInfoPage } from './anchors/anchor-info-page';
import { AnchorListPage } from './anchors/anchor-list-page';
import { CheckInfoPage } from './checks/check-info-page';
import { CheckListPage } from './checks/check-list-page';
import { ContactPage } from './contact-page';
import type { H5Page } from './h5-routes';
import { OpenWeAppPage } from './open-we-app-page';
import { OrderListPage } from './orders/order-list-page';
import { H5LinkProvider, readH5Link } from './page-context';
import { H5TextProvider } from './text/h5-text';
import { loadH5Texts, type H5Texts } from './text/load-texts';
import { Loading } from './ui';
import './h5.css';
import './h5-cards.css';

/** "Try again" for the one moment before the page's texts are loaded (their loading is what failed). */
const RETRY: Readonly<Record<Language, string>> = { en: 'Try again', zh: '重试', ko: '다시 시도', ar: 'أعد المحاولة' };

/** The weekly report (streamers' page) in its own chunk: the report card and its download reach no operator's page. */
const WeeklyReportPage = lazy(() => import('./weekly-report/weekly-report-page'));
// The streamers' lucky wheel is its own chunk: the operators' pages never download it (nor the contract it checks).
const LotteryPage = lazy(() => import('./lottery/lottery-page'));

const PAGES: Readonly<Record<H5Page, () => React.JSX.Element>> = {
  tiktokOrder: () => <OrderListPage page="tiktokOrder" />,
  guildJoinedTiktokOrder: () => <OrderListPage page="guildJoinedTiktokOrder" />,
  ttOrderAnchorList: AnchorListPage,
  ttOrderAnchorInfo: AnchorInfoPage,
  ttCheckAnchorList: CheckListPage,
  ttCheckAnchorInfo: CheckInfoPage,
  tiktokConnectUs: ContactPage,
  openWeApp: OpenWeAppPage,
  weeklyReport: () => (
    <Suspense fallback={<Loading />}>
      <WeeklyReportPage />
    </Suspense>
  ),
  luckLottery: () => (
    <Suspense fallback={<Loading />}>
      <LotteryPage />
    </Suspense>
  ),
};

/** The phone page `page`, opened with the query `search`. */
export default function H5App({ page, search }: { page: H5Page; search: string }) {
  const link = useMemo(() => readH5Link(search), [search]);
  const language = overlayLanguage(search);
  const [texts, setTexts] = useState<H5Texts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadH5Texts(language).then(
      (loaded) => current && setTexts(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('h5');
    root.lang = language;
    root.dir = directionOf(language);
    return () => root.classList.remove('h5');
  }, [language]);

  const Page = PAGES[page];
  return (
    <div className="h5-root" lang={language} dir={directionOf(language)}>
      {texts ? (
        <H5TextProvider value={texts}>
          <H5LinkProvider value={link}>
            <Page />
          </H5LinkProvider>
        </H5TextProvider>
      ) : (
        // Before any words are loaded there is nothing to say; a failed load (offline) offers the one thing to do.
        <p className="h5-state" role={failed ? 'alert' : 'status'}>
          {failed ? (
            <button type="button" className="h5-button" onClick={() => window.location.reload()}>
              {RETRY[language]}
            </button>
          ) : (
            <span className="h5-spinner" aria-hidden="true" />
          )}
        </p>
      )}
    </div>
  );
}
