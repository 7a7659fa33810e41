import { FactList } from '~/components/ui/fact-list';
import {
  containerTonnes,
  formatRange,
  sacksPerContainer,
  type ContainerLoad,
  type SackFill,
} from '~/content/trade-terms';
import { TermCard } from './term-card';

/** A full container load: its pallets and sacks, and the net tonnes each group of grades fills. */
export function ContainerLoadCard({
  load,
  fills,
}: {
  load: ContainerLoad;
  fills: readonly SackFill[];
}) {
  return (
    <TermCard title={load.name}>
      <FactList
        className="mt-6"
        facts={[
          {
            label: 'Sacks',
            value: `${sacksPerContainer(load)} on ${load.pallets} pallets of ${load.sacksPerPallet}`,
          },
          ...fills.map((fill) => ({
            label: fill.group,
            value: `${formatRange(containerTonnes(load, fill))} tonnes net`,
          })),
        ]}
      />
    </TermCard>
  );
}
