import { defineConfig } from '@playwright/test';

/**
 * Browser tests (tests/e2e): Debian's Chromium, headless, against the real server built by `npm run build`
 * and two embedded-database instances started here:
 * - :8100 (or `E2E_PORT`) with LOGIN_CAPTCHA=false, for flows that sign in (a browser cannot read an SVG captcha);
 * - :8101 (the next port) with the captcha on, for the login page as staff see it;
 * - :8102 for the streamer CRM (see CRM_BASE).
 * Never downloads a browser: `executablePath` points at /usr/bin/chromium (scripts/test.sh installs it).
 */
export const E2E_ADMIN_PASSWORD = 'e2e-Admin-pass-1';
/** Port of the captcha-less instance; the captcha instance listens on the next one. `E2E_PORT` moves both. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8100);
/**
 * The streamer CRM's instance (E2E_PORT + 2): the simulator's monitoring (the test picks a simulator streamer about to
 * go live) and no sample data, so its lists hold only what the test made and nothing else is monitored.
 */
export const CRM_BASE = `http://127.0.0.1:${E2E_PORT + 2}`;
/**
 * The CRM instance's lottery clock starts at a Dubai evening (19:00 Dubai, inside the 18:00–22:00 draw hours) whatever
 * the real hour, and its random source is seeded, so the lottery spec can draw (tests/e2e/lottery.spec.ts).
 */
export const LOTTERY_CLOCK_START = '2026-11-25T15:00:00Z';
const dataRoot = 'tests/e2e/.tmp';

const server = (port: number, captcha: boolean, extra: Record<string, string> = {}) => ({
  command: `rm -rf ${dataRoot}/${port} && node --import tsx server/main.ts`,
  url: `http://127.0.0.1:${port}/auth/code`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: `${dataRoot}/${port}`,
    LOGIN_CAPTCHA: String(captcha),
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [server(E2E_PORT, false), server(E2E_PORT + 1, true), server(E2E_PORT + 2, false, { MONITOR_SOURCE: 'simulator', SAMPLE_DATA: 'false', SIMULATOR_ROOMS: '0', LOTTERY_CLOCK_START: LOTTERY_CLOCK_START, LOTTERY_SEED: '7' })],
});
