import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import type { ReactNode } from 'react';
import { teaRegions, type ElevationClass, type TeaRegionSlug } from '~/content/tea-regions';
import { sriLankaMap } from './sri-lanka-map.generated';
import type { ProjectedPlace } from './sri-lanka-places';

/**
 * The smallest share of its viewBox the map is drawn at: the Find Us box on a 320 px phone
 * (tests/e2e/maps.spec.ts measures it). Labels and targets are sized from it, so that there they
 * are still 12 px text and 24 × 24 px targets (WCAG 2.2 'Target Size (Minimum)').
 */
const smallestScale = 0.7;
/** The labels' size in viewBox units: 12 px at the smallest scale, 17 px at full size. */
const labelFontSize = 12 / smallestScale;
/** The side of the square each place's link is at least, in viewBox units: 24 px at the smallest. */
const targetSize = 24 / smallestScale;
/** The middle of a line of text, above its baseline, as a share of the font size. */
const middleAboveBaseline = 0.35;

/** Darker the higher the tea grows: the regions' elevation classes as the Tea Board sells them. */
const elevationFill: Record<ElevationClass, string> = {
  'High-grown': 'fill-tea-600',
  'Mid-grown': 'fill-tea-500/70',
  'Low-grown': 'fill-tea-500/35',
};

const elevationOf = Object.fromEntries(
  teaRegions.map((region) => [region.slug, region.elevation]),
) as Record<TeaRegionSlug, ElevationClass>;

/** The key's rows, in the sea at the top right: one a line, `labelFontSize` apart and more. */
const keyLeft = 206;
const keyTop = 24;
const keyRowHeight = 26;
const keySwatch = 14;

/**
 * What the shades mean. Hidden from screen readers, which hear each region's class in its link's
 * name; a text browser prints the words, so each ends with a space like the places' labels.
 */
function ElevationKey() {
  const { t } = useTranslation('places');
  return (
    <g aria-hidden="true" fontSize={labelFontSize}>
      {(Object.keys(elevationFill) as ElevationClass[]).map((elevation, index) => {
        const top = keyTop + index * keyRowHeight;
        return (
          <g key={elevation}>
            <rect
              x={keyLeft}
              y={top}
              width={keySwatch}
              height={keySwatch}
              rx={3}
              strokeWidth={1}
              className={`${elevationFill[elevation]} stroke-tea-800`}
            />
            <text x={keyLeft + keySwatch + 6} y={top + keySwatch - 1} className="fill-tea-900">
              {t(`elevationKey.${elevation}`)}
            </text>{' '}
          </g>
        );
      })}
    </g>
  );
}

/** The office's link target: its address on the Contact page. */
export const headOfficeAnchor = 'head-office';

function labelPoint({ x, y, label }: ProjectedPlace): readonly [number, number] {
  return [x + label.dx, y + label.dy];
}

/**
 * The thin line from a place to a label set away from it: from the place's edge to the end of
 * the label nearest it, at the text's middle.
 */
function LeaderLine({ place }: { place: ProjectedPlace }) {
  const { x, y, label } = place;
  if (!label.leader) return null;
  const [labelX, labelY] = labelPoint(place);
  const gap = label.anchor === 'end' ? 3 : label.anchor === 'start' ? -3 : 0;
  return (
    <line
      data-place={place.name}
      x1={x + label.leader.dx}
      y1={y + label.leader.dy}
      x2={labelX + gap}
      y2={labelY - middleAboveBaseline * labelFontSize}
    />
  );
}

/**
 * A place's link: its mark, its name and a transparent square at the label's near end that makes
 * the target at least `targetSize` across. The name is the link's text, then words only a text
 * browser prints (lynx ignores both CSS and aria-label; `display="none"` hides them from every
 * other reader, which takes the link's name from aria-label). The space after the label draws
 * nothing (SVG shows only the text of <text>), but keeps one link's words from running into the
 * next where the SVG is printed as text.
 */
