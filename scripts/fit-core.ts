/**
 * The fitting rules of the shipped profiles, shared by `npm run fit-profile` (which writes them)
 * and `npm run triage` (which measures them, each source held out in turn). Deterministic.
 *
 * Default profile (task assistants and agents): effort carries the ranking (its weight is a scale,
 * not fitted: 10 points per doubling of the work); each evidence family keeps a small prior weight
 * unless a larger one adds ranking power on EVERY training source (the weight that maximises the
 * smallest gain over effort with the family at its prior). Positive feedback keeps its prior: on
 * agent sources the only users who thank are simulated, and its direction comes from its meaning.
 *
 * Chat profile (open-domain companion chat): engagement and every family fitted by coordinate
 * ascent on the mean Spearman correlation with the human ratings of the training sources.
 */
import { median } from '../src/stats/bootstrap';
import { auc } from '../src/stats/auc';
import { spearman } from '../src/stats/spearman';
import { WEIGHT_KEYS, type ProfileBaselines, type ProfileWeights } from '../src/profile/profile';
import { judge, scoreOfTerms } from '../src/score/quality';
import { scoreTerms } from '../src/score/terms';
import { labelled, type Row, type ScoredSource } from './dev-data';

/** Points per unit of effort in the default profile: 10 points per doubling of the work. */
export const EFFORT_WEIGHT = 40;
/** Every evidence family's least weight in the default profile. */
export const PRIOR = 2;
/** Positive feedback's weight in the default profile (from its meaning: see the module comment). */
export const POSITIVE_PRIOR = 4;
/** The weights tried for a family. */
export const GRID = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32] as const;
/**
 * The most an evidence family weighs in the default profile: one detector misreading an unseen
 * harness (a coding agent's way of ending its runs) should not make a run Poor on its own
 * (62 − 16 = 46, Neutral).
 */
export const AGENT_CAP = 16;

/** The terms that are not evidence: effort and engagement (the scale), efficiency and positive feedback. */
const NOT_EVIDENCE: readonly string[] = ['efficiency', 'positiveFeedback', 'effort', 'engagement'];

/** The default profile's evidence families (fitted up from the prior): every penalty but effort and efficiency. */
export const AGENT_FAMILIES = WEIGHT_KEYS.filter((k) => !NOT_EVIDENCE.includes(k));

/** The chat profile's fitted weights. */
export const CHAT_FAMILIES: readonly (keyof ProfileWeights)[] = ['engagement', 'positiveFeedback', ...AGENT_FAMILIES];

/** Weights with every term at 0. */
export const ZERO = Object.fromEntries(WEIGHT_KEYS.map((k) => [k, 0])) as unknown as ProfileWeights;

/**
 * The score of each row under weights and baselines (as `analyze` would give it); with `band`
 * false, before a critical condition places it in the Severe band (what that costs the ranking).
 */
export function scoresOf(
  rows: readonly Row[],
  baselines: ProfileBaselines,
  weights: ProfileWeights,
  band = true,
): number[] {
  return rows.map((r) =>
    band
      ? judge(r.report, r.text, { baselines, weights }, baselines.userTurns).qualityScore
      : scoreOfTerms(scoreTerms(r.report, r.text, baselines), weights),
  );
}

/**
 * How well scores rank a source's labelled rows: AUC − 0.5 for failure (success labels), the
 * Spearman correlation with the rating (rated sources). 0 is chance for both.
 */
export function rankingOf(rows: readonly Row[], scores: readonly number[]): number {
  if (rows[0]?.bad !== undefined)
    return (
      auc(
        scores,
        rows.map((r) => r.bad === true),
      ) - 0.5
    );
  return spearman(
    scores,
    rows.map((r) => r.rating ?? 0),
  );
}

/** Ranking of a whole source under weights, its own baselines (or `baselines`). */
export function rankingUnder(s: ScoredSource, weights: ProfileWeights, baselines = s.baselines): number {
  const rows = labelled(s);
  return rankingOf(rows, scoresOf(rows, baselines, weights));
}

