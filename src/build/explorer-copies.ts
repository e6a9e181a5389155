/**
 * The flow explorer (src/features/flows/, issue 13) reads every machine of machines/. Imported as they
 * are, each machine would be reached by two lazy chunks — its page's and the explorer's — and the
 * bundler would move it into a chunk of its own, so every route of the start page's route table would
 * list more files to preload: the start page's JavaScript would grow. This plugin gives the explorer
 * its own copies instead (the same files under the module id `<file>?explorer`): the app's chunks stay
 * exactly as they were, and the explorer's chunk holds the machines it draws.
 */
import type { Plugin } from 'vite';

const COPY = '?explorer';
const EXPLORER = '/src/features/flows/';
const MACHINES = '/machines/';

export function explorerCopiesPlugin(): Plugin {
  return {
    name: 'kursmarkt:explorer-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copying = importer.endsWith(COPY);
      if (!copying && !importer.includes(EXPLORER)) return null;
      const resolved = await this.resolve(source, copying ? importer.slice(0, -COPY.length) : importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || resolved.id.includes('/node_modules/') || !resolved.id.includes(MACHINES))
        return null;
      return resolved.id.includes('?') ? resolved : { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}
