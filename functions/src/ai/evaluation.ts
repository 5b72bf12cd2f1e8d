/**
 * The assistant's evaluation (issue 14): the fixed request set (eval/requests.json) run through the
 * offline engine and through the Genkit flows on a scripted model, with no network. Per engine:
 * - the hard-constraint pass rate: a fact question gets the expected kind of answer (the fact
 *   with its source, "not found" with a link, "cannot", or the unsupported-language text) in the
 *   question's language, with the expected figures; a plan has no violation of the plan checker
 *   (budgetUnchecked aside: it says costs are unknown, it breaks no constraint), and an unknown
 *   destination is reported as not found;
 * - the ungrounded facts (grounding.ts) of every answer; for a plan, each place the checker
 *   finds the tools never returned, and each cost stated (no tool we have returns a price).
 */
import {
  ASSISTANT_TEXTS,
  checkItinerary,
  type Itinerary,
  type PlanViolation,
} from '@voyagent/contracts';
import { type GenerateRequest, type Part, genkit } from 'genkit';
import { z } from 'zod';
import { defineAssistantChat } from './assistantChat';
import { planOffline } from './itineraryEngine';
import { defineItineraryFlow } from './itineraryFlow';
import { OFFLINE_HELP_TEXTS, OFFLINE_LANGUAGES, answerOffline } from './offlineEngine';
import { defineTravelTools } from './tools';
import { groundedPlaces, lookupTrip, type PointsOfInterest, type TripData } from './tripData';
import { type Fact, ungroundedFacts } from './grounding';
import requestsJson from './eval/requests.json';

const language = z.enum(OFFLINE_LANGUAGES);
const factRequest = z.strictObject({
  id: z.string(),
  kind: z.literal('fact'),
  language,
  question: z.string().min(1),
  expect: z.strictObject({
    answer: z.enum(['fact', 'notFound', 'cannot', 'unsupported']),
    contains: z.array(z.string()).optional(),
  }),
  /** The tool call that answers it: what the scripted model asks for. */
  tool: z.strictObject({ name: z.string(), input: z.record(z.string(), z.unknown()) }).optional(),
});
const itineraryRequest = z.strictObject({
  id: z.string(),
  kind: z.literal('itinerary'),
  language,
  request: z.strictObject({
    destination: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    partySize: z.number().int(),
    budget: z.number().positive().optional(),
    currency: z.string().length(3),
    pace: z.enum(['relaxed', 'balanced', 'packed']),
  }),
  expect: z.strictObject({ answer: z.enum(['plan', 'notFound']) }),
});
export const evalRequest = z.discriminatedUnion('kind', [factRequest, itineraryRequest]);
export type EvalRequest = z.infer<typeof evalRequest>;
type FactRequest = z.infer<typeof factRequest>;
type ItineraryRequest = z.infer<typeof itineraryRequest>;

export const EVAL_REQUESTS: readonly EvalRequest[] = z.array(evalRequest).parse(requestsJson);

export interface EvalResult {
  id: string;
  passed: boolean;
  /** Why it failed, for the report. */
  failure?: string;
  ungrounded: Fact[];
  milliseconds: number;
}

export interface EvalReport {
  engine: string;
  results: EvalResult[];
  passRate: number;
  ungroundedCount: number;
}

/** How a not-found answer starts, by language (the offline engine's texts). */
const NOT_FOUND_MARKS = ['Not found', 'Introuvable', 'Nicht gefunden', 'No encontrado'];

const report = (engine: string, results: EvalResult[]): EvalReport => ({
  engine,
  results,
  passRate: results.filter((result) => result.passed).length / results.length,
  ungroundedCount: results.reduce((sum, result) => sum + result.ungrounded.length, 0),
});

