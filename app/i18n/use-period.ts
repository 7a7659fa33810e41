import { useCallback } from 'react';
import { periodIn, type PeriodUnit } from './periods';
import { useTranslation } from './translations';
import { useLanguage } from './use-language';

/** Says a period in the page's language (its loader sends the `periods` namespace). */
export function usePeriod(): (count: number, unit: PeriodUnit) => string {
  const language = useLanguage();
  const { t } = useTranslation('periods');
  return useCallback(
    (count: number, unit: PeriodUnit) => periodIn(language, t.group('units'), count, unit),
    [language, t],
  );
}
