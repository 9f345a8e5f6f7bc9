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
const webFeatures = foldersIn('web/src/features');
const web = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [
      `./${feature}`,
      ...(leafFeatures.includes(feature) ? [] : leafFeatures.map((l) => `./${l}`)),
    ],
    message: leafFeatures.includes(feature)
      ? 'A leaf feature (media, geo) imports no other feature.'
      : 'Features do not import each other: move the shared piece to components/ or lib/, or compose in app/.',
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

// Server: a feature reaches another only through that feature's index.ts.
const server = foldersIn('server/features').map((feature) => ({
  target: `./server/features/${feature}`,
  from: join(root, 'server/features/**'),
  except: [join(root, `server/features/${feature}/**`), join(root, 'server/features/*/index.ts')],
  message: "Use the other feature's public module (its index.ts).",
}));

export const featureZones = [...web, ...server];
