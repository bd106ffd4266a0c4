export const id = 520;
export const ids = [520];
export const modules = {

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
/* harmony import */ var _core_publication_review_original_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(676);





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
