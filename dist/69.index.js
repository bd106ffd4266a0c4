export const id = 69;
export const ids = [69];
export const modules = {

/***/ 2835:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   bA: () => (/* binding */ ssoPage),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   sn: () => (/* binding */ transientDelay),
/* harmony export */   tG: () => (/* binding */ httpFailure),
/* harmony export */   tX: () => (/* binding */ rateLimitOf)
/* harmony export */ });
const SECONDARY_LIMIT = /\bsecondary rate limit/i;
// GitHub's documented wait when a secondary limit names none: at least a minute.
const SECONDARY_WAIT_MS = 60_000;
function messagesOf(error) {
    const own = 'message' in error && typeof error.message === 'string' ? error.message : '';
    const cause = 'cause' in error && typeof error.cause === 'object' && error.cause !== null && 'message' in error.cause ? String(error.cause.message) : '';
    return `${own}\n${cause}`;
}
function headersOf(error) {
    const response = 'response' in error ? error.response : undefined;
    if (typeof response !== 'object' || response === null || !('headers' in response))
        return {};
    const headers = response.headers;
    return typeof headers === 'object' && headers !== null ? headers : {};
}
/**
 * Status and headers of an Octokit RequestError, also when the client's error
 * hook has wrapped it in a GitHubError (the original is its cause).
 */
function httpFailure(error) {
    if (typeof error !== 'object' || error === null || !('status' in error))
        return undefined;
    const status = error.status;
    if (typeof status !== 'number')
        return undefined;
    const cause = 'cause' in error && typeof error.cause === 'object' && error.cause !== null ? error.cause : undefined;
    const headers = headersOf(error);
    const secondaryLimit = (status === 403 || status === 429) && SECONDARY_LIMIT.test(messagesOf(error));
    return { status, headers: Object.keys(headers).length > 0 || !cause ? headers : headersOf(cause), ...(secondaryLimit ? { secondaryLimit } : {}) };
}
function statusOf(error) {
    return httpFailure(error)?.status;
}
/**
 * How long GitHub asked us to wait: `retry-after` (seconds), else, when the
 * primary limit is spent (x-ratelimit-remaining 0), until `x-ratelimit-reset`
 * plus a second for clock skew; undefined when GitHub said nothing.
 */
function retryAfterMs(headers, nowMs = Date.now()) {
    const raw = headers['retry-after'];
    const seconds = raw === undefined ? Number.NaN : Number(raw);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const reset = Number(headers['x-ratelimit-reset']);
    if (String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(reset))
        return Math.max(0, reset * 1000 - nowMs) + 1000;
    return undefined;
}
/**
 * Transient: 5xx (Octokit reports a reset connection or our own timeout as
 * 500), 429, a secondary rate limit (403 with retry-after, or saying so in its body) and an exhausted
 * primary limit (403 with x-ratelimit-remaining 0). A 5xx is also the one
 * answer after which GitHub may have applied a write: see plugins/lib/publication/publish.ts
 * (the review) and src/publication/lifecycle.ts (replies), which look for their marker first.
 */
function transientDelay(failure, nowMs = Date.now()) {
    const wait = retryAfterMs(failure.headers, nowMs);
    if (failure.status >= 500 || failure.status === 429)
        return { transient: true, retryAfterMs: wait };
    const exhausted = String(failure.headers['x-ratelimit-remaining']) === '0';
    if (failure.status === 403 && (wait !== undefined || exhausted))
        return { transient: true, retryAfterMs: wait };
    if (failure.status === 403 && failure.secondaryLimit)
        return { transient: true, retryAfterMs: SECONDARY_WAIT_MS };
    return { transient: false, retryAfterMs: undefined };
}
/** The RATE_LIMITED error of a GraphQL answer the error carries (as `data`), if any. */
function graphqlRateLimited(error) {
    const data = 'data' in error ? error.data : undefined;
    const errors = typeof data === 'object' && data !== null && 'errors' in data && Array.isArray(data.errors) ? data.errors : [];
    return errors.find((e) => typeof e === 'object' && e !== null && 'type' in e && e.type === 'RATE_LIMITED');
}
/**
 * The rate limit a failed request met, or undefined when it met none: a 429, a 403 that
 * transientDelay reads as a limit, or GraphQL's RATE_LIMITED answer (no HTTP status of its own).
 */
