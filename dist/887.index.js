export const id = 887;
export const ids = [887,826];
export const modules = {

/***/ 9621:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UR: () => (/* binding */ readRecordReceipt),
/* harmony export */   xF: () => (/* binding */ readPublicationReceipt)
/* harmony export */ });
/* unused harmony exports recordedFindingSchema, recordReceiptSchema, writePublicationReceipt, writeRecordReceipt */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8816);
/* harmony import */ var _src_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7790);
/* harmony import */ var _src_contracts_run_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8411);





/**
 * Private receipts, written by the plugins into the private directory (0700,
 * outside every agent-readable root) and read by the runner. The record
 * receipt holds the validated payload with trusted finding ids and placement;
 * both publish_review and record_review write it, so the runner builds its
 * outputs, summary and annotations from one typed source in every mode.
 */
const recordedFindingSchema = _src_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .findingSchema */ .$f.extend({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^hm-[0-9a-f]{12}$/),
    placement: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['inline', 'body']),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const recordReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    tool: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['publish_review', 'record_review']),
    payload: _src_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewPayloadSchema */ .O9,
    findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(recordedFindingSchema),
});
/** Written atomically with mode 0600 so the runner never reads half a receipt. */
async function writePrivateJson(dir, name, value) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, name);
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    await rename(tmp, path);
    return path;
}
function writePublicationReceipt(dir, receipt) {
    return writePrivateJson(dir, RECEIPT_FILES.publication, publicationReceiptSchema.parse(receipt));
}
function writeRecordReceipt(dir, receipt) {
    return writePrivateJson(dir, RECEIPT_FILES.record, recordReceiptSchema.parse(receipt));
}
async function readPrivateJson(dir, name, schema) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { status: 'missing' };
        throw error;
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { status: 'invalid', why: `${name} is not JSON` };
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? { status: 'present', receipt: parsed.data } : { status: 'invalid', why: `${name} does not match its schema` };
}
function readPublicationReceipt(dir) {
    return readPrivateJson(dir, _src_contracts_run_config_js__WEBPACK_IMPORTED_MODULE_3__/* .RECEIPT_FILES */ .j.publication, _src_contracts_run_config_js__WEBPACK_IMPORTED_MODULE_3__/* .publicationReceiptSchema */ .ik);
}
function readRecordReceipt(dir) {
    return readPrivateJson(dir, _src_contracts_run_config_js__WEBPACK_IMPORTED_MODULE_3__/* .RECEIPT_FILES */ .j.record, recordReceiptSchema);
}


/***/ }),

/***/ 9530:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ parseRunMarkers),
/* harmony export */   GN: () => (/* binding */ carriesMarker),
/* harmony export */   Gu: () => (/* binding */ parseFindingMarkers),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   g4: () => (/* binding */ makeRunMarker)
/* harmony export */ });
/* unused harmony exports makeFindingMarker, hasAnyRunMarker */
/**
 * Hidden HTML markers that tie GitHub objects to Harbourmaster (one format for
 * the runner, which recognises them, and publish_review, which writes them). The run marker
 * goes in every review body and is what the runner looks for when it proves a
 * publication; the finding marker goes in every inline comment so a later run
 * can recognise its own earlier findings. Both are accepted only from the
 * expected bot login; model text can never produce one (see sanitise.ts).
 */
