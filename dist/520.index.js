export const id = 520;
export const ids = [520];
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
/* harmony export */   mu: () => (/* binding */ REVIEW_RECORD_VERSION)
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
const REVIEW_RECORD_VERSION = 2;
const reviewRecordSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(REVIEW_RECORD_KIND),
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(REVIEW_RECORD_VERSION),
    repository: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ owner: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), repo: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }),
    pullNumber: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/),
    /** The inputs of the run marker of the run that recorded it. */
    run: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[A-Za-z0-9._-]+$/), marker: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }),
    mode: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['comment', 'silent', 'check-only', 'blocking']),
    routing: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ blockingSeverity: _review_payload_js__WEBPACK_IMPORTED_MODULE_1__/* .severitySchema */ .X5, maxComments: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int() }),
    tool: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['publish_review', 'record_review']),
    payload: _review_payload_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewPayloadSchema */ .O9,
    findings: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_publication_receipts_js__WEBPACK_IMPORTED_MODULE_2__/* .recordedFindingSchema */ .T1),
    /** Every candidate's test verdict (refuted and dropped ones too), when the run had test evidence. */
    testVerdicts: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_test_verdicts_js__WEBPACK_IMPORTED_MODULE_3__/* .testVerdictEntrySchema */ .Lb).optional(),
    exclusions: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_review_index_js__WEBPACK_IMPORTED_MODULE_0__/* .exclusionSchema */ .sJ),
    caps: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_review_index_js__WEBPACK_IMPORTED_MODULE_0__/* .capSchema */ .cR),
    /**
     * What the reviewer team could not do, when it did not complete: a replay publishes the review
     * as incomplete as it was (its notes, the partial-coverage marker) and ends the same way.
     */
    team: _run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .teamAccountSchema */ .ue.optional(),
    score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(5),
    result: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        outcome: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['success', 'degraded', 'skipped', 'failure']),
        failureClass: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
        reviewId: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
    }),
});


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
const testStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['passed', 'failed', 'skipped']);
const testCaseEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Stable, human-readable id: `<test file or suite> > <test name>`. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(600),
    status: testStatusSchema,
    /** The first lines of the failure message and stack (failed only), bounded and redacted. */
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

/***/ 7243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T1: () => (/* binding */ recordedFindingSchema),
/* harmony export */   UR: () => (/* binding */ readRecordReceipt),
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
function readRecordReceipt(dir) {
    return readPrivateJson(dir, _contracts_run_config_js__WEBPACK_IMPORTED_MODULE_4__/* .RECEIPT_FILES */ .j.record, recordReceiptSchema);
}
/** spawn_reviewers' execution receipt (written before it answers the editor): the team's status for publication's notes. */
function readExecutionReceipt(dir) {
    return readPrivateJson(dir, RECEIPT_FILES.execution, executionReceiptSchema);
}


/***/ }),

/***/ 7139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   alreadyPublished: () => (/* binding */ alreadyPublished),
/* harmony export */   checkRecordInstance: () => (/* binding */ checkRecordInstance),
/* harmony export */   checkRecordTarget: () => (/* binding */ checkRecordTarget),
/* harmony export */   loadReviewRecord: () => (/* binding */ loadReviewRecord),
/* harmony export */   recordedAssessments: () => (/* binding */ recordedAssessments)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9687);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1834);
/* harmony import */ var _core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7278);




/**
 * Reading and checking a saved review record for `replay-findings`. The
 * record is data from an earlier run (often an artifact): it is validated by
 * its schema, and it may only be published on the commit it was made for.
 */
async function loadReviewRecord(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', which cannot be read (${code}); pass the findings-file of an earlier run, e.g. downloaded as an artifact.`, 'replay-findings');
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input 'replay-findings' names '${path}', which is not JSON; pass the findings-file of an earlier run.`, 'replay-findings');
    }
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicyError */ .pn(`replay refused: the record was made for ${there}, not ${here}`);
    }
    if (record.headSha !== target.headSha) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicyError */ .pn(`replay refused: the record was made for head ${record.headSha.slice(0, 12)} but the pull request's head is ${target.headSha.slice(0, 12)}; a review is published only on the commit it reviewed (run a new review)`);
    }
}
/**
 * A replay publishes under the recording run's marker. A review that already
 * carries it is that run's post (GitHub applied it before failing) or an
 * earlier replay's: posting again would put the same review up twice.
 */
function alreadyPublished(marker, reviews, expectedLogin) {
    return reviews.find((r) => r.state !== 'PENDING' && (0,_core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_3__/* .sameLogin */ .Up)(r.login, expectedLogin) && (0,_core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_3__/* .carriesMarker */ .GN)(r.body, marker));
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


/***/ })

};