/** The default profile's weights before any family is fitted. */
export function agentStart(): ProfileWeights {
  const w: Record<keyof ProfileWeights, number> = { ...ZERO, effort: EFFORT_WEIGHT, positiveFeedback: POSITIVE_PRIOR };
  for (const k of AGENT_FAMILIES) w[k] = PRIOR;
  return w;
}

/**
 * The default profile's weights fitted on `train`: each family, in turn, at the grid weight (not
 * below the prior) that maximises the smallest gain over the training sources; a family that gains
 * nothing on some source keeps its prior.
 */
export function fitAgent(train: readonly ScoredSource[]): ProfileWeights {
  const w: Record<keyof ProfileWeights, number> = { ...agentStart() };
  for (let pass = 0; pass < 2; pass++)
    for (const family of AGENT_FAMILIES) {
      const before = train.map((s) => rankingUnder(s, { ...w, [family]: PRIOR }));
      let best = 0;
      let bestWeight = PRIOR;
      for (const g of GRID) {
        if (g <= PRIOR || g > AGENT_CAP) continue;
        const gain = Math.min(...train.map((s, i) => rankingUnder(s, { ...w, [family]: g }) - before[i]!));
        if (gain > best + 1e-4) {
          best = gain;
          bestWeight = g;
        }
      }
      w[family] = bestWeight;
    }
  return w;
}

/** Points the chat profile's engagement weight is scaled to (the ranking does not depend on the scale). */
export const ENGAGEMENT_WEIGHT = 10;

/**
 * The chat profile's weights fitted on `train` (under `baselines`): coordinate ascent on the mean
 * ranking, then every weight scaled so that engagement is worth {@link ENGAGEMENT_WEIGHT} points
 * (the ranking depends only on the weights' ratios; the scale sets how far verdicts spread).
 */
export function fitChat(train: readonly ScoredSource[], baselines: ProfileBaselines): ProfileWeights {
  const w = fitChatRatios(train, baselines);
  const scale = w.engagement > 0 ? ENGAGEMENT_WEIGHT / w.engagement : 1;
  const out: Record<keyof ProfileWeights, number> = { ...w };
  for (const k of Object.keys(out) as (keyof ProfileWeights)[])
    out[k] = Math.min(100, Math.round(out[k] * scale * 10) / 10);
  return out;
}

function fitChatRatios(train: readonly ScoredSource[], baselines: ProfileBaselines): ProfileWeights {
  const w: Record<keyof ProfileWeights, number> = { ...ZERO };
  const mean = (weights: ProfileWeights) =>
    train.reduce((sum, s) => sum + rankingUnder(s, weights, baselines), 0) / train.length;
  let current = mean(w);
  for (let pass = 0; pass < 3; pass++)
    for (const family of CHAT_FAMILIES) {
      for (const g of GRID) {
        const value = mean({ ...w, [family]: g });
        if (value > current + 1e-4 || (Math.abs(value - current) <= 1e-4 && g < w[family])) {
          current = Math.max(current, value);
          w[family] = g;
        }
      }
    }
  return w;
}

/**
 * The chat profile's pinned baselines: the median of each source's medians, and a user-turn baseline
 * whose excessive threshold (+ 7) at most 2 % of the rated chats pass (in companion chat a long
 * conversation is engagement, not a reason for a Severe verdict).
 */
export function chatBaselines(chats: readonly ScoredSource[]): ProfileBaselines {
  const turns = chats.flatMap((s) => s.rows.map((r) => r.report.turnCount)).sort((a, b) => a - b);
  const p98 = turns[Math.min(turns.length - 1, Math.floor(0.98 * turns.length))] ?? 0;
  return { ...pooled(chats), userTurns: Math.max(0, p98 - 7) };
}

/** The median over sources of each learned baseline (a large source does not outweigh a small one). */
export function pooled(sources: readonly ScoredSource[]): ProfileBaselines {
  const of = (k: keyof ProfileBaselines) => Math.round(median(sources.map((s) => s.baselines[k])) * 10) / 10;
  return {
    userTurns: Math.round(median(sources.map((s) => s.baselines.userTurns))),
    assistantTurns: of('assistantTurns'),
    toolCalls: of('toolCalls'),
    assistantChars: of('assistantChars'),
  };
}
