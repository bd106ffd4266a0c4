export const id = 7;
export const ids = [7];
export const modules = {

/***/ 5815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ boundedMap)
/* harmony export */ });
/**
 * Maps items with at most `limit` calls in flight, keeping input order in the
 * result. Used for page fetches: enough parallelism to hide latency, few
 * enough concurrent requests to stay clear of GitHub's secondary limits.
 */
async function boundedMap(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
    return results;
}


/***/ }),

/***/ 4920:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ THREAD_COMMENT_PAGES),
/* harmony export */   d3: () => (/* binding */ THREAD_COMMENTS_QUERY),
/* harmony export */   yN: () => (/* binding */ loadReviewThreads)
/* harmony export */ });
/* unused harmony exports REVIEW_THREADS_QUERY, REVIEW_THREADS_PAGE_QUERY */
/* harmony import */ var _core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8776);
/* harmony import */ var _bounded_map_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5815);


/**
 * Review threads come only from GraphQL (REST has no isResolved/isOutdated); the first query
 * also asks whom the token acts as.
 * Threads are paged 100 at a time; a thread with more than 100 comments gets
 * follow-up queries through node(id) so no reply is silently lost.
 */
// `fullDatabaseId`, not `databaseId`: review comment ids passed 2^31 in 2025, and the 32-bit
// Int `databaseId` (deprecated for that reason) answers such a comment with an error and no id,
// which fails the whole query (runGraphql treats partial data as a failure).
const COMMENT_FIELDS = `
  id
  fullDatabaseId
  author { __typename login }
  body
  createdAt
  replyTo { fullDatabaseId }
  lastEditedAt
  editor { __typename login }
`;
const THREAD_FIELDS = `
  id
  isResolved
  isOutdated
  path
  line
  originalLine
  diffSide
  subjectType
  viewerCanResolve
  viewerCanReply
  resolvedBy { login }
  comments(first: 100) {
    pageInfo { hasNextPage endCursor }
    nodes { ${COMMENT_FIELDS} }
  }
`;
/**
 * The first 100 threads and, when asked, the last 100 in one query: a PR with up to 200 threads
 * is read in one round trip, and a larger one needs only the pages between the two (cursors are
 * opaque, so those follow one another). `before` bounds the pages between so they never re-read
 * the tail.
 */
const REVIEW_THREADS_QUERY = `
query HarbourmasterReviewThreads($owner: String!, $repo: String!, $number: Int!, $tail: Boolean!) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      head: reviewThreads(first: 100) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { ${THREAD_FIELDS} }
      }
      tail: reviewThreads(last: 100) @include(if: $tail) {
        pageInfo { hasPreviousPage startCursor }
        nodes { ${THREAD_FIELDS} }
      }
    }
  }
}`;
const REVIEW_THREADS_PAGE_QUERY = `
query HarbourmasterReviewThreadsPage($owner: String!, $repo: String!, $number: Int!, $after: String!, $before: String, $first: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: $first, after: $after, before: $before) {
        pageInfo { hasNextPage endCursor }
        nodes { ${THREAD_FIELDS} }
      }
    }
  }
}`;
const THREAD_COMMENTS_QUERY = `
query HarbourmasterThreadComments($id: ID!, $after: String) {
  node(id: $id) {
    ... on PullRequestReviewThread {
      comments(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${COMMENT_FIELDS} }
      }
    }
  }
}`;
/** Most pages followed per connection; 100 pages of 100 is far beyond any real PR. */
const MAX_PAGES = 100;
/**
 * Pages of 100 comments read of one thread: the first, with the thread, and MAX_PAGES more. A thread
 * longer than that is cut (`commentsCut`); the lifecycle's look before a reply reads as far (lifecycle.ts).
 */
const THREAD_COMMENT_PAGES = MAX_PAGES + 1;
async function loadReviewThreads(graphql, ref, options = {}) {
    let queries = 1;
    const maxPages = options.maxPages ?? MAX_PAGES;
    const caps = [];
    const vars = { owner: ref.owner, repo: ref.repo, number: ref.number };
    const answer = await (0,_core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__/* .runGraphql */ .v)(graphql, REVIEW_THREADS_QUERY, {
        ...vars,
        tail: options.reviewComments === undefined || options.reviewComments > 100,
    });
    const pull = answer.repository?.pullRequest;
    const nodes = [];
    const seen = new Set();
    const keep = (list) => {
        // A thread added or removed between two queries shifts the pages; never count one twice.
        for (const node of list ?? []) {
            if (!node || seen.has(node.id))
                continue;
            seen.add(node.id);
            nodes.push(node);
        }
    };
    if (pull) {
        keep(pull.head.nodes);
        const tail = pull.tail;
        const tailNodes = (tail?.nodes ?? []).filter((n) => n !== null && !seen.has(n.id));
        // Threads between the first and the last 100, in pages of 100 bounded by the tail's start.
        let missing = pull.head.totalCount - nodes.length - tailNodes.length;
        let info = pull.head.pageInfo;
        const before = tail?.pageInfo.hasPreviousPage ? tail.pageInfo.startCursor : null;
        let page = 0;
        for (; page < maxPages && info.hasNextPage && info.endCursor && (tail === undefined || (missing > 0 && before)); page++) {
            queries++;
            const more = await (0,_core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__/* .runGraphql */ .v)(graphql, REVIEW_THREADS_PAGE_QUERY, {
                ...vars,
                after: info.endCursor,
                before,
                first: tail === undefined ? 100 : Math.min(100, missing),
            });
            const connection = more.repository?.pullRequest?.reviewThreads;
            if (!connection || (connection.nodes ?? []).length === 0)
                break;
            const count = nodes.length;
            keep(connection.nodes);
            missing -= nodes.length - count;
            info = connection.pageInfo;
        }
        keep(tailNodes);
        // Stopped by the cap with threads still unread: the ledger cannot know them, and the review says so.
        if (page === maxPages && info.hasNextPage && (tail === undefined || missing > 0))
            caps.push(threadsCap(nodes.length, pull.head.totalCount));
    }
    const threads = await (0,_bounded_map_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedMap */ .a)(nodes, 4, async (node) => {
        const comments = (node.comments.nodes ?? []).filter((c) => c !== null);
        let info = node.comments.pageInfo;
        let page = 0;
        for (; info.hasNextPage && info.endCursor && page < maxPages; page++) {
            queries++;
            const more = await (0,_core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__/* .runGraphql */ .v)(graphql, THREAD_COMMENTS_QUERY, { id: node.id, after: info.endCursor });
            const connection = more.node?.comments;
            // The thread is gone since the first query (deleted): there is nothing more of it to read.
            if (!connection)
                break;
            for (const c of connection.nodes ?? [])
                if (c)
                    comments.push(c);
            info = connection.pageInfo;
        }
        const thread = toThread(node, comments);
        if (page < maxPages || !info.hasNextPage)
            return thread;
        // Its newest comments were not read: the ledger must not take the last one read for the last word (ledger.ts).
        caps.push({
            cap: 'thread-comments',
            limit: comments.length,
            detail: `only the first ${comments.length} comments of the review thread on ${thread.path} were read (${maxPages + 1} pages); Harbourmaster leaves that thread as it is`,
        });
        return { ...thread, commentsCut: true };
    });
    return { threads, queries, viewerLogin: answer.viewer?.login, caps };
}
function threadsCap(read, total) {
    return {
        cap: 'review-threads',
        limit: read,
        detail: `${read} of ${total} review threads were read (the page cap); Harbourmaster's findings on the others are not tracked on this push`,
    };
}
function toThread(node, comments) {
    return {
        id: node.id,
        isResolved: node.isResolved,
        isOutdated: node.isOutdated,
        path: node.path,
        line: node.line ?? undefined,
        originalLine: node.originalLine ?? undefined,
        side: node.diffSide,
        subject: node.subjectType === 'FILE' ? 'file' : 'line',
        resolvedBy: node.resolvedBy?.login,
        // A token that may reply but not resolve is the one lifecycle.ts answers without resolving; a read-only
        // token (may do neither) says nothing of what the run that answered could do.
        ...(!node.isResolved && node.viewerCanResolve === false && node.viewerCanReply === true ? { unresolvable: true } : {}),
        comments: comments.map(toComment),
    };
}
function toComment(c) {
    return {
        id: c.id,
        databaseId: restId(c.fullDatabaseId) ?? 0,
        author: restLogin(c.author),
        body: c.body,
        createdAt: c.createdAt,
        replyToId: restId(c.replyTo?.fullDatabaseId),
        // Who can change what a comment says matters (comment-edits.ts): a deleted editor is `ghost`.
        ...(c.lastEditedAt ? { editedBy: restLogin(c.editor) } : {}),
    };
}
/** A BigInt id as the number REST uses (ids stay far below 2^53). */
function restId(value) {
    if (value === null || value === undefined)
        return undefined;
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/**
 * GraphQL names a GitHub App by its bare slug (`github-actions`) while REST
 * and the expected-bot-login input use `github-actions[bot]`; one spelling
 * everywhere keeps marker ownership checks exact.
 */
function restLogin(author) {
    if (!author)
        return 'ghost';
    return author.__typename === 'Bot' && !author.login.endsWith('[bot]') ? `${author.login}[bot]` : author.login;
}


/***/ }),

/***/ 9595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ severityOfComment),
/* harmony export */   k: () => (/* binding */ SEVERITY_BADGE)
/* harmony export */ });
/**
 * The severity badge that opens every finding Harbourmaster posts (publish_review renders it),
 * and its reading back from an inline comment Harbourmaster wrote: a gating run counts the
 * earlier findings still open on the pull request by it. The badge comes first, before any
 * model text, so a title cannot pose as another severity.
 */
const SEVERITY_BADGE = {
    critical: '🛑 Critical',
    high: '🔴 High',
    medium: '🟠 Medium',
    low: '🟡 Low',
    info: '🔵 Info',
};
/** The severity of an inline finding comment (`**🔴 High** · category · …`); undefined for any other text. */
function severityOfComment(body) {
    for (const [severity, badge] of Object.entries(SEVERITY_BADGE)) {
        if (body.startsWith(`**${badge}** · `))
            return severity;
    }
    return undefined;
}


/***/ }),

/***/ 8007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  concludeRun: () => (/* binding */ concludeRun)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/test-verdicts.js
var test_verdicts = __webpack_require__(9944);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/review-payload.js
var review_payload = __webpack_require__(2778);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/redact.js + 1 modules
var telemetry_redact = __webpack_require__(5635);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/receipts.js
var receipts = __webpack_require__(7243);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/edited-findings.js
var edited_findings = __webpack_require__(6254);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/severity-badge.js
var severity_badge = __webpack_require__(9595);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js
var code_span = __webpack_require__(1053);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/ledger-plan.js


