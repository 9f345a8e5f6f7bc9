/**
 * A hand-drawn sketch of Hamburg for the offline base map: the Elbe (main stream, Norderelbe,
 * Süderelbe), the Alster lakes, a few large parks and the seven district names. Coordinates
 * are [longitude, latitude], traced by eye to within a few hundred metres: enough to orient a
 * visitor when no map service is configured, never meant as cartography.
 */
type Ring = [number, number][];

/** Outline along one bank downstream, back along the other: one closed polygon per water. */
export const waterAreas: { name: string; ring: Ring }[] = [
  {
    name: 'Unterelbe',
    ring: [
      // north bank, Wedel to the Elbbrücken
      [9.68, 53.584],
      [9.75, 53.567],
      [9.8, 53.559],
      [9.84, 53.553],
      [9.87, 53.548],
      [9.91, 53.546],
      [9.94, 53.546],
      [9.965, 53.546],
      [9.985, 53.543],
      [10.01, 53.54],
      [10.03, 53.536],
      // south bank back west: Steinwerder, Waltershof, Finkenwerder, Mühlenberger Loch
      [10.025, 53.531],
      [10.0, 53.536],
      [9.97, 53.539],
      [9.94, 53.539],
      [9.91, 53.538],
      [9.87, 53.541],
      [9.84, 53.545],
      [9.81, 53.544],
      [9.78, 53.548],
      [9.74, 53.557],
      [9.68, 53.575],
    ],
  },
  {
    name: 'Norderelbe',
    ring: [
      [10.03, 53.536],
      [10.045, 53.528],
      [10.06, 53.515],
      [10.07, 53.5],
      [10.075, 53.485],
      [10.07, 53.468],
      [10.062, 53.468],
      [10.066, 53.485],
      [10.061, 53.499],
      [10.05, 53.513],
      [10.036, 53.525],
      [10.025, 53.531],
    ],
  },
  {
    name: 'Süderelbe',
    ring: [
      [10.062, 53.468],
      [10.03, 53.47],
      [10.0, 53.474],
      [9.975, 53.478],
      [9.955, 53.486],
      [9.94, 53.5],
      [9.928, 53.515],
      [9.918, 53.538],
      [9.926, 53.538],
      [9.936, 53.517],
      [9.947, 53.503],
      [9.961, 53.491],
      [9.98, 53.483],
      [10.003, 53.479],
      [10.032, 53.475],
      [10.07, 53.473],
    ],
  },
  {
    name: 'Oberelbe',
    ring: [
      [10.07, 53.468],
      [10.1, 53.455],
      [10.14, 53.43],
      [10.18, 53.405],
      [10.23, 53.395],
      [10.235, 53.401],
      [10.186, 53.412],
      [10.147, 53.436],
      [10.105, 53.462],
      [10.072, 53.474],
    ],
  },
  {
    name: 'Außenalster',
    ring: [
      [10.0, 53.557],
      [10.008, 53.556],
      [10.014, 53.562],
      [10.016, 53.57],
      [10.013, 53.578],
      [10.006, 53.579],
      [10.002, 53.572],
      [9.998, 53.563],
    ],
  },
  {
    name: 'Binnenalster',
    ring: [
      [9.992, 53.553],
      [9.998, 53.552],
      [10.0, 53.556],
      [9.994, 53.557],
    ],
  },
];

export const parkAreas: { name: string; ring: Ring }[] = [
  {
    name: 'Stadtpark',
    ring: [
      [10.008, 53.592],
      [10.03, 53.591],
      [10.034, 53.598],
      [10.012, 53.601],
    ],
  },
  {
    name: 'Planten un Blomen',
    ring: [
      [9.975, 53.558],
      [9.99, 53.556],
      [9.992, 53.562],
      [9.978, 53.565],
    ],
  },
  {
    name: 'Volkspark',
    ring: [
      [9.88, 53.584],
      [9.905, 53.585],
      [9.906, 53.598],
      [9.882, 53.597],
    ],
  },
  {
    name: 'Niendorfer Gehege',
    ring: [
      [9.93, 53.625],
      [9.957, 53.624],
      [9.958, 53.638],
      [9.933, 53.64],
    ],
  },
  {
    name: 'Öjendorfer Park',
    ring: [
      [10.128, 53.558],
      [10.15, 53.557],
      [10.152, 53.569],
      [10.13, 53.57],
    ],
  },
  {
    name: 'Inselpark',
    ring: [
      [9.998, 53.494],
      [10.018, 53.493],
      [10.02, 53.505],
      [10.0, 53.506],
    ],
  },
  {
    name: 'Harburger Stadtpark',
    ring: [
      [9.99, 53.454],
      [10.008, 53.454],
      [10.009, 53.464],
      [9.991, 53.465],
    ],
  },
];

/** Where each district's name sits: near the middle of its land, away from the rivers. */
export const districtLabels: { name: string; lng: number; lat: number }[] = [
  { name: 'Hamburg-Mitte', lng: 10.03, lat: 53.552 },
  { name: 'Altona', lng: 9.86, lat: 53.575 },
  { name: 'Eimsbüttel', lng: 9.94, lat: 53.61 },
  { name: 'Hamburg-Nord', lng: 10.02, lat: 53.62 },
  { name: 'Wandsbek', lng: 10.12, lat: 53.64 },
  { name: 'Bergedorf', lng: 10.2, lat: 53.48 },
  { name: 'Harburg', lng: 9.9, lat: 53.465 },
];
