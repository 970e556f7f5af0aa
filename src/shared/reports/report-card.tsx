/**
 * The weekly report card: the week's figures, each finding (rule, on target / to improve / no data, with the
 * streamer's numbers), the summary and the advice lines, all in the report's language (`lang`, right to left for
 * Arabic) whatever the reader's language is. One component for the console's drawer and the public phone page, so
 * what a manager checks is what the streamer gets, and the element the PNG/PDF download rasterises
 * (download-card.ts): plain elements styled by report-card.css with fixed colours and no theme, so the picture looks
 * the same from either entry.
 */
import { forwardRef } from 'react';
import type { WeeklyReportWire } from '../../../streams/contracts/weekly-reports';
import { REPORT_CARD_TEXTS, fillNumbers } from './card-texts';
import './report-card.css';

/** What the card shows: the report's figures, findings, summary and language, the advice to show, who and which week. */
export interface ReportCardData {
  lang: WeeklyReportWire['lang'];
  figures: WeeklyReportWire['figures'];
  findings: WeeklyReportWire['findings'];
  summary: string;
  /** The lines the streamer reads (the manager's edited ones, else the generated ones). */
  advice: readonly string[];
  /** The Monday, yyyy-MM-dd. */
  week: string;
  nickname: string;
}

/** The card; `ref` is its root element (what a download draws). */
export const ReportCard = forwardRef<HTMLElement, { report: ReportCardData }>(function ReportCard({ report }, ref) {
  const texts = REPORT_CARD_TEXTS[report.lang];
  const { figures, lang } = report;
  const number = (value: number) => fillNumbers('{{v}}', { v: value }, lang);
  const figureRows: [string, string][] = [
    [texts.figures.lives, number(figures.lives)],
    [texts.figures.liveDays, number(figures.liveDays)],
    [texts.figures.liveTime, fillNumbers(texts.duration, { hours: figures.liveHours, minutes: figures.liveRestMinutes }, lang)],
    [texts.figures.pks, number(figures.pks)],
  ];
  return (
    <article ref={ref} className="report-card" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} aria-label={`${texts.title} · ${report.nickname}`}>
      <header className="report-card__head">
        <p className="report-card__title">{texts.title}</p>
        <h2 className="report-card__name">
          <bdi>{report.nickname}</bdi>
        </h2>
        {/* The date isolated left to right, so Arabic does not reorder 2026-11-23 into 23-11-2026. */}
        <p className="report-card__week">{fillNumbers(texts.week, { week: `\u2066${report.week}\u2069` }, lang)}</p>
      </header>
      <dl className="report-card__figures">
        {figureRows.map(([label, value]) => (
          <div key={label} className="report-card__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.summary ? <p className="report-card__summary">{report.summary}</p> : null}
      <section aria-label={texts.findings}>
        <h3 className="report-card__section">{texts.findings}</h3>
        <ul className="report-card__findings">
          {report.findings.map((finding) => (
            <li key={finding.rule} className="report-card__finding" data-outcome={finding.outcome}>
              <span className="report-card__rule">{texts.rules[finding.rule]}</span>
              <span className="report-card__outcome">{texts.outcome[finding.outcome]}</span>
              {finding.outcome === 'noData' ? null : <span className="report-card__numbers">{fillNumbers(texts.numbers[finding.rule], finding.numbers, lang)}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={texts.advice}>
        <h3 className="report-card__section">{texts.advice}</h3>
        {report.advice.length > 0 ? (
          <ol className="report-card__advice">
            {report.advice.map((line, index) => (
              // Lines may repeat word for word; their place is their identity.
              <li key={index}>{line}</li>
            ))}
          </ol>
        ) : (
          <p className="report-card__none">{texts.noAdvice}</p>
        )}
      </section>
    </article>
  );
});