const RUN_MARKER = /<!-- harbourmaster:run run=([A-Za-z0-9._-]+) sha=([0-9a-f]{40}) -->/g;
const FINDING_MARKER = /<!-- harbourmaster:finding (hm-[0-9a-f]{12}) -->/g;
function makeRunMarker(runId, headSha) {
    if (!/^[A-Za-z0-9._-]+$/.test(runId))
        throw new Error(`run id '${runId}' cannot be carried in a marker`);
    if (!/^[0-9a-f]{40}$/.test(headSha))
        throw new Error(`head SHA '${headSha}' is not a full commit SHA`);
    return `<!-- harbourmaster:run run=${runId} sha=${headSha} -->`;
}
function makeFindingMarker(findingId) {
    return `<!-- harbourmaster:finding ${findingId} -->`;
}
/** Every run marker in a body (a forged or duplicated body may hold several). */
function parseRunMarkers(body) {
    if (!body)
        return [];
    return [...body.matchAll(RUN_MARKER)].map((m) => ({ runId: m[1], headSha: m[2] }));
}
function parseFindingMarkers(body) {
    if (!body)
        return [];
    return [...body.matchAll(FINDING_MARKER)].map((m) => m[1]);
}
function hasAnyRunMarker(body) {
    return parseRunMarkers(body).length > 0;
}
/** True when the body carries exactly this marker (the exact text, not just the same run). */
function carriesMarker(body, marker) {
    return typeof body === 'string' && body.includes(marker);
}
/** GitHub logins are case-insensitive. */
function sameLogin(a, b) {
    return a !== undefined && a.toLowerCase() === b.toLowerCase();
}


/***/ }),

/***/ 7790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ findingSchema),
/* harmony export */   O9: () => (/* binding */ reviewPayloadSchema),
/* harmony export */   kU: () => (/* binding */ atOrAbove)
/* harmony export */ });
/* unused harmony exports severitySchema, categorySchema, dispositionSchema, findingId */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);


/**
 * The review payload: the single source of truth for what the editor submits.
 * It generates the publish/record tool parameters, validates what they receive
 * and types every sink (GitHub review, job summary, annotations, JSON file).
 * Finding ids are computed here, by trusted code, never by a model.
 */
const severitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['critical', 'high', 'medium', 'low', 'info']);
const categorySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
    'correctness',
    'security',
    'performance',
    'code-quality',
    'tests',
    'maintainability',
    'documentation',
]);
const findingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(4096).describe('Changed file path exactly as listed in review-index.json'),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().describe('Line in the file on the given side that the finding anchors to'),
    start_line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional().describe('First line of a multi-line range, in the same hunk'),
    side: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['RIGHT', 'LEFT']).optional().describe('RIGHT (new code, default) or LEFT (removed code)'),
    severity: severitySchema,
    category: categorySchema,
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(3).max(200),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(8000).describe('What is wrong, why it matters, how to fix it'),
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(4000).describe('The changed code or fact that proves the finding'),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4000).optional().describe('Replacement code for the anchored lines'),
})
    .strict();
const dispositionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    finding_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^hm-[0-9a-f]{12}$/).describe('Id of an earlier Harbourmaster finding, from review-discussion.txt'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['fixed', 'still-present', 'no-longer-applies']),
    note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(2000),
})
    .strict();
const reviewPayloadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(20000).describe('One coherent review summary in Markdown'),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(findingSchema).max(200),
    dispositions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(dispositionSchema).max(500).default([]),
})
    .strict();
/** Stable id: sha1(path:anchor-line:category), shortened; the CodeHawk lesson. */
function findingId(finding) {
    return `hm-${createHash('sha1').update(`${finding.path}:${finding.line}:${finding.category}`).digest('hex').slice(0, 12)}`;
}
const SEVERITY_RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };
function atOrAbove(severity, threshold) {
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}


/***/ }),

/***/ 3887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  concludeRun: () => (/* binding */ concludeRun)
});

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/errors.js
var errors = __webpack_require__(3734);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/receipts.js
var receipts = __webpack_require__(9621);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/sanitise.js
/**
 * Model-written text is untrusted. Before it reaches GitHub it must not ping
 * people or teams, close issues, or smuggle a Harbourmaster marker that a
 * later verification or lifecycle pass would trust. Fenced code keeps its
 * exact text (a suggestion must stay applicable) except for markers, which
 * are broken wherever they appear.
 */
