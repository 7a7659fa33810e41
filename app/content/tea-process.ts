import english from '~/locales/en/process.json' with { type: 'json' };
import type { IconName } from './prose';

/** The orthodox manufacture of Ceylon tea as the Tea Process page tells it. */

export const teaProcessIntro = {
  title: english.intro.title,
  paragraphs: english.intro.paragraphs,
};

export type ProcessStep = {
  id: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
};

/** A stage, with its English words from app/locales/en/process.json (its card shows them by id). */
function step(id: keyof typeof english.steps, image: string): ProcessStep {
  return { id, ...english.steps[id], image };
}

export const processSteps: readonly ProcessStep[] = [
  step('plucking', '/images/process/plucking.jpg'),
  step('withering', '/images/process/withering.jpg'),
  step('disruption', '/images/process/disruption.jpg'),
  step('oxidation', '/images/process/oxidation.jpg'),
  step('firing', '/images/process/firing.jpg'),
  step('color-separation', '/images/process/color-separation.jpg'),
  step('sorting', '/images/process/sorting.jpg'),
  step('packaging', '/images/process/packaging.jpg'),
];

export type QualityBlock = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
};

function block(id: keyof typeof english.quality.blocks, icon: IconName): QualityBlock {
  return { id, ...english.quality.blocks[id], icon };
}

export const qualityBlocks: readonly QualityBlock[] = [
  block('leaf-selection', 'sprout'),
  block('processing-controls', 'gauge'),
  block('taste-testing', 'cup'),
];
