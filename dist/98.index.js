export const id = 98;
export const ids = [98,310];
export const modules = {

/***/ 6580:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cR: () => (/* binding */ capSchema),
/* harmony export */   k1: () => (/* binding */ reviewIndexSchema),
/* harmony export */   sJ: () => (/* binding */ exclusionSchema)
/* harmony export */ });
/* unused harmony exports riskLevelSchema, indexedFileSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

/**
 * review-index.json: the map of the staged review that every agent reads first.
 * Everything in it was decided by the trusted runner; text fields that came
 * from the PR are sanitised before they are written.
 */
const riskLevelSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['high', 'medium', 'low']);
// A line past a cut: its number and lineKey (fingerprint.ts), at most about 256 characters, never the line.
const cutLineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(), key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(300) }).strict();
const indexedFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    previousPath: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
    additions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    risk: riskLevelSchema,
    riskReasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Name of the staged patch inside patches/ (reversible encoding of path). */
    patchFile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    patchBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** GitHub's patch held hidden characters, which the staged patch shows as `\uXXXX` text. */
    hiddenShown: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    /**
     * Per side and line number, where the staged line's `\uXXXX` texts came from (`H` a hidden
     * character, `L` the code's own six characters; escapeOrigins), for lines with a hidden one:
     * finding ids tell a bidi control from its escape written as code (fingerprint.ts).
     */
    hiddenLines: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ RIGHT: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(), LEFT: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional() })
        .strict()
        .optional(),
    /**
     * A patch cut inside a hunk: per side, the first non-blank line GitHub's patch has below the last
     * line kept (number, lineKey as staged), the lower neighbour finding ids hash (fingerprint.ts).
     */
    cutAfter: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        RIGHT: cutLineSchema.optional(),
        LEFT: cutLineSchema.optional(),
        /** Per side, the line a cut inside a line shows only the start of, with the lineKey of GitHub's whole text as staged. */
        shortened: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ RIGHT: cutLineSchema.optional(), LEFT: cutLineSchema.optional() }).strict().optional(),
    })
        .strict()
        .optional(),
    truncated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    specialists: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const exclusionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const capSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cap: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    limit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const reviewIndexSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    pr: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        owner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        author: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        baseRef: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        headRef: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        headSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        baseSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        changedFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    }),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(indexedFileSchema),
    exclusions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(exclusionSchema),
    caps: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(capSchema),
    specialists: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), patches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) })),
});


/***/ }),

/***/ 9687:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ REVIEW_RECORD_KIND),
/* harmony export */   X: () => (/* binding */ reviewRecordSchema),
/* harmony export */   mu: () => (/* binding */ REVIEW_RECORD_VERSION),
/* harmony export */   uT: () => (/* binding */ TEAM_COMPLETE),
/* harmony export */   xA: () => (/* binding */ RECORD_LIMITS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8816);
/* harmony import */ var _review_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6580);
/* harmony import */ var _review_payload_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2778);
/* harmony import */ var _publication_receipts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7243);
/* harmony import */ var _test_verdicts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9944);
/* harmony import */ var _run_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(767);






/**
 * The findings file: a complete, versioned record of a run's review phase.
 * It holds what the editor submitted (validated payload), the findings with
 * their trusted ids and placement, what the run reviewed (head SHA,
 * exclusions, caps), the inputs of its run marker and the routing settings.
 * Publication needs nothing else, so `replay-findings` publishes a saved
 * record without any model call, and the eval harness scores it. Results
 * of the run that wrote it (outcome, review id) are informational: a replay
 * never reads them.
 */
const REVIEW_RECORD_KIND = 'harbourmaster-review-record';
/**
 * 3: `team` is always written (version 2 left it out for a complete team, so a record that lost
 * it replayed as a complete review).
 */