const ZWSP = '\u200B';
// @user, @org/team; not e-mail addresses (a word character before '@').
const MENTION = /(^|[^\w`@])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?)/g;
// GitHub's closing keywords followed by an issue reference (#12, owner/repo#12, URL).
const CLOSING = /\b(close|closes|closed|fix|fixes|fixed|resolve|resolves|resolved)(\s*:?\s+)(?=(?:[\w.-]+\/[\w.-]+)?#\d|https?:\/\/\S+\/(?:issues|pull)\/\d)/gi;
// Any comment opener followed by the marker namespace, however spaced or cased.
const MARKER_LIKE = /<!--(\s*)harbourmaster/gi;
function neutraliseMarkers(text) {
    return text.replace(MARKER_LIKE, `<!--$1harbour${ZWSP}master`);
}
function neutraliseProse(text) {
    return text
        .replace(MENTION, (_m, before, name) => `${before}@${ZWSP}${name}`)
        .replace(CLOSING, (_m, keyword, gap) => `${keyword}${ZWSP}${gap}`);
}
/** Splits on fenced code blocks (``` or ~~~) so only prose is rewritten. */
function sanitiseMarkdown(text) {
    const out = [];
    let fence;
    let prose = [];
    const flush = () => {
        if (prose.length > 0)
            out.push(neutraliseProse(prose.join('\n')));
        prose = [];
    };
    for (const line of text.split('\n')) {
        const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
        if (fence === undefined && opener) {
            flush();
            fence = opener[1];
            out.push(line);
        }
        else if (fence !== undefined) {
            out.push(line);
            if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '')
                fence = undefined;
        }
        else {
            prose.push(line);
        }
    }
    flush();
    return neutraliseMarkers(out.join('\n'));
}
/** For single-line fields (titles, paths shown in text): also no newlines or backticks breaking out. */
function sanitiseInline(text) {
    return sanitiseMarkdown(text.replace(/[\r\n]+/g, ' '));
}
/** A fence longer than any backtick run inside the text, so the text cannot close it. */
function fenceFor(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    return '`'.repeat(longest + 1);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/lifecycle.js


const STATUS_TEXT = {
    fixed: 'Fixed',
    'still-present': 'Still present',
    'no-longer-applies': 'No longer applies',
};
function renderReply(disposition, runId) {
    return [
        `**Harbourmaster:** ${STATUS_TEXT[disposition.status]} — ${sanitiseInline(disposition.note)}`,
        '',
        `<!-- harbourmaster:disposition ${disposition.finding_id} status=${disposition.status} run=${runId} -->`,
    ].join('\n');
}
const RESOLVABLE = `query HarbourmasterThreadResolvable($id: ID!) {
  node(id: $id) { ... on PullRequestReviewThread { id isResolved viewerCanResolve } }
}`;
const RESOLVE = `mutation HarbourmasterResolveThread($id: ID!) {
  resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } }
}`;
/** Runs `work` over `items` with at most `limit` in flight. */
async function bounded(items, limit, work) {
    let next = 0;
    const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
        while (next < items.length) {
            const item = items[next++];
            await work(item);
        }
    });
    await Promise.all(lanes);
}
async function applyLifecycle(rest, graphql, options) {
    const result = { replied: [], resolved: [], warnings: [], unmatched: [] };
    const byId = new Map(options.earlier.map((f) => [f.findingId, f]));
    const work = [];
    const seen = new Set();
    for (const disposition of options.dispositions) {
        const finding = byId.get(disposition.finding_id);
        if (!finding || seen.has(disposition.finding_id)) {
            result.unmatched.push(disposition.finding_id);
            continue;
        }
        seen.add(disposition.finding_id);
        work.push({ finding, disposition });
    }
    const warn = (findingId, what, error) => {
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        result.warnings.push(`${findingId}: ${what} failed (${failure.message})`);
        options.logger?.event('lifecycle', 'warning', { finding: findingId, what, class: failure.failureClass });
    };
    await bounded(work, options.concurrency ?? 4, async ({ finding, disposition }) => {
        try {
            await rest.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
                owner: options.owner,
                repo: options.repo,
                pull_number: options.pullNumber,
                comment_id: finding.rootCommentId,
                body: renderReply(disposition, options.runId),
            });
            result.replied.push(finding.findingId);
        }
        catch (error) {
            warn(finding.findingId, 'reply', error);
        }
        if (disposition.status !== 'fixed')
            return;
        try {
            const answer = await graphql.graphql(RESOLVABLE, { id: finding.threadId });
            if (!answer.node?.viewerCanResolve || answer.node.isResolved)
                return;
            await graphql.graphql(RESOLVE, { id: finding.threadId });
            result.resolved.push(finding.findingId);
        }
        catch (error) {
            warn(finding.findingId, 'resolve', error);
        }
    });
    options.logger?.event('lifecycle', 'done', {
        replied: result.replied.length,
        resolved: result.resolved.length,
        warnings: result.warnings.length,
        unmatched: result.unmatched.length,
    });
    return result;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/outcome.js
