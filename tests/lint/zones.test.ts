/**
 * The layering zones of eslint.config.js (docs/architecture.md "Layering rules") stay switched on: a synthetic file
 * in each guarded folder importing across its boundary must be refused by `import-x/no-restricted-paths`, and the
 * allowed direction must pass. One ESLint instance; only the given text is linted (the files need not exist).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

// Loading the config, its plugins and the TypeScript resolver takes seconds on a busy machine: done once, here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}server/plugins/zone-warm-up.ts` });
}, 60_000);

/** The messages of RULE for `code` linted as if it were the file `path` (relative to the repository root). */
async function zoneMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('eslint zones', { timeout: 30_000 }, () => {
  it.each([
    ['server/plugins/zone-probe.ts', "import { hashPassword } from '../modules/auth/password';\nexport const probe = hashPassword;\n"],
    ['server/db/zone-probe.ts', "import { hashPassword } from '../modules/auth/password';\nexport const probe = hashPassword;\n"],
    ['server/live/gateway/zone-probe.ts', "import { hashPassword } from '../../modules/auth/password';\nexport const probe = hashPassword;\n"],
  ])('refuses an import of server/modules from %s', async (path, code) => {
    const messages = await zoneMessages(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Server infrastructure never imports a feature module');
  });

  it('lets a module import the infrastructure', async () => {
    const code = "import type { PasswordHasher } from '../../plugins/ports';\nexport type Probe = PasswordHasher;\n";
    expect(await zoneMessages('server/modules/auth/zone-probe.ts', code)).toEqual([]);
  });

  it('refuses an import of the console app shell from a feature', async () => {
    const code = "import { PRIMARY_VAR } from '../../../app/theme/system';\nexport const probe = PRIMARY_VAR;\n";
    const messages = await zoneMessages('src/console/features/system-org/jobs/zone-probe.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('A feature never imports the app shell');
  });
});