const REVIEW_RECORD_VERSION = 3;
/**
 * Every string and list of a record is bounded when it is read: the file is an artifact another
 * job wrote, and a field without a bound would reach the job summary, the findings file and the
 * review body whole (docs/sinks.md#the-findings-file). The payload keeps its own bounds
 * (docs/review-payload.md); these hold what the runner adds. They are the one source of both sides:
 * the writer cuts to them (with a visible marker, named in telemetry), the loader refuses past them,
 * so every record a run writes is a record a replay reads.
 */
const RECORD_LIMITS = {
    /** Findings and test verdicts: the payload's 200 plus every candidate the team assessed (dropped ones too). */
    findings: 5_000,
    /** One per changed file GitHub lists (it lists at most 3,000). */
    exclusions: 3_000,
    caps: 100,
    teamErrors: 100,
    /** A route or placement reason: routing's sentence, at most a note longer. */
    reason: 4_000,
    /** An agent's error as the team wrote it (a provider's message included). */
    teamError: 16_000,
    path: 4_096,
    /** Names: owner, repository, cap, agent, category, rule, failure class, test verdict id. */
    name: 200,
    /** Exclusion reasons and cap details. */
    detail: 4_000,
    marker: 500,
    /**
     * The whole file, checked before it is read into memory. The bounds above allow more than this
     * together, so the writer also keeps the file under it (src/publication/sinks/record-fit.ts).
     */
    bytes: 64 * 1024 * 1024,
    /** What an informational text (a reason, an error, a detail) keeps when the file would pass `bytes`. */
    brief: 200,
};
const L = RECORD_LIMITS;
const bounded = (max) => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(max);
const reviewRecordSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(REVIEW_RECORD_KIND),
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(REVIEW_RECORD_VERSION),
    repository: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ owner: bounded(L.name), repo: bounded(L.name) }),
    pullNumber: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/),
    /** The inputs of the run marker of the run that recorded it. */
    run: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ id: bounded(L.name).regex(/^[A-Za-z0-9._-]+$/), marker: bounded(L.marker) }),
    mode: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['comment', 'silent', 'check-only', 'blocking']),
    routing: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ blockingSeverity: _review_payload_js__WEBPACK_IMPORTED_MODULE_1__/* .severitySchema */ .X5, maxComments: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int() }),
    tool: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['publish_review', 'record_review']),
    payload: _review_payload_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewPayloadSchema */ .O9,
    findings: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_publication_receipts_js__WEBPACK_IMPORTED_MODULE_2__/* .recordedFindingSchema */ .T1.extend({ route_reason: bounded(L.reason).optional(), reason: bounded(L.reason).optional() })).max(L.findings),
    /** Every candidate's test verdict (refuted and dropped ones too), when the run had test evidence. */
    testVerdicts: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_test_verdicts_js__WEBPACK_IMPORTED_MODULE_3__/* .testVerdictEntrySchema */ .Lb.extend({ id: bounded(L.name), path: bounded(L.path), category: bounded(L.name), title: bounded(L.detail) }))
        .max(L.findings)
        .optional(),
    exclusions: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_review_index_js__WEBPACK_IMPORTED_MODULE_0__/* .exclusionSchema */ .sJ.extend({ path: bounded(L.path), reason: bounded(L.detail), rule: bounded(L.detail) })).max(L.exclusions),
    caps: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_review_index_js__WEBPACK_IMPORTED_MODULE_0__/* .capSchema */ .cR.extend({ cap: bounded(L.name), detail: bounded(L.detail) })).max(L.caps),
    /**
     * Whether the reviewer team completed, and what it could not do when it did not: a replay
     * publishes the review as incomplete as it was (its notes, the partial-coverage marker) and ends
     * the same way. Always written (`status: ok` with no errors for a complete team): a record
     * without it is refused, never read as a complete review.
     */
    team: _run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .teamAccountSchema */ .ue.extend({
        errors: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ agent: bounded(L.name), error: bounded(L.teamError), failureClass: _run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .teamAccountSchema */ .ue.shape.errors.element.shape.failureClass }))
            .max(L.teamErrors),
    }),
    score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(5),
    result: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        outcome: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['success', 'degraded', 'skipped', 'failure']),
        failureClass: bounded(L.name).nullable(),
        reviewId: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
    }),
});
/** The account of a team that completed (or of a run that selected no specialist). */
const TEAM_COMPLETE = { status: 'ok', budgetExceeded: false, errors: [] };


