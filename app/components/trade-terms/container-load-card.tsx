import { FactList } from '~/components/ui/fact-list';
import {
  containerTonnes,
  formatRange,
  sacksPerContainer,
  type ContainerLoad,
  type SackFill,
} from '~/content/trade-terms';
import { useTranslation } from '~/i18n/translations';
import { TermCard } from './term-card';

/** A full container load: its pallets and sacks, and the net tonnes each group of grades fills. */
export function ContainerLoadCard({
  load,
  fills,
}: {
  load: ContainerLoad;
  /** The groups of grades, named in the page's language. */
  fills: readonly SackFill[];
}) {
  const { t } = useTranslation('tradeTerms');
  return (
    <TermCard title={t('containers.loadName', { feet: load.feet })}>
      <FactList
        className="mt-6"
        facts={[
          {
            label: t('containers.sacks'),
            value: t('containers.sacksValue', {
              sacks: sacksPerContainer(load),
              pallets: load.pallets,
              perPallet: load.sacksPerPallet,
            }),
          },
          ...fills.map((fill) => ({
            label: fill.group,
            value: t('containers.tonnes', { range: formatRange(containerTonnes(load, fill)) }),
          })),
        ]}
      />
    </TermCard>
  );
}