const publishes = (mode) => mode === 'comment' || mode === 'blocking';
/** Runtime start-up failures a non-blocking run survives as `degraded` (no model or no OpenCode). */
function degradable(failure) {
    if (failure.phase === 'budget')
        return true;
    return failure.phase === 'startup' && (failure.error.failureClass === 'opencode' || failure.error.failureClass === 'model');
}
function fail(failureClass, message) {
    return { outcome: 'failure', failureClass, exitFailed: true, message };
}
function decideOutcome(facts) {
    const { mode, failure } = facts;
    if (failure?.error.failureClass === 'configuration')
        return fail('configuration', failure.error.message);
    if (facts.skippedReason !== undefined && !failure) {
        return { outcome: 'skipped', failureClass: undefined, exitFailed: false, message: `skipped: ${facts.skippedReason}` };
    }
    if (facts.strictRuntime && facts.modelCalls === 0) {
        const why = failure ? ` (${failure.error.failureClass}: ${failure.error.message})` : '';
        return fail(failure?.error.failureClass ?? 'model', `strict-runtime: no model call was observed${why}`);
    }
    const blocking = `${facts.blockingFindings} finding${facts.blockingFindings === 1 ? '' : 's'} at or above ${facts.blockingSeverity}`;
    if (failure) {
        const { error } = failure;
        if (mode === 'blocking')
            return fail(error.failureClass, `blocking mode fails closed: ${error.message}`);
        if (mode === 'comment' && !degradable(failure))
            return fail(error.failureClass, error.message);
        // Findings recorded before the fault still gate a check-only run.
        if (mode === 'check-only' && facts.blockingFindings > 0)
            return fail(error.failureClass, `${blocking}; then ${error.message}`);
        // silent and check-only never fail on runtime faults, and comment survives selected start-up failures.
        return { outcome: 'degraded', failureClass: error.failureClass, exitFailed: false, message: `degraded: ${error.message}` };
    }
    if (publishes(mode) && !facts.publicationProven)
        return fail('policy', 'publication not proven');
    if (!publishes(mode) && facts.recorded === false) {
        const why = 'review not recorded: the editor never called record_review, so its findings are unknown';
        if (mode === 'check-only')
            return fail('policy', `${why}; the check cannot pass`);
        return { outcome: 'degraded', failureClass: 'policy', exitFailed: false, message: `degraded: ${why}` };
    }
    if ((mode === 'check-only' || mode === 'blocking') && facts.blockingFindings > 0) {
        return { outcome: 'failure', failureClass: undefined, exitFailed: true, message: blocking };
    }
    return { outcome: 'success', failureClass: undefined, exitFailed: false, message: mode === 'check-only' || mode === 'blocking' ? `no ${blocking}` : 'review complete' };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/contracts/review-payload.js
var review_payload = __webpack_require__(7790);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary.js
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
const ICON = { success: '✅', degraded: '⚠️', skipped: '⏭️', failure: '❌' };
/** Escapes text for one Markdown table cell. */
function cell(text, max = 300) {
    const flat = text.replace(/\s+/g, ' ').trim();
    const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return cut.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|').replace(/`/g, "'");
}
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
    ].filter((x) => x !== undefined);
    out.push(facts.join('  \n'), '');
    const counts = countBySeverity(report.findings);
    out.push(`### Findings (${report.findings.length})`, '');
    out.push(SEVERITIES.map((s) => `${s}: ${counts[s]}`).join(' · ') + ` — blocking at ${report.blockingSeverity} and above`, '');
    if (report.findings.length > 0) {
        out.push('| Severity | Category | Location | Title | Placement |', '|---|---|---|---|---|');
        const ordered = [...report.findings].sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
        for (const f of ordered) {
            const where = f.start_line !== undefined ? `${f.path}:${f.start_line}-${f.line}` : `${f.path}:${f.line}`;
            out.push(`| ${f.severity} | ${f.category} | \`${cell(where)}\` | ${cell(f.title)} | ${f.placement} |`);
        }
        out.push('');
    }
    if (report.dispositions.length > 0) {
        out.push('### Earlier findings', '', '| Finding | Status | Note |', '|---|---|---|');
        for (const d of report.dispositions)
            out.push(`| ${d.finding_id} | ${d.status} | ${cell(d.note)} |`);
        out.push('');
    }
    if (report.lifecycle) {
        const l = report.lifecycle;
        out.push(`Lifecycle: ${l.replied.length} replies, ${l.resolved.length} threads resolved, ${l.warnings.length} warnings.`, '');
        for (const w of l.warnings)
            out.push(`- ⚠️ ${cell(w, 500)}`);
        if (l.warnings.length > 0)
            out.push('');
    }
    if (report.caps.length > 0) {
        out.push('### Limits reached', '', '| Cap | Limit | Detail |', '|---|---|---|');
        for (const c of report.caps)
            out.push(`| ${cell(c.cap)} | ${c.limit} | ${cell(c.detail)} |`);
        out.push('');
    }
    if (report.exclusions.length > 0) {
        out.push(`### Files not reviewed (${report.exclusions.length})`, '', '| File | Reason | Rule |', '|---|---|---|');
        const shown = report.exclusions.slice(0, 500);
        for (const e of shown)
            out.push(`| \`${cell(e.path)}\` | ${cell(e.reason)} | ${cell(e.rule)} |`);
        if (report.exclusions.length > shown.length)
            out.push('', `…and ${report.exclusions.length - shown.length} more.`);
        out.push('');
    }
    out.push('### Cost', '', '| Model calls | Tokens in | Tokens out | Duration | Verification wait |', '|---|---|---|---|---|');
    out.push(`| ${figures.modelCalls} | ${figures.tokensIn} | ${figures.tokensOut} | ${seconds(figures.durationMs)} | ${figures.verifyWaitedMs === undefined ? '—' : seconds(figures.verifyWaitedMs)} |`, '');
    if (report.findingsFile)
        out.push(`Findings file: \`${cell(report.findingsFile)}\``, '');
    return out.join('\n');
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/report.js