/** What is wrong with a fact answer, or undefined when it meets the request's expectation. */
function factFailure(
  item: FactRequest,
  answer: { text: string; sourceCount: number; answered: boolean },
): string | undefined {
  const { text, sourceCount, answered } = answer;
  switch (item.expect.answer) {
    case 'fact': {
      if (!answered || sourceCount === 0) return 'no sourced answer';
      const missing = (item.expect.contains ?? []).filter((part) => !text.includes(part));
      return missing.length ? `missing ${missing.join(', ')}` : undefined;
    }
    case 'notFound':
      return NOT_FOUND_MARKS.some((mark) => text.includes(mark)) && /https:\/\//.test(text)
        ? undefined
        : 'no "not found" with a link';
    case 'cannot':
      return answered ? 'answered what it cannot' : undefined;
    case 'unsupported':
      return text.includes(ASSISTANT_TEXTS.unsupportedLanguage)
        ? undefined
        : 'no unsupported-language text';
  }
}

/** The constraints the checker holds a plan to; budgetUnchecked breaks none of them. */
const hardViolations = (violations: readonly PlanViolation[]) =>
  violations.filter((violation) => violation.kind !== 'budgetUnchecked');

/** A plan's ungrounded facts: places the tools never returned, and any stated cost. */
function planUngrounded(itinerary: Itinerary, violations: readonly PlanViolation[]): Fact[] {
  const places: Fact[] = violations.flatMap((violation) =>
    violation.kind === 'ungroundedPlace' ? [{ kind: 'city' as const, text: violation.place }] : [],
  );
  const costs: Fact[] = itinerary.days
    .flatMap((day) => day.slots)
    .flatMap((slot) =>
      slot.estimatedCost === null
        ? []
        : [{ kind: 'number' as const, text: `${slot.estimatedCost}` }],
    );
  return [...places, ...costs];
}

const constraintsOf = ({ request }: ItineraryRequest) => ({
  startDate: request.startDate,
  endDate: request.endDate,
  partySize: request.partySize,
  budgetTotal: request.budget ?? null,
  currency: request.currency,
});

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

function offlineFact(item: FactRequest): EvalResult {
  const [answer, milliseconds] = timed(() => answerOffline(item.question, item.language));
  const expectedLanguage = item.expect.answer === 'unsupported' ? null : item.language;
  const failure =
    answer.language === expectedLanguage
      ? factFailure(item, { ...answer, sourceCount: answer.sources.length })
      : `answered in ${answer.language ?? 'no language'}`;
  return {
    id: item.id,
    passed: failure === undefined,
    ...(failure ? { failure } : {}),
    ungrounded: ungroundedFacts(answer.text, answer.evidence, [
      item.question,
      ...OFFLINE_HELP_TEXTS,
    ]),
    milliseconds,
  };
}

function offlineItinerary(item: ItineraryRequest, pointsOfInterest: PointsOfInterest): EvalResult {
  const [outcome, milliseconds] = timed(() => {
    const trip = lookupTrip(item.request.destination, pointsOfInterest);
    if (!trip.found) return null;
    const { itinerary } = planOffline(trip, { ...item.request, language: item.language });
    return {
      itinerary,
      violations: checkItinerary(itinerary, constraintsOf(item), groundedPlaces(trip)),
    };
  });
  return itineraryResult(item, outcome, milliseconds);
}

function itineraryResult(
  item: ItineraryRequest,
  outcome: { itinerary: Itinerary; violations: PlanViolation[] } | null,
  milliseconds: number,
): EvalResult {
  let failure: string | undefined;
  if (!outcome) failure = item.expect.answer === 'notFound' ? undefined : 'destination not found';
  else if (item.expect.answer === 'notFound') failure = 'planned an unknown destination';
  else {
    const broken = hardViolations(outcome.violations).map((violation) => violation.kind);
    if (broken.length) failure = `violations: ${broken.join(', ')}`;
  }
  return {
    id: item.id,
    passed: failure === undefined,
    ...(failure ? { failure } : {}),
    ungrounded: outcome ? planUngrounded(outcome.itinerary, outcome.violations) : [],
    milliseconds,
  };
}

export function runOfflineEval(
  requests: readonly EvalRequest[],
  pointsOfInterest: PointsOfInterest,
): EvalReport {
  return report(
    'offline engine',
    requests.map((item) =>
      item.kind === 'fact' ? offlineFact(item) : offlineItinerary(item, pointsOfInterest),
    ),
  );
}

/** Every tool result the model was handed during one answer. */
const toolOutputs = (request: GenerateRequest | undefined) =>
  (request?.messages ?? [])
    .flatMap((message) => message.content)
    .flatMap((part) => (part.toolResponse ? [part.toolResponse.output] : []));

