export const id = 8;
export const ids = [8];
export const modules = {

/***/ 5815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ codeSpan)
/* harmony export */ });
/* harmony import */ var _sanitise_outgoing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7334);
/* harmony import */ var _visible_escapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2882);


/**
 * Untrusted single-line text (a path, a test id, a rule) as a Markdown code
 * span that shows it exactly. GitHub shows a code span literally (no
 * mention, no HTML, no entity), so only a Harbourmaster marker is broken.
 * Characters a reader would not see (a line break, a right-to-left override
 * that shows `txt.exe` as `exe.txt`, zero-width characters) are shown as
 * `\uXXXX`, as agents see paths (visible-escapes.ts).
 * A span opened by N backticks closes at the next run of exactly N, so the
 * delimiter is one longer than the text's longest run; a text that begins
 * or ends with a backtick, or with a space at both ends, is padded with one
 * space each side, which CommonMark strips again. Replacing backticks with
 * `'` instead showed a path that does not exist.
 *
 * `table`: the span sits in a GFM table cell, where `|` ends the cell even
 * inside a span unless escaped (GFM unescapes it there).
 */
function codeSpan(text, options = {}) {
    let content = (0,_sanitise_outgoing_js__WEBPACK_IMPORTED_MODULE_0__/* .neutraliseMarkers */ .GT)((0,_visible_escapes_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHidden */ .OR)(text));
    if (options.table)
        content = content.replace(/\|/g, '\\|');
    const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const spaced = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '';
    const pad = content.startsWith('`') || content.endsWith('`') || spaced ? ' ' : '';
    return `${fence}${pad}${content}${pad}${fence}`;
}


/***/ }),

/***/ 7334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ sanitiseInline),
/* harmony export */   GT: () => (/* binding */ neutraliseMarkers)
/* harmony export */ });
/* unused harmony exports sanitiseMarkdown, fenceFor */
/**
 * Model-written text is untrusted. Before it reaches GitHub it must not ping
 * people or teams, close issues, or smuggle a Harbourmaster marker that a
 * later verification or lifecycle pass would trust. Fenced code keeps its
 * exact text (a suggestion must stay applicable) except for markers, which
 * are broken wherever they appear.
 */
const ZWSP = '\u200B';
// @user, @org/team; not e-mail addresses (a letter or digit before '@'). An underscore or a
// backtick does not protect: `_@user_` is emphasis and an unmatched backtick is a literal, and
// GitHub mentions the user after either (code spans are left out before this applies).
const MENTION = /(^|[^A-Za-z0-9@])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?)/g;
// GitHub's closing keywords followed by an issue reference (#12, owner/repo#12, URL).
const CLOSING = /\b(close|closes|closed|fix|fixes|fixed|resolve|resolves|resolved)(\s*:?\s+)(?=(?:[\w.-]+\/[\w.-]+)?#\d|https?:\/\/\S+\/(?:issues|pull)\/\d)/gi;
// Any comment opener followed by the marker namespace, however spaced or cased.
const MARKER_LIKE = /<!--(\s*)harbourmaster/gi;
function neutraliseMarkers(text) {
    return text.replace(MARKER_LIKE, `<!--$1harbour${ZWSP}master`);
}
// HTML that hides what follows it: a comment (at the start of a line it runs to the next `-->`,
// which may be the renderer's own marker) and a folded section (unclosed, it folds the rest).
const HIDING_HTML = /<(!--|\/?details\b)/gi;
function neutraliseText(text) {
    return text
        .replace(HIDING_HTML, `<${ZWSP}$1`)
        .replace(MENTION, (_m, before, name) => `${before}@${ZWSP}${name}`)
        .replace(CLOSING, (_m, keyword, gap) => `${keyword}${ZWSP}${gap}`);
}
/**
 * Rewrites prose outside its code spans, which GitHub shows literally (no mention, no HTML).
 * A code span is a backtick run closed by a run of the same length within its paragraph; a
 * run without one is a literal backtick, and the text after it is prose.
 */
function neutraliseProse(text) {
    let out = '';
    let from = 0;
    const runs = /`+/g;
    for (let run = runs.exec(text); run; run = runs.exec(text)) {
        const closer = new RegExp(`(?<!\`)${run[0]}(?!\`)`, 'g');
        closer.lastIndex = run.index + run[0].length;
        const end = closer.exec(text);
        if (!end || text.slice(run.index, end.index).includes('\n\n'))
            continue;
        out += neutraliseText(text.slice(from, run.index)) + text.slice(run.index, end.index + end[0].length);
        from = end.index + end[0].length;
        runs.lastIndex = from;
    }
    return out + neutraliseText(text.slice(from));
}
/**
 * A CommonMark fence opener: up to three spaces (a tab indents four columns),
 * three or more backticks or tildes, and for backticks an info string without
 * a backtick (otherwise the line is inline code in a paragraph).
 */
