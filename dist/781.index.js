export const id = 781;
export const ids = [781,520];
export const modules = {

/***/ 2872:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   af: () => (/* binding */ listReviews)
/* harmony export */ });
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
            out.push({
                id: Number(r.id),
                nodeId: r.node_id,
                login: r.user?.login,
                state: r.state,
                body: r.body ?? '',
                commitId: r.commit_id,
                submittedAt: r.submitted_at,
            });
        }
        if (data.length < 100)
            break;
    }
    return out;
}
// One failure reader for the client and publication alike.



/***/ }),

/***/ 4695:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ FORBIDDEN),
/* harmony export */   DS: () => (/* binding */ PASSTHROUGH_VARIABLES),
/* harmony export */   _4: () => (/* binding */ buildToolEnv),
/* harmony export */   z5: () => (/* binding */ withTrackingId)
/* harmony export */ });
/* unused harmony export TRACKING_VARIABLE */
/**
 * Environment allowlists shared by every process Harbourmaster starts: the
 * OpenCode servers (src/runtime/env.ts adds their runtime dirs and provider
 * key) and the helper programs (git init, npm ci, a version check). The
 * runner's own environment holds INPUT_GITHUB-TOKEN and ACTIONS_* tokens and
 * is never passed on.
 */
/** Copied from the source environment when set: locale, time zone, certificates, proxies. */
const PASSTHROUGH_VARIABLES = [
    'PATH',
    'LANG',
    'LC_ALL',
    'LC_CTYPE',
    'TZ',
    'TMPDIR',
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'HTTPS_PROXY',
    'https_proxy',
    'HTTP_PROXY',
    'http_proxy',
    'NO_PROXY',
    'no_proxy',
];
/** Never passed, whatever an extra says: they would let a process act for the workflow. */
const FORBIDDEN = /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)|^(GH_TOKEN|GITHUB_TOKEN)$/;
/**
 * The one runner variable every process gets: at the end of a job the Actions
 * runner kills each process whose environment holds the job's
 * RUNNER_TRACKING_ID ("Cleaning up orphan processes"). Without it, an OpenCode
 * server or an npm install that outlived a runner killed hard (a cancellation's
 * grace period ending in SIGKILL, where our own sweep cannot run) kept running
 * on a self-hosted runner. It is an id, not a credential; only an id's
 * characters pass, so no value can smuggle anything else.
 */
const TRACKING_VARIABLE = 'RUNNER_TRACKING_ID';
function withTrackingId(source, env) {
    const id = source[TRACKING_VARIABLE];
    if (id !== undefined && /^[A-Za-z0-9_.-]{1,200}$/.test(id))
        env[TRACKING_VARIABLE] = id;
    return env;
}
/** npm reads its settings (registry, cache, proxy, its own auth) from npm_config_* variables. */
const NPM_CONFIG = /^npm_config_/i;
/**
 * The environment of the helper programs the runner starts itself (git init,
 * the provisioning `npm ci`, the binary's version check): the same passthrough
 * list plus HOME, and for npm its own npm_config_* settings. The runner's
 * environment holds INPUT_GITHUB-TOKEN and ACTIONS_* tokens, which such a
 * program (or a hook or script it runs) has no business reading.
 */
function buildToolEnv(source, options = {}) {
    const env = {};
    for (const name of [...PASSTHROUGH_VARIABLES, 'HOME']) {
        const value = source[name];
        if (value !== undefined && value !== '')
            env[name] = value;
    }
    env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
    withTrackingId(source, env);
    if (options.npm) {
        for (const [name, value] of Object.entries(source)) {
            if (NPM_CONFIG.test(name) && !FORBIDDEN.test(name) && value !== undefined)
                env[name] = value;
        }
    }
    return env;
}


/***/ }),