type Script = (request: GenerateRequest, turn: number) => Part[];

/** A Genkit instance whose model plays the current script, recording what it was sent. */
function scriptedAi() {
  const ai = genkit({ promptDir: null, model: 'scripted' });
  const state: { script: Script; requests: GenerateRequest[] } = { script: () => [], requests: [] };
  ai.defineModel(
    { name: 'scripted', supports: { tools: true, multiturn: true, output: ['json'] } },
    async (request) => {
      const content = state.script(request, state.requests.length);
      state.requests.push(request);
      return { message: { role: 'model', content }, finishReason: 'stop' };
    },
  );
  return { ai, state };
}

const regionName = (code: unknown, language: string) =>
  typeof code === 'string'
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code)
    : '';

/**
 * The scripted model's answer from one tool result: the returned figures in a sentence per tool
 * (country names in the request's language), or "not found" with the tool's link.
 */
function scriptedAnswer(item: FactRequest, output: unknown): string {
  const result = z.looseObject({ found: z.boolean() }).parse(output);
  if (!result.found) {
    const missing = z.object({ reason: z.string(), link: z.string() }).parse(output);
    return `Not found: ${missing.reason} See ${missing.link}`;
  }
  const input = item.tool?.input ?? {};
  const name = z.object({ name: z.string() });
  switch (item.tool?.name) {
    case 'emergencyNumbers': {
      const data = z
        .object({ country: z.string(), numbers: z.record(z.string(), z.string()) })
        .parse(output);
      const numbers = Object.entries(data.numbers)
        .map(([service, number]) => `${service} ${number}`)
        .join(', ');
      return `${regionName(data.country, item.language)}: ${numbers}.`;
    }
    case 'distance': {
      const data = z.object({ from: name, to: name, kilometres: z.number() }).parse(output);
      return `${data.from.name} – ${data.to.name}: ${data.kilometres} km.`;
    }
    case 'currencyConvert': {
      const { amount, from, to, converted } = z
        .object({ amount: z.string(), from: z.string(), to: z.string(), converted: z.string() })
        .parse(output);
      return `${amount} ${from} = ${converted} ${to}.`;
    }
    case 'budget': {
      const { place, destination, estimate } = z
        .object({
          place: name,
          destination: z.object({ priceLevel: z.string(), year: z.number() }),
          estimate: z
            .object({ currency: z.string(), dailyTotal: z.string(), tripTotal: z.string() })
            .nullable(),
        })
        .parse(output);
      return estimate
        ? `${place.name}: ${estimate.dailyTotal} ${estimate.currency} / ${estimate.tripTotal} ${estimate.currency}.`
        : `${place.name}: ${destination.priceLevel} × US (${destination.year}).`;
    }
    case 'travelAdvisory': {
      const {
        name: country,
        advisories,
        noAdvisory,
      } = z
        .object({
          name: z.string(),
          advisories: z.array(
            z.object({
              issuer: z.string(),
              level: z.number().nullable(),
              levels: z.number(),
              updated: z.string(),
            }),
          ),
          noAdvisory: z.array(z.object({ issuer: z.string() })),
        })
        .parse(output);
      const levels = advisories.map(
        ({ issuer, level, levels, updated }) =>
          `${issuer} ${level === null ? 'no single level' : `${level}/${levels}`} (${updated})`,
      );
      const none = noAdvisory.map(({ issuer }) => `${issuer}: no advisory in our data`);
      return `${country}: ${[...levels, ...none].join('; ')}.`;
    }
    case 'flightCompensation': {
      const { estimate } = z
        .object({
          estimate: z
            .object({
              reason: z.string(),
              distanceKm: z.number(),
              band: z.string(),
              amountEur: z.number().nullable(),
            })
            .nullable(),
        })
        .parse(output);
      if (!estimate) return 'More details are needed.';
      const amount = estimate.amountEur === null ? '' : ` ${estimate.amountEur} EUR.`;
      return `${estimate.distanceKm} km, Article ${estimate.band}.${amount} ${estimate.reason}`;
    }
    case 'visaRule': {
      const { status } = z.object({ status: z.string() }).parse(output);
      return `${regionName(input.passport, item.language)} → ${regionName(input.destination, item.language)}: ${status}.`;
    }
    default: {
      const { place } = z
        .object({ place: name.extend({ country: z.string(), city: z.string().optional() }) })
        .parse(output);
      return `${place.name}${place.city ? `, ${place.city}` : ''}: ${regionName(place.country, item.language)}.`;
    }
  }
}

