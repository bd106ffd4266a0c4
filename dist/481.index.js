export const id = 481;
export const ids = [481];
export const modules = {

/***/ 6254:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ editedSentence),
/* harmony export */   m: () => (/* binding */ editedFindings)
/* harmony export */ });
/* harmony import */ var _core_text_code_span_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1053);

function editedFindings(entries) {
    return entries.flatMap((e) => e.editedBy === undefined
        ? []
        : [{ path: e.path, line: e.line ?? e.originalLine, editedBy: e.editedBy, severity: e.severity, lost: e.originalLost === true }]);
}
/** One sentence per finding; a login is shown in a code span, so it never mentions anyone. */
function editedSentence(e) {
    const where = `${(0,_core_text_code_span_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .S)(e.path)}${e.line === undefined ? '' : ` line ${e.line}`}`;
    const who = (0,_core_text_code_span_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .S)(e.editedBy);
    if (e.lost) {
        return (`The earlier finding on ${where} was edited by ${who} and GitHub no longer shows what Harbourmaster posted: ` +
            "check-only and blocking runs count it as blocking until someone other than the pull request's author resolves its thread.");
    }
    return `The earlier finding on ${where} was edited by ${who}; Harbourmaster reads it as it posted it${e.severity ? ` (${e.severity})` : ''}, not as edited.`;
}


/***/ }),

/***/ 7481:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hn: () => (/* reexport */ cell),
  qE: () => (/* binding */ renderJobSummary)
});

// UNUSED EXPORTS: STEP_SUMMARY_LIMIT_BYTES, countBySeverity

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/review-payload.js
var review_payload = __webpack_require__(2778);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js
var code_span = __webpack_require__(1053);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/markers.js
var markers = __webpack_require__(7278);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary-rows.js
/**
 * Rows of a job summary section that has no bound of its own (the earlier findings'
 * dispositions, the lifecycle's warnings), kept within a share of GitHub's 1 MiB: past it, the
 * last rows are left out and a line says how many and where all of them are. GitHub refuses a
 * step summary over 1 MiB as a whole, so one crowded section would take the outcome with it.
 */
