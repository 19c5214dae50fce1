/**
 * @module The messages of worst-case spans: every field a tracked conversation keeps at its cap,
 * in two-byte text. Shared by the load test (`bench/heap-worker.ts`) and the unit suite's heap
 * fixture (`test/hardening/fixtures/conversation-heap.ts`, shape `every-cap`).
 *
 * One assistant message holds 4,000 two-byte characters of text (CJK: twice the bytes of Latin
 * text) and 40 tool calls (32 read), whose names, ids and arguments are 64 two-byte characters
 * (kept as they are: the longest kept whole), all of one tool (so the loop check keeps each call's
 * argument key), the first 8 of them plan calls (4 read) of 8 steps whose ids, tools and 2
 * references each are 64 two-byte characters (the message's plan budget: 32 steps, 64 references).
 * Every message is distinct (`n` is written into each field).
 */

/** Tool calls per message (32 are read). */
const CALLS = 40;
/** Plan calls per message, first (4 are read). */
const PLAN_CALLS = 8;
/** Steps per plan call (4 × 8 = the message's 32 steps read). */
const STEPS = 8;

const CJK = '谢'.repeat(5_000);

/** `length` two-byte characters starting with `tag` (distinct for distinct tags). */
export function cjk(tag: string, length: number): string {
  return tag + CJK.slice(0, length - tag.length);
}

/** Message `n` at every cap, as GenAI JSON (built as text: building it costs little beside scoring it). */
export function worstCaseMessageJson(n: number): string {
  const name = cjk(`t${n}`, 64);
  const calls: string[] = [];
  for (let k = 0; k < CALLS; k++) {
    const id = cjk(`i${n}-${k}`, 64);
    let args: string;
    if (k < PLAN_CALLS) {
      const steps: string[] = [];
      for (let s = 0; s < STEPS; s++)
        steps.push(
          `{"id":"${cjk(`s${n}-${k}-${s}`, 64)}","tool":"${cjk(`u${n}-${k}-${s}`, 64)}","depends_on":["${cjk(`r${n}-${k}-${s}a`, 64)}","${cjk(`r${n}-${k}-${s}b`, 64)}"]}`,
        );
      args = JSON.stringify(`{"steps":[${steps.join(',')}]}`);
    } else args = JSON.stringify(`{"q":"${cjk(`a${n}-${k}`, 56)}"}`); // 64 characters in all
    calls.push(
      `{"type":"tool_call","id":"${id}","name":"${k < PLAN_CALLS ? 'execute_plan' : name}","arguments":${args}}`,
    );
  }
  return `{"role":"assistant","parts":[{"type":"text","content":"${cjk(`m${n} `, 4_000)}"},${calls.join(',')}]}`;
}

/** Messages `first` to `first + count - 1` at every cap, as one `gen_ai.input.messages` value. */
export function worstCaseMessagesJson(first: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(worstCaseMessageJson(first + i));
  return `[${out.join(',')}]`;
}
