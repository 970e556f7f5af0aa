/**
 * `weeklyReport`: a streamer's weekly report opened by its public link (`/whiteListPages/weeklyReport?key=…`, issued
 * from the console). No session and no personal link key: the report's own key goes in the query of
 * `GET api/h5/weeklyReport`. Shows the report card (src/shared/reports, the same the console shows) in the report's
 * language, right to left for Arabic, with its PNG/PDF download for WhatsApp. States: no key in the link (said
 * without asking the server), loading, a refused key (unknown or revoked: the translated refusal and what to do), a
 * failed request (retry). Loaded lazily by h5-app.tsx, so the card and its download reach no other phone page.
 */
import { useRef } from 'react';
import { publicWeeklyReportSchema } from '../../../../../streams/contracts/weekly-reports';
import { useCardDownload } from '@shared/reports/download-card';
import { ReportCard } from '@shared/reports/report-card';
import { H5RequestError, fetchWeeklyReport } from '../h5-api';
import { useH5Link } from '../page-context';
import { errorText } from '../refusal-text';
import { useH5Texts } from '../text/h5-text';
import { ErrorState, Loading, PageShell } from '../ui';
import { useRequest } from '../use-request';
import './weekly-report.css';

/** The key could not open the report: why, in the reader's language, and what to do. */
function ReportRefused({ reason }: { reason: string }) {
  const { ui } = useH5Texts();
  return (
    <section className="h5-key-problem" role="alert" aria-labelledby="h5-report-refused">
      <h2 id="h5-report-refused">{ui.weeklyReport.heading}</h2>
      <p className="h5-key-problem__reason">{reason}</p>
      <p>{ui.weeklyReport.whatToDo}</p>
    </section>
  );
}

/** The loaded report with its download buttons. */
function LoadedReport({ report }: { report: ReturnType<typeof publicWeeklyReportSchema.parse> }) {
  const { ui } = useH5Texts();
  const card = useRef<HTMLElement>(null);
  const download = useCardDownload(() => card.current, report.nickname, report.week);
  return (
    <>
      <ReportCard ref={card} report={report} />
      <section className="h5-report-download" aria-label={ui.weeklyReport.download}>
        <button type="button" className="h5-button h5-button--primary" disabled={download.busy !== null} onClick={() => void download.download('png')}>
          {download.busy === 'png' ? ui.weeklyReport.busy : ui.weeklyReport.png}
        </button>
        <button type="button" className="h5-button" disabled={download.busy !== null} onClick={() => void download.download('pdf')}>
          {download.busy === 'pdf' ? ui.weeklyReport.busy : ui.weeklyReport.pdf}
        </button>
        {download.failed ? (
          <p className="h5-state--error" role="alert">
            {ui.weeklyReport.failed}
          </p>
        ) : null}
      </section>
    </>
  );
}

/** The page (see the module comment). */
export default function WeeklyReportPage() {
  const texts = useH5Texts();
  const link = useH5Link();
  const key = link.key;
  const report = useRequest(async (signal) => publicWeeklyReportSchema.parse(await fetchWeeklyReport(key ?? '', signal)), [key], key !== null);
  let body: React.JSX.Element;
  if (key === null) body = <ReportRefused reason={texts.ui.weeklyReport.noKey} />;
  else if (report.data) body = <LoadedReport report={report.data} />;
  else if (report.status === 'error' && report.error instanceof H5RequestError && report.error.keyRefused) body = <ReportRefused reason={errorText(texts, report.error)} />;
  else if (report.status === 'error') body = <ErrorState error={report.error} onRetry={report.reload} />;
  else body = <Loading />;
  return <PageShell page="weeklyReport">{body}</PageShell>;
}
