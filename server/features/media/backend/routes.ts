import type { BackendRoutes } from '../../backend/index.ts';
import { mediaLibraryRoutes } from './media-routes.ts';

/** The media area's backend calls: the library of files staff uploaded. */
export const mediaBackendRoutes: BackendRoutes = async (tree) => {
  await tree.register(mediaLibraryRoutes);
};
