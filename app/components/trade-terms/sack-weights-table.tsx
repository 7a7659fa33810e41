import { formatRange, type SackFill } from '~/content/trade-terms';
import { useTranslation } from '~/i18n/translations';

/**
 * What a paper sack of each group of grades holds. Two narrow columns, so the table fits a
 * 320 px phone; the grades wrap under their group's name.
 */
export function SackWeightsTable({ fills }: { fills: readonly SackFill[] }) {
  const { t } = useTranslation('tradeTerms');
  return (
    <table className="w-full max-w-3xl text-start">
      <caption className="pb-3 text-start text-lg font-semibold text-tea-900">
        {t('sackTable.caption')}
      </caption>
      <thead>
        <tr className="border-b border-tea-900/20 text-sm text-ink/65">
          <th scope="col" className="py-2 pe-4 font-semibold">
            {t('sackTable.grades')}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t('sackTable.netPerSack')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-tea-900/10">
        {fills.map((fill) => (
          <tr key={fill.id}>
            <th scope="row" className="py-3 pe-4 align-top font-normal">
              <span className="block font-semibold text-tea-900">{fill.group}</span>{' '}
              <span className="block text-sm text-ink/70" lang="en" dir="ltr">
                {fill.grades.join(', ')}
              </span>
            </th>
            <td className="py-3 align-top font-medium whitespace-nowrap text-tea-900">
              {t('sackTable.kilograms', { range: formatRange(fill.netKilograms) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