function PlaceLink({
  place,
  href,
  accessibleName,
  labelClassName = '',
  children,
}: {
  place: ProjectedPlace;
  href: string;
  accessibleName: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const [labelX, labelY] = labelPoint(place);
  const targetLeft = {
    start: labelX,
    middle: labelX - targetSize / 2,
    end: labelX - targetSize,
  }[place.label.anchor];
  const textMiddle = labelY - middleAboveBaseline * labelFontSize;
  const extraWords = accessibleName.slice(place.name.length);
  return (
    <a href={href} aria-label={accessibleName} className="group/place" data-place={place.name}>
      {children}
      <rect
        x={targetLeft}
        y={textMiddle - targetSize / 2}
        width={targetSize}
        height={targetSize}
        fill="transparent"
        data-testid="place-target"
      />
      <text
        x={labelX}
        y={labelY}
        textAnchor={place.label.anchor}
        fontSize={labelFontSize}
        paintOrder="stroke"
        strokeWidth={4}
        strokeLinejoin="round"
        data-testid="place-label"
        className={`stroke-cream-50 group-hover/place:underline group-focus-visible/place:underline ${labelClassName}`}
      >
        {place.name}
      </text>
      <text display="none">{extraWords}</text>{' '}
    </a>
  );
}

/**
 * Sri Lanka from Natural Earth's coastline, with the seven tea regions as areas shaded by how high
 * they grow and the head office at its street in Colombo (`npm run maps` projects them). Plain
 * SVG from the server, no script: each region links to its section of /regions and the office
 * to its address on the Contact page, so the map works the same with scripts off and in a text
 * browser, where its links read as a list of the places.
 */
export function SriLankaMap({ className = '' }: { className?: string }) {
  const { t } = useTranslation('places');
  const localized = useLocalizedPath();
  const { width, height, outline, headOffice, teaRegions: regionPlaces } = sriLankaMap;
  return (
    <div className={className}>
      <svg
        role="group"
        aria-label={t('mapLabel')}
        // The geography is drawn left to right in every language: in an Arabic page the labels'
        // `start` and `end` would otherwise swap sides of their places.
        direction="ltr"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="mx-auto h-full w-auto max-w-full font-sans"
      >
        <path
          d={outline}
          strokeWidth={1.2}
          strokeLinejoin="round"
          className="fill-cream-50 stroke-tea-500"
        />
        <ElevationKey />
        <g strokeWidth={1.2} className="stroke-tea-700">
          {[headOffice, ...regionPlaces].map((place) => (
            <LeaderLine key={place.name} place={place} />
          ))}
        </g>
        <g className="fill-tea-900">
          {regionPlaces.map((place) => (
            <PlaceLink
              key={place.slug}
              place={place}
              href={`${localized('/regions')}#${place.slug}`}
              accessibleName={t('region', {
                name: place.name,
                elevation: t(`elevation.${elevationOf[place.slug]}`),
              })}
            >
              <path
                d={place.area}
                strokeWidth={1}
                strokeLinejoin="round"
                data-testid="region-area"
                className={`${elevationFill[elevationOf[place.slug]]} stroke-tea-800 group-hover/place:stroke-copper-600 group-focus-visible/place:stroke-copper-600 group-focus-visible/place:stroke-[2.5]`}
              />
            </PlaceLink>
          ))}
          <PlaceLink
            place={headOffice}
            href={`${localized('/contact')}#${headOfficeAnchor}`}
            accessibleName={t('office', { name: headOffice.name })}
            labelClassName="fill-copper-800 font-semibold"
          >
            <circle cx={headOffice.x} cy={headOffice.y} r={13} className="fill-copper-500/30" />
            <circle
              cx={headOffice.x}
              cy={headOffice.y}
              r={6.5}
              strokeWidth={2}
              data-testid="office-marker"
              className="fill-copper-600 stroke-white"
            />
          </PlaceLink>
        </g>
      </svg>
    </div>
  );
}