function fenceOpener(line) {
    const m = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m)
        return undefined;
    const fence = m[2] ?? '';
    if (fence.startsWith('`') && (m[3] ?? '').includes('`'))
        return undefined;
    return { fence, indent: (m[1] ?? '').length };
}
const BLOCK_TAGS = 'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
/** CommonMark HTML blocks and the line that ends each (undefined: a blank line). */
const HTML_BLOCKS = [
    { start: /^ {0,3}<(pre|script|style|textarea)(\s|>|$)/i, end: /<\/(pre|script|style|textarea)>/i, interrupts: true },
    { start: /^ {0,3}<!--/, end: /-->/, interrupts: true },
    { start: /^ {0,3}<\?/, end: /\?>/, interrupts: true },
    { start: /^ {0,3}<![A-Za-z]/, end: />/, interrupts: true },
    { start: /^ {0,3}<!\[CDATA\[/, end: /\]\]>/, interrupts: true },
    { start: new RegExp(`^ {0,3}</?(${BLOCK_TAGS})(\\s|/?>|$)`, 'i'), interrupts: true },
    { start: /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>\s*$/, interrupts: false },
];
/** A closing fence: the opener's character, at least as many, nothing after but spaces, indented at most three (within its list item). */
function closes(line, open) {
    const m = /^( *)(`+|~+) *$/.exec(line);
    if (!m)
        return false;
    const run = m[2] ?? '';
    return run[0] === open.fence[0] && run.length >= open.fence.length && (m[1] ?? '').length <= (open.inList ? open.indent : 0) + 3;
}
const LIST_ITEM = /^([-*+]|\d{1,9}[.)])(\s|$)/;
// Only the renderer offers a suggestion, on lines it checked; a model's own block is plain code.
const SUGGESTION_INFO = /^( {0,3}(?:`{3,}|~{3,}))\s*suggestion\b.*$/i;
/**
 * Splits on fenced code blocks (``` or ~~~) so only prose is rewritten, the
 * way GitHub renders them: an indented fence under a list item ends with the
 * item (a line indented less than the fence), any other runs to its closing
 * fence. A fence still open at the end is closed here, or it would run on
 * into what is rendered after this text and turn the next fence into prose.
 */
function sanitiseMarkdown(text) {
    const out = [];
    let open;
    let prose = [];
    let lastUnindented = '';
    let html;
    let inParagraph = false;
    const flush = () => {
        if (prose.length > 0)
            out.push(neutraliseProse(prose.join('\n')));
        prose = [];
    };
    for (const line of text.split('\n')) {
        const indent = /^ */.exec(line)?.[0].length ?? 0;
        if (open?.inList && line.trim() !== '' && indent < open.indent)
            open = undefined;
        // In an HTML block a fence line is HTML text, not an opener.
        if (html === undefined && open === undefined) {
            // Judged as rendered: prose loses its hiding HTML (a comment, <details>), which then opens no block.
            const shown = line.replace(HIDING_HTML, `<${ZWSP}$1`);
            html = HTML_BLOCKS.find((b) => b.start.test(shown) && (b.interrupts || !inParagraph));
            if (html?.end?.test(line.replace(html.start, '')))
                html = undefined;
        }
        else if (html !== undefined && (html.end ? html.end.test(line) : line.trim() === '')) {
            html = undefined;
            prose.push(line);
            continue;
        }
        const opener = open === undefined && html === undefined ? fenceOpener(line) : undefined;
        if (opener) {
            flush();
            open = { ...opener, inList: opener.indent > 0 && LIST_ITEM.test(lastUnindented) };
            out.push(line.replace(SUGGESTION_INFO, '$1'));
        }
        else if (open !== undefined) {
            out.push(line);
            if (closes(line, open))
                open = undefined;
        }
        else {
            prose.push(line);
        }
        if (line.trim() !== '' && indent === 0 && open === undefined)
            lastUnindented = line;
        inParagraph = open === undefined && html === undefined && line.trim() !== '' && !opener;
    }
    flush();
    if (open !== undefined)
        out.push(`${' '.repeat(open.indent)}${open.fence}`);
    return neutraliseMarkers(out.join('\n'));
}
/**
 * For single-line fields (titles, paths, reasons), always placed after other
 * text on their line: no fence can open there, so all of it is prose (its code
 * spans aside).
 */
function sanitiseInline(text) {
    return neutraliseMarkers(neutraliseProse(text.replace(/[\r\n]+/g, ' ')));
}
/** A fence longer than any backtick run inside the text, so the text cannot close it. */
function fenceFor(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}