/***/ }),

/***/ 1591:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ testEvidenceSchema),
/* harmony export */   mP: () => (/* binding */ TEST_EVIDENCE_FILE),
/* harmony export */   xF: () => (/* binding */ testCaseEvidenceSchema)
/* harmony export */ });
/* unused harmony exports testStatusSchema, fileEvidenceSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

/**
 * test-evidence.json: what the trusted runner learned from the team's test
 * results (JUnit XML from CI, or the sandboxed test command), mapped to the
 * changed files it is evidence for. It lives in the stage: test names and
 * failure texts come from pull-request code, so they are untrusted, bounded
 * and redacted quoted data. The verdict rules (src/policy/test-verdict.ts)
 * read the statuses; the verifier reads the excerpts.
 */
const TEST_EVIDENCE_FILE = 'test-evidence.json';
/** `flaky`: reported more than once (a runner's retries), failing and passing: neither evidence for nor against a finding. */
const testStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['passed', 'failed', 'skipped', 'flaky']);
const testCaseEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Stable, human-readable id: `<test file or suite> > <test name>`. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(600),
    status: testStatusSchema,
    /** The first lines of the failure message and stack (failed and flaky only), bounded and redacted. */
    excerpt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(2_000).optional(),
    /** The same test also failed on the base commit (test-command-base): a failure that already existed. */
    failsOnBase: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const fileEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The changed file (repository path) the tests are mapped to. */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** How the tests were mapped: `file` attribute, classname, test path... */
    mappedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** Tests that failed and then passed when the runner retried them (absent in evidence written before flaky was counted). */
    flaky: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    /** Failed tests first, then the rest, at most MAX_TESTS_PER_FILE. */
    tests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(testCaseEvidenceSchema),
    /** Tests left out of `tests` to stay within the bound. */
    omitted: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
});
const testEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['results', 'command']),
    /** Run-wide conditions that make every verdict inconclusive (timeout, runner error, budget). */
    unusable: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(fileEvidenceSchema),
    /** Counts over everything parsed, mapped or not. */
    totals: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ reports: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), cases: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), mapped: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), unmapped: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() }),
    /** Bounds reached and unreadable reports, stated so nothing is lost silently. */
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Changed files with test files that `{files}` had no room for (the argument limit) and none that ran. */
    notRun: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});


/***/ }),

/***/ 9944:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jd: () => (/* binding */ TEST_VERDICTS_FILE),
/* harmony export */   Lb: () => (/* binding */ testVerdictEntrySchema),
/* harmony export */   kT: () => (/* binding */ findingTestsSchema),
/* harmony export */   w4: () => (/* binding */ testVerdictsFileSchema)
/* harmony export */ });
/* unused harmony exports TEST_VERDICTS, testVerdictSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _test_evidence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1591);


/**
 * What the test evidence decided for each candidate finding. spawn_reviewers
 * writes test-verdicts.json into the private directory (outside every
 * agent-readable root); publish_review and record_review attach an entry to
 * the finding with the same trusted id, and the runner copies every entry,
 * refuted ones included, into the findings file. Test ids and excerpts came
 * from pull-request code: they are quoted, never followed.
 */
const TEST_VERDICTS_FILE = 'test-verdicts.json';
const TEST_VERDICTS = ['confirmed', 'refuted', 'inconclusive', 'not-applicable'];
const testVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TEST_VERDICTS);
/** The evidence block a finding carries: verdict, why, and the tests behind it (failing ones for a confirmation). */
const findingTestsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    verdict: testVerdictSchema,
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1_000),
    tests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_test_evidence_js__WEBPACK_IMPORTED_MODULE_0__/* .testCaseEvidenceSchema */ .xF).max(20),
});
const testVerdictEntrySchema = findingTestsSchema.extend({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    category: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The verifier's reading of the code before the tests were weighed. */
    verifierVerdict: testVerdictSchema,
    /** The finding's verdict once the tests were weighed; its confidence and route follow from it (src/core/policy/routing.ts). */
    outcome: testVerdictSchema,
});
const testVerdictsFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    entries: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(testVerdictEntrySchema),
});


