import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { useQuery } from '@tanstack/react-query';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';

export type MapPoint = { id: string; name: string; latitude: number; longitude: number; count: number };

const width = 720;
const height = 400;

/**
 * The country outlines shipped with the app (world-atlas, Natural Earth 1:110m, in its own chunk):
 * no map tiles and no request to any other host (issue 17).
 */
const useCountries = () =>
  useQuery({
    queryKey: ['world-atlas', 'countries-110m'],
    queryFn: async () => {
      const topology = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
        countries: GeometryCollection;
      }>;
      return feature(topology, topology.objects.countries) as FeatureCollection;
    },
    staleTime: Infinity,
  });

/**
 * An SVG map of the points, fitted to them (the whole world when there are none): each point a circle
 * sized by its count, named by its title. The list beside it carries the same figures as text.
 */
export function WorldMap({ points, label }: { points: MapPoint[]; label: string }) {
  const countries = useCountries();
  const projection = geoNaturalEarth1();
  const fitted: FeatureCollection = points.length
    ? {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'MultiPoint',
              coordinates: points.map((point) => [point.longitude, point.latitude]),
            },
          },
        ],
      }
    : {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: {}, geometry: { type: 'Sphere' } as never }],
      };
  projection.fitExtent(
    [
      [40, 40],
      [width - 40, height - 40],
    ],
    fitted,
  );
  if (points.length && projection.scale() > 4000) projection.scale(4000);
  const path = geoPath(projection);
  const largest = Math.max(1, ...points.map((point) => point.count));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="places-map"
      width="100%"
    >
      <rect width={width} height={height} fill="#e7f5ff" />
      {countries.data?.features.map((country, index) => (
        <path key={index} d={path(country) ?? ''} fill="#f8f9fa" stroke="#adb5bd" strokeWidth={0.5} />
      ))}
      {points.map((point) => {
        const [x, y] = projection([point.longitude, point.latitude]) ?? [0, 0];
        return (
          <circle
            key={point.id}
            cx={x}
            cy={y}
            r={4 + 10 * Math.sqrt(point.count / largest)}
            fill="rgba(201, 42, 42, 0.6)"
            stroke="#c92a2a"
            data-location-id={point.id}
          >
            <title>{`${point.name}: ${point.count}`}</title>
          </circle>
        );
      })}
    </svg>
  );
}