/** The request set through the Genkit flows on the scripted model. */
export async function runScriptedModelEval(
  requests: readonly EvalRequest[],
  pointsOfInterest: PointsOfInterest,
): Promise<EvalReport> {
  const { ai, state } = scriptedAi();
  const chat = defineAssistantChat(ai, defineTravelTools(ai));
  const planner = defineItineraryFlow(ai, pointsOfInterest);
  const results: EvalResult[] = [];
  for (const item of requests) {
    state.requests = [];
    const start = performance.now();
    if (item.kind === 'fact') {
      const { tool } = item;
      state.script = (request, turn) => {
        if (tool && turn === 0)
          return [{ toolRequest: { name: tool.name, ref: '1', input: tool.input } }];
        if (tool) return [{ text: scriptedAnswer(item, toolOutputs(request).at(-1)) }];
        return [
          {
            text:
              item.expect.answer === 'unsupported'
                ? ASSISTANT_TEXTS.unsupportedLanguage
                : 'I cannot answer that with my tools.',
          },
        ];
      };
      const answer = await chat({
        messages: [{ role: 'user', text: item.question }],
        language: item.language,
      });
      const failure = factFailure(item, {
        text: answer.text,
        sourceCount: answer.sources.length,
        answered: tool !== undefined,
      });
      results.push({
        id: item.id,
        passed: failure === undefined,
        ...(failure ? { failure } : {}),
        ungrounded: ungroundedFacts(answer.text, toolOutputs(state.requests.at(-1)), [
          item.question,
          ASSISTANT_TEXTS.unsupportedLanguage,
        ]),
        milliseconds: performance.now() - start,
      });
      continue;
    }
    state.script = (request, turn) => {
      if (turn === 0) {
        return [
          {
            toolRequest: {
              name: 'tripPlaces',
              ref: '1',
              input: { destination: item.request.destination },
            },
          },
        ];
      }
      const trip = toolOutputs(request).at(-1) as TripData | { found: false };
      if (!trip.found) return [{ text: 'Not found.' }];
      const { itinerary } = planOffline(trip, { ...item.request, language: item.language });
      return [{ text: JSON.stringify(itinerary) }];
    };
    const outcome = await planner({ ...item.request, language: item.language }).catch(() => null);
    const toolSaidNotFound = toolOutputs(state.requests.at(-1)).some(
      (output) => (output as { found?: boolean }).found === false,
    );
    results.push(
      itineraryResult(
        item,
        outcome ?? (toolSaidNotFound ? null : emptyPlan(item)),
        performance.now() - start,
      ),
    );
  }
  return report('scripted model', results);
}

/** A failed plan that is not a not-found: scored as a plan with no days, which the checker fails. */
function emptyPlan(item: ItineraryRequest) {
  const itinerary: Itinerary = {
    destination: item.request.destination,
    currency: item.request.currency,
    days: [],
  };
  return { itinerary, violations: checkItinerary(itinerary, constraintsOf(item), new Map()) };
}

/** Each tool the fact requests call, `rounds` times over: the 95th percentile of a call, in ms. */
export async function toolLatencyP95(
  requests: readonly EvalRequest[],
  rounds: number,
): Promise<number> {
  const ai = genkit({ promptDir: null });
  const tools = new Map(defineTravelTools(ai).map((tool) => [tool.__action.name, tool]));
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const item of requests) {
      if (item.kind !== 'fact' || !item.tool) continue;
      const tool = tools.get(item.tool.name);
      if (!tool) throw new Error(`The eval set names an unknown tool: ${item.tool.name}`);
      const start = performance.now();
      // The eval set's input is checked by the tool's own schema, as a model's would be.
      await tool(item.tool.input as never);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0;
}
