export const id = 826;
export const ids = [826];
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
