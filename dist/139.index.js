export const id = 139;
export const ids = [139];
export const modules = {

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
 * The largest record read (the writer keeps to the same bound). The file is an artifact another
 * job wrote, so its size is checked before it is read into memory.
 */
const MAX_RECORD_BYTES = _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_LIMITS */ .xA.bytes;
/**
 * `named`: how the user gave the path, for every refusal: the action's input (the default), or
 * `--record` of `npm run replay`, where "Input 'replay-findings'" would name an input nobody set.
 */
async function loadReviewRecord(path, named = "Input 'replay-findings'") {
    const unreadable = (error) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', which cannot be read (${error.code ?? 'unreadable'}); pass the findings-file of an earlier run, e.g. downloaded as an artifact.`, 'replay-findings');
    const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).then((s) => s.size, (error) => {
        throw unreadable(error);
    });
    if (size > MAX_RECORD_BYTES)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', which is ${size} bytes; a review record is at most ${MAX_RECORD_BYTES} bytes: pass the findings-file of an earlier run as it wrote it.`, 'replay-findings');
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        throw unreadable(error);
    }
    let text;
    try {
        // Strict: the writer's JSON is always UTF-8, and a lenient read would replay a re-encoded record with replacement characters.
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', which is not UTF-8 (it was re-encoded or damaged since it was written); pass the findings-file of an earlier run exactly as it wrote it.`, 'replay-findings');
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', which is not JSON; pass the findings-file of an earlier run.`, 'replay-findings');
    }
    const stated = json !== null && typeof json === 'object' ? json : {};
    if (stated.kind === _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_KIND */ .G5 && stated.version !== _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_VERSION */ .mu)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', a review record of version ${JSON.stringify(stated.version)}; this release reads version ${_core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_VERSION */ .mu}: run the review again with this release, or replay the record with the release that wrote it.`, 'replay-findings');
    if (stated.kind === _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_KIND */ .G5 && !('team' in stated))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', a review record without its \`team\` field; a version-${_core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_VERSION */ .mu} record always says whether the reviewer team completed, ` +
            `and one without it could publish an incomplete review as complete: pass the findings-file exactly as the recording run wrote it, or run the review again.`, 'replay-findings');
    const parsed = _core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewRecordSchema */ .X.safeParse(json);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${named} names '${path}', which is not a Harbourmaster review record of version ${_core_contracts_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_VERSION */ .mu} (${where}): pass the findings-file of an earlier run exactly as it wrote it.`, 'replay-findings');
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


/***/ })

};
