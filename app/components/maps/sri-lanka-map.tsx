import { useTranslation } from '~/i18n/translations';
import { useLanguage, useLocalizedPath } from '~/i18n/use-language';
import { Fragment, type ReactNode } from 'react';
import {
  numberLocale,
  teaRegions,
  type ElevationClass,
  type TeaRegionSlug,
} from '~/content/tea-regions';
import { languages } from '~/i18n/languages';
import { sriLankaMap } from './sri-lanka-map.generated';
import { elevationClassFloors, type ProjectedPlace } from './sri-lanka-places';

/**
 * The smallest share of its viewBox the map is drawn at: on a 320 px phone, /regions draws it at
 * 0.70 of its size and the Find Us box at 0.71 (tests/e2e/maps.spec.ts measures it). Labels and
 * targets are sized from it, so that there they are still 12 px text and 24 × 24 px targets (WCAG
 * 2.2 'Target Size (Minimum)').
 */
const smallestScale = 0.7;
/** The labels' size in viewBox units: 12 px at the smallest scale, 17 px at full size. */
const labelFontSize = 12 / smallestScale;
/** The side of the square each place's link is at least, in viewBox units: 24 px at the smallest. */
const targetSize = 24 / smallestScale;
/** The middle of a line of text, above its baseline, as a share of the font size. */
const middleAboveBaseline = 0.35;

/**
 * The land's shade by elevation class, darker the higher the tea grows: the island is low-grown,
 * SRTM's land above 600 m is drawn over it (`elevationBands`), and the land above 1,200 m over
 * that, a green wash that lets the mid shade through. Light enough that the labels' dark text
 * keeps its contrast on every shade.
 */
const bandFill: Record<ElevationClass, string> = {
  'High-grown': 'fill-tea-500/45',
  'Mid-grown': 'fill-tea-200',
  'Low-grown': 'fill-cream-50',
};

const elevationOf = Object.fromEntries(
  teaRegions.map((region) => [region.slug, region.elevation]),
) as Record<TeaRegionSlug, ElevationClass>;

/**
 * The key, in the sea at the top right: a bar of the three shades, highest on top, with each
 * class's name beside its shade and the metres where two classes meet. Five lines are all the
 * sea there holds above the coast at this size (a name and its range a line each would be six).
 * The bar is at the frame's right edge and the text ends just before it, so that the longest name
 * (the Russian 'Среднегорье', 118 units in DejaVu Sans, the widest common system face) stays in
 * the frame and the bottom line clear of the coast.
 */
const keyTop = 5;
const keyLineHeight = 17;
const keyBarLeft = sriLankaMap.width - 14;
const keyBarWidth = 12;
const keyTextEnd = keyBarLeft - 4;

/**
 * What the shades mean. Hidden from screen readers, which hear each region's class in its link's
 * name; a text browser prints the words, so each ends with a space like the places' labels. The
 * page's direction is kept for the words, so that Arabic reads '1,200 م' in its own order.
 */
function ElevationKey() {
  const { t } = useTranslation('places');
  const language = useLanguage();
  const rightToLeft = languages[language].direction === 'rtl';
  const lineMiddle = (line: number) => keyTop + (line + 0.5) * keyLineHeight;
  const metres = (floor: number) =>
    t('bandFloor', { metres: floor.toLocaleString(numberLocale(language)) });
  const lines = [
    t('elevationKey.High-grown'),
    metres(elevationClassFloors['High-grown']),
    t('elevationKey.Mid-grown'),
    metres(elevationClassFloors['Mid-grown']),
    t('elevationKey.Low-grown'),
  ];
  // A shade meets the next at the middle of the line of their metres; painted as the map paints
  // them, the high shade over the mid one.
  const [highFloor, midFloor] = [lineMiddle(1), lineMiddle(3)];
  const keyBottom = keyTop + lines.length * keyLineHeight;
  const shades: readonly (readonly [ElevationClass, number, number])[] = [
    ['Low-grown', midFloor, keyBottom],
    ['Mid-grown', keyTop, midFloor],
    ['High-grown', keyTop, highFloor],
  ];
  return (
    <g aria-hidden="true" fontSize={labelFontSize}>
      {shades.map(([elevation, top, bottom]) => (
        <rect
          key={elevation}
          x={keyBarLeft}
          y={top}
          width={keyBarWidth}
          height={bottom - top}
          className={bandFill[elevation]}
        />
      ))}
      <rect
        x={keyBarLeft}
        y={keyTop}
        width={keyBarWidth}
        height={keyBottom - keyTop}
        rx={2}
        strokeWidth={1}
        className="fill-none stroke-tea-800"
      />
      {lines.map((line, index) => (
        <Fragment key={line}>
          <text
            x={keyTextEnd}
            y={lineMiddle(index) + middleAboveBaseline * labelFontSize}
            // A right-to-left line's start is its right end, where it meets the bar.
            direction={rightToLeft ? 'rtl' : undefined}
            textAnchor={rightToLeft ? 'start' : 'end'}
            className={index % 2 === 0 ? 'fill-tea-900' : 'fill-tea-700'}
          >
            {line}
          </text>{' '}
        </Fragment>
      ))}
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
 * Sri Lanka from Natural Earth's coastline, its land shaded by the Tea Board's elevation classes
 * from SRTM's elevations, with the seven tea regions outlined over the shades and the head office
 * at its street in Colombo (`npm run maps` projects them). Plain SVG from the server, no script:
 * each region links to its section of /regions and the office to its address on the Contact
 * page, so the map works the same with scripts off and in a text browser, where its links read
 * as a list of the places.
 */
export function SriLankaMap({ className = '' }: { className?: string }) {
  const { t } = useTranslation('places');
  const localized = useLocalizedPath();
  const {
    width,
    height,
    outline,
    elevationBands,
    headOffice,
    teaRegions: regionPlaces,
  } = sriLankaMap;
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
          className={`${bandFill['Low-grown']} stroke-tea-500`}
        />
        {(['Mid-grown', 'High-grown'] as const).map((elevation) => (
          <path
            key={elevation}
            d={elevationBands[elevation]}
            fillRule="evenodd"
            data-testid="elevation-band"
            className={bandFill[elevation]}
          />
        ))}
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
                // Transparent, not unfilled: the whole area is the link, and the bands show through.
                className="fill-transparent stroke-tea-800 group-hover/place:fill-copper-500/15 group-hover/place:stroke-copper-600 group-focus-visible/place:fill-copper-500/15 group-focus-visible/place:stroke-copper-600 group-focus-visible/place:stroke-[2.5]"
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
