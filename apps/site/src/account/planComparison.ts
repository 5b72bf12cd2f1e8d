/**
 * /pricing's "Free or paid" table, derived from the rules themselves (travel.md §6, §9): the free
 * daily caps, unlimited use on every paid plan and in the trial, offline maps for paid plans. The
 * spec shows no per-tier difference beyond these, so the table compares free with any paid plan
 * rather than inventing tier features.
 */
import { USAGE_LABELS } from '@voyagent/account';
import { FREE_DAILY_CAPS, TRIAL_DAYS, type UsageType } from '@voyagent/contracts/names';

export interface PlanComparisonRow {
  id: string;
  feature: string;
  free: string;
  paid: string;
}

/** The counters in the order a traveller meets them. */
const COMPARED_USAGE: readonly UsageType[] = [
  'search_requests',
  'ai_requests',
  'itinerary_generations',
  'currency_conversions',
  'saved_items',
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function planComparisonRows(): PlanComparisonRow[] {
  return [
    ...COMPARED_USAGE.map((usageType) => ({
      id: usageType,
      feature: capitalised(USAGE_LABELS[usageType]),
      free: `${FREE_DAILY_CAPS[usageType]} a day`,
      paid: 'Unlimited',
    })),
    {
      id: 'offline-maps',
      feature: 'Offline maps',
      free: 'World map only',
      paid: 'Save city maps for use without a connection',
    },
    {
      id: 'trial',
      feature: `${TRIAL_DAYS}-day free trial`,
      free: 'Unlimited use while it runs, no card',
      paid: 'Not needed',
    },
  ];
}