/***/ }),

/***/ 2882:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jp: () => (/* binding */ escapeHiddenInJson),
/* harmony export */   Lc: () => (/* binding */ quoteVisible),
/* harmony export */   OR: () => (/* binding */ escapeHidden)
/* harmony export */ });
/* unused harmony exports hasHidden, matchAllowlisted */
/**
 * File names are attacker-controlled and cannot be sanitised away: a path
 * must stay the exact path, or publication could not anchor to it and a
 * malicious file could dodge review by its name. So wherever an agent reads a
 * path, the characters a person would not see (format and control
 * characters, bidi controls, zero-width characters, tag characters
 * U+E0000–E007F, variation selectors, fillers, unusual spaces, separators,
 * unassigned and private-use code points) are written as visible JSON
 * `\uXXXX` escapes, one per UTF-16 unit. The result is still valid inside a
 * JSON string and parses back to the exact path; outside JSON it is simply
 * visible text that a model copies as it saw it.
 *
 * The publication plugin accepts a path in this escaped form only when it
 * equals the escaping of an allowlisted path (see matchAllowlisted).
 */
// Joiners and selectors (U+200D, U+034F, U+FE00–FE0F) stand alone so no class pairs them with a neighbour.
const HIDDEN_SPECIFIC = String.raw `[\u00A0\u00AD\u115F\u1160\u180E\u2000-\u200C\u200E\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]|\u200D|\u034F|[\uFE00-\uFE0F]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]`;
const HIDDEN_CLASSES = String.raw `[\p{Cf}\p{Cc}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]`;
const HIDDEN = new RegExp(`${HIDDEN_SPECIFIC}|${HIDDEN_CLASSES}`, 'gu');
// Layout characters JSON.stringify emits outside strings; inside strings it escapes them itself.
// HIDDEN_IN_JSON is HIDDEN without them: a pretty-printed index has tens of thousands of newlines.
const HIDDEN_IN_JSON = new RegExp(`${HIDDEN_SPECIFIC}|(?![\\t\\n\\r])${HIDDEN_CLASSES}`, 'gu');
function escapeUnits(ch) {
    let out = '';
    for (let i = 0; i < ch.length; i++)
        out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
}
/** A path (or any short untrusted text) with every hidden character shown as `\uXXXX`. */
function escapeHidden(text) {
    return text.replace(HIDDEN, escapeUnits);
}
/** True when the text holds a character escapeHidden would rewrite. */
function hasHidden(text) {
    HIDDEN.lastIndex = 0;
    const found = HIDDEN.test(text);
    HIDDEN.lastIndex = 0;
    return found;
}
/**
 * For serialised JSON: escapes hidden characters inside its strings so the
 * file shows none of them raw, and JSON.parse returns the exact values.
 */
function escapeHiddenInJson(json) {
    return json.replace(HIDDEN_IN_JSON, escapeUnits);
}
/** JSON.stringify for a single value shown to an agent (e.g. `path="…"` in a prompt header). */
function quoteVisible(value) {
    return escapeHiddenInJson(JSON.stringify(value));
}
/**
 * The allowlisted path a model meant: the path itself, or the one whose
 * escaped form it copied (hex digits in either case). Nothing else matches.
 */
function matchAllowlisted(path, allowlist) {
    const list = [...allowlist];
    if (list.includes(path))
        return path;
    if (!path.includes('\\u'))
        return undefined;
    const wanted = path.replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex) => `\\u${hex.toLowerCase()}`);
    return list.find((p) => hasHidden(p) && escapeHidden(p) === wanted);
}


/***/ }),

/***/ 6008:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hn: () => (/* reexport */ cell),
  qE: () => (/* binding */ renderJobSummary)
});

// UNUSED EXPORTS: STEP_SUMMARY_LIMIT_BYTES, countBySeverity

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js
var code_span = __webpack_require__(5815);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/cut.js
var text_cut = __webpack_require__(729);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary-findings.js