function coreSummaryPort(actions) {
    return {
        append: async (markdown) => {
            await actions.summary.addRaw(markdown, true).write();
        },
    };
}
function blockingCount(findings, severity) {
    return findings.filter((f) => (0,review_payload/* atOrAbove */.kU)(f.severity, severity)).length;
}
/** Every output in action.yml, always set (empty when not applicable) so workflows can rely on them. */
function writeOutputs(port, report) {
    const values = {
        outcome: report.decision.outcome,
        'failure-class': report.decision.failureClass ?? '',
        'review-id': report.reviewId === undefined ? '' : String(report.reviewId),
        findings: String(report.findings.length),
        'blocking-findings': String(blockingCount(report.findings, report.blockingSeverity)),
        'model-calls': String(report.figures.modelCalls),
        'tokens-in': String(report.figures.tokensIn),
        'tokens-out': String(report.figures.tokensOut),
        'findings-file': report.findingsFile ?? '',
        'skipped-reason': report.skippedReason ?? '',
    };
    for (const [name, value] of Object.entries(values))
        port.setOutput(name, value);
    return values;
}
async function writeJobSummary(port, report) {
    const markdown = renderJobSummary(report);
    await port.append(markdown);
    return markdown;
}
/** check-only: one annotation per finding on its file and line; blocking severities as errors. */
function annotate(port, findings, blockingSeverity) {
    for (const f of findings) {
        // A LEFT-side line numbers the old file; on the new file it would point at the wrong code.
        const lines = (f.side ?? 'RIGHT') === 'RIGHT' ? { startLine: f.start_line ?? f.line, endLine: f.line } : {};
        const props = { title: `${f.severity}: ${f.title}`.slice(0, 200), file: f.path, ...lines };
        const message = `${f.body}\n\n(${f.category}, ${f.id})`;
        if ((0,review_payload/* atOrAbove */.kU)(f.severity, blockingSeverity))
            port.error(message, props);
        else
            port.warning(message, props);
    }
    return findings.length;
}
/** The findings file: the validated payload's findings with trusted ids, counts and the decision. */
async function writeFindingsFile(path, report) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const document = {
        version: 1,
        outcome: report.decision.outcome,
        failureClass: report.decision.failureClass ?? null,
        reviewId: report.reviewId ?? null,
        blockingSeverity: report.blockingSeverity,
        counts: countBySeverity(report.findings),
        findings: report.findings,
        dispositions: report.dispositions,
    };
    await (0,promises_.writeFile)(path, `${JSON.stringify(document, null, 2)}\n`, { mode: 0o644 });
    return path;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/verify.js + 1 modules
