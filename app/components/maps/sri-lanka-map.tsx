import { sriLankaMap } from './sri-lanka-map.generated';
import type { ProjectedPlace } from './sri-lanka-places';

/**
 * The labels' size in viewBox units. Where the map is used it is drawn at no less than 0.72 of
 * its size (the Find Us box on a 320 px phone), so labels stay at 12 px or more there, and 17 px
 * at full size.
 */
const labelFontSize = 17;

function LeaderLine({ place }: { place: ProjectedPlace }) {
  const { x, y, label } = place;
  return <line x1={x} y1={y} x2={x + label.dx} y2={y + label.dy - labelFontSize} />;
}

/**
 * A place's name beside its dot. The space after it draws nothing (SVG shows only the text of
 * <text>), but a browser that does not know SVG (lynx) prints the labels as one run of text:
 * without it 'Colombo' and 'Nuwara Eliya' would read 'ColomboNuwara Eliya', and the last label
 * would run into whatever follows the map.
 */
function PlaceLabel({ place, className = '' }: { place: ProjectedPlace; className?: string }) {
  const { x, y, label } = place;
  return (
    <>
      <text x={x + label.dx} y={y + label.dy} textAnchor={label.anchor} className={className}>
        {place.name}
      </text>{' '}
    </>
  );
}

/**
 * Sri Lanka from Natural Earth's coastline, with the seven tea regions and the head office in
 * Colombo at their true places (`npm run maps` projects them). Plain SVG from the server: no
 * script, sharp at any size, labels in the page's sans face. Screen readers get the picture's
 * name and then the places as a list; the labels inside the picture are not read twice.
 */
export function SriLankaMap({ className = '' }: { className?: string }) {
  const { width, height, outline, headOffice, teaRegions } = sriLankaMap;
  const places = [headOffice, ...teaRegions];
  return (
    <div className={className}>
      <svg
        role="img"
        aria-label="Map of Sri Lanka showing our head office in Colombo and the island’s seven tea-growing regions"
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
        <g strokeWidth={1.2} className="stroke-tea-700">
          {places
            .filter((place) => place.label.leader)
            .map((place) => (
              <LeaderLine key={place.name} place={place} />
            ))}
        </g>
        <circle cx={headOffice.x} cy={headOffice.y} r={13} className="fill-copper-500/30" />
        <g data-testid="map-dots">
          <g strokeWidth={1.5} className="fill-tea-700 stroke-cream-50">
            {teaRegions.map((place) => (
              <circle key={place.name} cx={place.x} cy={place.y} r={5} />
            ))}
          </g>
          <circle
            cx={headOffice.x}
            cy={headOffice.y}
            r={6.5}
            strokeWidth={2}
            className="fill-copper-600 stroke-white"
          />
        </g>
        {/* A halo in the island's colour (the stroke, painted under the fill) keeps each label
            readable where it crosses the coast or a leader line. */}
        <g
          fontSize={labelFontSize}
          paintOrder="stroke"
          strokeWidth={4}
          strokeLinejoin="round"
          className="fill-tea-900 stroke-cream-50"
        >
          <PlaceLabel place={headOffice} className="fill-copper-800 font-semibold" />
          {teaRegions.map((place) => (
            <PlaceLabel key={place.name} place={place} />
          ))}
        </g>
      </svg>
      <ul className="sr-only" aria-label="Places on the map">
        <li>{headOffice.name}: our head office</li>
        {teaRegions.map((place) => (
          <li key={place.name}>{place.name} tea region</li>
        ))}
      </ul>
    </div>
  );
}