/***/ }),

/***/ 900:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ creationBody)
/* harmony export */ });
/* harmony import */ var _contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7278);

/** The creation revision's body: the oldest entry, by the expected login, not deleted; the whole history read. */
function creationBody(node, expectedLogin) {
    const history = node.userContentEdits;
    const edits = (history?.nodes ?? []).filter((e) => e !== null);
    if (!node.includesCreatedEdit || !history || edits.length === 0 || edits.length < history.totalCount)
        return undefined;
    const oldest = edits.reduce((a, b) => (Date.parse(b.editedAt) < Date.parse(a.editedAt) ? b : a));
    if (oldest.deletedAt !== null || oldest.diff === null || !(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .isLogin */ .W5)(oldest.editor?.login, expectedLogin))
        return undefined;
    return oldest.diff;
}


/***/ }),

/***/ 8776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ runGraphql)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1834);

/**
 * Runs one GraphQL document. An HTTP 200 answer that carries an `errors`
 * array (partial data, NOT_FOUND, FORBIDDEN...) is a GitHub failure, never an
 * empty result: treating partial data as complete would silently drop threads.
 */
async function runGraphql(port, document, variables) {
    try {
        return await port.graphql(document, variables);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HarbourmasterError */ .oN)
            throw error;
        const errors = graphqlErrorsOf(error);
        if (errors) {
            const summary = errors
                .slice(0, 3)
                .map((e) => `${e.type ?? 'ERROR'}${e.path ? ` at ${e.path.join('.')}` : ''}: ${e.message}`)
                .join('; ');
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_(`GitHub GraphQL ${operationName(document)} answered with ${errors.length} error(s): ${summary}`, undefined, {
                cause: error,
            });
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_(`GitHub GraphQL ${operationName(document)} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, {
            cause: error,
        });
    }
}
/** @octokit/graphql's GraphqlResponseError carries the response's `errors` array; recognised by that shape. */
function graphqlErrorsOf(error) {
    if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors))
        return undefined;
    return error.errors.map((e) => {
        const record = typeof e === 'object' && e !== null ? e : {};
        return {
            message: typeof record.message === 'string' ? record.message : 'unknown error',
            ...(typeof record.type === 'string' ? { type: record.type } : {}),
            ...(Array.isArray(record.path) ? { path: record.path.filter((p) => typeof p === 'string' || typeof p === 'number') } : {}),
        };
    });
}
function operationName(document) {
    return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document)?.[1] ?? 'request';
}


/***/ }),

/***/ 6187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uj: () => (/* binding */ deltaBase),
/* harmony export */   _7: () => (/* binding */ provenReviews)
/* harmony export */ });
/* unused harmony export provenReviewOn */
/* harmony import */ var _contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7278);

/** Every proven Harbourmaster review, in the order given (GitHub lists oldest first). */
function provenReviews(reviews, expectedLogin, instance) {
    const out = [];
    for (const review of reviews) {
        if (review.state === 'PENDING' || !review.commitId)
            continue;
        if (!(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(review.author, expectedLogin))
            continue;
        const marker = (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRunMarkers */ .E$)(review.body).find((m) => m.headSha === review.commitId && (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameInstance */ .YH)(m.instance, instance));
        if (!marker)
            continue;
        const partial = review.body?.includes(_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .PARTIAL_COVERAGE_MARKER */ .cj) === true;
        out.push({ reviewId: review.id, runId: marker.runId, headSha: review.commitId, submittedAt: review.submittedAt, ...(partial ? { partial } : {}) });
    }
    return out;
}
/** The newest proven review on exactly `headSha`, if any. */
function provenReviewOn(reviews, headSha, expectedLogin, instance) {
    return provenReviews(reviews, expectedLogin, instance)
        .filter((r) => r.headSha === headSha)
        .at(-1);
}
/**
 * Where a delta review starts: the newest proven review that covered every
 * changed file. A newer review that left files unreviewed is returned as
 * `incomplete`: what it missed is only reviewed again from the older base.
 */
function deltaBase(reviews, expectedLogin, instance) {
    const proven = provenReviews(reviews, expectedLogin, instance);
    const base = proven.filter((r) => !r.partial).at(-1);
    const last = proven.at(-1);
    return { ...(base ? { base } : {}), ...(last?.partial ? { incomplete: last } : {}) };
}


/***/ }),

/***/ 7243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T1: () => (/* binding */ recordedFindingSchema),
/* harmony export */   UR: () => (/* binding */ readRecordReceipt),
/* harmony export */   l3: () => (/* binding */ readPublicationFailureReceipt),
/* harmony export */   xF: () => (/* binding */ readPublicationReceipt)
/* harmony export */ });
/* unused harmony exports recordReceiptSchema, writePublicationReceipt, markPublicationStarted, publicationStartedBefore, markReviewersStarted, writePublicationFailure, writePublicationSkip, writeRecordReceipt, readExecutionReceipt */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8816);
/* harmony import */ var _contracts_test_verdicts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9944);
/* harmony import */ var _contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2778);
/* harmony import */ var _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(767);
/* harmony import */ var _contracts_fingerprint_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(273);







/**
 * Private receipts, written by the plugins into the private directory (0700,
 * outside every agent-readable root) and read by the runner. The record
 * receipt holds the validated payload with trusted finding ids and placement;
 * both publish_review and record_review write it, so the runner builds its
 * outputs, summary and annotations from one typed source in every mode.
 */
// Publication always writes the assessment (confidence, verdict, route); it is optional here only so
// records saved before routing existed still read (a replay then treats them as not-applicable).
const recordedFindingSchema = _contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_3__/* .findingSchema */ .$f.extend(_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_3__/* .assessmentSchema */ .q4.partial().shape).extend({
    id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(new RegExp(`^${_contracts_fingerprint_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDING_ID_PATTERN */ .xJ}$`)),
    /** `none`: routed to drop, never published. */
    placement: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['inline', 'body', 'none']),
    reason: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    tests: _contracts_test_verdicts_js__WEBPACK_IMPORTED_MODULE_2__/* .findingTestsSchema */ .kT.optional(),
    /** Placed in the body, but GitHub's body limit left it out: only the findings file and the job summary show it. */
    bodyCut: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(true).optional(),
});
const recordReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    tool: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['publish_review', 'record_review']),
    payload: _contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewPayloadSchema */ .O9,
    findings: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(recordedFindingSchema),
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
/**
 * Marks that publication has begun (before its first GitHub request): a run
 * cancelled from here on may have left a review, and says so.
 */
function markPublicationStarted(dir) {
    return markStarted(dir, RECEIPT_FILES.publicationStarted);
}
/** Whether publication had begun before (an earlier attempt of this run, in this or an earlier editor process). */
async function publicationStartedBefore(dir) {
    try {
        await access(join(dir, RECEIPT_FILES.publicationStarted));
        return true;
    }
    catch {
        return false;
    }
}
/** Marks that the specialists have begun (spawn_reviewers), for the same report. */
function markReviewersStarted(dir) {
    return markStarted(dir, RECEIPT_FILES.reviewersStarted);
}
async function markStarted(dir, name) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(join(dir, name), `${new Date().toISOString()}\n`, { mode: 0o600, flag: 'a' });
}
/** A refusal the workflow must fix; the runner reports it with this class instead of "not proven". */
function writePublicationFailure(dir, failure) {
    return writePrivateJson(dir, RECEIPT_FILES.publicationFailure, publicationFailureSchema.parse(failure));
}
/** Another run's review on this head was found before the POST; the runner ends the run skipped. */
function writePublicationSkip(dir, skip) {
    return writePrivateJson(dir, RECEIPT_FILES.publicationSkipped, publicationSkipSchema.parse(skip));
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
    return readPrivateJson(dir, _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .RECEIPT_FILES */ .j.publication, _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .publicationReceiptSchema */ .ik);
}
/** publish_review's account of its last failed POST (publication-failure.json). */
function readPublicationFailureReceipt(dir) {
    return readPrivateJson(dir, _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .RECEIPT_FILES */ .j.publicationFailure, _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .publicationFailureSchema */ .uN);
}
function readRecordReceipt(dir) {
    return readPrivateJson(dir, _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .RECEIPT_FILES */ .j.record, recordReceiptSchema);
}
/** spawn_reviewers' execution receipt (written before it answers the editor): the team's status for publication's notes. */
function readExecutionReceipt(dir) {
    return readPrivateJson(dir, RECEIPT_FILES.execution, executionReceiptSchema);
}


/***/ }),

/***/ 676:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M_: () => (/* binding */ bodyAsPosted),
/* harmony export */   YQ: () => (/* binding */ reviewAsPosted),
/* harmony export */   bv: () => (/* binding */ reviewsAsPosted),
/* harmony export */   lQ: () => (/* binding */ ownReviewWithMarker),
/* harmony export */   rW: () => (/* binding */ provenAsPostedOn)
/* harmony export */ });
/* unused harmony exports REVIEW_ORIGINAL_QUERY, REVIEW_ORIGINALS_QUERY */
/* harmony import */ var _contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7278);
/* harmony import */ var _github_graphql_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8776);
/* harmony import */ var _github_edit_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(900);
/* harmony import */ var _proven_review_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6187);




/**
 * A review's body as the expected login posted it. Anyone with write access may edit a review's
 * body (the pull request's author included), and the expected login (`github-actions[bot]` by
 * default) also posts other workflows' reviews, so an edit can write our run marker into a review
 * we never posted. Harbourmaster never edits its reviews: one that someone else edited is read
 * from its creation revision (edit-history.ts), or not at all when GitHub no longer shows it.
 * The runner's one-review-per-commit gate and publish_review's looks for its own or another
 * run's review (before a post, after a 5xx, a replay's) judge a review by it.
 */
/** What tells who edited a review and what it said when posted; one list for one review or many. */
const REVIEW_EDIT_FIELDS = `
      lastEditedAt
      editor { login }
      includesCreatedEdit
      userContentEdits(first: 100) {
        totalCount
        nodes { editedAt deletedAt diff editor { login } }
      }`;
const REVIEW_ORIGINAL_QUERY = `
query HarbourmasterReviewOriginal($id: ID!) {
  node(id: $id) {
    ... on PullRequestReview {${REVIEW_EDIT_FIELDS}
    }
  }
}`;
/** Who else edited the review (`ghost`: a deleted account), and then what it said when posted (undefined: lost). */
async function reviewAsPosted(graphql, nodeId, expectedLogin) {
    const answer = await (0,_github_graphql_js__WEBPACK_IMPORTED_MODULE_1__/* .runGraphql */ .v)(graphql, REVIEW_ORIGINAL_QUERY, { id: nodeId });
    return asPosted(answer.node, expectedLogin);
}
function asPosted(node, expectedLogin) {
    if (!node?.lastEditedAt)
        return { editedBy: undefined };
    const editor = node.editor?.login ?? 'ghost';
    if ((0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .isLogin */ .W5)(editor, expectedLogin))
        return { editedBy: undefined };
    return { editedBy: editor, original: (0,_github_edit_history_js__WEBPACK_IMPORTED_MODULE_2__/* .creationBody */ .S)(node, expectedLogin) };
}
/** The same fields for many reviews at once (GraphQL's `nodes` takes at most 100 ids). */
const REVIEW_ORIGINALS_QUERY = `
query HarbourmasterReviewOriginals($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on PullRequestReview {
      id${REVIEW_EDIT_FIELDS}
    }
  }
}`;
const NODES_PER_QUERY = 100;
/** `reviewAsPosted` for every node id, one query per 100 (in parallel), by node id. */
async function reviewsAsPosted(graphql, nodeIds, expectedLogin) {
    const chunks = [];
    for (let i = 0; i < nodeIds.length; i += NODES_PER_QUERY)
        chunks.push(nodeIds.slice(i, i + NODES_PER_QUERY));
    const answers = await Promise.all(chunks.map((ids) => (0,_github_graphql_js__WEBPACK_IMPORTED_MODULE_1__/* .runGraphql */ .v)(graphql, REVIEW_ORIGINALS_QUERY, { ids })));
    const out = new Map();
    for (const node of answers.flatMap((a) => a.nodes ?? []))
        if (node?.id)
            out.set(node.id, asPosted(node, expectedLogin));
    return out;
}
/** The body as posted: the listed body while nobody else edited it, else the first revision (undefined: lost). */
async function bodyAsPosted(review, read) {
    if (!review.nodeId)
        return { body: review.body ?? undefined };
    const posted = await read(review.nodeId);
    return posted.editedBy === undefined ? { body: review.body ?? undefined } : { body: posted.original, editedBy: posted.editedBy };
}
/**
 * The newest proven review on exactly `headSha` (proven-review.ts) that stays proven when read as
 * posted and covered every changed file: the one-review-per-commit rule's. A review whose team left
 * files unreviewed (the partial-coverage marker; its run ended `degraded`) does not make the commit
 * reviewed, as it is never a delta base: a re-run is how a team asks for the rest, and a run that
 * read every file posts its review beside it. A review by the expected login on the head whose
 * listed body proves nothing is read too: someone with write access may have deleted our run marker
 * from it, and a re-run must not post a second review of the commit beside it. One history read per
 * such review or proven-looking one, newest first; none on a head without a review by the expected login.
 */
async function provenAsPostedOn(reviews, headSha, expectedLogin, instance, read) {
    let edited;
    const provesOn = (review, body) => (0,_proven_review_js__WEBPACK_IMPORTED_MODULE_3__/* .provenReviews */ ._7)([{ ...review, body }], expectedLogin, instance).find((r) => r.headSha === headSha && r.partial !== true);
    const onHead = reviews.filter((r) => r.state !== 'PENDING' && r.commitId === headSha && (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(r.author, expectedLogin));
    for (const review of [...onHead].reverse()) {
        const listed = provesOn(review, review.body);
        // A listed body without our marker is read only when GitHub can show its history.
        if (!listed && !review.nodeId)
            continue;
        const posted = await bodyAsPosted(review, read);
        const also = edited ? { edited } : {};
        if (posted.editedBy === undefined) {
            if (listed)
                return { proven: listed, ...also };
            continue;
        }
        const still = provesOn(review, posted.body);
        if (still)
            return { proven: still, provenEditedBy: posted.editedBy, ...also };
        if (listed)
            edited ??= { review: review.id, by: posted.editedBy };
    }
    return edited ? { edited } : {};
}
/**
 * The review by the expected login that carries `marker` as posted: this run's stored publication
 * (before a post, after a 5xx) or the recorded review a replay must not post twice. One history
 * read per review whose listed body carries the marker; none when no review does. `sentBody`, when
 * given, must also hold for the body as posted (a body this run sent, where another job of the
 * same workflow run shares the marker's text).
 */
async function ownReviewWithMarker(reviews, marker, expectedLogin, read, sentBody) {
    for (const review of reviews) {
        if (review.state === 'PENDING' || !(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(review.login, expectedLogin) || !(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesMarker */ .GN)(review.body, marker))
            continue;
        const posted = await bodyAsPosted(review, read);
        if (posted.body !== undefined && (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesMarker */ .GN)(posted.body, marker) && (!sentBody || sentBody(posted.body)))
            return review;
    }
    return undefined;
}


/***/ })

};
