/**
 * Chromium 103, the Chromium OBS Studio 30 renders browser sources with (OBS 31 and later: Chromium 127), for
 * browser tests that must see the overlays as OBS 30 does. The build comes from the `@sparticuz/chromium@103`
 * package (`bin/chromium.br`, a brotli-compressed headless Chromium 103.0.5058.0) and is driven by
 * `puppeteer-core` 15; nothing is downloaded.
 *
 * The package's own `executablePath()` unpacks to a fixed `/tmp/chromium` and trusts whatever file is there, so a
 * run interrupted while unpacking, or two runs unpacking at once, leave a broken browser behind. Here the binary is
 * unpacked once per package version into `<tmpdir>/livedesk-chromium-<version>/chromium` through a temporary file
 * renamed into place: a run finds either nothing (and unpacks, about 2 s) or a whole binary.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core';

const packageJson = createRequire(import.meta.url).resolve('@sparticuz/chromium/package.json');

/** Where Chromium 103 is unpacked, unpacking it first when it is not there yet. */
export async function chromium103Path(): Promise<string> {
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const dir = join(tmpdir(), `livedesk-chromium-${version}`);
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `chromium.${process.pid}.partial`);
  try {
    await pipeline(createReadStream(join(dirname(packageJson), 'bin', 'chromium.br')), createBrotliDecompress(), createWriteStream(partial, { mode: 0o755 }));
    renameSync(partial, binary);
  } finally {
    rmSync(partial, { force: true });
  }
  return binary;
}

/**
 * Launches headless Chromium 103: one process (`--single-process`, no zygote) with software rendering, without
 * the sandbox so it also runs as root (CI).
 */
export async function launchChromium103(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: await chromium103Path(),
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--single-process', '--no-zygote', '--use-gl=swiftshader', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars'],
  });
}
