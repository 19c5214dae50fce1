/**
 * @module The `--help` text and the version of the `agent-signals` command.
 */
import pkg from '../../package.json';

/** Version of the installed package. */
export const VERSION: string = (pkg as { version?: string }).version ?? '0.0.0';

/** The full `--help` text. */
export const HELP = `agent-signals ${VERSION} — cheap, model-free behavioural signals for LLM conversations

Usage
  agent-signals score [options] <file…|->
  agent-signals evaluate <file…|-> --labels <file> [--profile <file>] [--format table|json]
  agent-signals calibrate <file…|-> [--labels <file>] --out <profile.json> [--force] [--folds N]

Input (auto-detected per file; '-' reads standard input)
  JSONL, one conversation per line, each line one of:
    {"id": "c1", "messages": [{"role": "user", "content": "…"}, …]}
    [{"role": "user", "content": "…"}, …]                 a bare message array
    {"id": "c2", "conversations": [{"from": "human", "value": "…"}, …]}   ShareGPT
    {"resourceSpans": […]}                                 an OTLP export per line
  A JSON document: an array of any of the above, one conversation, or an OTLP JSON trace
  export ({"resourceSpans": …}). Spans are grouped into conversations by conversation id
  (gen_ai.conversation.id, session.id, …) or else by trace.
  JSONL is streamed (flat memory at any size). A JSON document or an OTLP export is parsed
  whole: it must fit in memory (at most 512 MiB of text).

Output
  -f, --format <fmt>    table | json | jsonl | csv   (default: table on a terminal, else jsonl)
                        jsonl, json and csv carry the input id (or the line number) and source
      --flagged         only conversations that are flagged for review
  -q, --quality <list>  only these buckets, e.g. Poor,Severe (Excellent|Good|Neutral|Poor|Severe)
  -n, --top <N>         only the N worst conversations, worst first
  -s, --summary         print the quality distribution, flag rate, signal frequencies and the
                        worst conversations with their evidence, instead of one row each
      --html <file>     write a self-contained HTML report (charts, worst conversations with
                        their transcripts). Without --format, stdout then gets the summary.
      --no-progress     never draw the progress bar (drawn on stderr only when it is a
                        terminal and the input is large)
      --no-color        no colours (also when NO_COLOR is set)

Analysis
      --baseline-turns <N>  user turns before efficiency drops (default 5)
      --max-messages <N>    analyse only the last N messages (default 200)
      --language <code>     force the language (ISO 639-3, e.g. eng) instead of detecting it
      --lexicons <file>     JSON lexicon overrides, e.g. {"eng": {"complaint": ["still broken"]}}
      --profile <file>      score with a calibrated profile (see 'agent-signals calibrate')

  -h, --help            this text
  -V, --version         the version

Evaluate and calibrate
  Labels are JSONL, one per conversation, ids matching the conversations' ids:
    {"id": "c1", "success": false}      task outcomes (failures are the bad outcomes), or
    {"id": "c1", "rating": 2}           ratings (a rating below the median is a bad outcome)
  evaluate   AUC and lift of qualityScore for the bad outcomes in the worst 10 % / 20 %
             (Spearman with ratings), flag precision and recall, and per signal type how often
             it fires and the bad rate where it fires, each with a bootstrap 95 % interval
  calibrate  writes a profile: baselines from the traffic (medians); with --labels (at least
             200, 30 of each outcome), weights fitted to them, cross-validated next to the
             current profile on the same folds; a profile that ranks worse is not written
             (exit 1) unless --force. Notes on stderr: weights not fitted, weights at their
             bound, turn thresholds moved by the calibrated user-turn baseline

Exit codes
  0  every line was read    1  some input was skipped (reported on stderr with file:line)
  2  usage error

Examples
  agent-signals score chats.jsonl                          # a table on a terminal
  agent-signals score chats.jsonl --summary                # distribution, flag rate, worst cases
  agent-signals score logs/*.jsonl --flagged -f csv > flagged.csv
  agent-signals score chats.jsonl --quality Poor,Severe --top 20 -f json
  agent-signals score traces.json --html report.html       # OTLP export → HTML report
  cat chats.jsonl | agent-signals score - -f jsonl | jq 'select(.flagged) | .id'
  agent-signals evaluate runs.jsonl --labels outcomes.jsonl          # how well the score ranks
  agent-signals calibrate runs.jsonl --labels outcomes.jsonl --out profile.json
  agent-signals score runs.jsonl --profile profile.json --top 20
`;
