import { REFUSALS } from '../streams/contracts/refusals';
import { animationsEn } from '../src/console/features/animations/i18n/en';
import { animationsZh } from '../src/console/features/animations/i18n/zh';
import { animationsKo } from '../src/console/features/animations/i18n/ko';
import { animationsAr } from '../src/console/features/animations/i18n/ar';
import { liveConfigsEn } from '../src/shared/i18n/locales/live-configs/en';
import { liveConfigsZh } from '../src/shared/i18n/locales/live-configs/zh';
import { liveConfigsKo } from '../src/shared/i18n/locales/live-configs/ko';
import { liveConfigsAr } from '../src/shared/i18n/locales/live-configs/ar';
import { devicesEn } from '../src/console/features/devices/i18n/en';
import { devicesZh } from '../src/console/features/devices/i18n/zh';
import { devicesKo } from '../src/console/features/devices/i18n/ko';
import { devicesAr } from '../src/console/features/devices/i18n/ar';
import { orgEn } from '../src/console/features/system-org/i18n/en';
import { orgZh } from '../src/console/features/system-org/i18n/zh';
import { orgKo } from '../src/console/features/system-org/i18n/ko';
import { orgAr } from '../src/console/features/system-org/i18n/ar';
import { monitoringEn } from '../src/console/features/monitoring/i18n/en';
import { monitoringZh } from '../src/console/features/monitoring/i18n/zh';
import { monitoringKo } from '../src/console/features/monitoring/i18n/ko';
import { monitoringAr } from '../src/console/features/monitoring/i18n/ar';
import { sessionsCommonEn } from '../src/console/features/monitoring/sessions-common/i18n/en';
import { sessionsCommonZh } from '../src/console/features/monitoring/sessions-common/i18n/zh';
import { sessionsCommonKo } from '../src/console/features/monitoring/sessions-common/i18n/ko';
import { sessionsCommonAr } from '../src/console/features/monitoring/sessions-common/i18n/ar';
import { en } from '../src/shared/i18n/locales/en';
import { zh } from '../src/shared/i18n/locales/zh';
import { ko } from '../src/shared/i18n/locales/ko';
import { ar } from '../src/shared/i18n/locales/ar';

type Tree = { [k: string]: unknown };
const leaves = (t: unknown, p = ''): [string, string][] => typeof t === 'string' ? [[p, t]] : Object.entries(t as Tree).flatMap(([k, v]) => leaves(v, p ? `${p}.${k}` : k));
const at = (t: unknown, path: string) => path.split('.').reduce<unknown>((a, k) => (a as Tree)?.[k], t);
const shape = (s: string) => s.replace(/\{\{\w+\}\}/g, '{{}}').trim();
const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
const sets: [unknown, unknown, unknown, unknown][] = [
  [animationsEn, animationsZh, animationsKo, animationsAr],
  [liveConfigsEn, liveConfigsZh, liveConfigsKo, liveConfigsAr],
  [devicesEn, devicesZh, devicesKo, devicesAr],
  [orgEn, orgZh, orgKo, orgAr],
  [monitoringEn, monitoringZh, monitoringKo, monitoringAr],
  [sessionsCommonEn, sessionsCommonZh, sessionsCommonKo, sessionsCommonAr],
  [en, zh, ko, ar],
];
const out: Record<string, Record<string, string>> = { zh: {}, ko: {}, ar: {} };
const strip = (s: string) => s.replace(/^[a-zA-Z.]+: /, '');
for (const [code, template] of Object.entries(REFUSALS)) {
  const want = shape(strip(template));
  const tn = names(template);
  for (const [e, ...tr] of sets) {
    const hit = leaves(e).find(([, text]) => shape(text) === want);
    if (!hit) continue;
    const en = names(hit[1]);
    ['zh', 'ko', 'ar'].forEach((lang, i) => {
      let text = String(at(tr[i], hit[0]));
      en.forEach((n, j) => { text = text.replace(`{{${n}}}`, `{{@${tn[j] ?? n}}}`); });
      text = text.replace(/\{\{@(\w+)\}\}/g, '{{$1}}');
      out[lang]![code] = text;
    });
    break;
  }
}
const missing = Object.keys(REFUSALS).filter((c) => !out.zh![c]);
console.log(JSON.stringify({ found: Object.keys(out.zh!).length, out, missing }, null, 1));
