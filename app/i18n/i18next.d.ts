import 'i18next';
import type { Resources } from './resources';

// Keys are checked against the English files: `t('nav.Home')` compiles, a mistyped key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
