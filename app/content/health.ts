import type { IconName } from './prose';

/**
 * The Health & Wellness page: what research says about tea, and the three kinds we sell. Its
 * texts are in the `health` translation files (app/locales/<language>/health.json); this module
 * keeps the ids, icons and colours.
 */

export type HealthBenefit = { id: string; icon: IconName };

export const healthBenefits: readonly HealthBenefit[] = [
  { id: 'heart', icon: 'heart' },
  { id: 'antioxidants', icon: 'shield' },
  { id: 'mental-clarity', icon: 'spark' },
  { id: 'digestive', icon: 'leaf' },
  { id: 'hydration', icon: 'droplet' },
];

export type TeaType = { id: 'black' | 'green' | 'herbal'; color: string };

export const teaTypes: readonly TeaType[] = [
  { id: 'black', color: '#8a4519' },
  { id: 'green', color: '#4d7d3a' },
  { id: 'herbal', color: '#a65a2a' },
];
