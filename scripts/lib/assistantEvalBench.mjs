// @ts-check
/**
 * The assistant's evaluation for `npm run bench` (issue 14): the request set of
 * functions/src/ai/eval through the offline engine and through the Genkit flows on a scripted
 * model, no network. Prints per engine the hard-constraint pass rate and the ungrounded facts,
 * then the offline itinerary time and the tools' p95 latency.
 *
 * The evaluation (functions/src/ai/evaluation.ts) is TypeScript: it is bundled with esbuild (workspace
 * packages from source, as the functions' build does; npm dependencies left to Node) into
 * node_modules/.cache, where Node resolves those dependencies, and run there.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from './database.mjs';

const ENTRY = `
import parisPlaces from './functions/src/location/osmSample/parisRestaurants.json';
import { osmPointsOfInterest } from './functions/src/ai/tripData';
import {
  EVAL_REQUESTS,
  runOfflineEval,
  runScriptedModelEval,
  toolLatencyP95,
} from './functions/src/ai/evaluation';

export async function evaluate() {
  const places = osmPointsOfInterest(parisPlaces);
  return {
    requests: EVAL_REQUESTS.length,
    itineraryIds: EVAL_REQUESTS.filter((item) => item.kind === 'itinerary').map((item) => item.id),
    offline: runOfflineEval(EVAL_REQUESTS, places),
    scripted: await runScriptedModelEval(EVAL_REQUESTS, places),
    toolP95: await toolLatencyP95(EVAL_REQUESTS, 5),
  };
}
`;

/** Node resolves what stays external from here: the repo's node_modules. */
const outFile = path.join(repoRoot, 'node_modules/.cache/voyagent-eval/assistantEval.mjs');

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** @param {number} ms */
const millis = (ms) => `${ms.toFixed(2)} ms`;

export async function benchAssistantEval() {
  mkdirSync(path.dirname(outFile), { recursive: true });
  await build({
    stdin: { contents: ENTRY, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: outFile,
    conditions: ['voyagent-source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'npm-dependencies-external',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@voyagent/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const { evaluate } = await import(pathToFileURL(outFile).href);
  const { requests, itineraryIds, offline, scripted, toolP95 } = await evaluate();
  console.log(`evaluation set: ${requests} requests (functions/src/ai/eval/requests.json)`);
  for (const report of [offline, scripted]) {
    const passed = report.results.filter((/** @type {{passed: boolean}} */ r) => r.passed).length;
    console.log(
      `  ${report.engine.padEnd(16)} hard constraints ${(report.passRate * 100).toFixed(1)} % ` +
        `(${passed}/${report.results.length})  ungrounded facts ${report.ungroundedCount}`,
    );
    for (const result of report.results) {
      if (result.failure || result.ungrounded.length) {
        const facts = result.ungrounded.map((/** @type {{text: string}} */ f) => f.text);
        console.log(`    ${result.id}: ${result.failure ?? ''} ${facts.join(', ')}`.trimEnd());
      }
    }
  }
  const plans = offline.results
    .filter((/** @type {{id: string}} */ r) => itineraryIds.includes(r.id))
    .map((/** @type {{milliseconds: number}} */ r) => r.milliseconds);
  console.log(
    `  offline itinerary (city lookup, plan, check): mean ${millis(mean(plans))}, max ${millis(Math.max(...plans))} over ${plans.length} plans`,
  );
  console.log(`  tool latency p95: ${millis(toolP95)} (each fact request's tool, 5 rounds)`);
}