function planLedger(entries, answers) {
    const byId = new Map((answers ?? []).map((a) => [a.id, a]));
    const actions = [];
    let carried = 0;
    const standing = [];
    const stays = (entry) => {
        // A thread someone resolved is theirs to close; one the PR's author resolved still stands.
        if (entry.resolved && !entry.resolvedByAuthor)
            return;
        carried++;
        standing.push(entry);
    };
    let suppressed = 0;
    let unanswered = 0;
    const act = (entry, status, note, resolve, rule) => {
        // A thread a developer reopened after we resolved it stays open: their call, not ours.
        const mayResolve = resolve && !entry.resolved && !entry.reopened;
        actions.push({ entry, status, note, reply: !entry.replied.includes(status), resolve: mayResolve, ...(rule ? { rule } : {}) });
    };
    for (const entry of entries) {
        const answer = byId.get(entry.findingId);
        switch (entry.action) {
            case 'suppressed':
                suppressed++;
                break;
            case 'carry':
                stays(entry);
                break;
            case 'close':
                if (entry.fixedIn !== undefined) {
                    act(entry, 'fixed', `the review of ${entry.fixedIn.slice(0, 7)} found the problem gone; that run did not get to answer this thread.`, true);
                    break;
                }
                act(entry, 'no-longer-applies', entry.unchangedFromBase
                    ? 'the pull request no longer changes the file.'
                    : entry.currentPath === undefined
                        ? 'the file was deleted.'
                        : entry.leftOutBy !== undefined
                            ? `the file was renamed to ${(0,code_span/* codeSpan */.S)(entry.currentPath)}, which this review leaves out (${entry.leftOutBy}): the finding is not checked there and gets no new thread.`
                            : `the file was renamed to ${(0,code_span/* codeSpan */.S)(entry.currentPath)}, where a finding would be a new thread.`, true);
                break;
            case 'reverify':
                if (answer?.verdict === 'fixed')
                    act(entry, 'fixed', answer.reason || 'the anchored code changed and the problem is gone.', true);
                else {
                    if (!answer)
                        unanswered++;
                    stays(entry);
                }
                break;
            case 'dispute':
                if (!answer) {
                    unanswered++;
                    stays(entry);
                }
                else if (answer.verdict === 'upheld') {
                    // Counted once, as suppressed: its thread stays open with our reply, but it no longer stands.
                    suppressed++;
                    act(entry, 'wont-fix', answer.reason || 'the objection holds.', false, answer.rule?.trim() || defaultRule(entry, answer.reason));
                }
                else if (answer.verdict === 'fixed' && entry.anchorChanged) {
                    act(entry, 'fixed', answer.reason || 'the code changed and the problem is gone.', true);
                }
                else {
                    stays(entry);
                    act(entry, 'still-present', answer.reason || 'the problem is still in the code.', false);
                }
                break;
        }
    }
    return { actions, carried, standing, suppressed, unanswered };
}
/** The title our root comment showed after its badge (`**🔴 High** · security · **title**`), mention breaks removed. */
function titleOf(rootBody) {
    const first = rootBody.split('\n', 1)[0] ?? '';
    if ((0,severity_badge/* severityOfComment */.E)(first) === undefined)
        return undefined;
    const title = /^\*\*[^*]+\*\* · [^·]+ · \*\*(.+)\*\*\s*$/.exec(first)?.[1];
    return title?.replace(/\u200b/g, '').trim() || undefined;
}
/** A rule line for the review rules file when the verifier gave none: it names the finding, as REVIEW.md is read without the thread. */
function defaultRule(entry, reason) {
    const why = reason.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
    const title = titleOf(entry.rootBody);
    const kind = entry.category ? `${entry.category} findings` : 'findings';
    const what = title ? `${kind} like "${title.replace(/"/g, "'")}"` : entry.category ? `${kind} of this kind` : 'findings like this one';
    return `- In ${(0,code_span/* codeSpan */.S)(entry.path)}, do not report ${what}${why ? `: ${why}` : ''}.`;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/annotation-plan.js

/**
 * GitHub shows at most 10 error and 10 warning annotations of one step and
 * drops the rest without a word (actions/toolkit's problem-matchers
 * documentation). One of each kind is left for the run's own: setFailed
 * writes an error (a check-only run failing on its findings), a degraded run
 * a warning; a warning more is kept for each tool-cache entry the run refused
 * (run/cache-rejections.ts writes those after the findings'). When a kind has more findings than its slots, the most severe
 * (then most confident) are annotated and the last slot says how many are
 * not; the job summary's limits and a `sink cap` line say it too.
 */
const ANNOTATIONS_PER_KIND = 10;
const SLOTS = ANNOTATIONS_PER_KIND - 1;
const ANNOTATION_CAP = 'annotations-per-step';
const RANK = { critical: 0, high: 1, medium: 2, low: 3, info: 4 };
const rankOf = (c) => RANK['own' in c ? c.own.severity : earlierSeverity(c.earlier)];
// An earlier finding was posted and not re-checked: it comes after the run's own of its severity.
const confidenceOf = (c) => ('own' in c ? (c.own.confidence_after ?? 0) : -1);
function fit(candidates, slots) {
    const split = (list, leftOut) => ({
        shown: list.flatMap((c) => ('own' in c ? [c.own] : [])),
        earlier: list.flatMap((c) => ('earlier' in c ? [c.earlier] : [])),
        leftOut,
    });
    if (candidates.length <= slots)
        return split(candidates, 0);
    const ordered = candidates
        .map((c, i) => ({ c, i }))
        .sort((a, b) => rankOf(a.c) - rankOf(b.c) || confidenceOf(b.c) - confidenceOf(a.c) || a.i - b.i)
        .map(({ c }) => c);
    // The last slot carries the count of the rest.
    return split(ordered.slice(0, slots - 1), candidates.length - (slots - 1));
}
/** A comment someone else edited beyond recovery has no severity we trust: it gates at any blocking-severity, as the most severe. */
function earlierSeverity(entry) {
    return entry.severity ?? 'critical';
}
/**
 * The earlier findings still open that gate a run (the ledger plan's standing threads and the
 * body-only findings carried unread, as counted in blocking-findings), each once and none the run
 * reported itself.
 */
function gatingEarlier(openEarlier, blockingSeverity, own) {
    const seen = new Set(own.map((f) => f.id));
    return (openEarlier ?? []).filter((e) => {
        if (seen.has(e.findingId) || !(e.severity ? (0,review_payload/* atOrAbove */.kU)(e.severity, blockingSeverity) : e.originalLost))
            return false;
        seen.add(e.findingId);
        return true;
    });
}
/**
 * Routed findings only: dropped ones are never annotated, only counted; `earlier` (gatingEarlier)
 * share the error slots. `reservedWarnings`: the
 * warning annotations the run writes after the findings' besides its own (one per tool-cache
 * entry provisioning refused); the count of the rest always keeps its slot.
 */
function planAnnotations(all, blockingSeverity, reservedWarnings = 0, earlier = []) {
    const routed = all.filter((f) => f.route !== 'drop');
    return {
        errors: fit([...routed.filter((f) => (0,review_payload/* atOrAbove */.kU)(f.severity, blockingSeverity)).map((own) => ({ own })), ...earlier.map((e) => ({ earlier: e }))], SLOTS),
        warnings: fit(routed.filter((f) => !(0,review_payload/* atOrAbove */.kU)(f.severity, blockingSeverity)).map((own) => ({ own })), Math.max(1, SLOTS - reservedWarnings)),
    };
}
const plural = (n) => `${n} finding${n === 1 ? '' : 's'}`;
/** The annotation in a kind's last slot. */
function leftOutMessage(kind, leftOut, blockingSeverity) {
    const which = kind === 'errors' ? `at or above ${blockingSeverity}` : `below ${blockingSeverity}`;
    return `${leftOut} more finding${leftOut === 1 ? '' : 's'} ${which} ${leftOut === 1 ? 'is' : 'are'} not annotated: GitHub shows at most ${ANNOTATIONS_PER_KIND} ${kind === 'errors' ? 'error' : 'warning'} annotations per step. The job summary lists every finding.`;
}
/** The cap for the job summary's "Limits reached", when a kind did not fit. */
function annotationCap(plan, blockingSeverity) {
    const { errors, warnings } = plan;
    if (errors.leftOut === 0 && warnings.leftOut === 0)
        return undefined;
    const parts = [
        errors.leftOut > 0 ? `${plural(errors.leftOut)} at or above ${blockingSeverity}` : undefined,
        warnings.leftOut > 0 ? (errors.leftOut > 0 ? `${warnings.leftOut} below it` : `${plural(warnings.leftOut)} below ${blockingSeverity}`) : undefined,
    ].filter((p) => p !== undefined);
    return {
        cap: ANNOTATION_CAP,
        limit: ANNOTATIONS_PER_KIND,
        detail: `${parts.join(' and ')} ${errors.leftOut + warnings.leftOut === 1 ? 'is' : 'are'} not annotated: GitHub shows ${ANNOTATIONS_PER_KIND} error and ${ANNOTATIONS_PER_KIND} warning annotations per step (one of each kept for the run's own message); the most severe are annotated, and the findings are all listed here`,
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/outcome.js
const publishes = (mode) => mode === 'comment' || mode === 'blocking';
/** Failures a comment run survives as `degraded`: runtime start-up (no model or no OpenCode), the budget, an incomplete team. */
function degradable(failure) {
    if (failure.phase === 'budget' || failure.phase === 'team')
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
    const inBody = facts.standingInBody
        ? `, ${facts.standingInBody} of those listed only in an earlier review's body, on a file this push did not review again`
        : '';
    const standing = facts.standingBlocking ? ` (${facts.standingBlocking} of them still open from an earlier push${inBody})` : '';
    const blocking = `${facts.blockingFindings} finding${facts.blockingFindings === 1 ? '' : 's'} at or above ${facts.blockingSeverity}${standing}`;
    if (facts.skippedReason !== undefined && !failure) {
        // A blocking run's job status is its verdict: skipped on a review already on GitHub (a replay
        // whose record landed before), that review's findings still fail it, or a re-run turns a red check green.
        if (mode === 'blocking' && facts.blockingFindings > 0)
            return { outcome: 'failure', failureClass: undefined, exitFailed: true, message: `${blocking}: ${facts.skippedReason}` };
        return { outcome: 'skipped', failureClass: undefined, exitFailed: false, message: `skipped: ${facts.skippedReason}` };
    }
    if (facts.strictRuntime && facts.modelCalls === 0) {
        const why = failure ? ` (${failure.error.failureClass}: ${failure.error.message})` : '';
        return fail(failure?.error.failureClass ?? 'model', `strict-runtime: no model call was observed${why}`);
    }
    if (failure) {
        const { error } = failure;
        if (mode === 'blocking')
            return fail(error.failureClass, `blocking mode fails closed: ${error.message}`);
        if (mode === 'comment' && !degradable(failure))
            return fail(error.failureClass, error.message);
        // Findings recorded before the fault still gate a check-only run.
        if (mode === 'check-only' && facts.blockingFindings > 0)
            return fail(error.failureClass, `${blocking}; then ${error.message}`);
        // A fault before record_review (OpenCode down, the model failing, the editor crashing) leaves the findings
        // as unknown as an editor that never calls it: a green gate would let every pull request through an outage.
        if (mode === 'check-only' && facts.recorded === false)
            return fail(error.failureClass, `${error.message}; no review was recorded, so its findings are unknown and the check cannot pass`);
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
    return {
        outcome: 'success',
        failureClass: undefined,
        exitFailed: false,
        message: mode === 'check-only' || mode === 'blocking' ? `no ${blocking}` : 'review complete',
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/report.js
var publication_report = __webpack_require__(4368);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/score.js
/**
 * The review's score, 0 to 5 (the CodeHawk idea: a penalty matrix mapped to
 * stars), computed by trusted code from the severities of the findings a run
 * routed to the reader. It sits beside the structured pass/fail of blocking
 * and check-only and never changes it. The matrix is documented in
 * docs/sinks.md; change both together.
 */
const SCORE_MAX = 5;
const SEVERITY_PENALTY = {
    critical: 3,
    high: 1.5,
    medium: 0.5,
    low: 0.25,
    info: 0,
};
/** Penalties add up; the score never drops below 0 and is given to two decimals. */
function reviewScore(findings) {
    const penalty = findings.reduce((sum, f) => sum + SEVERITY_PENALTY[f.severity], 0);
    return Math.round(Math.max(0, SCORE_MAX - penalty) * 100) / 100;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/cut.js
var cut = __webpack_require__(729);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/diff/new-position.js
/**
 * Where a line of the file before a change (a removed line, side LEFT) sits in the file after it:
 * the new line at the same point of its hunk (the line after the removal), or, outside every hunk,
 * the old line shifted by the hunks above it. Without a patch the old number is all there is.
 * The eval's matcher and the SARIF file (a removed line's result needs a line of the head) read it.
 */
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function newPositionOf(patch, oldLine) {
    if (!patch)
        return oldLine;
    let shift = 0;
    let oldAt = 0;
    let newAt = 0;
    let inHunk = false;
    for (const text of patch.split('\n')) {
        const header = HUNK.exec(text);
        if (header) {
            const [oldStart, oldCount, newStart, newCount] = [Number(header[1]), Number(header[2] ?? 1), Number(header[3]), Number(header[4] ?? 1)];
            if (oldLine < oldStart)
                return oldLine + shift;
            oldAt = oldStart;
            newAt = newStart;
            shift = newStart + newCount - (oldStart + oldCount);
            inHunk = true;
            continue;
        }
        if (!inHunk || text.startsWith('\\'))
            continue;
        const marker = text.charAt(0);
        if (marker === '+')
            newAt++;
        else if (marker === '-' || marker === ' ' || text === '') {
            if (oldAt === oldLine)
                return newAt;
            oldAt++;
            if (marker !== '-')
                newAt++;
        }
    }
    return oldLine + shift;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/locate.js

/**
 * Where a finding may be placed in the SARIF file and an annotation. A finding the editor kept in
 * the review body because its path is no reviewable file carries whatever path the model wrote:
 * `../x` or `/etc/passwd` would name a file outside the repository (a SARIF URI above %SRCROOT%),
 * and a path the pull request does not list, or a file it deletes, names nothing on the head.
 * Such a finding is placed nowhere: the sinks still report it, by its path as text.
 */
function placeable(path, files) {
    const segments = path.split('/');
    // Repository paths as GitHub lists them: relative, '/'-separated, no empty, '.' or '..' segment.
    if (segments.some((s) => s === '' || s === '.' || s === '..'))
        return false;
    // A backslash is an ordinary character of a git path (`a\b.ts` is one file on Linux), but a
    // separator to Windows tools reading `..\x`: placed only when the pull request lists that very file.
    if (!files)
        return !path.includes('\\');
    const file = files.get(path);
    return file !== undefined && !file.removed;
}
/**
 * The head line a removed line (side LEFT) is shown at: the line after the removal
 * (new-position.ts). Code scanning requires a line of every result (region.startLine).
 */
function headLineOf(files, path, oldLine) {
    return Math.max(1, newPositionOf(files?.get(path)?.patch, oldLine));
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/run-annotation.js
var run_annotation = __webpack_require__(1951);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/policy/routing.js
var routing = __webpack_require__(7018);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/policy/route-note.js

/**
 * What a reader of a finding should know about the numbers that routed it,
 * as sentences its route reason carries: the trusted parser read the
 * specialist's confidence as a percentage or replaced it by the default, or
 * left out its suggestion (plugins/lib/reviewers/findings.ts), or the verifier gave it no verdict
 * (plugins/lib/reviewers/verifier.ts), so the finding stands on the
 * specialist's word alone. Publication reads them back from the route
 * reason, which travels through assessments.json and saved records, so an
 * inline comment and a body entry say them as an escalated entry does. One
 * file writes and reads the sentences.
 */
const CONFIDENCE_LEAD = "the specialist's confidence";
const SUGGESTION_LEAD = "the specialist's suggested change";
const UNVERIFIED_LEAD = 'not verified';
const RANGE_LEAD = "the specialist's range";
/**
 * `written` is the value as the model wrote it: only digits and a point reach here (the parser's pattern).
 * `scale`: the answer's largest confidence was above 10 (percent) or above 1 and at most 10 (tenths).
 */
function scaleNote(written, read, scale) {
    const how = scale === 'percent' ? 'as a percentage' : 'on a ten-point scale';
    return `${CONFIDENCE_LEAD} was written as ${written}, read ${how} (${read})`;
}
/** The written value is model text: not quoted, only said to be unreadable. */
const DEFAULTED_NOTE = (/* unused pure expression or super */ null && (`${CONFIDENCE_LEAD} could not be read (not a number from 0 to 1, out of 10 or a percentage up to 100), so the default ${DEFAULT_CONFIDENCE} was used`));
/**
 * The parser kept a finding without its suggestion, which was over the schema's bound (replacement
 * code is never cut): the reader should know a fix was offered and not shown, not only telemetry.
 */
function suggestionLeftOutNote(max) {
    return `${SUGGESTION_LEAD} was left out: it was over ${max.toLocaleString('en-US')} characters`;
}
/**
 * The parser kept a finding at its line without the range the specialist gave (it started in another
 * hunk or outside the diff, so GitHub cannot take it as one comment), and without its suggestion,
 * written for the whole range: accepted on the one line, it would replace that line with all of it.
 * `shown`: the lines the finding is shown on, when a range was narrowed (narrow-range.ts).
 */
function suggestionRangeNote(start, line, shown = [line, line]) {
    const where = shown[0] === shown[1] ? `at line ${shown[1]} alone` : `on lines ${shown[0]}-${shown[1]}`;
    return `${SUGGESTION_LEAD} was left out: it replaced lines ${start}-${line}, which are not one range of the diff, and the finding is shown ${where}`;
}
/** `why`: trusted code's reason the candidate has no verdict (a failed verifier, no verdict for it). */
function unverifiedNote(why) {
    const note = why.startsWith(UNVERIFIED_LEAD) ? why : `${UNVERIFIED_LEAD}: ${why}`;
    // The route reason's parts are joined by "; ": one inside a note would cut it when read back.
    return note.replaceAll('; ', ', ');
}
/** The notes a route reason carries (its parts are joined by "; "), joined again, or undefined. */
function routeNotesIn(routeReason) {
    const notes = routeReason
        .split('; ')
        .filter((part) => part.startsWith(CONFIDENCE_LEAD) || part.startsWith(SUGGESTION_LEAD) || part.startsWith(UNVERIFIED_LEAD) || part.startsWith(RANGE_LEAD));
    return notes.length > 0 ? notes.join('; ') : undefined;
}
/**
 * The parser narrowed a range that ran past the end of its hunk to its first line, or to its first
 * changed line when it started above the hunk (src/core/diff/narrow-range.ts), or kept a range not
 * in one hunk at its own line: the reader should know the finding named more lines.
 */
function rangeNarrowedNote(from, to, how = 'start') {
    const shown = to[0] === to[1] ? `line ${to[1]}` : `lines ${to[0]}-${to[1]}`;
    if (how === 'own-line')
        return `${RANGE_LEAD} was lines ${from[0]}-${from[1]}, which GitHub cannot take as one comment (not all in one hunk of the diff), so the finding is shown on ${shown}, where it ends`;
    const where = how === 'start' ? 'where it starts in the diff' : how === 'first-change' ? 'its first changed line' : 'its first line in the diff';
    return `${RANGE_LEAD} was lines ${from[0]}-${from[1]}, which run past the diff, so the finding is shown on ${shown}, ${where}`;
}
/**
 * A route reason (or a reason that is one) without the note naming a narrowed range: for a finding
 * whose comment names the range on its own line (publication narrowed the editor's range again), said once.
 */
function withoutRangeNote(reason) {
    return reason
        .split('; ')
        .filter((part) => !part.startsWith(RANGE_LEAD))
        .join('; ');
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/annotations.js






function properties(f, files) {
    const title = (0,cut/* truncateUnits */.u)(`${f.severity}: ${f.title}`, 200);
    // A path that is no file of the pull request (`../x`, a deleted file) is named in the message, never as the annotation's file.
    if (!placeable(f.path, files))
        return { title };
    // A LEFT-side line numbers the old file; on the new file it would point at the wrong code.
    const lines = (f.side ?? 'RIGHT') === 'RIGHT' ? { startLine: f.start_line ?? f.line, endLine: f.line } : {};
    return { title, file: f.path, ...lines };
}
/**
 * The Actions runner keeps the first 4,096 characters of an annotation's message and drops the rest
 * without a word (actions/runner, ExecutionContext.AddIssue), while a body may hold 8,000: the cut
 * would take the closing finding id with it. A margin is left for what redaction puts in.
 */
const MESSAGE_BUDGET = run_annotation/* ANNOTATION_MESSAGE_LIMIT */.MN - 96;
function fittedBody(body, tail) {
    if (body.length + tail.length <= MESSAGE_BUDGET)
        return body;
    const note = (kept) => ` … [cut: ${body.length - kept} of ${body.length} characters; the job summary has the whole finding]`;
    const kept = (0,cut/* truncateUnits */.u)(body, MESSAGE_BUDGET - tail.length - note(0).length - 6);
    return `${kept}${note(kept.length)}`;
}
function message(f, files) {
    // What an inline comment says under its body (src/core/policy/route-note.ts): not verified, or a confidence the parser changed.
    const note = f.route_reason ? routeNotesIn(f.route_reason) : undefined;
    const routed = f.route
        ? `, ${f.route === 'escalate' ? 'needs a human look' : 'inline'}, confidence ${f.confidence_after ?? '—'}${note ? `; ${note}` : ''}`
        : '';
    const where = placeable(f.path, files) ? '' : `, at ${(0,cut/* truncateUnits */.u)(f.path, 200)}:${f.line}, which is no file of the pull request`;
    const tail = `\n\n(${f.category}, ${f.id}${routed}${where})`;
    return `${fittedBody(f.body, tail)}${tail}`;
}
/** Our root comment's first line (`**🔴 High** · security · **title**`) gives the title; a comment without one is named so. */
function earlierTitle(entry) {
    const first = (entry.rootBody.split('\n')[0] ?? '').replace(/\*\*/g, '').trim();
    const parts = first.split(' · ');
    return (parts.length >= 3 ? parts.slice(2).join(' · ') : first) || 'an earlier Harbourmaster finding';
}
function earlierProperties(entry, files) {
    const title = (0,cut/* truncateUnits */.u)(`${entry.severity ?? 'blocking'}: ${earlierTitle(entry)}`, 200);
    const path = entry.currentPath ?? entry.path;
    if (!placeable(path, files))
        return { title };
    // A LEFT line numbers the old file, and an outdated thread has no line on the head: the file alone.
    const lines = entry.side === 'RIGHT' && entry.line !== undefined ? { startLine: entry.startLine ?? entry.line, endLine: entry.line } : {};
    return { title, file: path, ...lines };
}
function earlierMessage(entry, blockingSeverity) {
    const where = entry.listedSince !== undefined
        ? `listed in the body of the review of ${entry.listedSince.slice(0, 7)}, on a file this push did not review again${entry.leftOutBy !== undefined ? ` (${(0,cut/* truncateUnits */.u)(entry.leftOutBy, 300)}; its line may have moved)` : ''}`
        : entry.originalLost
            ? "its comment was edited by someone else and GitHub no longer shows what Harbourmaster posted, so it counts at any blocking-severity until someone other than the pull request's author resolves its thread"
            : 'open on its review thread';
    return `An earlier finding still open from an earlier push (${where}): not reported again on this one, it fails this check at or above ${blockingSeverity}.\n\n(${entry.category ?? 'unknown category'}, ${entry.findingId})`;
}
/**
 * check-only: one annotation per routed finding (dropped ones are only counted) on its file and
 * line; blocking severities as errors, and so each earlier finding still open that fails the check
 * (`earlier`, gatingEarlier): the check's only display of findings on the diff. Within GitHub's per-step limit (annotation-plan.ts): a kind
 * that does not fit ends with one annotation counting the findings left out. Returns how many
 * findings were annotated.
 */
function annotate(port, all, blockingSeverity, reservedWarnings = 0, files, earlier = []) {
    const plan = planAnnotations(all, blockingSeverity, reservedWarnings, earlier);
    for (const f of plan.errors.shown)
        port.error(message(f, files), properties(f, files));
    for (const e of plan.errors.earlier)
        port.error(earlierMessage(e, blockingSeverity), earlierProperties(e, files));
    if (plan.errors.leftOut > 0)
        port.error(leftOutMessage('errors', plan.errors.leftOut, blockingSeverity), { title: 'Harbourmaster: findings not annotated' });
    for (const f of plan.warnings.shown)
        port.warning(message(f, files), properties(f, files));
    if (plan.warnings.leftOut > 0)
        port.warning(leftOutMessage('warnings', plan.warnings.leftOut, blockingSeverity), { title: 'Harbourmaster: findings not annotated' });
    return plan.errors.shown.length + plan.errors.earlier.length + plan.warnings.shown.length;
}
const annotationsSink = {
    id: 'annotations',
    kind: 'report',
    async emit(report, context) {
        if (report.mode === 'check-only') {
            const earlier = gatingEarlier(report.record?.openEarlier, report.blockingSeverity, report.findings);
            annotate(context.annotations, report.findings, report.blockingSeverity, report.reservedWarnings, report.record?.files, earlier);
        }
        return undefined;
    },
};

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/review-record.js
var review_record = __webpack_require__(9687);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/record-fit.js


/**
 * Fits a review record to the bounds a replay reads (RECORD_LIMITS, the loader's own), so the
 * findings file a run writes is never one the replay refuses. The payload is what a replay
 * publishes and keeps its own bounds: it is never cut. What the runner adds is: a text past its
 * bound keeps its start and ends with a marker saying how much was cut, a list past its cap keeps
 * its first entries. When the file would still pass RECORD_LIMITS.bytes, the informational texts
 * (reasons, errors, details, test ids, the paths of exclusions and test verdicts) are cut to
 * RECORD_LIMITS.brief and test excerpts left out; a record
 * still over that is not written. Every cut is returned for telemetry and the sink warning.
 */
const L = review_record/* RECORD_LIMITS */.xA;
const marker = (removed, total) => ` … [cut: ${removed} of ${total} characters]`;
/** `text` cut to at most `max` UTF-16 units (zod's and the loader's measure), never inside a surrogate pair. */
function cutText(text, max) {
    if (text.length <= max)
        return text;
    let keep = Math.max(0, max - marker(text.length, text.length).length);
    const high = text.charCodeAt(keep - 1);
    if (keep > 0 && high >= 0xd800 && high <= 0xdbff)
        keep -= 1;
    return `${text.slice(0, keep)}${marker(text.length - keep, text.length)}`;
}
class Cutter {
    cuts = new Map();
    add(field, n) {
        this.cuts.set(field, (this.cuts.get(field) ?? 0) + n);
    }
    text(field, value, max) {
        const out = cutText(value, max);
        if (out !== value)
            this.add(field, 1);
        return out;
    }
    optional(field, value, max) {
        return value === undefined ? undefined : this.text(field, value, max);
    }
    /** An optional text left out whole (a test excerpt when the file is over its byte bound). */
    drop(field) {
        this.add(field, 1);
    }
    list(field, items, max) {
        if (items.length > max)
            this.add(field, items.length - max);
        return items.slice(0, max);
    }
}
function fitFields(record, c, b, excerpts) {
    const tests = (field, t) => ({
        ...t,
        reason: c.text(`${field}.reason`, t.reason, b.testText),
        tests: t.tests.map(({ excerpt, ...rest }) => {
            const test = { ...rest, id: c.text(`${field}.tests.id`, rest.id, b.testText) };
            if (excerpt === undefined)
                return test;
            if (excerpts)
                return { ...test, excerpt };
            c.drop(`${field}.tests.excerpt`);
            return test;
        }),
    });
    const team = record.team;
    return {
        ...record,
        findings: c.list('findings', record.findings, L.findings).map((f) => {
            const out = {
                ...f,
                route_reason: c.optional('findings.route_reason', f.route_reason, b.reason),
                reason: c.optional('findings.reason', f.reason, b.reason),
            };
            if (out.route_reason === undefined)
                delete out.route_reason;
            if (out.reason === undefined)
                delete out.reason;
            return f.tests ? { ...out, tests: tests('findings.tests', f.tests) } : out;
        }),
        ...(record.testVerdicts
            ? {
                testVerdicts: c.list('testVerdicts', record.testVerdicts, L.findings).map((v) => ({
                    ...tests('testVerdicts', v),
                    id: c.text('testVerdicts.id', v.id, L.name),
                    path: c.text('testVerdicts.path', v.path, b.path),
                    category: c.text('testVerdicts.category', v.category, L.name),
                    title: c.text('testVerdicts.title', v.title, b.detail),
                })),
            }
            : {}),
        exclusions: c.list('exclusions', record.exclusions, L.exclusions).map((e) => ({
            path: c.text('exclusions.path', e.path, b.path),
            reason: c.text('exclusions.reason', e.reason, b.detail),
            rule: c.text('exclusions.rule', e.rule, b.detail),
        })),
        caps: c.list('caps', record.caps, L.caps).map((x) => ({ ...x, cap: c.text('caps.cap', x.cap, L.name), detail: c.text('caps.detail', x.detail, b.detail) })),
        ...(team
            ? {
                team: {
                    ...team,
                    errors: c.list('team.errors', team.errors, L.teamErrors).map((e) => ({
                        ...e,
                        agent: c.text('team.errors.agent', e.agent, L.name),
                        error: c.text('team.errors.error', e.error, b.teamError),
                    })),
                },
            }
            : {}),
    };
}
/** The UTF-8 size of the record as compact JSON, element by element: a record far over the bound is never built as one string. */
function compactBytes(record) {
    let total = 2;
    for (const value of Object.values(record)) {
        if (Array.isArray(value))
            for (const item of value)
                total += Buffer.byteLength(JSON.stringify(item)) + 1;
        else
            total += Buffer.byteLength(JSON.stringify(value) ?? '');
        total += 64;
    }
    return total;
}
function record_fit_fitReviewRecord(record) {
    let c = new Cutter();
    let fitted = fitFields(record, c, { reason: L.reason, detail: L.detail, teamError: L.teamError, testText: Number.MAX_SAFE_INTEGER, path: L.path }, true);
    let shortened = false;
    if (compactBytes(fitted) > L.bytes) {
        shortened = true;
        // From the record as given, with bounds no larger than the first pass's: each text is counted once.
        c = new Cutter();
        fitted = fitFields(record, c, { reason: L.brief, detail: L.brief, teamError: L.brief, testText: L.brief, path: L.brief }, false);
    }
    const bytes = compactBytes(fitted);
    if (bytes > L.bytes)
        throw new errors/* PolicyError */.pn(`the review record would be about ${bytes} bytes, over the ${L.bytes} bytes a replay reads (RECORD_LIMITS.bytes), even with its informational texts cut and its test excerpts left out; ` +
            `the findings file was not written, so this review cannot be replayed: run the review again with fewer changed files in one pull request`);
    const pretty = `${JSON.stringify(fitted, null, 2)}\n`;
    // Indentation is the only difference: a record near the bound is written compact rather than refused.
    const text = Buffer.byteLength(pretty) <= L.bytes ? pretty : `${JSON.stringify(fitted)}\n`;
    return { record: fitted, text, cuts: c.cuts, shortened };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/findings-file.js




/**
 * The findings file: the complete, versioned record of the review phase
 * (contracts/review-record.ts). It is written whenever the editor's
 * submission was validated, also when publication then failed, so a botched
 * post can be replayed (`replay-findings`) without paying for the review again.
 */
function reviewRecordOf(report) {
    return fittedRecordOf(report)?.record;
}
/** The record fitted to the bounds a replay reads (record-fit.ts), validated by the loader's schema. */
function fittedRecordOf(report) {
    const run = report.record;
    if (!run?.recorded)
        return undefined;
    const fitted = record_fit_fitReviewRecord({
        kind: review_record/* REVIEW_RECORD_KIND */.G5,
        version: review_record/* REVIEW_RECORD_VERSION */.mu,
        repository: { owner: run.owner, repo: run.repo },
        pullNumber: run.pullNumber,
        headSha: run.headSha,
        run: { id: run.runId, marker: run.marker },
        mode: run.mode,
        routing: { blockingSeverity: run.blockingSeverity, maxComments: run.maxComments },
        tool: run.recorded.tool,
        payload: run.recorded.payload,
        findings: [...run.findings],
        ...(run.testVerdicts ? { testVerdicts: [...run.testVerdicts] } : {}),
        exclusions: [...run.exclusions],
        caps: [...run.caps],
        team: run.team ?? { ...review_record/* TEAM_COMPLETE */.uT, errors: [] },
        score: run.score,
        result: { outcome: report.decision.outcome, failureClass: report.decision.failureClass ?? null, reviewId: report.reviewId ?? null },
    });
    // The loader's own schema: what does not pass it is never written as a record a replay would refuse.
    review_record/* reviewRecordSchema */.X.parse(fitted.record);
    return fitted;
}
async function writeReviewRecord(path, record) {
    return writeRecordText(path, fitReviewRecord(record).text);
}
async function writeRecordText(path, text) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.writeFile)(path, text, { mode: 0o644 });
    return path;
}
/** Nothing is cut silently: the log names each field and count, the job summary's sink warnings say it too. */
function reportCuts(report, context, fitted) {
    if (fitted.cuts.size === 0)
        return;
    const fields = [...fitted.cuts].map(([field, n]) => `${field}:${n}`).join(',');
    context.logger.event('sink', 'record-cut', { fields, shortened: fitted.shortened, bytes: Buffer.byteLength(fitted.text) });
    const named = [...fitted.cuts].map(([field, n]) => `${field} (${n})`).join(', ');
    report.sinkWarnings.push({
        sink: 'findings-file',
        failureClass: 'policy',
        message: `the findings file was cut to the bounds a replay reads (RECORD_LIMITS): ${named}; a cut text ends with "[cut: … characters]", a list keeps its first entries` +
            (fitted.shortened
                ? `, and reasons, errors, details, test ids and the paths of exclusions and test verdicts were cut to ${review_record/* RECORD_LIMITS */.xA.brief} characters and test excerpts left out to stay under ${review_record/* RECORD_LIMITS */.xA.bytes} bytes`
                : ''),
    });
}
const findingsFileSink = {
    id: 'findings-file',
    kind: 'report',
    async emit(report, context) {
        if (!report.record?.recorded || !context.paths.findingsFile)
            return undefined;
        const fitted = fittedRecordOf(report);
        if (!fitted)
            return undefined;
        const file = await writeRecordText(context.paths.findingsFile, fitted.text);
        reportCuts(report, context, fitted);
        return { file };
    },
};

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/sanitise-outgoing.js
var sanitise_outgoing = __webpack_require__(7334);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/failure.js
var github_failure = __webpack_require__(2835);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/threads.js
var threads = __webpack_require__(4920);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/markers.js
var markers = __webpack_require__(7278);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/graphql.js
var github_graphql = __webpack_require__(8776);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/lifecycle.js








function newLifecycleTrack(stopped) {
    return { stopped, planned: 0, started: 0, replied: [], inFlight: new Set() };
}
/** Waits before each look for a reply after a failed POST (tests shorten them). */
const DEFAULT_LOOK_DELAYS_MS = [1000, 2000];
/** The longest retry-after a reply waits for, as the client's rate-limit bound; a longer one ends it with a warning. */
const MAX_RETRY_AFTER_MS = 60_000;
/**
 * A reply POST answered with a 5xx or no answer at all (a reset connection), which GitHub may have
 * stored before failing, not found by the looks after it: not sent again, since GitHub may list it
 * later (a second POST would then answer the thread twice). The next push reads the thread afresh
 * and plans the reply again if it is missing.
 */
class ReplyMayBeStored extends errors/* GitHubError */.y_ {
    constructor(status) {
        super(`GitHub answered the reply ${status === undefined ? 'with no answer' : `with HTTP ${status}`} and may have stored it before failing; ` +
            'it is not listed yet, so it is not sent again (the next push sends it if it is missing)', status);
        this.name = 'ReplyMayBeStored';
    }
}
const STATUS_TEXT = {
    fixed: 'Fixed',
    'still-present': 'Still present',
    'no-longer-applies': 'No longer applies',
    'wont-fix': "Won't fix",
};
function renderReply(action, runId, redact = telemetry_redact/* redactSecrets */.fp) {
    const lines = [`**Harbourmaster:** ${STATUS_TEXT[action.status]} — ${(0,sanitise_outgoing/* sanitiseInline */.Es)(redact(action.note))}`];
    if (action.status === 'wont-fix') {
        // Shown in a code block, where GitHub links no mention and runs no keyword: the line is shown as
        // it is, for a team to paste (no zero-width breaks), and a fence longer than any backtick run
        // keeps a fence inside it. Only markers and secrets are neutralised; it stays one line.
        const rule = (0,sanitise_outgoing/* neutraliseMarkers */.GT)(redact(action.rule ?? '')
            .replace(/\s*[\r\n]+\s*/g, ' ')
            .trim());
        const fence = (0,sanitise_outgoing/* fenceFor */.Lt)(rule);
        lines.push('', 'Marked `wont-fix`: this finding will not be raised again on this pull request. To stop findings like it elsewhere, a line like this could go in the repository review rules file (`REVIEW.md`):', '', `${fence}text`, rule, fence);
    }
    lines.push('', (0,markers/* makeDispositionMarker */.st)(action.entry.findingId, action.status, runId));
    return lines.join('\n');
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
/**
 * A comment that says what we posted: by the expected login and edited by nobody else. Anyone
 * with write access may edit our comment, and Harbourmaster never edits its own, so an edited
 * one carries that person's markers; the ledger reads its original (comment-edits.ts).
 */
function ownWords(c, expectedLogin) {
    return (0,markers/* isLogin */.W5)(c.author?.login, expectedLogin) && (!c.lastEditedAt || (0,markers/* isLogin */.W5)(c.editor?.login, expectedLogin));
}
/**
 * Whether a comment of the thread satisfies `test`; 'cut' when the thread is longer than the pages
 * read. Our replies are a thread's newest comments, so a cut look could not see one: the write it
 * decides is not sent (again), and the caller names the cap rather than counting it as answered.
 * The ledger carries such a thread without a reply anyway (ledger.ts, `commentsCut`).
 */
async function threadHas(graphql, threadId, test, pages = threads/* THREAD_COMMENT_PAGES */.CM) {
    let after = null;
    for (let page = 0; page < pages; page++) {
        const answer = await (0,github_graphql/* runGraphql */.v)(graphql, threads/* THREAD_COMMENTS_QUERY */.d3, { id: threadId, after });
        const connection = answer.node?.comments;
        if (!connection)
            return false;
        if ((connection.nodes ?? []).some((c) => c !== null && test(c)))
            return true;
        if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor)
            return false;
        after = connection.pageInfo.endCursor;
    }
    return 'cut';
}
/**
 * Whether a comment of ours on the thread already carries `marker` (our reply landed despite the
 * error). Only our own words count: anyone who can comment may paste the marker (the run id is
 * public), and a copy counted as ours would leave the thread without its reply.
 */
function threadCarries(graphql, threadId, marker, expectedLogin, pages) {
    return threadHas(graphql, threadId, (c) => ownWords(c, expectedLogin) && (0,markers/* carriesMarker */.GN)(c.body, marker), pages);
}
/**
 * Whether we (any run) already gave this finding this status on the thread. An edited reply of
 * ours is not counted: the plan already read its original and left out the statuses it gave.
 */
function repliedSince(graphql, options, action) {
    return threadHas(graphql, action.entry.threadId, (c) => ownWords(c, options.expectedLogin) && (0,markers/* parseDispositionMarkers */.eT)(c.body).some((d) => d.findingId === action.entry.findingId && d.status === action.status), options.threadPages);
}
async function replyOnce(rest, graphql, options, action) {
    const body = renderReply(action, options.runId, options.redact);
    const marker = (0,markers/* makeDispositionMarker */.st)(action.entry.findingId, action.status, options.runId);
    for (let attempt = 1;; attempt++) {
        try {
            await (options.writes?.rest ?? rest).request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
                owner: options.owner,
                repo: options.repo,
                pull_number: options.pullNumber,
                comment_id: action.entry.rootCommentId,
                body,
                // No blind retry of a write GitHub may have applied: we look for our marker instead.
                request: { retries: 0 },
            });
            return 'posted';
        }
        catch (error) {
            const failure = (0,github_failure/* httpFailure */.tG)(error);
            // No answer at all (a reset connection) may follow a stored reply, like a 5xx.
            const { transient, retryAfterMs } = failure === undefined ? { transient: true, retryAfterMs: undefined } : (0,github_failure/* transientDelay */.sn)(failure);
            if (!transient)
                throw error;
            if (attempt < 2)
                options.logger?.event('lifecycle', 'reply-retry', { finding: action.entry.findingId, status: failure?.status, retry_after_ms: retryAfterMs });
            // Also after the last attempt: a reply GitHub stored is this run's, not a failure to report.
            const looked = Date.now();
            const stored = await storedAfterFault(graphql, options, action.entry.threadId, marker);
            // A thread grown past the pages read: the reply may be there unseen, so it is neither claimed nor sent again.
            if (stored === 'cut')
                return 'cut';
            if (stored)
                return 'found';
            // Only a rate limit (GitHub refused before applying it) is sent again: a 5xx or a lost answer may hide a stored reply.
            if (failure === undefined || failure.status >= 500)
                throw new ReplyMayBeStored(failure?.status);
            if (attempt >= 2 || (retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS)
                throw error;
            // A rate limit names when GitHub takes writes again: sent sooner, the reply is refused again and lost.
            const left = (retryAfterMs ?? 0) - (Date.now() - looked);
            if (left > 0)
                await (options.sleep ?? external_node_timers_promises_.setTimeout)(left);
            // Not sent again once the run is cancelled: the next run reads the thread and sends it if it is missing.
            if (options.track?.stopped())
                return 'cancelled';
        }
    }
}
/**
 * GitHub lists a stored comment with a delay (eventual consistency), so one
 * look right after the fault can miss it and the retry would post it twice:
 * the thread is read again after each wait before the reply is sent again.
 */
async function storedAfterFault(graphql, options, threadId, marker) {
    for (const delay of options.retryBackoffMs ?? DEFAULT_LOOK_DELAYS_MS) {
        if (delay > 0)
            await (options.sleep ?? external_node_timers_promises_.setTimeout)(delay);
        const found = await threadCarries(graphql, threadId, marker, options.expectedLogin, options.threadPages);
        if (found)
            return found;
    }
    return false;
}
async function applyLifecycle(rest, graphql, options) {
    const result = { replied: [], recovered: [], alreadyReplied: [], threadCut: [], resolved: [], notSent: [], warnings: [] };
    const track = options.track ?? newLifecycleTrack(() => false);
    track.planned = options.plan.actions.filter((a) => a.reply).length;
    const cancelled = (id) => {
        if (!track.stopped())
            return false;
        if (!result.notSent.includes(id))
            result.notSent.push(id);
        return true;
    };
    const warn = (findingId, what, error) => {
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        result.warnings.push(`${findingId}: ${what} failed (${failure.message})`);
        options.logger?.event('lifecycle', 'warning', { finding: findingId, what, class: failure.failureClass });
    };
    // The ledger's cap (threads.ts), reached by a look before a reply or before sending one again.
    const cut = (findingId, before) => {
        result.threadCut.push(findingId);
        const pages = options.threadPages ?? threads/* THREAD_COMMENT_PAGES */.CM;
        options.logger?.event('lifecycle', 'cap', { cap: 'thread-comments', finding: findingId, limit: pages * 100, pages, before });
    };
    await bounded(options.plan.actions, options.concurrency ?? 4, async (action) => {
        const id = action.entry.findingId;
        if (cancelled(id))
            return;
        // Resolved before the reply: an open thread carrying our "Fixed" then always means a developer reopened it,
        // and a run cut off between the two leaves the thread resolved, not open with an answer that reads as reopened.
        if (action.resolve && !(await resolve(action)))
            return;
        if (!action.reply) {
            result.alreadyReplied.push(id);
            return;
        }
        if (cancelled(id))
            return;
        let counted = false;
        const start = () => {
            counted = true;
            track.started++;
        };
        try {
            // Another run's reply since the plan was read: not given twice.
            const since = await repliedSince(graphql, options, action);
            if (since === 'cut') {
                start();
                cut(id, 'reply');
            }
            else if (since) {
                start();
                result.alreadyReplied.push(id);
            }
            else if (cancelled(id))
                return;
            else {
                start();
                track.inFlight.add(id);
                const outcome = await replyOnce(rest, graphql, options, action).finally(() => track.inFlight.delete(id));
                if (outcome === 'cancelled') {
                    result.notSent.push(id);
                    return;
                }
                if (outcome === 'cut') {
                    cut(id, 'retry');
                    return;
                }
                result.replied.push(id);
                track.replied.push(id);
                if (outcome === 'found')
                    result.recovered.push(id);
            }
        }
        catch (error) {
            if (!counted)
                start();
            warn(id, 'reply', error);
        }
    });
    /**
     * Resolves the thread (idempotent: a resolved one is left alone). False when the reply must not
     * follow: the resolution failed (the thread stays open without our answer, so the next push plans
     * both again). A thread we may not resolve still gets its reply, as before resolutions came first.
     */
    async function resolve(action) {
        const { findingId: id, threadId } = action.entry;
        const resolvable = () => graphql.graphql(RESOLVABLE, { id: threadId });
        let sent = false;
        try {
            const answer = await resolvable();
            if (!answer.node?.viewerCanResolve || answer.node.isResolved)
                return true;
            if (cancelled(id))
                return false;
            sent = true;
            await (options.writes?.graphql ?? graphql).graphql(RESOLVE, { id: threadId });
            result.resolved.push(id);
            return true;
        }
        catch (error) {
            // GitHub may have resolved the thread before failing: read it once more before reporting a failure.
            const resolved = sent &&
                (await resolvable().then((answer) => answer.node?.isResolved === true, () => false));
            if (resolved)
                result.resolved.push(id);
            else
                warn(id, 'resolve', error);
            return resolved;
        }
    }
    options.logger?.event('lifecycle', 'done', {
        replied: result.replied.length,
        recovered: result.recovered.length,
        already_replied: result.alreadyReplied.length,
        thread_cut: result.threadCut.length,
        resolved: result.resolved.length,
        not_sent: result.notSent.length,
        warnings: result.warnings.length,
    });
    return result;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/verify.js + 1 modules
var verify = __webpack_require__(5069);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/github-review.js


/**
 * The GitHub review: publish_review (inside OpenCode, or the replay path)
 * posted it; this sink proves it (a new review by the expected identity on
 * the exact head SHA with this run's marker, matching the receipt) and then
 * applies the findings ledger's plan to earlier threads (replies, resolutions). Its failure decides the outcome.
 */
const githubReviewSink = {
    id: 'github-review',
    kind: 'proof',
    applies: (record) => record.mode === 'comment' || record.mode === 'blocking',
    async emit(record, context) {
        if (!context.snapshot)
            throw new Error('no review snapshot was taken before the runtime started');
        const target = { owner: record.owner, repo: record.repo, pullNumber: record.pullNumber };
        // GraphQL reads only for a review someone else edited (verify.ts).
        const port = { request: context.rest.request, graphql: context.graphql.graphql };
        const verified = await (0,verify.verifyPublication)(port, {
            ...target,
            snapshot: context.snapshot,
            marker: record.marker,
            runId: record.runId,
            headSha: record.headSha,
            expectedLogin: context.expectedLogin,
            privateDir: context.privateDir,
            delaysMs: context.verifyDelaysMs,
            logger: context.logger,
        });
        const plan = context.ledgerPlan;
        const lifecycle = plan && plan.actions.length > 0
            ? await applyLifecycle(context.rest, context.graphql, {
                ...target,
                runId: record.runId,
                expectedLogin: context.expectedLogin,
                plan,
                logger: context.logger,
                writes: context.writes,
                track: context.lifecycleTrack,
                ...(context.redact ? { redact: context.redact } : {}),
            })
            : undefined;
        return { reviewId: verified.reviewId, waitedMs: verified.waitedMs, lifecycle, label: verified.label, labelRefusal: verified.labelRefusal };
    },
};

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary.js + 4 modules
var summary = __webpack_require__(7481);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/job-summary.js

/** The job summary: in silent and check-only modes, all a user gets. */
const jobSummarySink = {
    id: 'job-summary',
    kind: 'report',
    showsResult: true,
    async emit(report, context) {
        await context.summary.append((0,summary/* renderJobSummary */.qE)(report));
        return undefined;
    },
};

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/fingerprint.js
var fingerprint = __webpack_require__(273);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/sarif-file.js







/**
 * A SARIF 2.1.0 log of the run's findings, for code scanning
 * (github/codeql-action/upload-sarif). One rule per category
 * (`harbourmaster/<category>`), levels from severities, locations on the
 * head commit's paths, and a partial fingerprint per finding so code
 * scanning tracks a finding across pushes instead of opening a new alert.
 * A test validates the output against the official SARIF 2.1.0 schema.
 */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/harbourmaster/harbourmaster';
const FINGERPRINT_KEY = 'harbourmasterFinding/v1';
/**
 * Code scanning matches a result to an existing alert by `primaryLocationLineHash`, and upload-sarif
 * computes it from the checked-out file at the result's startLine only when a result brings none
 * (docs.github.com, SARIF support: "if this data is missing"; a provided value is kept, with a
 * warning in upload-sarif's log). A value computed from the code would change whenever the code
 * around an open finding does, or its thread goes outdated, or it is carried from a review body:
 * code scanning would close the alert and open another for the same finding, losing its history
 * and dismissal. So every result carries the finding's own fingerprint there.
 */
function fingerprints(id) {
    return { [FINGERPRINT_KEY]: id, primaryLocationLineHash: id };
}
/**
 * The one place that chooses a finding's fingerprint for code scanning:
 * the trusted finding id (fingerprint.ts: path, side, category and the
 * anchored content with its neighbours, so a line shift keeps it), the id
 * the finding's review thread carries too.
 */
function findingFingerprint(finding) {
    return finding.id;
}
function sarifLevel(severity) {
    if (severity === 'critical' || severity === 'high')
        return 'error';
    return severity === 'medium' ? 'warning' : 'note';
}
const ruleId = (category) => `harbourmaster/${category}`;
const ruleName = (category) => category
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
/** The rule of an open earlier finding whose comment names no known category (an older comment, or one someone else edited). */
const EARLIER_RULE_ID = 'harbourmaster/earlier-finding';
// Code scanning requires help.text of every rule (docs.github.com, SARIF support, reportingDescriptor) and shows it beside each alert.
const HELP_TEXT = "Each alert's message says what is wrong, why it matters and how to fix it. The finding's evidence, the verifier's verdict and any discussion are in the job summary, the findings file and, in comment and blocking modes, the pull request review.";
function rules() {
    const own = review_payload/* categorySchema */.uR.options.map((category) => ({
        id: ruleId(category),
        name: ruleName(category),
        shortDescription: { text: `Harbourmaster ${category} finding` },
        fullDescription: { text: `A ${category} problem that a Harbourmaster specialist reported and its verifier checked against the changed code.` },
        help: { text: HELP_TEXT },
        helpUri: `${INFORMATION_URI}/blob/main/docs/sinks.md#sarif-file`,
        properties: { tags: ['harbourmaster', category] },
    }));
    const earlier = {
        id: EARLIER_RULE_ID,
        name: 'EarlierFinding',
        shortDescription: { text: 'Harbourmaster finding still open from an earlier push' },
        fullDescription: { text: 'An earlier Harbourmaster finding whose review thread is still open; its comment names no category this version knows.' },
        help: { text: `${HELP_TEXT} This one was posted by an earlier push and its review thread is still open.` },
        helpUri: `${INFORMATION_URI}/blob/main/docs/sinks.md#sarif-file`,
        properties: { tags: ['harbourmaster'] },
    };
    return [...own, earlier];
}
// Half a surrogate pair has no UTF-8 form: encodeURIComponent throws on it, and one such path would cost the whole file.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Path segments percent-encoded so any file name is a valid relative URI reference. */
const uriOf = (path) => path.replace(LONE_SURROGATE, '\uFFFD').split('/').map(encodeURIComponent).join('/');
function result(finding, ruleIndex, files) {
    const right = (finding.side ?? 'RIGHT') === 'RIGHT';
    const left = right ? '' : `(on line ${finding.line} of the file before the change, removed by it; shown at the line after the removal)`;
    const text = [finding.title, finding.body, left].filter(Boolean).join('\n\n');
    return {
        ruleId: ruleId(finding.category),
        ruleIndex,
        level: sarifLevel(finding.severity),
        message: { text },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: uriOf(finding.path), uriBaseId: '%SRCROOT%' },
                    // Code scanning requires region.startLine; a LEFT line numbers the base file, so it is shown where the removal was.
                    region: right
                        ? { startLine: finding.start_line ?? finding.line, endLine: finding.line }
                        : { startLine: headLineOf(files, finding.path, finding.line) },
                },
            },
        ],
        partialFingerprints: fingerprints(findingFingerprint(finding)),
        properties: { severity: finding.severity, category: finding.category, findingId: finding.id, placement: finding.placement },
    };
}
/** The first line of our root comment (`**🔴 High** · security · **title**`) as plain text. */
function sarif_file_earlierTitle(entry) {
    return (0,cut/* clipUnits */.U)((entry.rootBody.split('\n')[0] ?? '').replace(/\*\*/g, '').trim(), 1000) || 'An earlier Harbourmaster finding';
}
/**
 * An earlier finding still open on its thread, under the fingerprint its first upload carried:
 * code scanning closes as fixed an alert the next analysis of the ref lacks.
 */
function earlierResult(entry, categories, record) {
    const known = entry.category !== undefined && categories.includes(entry.category);
    const ruleIndex = known ? categories.indexOf(entry.category) : categories.length;
    // GitHub keeps a thread's line on the head until the thread is outdated; a LEFT line numbers the base file.
    const line = entry.side === 'RIGHT' ? entry.line : undefined;
    const path = entry.currentPath ?? entry.path;
    // Code scanning requires a line: a removed line's is the line after the removal, an outdated thread's the file's first.
    const shownAt = line ?? (entry.side === 'LEFT' && entry.line !== undefined ? headLineOf(record.files, path, entry.line) : 1);
    const where = entry.side === 'LEFT' ? 'on removed code' : 'its line is outdated, so it is shown at the top of the file';
    const unchanged = entry.leftOutBy === undefined
        ? 'its file has not changed since, so it still applies and is not reported again on this push.'
        : `${entry.changeUnknown ? 'whether its file changed since is not known (the history was rewritten), and' : 'its file changed since, but'} this push left it out (${(0,cut/* clipUnits */.U)(entry.leftOutBy, 500)}), so it was not checked again and its line may have moved.`;
    const note = entry.listedSince !== undefined
        ? `Listed in the body of the review of ${entry.listedSince.slice(0, 7)}${entry.side === 'LEFT' ? ` (on line ${entry.line ?? '?'} of the file before the change, removed by it)` : ''}; ${unchanged}`
        : `Still open on its review thread from an earlier push${line === undefined ? ` (${where})` : ''}; not reported again on this one.`;
    return {
        ruleId: known ? `harbourmaster/${entry.category}` : EARLIER_RULE_ID,
        ruleIndex,
        level: entry.severity ? sarifLevel(entry.severity) : 'warning',
        message: { text: `${sarif_file_earlierTitle(entry)}\n\n${note}` },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: uriOf(path), uriBaseId: '%SRCROOT%' },
                    region: line !== undefined ? { startLine: entry.startLine ?? line, endLine: line } : { startLine: shownAt },
                },
            },
        ],
        partialFingerprints: fingerprints(entry.findingId),
        properties: { ...(entry.severity ? { severity: entry.severity } : {}), findingId: entry.findingId, placement: 'earlier-thread' },
    };
}
/** The open earlier findings this run did not report itself, each fingerprint once. */
function earlierResults(record, categories, reported) {
    const seen = new Set(reported);
    const out = [];
    for (const entry of record.openEarlier ?? []) {
        // A comment someone else edited beyond recovery names no finding we can trust (nor its instance): the gate counts it, code scanning does not.
        if (entry.originalLost || !(0,fingerprint/* isFindingId */.nU)(entry.findingId) || seen.has(entry.findingId))
            continue;
        seen.add(entry.findingId);
        out.push(earlierResult(entry, categories, record));
    }
    return out;
}
function buildSarif(record, toolVersion) {
    const categories = review_payload/* categorySchema */.uR.options;
    // Findings routed to drop were never published; the review record keeps them, code scanning does not.
    const own = record.findings.filter((f) => f.route !== 'drop' && placeable(f.path, record.files));
    return {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'Harbourmaster', informationUri: INFORMATION_URI, semanticVersion: toolVersion, rules: rules() } },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: `The repository root at commit ${record.headSha}` } } },
                results: [
                    ...own.map((f) => result(f, categories.indexOf(f.category), record.files)),
                    ...earlierResults(record, categories, new Set(own.map((f) => findingFingerprint(f)))),
                ],
                properties: { headSha: record.headSha, pullNumber: record.pullNumber, runId: record.runId, score: record.score },
            },
        ],
    };
}
const TOOL_VERSION = '0.1.0';
async function writeSarif(path, log) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.writeFile)(path, `${JSON.stringify(log, null, 2)}\n`, { mode: 0o644 });
    return path;
}
/** Published findings whose path names no file of the pull request on its head (locate.ts): no SARIF result can point at them. */
function unplacedFindings(record) {
    return record.findings.filter((f) => f.route !== 'drop' && !placeable(f.path, record.files));
}
const sarifFileSink = {
    id: 'sarif-file',
    kind: 'report',
    async emit(report, context) {
        if (!report.record?.recorded || !context.paths.sarifFile)
            return undefined;
        const file = await writeSarif(context.paths.sarifFile, buildSarif(report.record, TOOL_VERSION));
        const unplaced = unplacedFindings(report.record);
        if (unplaced.length > 0) {
            // Left out, never silently: the review body, the job summary and the findings file still list them.
            const paths = [...new Set(unplaced.map((f) => (0,code_span/* codeSpan */.S)((0,cut/* clipUnits */.U)(f.path, 200))))];
            const message = `${unplaced.length} finding${unplaced.length === 1 ? '' : 's'} name${unplaced.length === 1 ? 's' : ''} no file of the pull request (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}): not in the SARIF file, where code scanning would place ${unplaced.length === 1 ? 'it' : 'them'} outside the repository or on no file; the job summary and the findings file list ${unplaced.length === 1 ? 'it' : 'them'}`;
            report.sinkWarnings.push({ sink: 'sarif-file', failureClass: 'model', message });
            context.logger.event('sink', 'warning', { sink: 'sarif-file', class: 'model', unplaced: unplaced.length });
        }
        return { file };
    },
};

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/list.js