var verify = __webpack_require__(5826);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/conclude.js






async function concludeRun(ports, input) {
    const { logger } = ports;
    let failure = input.failure ? { error: (0,errors/* toHarbourmasterError */.Fk)(input.failure.error), phase: input.failure.phase } : undefined;
    const publishes = input.mode === 'comment' || input.mode === 'blocking';
    const target = { owner: input.owner, repo: input.repo, pullNumber: input.pullNumber };
    let record;
    if (input.privateDir && input.skippedReason === undefined) {
        const read = await (0,receipts/* readRecordReceipt */.UR)(input.privateDir).catch(() => undefined);
        if (read?.status === 'present' && read.receipt.runId === input.runId)
            record = read.receipt;
    }
    let verified;
    if (publishes && !failure && input.skippedReason === undefined) {
        try {
            if (!input.snapshot)
                throw new Error('no review snapshot was taken before the runtime started');
            verified = await (0,verify.verifyPublication)(ports.rest, {
                ...target,
                snapshot: input.snapshot,
                marker: input.marker,
                runId: input.runId,
                headSha: input.headSha,
                expectedLogin: input.expectedLogin,
                privateDir: input.privateDir,
                delaysMs: input.verifyDelaysMs,
                logger,
            });
        }
        catch (error) {
            failure = { error: (0,errors/* toHarbourmasterError */.Fk)(error), phase: 'verify' };
        }
    }
    const figures = { ...input.figures, verifyWaitedMs: verified?.waitedMs };
    let lifecycle;
    if (verified && record && record.payload.dispositions.length > 0) {
        lifecycle = await applyLifecycle(ports.rest, ports.graphql, {
            ...target,
            runId: input.runId,
            earlier: input.earlier,
            dispositions: record.payload.dispositions,
            logger,
        });
    }
    const findings = record?.findings ?? [];
    const decision = decideOutcome({
        mode: input.mode,
        skippedReason: input.skippedReason,
        failure,
        publicationProven: verified !== undefined,
        recorded: record !== undefined,
        blockingFindings: blockingCount(findings, input.blockingSeverity),
        blockingSeverity: input.blockingSeverity,
        strictRuntime: input.strictRuntime,
        modelCalls: input.figures.modelCalls,
    });
    const report = {
        mode: input.mode,
        decision,
        blockingSeverity: input.blockingSeverity,
        reviewId: verified?.reviewId,
        findings,
        dispositions: record?.payload.dispositions ?? [],
        exclusions: input.exclusions,
        caps: input.caps,
        lifecycle,
        figures,
        skippedReason: input.skippedReason,
    };
    if (input.findingsPath && record) {
        try {
            report.findingsFile = await writeFindingsFile(input.findingsPath, report);
        }
        catch (error) {
            logger.event('report', 'warning', { what: 'findings-file', class: (0,errors/* toHarbourmasterError */.Fk)(error).failureClass });
        }
    }
    const outputs = writeOutputs(ports.outputs, report);
    if (input.mode === 'check-only')
        annotate(ports.annotations, findings, input.blockingSeverity);
    try {
        await writeJobSummary(ports.summary, report);
    }
    catch (error) {
        logger.event('report', 'warning', { what: 'job-summary', class: (0,errors/* toHarbourmasterError */.Fk)(error).failureClass });
    }
    const counts = Object.fromEntries(['critical', 'high', 'medium', 'low', 'info'].map((s) => [`findings_${s}`, findings.filter((f) => f.severity === s).length]));
    logger.event('run', 'summary', {
        outcome: decision.outcome,
        class: decision.failureClass,
        mode: input.mode,
        model_calls: figures.modelCalls,
        tokens_in: figures.tokensIn,
        tokens_out: figures.tokensOut,
        ...counts,
        review: verified?.reviewId,
        verify_waited_ms: verified?.waitedMs,
        ms: figures.durationMs,
    });
    return { decision, report, verified, lifecycle, outputs };
}