function rateLimitOf(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const failure = httpFailure(error);
    const graphql = graphqlRateLimited(error);
    const limited = graphql !== undefined || failure?.status === 429 || (failure?.status === 403 && transientDelay(failure).transient);
    if (!limited)
        return undefined;
    const headers = failure?.headers ?? headersOf(error);
    const retryAfter = headers['retry-after'] === undefined ? Number.NaN : Number(headers['retry-after']);
    const reset = Number(headers['x-ratelimit-reset']);
    const spent = String(headers['x-ratelimit-remaining']) === '0' && Number.isFinite(reset) && reset > 0;
    return {
        ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
        ...(spent ? { resetEpochSeconds: reset } : {}),
        ...(graphql && typeof graphql.message === 'string' ? { said: graphql.message } : {}),
        secondary: failure?.secondaryLimit === true,
    };
}
/**
 * The organization's single sign-on page an X-GitHub-SSO header names (`required; url=...`), without
 * its query: the authorization request it carries is the token owner's, not for a job log.
 */
function ssoPage(header) {
    const url = /\burl=(\S+)/.exec(String(header ?? ''))?.[1];
    if (!url || !URL.canParse(url))
        return undefined;
    const page = new URL(url);
    return `${page.origin}${page.pathname}`;
}


/***/ }),

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

/***/ 5069:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_VERIFY_DELAYS_MS: () => (/* binding */ DEFAULT_VERIFY_DELAYS_MS),
  UnconfirmedReview: () => (/* binding */ UnconfirmedReview),
  UnlistedReview: () => (/* binding */ UnlistedReview),
  makeMarker: () => (/* reexport */ markers/* makeRunMarker */.g4),
  snapshotReviews: () => (/* binding */ snapshotReviews),
  verifyPublication: () => (/* binding */ verifyPublication)
});

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/markers.js
var markers = __webpack_require__(7278);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/github-port.js
var github_port = __webpack_require__(2872);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/failure.js
var github_failure = __webpack_require__(2835);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/review-original.js
var review_original = __webpack_require__(676);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/receipts.js
var receipts = __webpack_require__(7243);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/sent-body.js

/**
 * A review body as this run sent it, compared with what GitHub lists. Two jobs of one workflow run
 * (a matrix without separate `instance` inputs) share the run marker's text, so only the body tells
 * one job's review from the other's. GitHub keeps a body as sent; line endings and trailing blanks
 * are not worth telling apart.
 */
function normaliseSentBody(body) {
    return body.replace(/\r\n/g, '\n').trimEnd();
}
/**
 * What publish_review leaves the runner of the bodies it POSTed (publication-failure.json): a digest,
 * not the text, so the private file stays small and holds no review text twice.
 */
function sentBodyDigest(body) {
    return (0,external_node_crypto_.createHash)('sha256').update(normaliseSentBody(body)).digest('hex');
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/verify.js






/**
 * The runner's proof that a run published what it claims. It trusts neither
 * OpenCode's output nor the model: success is exactly one NEW, submitted
 * review by the expected identity, on the exact head SHA, carrying this run's
 * marker, whose id and SHA match the plugin's private receipt. GitHub's lists
 * are eventually consistent, so it polls with a bounded backoff.
 */

/**
 * Taken before OpenCode starts: every review that exists already cannot be this run's. With
 * `headSha`, the pull request is read beside it: the gate checked the head before the file pages
 * were read, and a push in between would have the review posted on the old head about the new
 * head's files, so a head that moved since ends the run here, before any agent or token.
 */
async function snapshotReviews(rest, target, headSha) {
    const [reviews, live] = await Promise.all([
        (0,github_port/* listReviews */.af)(rest, target),
        headSha === undefined
            ? undefined
            : rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: target.owner, repo: target.repo, pull_number: target.pullNumber }),
    ]);
    const moved = live?.data.head.sha;
    if (headSha !== undefined && moved !== undefined && moved !== headSha) {
        throw new errors/* PolicyError */.pn(`the PR head moved from ${headSha} to ${moved} while the run read the pull request; a newer run will review it`);
    }
    return { reviewIds: new Set(reviews.map((r) => r.id)) };
}
const DEFAULT_VERIFY_DELAYS_MS = [500, 1000, 2000, 4000, 2500];
/**
 * Anyone with write access may edit a review's body, and the expected login also posts other
 * workflows' reviews: one that someone else's edit gave this run's marker is not this run's (as
 * publish_review reads it, core/publication/review-original.ts). The histories are read only when
 * the listing alone does not prove the receipt's review (more than one candidate, or another id),
 * and, without a receipt, before a review is named as one GitHub stored without publish_review knowing.
 */
