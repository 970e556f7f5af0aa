import { timingEn } from '../src/console/features/system-timing/i18n/en';
import { timingZh } from '../src/console/features/system-timing/i18n/zh';
import { timingKo } from '../src/console/features/system-timing/i18n/ko';
import { timingAr } from '../src/console/features/system-timing/i18n/ar';
import { REFUSALS } from '../streams/contracts/refusals';
console.log(JSON.stringify({ en: timingEn.messages, zh: timingZh.messages, ko: timingKo.messages, ar: timingAr.messages, order: Object.keys(REFUSALS), templates: REFUSALS }));