const DISPOSITIONS_BYTES = 256 * 1024;
const LIFECYCLE_WARNINGS_BYTES = 64 * 1024;
function rowsWithin(rows, bytes, rest) {
    const out = [];
    let budget = bytes;
    for (const row of rows) {
        const size = Buffer.byteLength(row, 'utf8') + 1;
        if (size > budget)
            break;
        budget -= size;
        out.push(row);
    }
    const left = rows.length - out.length;
    return left > 0 ? [...out, '', rest(left)] : out;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/edited-findings.js
var edited_findings = __webpack_require__(6254);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/run-annotation.js
var run_annotation = __webpack_require__(1951);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/cut.js
var text_cut = __webpack_require__(729);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/visible-escapes.js
var visible_escapes = __webpack_require__(2882);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary-text.js


/**
 * Text the pull request or a model wrote, made inert for the job summary (GitHub Flavored
 * Markdown, opened by a maintainer in the browser). Escaping HTML is not enough there:
 * - `![x](url)` loads a remote image when the summary is opened (a tracking pixel), and `[text](url)`
 *   shows text that hides where the link goes: `[` and `]` are backslash-escaped, so neither forms;
 * - a bare URL, `www.` host or e-mail address becomes a link (GFM's extended autolinks), and GitHub
 *   links `@login`, `@org/team`, `#123`, `owner/repo#123` and `GH-123` in the text it renders, but in
 *   no code span (`<code>`): those tokens are put in one, shown exactly as written;
 * - a bidi control, zero-width or other hidden character would make the text read otherwise than it
 *   is (Trojan Source): each shows as `\uXXXX`, as in a path (escapeHiddenInProse keeps an emoji's glue);
 * - emphasis and math signs are left as they are: they change how text looks, load and link nothing,
 *   and escaping them would change the names (`GITHUB_REPOSITORY`, a glob) a reader copies.
 * Every cell and line of the summary built from such text goes through here (cell() for Markdown,
 * inertHtml() for the HTML table of check-only and silent runs).
 */
const LIVE_TOKEN = new RegExp([
    // A URL with any scheme (GFM links http, https, ftp; a cautious summary treats every scheme alike), up to a bracket.
    String.raw `[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s<>|&"'()[\]\x60]+`,
    String.raw `(?<![\w.-])www\.[^\s<>|&"'()[\]\x60]+`,
    String.raw `[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`,
    String.raw `(?<![\w\x60])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_.-]+)?`,
    String.raw `(?:(?<![\w/.-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+|(?<![\w&#]))#\d+\b`,
    String.raw `\bGH-\d+\b`,
].join('|'), 'g');
/** Splits `text` into plain runs and live tokens, each passed to its own escaper. */
function inert(text, plain, token) {
    let out = '';
    let at = 0;
    for (const match of text.matchAll(LIVE_TOKEN)) {
        out += plain(text.slice(at, match.index)) + token(match[0]);
        at = match.index + match[0].length;
    }
    return out + plain(text.slice(at));
}
/** Plain Markdown text inside a table cell or a list line: a backslash is doubled so none can undo the brackets' escapes. */
function markdownRun(run) {
    // Hidden characters are shown after the backslashes are doubled: the `\u` of an escape is shown as written.
    const escaped = run
        .replace(/\\/g, '\\\\')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\|/g, '\\|')
        .replace(/`/g, "'")
        .replace(/[[\]]/g, (c) => `\\${c}`);
    return (0,visible_escapes/* escapeHiddenInProse */.cL)(escaped);
}
/** Untrusted text for a Markdown table cell or line: no link, image, mention, reference or HTML. */
function inertMarkdown(text) {
    // Tokens hold no `|` nor backtick (LIVE_TOKEN stops at them), so a plain code span fits a table.
    return inert(text, markdownRun, (live) => (0,code_span/* codeSpan */.S)(live));
}
const htmlRun = (run) => (0,visible_escapes/* escapeHiddenInProse */.cL)(run)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\[/g, '&#91;')
    .replace(/\]/g, '&#93;');
/**
 * Untrusted text inside the summary's HTML (not parsed as Markdown, but GitHub still links mentions
 * and references in its text): live tokens in `<code>`. Line breaks are the caller's.
 */
function inertHtml(text) {
    return inert(text, htmlRun, (live) => `<code>${htmlRun(live)}</code>`);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary-findings.js




/** Untrusted text for one Markdown table cell or line: escaped, and inert (summary-text.ts). */
function cell(text, max = 300) {
    return inertMarkdown((0,text_cut/* clipUnits */.U)(text.replace(/\s+/g, ' ').trim(), max));
}
/**
 * Untrusted text shown exactly in a table cell's code span (a path), cut to `max` UTF-16 units.
 * Not whitespace-collapsed: a tab or line break in a file name shows as `\u0009`, `\u000a` (codeSpan), not as a space.
 */
function codeCell(text, max = 300) {
    return (0,code_span/* codeSpan */.S)((0,text_cut/* clipUnits */.U)(text, max), { table: true });
}
/** A finding's path and lines; a long path is cut, never the line numbers after it. */
function summary_findings_location(f, max = 300) {
    return `${(0,text_cut/* clipUnits */.U)(f.path, max)}:${f.start_line !== undefined ? `${f.start_line}-${f.line}` : f.line}`;
}
/**
 * Escapes text for HTML; newlines become entities so no blank line ends GitHub's HTML block early.
 * Quoted code (evidence, a suggestion) shows a bidi control or zero-width character as `\uXXXX`:
 * raw, it would make the code read otherwise than it is (Trojan Source).
 */
function html(text, max = 8000, newline = '<br>') {
    const cut = (0,visible_escapes/* escapeHiddenInProse */.cL)((0,text_cut/* clipUnits */.U)(text, max));
    return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r?\n/g, newline);
}
/** Untrusted prose in the HTML table (a title, a body): escaped and inert (summary-text.ts); `<pre>` needs only html(). */
function prose(text, max = 8000) {
    return inertHtml((0,text_cut/* clipUnits */.U)(text, max)).replace(/\r?\n/g, '<br>');
}
/** Confidence before → after verification, as routing used it. */
function confidenceCell(f) {
    return f.confidence !== undefined && f.confidence_after !== undefined ? `${f.confidence.toFixed(2)} → ${f.confidence_after.toFixed(2)}` : '—';
}
const count = (n) => `${n} finding${n === 1 ? '' : 's'}`;
const bytes = (line) => Buffer.byteLength(line, 'utf8') + 1;
/** A body finding GitHub's size limit cut is in no posted text: the reader learns it here. */
function placementCell(f) {
    return f.bodyCut ? "body (cut: over GitHub's size limit)" : f.placement;
}
function markdownRow(f) {
    return `| ${f.severity} | ${f.category} | ${(0,code_span/* codeSpan */.S)(summary_findings_location(f), { table: true })} | ${cell(f.title)} | ${confidenceCell(f)} | ${f.verdict ?? '—'} | ${f.route ?? '—'} | ${placementCell(f)} |`;
}
function htmlRow(f) {
    return `<tr><td>${f.severity}</td><td>${f.category}</td><td><code>${html((0,visible_escapes/* escapeHidden */.OR)(summary_findings_location(f)))}</code></td><td>${prose(f.title, 300)}</td><td>${html(confidenceCell(f))}</td><td>${f.verdict ?? '—'}</td><td>${f.route ?? '—'}</td><td>${placementCell(f)}</td></tr>`;
}
function detailsRow(f) {
    const details = [`<p>${prose(f.body)}</p>`, `<p><b>Evidence</b></p><pre>${html(f.evidence, 4000, '&#10;')}</pre>`];
    if (f.suggestion)
        details.push(`<p><b>Suggestion</b></p><pre>${html(f.suggestion, 4000, '&#10;')}</pre>`);
    return `<tr><td colspan="8"><details><summary>Details of ${html(f.id, 40)}</summary>${details.join('')}</details></td></tr>`;
}
// Room for the closing tag, the notes and their blank lines.
const NOTES_RESERVE_BYTES = 1024;
/**
 * In check-only and silent modes (no review on GitHub, so the summary is all a user gets) an
 * HTML table with each finding's body, evidence and suggestion in a collapsed block under its
 * row, written without a blank line (one would end the HTML block); otherwise a Markdown table.
 */
function findingsTable(findings, mode, budget) {
    const detailed = mode === 'silent' || mode === 'check-only';
    const head = detailed
        ? [
            '<table>',
            '<tr><th>Severity</th><th>Category</th><th>Location</th><th>Title</th><th>Confidence</th><th>Verdict</th><th>Route</th><th>Placement</th></tr>',
        ]
        : ['| Severity | Category | Location | Title | Confidence | Verdict | Route | Placement |', '|---|---|---|---|---|---|---|---|'];
    const rows = findings.map(detailed ? htmlRow : markdownRow);
    let room = budget.bytes - NOTES_RESERVE_BYTES - head.reduce((n, l) => n + bytes(l), 0);
    let listed = 0;
    while (listed < rows.length && bytes(rows[listed]) <= room)
        room -= bytes(rows[listed++]);
    // Details only in the room every listed row leaves, from the first row on, so the cut is at the end.
    let withDetails = 0;
    const details = [];
    if (detailed) {
        for (const f of findings.slice(0, listed)) {
            const line = detailsRow(f);
            if (bytes(line) > room)
                break;
            room -= bytes(line);
            details.push(line);
            withDetails++;
        }
    }
    const out = [...head];
    rows.slice(0, listed).forEach((row, i) => {
        out.push(row);
        if (i < details.length)
            out.push(details[i]);
    });
    if (detailed)
        out.push('</table>');
    const where = budget.findingsFile
        ? `The findings file ${(0,code_span/* codeSpan */.S)(budget.findingsFile)} has every finding in full.`
        : 'No findings file was written (see the sink warnings), so they are not kept elsewhere.';
    const notes = [];
    if (detailed && withDetails < listed)
        notes.push(`The details of ${count(listed - withDetails)} (the last rows) are left out: GitHub's job summary holds 1 MiB. ${where}`);
    if (listed < rows.length)
        notes.push(`${count(rows.length - listed)} more ${rows.length - listed === 1 ? 'is' : 'are'} not listed: GitHub's job summary holds 1 MiB. ${where}`);
    if (notes.length > 0)
        out.push('', ...notes);
    return out;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/standing-in-body.js



/** Entries named one by one; the review body and the SARIF file carry every one. */
const NAMED = 20;
/**
 * The job summary's account of the body-only findings a gating run counts (src/context/open-in-body.ts):
 * they have no thread a reader could find on the pull request, so each is named with where it was
 * listed, and the way it clears is said, since resolving a thread cannot end it.
 */
function standingInBodyLines(entries, blockingSeverity) {
    if (entries.length === 0)
        return [];
    const named = entries.slice(0, NAMED).map((e) => {
        const range = e.startLine !== undefined && e.startLine !== e.line ? `${e.startLine}-${e.line}` : `${e.line}`;
        const why = e.leftOutBy === undefined
            ? 'its file has not changed since'
            : `${e.changeUnknown ? 'whether its file changed since is not known (the history was rewritten), and' : 'its file changed since, but'} this push left it out (${cell(e.leftOutBy, 300)}), so its line may have moved`;
        return `- ${e.severity} · ${e.category} · ${cell(e.title, 200)} at ${(0,code_span/* codeSpan */.S)(`${(0,text_cut/* clipUnits */.U)(e.path, 300)}:${range}`)}${e.side === 'LEFT' ? ' (removed code)' : ''}: listed in the review of ${(0,code_span/* codeSpan */.S)(e.since.slice(0, 7))}; ${why}`;
    });
    const more = entries.length - named.length;
    return [
        `${entries.length} earlier finding(s) at or above ${blockingSeverity} ${entries.length === 1 ? 'was' : 'were'} listed only in the body of an earlier review (escalated, over max-comments, or not anchored in the diff), so ${entries.length === 1 ? 'it has' : 'they have'} no thread to resolve; this push did not review ${entries.length === 1 ? 'its file' : 'their files'} again, so ${entries.length === 1 ? 'it counts' : 'they count'} toward the result as an open thread does:`,
        '',
        ...named,
        ...(more > 0 ? [`- and ${more} more (the review body's "Still open from earlier reviews" and the SARIF file list every one)`] : []),
        '',
        'Each clears when a review reads its file again and does not raise it: a later push whose review reaches the file (every push tries it again), or a full review.',
        '',
    ];
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary.js









const ROUTE_ORDER = ['inline', 'escalate', 'drop'];
const NAMED_CHANGED_CONFIG = 100;
const ICON = { success: '✅', degraded: '⚠️', skipped: '⏭️', failure: '❌' };
function countBySeverity(findings) {
    const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
function renderJobSummary(report) {
    const { decision, figures } = report;
    const out = [];
    // Two Harbourmaster steps of one job write into one job summary: the instance tells them apart.
    const instance = report.record?.marker ? (0,markers/* instanceOfMarker */.TP)(report.record.marker) : undefined;
    out.push(`## ${ICON[decision.outcome] ?? ''} Harbourmaster${instance ? ` (${instance})` : ''}: ${decision.outcome}`, '');
    const facts = [
        `**Mode:** ${report.mode}`,
        decision.failureClass ? `**Failure class:** ${decision.failureClass}` : undefined,
        report.reviewId !== undefined ? `**Review:** ${report.reviewUrl ? `[${report.reviewId}](${report.reviewUrl})` : report.reviewId}` : undefined,
        `**Result:** ${cell((0,run_annotation/* resultLine */.ow)(decision.message), 1200)}`,
        report.score !== undefined ? `**Score:** ${report.score} / 5 (penalties by severity; see docs/sinks.md)` : undefined,
    ].filter((x) => x !== undefined);
    out.push(facts.join('  \n'), '');
    if (report.incomplete && report.incomplete.length > 0) {
        out.push('### Review incomplete', '', ...report.incomplete.map((n) => `- ${cell(n, 600)}`), '');
    }
    const kept = report.findings.filter((f) => f.route !== 'drop');
    const counts = countBySeverity(kept);
    // Counted as the review body counts them: an inline-routed finding whose line is not in the diff sits in the body.
    const routes = { inline: 0, unanchored: 0, escalate: 0, drop: 0 };
    for (const f of report.findings)
        routes[(f.route ?? 'inline') === 'inline' && f.placement === 'body' ? 'unanchored' : (f.route ?? 'inline')]++;
    const unreviewed = nothingReviewed(report);
    if (unreviewed)
        out.push('### Findings', '', unreviewed, '');
    else {
        out.push(`### Findings (${kept.length})`, '');
        out.push(review_payload/* SEVERITIES */.oC.map((s) => `${s}: ${counts[s]}`).join(' · ') + ` — blocking at ${report.blockingSeverity} and above`, '');
        out.push(`Routing: ${routes.inline} inline · ${routes.escalate} escalated for a human look · ${routes.unanchored} not anchored in the diff · ${routes.drop} dropped below the confidence floor`, '');
    }
    // Counted before routing, so not among the routes above: without it the summary read as all the team found.
    for (const note of report.teamDropped ?? [])
        out.push(cell(note, 600), '');
    // The findings go in once the rest is known: they get the room the other sections leave.
    let findingsAt = -1;
    let ordered = [];
    if (report.findings.length > 0) {
        ordered = [...report.findings].sort((a, b) => ROUTE_ORDER.indexOf(a.route ?? 'inline') - ROUTE_ORDER.indexOf(b.route ?? 'inline') || review_payload/* SEVERITIES */.oC.indexOf(a.severity) - review_payload/* SEVERITIES */.oC.indexOf(b.severity));
        findingsAt = out.length;
    }
    if (report.dispositions.length > 0) {
        out.push('### Earlier findings', '', '| Finding | Status | Note |', '|---|---|---|');
        const rows = report.dispositions.map((d) => `| ${d.finding_id} | ${d.status} | ${cell(d.note)} |`);
        const findingsFile = report.files['findings-file'];
        const where = findingsFile
            ? `in the findings file ${(0,code_span/* codeSpan */.S)(findingsFile)} (\`payload.dispositions\`)`
            : 'in no file of this run (no findings file was written)';
        out.push(...rowsWithin(rows, DISPOSITIONS_BYTES, (left) => `${left} more dispositions are not listed here: GitHub's job summary holds 1 MiB. All ${rows.length} are ${where}.`), '');
    }
    if (report.push) {
        const p = report.push;
        const scope = p.scope.kind === 'delta'
            ? `Delta review since ${cell(p.scope.since?.slice(0, 7) ?? '')}: ${p.scope.reviewed} changed file(s) reviewed, ${p.scope.unchanged} unchanged file(s) not reviewed again.`
            : `Full review: ${cell(p.scope.reason)} (${p.scope.reviewed} file(s) reviewed).`;
        out.push('### This push', '', scope, '');
        out.push('| Carried-over open findings | New findings posted | Threads resolved | Replies posted | Findings suppressed | Re-raised, not reposted |', '|---|---|---|---|---|---|');
        out.push(`| ${p.carried} | ${p.posted} | ${p.resolved} | ${p.replies} | ${p.suppressed} | ${p.alreadyTracked} |`, '');
        // Threads and body-only findings clear in different ways: each gets its own account.
        const inBody = report.standingInBody ?? [];
        const threads = (report.standingBlocking ?? 0) - inBody.length;
        if (threads > 0)
            out.push(`${threads} earlier finding(s) at or above ${report.blockingSeverity} are still open and count toward the result, as new ones do, until a push fixes them, a developer's objection is upheld, or someone other than the pull request's author resolves their threads (a thread the author resolved still counts).`, '');
        out.push(...standingInBodyLines(inBody, report.blockingSeverity));
        if (p.unanswered > 0)
            out.push(`${p.unanswered} earlier finding(s) could not be re-checked (no verifier answer); they stay open and are re-checked on the next push.`, '');
        for (const edited of p.edited ?? [])
            out.push(`- ⚠️ ${(0,edited_findings/* editedSentence */.$)(edited)}`);
        if ((p.edited ?? []).length > 0)
            out.push('');
    }
    if (report.lifecycle) {
        const l = report.lifecycle;
        out.push(`Lifecycle: ${l.replied.length} replies, ${l.resolved.length} threads resolved, ${l.warnings.length} warnings.`, '');
        // A cap reached after the review was posted: only here and in the telemetry (`lifecycle cap`).
        const cut = l.threadCut;
        if (cut.length > 0) {
            const named = cut.slice(0, 20).map((id) => `\`${id}\``);
            const more = cut.length > named.length ? ` and ${cut.length - named.length} more` : '';
            out.push(`- ⚠️ Limit reached (\`thread-comments\`): the thread of ${named.join(', ')}${more} is longer than the comments read before a reply, so no reply was sent (or, after a failed one, none sent again): an answer there would go unseen. The job log names each (\`hm stage=lifecycle event=cap\`).`, '');
        }
        const rows = l.warnings.map((w) => `- ⚠️ ${cell(w, 500)}`);
        out.push(...rowsWithin(rows, LIFECYCLE_WARNINGS_BYTES, (left) => `${left} more lifecycle warnings are not listed here: GitHub's job summary holds 1 MiB. All ${rows.length} are in the job log (one \`hm stage=lifecycle event=warning\` line each, naming the finding).`));
        if (l.warnings.length > 0)
            out.push('');
    }
    if (report.base)
        out.push(...renderBase(report.base));
    if (report.caps.length > 0) {
        out.push('### Limits reached', '', '| Cap | Limit | Detail |', '|---|---|---|');
        for (const c of report.caps)
            out.push(`| ${cell(c.cap)} | ${c.limit} | ${cell(c.detail)} |`);
        out.push('');
    }
    const tail = [
        '### Cost',
        '',
        '| Model calls | Tokens in | Tokens out | Duration | Verification wait |',
        '|---|---|---|---|---|',
        `| ${figures.modelCalls} | ${figures.tokensIn} | ${figures.tokensOut} | ${seconds(figures.durationMs)} | ${figures.verifyWaitedMs === undefined ? '—' : seconds(figures.verifyWaitedMs)} |`,
        '',
        ...unmeteredNote(figures),
    ];
    if (report.sinkWarnings.length > 0) {
        tail.push('### Sink warnings', '');
        for (const w of report.sinkWarnings)
            tail.push(`- ⚠️ ${(0,code_span/* codeSpan */.S)(w.sink)} (${w.failureClass}): ${cell(w.message, 500)}`);
        tail.push('');
    }
    if (report.files['findings-file'])
        tail.push(`Findings file: ${(0,code_span/* codeSpan */.S)(report.files['findings-file'])}`, '');
    if (report.files['sarif-file'])
        tail.push(`SARIF file: ${(0,code_span/* codeSpan */.S)(report.files['sarif-file'])}`, '');
    if (findingsAt >= 0) {
        // Findings before skipped files: those have their full list in the findings file and the log.
        const room = STEP_SUMMARY_LIMIT_BYTES - SUMMARY_RESERVE_BYTES - bytesOf(out) - bytesOf(tail) - (report.exclusions.length > 0 ? EXCLUSIONS_MIN_BYTES : 0);
        out.splice(findingsAt, 0, ...findingsTable(ordered, report.mode, { bytes: room, findingsFile: report.files['findings-file'] }), '');
    }
    if (report.exclusions.length > 0)
        out.push(...exclusionSection(report, bytesOf(out) + bytesOf(tail)));
    out.push(...tail);
    return out.join('\n');
}
/**
 * A run that reviewed nothing must not read as a clean review ("Findings (0)", every severity 0):
 * a skipped run, or one that ended without a recorded review (score absent) and with no finding.
 */
function nothingReviewed(report) {
    if (report.findings.length > 0)
        return undefined;
    if (report.skippedReason !== undefined)
        return `Nothing was reviewed: the run was skipped (${cell(report.skippedReason)}).`;
    if (report.score === undefined && report.decision.outcome !== 'success')
        return 'No review was recorded, so the findings are unknown: no finding here does not mean none in the code (see the result above).';
    return undefined;
}
function renderBase(base) {
    const out = ['### Repository configuration (base commit)', ''];
    out.push(`Read from the base commit \`${base.baseSha.slice(0, 12)}\`, never from the pull request. Configuration file: ${base.configSource === 'base' ? '`.github/harbourmaster.yml`' : 'none (defaults)'}.`, '');
    if (base.changedInPullRequest.length > 0) {
        // A pull request can add thousands of instruction files: the summary names some, the log every one.
        const changed = base.changedInPullRequest;
        const rest = changed.length - NAMED_CHANGED_CONFIG;
        const named = changed.slice(0, NAMED_CHANGED_CONFIG).map((p) => (0,code_span/* codeSpan */.S)(p));
        const more = rest > 0 ? ` and ${rest} more (the job log has one \`hm stage=rules event=changed-in-pr\` line per file)` : '';
        out.push(`⚠️ This pull request changes ${named.join(', ')}${more}: the review used the base commit's versions; these changes were not applied.`, '');
    }
    if (base.sources.length > 0) {
        out.push('| Source | Bytes |', '|---|---|');
        for (const s of base.sources)
            out.push(`| ${codeCell(s.path)} | ${s.bytes} |`);
        out.push('');
    }
    const guided = base.specialists.filter((s) => s.sources.length > 0 || s.cut.length > 0);
    if (guided.length > 0) {
        out.push('| Agent | Guidance received | Bytes | Cut by the size cap |', '|---|---|---|---|');
        for (const s of guided)
            out.push(`| ${cell(s.name)} | ${cell(s.sources.join(', ')) || '—'} | ${s.bytes} | ${cell(s.cut.join(', ')) || '—'} |`);
        out.push('');
    }
    for (const n of base.notes)
        out.push(`- ${cell(n, 500)}`);
    if (base.notes.length > 0)
        out.push('');
    return out;
}
/** GitHub keeps at most 1 MiB of one step's summary; what is written beyond it is refused. */
const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;
// Room kept for the note that says where the rest is, and for line joins.
const SUMMARY_RESERVE_BYTES = 4096;
// Kept for the skipped files' heading and the note on where their list is, when findings fill the rest.
const EXCLUSIONS_MIN_BYTES = 2048;
function bytesOf(lines) {
    return lines.reduce((n, l) => n + Buffer.byteLength(l, 'utf8') + 1, 0);
}
/**
 * Every file left out, one row each. Only if the rows would push the summary
 * past GitHub's 1 MiB does the table stop, and then it says where the
 * complete list is: the findings file when one is written, and always the
 * job log (one `excluded` line per file).
 */
function exclusionSection(report, usedBytes) {
    const out = [`### Files not reviewed (${report.exclusions.length})`, '', '| File | Reason | Rule |', '|---|---|---|'];
    let budget = STEP_SUMMARY_LIMIT_BYTES - SUMMARY_RESERVE_BYTES - usedBytes - bytesOf(out);
    let shown = 0;
    for (const e of report.exclusions) {
        const row = `| ${codeCell(e.path, 4096)} | ${cell(e.reason)} | ${cell(e.rule)} |`;
        const size = Buffer.byteLength(row, 'utf8') + 1;
        if (size > budget)
            break;
        budget -= size;
        out.push(row);
        shown++;
    }
    const rest = report.exclusions.length - shown;
    if (rest > 0) {
        const findingsFile = report.files['findings-file'];
        const where = findingsFile ? `the findings file ${(0,code_span/* codeSpan */.S)(findingsFile)} (\`exclusions\`) and the job log` : 'the job log';
        out.push('', `${rest} more files left out are not listed here: GitHub's job summary holds 1 MiB. The complete list of ${report.exclusions.length} is in ${where} (one \`hm stage=filter\` or \`hm stage=bounds\` \`event=excluded\` line per file).`);
    }
    out.push('');
    return out;
}
/**
 * A provider or gateway that ignores `stream_options.include_usage` reports no tokens: the
 * figures above then undercount and token-budget cannot stop what it cannot see.
 */
function unmeteredNote(figures) {
    const n = figures.unmeteredCalls ?? 0;
    if (n === 0)
        return [];
    return [
        `⚠️ The model provider reported no token usage for ${n} of ${figures.modelCalls} model call${figures.modelCalls === 1 ? '' : 's'}: the tokens above leave them out, and token-budget could not count them.`,
        '',
    ];
}


/***/ })

};