async function postedWithMarker(rest, candidates, options, receipt, sent) {
    if (candidates.length === 0 || (candidates.length === 1 && candidates[0]?.id === receipt?.reviewId))
        return candidates;
    const kept = [];
    for (const review of candidates) {
        const posted = await (0,review_original/* bodyAsPosted */.M_)(review, (id) => (0,review_original/* reviewAsPosted */.YQ)(rest, id, options.expectedLogin));
        if (posted.body === undefined || !(0,markers/* carriesMarker */.GN)(posted.body, options.marker))
            options.logger?.event('verify', 'foreign-marker', { review: review.id, login: review.login, edited_by: posted.editedBy });
        else if (sent && !sent.digests.has(sentBodyDigest(posted.body))) {
            // The same marker text, a body this run never sent: another job's of the same workflow run.
            if (!sent.others.includes(review.id))
                sent.others.push(review.id);
            options.logger?.event('verify', 'foreign-marker', { review: review.id, login: review.login, other_job: true });
        }
        else
            kept.push(review);
    }
    return kept;
}
/**
 * The receipt's review by the expected login whose listed body lost this run's marker to someone
 * else's edit (the PR's author may edit a review's body): what it said when posted, read from its
 * edit history, decides, as for the one-review-per-commit rule. One history read, only then.
 */
async function markerDeletedByEdit(rest, fresh, options, receipt) {
    const review = fresh.find((r) => r.id === receipt.reviewId && (0,markers/* sameLogin */.Up)(r.login, options.expectedLogin) && !(0,markers/* carriesMarker */.GN)(r.body, options.marker));
    if (!review?.nodeId)
        return undefined;
    const posted = await (0,review_original/* bodyAsPosted */.M_)(review, (id) => (0,review_original/* reviewAsPosted */.YQ)(rest, id, options.expectedLogin));
    return posted.editedBy !== undefined && (0,markers/* carriesMarker */.GN)(posted.body, options.marker) ? review : undefined;
}
function notProven(why) {
    return new errors/* PolicyError */.pn(`publication not proven: ${why}`);
}
/**
 * A review carrying this run's marker (as posted) is on GitHub, but publish_review wrote no receipt
 * for it: GitHub stored a POST whose answer the tool never saw succeed (a 5xx after the store, its
 * listing lagging past the tool's looks). Not counted as proven; the conclusion must not call it
 * unpublished.
 */
class UnconfirmedReview extends errors/* PolicyError */.pn {
    reviewId;
    constructor(reviewId) {
        super(`publication not proven: review ${reviewId} carrying this run's marker is on GitHub, but publish_review never confirmed it (no publication receipt), so it is not counted as this run's proven review`);
        this.reviewId = reviewId;
        this.name = 'UnconfirmedReview';
    }
}
/**
 * publish_review's POST was answered with a 5xx and its review was not found, by the tool's looks
 * nor by the runner's (as long as it waits for a receipt's review): nothing proves it, and GitHub
 * may still hold it. Not counted as proven; the conclusion says so and names the re-run.
 */
class UnlistedReview extends errors/* PolicyError */.pn {
    status;
    waitedMs;
    otherJobs;
    constructor(status, waitedMs, 
    /** Reviews carrying the same marker text whose bodies this run never sent: another job's of its workflow run. */
    otherJobs = []) {
        super(`publication not proven: GitHub lists no review carrying this run's marker after ${waitedMs} ms more of looking, although it may hold the one publish_review's POST sent (HTTP ${status})`);
        this.status = status;
        this.waitedMs = waitedMs;
        this.otherJobs = otherJobs;
        this.name = 'UnlistedReview';
    }
}
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A missing receipt most often means the editor never published, but a PR
 * locked or closed while the agents worked makes GitHub refuse the review
 * too; one read of the PR (only on this failure path) tells them apart.
 */
