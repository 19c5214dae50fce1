/**
 * @module The stylesheet of the HTML report (inlined; system fonts only, nothing fetched).
 */

/** The report's CSS. */
export const REPORT_CSS = `
:root { --fg:#1f2328; --muted:#656d76; --line:#d8dee4; --bg:#f6f8fa; --card:#fff; --accent:#0969da; }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--fg); font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif; }
main { max-width:1180px; margin:0 auto; padding:28px 24px 48px; }
header h1 { margin:0; font-size:24px; font-weight:650; letter-spacing:-.01em; }
header p { margin:4px 0 0; color:var(--muted); }
h2 { font-size:16px; font-weight:650; margin:0 0 12px; }
.cards { display:grid; grid-template-columns:repeat(5,1fr); gap:12px; margin:20px 0; }
.card { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:12px 14px; }
.card .k { color:var(--muted); font-size:12px; text-transform:uppercase; letter-spacing:.04em; }
.card .v { font-size:24px; font-weight:650; margin-top:2px; }
.card .s { color:var(--muted); font-size:12px; }
.grid2 { display:grid; grid-template-columns:1fr 1fr; gap:16px; }
.panel { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:16px 18px; margin-bottom:16px; }
.panel .hint { color:var(--muted); font-size:12px; margin:-8px 0 10px; }
svg { max-width:100%; height:auto; display:block; }
svg text { font-family:inherit; }
svg .label { font-size:12px; fill:var(--fg); }
svg .note, svg .axis, svg .count { font-size:11px; fill:var(--muted); }
svg .track { fill:#eef1f4; }
.hbars { display:grid; grid-template-columns:minmax(0,max-content) minmax(80px,1fr) max-content; align-items:center; column-gap:10px; row-gap:var(--gap); }
.hbars .label { font-size:12px; text-align:right; max-width:var(--label); line-height:1.25; }
.hbars .track { display:block; height:var(--bar); background:#eef1f4; border-radius:3px; }
.hbars .fill { display:block; height:100%; border-radius:3px; }
.hbars .note { font-size:11px; color:var(--muted); white-space:nowrap; font-variant-numeric:tabular-nums; }
svg .grid { stroke:#e6e9ed; stroke-dasharray:3 3; }
svg .baseline { stroke:#aeb6bf; }
table.worst { width:100%; border-collapse:collapse; font-size:13px; }
table.worst th { text-align:left; color:var(--muted); font-weight:600; font-size:12px; border-bottom:1px solid var(--line); padding:6px 8px; }
table.worst td { border-bottom:1px solid #eef1f4; padding:7px 8px; vertical-align:top; }
table.worst td.num { text-align:right; font-variant-numeric:tabular-nums; }
table.worst a { color:var(--accent); text-decoration:none; font-weight:600; overflow-wrap:break-word; }
table.worst td.conv-id { width:250px; min-width:9em; }
table.worst td.verdict { width:34%; }
.src { color:var(--muted); font-size:12px; overflow-wrap:break-word; }
.badge { display:inline-block; color:#fff; border-radius:10px; padding:1px 8px; font-size:12px; font-weight:600; }
.chip { display:inline-block; border-radius:4px; padding:0 6px; margin:1px 3px 1px 0; font-size:11px; font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; }
.chip.bad { background:#fff1e5; color:#9a3412; border:1px solid #fed7aa; }
.chip.good { background:#e9f7ef; color:#166534; border:1px solid #bbe5c8; }
.conv { background:var(--card); border:1px solid var(--line); border-radius:8px; margin:0 0 16px; }
.conv > header { padding:12px 16px; border-bottom:1px solid var(--line); }
.conv > header h3 { margin:0; font-size:15px; overflow-wrap:break-word; }
.conv > header p { margin:4px 0 0; color:var(--muted); }
.conv > header p .src { display:inline-block; }
.conv details { padding:8px 16px 14px; }
.conv summary { cursor:pointer; color:var(--accent); font-weight:600; padding:4px 0; }
ol.transcript { list-style:none; margin:8px 0 0; padding:0; }
.msg { border:1px solid var(--line); border-left:4px solid #d0d7de; border-radius:6px; padding:6px 10px; margin:6px 0; background:#fff; }
.msg.role-user { border-left-color:#0969da; background:#f5f9ff; }
.msg.role-assistant { border-left-color:#8250df; }
.msg.role-tool { border-left-color:#6e7781; background:#f6f8fa; }
.msg.role-system, .msg.role-developer { border-left-color:#afb8c1; color:var(--muted); font-size:12px; }
.msg.evidence { border-color:#f0b37e; border-left-color:#c2410c; box-shadow:0 0 0 1px #fde2c8; }
.msg.praise { border-left-color:#15803d; }
.msg .meta { font-size:12px; color:var(--muted); margin-bottom:2px; }
.msg .idx { font-variant-numeric:tabular-nums; }
.msg .role { font-weight:600; color:var(--fg); text-transform:capitalize; }
.msg .meta .chip { margin-left:6px; }
.msg .text { white-space:pre-wrap; word-break:break-word; }
.msg.role-tool .text, .msg .call { font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; font-size:12px; }
.msg .call { color:#57606a; white-space:pre-wrap; overflow-wrap:break-word; }
mark { background:#ffe08a; color:inherit; border-radius:2px; padding:0 1px; box-shadow:0 0 0 1px #f5c542; }
mark.good { background:#d3f5dd; box-shadow:0 0 0 1px #9fdcb1; }
.cut, .empty { color:var(--muted); font-style:italic; }
li.gap { color:var(--muted); font-size:12px; text-align:center; padding:4px; }
ul.evidence { margin:8px 0 0; padding-left:18px; }
ul.evidence li { margin:2px 0; }
ul.evidence q { color:var(--fg); }
ul.evidence .detail { color:var(--fg); font-weight:600; }
ul.evidence .quote { margin:1px 0 4px; color:var(--muted); }
ul.evidence .said { font-style:italic; }
footer { color:var(--muted); font-size:12px; margin-top:28px; text-align:center; }
@media (max-width:900px) { .cards { grid-template-columns:repeat(2,1fr); } .grid2 { grid-template-columns:1fr; } }
@media print { body { background:#fff; } .panel, .conv, .card { break-inside:avoid; } }
`;