/** Escapes text for one Markdown table cell. */
function cell(text, max = 300) {
    const cut = (0,text_cut/* clipUnits */.U)(text.replace(/\s+/g, ' ').trim(), max);
    return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/`/g, "'");
}
/** Untrusted text shown exactly in a table cell's code span (a path), cut to `max` UTF-16 units. */
function codeCell(text, max = 300) {
    return (0,code_span/* codeSpan */.S)((0,text_cut/* clipUnits */.U)(text.replace(/\s+/g, ' '), max), { table: true });
}
const summary_findings_location = (f) => (f.start_line !== undefined ? `${f.path}:${f.start_line}-${f.line}` : `${f.path}:${f.line}`);
/** Escapes text for HTML; newlines become entities so no blank line ends GitHub's HTML block early. */
function html(text, max = 8000, newline = '<br>') {
    const cut = (0,text_cut/* clipUnits */.U)(text, max);
    return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r?\n/g, newline);
}
/** Confidence before → after verification, as routing used it. */
function confidenceCell(f) {
    return f.confidence !== undefined && f.confidence_after !== undefined ? `${f.confidence.toFixed(2)} → ${f.confidence_after.toFixed(2)}` : '—';
}
const count = (n) => `${n} finding${n === 1 ? '' : 's'}`;
const bytes = (line) => Buffer.byteLength(line, 'utf8') + 1;
function markdownRow(f) {
    return `| ${f.severity} | ${f.category} | ${codeCell(summary_findings_location(f))} | ${cell(f.title)} | ${confidenceCell(f)} | ${f.verdict ?? '—'} | ${f.route ?? '—'} | ${f.placement} |`;
}
function htmlRow(f) {
    return `<tr><td>${f.severity}</td><td>${f.category}</td><td><code>${html(summary_findings_location(f), 300)}</code></td><td>${html(f.title, 300)}</td><td>${html(confidenceCell(f))}</td><td>${f.verdict ?? '—'}</td><td>${f.route ?? '—'}</td><td>${f.placement}</td></tr>`;
}
function detailsRow(f) {
    const details = [`<p>${html(f.body)}</p>`, `<p><b>Evidence</b></p><pre>${html(f.evidence, 4000, '&#10;')}</pre>`];
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary.js



const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
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
    out.push(`## ${ICON[decision.outcome] ?? ''} Harbourmaster: ${decision.outcome}`, '');
    const facts = [
        `**Mode:** ${report.mode}`,
        decision.failureClass ? `**Failure class:** ${decision.failureClass}` : undefined,
        report.reviewId !== undefined ? `**Review:** ${report.reviewUrl ? `[${report.reviewId}](${report.reviewUrl})` : report.reviewId}` : undefined,
        `**Result:** ${cell(decision.message, 1000)}`,
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
    out.push(`### Findings (${kept.length})`, '');
    out.push(SEVERITIES.map((s) => `${s}: ${counts[s]}`).join(' · ') + ` — blocking at ${report.blockingSeverity} and above`, '');
    out.push(`Routing: ${routes.inline} inline · ${routes.escalate} escalated for a human look · ${routes.unanchored} not anchored in the diff · ${routes.drop} dropped below the confidence floor`, '');
    // The findings go in once the rest is known: they get the room the other sections leave.
    let findingsAt = -1;
    let ordered = [];
    if (report.findings.length > 0) {
        ordered = [...report.findings].sort((a, b) => ROUTE_ORDER.indexOf(a.route ?? 'inline') - ROUTE_ORDER.indexOf(b.route ?? 'inline') || SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
        findingsAt = out.length;
    }
    if (report.dispositions.length > 0) {
        out.push('### Earlier findings', '', '| Finding | Status | Note |', '|---|---|---|');
        for (const d of report.dispositions)
            out.push(`| ${d.finding_id} | ${d.status} | ${cell(d.note)} |`);
        out.push('');
    }
    if (report.push) {
        const p = report.push;
        const scope = p.scope.kind === 'delta'
            ? `Delta review since ${cell(p.scope.since?.slice(0, 7) ?? '')}: ${p.scope.reviewed} changed file(s) reviewed, ${p.scope.unchanged} unchanged file(s) not reviewed again.`
            : `Full review: ${cell(p.scope.reason)} (${p.scope.reviewed} file(s) reviewed).`;
        out.push('### This push', '', scope, '');
        out.push('| Carried-over open findings | New findings posted | Threads resolved | Replies posted | Findings suppressed | Re-raised, not reposted |', '|---|---|---|---|---|---|');
        out.push(`| ${p.carried} | ${p.posted} | ${p.resolved} | ${p.replies} | ${p.suppressed} | ${p.alreadyTracked} |`, '');
        if (p.unanswered > 0)
            out.push(`${p.unanswered} earlier finding(s) could not be re-checked (no verifier answer); they stay open and are re-checked on the next push.`, '');
    }
    if (report.lifecycle) {
        const l = report.lifecycle;
        out.push(`Lifecycle: ${l.replied.length} replies, ${l.resolved.length} threads resolved, ${l.warnings.length} warnings.`, '');
        for (const w of l.warnings)
            out.push(`- ⚠️ ${cell(w, 500)}`);
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
        out.push('| Specialist | Guidance received | Bytes | Cut by the size cap |', '|---|---|---|---|');
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