/**
 * Every destination of a run's record, in the order the runner drives them:
 * the GitHub review's proof first (it decides the outcome), then the report
 * sinks; the job summary last so it names the files written and the
 * warnings of the sinks before it.
 */
const SINKS = [githubReviewSink, findingsFileSink, sarifFileSink, annotationsSink, jobSummarySink];

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/sinks/sink.js

/** Runs the proof sinks (at most one today); their failure is the run's failure, never a warning. */
async function proveWithSinks(sinks, record, context) {
    let proof;
    for (const sink of sinks) {
        if (sink.kind !== 'proof' || !sink.applies(record))
            continue;
        try {
            proof = await sink.emit(record, context);
        }
        catch (error) {
            return { failure: (0,errors/* toHarbourmasterError */.Fk)(error) };
        }
    }
    return { proof };
}
/**
 * Runs the report sinks in list order on the decided report. Files written
 * are recorded in report.files before the next sink runs, so the job summary
 * (last) names them and lists the warnings of the sinks before it. `commit`
 * runs once, just before the sink that shows the result (or after the last).
 */
async function reportToSinks(sinks, report, context, commit) {
    const warnings = [];
    let committed = false;
    for (const sink of sinks) {
        if (sink.kind !== 'report')
            continue;
        // Synchronous up to the sink's first await: the job summary's write begins in the same tick as the commit.
        if (sink.showsResult && !committed) {
            committed = true;
            commit?.();
        }
        try {
            const written = await sink.emit(report, context);
            if (written?.file)
                report.files[sink.id] = written.file;
        }
        catch (error) {
            const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
            const warning = { sink: sink.id, failureClass: failure.failureClass, message: failure.message };
            warnings.push(warning);
            report.sinkWarnings.push(warning);
            context.logger.event('sink', 'warning', { sink: sink.id, class: failure.failureClass });
        }
    }
    if (!committed)
        commit?.();
    return warnings;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/summary-line.js

/**
 * The run's summary telemetry line (docs/telemetry.md#the-run-summary), its last. The conclusion
 * writes it after its sinks; a cancellation that silenced the run's own lines before that writes it
 * instead (src/cancellation.ts), to its own logger and with the `signal`.
 */
function logRunSummary(logger, input, report, findings, proof, signal) {
    const { decision, figures, push } = report;
    const kept = findings.filter((f) => f.route !== 'drop');
    const counts = Object.fromEntries(review_payload/* SEVERITIES */.oC.map((s) => [`findings_${s}`, kept.filter((f) => f.severity === s).length]));
    logger.event('run', 'summary', {
        outcome: decision.outcome,
        class: decision.failureClass,
        // Why the run did not simply succeed: the skipped-reason output, or the message setFailed or the warning carries.
        reason: decision.outcome === 'success' ? undefined : decision.outcome === 'skipped' ? input.skippedReason : decision.message,
        mode: input.mode,
        model_calls: figures.modelCalls,
        unmetered_calls: figures.unmeteredCalls || undefined,
        tokens_in: figures.tokensIn,
        tokens_out: figures.tokensOut,
        ...counts,
        routed_inline: findings.filter((f) => f.route === 'inline').length,
        escalated: findings.filter((f) => f.route === 'escalate').length,
        dropped: findings.filter((f) => f.route === 'drop').length,
        score: report.score,
        review: proof?.reviewId ?? input.existingReviewId,
        scope: push?.scope.kind,
        carried: push?.carried,
        posted: push?.posted,
        resolved: push?.resolved,
        replies: push?.replies,
        suppressed: push?.suppressed,
        verify_waited_ms: proof?.waitedMs,
        ms: figures.durationMs,
        signal,
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/team-incomplete.js

function teamIncomplete(team) {
    if (!team || team.budgetExceeded || team.status === 'budget-exceeded')
        return undefined;
    if (team.status === 'ok' && team.errors.length === 0)
        return undefined;
    const failureClass = team.errors.find((e) => e.failureClass !== undefined)?.failureClass ?? 'model';
    const who = team.errors.map((e) => `${e.agent} (${e.error})`).join('; ') || 'an agent of the team';
    const what = team.status === 'failed'
        ? 'no specialist completed, so the review holds no finding of theirs'
        : 'the review covers only what the agents that completed reported';
    return new errors/* HarbourmasterError */.oN(failureClass, `the reviewer team did not complete: ${who}; ${what}`);
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/team-shortfall.js
var team_shortfall = __webpack_require__(553);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/conclude.js




















/**
 * A review that is not proven after publish_review's POST failed was not published because of
 * that failure: GitHub's 5xx is `github` (retry the job), not the policy breach "not proven".
 */
function unproven(notProven, posted) {
    if (!posted)
        return { error: notProven, phase: 'verify' };
    // GitHub stored the POST it answered with an error: the review is there, never "not published".
    if (notProven instanceof verify.UnconfirmedReview)
        return {
            error: new errors/* HarbourmasterError */.oN(posted.failureClass, `GitHub stored review ${notProven.reviewId} carrying this run's marker although it answered publish_review's POST with an error (${posted.message}); publish_review never confirmed it (no publication receipt), so it is not counted as this run's proven review: ` +
                `read review ${notProven.reviewId} on the pull request rather than re-running the job for it (a blocking run, or one with review-same-commit, posts a second review on this commit)`),
            phase: 'publication',
        };
    // GitHub may hold it, or not: neither "published" nor "not published", and what to do either way.
    if (notProven instanceof verify.UnlistedReview)
        return {
            error: new errors/* HarbourmasterError */.oN(posted.failureClass, `the review is not proven: ${posted.message}; the runner looked ${notProven.waitedMs} ms more and GitHub lists none either, so no review is counted. ` +
                `If the pull request shows no Harbourmaster review of this commit, re-run the job to publish one; if one shows up there, it is this run's: read it rather than re-running ` +
                `(a comment-mode re-run skips a commit that has one; a blocking run, or one with review-same-commit, posts a second)` +
                otherJobs(notProven.otherJobs)),
            phase: 'publication',
        };
    return { error: new errors/* HarbourmasterError */.oN(posted.failureClass, `the review was not published: ${posted.message} (${notProven.message})`), phase: 'publication' };
}
/** Reviews with the same marker text this run never sent: named as the other job's, with the input that keeps jobs apart. */
function otherJobs(ids) {
    if (ids.length === 0)
        return '';
    const which = ids.length === 1 ? `review ${ids[0]} carries` : `reviews ${ids.join(', ')} carry`;
    return `; ${which} the same run marker but not a body this run sent: another job's of this workflow run, not this run's (give each job its own 'instance' input)`;
}
async function concludeRun(ports, input) {
    const { logger } = ports;
    let failure = input.failure ? { error: (0,errors/* toHarbourmasterError */.Fk)(input.failure.error), phase: input.failure.phase } : undefined;
    const sinks = input.sinks ?? SINKS;
    let receipt;
    if (input.privateDir && input.skippedReason === undefined) {
        const read = await (0,receipts/* readRecordReceipt */.UR)(input.privateDir).catch((error) => ({
            status: 'unreadable',
            why: error.code ?? 'error',
        }));
        if (read.status === 'present' && read.receipt.runId === input.runId)
            receipt = read.receipt;
        // No record means no findings-file, SARIF or score: say why, never leave those outputs empty silently.
        else
            logger.event('sink', 'no-record', { status: read.status === 'present' ? 'other-run' : read.status, why: 'why' in read ? read.why : undefined });
    }
    const plan = input.ledger ? planLedger(input.ledger.entries, input.ledger.answers) : undefined;
    // A blocking run's verdict is its job status: a replay skipped on its review already on GitHub gates on that record's findings.
    const landed = input.mode === 'blocking' && input.skippedReason !== undefined ? input.landed : undefined;
    const findings = receipt?.findings ?? (landed ? landedStanding(landed.findings, input.ledger, plan) : []);
    const testVerdicts = input.privateDir ? await readTestVerdictEntries(input.privateDir) : undefined;
    const record = {
        owner: input.owner,
        repo: input.repo,
        pullNumber: input.pullNumber,
        mode: input.mode,
        runId: input.runId,
        headSha: input.headSha,
        marker: input.marker,
        blockingSeverity: input.blockingSeverity,
        maxComments: input.maxComments ?? 25,
        recorded: receipt ? { tool: receipt.tool, payload: receipt.payload } : undefined,
        findings,
        exclusions: input.exclusions,
        caps: input.caps,
        // Dropped findings were never published: they cost the score nothing.
        score: reviewScore(findings.filter((f) => f.route !== 'drop')),
        ...(testVerdicts ? { testVerdicts } : {}),
        ...(input.files ? { files: input.files } : {}),
        // Only an incomplete team is recorded: a replay then publishes the review as incomplete as it was.
        ...(input.team && (input.team.status !== 'ok' || input.team.budgetExceeded || input.team.errors.length > 0)
            ? { team: redactedTeam(input.team, ports.redact ?? telemetry_redact/* redactSecrets */.fp) }
            : {}),
    };
    const openEarlier = [...(plan?.standing ?? []), ...(input.ledger?.inBody ?? []).map(openInBodyFinding)];
    if (openEarlier.length > 0)
        record.openEarlier = openEarlier;
    const context = {
        rest: ports.rest,
        graphql: ports.graphql,
        writes: ports.writes,
        summary: ports.summary,
        annotations: ports.annotations,
        logger,
        snapshot: input.snapshot,
        privateDir: input.privateDir,
        expectedLogin: input.expectedLogin,
        ledgerPlan: plan,
        verifyDelaysMs: input.verifyDelaysMs,
        lifecycleTrack: input.lifecycleTrack,
        paths: { findingsFile: input.findingsPath, sarifFile: input.sarifPath },
        ...(ports.redact ? { redact: ports.redact } : {}),
    };
    let proof;
    // A failure may come after publish_review posted (its receipt is there): a budget stop, an editor or
    // OpenCode crash. That review is proven and named like any other (review-id, summary link, replies),
    // while the failure stays the run's account; without a receipt there is nothing to prove.
    const publishedFirst = failure !== undefined && input.privateDir !== undefined && (await hasPublicationReceipt(input.privateDir));
    if ((!failure || publishedFirst) && input.skippedReason === undefined) {
        const proved = await proveWithSinks(sinks, record, context);
        if (proved.failure && !failure)
            failure = unproven(proved.failure, input.publicationFailure);
        proof = proved.proof;
    }
    // After the proof, so a review that landed keeps its id and lifecycle while the run says what it lacks.
    // Only for a review that was recorded: without one, "not proven" or "not recorded" is the account.
    const incomplete = failure || (input.skippedReason !== undefined && !landed) || !(receipt ?? landed) ? undefined : teamIncomplete(input.team);
    if (incomplete)
        failure = { error: incomplete, phase: 'team' };
    const figures = { ...input.figures, verifyWaitedMs: proof?.waitedMs };
    const push = pushAccount(input, plan, proof, findings);
    logAccount(logger, push);
    const gates = input.mode === 'check-only' || input.mode === 'blocking';
    // A body-only finding carried unread (no thread, its file left out of this push's review) stands as an open thread does.
    // The landed review's own threads and body entries are its findings, counted once.
    const own = new Set(landed?.findings.map((f) => f.id));
    const inBodyBlocking = gates ? (input.ledger?.inBody ?? []).filter((e) => !own.has(e.findingId) && (0,review_payload/* atOrAbove */.kU)(e.severity, input.blockingSeverity)) : [];
    const standing = plan?.standing.filter((e) => !own.has(e.findingId)) ?? [];
    const standingBlocking = (gates ? (0,publication_report/* standingBlockingCount */.LZ)(standing, input.blockingSeverity) : 0) + inBodyBlocking.length;
    const decision = decideOutcome({
        mode: input.mode,
        skippedReason: input.skippedReason,
        failure,
        publicationProven: proof !== undefined,
        recorded: receipt !== undefined,
        blockingFindings: (0,publication_report/* blockingCount */.f7)(findings, input.blockingSeverity) + standingBlocking,
        standingBlocking,
        standingInBody: inBodyBlocking.length,
        blockingSeverity: input.blockingSeverity,
        strictRuntime: input.strictRuntime,
        modelCalls: input.figures.modelCalls,
    });
    const report = {
        mode: input.mode,
        decision,
        blockingSeverity: input.blockingSeverity,
        reviewId: proof?.reviewId ?? input.existingReviewId,
        reviewUrl: reviewUrl(input.pullRequestUrl, proof?.reviewId ?? input.existingReviewId),
        findings,
        dispositions: receipt?.payload.dispositions ?? [],
        exclusions: input.exclusions,
        caps: [...input.caps, ...annotationCaps(input, findings, record, logger)],
        lifecycle: proof?.lifecycle,
        push,
        figures,
        skippedReason: input.skippedReason,
        score: receipt ? record.score : undefined,
        record,
        files: {},
        sinkWarnings: labelWarnings(proof, logger),
        ...(input.base ? { base: input.base } : {}),
        ...(input.incomplete && input.incomplete.length > 0 ? { incomplete: input.incomplete } : {}),
        ...((0,team_shortfall/* teamDropped */.EG)(input.team).length > 0 ? { teamDropped: (0,team_shortfall/* teamDropped */.EG)(input.team) } : {}),
        ...(standingBlocking > 0 ? { standingBlocking } : {}),
        ...(inBodyBlocking.length > 0 ? { standingInBody: inBodyBlocking } : {}),
        ...(input.reservedWarnings ? { reservedWarnings: input.reservedWarnings } : {}),
    };
    // The outputs and the job summary's write begin in one synchronous step (see reportToSinks): a
    // signal lands before both (the cancellation reports alone) or after both (the result stands).
    let outputs = {};
    const summaryLine = (to, signal) => logRunSummary(to, input, report, findings, proof, signal);
    await reportToSinks(sinks, report, context, () => {
        outputs = (0,publication_report/* writeOutputs */.Kn)(ports.outputs, report, logger);
        ports.onResult?.({ outcome: decision.outcome, failureClass: decision.failureClass, summaryLine });
    });
    summaryLine(logger);
    ports.onSummaryLogged?.();
    return { decision, report, proof, lifecycle: proof?.lifecycle, outputs };
}
/**
 * The landed review's findings that still stand. Its threads are read like any earlier review's: one
 * a reviewer resolved since (the ledger has it, and not as standing) has ended, as it would for any
 * later run; an open one, or one the pull request's author resolved, stands; a finding with no
 * thread the ledger reads (listed in the body) stands as the record gives it.
 */
function landedStanding(findings, ledger, plan) {
    const stands = new Set(plan?.standing.map((e) => e.findingId));
    // A thread a reviewer resolved after our answer (a "Still present" to an objection) leaves no entry: it has ended all the same.
    const ids = [...(ledger?.entries ?? []).map((e) => e.findingId), ...(ledger?.ended ?? [])];
    const ended = new Set(ids.filter((id) => !stands.has(id)));
    // Only a finding posted inline has a thread of its own. One listed in the body shares its fingerprint at most with an
    // older thread (the same code raised again after we closed it as fixed): that thread's end is not this finding's.
    return findings.filter((f) => f.placement !== 'inline' || !ended.has(f.id));
}
/** check-only annotates its findings: those GitHub's per-step limit leaves out are a cap of the run (summary, log). */
function annotationCaps(input, findings, record, logger) {
    if (input.mode !== 'check-only')
        return [];
    const plan = planAnnotations(findings, input.blockingSeverity, input.reservedWarnings, gatingEarlier(record.openEarlier, input.blockingSeverity, findings));
    const cap = annotationCap(plan, input.blockingSeverity);
    if (!cap)
        return [];
    logger.event('sink', 'cap', {
        sink: 'annotations',
        cap: cap.cap,
        limit: cap.limit,
        errors_left_out: plan.errors.leftOut,
        warnings_left_out: plan.warnings.leftOut,
    });
    return [cap];
}
/** The findings file is an artifact others download: an agent's error keeps its words, not a secret it quotes. */
function redactedTeam(team, redact) {
    return { ...team, errors: team.errors.map((e) => ({ ...e, error: redact(e.error) })) };
}
/** A label publish_review could not add is a warning of the GitHub review sink: the review stands, the label is missing. */
function labelWarnings(proof, logger) {
    if (proof?.label !== 'failed')
        return [];
    const refusal = proof.labelRefusal;
    const stands = "the review and its 'needs a human look' section stand";
    // A 403 that is no rate limit is a token that may not label: labels belong to GitHub's issues API.
    if (refusal?.status === 403 && !refusal.rateLimited) {
        logger.event('sink', 'warning', { sink: 'github-review', class: 'configuration', status: 403 });
        const accepted = refusal.accepted ? `; GitHub accepts: ${refusal.accepted}` : '';
        const message = `GitHub refused the escalation label (HTTP 403${accepted}): the token may post reviews but not label the pull request, which GitHub does through its issues API. ` +
            `Grant 'issues: write' beside 'pull-requests: write' in the workflow's or the job's permissions: (Issues: Read and write for a GitHub App or a fine-grained token), or leave routing.label unset; ${stands}`;
        return [{ sink: 'github-review', failureClass: 'configuration', message }];
    }
    logger.event('sink', 'warning', { sink: 'github-review', class: 'github', status: refusal?.status });
    const why = refusal
        ? `GitHub answered HTTP ${refusal.status}${refusal.rateLimited ? ', its rate limit, on both attempts' : ''}`
        : "see the plugin's publish label line in the log";
    return [{ sink: 'github-review', failureClass: 'github', message: `the escalation label could not be added to the pull request (${why}); ${stands}` }];
}
/** A body-only finding as the sinks read an open earlier one: its heading, as our comments open, gives the title. */
function openInBodyFinding(entry) {
    return {
        findingId: entry.findingId,
        path: entry.path,
        side: entry.side,
        line: entry.line,
        ...(entry.startLine !== undefined ? { startLine: entry.startLine } : {}),
        category: entry.category,
        severity: entry.severity,
        rootBody: `**${severity_badge/* SEVERITY_BADGE */.k[entry.severity]}** · ${entry.category} · **${entry.title}**`,
        listedSince: entry.since,
        ...(entry.leftOutBy !== undefined ? { leftOutBy: entry.leftOutBy } : {}),
        ...(entry.changeUnknown ? { changeUnknown: true } : {}),
    };
}
/** What this push did across pushes, for the summary and the `ledger` `accounting` line. */
function pushAccount(input, plan, proof, findings) {
    if (!input.ledger || !plan)
        return undefined;
    return {
        scope: input.ledger.scope,
        // A body-only finding carried on its untouched file is carried as a thread's is.
        carried: plan.carried + (input.ledger.inBody?.length ?? 0),
        posted: proof ? findings.filter((f) => f.placement === 'inline').length : 0,
        resolved: proof?.lifecycle?.resolved.length ?? 0,
        replies: proof?.lifecycle?.replied.length ?? 0,
        suppressed: plan.suppressed,
        alreadyTracked: input.ledger.alreadyTracked,
        unanswered: plan.unanswered,
        edited: (0,edited_findings/* editedFindings */.m)(input.ledger.entries),
    };
}
function logAccount(logger, push) {
    if (!push)
        return;
    logger.event('ledger', 'accounting', {
        scope: push.scope.kind,
        reason: push.scope.reason,
        reviewed_files: push.scope.reviewed,
        unchanged_files: push.scope.unchanged,
        carried: push.carried,
        posted: push.posted,
        resolved: push.resolved,
        replies: push.replies,
        suppressed: push.suppressed,
        already_tracked: push.alreadyTracked,
        unanswered: push.unanswered,
    });
}
/** Whether publish_review wrote a receipt (valid or not): a review may have been posted. */
async function hasPublicationReceipt(privateDir) {
    return (await (0,receipts/* readPublicationReceipt */.xF)(privateDir).catch(() => ({ status: 'missing' }))).status !== 'missing';
}
/** spawn_reviewers' test verdicts (private dir); absent when the run had no test evidence or the file is not valid. */
async function readTestVerdictEntries(privateDir) {
    try {
        const parsed = test_verdicts/* testVerdictsFileSchema */.w4.safeParse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(privateDir, test_verdicts/* TEST_VERDICTS_FILE */.Jd), 'utf8')));
        return parsed.success ? parsed.data.entries : undefined;
    }
    catch {
        return undefined;
    }
}
/** GitHub's own anchor for a review on its pull request page. */
function reviewUrl(pullRequestUrl, reviewId) {
    return pullRequestUrl && reviewId !== undefined ? `${pullRequestUrl}#pullrequestreview-${reviewId}` : undefined;
}


/***/ })

};