/***/ 7139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_RECORD_BYTES: () => (/* binding */ MAX_RECORD_BYTES),
/* harmony export */   alreadyPublished: () => (/* binding */ alreadyPublished),
/* harmony export */   checkRecordFindings: () => (/* binding */ checkRecordFindings),
/* harmony export */   checkRecordInstance: () => (/* binding */ checkRecordInstance),
/* harmony export */   checkRecordTarget: () => (/* binding */ checkRecordTarget),
/* harmony export */   loadReviewRecord: () => (/* binding */ loadReviewRecord),
/* harmony export */   recordedAssessments: () => (/* binding */ recordedAssessments)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9687);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1834);
/* harmony import */ var _core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7278);
/* harmony import */ var _core_publication_review_original_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(676);
/* harmony import */ var _core_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2778);






/**
 * Reading and checking a saved review record for `replay-findings`. The
 * record is data from an earlier run (often an artifact): it is validated by
 * its schema, and it may only be published on the commit it was made for.
 */
/**
 * The largest record read. A run's record holds at most 200 payload findings of about 16,000
 * characters each, the team's findings and their test excerpts: a few megabytes. The file is an
 * artifact another job wrote, so its size is checked before it is read into memory.
 */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;
async function loadReviewRecord(path) {
    const unreadable = (error) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', which cannot be read (${error.code ?? 'unreadable'}); pass the findings-file of an earlier run, e.g. downloaded as an artifact.`, 'replay-findings');
    const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).then((s) => s.size, (error) => {
        throw unreadable(error);
    });
    if (size > MAX_RECORD_BYTES)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', which is ${size} bytes; a review record is at most ${MAX_RECORD_BYTES} bytes: pass the findings-file of an earlier run as it wrote it.`, 'replay-findings');
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        throw unreadable(error);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', which is not JSON; pass the findings-file of an earlier run.`, 'replay-findings');
    }
    const stated = json !== null && typeof json === 'object' ? json : {};
    if (stated.kind === _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_KIND */ .G5 && stated.version !== _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_VERSION */ .mu)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', a review record of version ${JSON.stringify(stated.version)}; this release reads version ${_core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_VERSION */ .mu}: run the review again with this release, or replay the record with the release that wrote it.`, 'replay-findings');
    const parsed = _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewRecordSchema */ .X.safeParse(json);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', which is not a Harbourmaster review record of version 2 (${where}).`, 'replay-findings');
    }
    return parsed.data;
}
/**
 * A replay publishes under the recording run's marker and answers that instance's threads, so it
 * must be the same instance: under another, it would not find that run's review if GitHub
 * already holds it (and post it twice), and would re-check another job's threads.
 */
function checkRecordInstance(record, instance) {
    const recorded = (0,_core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_3__/* .instanceOfMarker */ .TP)(record.run.marker);
    if ((0,_core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_3__/* .sameInstance */ .YH)(recorded, instance))
        return;
    const named = (i) => (i === undefined ? 'no instance' : `instance '${i}'`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' holds a review recorded by ${named(recorded)}, but this job has ${named(instance)}; ` +
        `a replay publishes as the job that recorded it: give both jobs the same 'instance' input${recorded === undefined ? ' (here none)' : ` (instance: ${recorded})`}.`, 'instance');
}
/** The record must name this repository, this pull request and its current head commit. */
function checkRecordTarget(record, target) {
    const here = `${target.owner}/${target.repo}#${target.pullNumber}`;
    const there = `${record.repository.owner}/${record.repository.repo}#${record.pullNumber}`;
    if (here.toLowerCase() !== there.toLowerCase()) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicyError */ .pn(`Input 'replay-findings' holds a record made for ${there}, not ${here}: replay refused; pass the findings-file of this pull request's own review run`);
    }
    if (record.headSha !== target.headSha) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicyError */ .pn(`Input 'replay-findings' holds a record made for head ${record.headSha.slice(0, 12)} but the pull request's head is ${target.headSha.slice(0, 12)}: ` +
            `it was pushed (or force-pushed) since the review, and a review is published only on the commit it reviewed; replay refused, review the new head instead`);
    }
}
/**
 * Finding ids are computed by trusted code (a fingerprint of the anchored line
 * on the diff), never taken from text; the record's ids key its assessments,
 * and a finding the payload omits is published under its recorded id. So each
 * must be its finding's fingerprint on this head's diff, and unique: an edited
 * or forged id would put another finding's marker on GitHub (a later run would
 * treat that thread as the other finding), and a repeated one would silently
 * lose one of the two assessments. `staged` gives the staged patch of each
 * reviewable path, as publication fingerprints it; a finding on another path
 * is never restored (publication publishes only reviewable paths, and
 * computes the id of every payload finding itself), so its id is not checked.
 */