/***/ }),

/***/ 5826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_VERIFY_DELAYS_MS: () => (/* binding */ DEFAULT_VERIFY_DELAYS_MS),
  makeMarker: () => (/* reexport */ markers/* makeRunMarker */.g4),
  snapshotReviews: () => (/* binding */ snapshotReviews),
  verifyPublication: () => (/* binding */ verifyPublication)
});

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/contracts/markers.js
var markers = __webpack_require__(9530);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/github-port.js
/** All reviews of a pull request, following pages (GitHub lists 100 at most per page). */
async function listReviews(rest, target) {
    const out = [];
    for (let page = 1; page <= 100; page++) {
        const { data } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
            owner: target.owner,
            repo: target.repo,
            pull_number: target.pullNumber,
            per_page: 100,
            page,
        });
        for (const r of data) {
            out.push({ id: Number(r.id), login: r.user?.login, state: r.state, body: r.body ?? '', commitId: r.commit_id, submittedAt: r.submitted_at });
        }
        if (data.length < 100)
            break;
    }
    return out;
}
/** Reads the status and headers of an Octokit RequestError without depending on its class. */
function httpFailure(error) {
    if (typeof error !== 'object' || error === null || !('status' in error))
        return undefined;
    const status = error.status;
    if (typeof status !== 'number')
        return undefined;
    const response = 'response' in error ? error.response : undefined;
    return { status, headers: response?.headers ?? {} };
}
/**
 * Transient: 5xx (Octokit reports a reset connection as 500), 429, a secondary
 * rate limit (403 with retry-after) and an exhausted primary limit (403 with
 * x-ratelimit-remaining 0, wait until x-ratelimit-reset). Returns how long
 * GitHub asked us to wait, when it said.
 */
