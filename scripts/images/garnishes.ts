/** Garnishes: herbs, spices, flowers and fruit, each drawn around the origin at about 60 px. */
import { teaLeaf } from './backdrops';
import { Drawing, between, darken, ellipse, num, path, pick, place } from './drawing';

export type Garnish =
  | 'sprig'
  | 'cinnamon'
  | 'lemongrass'
  | 'ginger'
  | 'moringa'
  | 'gotuKola'
  | 'beliMal'
  | 'ranawara'
  | 'hibiscus'
  | 'butterflyPea'
  | 'soursop'
  | 'soursopLeaf'
  | 'turmeric'
  | 'pepper'
  | 'lemon'
  | 'orange'
  | 'bergamot'
  | 'strawberry'
  | 'peach'
  | 'mango'
  | 'passionFruit'
  | 'vanilla'
  | 'cardamom'
  | 'apple'
  | 'jasmine'
  | 'mint'
  | 'rose'
  | 'cornflower'
  | 'marigold'
  | 'clove';

function flower(
  petals: number,
  length: number,
  width: number,
  fill: string,
  centre: string,
): string {
  const petal = `M0 0C${num(width)} ${num(-length * 0.3)} ${num(width * 0.8)} ${num(-length)} 0 ${num(-length)}C${num(-width * 0.8)} ${num(-length)} ${num(-width)} ${num(-length * 0.3)} 0 0Z`;
  const ring = Array.from(
    { length: petals },
    (_, index) => `<path d="${petal}" transform="rotate(${num((360 / petals) * index)})"/>`,
  ).join('');
  return `<g fill="${fill}">${ring}</g>${ellipse(0, 0, length * 0.22, length * 0.22, centre)}`;
}

function citrus(rind: string, flesh: string): string {
  const segments = Array.from({ length: 9 }, (_, index) => {
    const angle = (index * 40 * Math.PI) / 180;
    const next = ((index * 40 + 34) * Math.PI) / 180;
    return `M0 0L${num(Math.cos(angle) * 22)} ${num(Math.sin(angle) * 22)}A22 22 0 0 1 ${num(Math.cos(next) * 22)} ${num(Math.sin(next) * 22)}Z`;
  }).join('');
  return `${ellipse(0, 0, 28, 28, rind)}${ellipse(0, 0, 25, 25, '#fbf4dc')}<path d="${segments}" fill="${flesh}"/>`;
}

function leafCluster(
  count: number,
  spread: number,
  length: number,
  width: number,
  fill: string,
  vein: string,
): string {
  const stem = `<path d="M0 0V${num(-spread)}" stroke="${darken(fill, 0.2)}" stroke-width="2"/>`;
  const leaves = Array.from({ length: count }, (_, index) => {
    const y = -spread * ((index + 0.5) / count);
    const side = index % 2 === 0 ? 1 : -1;
    return place(0, y, teaLeaf(length, width, fill, vein), side * 60);
  }).join('');
  return stem + leaves + place(0, -spread, teaLeaf(length, width, fill, vein));
}

