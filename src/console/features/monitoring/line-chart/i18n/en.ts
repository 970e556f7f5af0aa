/** English texts of the line chart page, under `lineChart.*` (line-chart-locale.ts). */
import type { BundleShape } from '@shared/i18n/bundle-shape';

export const lineChartEn = {
  title: 'Line chart',
  help: 'Viewers, diamonds and likes over time for up to 10 streamers. Today is drawn in 5-minute steps and refreshes every minute, 7 days in hours, 30 days in days. Viewers are the average of each step; a line breaks where the streamer was not live.',
  picker: {
    label: 'Add a streamer to the chart',
    placeholder: 'Search a TikTok ID or nickname',
    searching: 'Searching…',
    noMatch: 'No monitored streamer matches',
    failed: 'The streamers could not be searched',
    full: 'At most 10 streamers: remove one to add another',
  },
  legend: {
    label: 'Streamers on the chart',
    remove: 'Remove {{name}} from the chart',
    clear: 'Remove all',
  },
  totals: {
    viewers: 'peak {{value}}',
    diamonds: '{{value}} diamonds',
    likes: '{{value}} likes',
  },
  metric: 'Metric',
  chartLabel: {
    today: '{{metric}} today, per 5 minutes',
    '7d': '{{metric}} over 7 days, per hour',
    '30d': '{{metric}} over 30 days, per day',
  },
  keyboardHint: 'Arrow keys move between the times with data',
  tooltip: {
    notLive: 'not live',
    peak: 'peak {{value}}',
  },
  noSelection: 'Pick one or more streamers to draw their lines.',
  noSelectionToday: 'Nobody has been live today yet. Pick streamers to see their past days.',
  noData: 'None of these streamers was live in this range.',
  failed: 'The chart could not be loaded',
  refresh: 'Refresh',
  autoRefresh: 'Refreshes every minute',
};

/** The shape of a line chart bundle. */
export type LineChartLocale = BundleShape<typeof lineChartEn>;