async function whyNoReceipt(rest, target, options) {
    const fallback = 'no publication receipt (publish_review never succeeded)';
    // A POST answered with a 5xx that publish_review could not find: GitHub may list it late, so it is
    // looked for as long as a receipt's review would be; otherwise one look.
    const unconfirmed = await postUnconfirmed(options);
    // Every body the run sent is known: a review with the same marker and another body is another job's.
    const sent = unconfirmed?.sent ? { digests: new Set(unconfirmed.sent), others: [] } : undefined;
    const sleep = options.sleep ?? realSleep;
    const now = options.now ?? Date.now;
    const delays = unconfirmed === undefined ? [] : (options.delaysMs ?? DEFAULT_VERIFY_DELAYS_MS);
    const started = now();
    for (let look = 0;; look++) {
        // GitHub may have stored a POST whose answer publish_review never saw: say so rather than "nothing",
        // but only of a review that carried the marker as posted (not through someone else's edit).
        const marked = await (0,github_port/* listReviews */.af)(rest, target).then((reviews) => reviews.filter((r) => !options.snapshot.reviewIds.has(r.id) && (0,markers/* sameLogin */.Up)(r.login, options.expectedLogin) && (0,markers/* carriesMarker */.GN)(r.body, options.marker)), () => []);
        const landed = (await postedWithMarker(rest, marked, options, undefined, sent).catch(() => []))[0];
        if (landed)
            return new UnconfirmedReview(landed.id);
        const delay = delays[look];
        if (delay === undefined)
            break;
        await sleep(delay);
    }
    if (unconfirmed !== undefined)
        return new UnlistedReview(unconfirmed.status, now() - started, sent?.others);
    try {
        const { data } = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
            owner: target.owner,
            repo: target.repo,
            pull_number: target.pullNumber,
        });
        const what = [data.state === 'closed' ? 'closed' : '', data.locked ? 'locked' : ''].filter(Boolean).join(' and ');
        return notProven(what ? `the pull request was ${what} during the run, so GitHub refused the review (${fallback})` : fallback);
    }
    catch {
        return notProven(fallback);
    }
}
/** publish_review's last POST, answered with a 5xx, when it could not find that POST's review (publication-failure.json). */
async function postUnconfirmed(options) {
    if (!options.privateDir)
        return undefined;
    const read = await (0,receipts/* readPublicationFailureReceipt */.l3)(options.privateDir).catch(() => ({ status: 'missing' }));
    return read.status === 'present' && read.receipt.runId === options.runId ? read.receipt.unconfirmed : undefined;
}
async function verifyPublication(rest, options) {
    try {
        return await verify(rest, options);
    }
    catch (error) {
        // The run summary carries the same reason; this line puts it under the stage that decided it.
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        options.logger?.event('verify', 'fail', { class: failure.failureClass, reason: failure.message });
        throw error;
    }
}
async function verify(rest, options) {
    const target = { owner: options.owner, repo: options.repo, pullNumber: options.pullNumber };
    const read = options.receipt ?? (options.privateDir ? await (0,receipts/* readPublicationReceipt */.xF)(options.privateDir) : { status: 'missing' });
    if (read.status === 'missing')
        throw await whyNoReceipt(rest, target, options);
    if (read.status === 'invalid')
        throw notProven(`the publication receipt is unreadable (${read.why})`);
    const receipt = read.receipt;
    if (receipt.runId !== options.runId || receipt.marker !== options.marker || receipt.headSha !== options.headSha) {
        throw notProven('the publication receipt belongs to another run or commit');
    }
    try {
        return await proveOnGitHub(rest, target, options, receipt);
    }
    catch (error) {
        if (error instanceof errors/* PolicyError */.pn)
            throw error;
        // The plugin reported a review that GitHub could not be read to prove: say which, and that it is not counted.
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        const status = (0,github_failure/* httpFailure */.tG)(error)?.status;
        if (failure.failureClass !== 'github' && status === undefined)
            throw failure;
        const what = `publish_review reported review ${receipt.reviewId} on ${options.headSha.slice(0, 12)}, which is not counted as proven`;
        throw new errors/* GitHubError */.y_(`${failure.message}; ${what}`, status, { cause: error });
    }
}
async function proveOnGitHub(rest, target, options, receipt) {
    const sleep = options.sleep ?? realSleep;
    const now = options.now ?? Date.now;
    const delays = options.delaysMs ?? DEFAULT_VERIFY_DELAYS_MS;
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
        const fresh = (await (0,github_port/* listReviews */.af)(rest, target)).filter((r) => !options.snapshot.reviewIds.has(r.id));
        const marked = fresh.filter((r) => (0,markers/* carriesMarker */.GN)(r.body, options.marker));
        const ours = await postedWithMarker(rest, marked.filter((r) => (0,markers/* sameLogin */.Up)(r.login, options.expectedLogin)), options, receipt);
        const unmarked = ours.some((r) => r.id === receipt.reviewId) ? undefined : await markerDeletedByEdit(rest, fresh, options, receipt);
        if (unmarked)
            ours.push(unmarked);
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
            return { reviewId: review.id, headSha: options.headSha, waitedMs: waited, polls: poll, label: receipt.label, labelRefusal: receipt.labelRefusal };
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