export function drawGarnish(d: Drawing, garnish: Garnish): string {
  const random = d.random;
  switch (garnish) {
    case 'sprig': {
      // Two leaves and a bud, the pluck that makes fine tea.
      const leaf = d.linear([
        [0, '#5c9a4a'],
        [1, '#2f6230'],
      ]);
      return (
        `<path d="M0 40C2 10 4-10 2-40" fill="none" stroke="#6b7f3a" stroke-width="3"/>` +
        place(2, 10, teaLeaf(46, 22, leaf, '#9cc48a'), -55) +
        place(3, -10, teaLeaf(40, 19, leaf, '#9cc48a'), 50) +
        place(2, -38, teaLeaf(26, 8, '#b9c98d', '#e2ebc7'), 6)
      );
    }
    case 'cinnamon': {
      const bark = d.linear([
        [0, '#b0683a'],
        [0.5, '#8a4b25'],
        [1, '#6a3517'],
      ]);
      return (
        `<rect x="-40" y="-7" width="80" height="14" rx="6" fill="${bark}"/>` +
        ellipse(40, 0, 5, 7, '#c98a5a') +
        `<path d="M38-3a3 3 0 1 1 3 4" fill="none" stroke="#6a3517"/>` +
        `<path d="M-30-6l3 12M-5-7l2 14M18-7l2 14" stroke="#5b2d13" stroke-opacity=".4"/>`
      );
    }
    case 'lemongrass':
      return (
        `<path d="M-50 4C-10 0 20-2 50-12M-50 8C-5 6 25 6 54 2M-48 0C-20-6 10-14 40-26" fill="none" stroke="#9db04f" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M-56 6h22" stroke="#e7e2b8" stroke-width="11" stroke-linecap="round"/>`
      );
    case 'ginger':
      return (
        ellipse(0, 0, 26, 15, '#d6b07a') +
        ellipse(24, -10, 14, 10, '#cfa56c') +
        ellipse(-22, -8, 12, 9, '#d9b886') +
        ellipse(6, -4, 9, 7, '#f1dfae') +
        `<path d="M-18 8q18 6 38-2" fill="none" stroke="#a67e48" stroke-opacity=".6"/>`
      );
    case 'moringa':
      return leafCluster(5, 56, 14, 10, '#5d8c3a', '#8fbb6c');
    case 'gotuKola':
      return [-30, 0, 30]
        .map((turn) =>
          place(
            0,
            0,
            `<path d="M0 0V-28" stroke="#6c8c3a" stroke-width="2.5"/>${ellipse(0, -36, 16, 14, '#4f8a3c')}${path('M0-36l-9 9M0-36l9 9M0-36V-50', 'none', ' stroke="#8ec06b" stroke-width="1.2"')}`,
            turn,
          ),
        )
        .join('');
    case 'beliMal':
      return (
        flower(5, 16, 8, '#c58a3e', '#7a4a1c') +
        place(26, 10, flower(5, 12, 6, '#b27630', '#6b3f17'), 30)
      );
    case 'ranawara':
      return (
        flower(5, 17, 11, '#e6b62e', '#b07c12') +
        place(-26, 14, flower(5, 12, 8, '#eec44a', '#b07c12'), 20)
      );
    case 'hibiscus':
      return (
        flower(5, 30, 20, '#b3203c', '#6b0f22') +
        path('M0 0l-4-18M0 0l6-16', 'none', ' stroke="#f4d35e" stroke-width="2"')
      );
    case 'butterflyPea':
      return (
        path('M0 0C-28-6-26-40 0-36C26-40 28-6 0 0Z', '#2f4bb3') +
        path('M0-4C-12-8-12-24 0-22C12-24 12-8 0-4Z', '#eef0ff') +
        ellipse(0, -12, 4, 6, '#f2c94c')
      );
    case 'soursop': {
      const skin = d.radial([
        [0, '#8fb24a'],
        [1, '#4f7a27'],
      ]);
      const spines = Array.from(
        { length: 22 },
        () => `M${num(between(random, -26, 26))} ${num(between(random, -18, 18))}l2-3`,
      ).join('');
      return (
        ellipse(-8, 0, 34, 24, skin) +
        `<path d="${spines}" stroke="#2f4d15" stroke-width="2" stroke-linecap="round"/>` +
        ellipse(30, 8, 20, 15, '#7aa03c') +
        ellipse(30, 8, 16, 12, '#fbf6e8') +
        [-5, 0, 5].map((dx) => ellipse(30 + dx, 8 + (dx % 2), 2, 3, '#1f1a14')).join('')
      );
    }
    case 'soursopLeaf':
      return (
        place(0, 20, teaLeaf(58, 22, '#4d7a34', '#8db56a'), 70) +
        place(0, 20, teaLeaf(44, 18, '#5b8a3d', '#9cc27a'), 20)
      );
    case 'turmeric':
      return (
        `<rect x="-34" y="-8" width="44" height="16" rx="8" fill="#b9803a"/>` +
        ellipse(22, 2, 13, 13, '#c68a3c') +
        ellipse(22, 2, 10, 10, '#f0a21e') +
        ellipse(22, 2, 5, 5, '#f6bd3f')
      );
    case 'pepper':
      return Array.from({ length: 9 }, () =>
        ellipse(
          between(random, -20, 20),
          between(random, -10, 10),
          4,
          4,
          pick(random, ['#2a2019', '#3a2c21', '#1e1712']),
        ),
      ).join('');
    case 'lemon':
      return citrus('#e9c531', '#f6e27a');
    case 'orange':
      return citrus('#e0841f', '#f4a646');
    case 'bergamot':
      return citrus('#b9c23a', '#e5e48b');
    case 'strawberry':
      return (
        path('M0 28C-22 14-26-10-12-16C-4-19 4-19 12-16C26-10 22 14 0 28Z', '#c8233a') +
        Array.from({ length: 10 }, () =>
          ellipse(between(random, -12, 12), between(random, -8, 16), 1.2, 1.8, '#f4d35e'),
        ).join('') +
        path('M-14-16l8 4 6-10 6 10 8-4-4 8h-20z', '#3f7f35')
      );
    case 'peach':
      return (
        ellipse(
          0,
          0,
          27,
          25,
          d.radial(
            [
              [0, '#f9c27c'],
              [0.7, '#ec8a54'],
              [1, '#c65b3b'],
            ],
            0.35,
            0.35,
            0.7,
          ),
        ) +
        `<path d="M2-24q-8 22 2 48" fill="none" stroke="#b8533a" stroke-opacity=".5" stroke-width="2"/>` +
        place(4, -24, teaLeaf(24, 12, '#4f8a3c', '#8ec06b'), 50)
      );
    case 'mango':
      return (
        path(
          'M-30 6C-30-20 0-28 22-18C38-10 34 20 10 24C-10 28-30 24-30 6Z',
          d.linear(
            [
              [0, '#f3b42d'],
              [1, '#e4572e'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        [0, 1, 2]
          .map(
            (index) =>
              `<rect x="${30 + index * 6}" y="${14 + (index % 2) * 8}" width="11" height="11" rx="2" fill="#f6b93b" transform="rotate(${index * 15})"/>`,
          )
          .join('')
      );
    case 'passionFruit':
      return (
        ellipse(0, 0, 26, 26, '#5b2a4a') +
        ellipse(0, 0, 21, 21, '#f2c230') +
        Array.from({ length: 14 }, () =>
          ellipse(between(random, -13, 13), between(random, -13, 13), 2, 2.6, '#2d1a10'),
        ).join('')
      );
    case 'vanilla':
      return `<path d="M-50 10C-20 0 20 -4 52-12" fill="none" stroke="#3a2216" stroke-width="6" stroke-linecap="round"/><path d="M-44 16C-14 8 24 4 50 0" fill="none" stroke="#4a2c1c" stroke-width="5" stroke-linecap="round"/>`;
    case 'cardamom':
      return Array.from({ length: 5 }, (_, index) =>
        place(
          index * 14 - 28,
          (index % 2) * 10 - 4,
          `${ellipse(0, 0, 9, 5.5, '#8da255')}<path d="M-8 0h16" stroke="#6b7f3a"/>`,
          between(random, -40, 40),
        ),
      ).join('');
    case 'apple':
      return (
        path('M-26 0A26 26 0 0 1 26 0L20 2A20 20 0 0 0-20 2Z', '#c0392b') +
        path('M-20 2A20 20 0 0 1 20 2Z', '#f6edd0') +
        ellipse(-5, -6, 2, 4, '#5a3a1e') +
        ellipse(5, -6, 2, 4, '#5a3a1e')
      );
    case 'jasmine':
      return (
        flower(5, 18, 9, '#fbfaf5', '#f0d77a') +
        place(28, 14, flower(5, 13, 7, '#f6f3ea', '#eccf6b'), 20)
      );
    case 'mint':
      return (
        place(0, 24, teaLeaf(40, 24, '#3f9a55', '#9ad3a4'), -35) +
        place(4, 24, teaLeaf(36, 22, '#338848', '#8fcf9b'), 30)
      );
    case 'rose':
      return Array.from({ length: 6 }, (_, index) =>
        place(
          between(random, -20, 20),
          between(random, -12, 12),
          path(
            'M0 0c-9-6-9-16 0-18 9 2 9 12 0 18z',
            pick(random, ['#c2415b', '#d35a72', '#a62d47']),
          ),
          index * 60,
        ),
      ).join('');
    case 'cornflower':
      return Array.from({ length: 9 }, () =>
        place(
          between(random, -22, 22),
          between(random, -12, 12),
          path('M0 0l3-8 3 8z', '#3358c4'),
          between(random, -180, 180),
        ),
      ).join('');
    case 'marigold':
      return Array.from({ length: 9 }, () =>
        place(
          between(random, -22, 22),
          between(random, -12, 12),
          path('M0 0c-3-5-2-9 1-10 3 1 4 5-1 10z', '#f29a1f'),
          between(random, -180, 180),
        ),
      ).join('');
    case 'clove':
      return Array.from({ length: 4 }, (_, index) =>
        place(
          index * 12 - 18,
          (index % 2) * 8,
          `<path d="M0 0v18" stroke="#4a2a17" stroke-width="3"/>${ellipse(0, 0, 4, 4, '#5c3520')}`,
          between(random, -50, 50),
        ),
      ).join('');
  }
}