function transientDelay(failure, now = Date.now()) {
    const raw = failure.headers['retry-after'];
    const seconds = raw === undefined ? undefined : Number(raw);
    let retryAfterMs = seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
    const exhausted = String(failure.headers['x-ratelimit-remaining']) === '0';
    if (exhausted && retryAfterMs === undefined) {
        const reset = Number(failure.headers['x-ratelimit-reset']);
        if (Number.isFinite(reset))
            retryAfterMs = Math.max(0, reset * 1000 - now);
    }
    if (failure.status >= 500)
        return { transient: true, retryAfterMs };
    if (failure.status === 429)
        return { transient: true, retryAfterMs };
    if (failure.status === 403 && (retryAfterMs !== undefined || exhausted))
        return { transient: true, retryAfterMs };
    return { transient: false, retryAfterMs: undefined };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/receipts.js
var receipts = __webpack_require__(9621);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/errors.js
var errors = __webpack_require__(3734);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/verify.js




/**
 * The runner's proof that a run published what it claims. It trusts neither
 * OpenCode's output nor the model: success is exactly one NEW, submitted
 * review by the expected identity, on the exact head SHA, carrying this run's
 * marker, whose id and SHA match the plugin's private receipt. GitHub's lists
 * are eventually consistent, so it polls with a bounded backoff.
 */

/** Taken before OpenCode starts: every review that exists already cannot be this run's. */
async function snapshotReviews(rest, target) {
    const reviews = await listReviews(rest, target);
    return { reviewIds: new Set(reviews.map((r) => r.id)) };
}
const DEFAULT_VERIFY_DELAYS_MS = [500, 1000, 2000, 4000, 2500];
function notProven(why) {
    return new errors/* PolicyError */.pn(`publication not proven: ${why}`);
}
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A missing receipt most often means the editor never published, but a PR
 * locked or closed while the agents worked makes GitHub refuse the review
 * too; one read of the PR (only on this failure path) tells them apart.
 */
async function whyNoReceipt(rest, target) {
    const fallback = 'no publication receipt (publish_review never succeeded)';
    try {
        const { data } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: target.owner, repo: target.repo, pull_number: target.pullNumber });
        const what = [data.state === 'closed' ? 'closed' : '', data.locked ? 'locked' : ''].filter(Boolean).join(' and ');
        return what ? `the pull request was ${what} during the run, so GitHub refused the review (${fallback})` : fallback;
    }
    catch {
        return fallback;
    }
}
async function verifyPublication(rest, options) {
    const sleep = options.sleep ?? realSleep;
    const now = options.now ?? Date.now;
    const delays = options.delaysMs ?? DEFAULT_VERIFY_DELAYS_MS;
    const target = { owner: options.owner, repo: options.repo, pullNumber: options.pullNumber };
    const read = options.receipt ?? (options.privateDir ? await (0,receipts/* readPublicationReceipt */.xF)(options.privateDir) : { status: 'missing' });
    if (read.status === 'missing')
        throw notProven(await whyNoReceipt(rest, target));
    if (read.status === 'invalid')
        throw notProven(`the publication receipt is unreadable (${read.why})`);
    const receipt = read.receipt;
    if (receipt.runId !== options.runId || receipt.marker !== options.marker || receipt.headSha !== options.headSha) {
        throw notProven('the publication receipt belongs to another run or commit');
    }
    const { data: pull } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner: target.owner,
        repo: target.repo,
        pull_number: target.pullNumber,
    });
    if (pull.head.sha !== options.headSha) {
        throw notProven(`the head moved during the run (${options.headSha.slice(0, 12)} -> ${pull.head.sha.slice(0, 12)})`);
    }
    const started = now();
    let waited = 0;
    let foreign = [];
    for (let poll = 1; poll <= delays.length + 1; poll++) {
        const fresh = (await listReviews(rest, target)).filter((r) => !options.snapshot.reviewIds.has(r.id));
        const marked = fresh.filter((r) => (0,markers/* carriesMarker */.GN)(r.body, options.marker));
        const ours = marked.filter((r) => (0,markers/* sameLogin */.Up)(r.login, options.expectedLogin));
        foreign = marked.filter((r) => !(0,markers/* sameLogin */.Up)(r.login, options.expectedLogin));
        for (const r of foreign)
            options.logger?.event('verify', 'foreign-marker', { review: r.id, login: r.login });
        if (ours.length > 1)
            throw notProven(`${ours.length} reviews carry this run's marker (${ours.map((r) => r.id).join(', ')})`);
        const review = ours[0];
        if (review) {
            if (review.state === 'PENDING')
                throw notProven(`review ${review.id} is pending, not submitted`);
            if (review.commitId !== options.headSha)
                throw notProven(`review ${review.id} is on ${String(review.commitId).slice(0, 12)}, not the head ${options.headSha.slice(0, 12)}`);
            if (review.id !== receipt.reviewId)
                throw notProven(`the receipt names review ${receipt.reviewId} but GitHub holds ${review.id}`);
            options.logger?.event('verify', 'proven', { review: review.id, polls: poll, waited_ms: waited });
            return { reviewId: review.id, headSha: options.headSha, waitedMs: waited, polls: poll };
        }
        const delay = delays[poll - 1];
        if (delay === undefined)
            break;
        await sleep(delay);
        waited = now() - started;
    }
    const forged = foreign.length > 0 ? `; ${foreign.length} review(s) by other logins (${foreign.map((r) => r.login).join(', ')}) carry a copy of the marker` : '';
    throw notProven(`no new review by ${options.expectedLogin} carries this run's marker after ${waited} ms${forged}`);
}


/***/ })

};
