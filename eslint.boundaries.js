// The feature boundaries of docs/architecture.md as import-x/no-restricted-paths zones.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Web: app composes features; a feature uses components/, lib/, domain/ and the leaf features
// (media, geo), never another area; leaf features, components/ and lib/ use no feature.
const leafFeatures = ['media', 'geo'];
// The exceptions, each through a public module of the other area only: the summer course page
// reads like an offer's detail page and is built from the offers' detail pieces.
const featureModules = { summer: ['offers/detail-parts.ts'] };
const webFeatures = foldersIn('web/src/features');
const web = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [
      `./${feature}`,
      ...(leafFeatures.includes(feature) ? [] : leafFeatures.map((l) => `./${l}`)),
      ...(featureModules[feature] ?? []).map((module) => `./${module}`),
    ],
    message: leafFeatures.includes(feature)
      ? 'A leaf feature (media, geo) imports no other feature.'
      : `Features do not import each other (exceptions, through a public module only: ${JSON.stringify(featureModules)}): move the shared piece to components/ or lib/, or compose in app/.`,
  })),
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib'],
    from: './web/src/app',
    message: 'Only app/ composes; nothing imports app/.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: './web/src/features',
    message: 'components/ and lib/ are below the features and import none.',
  },
];

// The editors' app (web/src/backend, an entry of its own) uses the portal's features only
// through these public modules; a deep import would tie it to a feature's internals. offers has
// two: point-map.ts carries MapLibre and is imported only from a module loaded on demand.
const backendFeatureModules = [
  'accounts/index.ts',
  'media/index.ts',
  'offers/index.ts',
  'offers/point-map.ts',
];
const publicApp = readdirSync(join(root, 'web/src'))
  .filter((entry) => entry !== 'backend')
  .map((entry) => `./web/src/${entry}`);
const backend = [
  {
    target: './web/src/backend',
    from: './web/src/features',
    except: backendFeatureModules.map((module) => `./${module}`),
    message: `Import rules: the editors' app imports a feature only through a public module (${backendFeatureModules.join(', ')}).`,
  },
  {
    target: publicApp,
    from: './web/src/backend',
    message: "The public app never imports the editors' app (web/src/backend).",
  },
];

// Server: a feature reaches another only through that feature's index.ts.
const server = foldersIn('server/features').map((feature) => ({
  target: `./server/features/${feature}`,
  from: join(root, 'server/features/**'),
  except: [join(root, `server/features/${feature}/**`), join(root, 'server/features/*/index.ts')],
  message: "Use the other feature's public module (its index.ts).",
}));

export const featureZones = [...web, ...backend, ...server];
