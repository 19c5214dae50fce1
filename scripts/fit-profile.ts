/**
 * Fits the two shipped scoring profiles from the shared development data and labels, and prints
 * how each ranks the sources it was not fitted on. Deterministic: the same data gives the same
 * files, byte for byte. The fitting rules are in scripts/fit-core.ts.
 *
 *   npm run fit-profile                 # rewrites src/profile/default-profile.json and chat-profile.json
 *   npm run fit-profile -- --dry-run    # prints the figures only
 *
 * Default profile: baselines are the median over the task and agent sources (τ-bench airline,
 * τ²-bench, AgentDojo, and the benign booking sets) of each source's own medians; the user-turn
 * baseline stays at 5 (the documented default the turn thresholds 7 and 12 follow). Its baselines
 * are only a fallback: the CLI and the span processor learn the deployment's own.
 * Chat profile: pinned baselines of the rated chats (see `chatBaselines`).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_PROFILE, parseProfile, WEIGHT_KEYS, type ProfileWeights } from '../src/profile/profile';
import { hasDevData, loadSources } from './dev-data';
import { chatBaselines, fitAgent, fitChat, pooled, rankingUnder } from './fit-core';

const ROOT = resolve(import.meta.dirname, '..');

function fmt(w: ProfileWeights): string {
  return WEIGHT_KEYS.filter((k) => w[k] !== 0)
    .map((k) => `${k} ${w[k]}`)
    .join(', ');
}

function main(): void {
  if (!hasDevData()) {
    console.error('fit-profile: ../shared/dev is not there (the development data sits beside the repository)');
    process.exitCode = 2;
    return;
  }
  const dryRun = process.argv.includes('--dry-run');
  const sources = loadSources(DEFAULT_PROFILE);
  const agents = sources.filter((s) => s.kind === 'agent');
  const chats = sources.filter((s) => s.kind === 'chat');
  const lines: string[] = [];
  for (const held of agents) {
    const w = fitAgent(agents.filter((s) => s !== held));
    lines.push(`default, fitted without ${held.source}: AUC ${(rankingUnder(held, w) + 0.5).toFixed(3)}  (${fmt(w)})`);
  }
  const agentWeights = fitAgent(agents);
  lines.push(`default, fitted on all three: ${fmt(agentWeights)}`);
  const chatBase = chatBaselines(chats);
  for (const held of chats) {
    const w = fitChat(
      chats.filter((s) => s !== held),
      chatBase,
    );
    lines.push(
      `chat, fitted without ${held.source}: Spearman ${rankingUnder(held, w, chatBase).toFixed(3)}  (${fmt(w)})`,
    );
  }
  const chatWeights = fitChat(chats, chatBase);
  lines.push(`chat, fitted on both: ${fmt(chatWeights)}`);
  const taskBase = { ...pooled(sources.filter((s) => s.kind !== 'chat')), userTurns: 5 };
  lines.push(`default baselines: ${JSON.stringify(taskBase)}; chat baselines: ${JSON.stringify(chatBase)}`);
  console.log(lines.join('\n'));
  const profiles = {
    'default-profile.json': parseProfile({
      version: 1,
      description:
        'Default profile (task assistants and agents), written by `npm run fit-profile`: effort carries the ranking; evidence weights fitted across the τ-bench, τ²-bench and AgentDojo outcomes; baselines a fallback for traffic too small to learn its own.',
      baselines: taskBase,
      weights: agentWeights,
    }),
    'chat-profile.json': parseProfile({
      version: 1,
      description:
        'Chat profile (open-domain companion chat: a longer conversation is engagement), written by `npm run fit-profile`: weights fitted on the ConvAI2 and DSTC9 human ratings; pinned baselines of those chats.',
      baselines: chatBase,
      weights: chatWeights,
    }),
  };
  if (!dryRun)
    for (const [name, profile] of Object.entries(profiles)) {
      const out = resolve(ROOT, 'src/profile', name);
      writeFileSync(out, JSON.stringify(profile, null, 2) + '\n');
      console.log(`wrote src/profile/${name}`);
    }
}

main();
