/**
 * A Stryker ignorer (`ignorers: ['flow-descriptions']` in .config/stryker.config.mjs): the text of a
 * `description:` property in machines/ is left out of mutation, and so is emptying an object that
 * holds nothing but descriptions (a state `{ description: '…' }` mutated to `{}`). A description
 * describes a state or transition for the docs (docs/flows, the explorer); no flow reads it, so such a
 * mutant changes no behaviour a test of the flow could see and would only count against the score.
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const REASON = 'A description only documents the flow (docs/flows, explorer); no flow reads it.';

/** @param {any} node a Babel node */
function isDescription(node) {
  if (node.type !== 'ObjectProperty' || node.computed) return false;
  const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'StringLiteral' ? node.key.value : undefined;
  return key === 'description';
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'flow-descriptions', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      const node = path.node;
      if (isDescription(node)) return REASON;
      if (node.type === 'ObjectExpression' && node.properties.length > 0 && node.properties.every(isDescription)) return REASON;
      return undefined;
    },
  }),
];