function checkRecordFindings(record, staged) {
    const fix = 'a finding id is computed from the finding and the diff, never edited: pass the findings-file exactly as the recording run wrote it, or run a new review';
    const seen = new Map();
    record.findings.forEach((f, i) => {
        const where = `findings[${i}] (${f.path}:${f.line})`;
        const earlier = seen.get(f.id);
        if (earlier !== undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' holds a record whose ${where} repeats the id ${f.id} of findings[${earlier}]; ${fix}.`, 'replay-findings');
        seen.set(f.id, i);
        if (!staged.has(f.path))
            return;
        const computed = (0,_core_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_5__/* .findingId */ .zK)(f, staged.get(f.path));
        if (computed !== f.id)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' holds a record whose ${where} carries id ${f.id}, but that finding's fingerprint on this diff is ${computed}; ${fix}.`, 'replay-findings');
    });
}
/**
 * A replay publishes under the recording run's marker. A review that already
 * carries it is that run's post (GitHub applied it before failing) or an
 * earlier replay's: posting again would put the same review up twice. Read as
 * posted (core/publication/review-original.ts): the marker someone else's
 * edit wrote into another review of the same login stops nothing.
 */
function alreadyPublished(marker, reviews, expectedLogin, read) {
    return (0,_core_publication_review_original_js__WEBPACK_IMPORTED_MODULE_4__/* .ownReviewWithMarker */ .lQ)(reviews, marker, expectedLogin, read);
}
/**
 * The team's assessments a record carries (confidence, verdict, route), as
 * publication reads them from assessments.json: a replay, and its dry run,
 * route by them rather than by defaults. A record without them (written
 * before routing) gives none, and every finding is then taken at the default.
 */
function recordedAssessments(record) {
    // `tests` travels in test-verdicts.json, as spawn_reviewers writes it; the assessments receipt has no such field.
    return record.findings.flatMap(({ placement: _placement, tests: _tests, ...f }) => f.confidence !== undefined && f.verdict !== undefined && f.confidence_after !== undefined && f.route !== undefined && f.route_reason !== undefined
        ? [
            {
                ...f,
                confidence: f.confidence,
                verdict: f.verdict,
                confidence_after: f.confidence_after,
                route: f.route,
                route_reason: f.route_reason,
                reason: f.reason ?? '',
                specialists: [],
            },
        ]
        : []);
}


/***/ }),

/***/ 3781:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReplayPhase: () => (/* binding */ runReplayPhase)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/replay.js


/**
 * Files the runner and the replay publisher (plugins/replay-publish.ts)
 * exchange in the private directory, and the publisher's typed result.
 */
const REPLAY_FILES = {
    payload: 'replay-payload.json',
    result: 'replay-result.json',
};
const replayResultSchema = schemas/* discriminatedUnion */.gMt('ok', [
    schemas/* object */.Ikc({ ok: schemas/* literal */.euz(true) }),
    schemas/* object */.Ikc({ ok: schemas/* literal */.euz(false), failureClass: schemas/* enum */.k5n(errors/* FAILURE_CLASSES */.CJ), message: schemas/* string */.YjP() }),
]);

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/test-verdicts.js
var test_verdicts = __webpack_require__(9944);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/run-config.js
var run_config = __webpack_require__(767);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/github-port.js
var github_port = __webpack_require__(2872);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/review-original.js
var review_original = __webpack_require__(676);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/reviewer-pids.js
var reviewer_pids = __webpack_require__(8123);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/env.js
var runtime_env = __webpack_require__(1125);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/run-config-base.js
var run_config_base = __webpack_require__(902);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/replay/record-file.js
var record_file = __webpack_require__(7139);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/replay/replay-phase.js













/** Node runs the bundled publisher as it is; from sources (tests, development) tsx compiles it. */
function command(layout) {
    const script = layout.plugin('replay-publish');
    return layout.bundled ? [script] : ['--import', 'tsx', script];
}
async function runReplayPhase(input) {
    const { settings, env, prepared, record, privateDir, logger } = input;
    const target = { owner: env.repository.owner, repo: env.repository.repo, pullNumber: prepared.pr.number };
    (0,record_file.checkRecordTarget)(record, { ...target, headSha: prepared.headSha });
    if ((0,run_config_base/* publishes */.AN)(settings.mode)) {
        const login = settings.expectedBotLogin;
        const landed = await (0,record_file.alreadyPublished)(input.marker, await (0,github_port/* listReviews */.af)(input.rest, target), login, (id) => (0,review_original/* reviewAsPosted */.YQ)(input.graphql, id, login));
        if (landed)
            throw new errors/* SkipRun */.x7(`the recorded review is already on GitHub as review ${landed.id}; it is not posted twice`, { reviewId: landed.id });
    }
    // After the look for a landed review: a review GitHub holds is that record's, whatever this run stages.
    (0,record_file.checkRecordFindings)(record, await stagedPatches(prepared, record.findings.map((f) => f.path)));
    logger.event('replay', 'start', { run_recorded: record.run.id, findings: record.findings.length, tool: record.tool });
    const tokenFile = (0,run_config_base/* tokenFilePath */.Ds)(privateDir);
    const runConfigPath = (0,external_node_path_.join)(privateDir, 'run-config.json');
    const config = run_config/* runConfigSchema */.$m.parse({
        ...(0,run_config_base/* runConfigBase */.Pp)({ settings, env, prepared, runId: input.runId, marker: input.marker, privateDir, tokenFile }),
        // A replay runs no agent: no specialist, no reviewer process, no model.
        specialists: [],
        models: [{ providerID: 'none', modelID: 'replay' }],
        ...(record.team ? { recordedTeam: record.team } : {}),
        reviewer: { opencodeBin: '', configHome: '', env: {}, startTimeoutMs: 0 },
    });
    await (0,promises_.writeFile)(runConfigPath, JSON.stringify(config), { mode: 0o600 });
    await (0,promises_.writeFile)((0,external_node_path_.join)(privateDir, REPLAY_FILES.payload), JSON.stringify(record.payload), { mode: 0o600 });
    // The recorded confidence, verdict and route are the team's assessment: the replay routes by them, not by defaults.
    const assessed = (0,record_file.recordedAssessments)(record);
    if (assessed.length > 0) {
        const receipt = run_config/* assessmentsReceiptSchema */.r8.parse({ version: 1, runId: config.runId, findings: assessed });
        await (0,promises_.writeFile)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.assessments), JSON.stringify(receipt), { mode: 0o600 });
    }
    // The test verdicts too: each finding's evidence block, and the replay's own findings file, keep the tests behind it.
    if (record.testVerdicts) {
        const verdicts = test_verdicts/* testVerdictsFileSchema */.w4.parse({ version: 1, entries: record.testVerdicts });
        await (0,promises_.writeFile)((0,external_node_path_.join)(privateDir, test_verdicts/* TEST_VERDICTS_FILE */.Jd), JSON.stringify(verdicts), { mode: 0o600 });
    }
    if ((0,run_config_base/* publishes */.AN)(settings.mode))
        await (0,promises_.writeFile)(tokenFile, settings.githubToken, { mode: 0o600 });
    try {
        const started = Date.now();
        const code = await run(input, config, runConfigPath);
        const result = await readResult(privateDir);
        logger.event('replay', 'done', { exit: code, ok: result?.ok ?? false, ms: Date.now() - started });
        if (!result)
            return { ok: false, phase: 'publication', error: new errors/* HarbourmasterError */.oN('internal', `the replay publisher ended (exit ${code}) without a result`) };
        if (!result.ok)
            return { ok: false, phase: 'publication', error: new errors/* HarbourmasterError */.oN(result.failureClass, result.message) };
        return { ok: true };
    }
    catch (error) {
        return { ok: false, phase: 'publication', error: (0,errors/* toHarbourmasterError */.Fk)(error) };
    }
    finally {
        // The publisher removes the token file when it reads it; this covers one that never started.
        await (0,promises_.rm)(tokenFile, { force: true });
    }
}
function run(input, config, runConfigPath) {
    const env = (0,runtime_env/* buildAllowlistedEnv */.iY)(input.sourceEnv, { runtime: { HOME: input.privateDir }, runConfigPath });
    return new Promise((resolve, reject) => {
        input.assertLive?.();
        // Its own group, registered like an OpenCode server's: a cancellation stops it at the signal, before
        // it can post (it is no OpenCode process and works in no runtime root, so no sweep would find it).
        const child = (0,external_node_child_process_.spawn)(process.execPath, command(input.layout), { cwd: input.layout.root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
        const group = child.pid;
        if (group !== undefined) {
            (0,reviewer_pids/* registerProcessGroup */.ET)(group, 'replay-publisher');
            child.once('exit', () => (0,reviewer_pids/* forgetProcessGroup */.gl)(group));
        }
        const timer = setTimeout(() => child.kill('SIGKILL'), config.timeoutMs);
        child.stdout.on('data', (chunk) => input.onOutput?.('stdout', chunk));
        child.stderr.on('data', (chunk) => input.onOutput?.('stderr', chunk));
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(error);
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            resolve(code ?? -1);
        });
    });
}
/** The staged patch of each reviewable path named (undefined when it cannot be read), as the publisher reads it (plugins/lib/publication/session.ts, loadStagedReview). */
async function stagedPatches(prepared, paths) {
    const out = new Map();
    for (const path of new Set(paths)) {
        if (!prepared.allowlist.includes(path))
            continue;
        const name = prepared.patchNames.get(path);
        out.set(path, name === undefined ? undefined : await (0,promises_.readFile)((0,external_node_path_.join)(prepared.stageDir, 'patches', name), 'utf8').catch(() => undefined));
    }
    return out;
}
async function readResult(privateDir) {
    try {
        return replayResultSchema.parse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(privateDir, REPLAY_FILES.result), 'utf8')));
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1125:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _4: () => (/* reexport safe */ _core_opencode_tool_env_js__WEBPACK_IMPORTED_MODULE_1__._4),
/* harmony export */   iY: () => (/* binding */ buildAllowlistedEnv)
/* harmony export */ });
/* unused harmony export UnsafeEnvironmentError */
/* harmony import */ var _core_contracts_run_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);
/* harmony import */ var _core_opencode_tool_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4695);



/**
 * Builds the environment of an OpenCode process from an allowlist, never from
 * the runner's own environment: that one holds INPUT_GITHUB-TOKEN, GITHUB_TOKEN,
 * ACTIONS_RUNTIME_TOKEN and ACTIONS_ID_TOKEN_REQUEST_TOKEN, and a process's
 * /proc/<pid>/environ keeps whatever it started with, so a plugin or a
 * tool that reads it must find nothing worth having.
 *
 * API note: buildAllowlistedEnv(process.env, { runtime: root.env, providerKey: { name, value },
 *   runConfigPath }) -> Record<string, string> to pass as spawn's `env`.
 */
/** Variables an extra may set: the runtime's own dirs and switches. */
const RUNTIME_VARIABLE = /^(HOME|XDG_(CONFIG|DATA|CACHE|STATE)_HOME|TMPDIR|OPENCODE_[A-Z_]+|BUN_JSC_[A-Za-z]+)$/;
class UnsafeEnvironmentError extends Error {
    variable;
    constructor(variable) {
        super(`Refusing to pass ${variable} to an OpenCode process.`);
        this.variable = variable;
        this.name = 'UnsafeEnvironmentError';
    }
}
function buildAllowlistedEnv(source, extras) {
    const env = {};
    for (const name of _core_opencode_tool_env_js__WEBPACK_IMPORTED_MODULE_1__/* .PASSTHROUGH_VARIABLES */ .DS) {
        const value = source[name];
        if (value !== undefined && value !== '')
            env[name] = value;
    }
    env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
    (0,_core_opencode_tool_env_js__WEBPACK_IMPORTED_MODULE_1__/* .withTrackingId */ .z5)(source, env);
    for (const [name, value] of Object.entries(extras.runtime)) {
        // A typo here must not quietly widen the allowlist.
        if (!RUNTIME_VARIABLE.test(name) || _core_opencode_tool_env_js__WEBPACK_IMPORTED_MODULE_1__/* .FORBIDDEN */ .AY.test(name))
            throw new UnsafeEnvironmentError(name);
        env[name] = value;
    }
    if (extras.providerKey) {
        const { name, value } = extras.providerKey;
        if (_core_opencode_tool_env_js__WEBPACK_IMPORTED_MODULE_1__/* .FORBIDDEN */ .AY.test(name) || !/^[A-Z][A-Z0-9_]*$/.test(name))
            throw new UnsafeEnvironmentError(name);
        if (value !== '')
            env[name] = value;
    }
    if (extras.runConfigPath)
        env[_core_contracts_run_config_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_CONFIG_ENV */ .TD] = extras.runConfigPath;
    return bypassLoopback(env);
}
const PROXY = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
/**
 * The runner always reaches loopback directly (@actions/http-client), but OpenCode's runtime
 * sends everything through a proxy its NO_PROXY does not exempt: the warm-up stand-in model, a
 * model gateway on the runner, the reviewer server and spawn_reviewers' calls to it (with the
 * provider key and the reviewer's password in clear text) would go to the proxy, and fail there.
 * So with a proxy set, both spellings of NO_PROXY also name the loopback.
 */
function bypassLoopback(env) {
    if (!PROXY.some((name) => env[name]))
        return env;
    const entries = [env.NO_PROXY, env.no_proxy].flatMap((list) => (list ?? '').split(',')).map((e) => e.trim());
    const merged = [...new Set([...entries.filter((e) => e !== ''), ...LOOPBACK])].join(',');
    return { ...env, NO_PROXY: merged, no_proxy: merged };
}


/***/ }),

/***/ 902:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ publishes),
/* harmony export */   Ds: () => (/* binding */ tokenFilePath),
/* harmony export */   Pp: () => (/* binding */ runConfigBase)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);

/** Comment and blocking runs post to GitHub, so only they hand the plugins a token. */
const publishes = (mode) => mode === 'comment' || mode === 'blocking';
/** The private file that carries the GitHub token to the publishing plugin, which removes it when it reads it. */
const tokenFilePath = (privateDir) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(privateDir, 'github-token');
function runConfigBase(input) {
    const { settings, env, prepared } = input;
    return {
        version: 1,
        runId: input.runId,
        mode: settings.mode,
        repository: env.repository,
        pullNumber: prepared.pr.number,
        headSha: prepared.headSha,
        marker: input.marker,
        apiUrl: env.apiUrl,
        allowlist: prepared.allowlist,
        maxComments: settings.maxComments,
        expectedBotLogin: settings.expectedBotLogin,
        stageDir: prepared.stageDir,
        privateDir: input.privateDir,
        tokenFile: publishes(settings.mode) ? input.tokenFile : undefined,
        tokenBudget: settings.tokenBudget,
        timeoutMs: settings.timeoutMinutes * 60_000,
    };
}


/***/ })

};
