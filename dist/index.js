import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 1272:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _X: () => (/* binding */ guidanceBoundsNote),
/* harmony export */   k3: () => (/* binding */ effectiveConfig),
/* harmony export */   vf: () => (/* binding */ changedConfigNote)
/* harmony export */ });
/* harmony import */ var _core_text_code_span_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1053);

function effectiveConfig(settings, file) {
    const fromInput = settings.inputsGiven.includes('max-comments');
    const fileMax = file['max-comments'];
    const maxComments = fromInput || fileMax === undefined ? settings.maxComments : fileMax;
    return {
        maxComments,
        maxCommentsFrom: fromInput ? 'input' : fileMax !== undefined ? 'file' : 'default',
        routing: {
            autoComment: file.routing['auto-comment'],
            escalate: file.routing.escalate,
            factors: { ...file.routing.factors },
            alwaysEscalate: [...file['always-escalate']],
            label: file.escalation.label === false ? undefined : file.escalation.label,
            mentions: [...file.escalation.mentions],
        },
    };
}
/** Paths the note names; a pull request can add thousands of instruction files, and the review body holds 65,536 characters. */
const NAMED_CONFIG_PATHS = 10;
/** The review body's words for configuration files the pull request edits (the job log names every one). */
function changedConfigNote(paths) {
    if (paths.length === 0)
        return undefined;
    const rest = paths.length - NAMED_CONFIG_PATHS;
    // The pull request names these paths: shown as code, a file name adds no link or emphasis to our review.
    const shown = paths.slice(0, NAMED_CONFIG_PATHS).map((p) => (0,_core_text_code_span_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .S)(p));
    const named = rest > 0 ? `${shown.join(', ')} and ${rest} more configuration files (the job log names every one)` : shown.join(', ');
    return `This pull request changes ${named}, which configure${paths.length === 1 ? 's' : ''} Harbourmaster; the review used the base commit's version${paths.length === 1 ? '' : 's'}, and the changes were not applied.`;
}
/** Sources the guidance note names; the job summary and the log name every one. */
const NAMED_CUT_SOURCES = 5;
/**
 * The review body's words for repository guidance that did not reach the reviewers whole: files
 * at the base commit not read (over the read limit, not a file, past the instructions walk's
 * bounds) and rules the per-specialist cap (`rules.max-bytes`) cut. The review is what a team
 * reads; the job summary and telemetry list each file.
 */
function guidanceBoundsNote(input) {
    const parts = [];
    const unread = input.unread.length;
    if (unread > 0)
        parts.push(`${unread} configuration file${unread === 1 ? '' : 's'} at the base commit ${unread === 1 ? 'was' : 'were'} not read (too large, binary, a Git LFS pointer, not a regular file, misnamed, or past the instruction files read)`);
    const sources = [...new Set(input.cut.flatMap((c) => c.sources))];
    const specialists = input.cut.filter((c) => c.sources.length > 0).map((c) => c.specialist);
    if (sources.length > 0) {
        const rest = sources.length - NAMED_CUT_SOURCES;
        const named = `${sources
            .slice(0, NAMED_CUT_SOURCES)
            .map((p) => (0,_core_text_code_span_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .S)(p))
            .join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
        parts.push(`the size cap (rules.max-bytes: ${input.maxBytes}) cut ${named} for ${specialists.join(', ')}`);
    }
    if (parts.length === 0)
        return undefined;
    return `Repository review guidance was bounded: ${parts.join('; ')}. The job summary lists each.`;
}


/***/ }),

/***/ 8469:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ INPUT_NAMES),
/* harmony export */   z: () => (/* binding */ checkInputNames)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1834);
/* harmony import */ var _nearest_name_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9776);


/** The inputs action.yml declares (test/metadata/action-input-names.test.ts keeps the two in step). */
const INPUT_NAMES = [
    'github-token',
    'mode',
    'model',
    'provider-api-key',
    'provider-base-url',
    'fallback-models',
    'strict-runtime',
    'include',
    'exclude',
    'max-files',
    'max-patch-bytes',
    'max-total-bytes',
    'max-comments',
    'token-budget',
    'skip-drafts',
    'skip-forks',
    'review-same-commit',
    'blocking-severity',
    'specialists',
    'expected-bot-login',
    'instance',
    'timeout-minutes',
    'replay-findings',
    'test-results',
    'test-command',
    'test-command-base',
    'test-timeout-seconds',
    'test-memory-mb',
];
/** The runner's name for an input's variable: INPUT_ and the name upper-cased, spaces as underscores. */
const variableOf = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
/**
 * GitHub only warns about a `with:` key action.yml does not declare ("Unexpected input(s)") and
 * still hands it to the step as INPUT_<NAME>. Ignored, it would change the run without a word:
 * `blocking_severity: medium` left the gate at high, `anthropic-api-key` left the key empty and
 * the run skipped as if no secret existed. The run refuses it, naming the input it meant.
 */
function checkInputNames(env) {
    const declared = new Set(INPUT_NAMES.map(variableOf));
    const unknown = Object.keys(env)
        .filter((variable) => variable.startsWith('INPUT_') && !declared.has(variable.toUpperCase()))
        .map((variable) => variable.slice('INPUT_'.length).toLowerCase())
        .sort();
    const first = unknown[0];
    if (first === undefined)
        return;
    const named = unknown.map((name) => `'${name}'`).join(', ');
    const meant = (0,_nearest_name_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .q)(first, INPUT_NAMES);
    const fix = meant !== undefined
        ? `did you mean '${meant}'? Rename it in the step's with:`
        : `the inputs are ${INPUT_NAMES.join(', ')}; rename it in the step's with: or remove it`;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${unknown.length > 1 ? 'Inputs' : 'Input'} ${named} ${unknown.length > 1 ? 'are not inputs' : 'is not an input'} of Harbourmaster (GitHub only warns 'Unexpected input' and the run would ignore it): ${fix} (docs/configuration.md#inputs).`, first);
}


/***/ }),

/***/ 9776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ nearestName)
/* harmony export */ });
/**
 * The name a mistyped one most likely meant, for a message that says the fix: `max_comments`,
 * `Max-Comments` and `maxcomments` all mean `max-comments`, and a slip of a letter or two
 * (`autocoment`) the name it is closest to. Undefined when nothing is close enough to say.
 */
function nearestName(given, known) {
    const plain = (s) => s.toLowerCase().replace(/[-_\s]/g, '');
    const same = known.find((k) => plain(k) === plain(given));
    if (same !== undefined)
        return same;
    let best;
    for (const name of known) {
        const distance = editDistance(plain(given), plain(name));
        if (distance <= Math.max(1, Math.floor(plain(name).length / 4)) && (best === undefined || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
/** Levenshtein distance: insertions, deletions and substitutions of one character. */
function editDistance(a, b) {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) {
            next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        row = next;
    }
    return row[b.length] ?? 0;
}


/***/ }),

/***/ 1583:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ realRunnerHost),
/* harmony export */   O8: () => (/* binding */ checkRunnerPrograms),
/* harmony export */   RI: () => (/* binding */ checkRunner),
/* harmony export */   dA: () => (/* binding */ testMemoryProblem),
/* harmony export */   m8: () => (/* binding */ checkTestMemory)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1834);






function once(work) {
    let value;
    return () => (value ??= { v: work() }).v;
}
function realRunnerHost() {
    return {
        platform: process.platform,
        arch: process.arch,
        libc: once(() => (process.platform === 'linux' ? linuxLibc() : undefined)),
        avx2: once(() => {
            if (process.arch !== 'x64')
                return false;
            try {
                if (process.platform === 'linux')
                    return /(^|\s)avx2(\s|$)/im.test((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/cpuinfo', 'utf8'));
                if (process.platform === 'darwin')
                    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('sysctl', ['-n', 'hw.optional.avx2_0'], { encoding: 'utf8', timeout: 2_000 }).trim() === '1';
            }
            catch {
                // Unknown: the baseline binary runs on every x64 CPU.
            }
            return false;
        }),
        memoryBytes: node_os__WEBPACK_IMPORTED_MODULE_3__.totalmem,
    };
}
/**
 * The C library this Node process is linked with, from its own memory map
 * (the musl loader on Alpine). Failing that, Node's report header, which names
 * the glibc it runs on; with its network section left out, since that section
 * looks up every open socket's peer name synchronously.
 */
function linuxLibc() {
    try {
        return /\/(ld-musl-|libc\.musl-)/.test((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/self/maps', 'utf8')) ? 'musl' : 'glibc';
    }
    catch {
        const report = process.report;
        const saved = report.excludeNetwork;
        report.excludeNetwork = true;
        try {
            const header = report.getReport().header;
            return header?.glibcVersionRuntime ? 'glibc' : 'musl';
        }
        finally {
            report.excludeNetwork = saved;
        }
    }
}
/** The runners the pinned OpenCode has a platform package for and the runtime's process handling works on. */
const SUPPORTED = { linux: ['x64', 'arm64'], darwin: ['x64', 'arm64'] };
/**
 * Refuses, before anything is read from GitHub, a runner the run could only
 * fail on later: one OpenCode ships no binary for, Windows (the runtime stops
 * OpenCode's processes by POSIX process group, which Windows does not have),
 * and `test-command` anywhere but Linux (its sandbox is a Linux user and
 * namespaces).
 */
function checkRunner(host, settings) {
    const arches = SUPPORTED[host.platform];
    if (!arches?.includes(host.arch)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Harbourmaster runs on Linux and macOS runners (x64 or arm64); this runner is ${host.platform}-${host.arch}. Run the job on a Linux runner, e.g. runs-on: ubuntu-latest.`, 'runs-on');
    }
    if (settings.testCommand && host.platform !== 'linux') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Input 'test-command' runs tests in a Linux sandbox only; this runner is ${host.platform}. Run the job on a Linux runner, or use test-results with JUnit files from your test job instead.`, 'test-command');
    }
}
const MIB = 1_048_576;
/**
 * The sandbox's in-memory file system (test-memory-mb) on a runner of `memoryBytes`: more than
 * three quarters would let a test run starve the runner itself (tmpfs pages are memory). A
 * configuration failure naming the input and what this runner allows, or undefined.
 */
function testMemoryProblem(set, memoryBytes) {
    const most = Math.floor((memoryBytes * 3) / 4 / MIB);
    if (set === undefined || set <= most)
        return undefined;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Input 'test-memory-mb' must be at most ${most} on this runner (three quarters of its ${Math.floor(memoryBytes / MIB)} MB of memory, so the tests cannot starve it); got ${set}.`, 'test-memory-mb');
}
/**
 * test-memory-mb against the runner's memory, with the other runner checks and before anything is
 * read from GitHub: the sandbox is built only after prepare, and a run refused there had already
 * read the pull request and booted nothing it could use. Without test-command it sizes nothing.
 */
function checkTestMemory(host, settings) {
    if (!settings.testCommand)
        return;
    const problem = testMemoryProblem(settings.testMemoryMb, host.memoryBytes());
    if (problem)
        throw problem;
}
/** What a process the runner starts gets as PATH when the runner has none (buildToolEnv). */
const DEFAULT_PATH = '/usr/local/bin:/usr/bin:/bin';
async function onPath(program, path) {
    for (const dir of (path || DEFAULT_PATH).split(node_path__WEBPACK_IMPORTED_MODULE_4__.delimiter).filter((d) => d !== '')) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, program), node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.constants.X_OK).then(() => true, () => false))
            return true;
    }
    return false;
}
/**
 * Every run makes OpenCode's working directory a git repository (`git init`),
 * and one whose tool cache lacks OpenCode installs it with npm. A container
 * job's image often has neither (actions/checkout downloads instead of
 * cloning; the runner's own Node, which runs the action, brings no npm), and
 * OpenCode could not start: a run that could only end degraded, on every
 * pull request, is refused before it reads GitHub.
 */
async function checkRunnerPrograms(path, installs) {
    if (!(await onPath('git', path))) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1("Harbourmaster needs git on the runner's PATH (OpenCode works in a git repository of its own), and this runner has none, as a container job's slim image often has not. Install git in an earlier step (apt-get install -y git, apk add git) or use an image that has it.", 'git');
    }
    if (await onPath('npm', path))
        return;
    const install = await installs();
    if (!install.needed)
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`Harbourmaster installs the pinned OpenCode with npm where the runner's tool cache does not hold it yet (${install.at}), and this runner has no npm on PATH, as a container job's image without Node.js has not. Add actions/setup-node before this step, install npm in the image, or restore that directory with actions/cache.`, 'npm');
}


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   sb: () => (/* binding */ readSettings),
/* harmony export */   zP: () => (/* reexport safe */ _core_contracts_specialists_js__WEBPACK_IMPORTED_MODULE_3__.zP)
/* harmony export */ });
/* unused harmony exports MODES, settingsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8816);
/* harmony import */ var _policy_path_filter_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1148);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1834);
/* harmony import */ var _core_opencode_warm_up_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2418);
/* harmony import */ var _core_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2778);
/* harmony import */ var _core_contracts_specialists_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6935);
/* harmony import */ var _core_contracts_logins_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6119);
/* harmony import */ var _core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7278);








/**
 * Every action input is read here, once, into one validated Settings object.
 * Optional inputs are `undefined` when empty. Errors name the input and the
 * expected form.
 */
const MODES = ['comment', 'silent', 'check-only', 'blocking'];


const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._:/@-]*$/;
function list(raw) {
    return raw
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
function lines(raw) {
    return raw
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s.length > 0 && !s.startsWith('#'));
}
function integer(name, raw, min, max) {
    if (!/^\d+$/.test(raw.trim())) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be a whole number from ${min} to ${max}; got '${raw}'.`, name);
    }
    const value = Number(raw.trim());
    if (value < min || value > max) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be a whole number from ${min} to ${max}; got '${raw}'.`, name);
    }
    return value;
}
function boolean(name, raw) {
    const v = raw.trim().toLowerCase();
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be 'true' or 'false'; got '${raw}'.`, name);
}
function oneOf(name, raw, allowed) {
    const v = raw.trim();
    if (allowed.includes(v))
        return v;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be one of ${allowed.join(', ')}; got '${raw}'.`, name);
}
function modelId(name, raw) {
    const v = raw.trim();
    if (!MODEL_ID.test(v)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be a model id in the form provider/model (for example anthropic/claude-sonnet-4-5); got '${raw}'.`, name);
    }
    if (v.startsWith(`${_core_opencode_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE}/`)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' names the provider '${_core_opencode_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE}', which the action reserves for OpenCode's warm-up; use your provider's own name.`, name);
    }
    return v;
}
function httpUrl(name, raw) {
    let url;
    try {
        url = new URL(raw.trim());
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be an http(s) URL such as https://gateway.example.com/v1; got '${raw}'.`, name);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must be an http(s) URL such as https://gateway.example.com/v1; got '${raw}'.`, name);
    }
    if (url.username || url.password) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must not carry credentials in the URL; pass the key in provider-api-key.`, name);
    }
    // OpenCode's OpenAI-compatible provider appends /chat/completions to the URL as text: a query or fragment
    // takes it in (…/v1?x=1/chat/completions) and the endpoint itself doubles it. Each was answered 404 and
    // reported as models the provider does not know. The query is never repeated: it may carry a key.
    // An empty '?' or '#' leaves search and hash empty but stays in the URL: its href is what OpenCode appends to.
    if (/[?#]/.test(url.href)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must not have a query string or fragment (?… or #…): OpenCode adds /chat/completions to the URL, which would end up inside it. Give the base URL alone, such as https://gateway.example.com/v1, and pass the key in provider-api-key.${azureHint(url)}`, name);
    }
    const base = url.toString().replace(/\/$/, '');
    if (/\/chat\/completions$/i.test(base)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' is the chat completions endpoint, not the URL /chat/completions is added to; write ${base.replace(/\/chat\/completions$/i, '')}.${azureHint(url)}`, name);
    }
    return base;
}
/**
 * Azure OpenAI's deployment URLs need an api-version query, which no base URL can carry; its v1 API
 * (…/openai/v1) needs none and speaks the OpenAI API, so that is the URL to name.
 */
function azureHint(url) {
    if (!/\.openai\.azure\.com$|\.services\.ai\.azure\.com$/i.test(url.hostname))
        return '';
    return ` For Azure OpenAI, use its v1 API, which needs no api-version: ${url.origin}/openai/v1.`;
}
/**
 * `repoPaths`: the globs match changed files' repository paths (include, exclude), which never start with '/' or './';
 * otherwise files in the workspace (test-results), which may start with './' but never leave it.
 */
function globs(name, raw, repoPaths = false) {
    const out = lines(raw);
    for (const g of out) {
        if (g.length > 500)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' has a glob over 500 characters; use shorter minimatch globs, one per line.`, name);
        if (g === '!')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' has a line that is only '!'; write '!' followed by a glob, for example '!docs/keep.md'.`, name);
        if (!repoPaths && (0,_policy_path_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .leavesWorkspace */ .ck)(g))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' must hold globs relative to the workspace without '..'; got '${g}'.`, name);
        const never = repoPaths ? (0,_policy_path_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .neverMatches */ .a5)(g) : (0,_policy_path_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .listInGlob */ .qy)(g);
        if (never)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' has the glob ${never}.`, name);
        const far = (0,_policy_path_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .expandsTooFar */ .$B)(g);
        if (far)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' has the glob ${far}.`, name);
    }
    // Patterns are checked in order and the last match decides; a list of only
    // negations selects nothing (GitHub's path filters reject it the same way).
    if (out.length > 0 && !(0,_policy_path_filter_js__WEBPACK_IMPORTED_MODULE_0__/* .hasPositiveGlob */ .M6)(out)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input '${name}' has only '!' globs, which select nothing; put a plain glob first, for example '**' then '!docs/**'.`, name);
    }
    return out;
}
/** `test-command`: a JSON array of strings (argv, no shell); `{files}` expands to the affected test files. */
function argv(name, raw) {
    const form = `Input '${name}' must be a JSON array of strings, the command and its arguments without a shell, for example ["npx","vitest","run","--reporter=junit","{files}"]`;
    let parsed;
    try {
        parsed = JSON.parse(raw);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${form}; got '${raw}'.`, name);
    }
    if (!Array.isArray(parsed) ||
        parsed.length === 0 ||
        parsed.length > 200 ||
        !parsed.every((a) => typeof a === 'string' && a.length > 0 && a.length <= 4000 && !a.includes('\0'))) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${form}; got '${raw}'.`, name);
    }
    return parsed;
}
const settingsSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
    githubToken: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    mode: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(MODES),
    model: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    providerApiKey: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    providerBaseUrl: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    fallbackModels: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    strictRuntime: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY(),
    include: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    exclude: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    maxFiles: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    maxPatchBytes: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    maxTotalBytes: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    maxComments: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    tokenBudget: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    skipDrafts: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY(),
    skipForks: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY(),
    reviewSameCommit: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY(),
    blockingSeverity: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(_core_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC),
    specialists: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(_core_contracts_specialists_js__WEBPACK_IMPORTED_MODULE_3__/* .SPECIALISTS */ .zP)).optional(),
    expectedBotLogin: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    /** Which of several Harbourmaster jobs on one pull request this is (carried in its markers); undefined: the default. */
    instance: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_5__/* .INSTANCE_PATTERN */ .ne).optional(),
    timeoutMinutes: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    /** Path of a findings file (review record) to publish instead of running the review. */
    replayFindings: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    testResults: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    testCommand: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).optional(),
    testCommandBase: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY(),
    testTimeoutSeconds: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    /** The sandbox's in-memory file system, in MiB; undefined: a quarter of the runner's memory. */
    testMemoryMb: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().optional(),
    /** Inputs the workflow set (non-empty): they win over .github/harbourmaster.yml where both set a value. */
    inputsGiven: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
});
/**
 * The one provider-api-key is the key of model's provider. Without a gateway, a fallback of
 * another provider could never authenticate, and would be sent that provider's key.
 */
function sameProvider(settings) {
    if (settings.providerBaseUrl !== undefined)
        return;
    const provider = settings.model.slice(0, settings.model.indexOf('/'));
    const other = settings.fallbackModels.find((m) => !m.startsWith(`${provider}/`));
    if (other === undefined)
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input 'fallback-models' names ${other}, of another provider than model's: the one provider-api-key is sent only to '${provider}'. List models of '${provider}' only, or send every model through one gateway with provider-base-url.`, 'fallback-models');
}
function readSettings(read) {
    const given = new Set();
    const raw = (name) => {
        const value = read(name) ?? '';
        if (value.trim() !== '')
            given.add(name);
        return value;
    };
    const optional = (name) => {
        const v = raw(name).trim();
        return v.length > 0 ? v : undefined;
    };
    const withDefault = (name, fallback) => optional(name) ?? fallback;
    const githubToken = optional('github-token');
    if (!githubToken) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1("Input 'github-token' is empty; pass ${{ github.token }} or a token with pull-requests access.", 'github-token');
    }
    const specialistsRaw = optional('specialists');
    const specialists = specialistsRaw ? list(specialistsRaw).map((s) => oneOf('specialists', s, _core_contracts_specialists_js__WEBPACK_IMPORTED_MODULE_3__/* .SPECIALISTS */ .zP)) : undefined;
    if (specialists && specialists.length === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input 'specialists' must list at least one of ${_core_contracts_specialists_js__WEBPACK_IMPORTED_MODULE_3__/* .SPECIALISTS */ .zP.join(', ')}.`, 'specialists');
    }
    const blockingSeverity = oneOf('blocking-severity', withDefault('blocking-severity', 'high'), _core_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC);
    if (blockingSeverity === 'info') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1("Input 'blocking-severity' must be one of critical, high, medium, low; got 'info'.", 'blocking-severity');
    }
    const expectedBotLogin = withDefault('expected-bot-login', 'github-actions[bot]');
    if (!_core_contracts_logins_js__WEBPACK_IMPORTED_MODULE_4__/* .LOGIN_PATTERN */ .N.test(expectedBotLogin)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input 'expected-bot-login' must be a GitHub login such as github-actions[bot]; got '${expectedBotLogin}'.`, 'expected-bot-login');
    }
    const instance = optional('instance');
    if (instance !== undefined && !_core_contracts_markers_js__WEBPACK_IMPORTED_MODULE_5__/* .INSTANCE_PATTERN */ .ne.test(instance)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input 'instance' must be 1 to 64 letters, digits, '.', '_' or '-' (for example security or model-\${{ strategy.job-index }}); got '${instance}'.`, 'instance');
    }
    const replayFindings = optional('replay-findings');
    if (replayFindings !== undefined && (/[\n\0]/.test(replayFindings) || replayFindings.length > 4096)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1("Input 'replay-findings' must be one path to a findings file written by an earlier run (for example findings/harbourmaster-findings.json).", 'replay-findings');
    }
    const providerBaseUrl = optional('provider-base-url');
    const testCommandRaw = optional('test-command');
    const testCommand = testCommandRaw ? argv('test-command', testCommandRaw) : undefined;
    const testCommandBase = boolean('test-command-base', withDefault('test-command-base', 'false'));
    if (testCommandBase && !testCommand) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1("Input 'test-command-base' is true but 'test-command' is empty; set test-command or remove test-command-base.", 'test-command-base');
    }
    const settings = {
        githubToken,
        mode: oneOf('mode', withDefault('mode', 'comment'), MODES),
        model: modelId('model', withDefault('model', 'anthropic/claude-sonnet-4-5')),
        providerApiKey: optional('provider-api-key'),
        providerBaseUrl: providerBaseUrl ? httpUrl('provider-base-url', providerBaseUrl) : undefined,
        fallbackModels: list(raw('fallback-models')).map((m) => modelId('fallback-models', m)),
        strictRuntime: boolean('strict-runtime', withDefault('strict-runtime', 'false')),
        include: globs('include', raw('include'), true),
        exclude: globs('exclude', raw('exclude'), true),
        maxFiles: integer('max-files', withDefault('max-files', '150'), 1, 3000),
        maxPatchBytes: integer('max-patch-bytes', withDefault('max-patch-bytes', '60000'), 1000, 1_000_000),
        maxTotalBytes: integer('max-total-bytes', withDefault('max-total-bytes', '1500000'), 1000, 20_000_000),
        maxComments: integer('max-comments', withDefault('max-comments', '25'), 0, 100),
        tokenBudget: integer('token-budget', withDefault('token-budget', '3000000'), 10_000, 100_000_000),
        skipDrafts: boolean('skip-drafts', withDefault('skip-drafts', 'true')),
        skipForks: boolean('skip-forks', withDefault('skip-forks', 'true')),
        reviewSameCommit: boolean('review-same-commit', withDefault('review-same-commit', 'false')),
        blockingSeverity,
        specialists,
        expectedBotLogin,
        instance,
        timeoutMinutes: integer('timeout-minutes', withDefault('timeout-minutes', '20'), 1, 360),
        replayFindings,
        testResults: globs('test-results', raw('test-results')),
        testCommand,
        testCommandBase,
        testTimeoutSeconds: integer('test-timeout-seconds', withDefault('test-timeout-seconds', '600'), 10, 3600),
        // No default here or in action.yml: the default depends on the runner's memory (test-command.ts).
        testMemoryMb: raw('test-memory-mb').trim() === '' ? undefined : integer('test-memory-mb', raw('test-memory-mb'), 64, 65_536),
        inputsGiven: [],
    };
    sameProvider(settings);
    settings.inputsGiven = [...given].sort();
    return settingsSchema.parse(settings);
}


/***/ }),

/***/ 3434:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ isFork),
/* harmony export */   Gj: () => (/* binding */ gate),
/* harmony export */   ze: () => (/* binding */ skipForeseen)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1834);

const PUBLISHING_MODES = ['comment', 'blocking'];
function gate(event, pr, settings) {
    if (pr.state !== 'open') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SkipRun */ .x7(`pull request #${pr.number} is ${pr.merged ? 'merged' : 'closed'}; there is nothing to review`);
    }
    // Skips that hold whatever the head come before the head check: a push to a draft while its last
    // run read it is skipped by the newer run too, so the older run must not fail saying it will be reviewed.
    if (settings.skipDrafts && pr.draft) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SkipRun */ .x7(`pull request #${pr.number} is a draft and skip-drafts is true; mark it ready for review to get a review`);
    }
    if (settings.skipForks && isFork(pr)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SkipRun */ .x7(`pull request #${pr.number} comes from the fork ${pr.headRepoFullName ?? '(deleted repository)'} and skip-forks is true`);
    }
    if (event.expectedHeadSha !== pr.headSha) {
        // GitHub re-runs a workflow run on the commit of its original event, so "Re-run jobs" here fails the same way.
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PolicyError */ .pn(`the PR head moved from ${event.expectedHeadSha} to ${pr.headSha}; a newer run will review it ` +
            `(re-running this workflow run reviews the same commit again, as GitHub re-runs keep the original event's commit, ` +
            `and fails the same way; re-run the pull request's newest workflow run instead)`);
    }
    if (pr.locked && PUBLISHING_MODES.includes(settings.mode)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PolicyError */ .pn(`pull request #${pr.number} is locked, so mode '${settings.mode}' cannot publish a review; unlock it or use mode silent or check-only`);
    }
    return { proceed: true, headSha: pr.headSha };
}
/**
 * The skip the triggering event itself already announces (a closed pull
 * request, a draft, a fork), under the same settings as `gate`. The runner
 * then provisions and boots OpenCode only once prepare's live read disagrees,
 * instead of beside prepare: a push to a draft costs no OpenCode install or
 * start-up. The live PR still decides; this only orders the work.
 */
function skipForeseen(event, settings) {
    if (event.action === 'closed')
        return 'the event closed the pull request';
    if (settings.skipDrafts && event.draft)
        return 'the event says the pull request is a draft and skip-drafts is true';
    if (settings.skipForks && isFork(event))
        return 'the event says the pull request comes from a fork and skip-forks is true';
    return undefined;
}
/** A deleted head repository counts as a fork: its origin can no longer be checked. */
function isFork(pr) {
    return pr.headRepoFullName === undefined || pr.headRepoFullName.toLowerCase() !== pr.baseRepoFullName.toLowerCase();
}


/***/ }),

/***/ 273:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ cutNeighboursOf),
/* harmony export */   QW: () => (/* binding */ lineKey),
/* harmony export */   Zv: () => (/* binding */ isFingerprint),
/* harmony export */   ix: () => (/* binding */ findingFingerprint),
/* harmony export */   nU: () => (/* binding */ isFindingId),
/* harmony export */   tq: () => (/* binding */ hiddenLinesOf),
/* harmony export */   xJ: () => (/* binding */ FINDING_ID_PATTERN)
/* harmony export */ });
/* unused harmony exports FINGERPRINT_PATTERN, LEGACY_ID_PATTERN, normaliseLine, legacyFindingId, anchorContent, fingerprintOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var _diff_diff_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1016);
/* harmony import */ var _diff_truncation_marker_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5729);
/* harmony import */ var _telemetry_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5635);
/* harmony import */ var _telemetry_redact_patch_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9071);
/* harmony import */ var _text_visible_escapes_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2882);






/**
 * A finding's identity across pushes, computed by trusted code from what the
 * finding is about, not where it sits: path, side, category, the anchored
 * lines' content (whitespace collapsed) and the nearest non-blank line on
 * each side of them within the hunk. Lines inserted or removed elsewhere in
 * the file keep the id; editing a flagged line (or its immediate neighbour)
 * changes it. The neighbours tell apart two identical lines (two `return null`)
 * in one file.
 *
 * Content is read from GitHub's per-file patch (the same text every part of
 * the pipeline has: the runner before staging, the plugins after). Staged
 * patches show hidden characters as escapes and are redacted (secret patterns
 * line by line, private-key blocks whole), so the patch is treated the same
 * way here before its lines are read: raw and staged patches give the same
 * id, also for a finding on or beside a committed key or a hidden character.
 * Shown, a hidden character reads like the code's own `\u202e`, so a line that
 * holds one also hashes where its escapes came from (escapeOrigins): read from
 * a raw patch, or given with a staged one (review-index.json `hiddenLines`).
 * A bidi control written where the code had its escape is a new finding, and
 * the escape written in its place is a changed line, as a person sees them.
 *
 * When the anchor is not in the patch (a line outside the diff) there is no
 * content to hash and the id falls back to the line number, like the first
 * format; such a finding is never inline, so it has no thread to match.
 *
 * Ids: `hm2-` + 16 hex digits of sha256. The first format, `hm-` + 12 hex of
 * sha1(path:line:category), is still recognised in markers of old threads.
 */
const FINGERPRINT_PATTERN = 'hm2-[0-9a-f]{16}';
const LEGACY_ID_PATTERN = 'hm-[0-9a-f]{12}';
const FINDING_ID_PATTERN = `(?:${FINGERPRINT_PATTERN}|${LEGACY_ID_PATTERN})`;
const FINDING_ID = new RegExp(`^${FINDING_ID_PATTERN}$`);
const patternsOnly = new _telemetry_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .pO();
function normaliseLine(text) {
    return patternsOnly.redact(text).replace(/\s+/g, ' ').trim();
}
/**
 * A normalised line longer than this stands in an id's material as its sha256, shorter ones as their
 * text (every id of an ordinary line stays what it was). So what a cut patch leaves out of a line
 * (review-index.json `cutAfter`) is stored as this key, at most about this size, not as the line:
 * a minified line can be megabytes, and the specialists and editor read that file.
 */
const KEPT_IN_MATERIAL = 256;
/** What an id hashes of a line: its normalised text, or `#sha256:` and the hash of a long one. */
function lineKey(text) {
    const n = normaliseLine(text);
    return n.length <= KEPT_IN_MATERIAL ? n : `#sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(n, 'utf8').digest('hex')}`;
}
function isFindingId(id) {
    return FINDING_ID.test(id);
}
function isFingerprint(id) {
    return id.startsWith('hm2-') && FINDING_ID.test(id);
}
/** The first id format, kept so threads posted before fingerprints are recognised. */
function legacyFindingId(ref) {
    return `hm-${createHash('sha1').update(`${ref.path}:${ref.line}:${ref.category}`).digest('hex').slice(0, 12)}`;
}
/**
 * Redacting a patch reads all of it (about 10 ms for 150 KB), and publication and the ledger ask for
 * many anchors of one file in a row: the last few patches' redacted text is kept.
 */
const redactedCache = new Map();
const CACHED_PATCHES = 8;
function redactedPatch(patch) {
    const known = redactedCache.get(patch);
    if (known !== undefined)
        return known;
    const text = (0,_telemetry_redact_patch_js__WEBPACK_IMPORTED_MODULE_2__/* .redactPatch */ .I)((0,_text_visible_escapes_js__WEBPACK_IMPORTED_MODULE_3__/* .showHiddenInPatch */ .fo)(patch)).text;
    if (redactedCache.size >= CACHED_PATCHES)
        redactedCache.delete(redactedCache.keys().next().value);
    redactedCache.set(patch, text);
    return text;
}
/**
 * The lower neighbours a patch cut inside a hunk (`bounded`, a head of `raw` as shown, see
 * bounds.ts) no longer shows, so that a finding above the cut gets the id GitHub's patch gives it.
 */
function cutNeighboursOf(raw, bounded) {
    const out = {};
    for (const side of ['RIGHT', 'LEFT']) {
        const last = (0,_diff_diff_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .sideLines */ .lM)(bounded, side).at(-1)?.at(-1);
        if (!last)
            continue;
        const hunk = (0,_diff_diff_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .sideLines */ .lM)(redactedPatch(raw), side).find((h) => h.some((l) => l.line === last.line)) ?? [];
        const next = hunk.slice(hunk.findIndex((l) => l.line === last.line) + 1).find((l) => normaliseLine(l.text) !== '');
        if (next)
            out[side] = { line: next.line, text: next.text };
    }
    const short = (0,_diff_truncation_marker_js__WEBPACK_IMPORTED_MODULE_5__/* .cutShortLines */ .uH)(bounded);
    for (const side of ['RIGHT', 'LEFT']) {
        const whole = short[side] === undefined
            ? undefined
            : (0,_diff_diff_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .sideLines */ .lM)(redactedPatch(raw), side)
                .flat()
                .find((l) => l.line === short[side]);
        if (whole)
            (out.shortened ??= {})[side] = { line: whole.line, text: whole.text };
    }
    return out.RIGHT || out.LEFT || out.shortened ? out : undefined;
}
/** A raw patch's hidden lines; undefined when it holds no hidden character (a staged patch holds none). */
function hiddenLinesOf(patch) {
    if (!patch || (0,_text_visible_escapes_js__WEBPACK_IMPORTED_MODULE_3__/* .showHiddenInPatch */ .fo)(patch) === patch)
        return undefined;
    const out = {};
    for (const side of ['RIGHT', 'LEFT'])
        for (const hunk of (0,_diff_diff_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .sideLines */ .lM)(patch, side))
            for (const { line, text } of hunk) {
                const origins = (0,_text_visible_escapes_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeOrigins */ .p6)(text);
                if (origins)
                    (out[side] ??= {})[String(line)] = origins;
            }
    return out.RIGHT || out.LEFT ? out : undefined;
}
function keyOf(l) {
    return 'key' in l ? l.key : lineKey(l.text);
}
function anchorAt(patch, ref, cutAfter) {
    if (!patch)
        return undefined;
    const start = ref.start_line !== undefined && ref.start_line < ref.line ? ref.start_line : ref.line;
    const hunks = (0,_diff_diff_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .sideLines */ .lM)(redactedPatch(patch), ref.side ?? 'RIGHT');
    for (const [at, shownCut] of hunks.entries()) {
        // The hunk a bound cut goes on, for the neighbour, with the line GitHub's patch has below the cut.
        const cut = at === hunks.length - 1 ? cutAfter?.[ref.side ?? 'RIGHT'] : undefined;
        // The line the cut went through, as GitHub shows it whole.
        const whole = at === hunks.length - 1 ? cutAfter?.shortened?.[ref.side ?? 'RIGHT'] : undefined;
        const shown = whole ? shownCut.map((l) => (l.line === whole.line ? whole : l)) : shownCut;
        const from = shown.findIndex((l) => l.line === start);
        const to = shown.findIndex((l) => l.line === ref.line);
        if (from < 0 || to < 0)
            continue;
        // Only a neighbour: a line past the cut is no anchor (it is not in the staged patch).
        const hunk = cut && cut.line > (shown.at(-1)?.line ?? Infinity) ? [...shown, cut] : shown;
        const blank = (l) => l === undefined || keyOf(l) === '';
        let b = from - 1;
        while (b >= 0 && blank(hunk[b]))
            b--;
        let a = to + 1;
        while (a < hunk.length && blank(hunk[a]))
            a++;
        const anchored = hunk.slice(from, to + 1);
        const around = (l) => (l === undefined ? '' : keyOf(l));
        return {
            content: { lines: anchored.map(keyOf), before: around(hunk[b]), after: around(hunk[a]) },
            lines: anchored.map((l) => l.line),
            before: hunk[b]?.line,
            after: hunk[a]?.line,
        };
    }
    return undefined;
}
/** The anchored lines and their neighbours, or undefined when the anchor is not in one hunk of the patch. */
function anchorContent(patch, ref) {
    return anchorAt(patch, ref)?.content;
}
/** The escape origins of the anchored lines and neighbours, when any of them holds a hidden character. */
function originsAt(hidden, side, at) {
    const bySide = hidden?.[side];
    if (!bySide)
        return undefined;
    const of = (line) => (line === undefined ? '' : (bySide[String(line)] ?? ''));
    const origins = { lines: at.lines.map(of), before: of(at.before), after: of(at.after) };
    return origins.lines.some(Boolean) || origins.before || origins.after ? origins : undefined;
}
/** The fingerprint of a finding whose anchor content is known. */
function fingerprintOf(ref, content, hidden) {
    const material = JSON.stringify([
        'v2',
        ref.path,
        ref.side ?? 'RIGHT',
        ref.category,
        content.lines,
        content.before,
        content.after,
        // Only lines with a hidden character add this, so every other id stays what it was.
        ...(hidden ? [['hidden', hidden.lines, hidden.before, hidden.after]] : []),
    ]);
    return `hm2-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(material, 'utf8').digest('hex').slice(0, 16)}`;
}
/**
 * The id of a finding anchored in `patch` (the file's GitHub patch, or the
 * staged patch with its hidden lines). Without content (no patch, or a line
 * outside the diff) the id is made from the line number instead, side included.
 */
function findingFingerprint(ref, patch) {
    const text = typeof patch === 'string' ? patch : patch?.text;
    // The anchor line alone: a range's first line may be dropped by publication, the anchor never is.
    const at = anchorAt(text, { line: ref.line, side: ref.side }, typeof patch === 'object' ? patch.cutAfter : undefined);
    if (at) {
        const hidden = (typeof patch === 'object' ? patch.hiddenLines : undefined) ?? hiddenLinesOf(text);
        return fingerprintOf(ref, at.content, originsAt(hidden, ref.side ?? 'RIGHT', at));
    }
    const material = JSON.stringify(['v2-line', ref.path, ref.side ?? 'RIGHT', ref.category, ref.line]);
    return `hm2-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(material, 'utf8').digest('hex').slice(0, 16)}`;
}


/***/ }),

/***/ 6119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ LOGIN_PATTERN),
/* harmony export */   c: () => (/* binding */ MENTION_HANDLE)
/* harmony export */ });
/**
 * The form of a GitHub login as the inputs and the repository configuration accept it. A
 * managed user of an enterprise (Enterprise Managed Users, which every account on GHE.com data
 * residency is) has the login `<handle>_<shortcode>`, so one underscore before a final
 * alphanumeric run is part of the form; an app's bot account adds `[bot]`.
 */
const LOGIN = '[A-Za-z0-9][A-Za-z0-9-]*(?:_[A-Za-z0-9]+)?';
/** A login to match a review's author against: `octocat`, `octocat_acme`, `my-app[bot]`. */
const LOGIN_PATTERN = new RegExp(`^${LOGIN}(?:\\[bot\\])?$`);
/** `@user` or `@org/team` (team slugs may carry `_` and `.`). */
const MENTION_HANDLE = new RegExp(`^@${LOGIN}(?:/[A-Za-z0-9][A-Za-z0-9_.-]*)?$`);


/***/ }),

/***/ 7278:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ parseRunMarkers),
/* harmony export */   GN: () => (/* binding */ carriesMarker),
/* harmony export */   Gu: () => (/* binding */ parseFindingMarkers),
/* harmony export */   IU: () => (/* binding */ parseBodyCutMarker),
/* harmony export */   NF: () => (/* binding */ parseFindingMarkerDetails),
/* harmony export */   QV: () => (/* binding */ parseSettledMarkers),
/* harmony export */   TP: () => (/* binding */ instanceOfMarker),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   W5: () => (/* binding */ isLogin),
/* harmony export */   YH: () => (/* binding */ sameInstance),
/* harmony export */   cj: () => (/* binding */ PARTIAL_COVERAGE_MARKER),
/* harmony export */   eT: () => (/* binding */ parseDispositionMarkers),
/* harmony export */   g4: () => (/* binding */ makeRunMarker),
/* harmony export */   ne: () => (/* binding */ INSTANCE_PATTERN),
/* harmony export */   st: () => (/* binding */ makeDispositionMarker)
/* harmony export */ });
/* unused harmony exports makeSettledMarker, makeBodyCutMarker, makeFindingMarker, hasAnyRunMarker */
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(273);

/**
 * Hidden HTML markers that tie GitHub objects to Harbourmaster (one format for
 * the runner, which recognises them, and publish_review, which writes them). The run marker
 * goes in every review body and is what the runner looks for when it proves a
 * publication; the finding marker goes in every inline comment so a later run
 * can recognise its own earlier findings. Both are accepted only from the
 * expected bot login; model text can never produce one (see sanitise.ts).
 */
const RUN_MARKER = /<!-- harbourmaster:run run=([A-Za-z0-9._-]+) sha=([0-9a-f]{40})(?: instance=([A-Za-z0-9._-]+))? -->/g;
// Fingerprints (hm2-) and the first id format (hm-), which threads posted before fingerprints carry.
// New markers add the category and side, so a later run can recompute the fingerprint at the thread's current line.
// The `instance` input names which of several Harbourmaster jobs on one pull request wrote a marker;
// markers without it (every marker before the input, and every job that does not set it) are the default instance's.
const FINDING_MARKER = new RegExp(`<!-- harbourmaster:finding (${_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_ID_PATTERN */ .xJ})(?: category=([a-z-]+) side=(LEFT|RIGHT))?(?: instance=([A-Za-z0-9._-]+))? -->`, 'g');
/** A lifecycle reply: the finding it answers, the status given and the run that gave it. */
const DISPOSITION_MARKER = new RegExp(`<!-- harbourmaster:disposition (${_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_ID_PATTERN */ .xJ}) status=([a-z-]+) run=([A-Za-z0-9._-]+) -->`, 'g');
/** What the `instance` input may hold: it is carried in markers. */
const INSTANCE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** Whether a marker's instance (undefined: the default) is the run's own. */
function sameInstance(marker, own) {
    return (marker ?? '') === (own ?? '');
}
function instanceField(instance) {
    if (instance === undefined)
        return '';
    if (!INSTANCE_PATTERN.test(instance))
        throw new Error(`instance '${instance}' cannot be carried in a marker`);
    return ` instance=${instance}`;
}
function makeRunMarker(runId, headSha, instance) {
    if (!/^[A-Za-z0-9._-]+$/.test(runId))
        throw new Error(`run id '${runId}' cannot be carried in a marker`);
    if (!/^[0-9a-f]{40}$/.test(headSha))
        throw new Error(`head SHA '${headSha}' is not a full commit SHA`);
    return `<!-- harbourmaster:run run=${runId} sha=${headSha}${instanceField(instance)} -->`;
}
/** The instance a run marker names (the run's own marker text carries it to publish_review). */
function instanceOfMarker(marker) {
    return parseRunMarkers(marker)[0]?.instance;
}
/**
 * In the body of a review whose reviewer team left changed files unreviewed (a specialist that
 * did not finish, the token budget): the next push must not count them as reviewed.
 */
const PARTIAL_COVERAGE_MARKER = '<!-- harbourmaster:coverage partial -->';
/**
 * In the body of a review whose verifier found an earlier finding fixed: the run replies "Fixed" and
 * resolves its thread only after the review is proven, and a run cut off before that (cancelled,
 * its head moved) leaves the thread open. The next push carries a thread on a file unchanged since
 * this review without a model call, so it reads this marker to finish that work instead.
 */
const SETTLED_MARKER = new RegExp(`<!-- harbourmaster:settled (${_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_ID_PATTERN */ .xJ}) status=fixed -->`, 'g');
function makeSettledMarker(findingId) {
    return `<!-- harbourmaster:settled ${findingId} status=fixed -->`;
}
/** The earlier findings a review body says its run found fixed. */
function parseSettledMarkers(body) {
    if (!body)
        return [];
    return [...body.matchAll(SETTLED_MARKER)].map((m) => m[1]);
}
/**
 * On the limits line of a review whose body GitHub's size limit made cut body-only findings: the
 * next push reads the count back (src/context/body-cut.ts). Hidden and written by publish_review
 * alone: model text cannot carry a `<!-- harbourmaster` comment (sanitise-outgoing.ts), so a
 * visible line the model shaped like it is never read.
 */
const BODY_CUT_MARKER = /<!-- harbourmaster:body-cut findings=(\d+) -->/;
function makeBodyCutMarker(findings) {
    return `<!-- harbourmaster:body-cut findings=${findings} -->`;
}
function parseBodyCutMarker(body) {
    const match = body ? BODY_CUT_MARKER.exec(body) : null;
    return match ? Number(match[1]) : 0;
}
function makeFindingMarker(findingId, anchor, instance) {
    const where = anchor ? ` category=${anchor.category} side=${anchor.side}` : '';
    return `<!-- harbourmaster:finding ${findingId}${where}${instanceField(instance)} -->`;
}
function makeDispositionMarker(findingId, status, runId) {
    return `<!-- harbourmaster:disposition ${findingId} status=${status} run=${runId} -->`;
}
function parseFindingMarkerDetails(body) {
    if (!body)
        return [];
    return [...body.matchAll(FINDING_MARKER)].map((m) => ({ id: m[1], category: m[2], side: m[3], instance: m[4] }));
}
function parseDispositionMarkers(body) {
    if (!body)
        return [];
    return [...body.matchAll(DISPOSITION_MARKER)].map((m) => ({ findingId: m[1], status: m[2], runId: m[3] }));
}
/** Every run marker in a body (a forged or duplicated body may hold several). */
function parseRunMarkers(body) {
    if (!body)
        return [];
    return [...body.matchAll(RUN_MARKER)].map((m) => ({ runId: m[1], headSha: m[2], instance: m[3] }));
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
/** Whether `login` is the expected one: GraphQL names an app by its bare slug, REST (and the input) with `[bot]`. */
function isLogin(login, expectedLogin) {
    return login !== undefined && (sameLogin(login, expectedLogin) || sameLogin(`${login}[bot]`, expectedLogin));
}


/***/ }),

/***/ 2778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ findingSchema),
/* harmony export */   O9: () => (/* binding */ reviewPayloadSchema),
/* harmony export */   X5: () => (/* binding */ severitySchema),
/* harmony export */   kU: () => (/* binding */ atOrAbove),
/* harmony export */   mN: () => (/* binding */ confidenceSchema),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   q4: () => (/* binding */ assessmentSchema),
/* harmony export */   uR: () => (/* binding */ categorySchema),
/* harmony export */   zK: () => (/* binding */ findingId)
/* harmony export */ });
/* unused harmony exports VERDICTS, verdictSchema, ROUTES, routeSchema, PATTERN_MESSAGES, dispositionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8816);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(273);
/* harmony import */ var _specialists_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6935);



/**
 * The review payload: the single source of truth for what the editor submits.
 * It generates the publish/record tool parameters, validates what they receive
 * and types every sink (GitHub review, job summary, annotations, JSON file).
 * Finding ids are computed here, by trusted code, never by a model.
 */
/** The severity scale, most severe first (the order the job summary counts and sorts in); the one list of it. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
const severitySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(SEVERITIES);
const categorySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_specialists_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_CATEGORIES */ .zI);
/** A finding's certainty, from 0 (a guess) to 1 (proven). */
const confidenceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(1);
/**
 * The verifier's verdict on one finding (PR Sentinel's vocabulary):
 * confirmed, refuted, inconclusive (cannot be decided from the evidence) or
 * not-applicable (a static finding verification does not speak to).
 */
const VERDICTS = ['confirmed', 'refuted', 'inconclusive', 'not-applicable'];
const verdictSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(VERDICTS);
/** Where trusted routing sends a finding: an inline comment, a human's look (body section + label), or the dropped count. */
const ROUTES = ['inline', 'escalate', 'drop'];
const routeSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(ROUTES);
/** Text a reader must see: whitespace alone passed a length bound and rendered as an empty bold title or an empty section. */
const VISIBLE = /\S/;
const BLANK = 'must not be blank (whitespace only)';
const visible = (schema) => schema.regex(VISIBLE, BLANK);
/**
 * The message of each pattern the payload schema uses, by its JSON Schema `pattern`: the JSON Schema
 * publish_review's arguments are built from carries no message, so OpenCode's refusal (the tool error
 * the editor reads first) said "must match pattern /\S/" where this schema says what to fix.
 */
const PATTERN_MESSAGES = { [VISIBLE.source]: BLANK };
const findingSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(4096).describe('Changed file path exactly as listed in review-index.json'),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().describe('Line in the file on the given side that the finding anchors to'),
    start_line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional().describe('First line of a multi-line range, in the same hunk'),
    side: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['RIGHT', 'LEFT']).optional().describe('RIGHT (new code, default) or LEFT (removed code)'),
    severity: severitySchema,
    category: categorySchema,
    title: visible(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(3).max(200)),
    body: visible(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(8000)).describe('What is wrong, why it matters, how to fix it'),
    evidence: visible(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(4000)).describe('The changed code or fact that proves the finding'),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(4000).optional().describe('Replacement code for the anchored lines'),
    confidence: confidenceSchema.optional().describe('How sure the reviewer is that the finding is real, from 0 to 1'),
})
    .strict();
/**
 * What trusted code adds to every finding: the specialist's confidence, the
 * verifier's verdict, the confidence after it, and the route. Models never
 * write these; sinks (review, job summary, findings file) show them.
 */
const assessmentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    confidence: confidenceSchema,
    verdict: verdictSchema,
    confidence_after: confidenceSchema,
    route: routeSchema,
    route_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
})
    .strict();
const dispositionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    finding_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(new RegExp(`^${_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .FINDING_ID_PATTERN */ .xJ}$`))
        .describe('Id of an earlier Harbourmaster finding, from review-discussion.txt'),
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['fixed', 'still-present', 'no-longer-applies']),
    note: visible(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(2000)),
})
    .strict();
const reviewPayloadSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    summary: visible(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(20000)).describe('One coherent review summary in Markdown'),
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(findingSchema).max(200),
    dispositions: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(dispositionSchema).max(500).default([]),
})
    .strict();
/**
 * A finding's trusted id: its fingerprint (path, side, category, normalised
 * anchor content with its neighbours; see fingerprint.ts) from the file's
 * patch (GitHub's, or the staged one with its hidden lines). Models never compute it.
 */
function findingId(finding, patch) {
    return (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .findingFingerprint */ .ix)(finding, patch);
}
const SEVERITY_RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };
function atOrAbove(severity, threshold) {
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}


/***/ }),

/***/ 767:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ runConfigSchema),
/* harmony export */   Dt: () => (/* binding */ publicationSkipSchema),
/* harmony export */   TD: () => (/* binding */ RUN_CONFIG_ENV),
/* harmony export */   ik: () => (/* binding */ publicationReceiptSchema),
/* harmony export */   io: () => (/* binding */ executionReceiptSchema),
/* harmony export */   j: () => (/* binding */ RECEIPT_FILES),
/* harmony export */   r8: () => (/* binding */ assessmentsReceiptSchema),
/* harmony export */   uN: () => (/* binding */ publicationFailureSchema),
/* harmony export */   ue: () => (/* binding */ teamAccountSchema)
/* harmony export */ });
/* unused harmony exports modelRefSchema, routingConfigSchema, assessedFindingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8816);
/* harmony import */ var _review_payload_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2778);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1834);



/**
 * What the trusted runner hands to the plugins inside OpenCode. It is written
 * to the private directory (0700, outside every agent-readable root); plugins
 * find it through HARBOURMASTER_RUN_CONFIG. The GitHub token is never in it:
 * it travels in its own file (tokenFile) that publish_review reads and
 * removes. The one secret it carries is the provider key inside reviewer.env,
 * which the editor's spawn_reviewers needs to start the reviewer process; the
 * file is 0600 in a directory no agent may read, and is removed after the run.
 */
const RUN_CONFIG_ENV = 'HARBOURMASTER_RUN_CONFIG';
const modelRefSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    providerID: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    modelID: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
/** Routing as the runner resolved it (action inputs over .github/harbourmaster.yml over defaults). */
const routingConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    autoComment: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .confidenceSchema */ .mN,
    escalate: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .confidenceSchema */ .mN,
    factors: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ confirm: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .confidenceSchema */ .mN, inconclusive: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .confidenceSchema */ .mN, refute: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .confidenceSchema */ .mN }),
    alwaysEscalate: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .categorySchema */ .uR),
    /** Label added to the pull request when a finding is escalated (comment and blocking modes). */
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(50).optional(),
    /** Trusted handles named in the "needs a human look" section. */
    mentions: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** What the reviewer team could not do: its status, a budget stop, and each agent that failed. */
const teamAccountSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['ok', 'partial', 'budget-exceeded', 'failed']),
    budgetExceeded: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), failureClass: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FAILURE_CLASSES */ .CJ).optional() })),
    /** Findings the specialists reported that failed the finding schema (an account recorded before this field has none). */
    invalid: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    /** Valid findings on lines outside the hunks, or files not assigned, to the specialist that reported them. */
    outOfScope: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
});
const runConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['comment', 'silent', 'check-only', 'blocking']),
    repository: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ owner: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), repo: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    pullNumber: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/),
    marker: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    apiUrl: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Paths a publication may anchor to: the reviewable changed files. */
    allowlist: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    maxComments: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    expectedBotLogin: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Absolute, canonical directories. */
    stageDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    checkoutDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    privateDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Present for comment and blocking modes only. */
    tokenFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /**
     * The name (never the value) of the variable that carries the provider key in both OpenCode
     * processes' environment: the plugins register its value with their redactors, so a key of
     * any shape is masked in tool results and in what publish_review posts or record_review records.
     */
    providerKeyEnv: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[A-Z][A-Z0-9_]*$/)
        .optional(),
    /** Specialists and the patches assigned to each. */
    specialists: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        /** Its agent reads the checkout (code-quality): it keeps its tools even when its patches all fit inline. */
        readsCheckout: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
        /**
         * Repository guidance from the base commit for these patches, already fenced and labelled
         * by the runner: trusted text that spawn_reviewers sends as the session's system prompt.
         */
        guidance: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })),
    /**
     * Repository guidance from the base commit for every file the verifier may judge, fenced and
     * labelled by the runner: trusted text spawn_reviewers sends as the verifier session's system
     * prompt, as it sends each specialist's.
     */
    verifierGuidance: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Absent in configs written before routing existed: defaults apply. */
    routing: routingConfigSchema.optional(),
    /** Trusted notes for the review body (e.g. configuration files the PR edits, not applied). */
    reviewNotes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    /** A replay's recorded team: its review is as incomplete as the recording run's, body notes and coverage marker alike. */
    recordedTeam: teamAccountSchema.optional(),
    models: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(modelRefSchema).min(1),
    /** How the reviewer process is started: its trusted config dir and allowlisted env. */
    reviewer: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        opencodeBin: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        configHome: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        env: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        startTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        /**
         * The reviewer server the runner starts once the editor has warmed up:
         * its address and basic-auth header (a secret of the same standing as
         * the provider key) arrive in this private file when it listens
         * (core/opencode/reviewer-address.ts); spawn_reviewers waits for it and
         * attaches, and never starts a reviewer of its own. Absent: the plugin
         * starts the reviewer itself (launcher.ts, prewarm.ts).
         */
        serverFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    }),
    /**
     * The runner ends the editor session itself once a valid publication (or
     * record) receipt exists; the final tool then waits for that end instead of
     * handing the model a closing turn.
     */
    endOnReceipt: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    /**
     * Comment mode without review-same-commit: publish_review posts nothing when another run
     * proved a review on this head after this run's gate (two runs on one commit at once, in a
     * workflow without a concurrency group), and writes the skip receipt instead.
     */
    oneReviewPerCommit: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    tokenBudget: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /**
     * The findings ledger's decisions the plugins act on: earlier findings the
     * verifier re-checks (their text is in <stage>/earlier-findings.json), and
     * fingerprints never to post again (open threads, threads a human resolved,
     * upheld objections) with the anchors of the open ones.
     */
    ledger: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        recheck: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['reverify', 'dispute']), anchorChanged: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY() })),
        known: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        anchors: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            side: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['LEFT', 'RIGHT']),
            category: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
            line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
            /** From the thread's severity badge: a more severe finding near it is a new one, not the thread again. */
            severity: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .severitySchema */ .X5.optional(),
        })),
        /** The runner's sentence on what this push reviewed (delta or full, and why), put in the review body. */
        scope: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        /**
         * Ids of the earlier findings a disposition may name: threads of ours (the expected login,
         * this instance, a marker as we posted it) on this pull request, not closed by a person.
         * A disposition naming another id is refused, and left out with a note on the last attempt.
         */
        earlier: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
        /**
         * Findings the delta base listed only in its body, on files this push leaves alone
         * (src/context/open-in-body.ts): publish_review lists them again under "Still open from
         * earlier reviews", so the push after this one still finds them. Read from our own proven
         * review; the title is rendered by publish_review's sanitiser and never shown to an agent.
         */
        inBody: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            side: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['LEFT', 'RIGHT']),
            line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
            startLine: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
            severity: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .severitySchema */ .X5,
            category: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .categorySchema */ .uR,
            title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(1_000),
            since: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            /** Why this push left out its file, changed since (open-in-body.ts): the body says it was not checked again. */
            leftOutBy: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(1_000).optional(),
            /** With leftOutBy on a full review (a force-push): whether the file changed is not known, and the body says so. */
            changeUnknown: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
            /** A gating run's blocking-severity it is at or above: it blocks the pull request, and the body says so and what clears it. */
            blocksAt: _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .severitySchema */ .X5.optional(),
        }))
            .optional(),
    })
        .optional(),
});
/** Private receipts written by plugins; names inside privateDir. */
const RECEIPT_FILES = {
    execution: 'execution-receipt.json',
    publication: 'publication-receipt.json',
    record: 'record-receipt.json',
    events: 'events.jsonl',
    assessments: 'assessments.json',
    /** Written by spawn_reviewers when the specialists start (cancellation reports the stage). */
    reviewersStarted: 'reviewers-started',
    /** Written by publish_review before its first GitHub request: from here on a review may exist. */
    publicationStarted: 'publication-started',
    /**
     * Written by publish_review when a POST failed: `configuration` (a refusal the workflow must fix)
     * ends the run at once; `github` or `policy` is the run's account only if no review is proven.
     * Removed when a later attempt publishes.
     */
    publicationFailure: 'publication-failure.json',
    /** Written by publish_review when another run proved a review on this head first: the run ends skipped. */
    publicationSkipped: 'publication-skipped.json',
    /** Written by the runner before the editor's first prompt: its deadline, which the team's are cut from (run-deadline.ts). */
    editorDeadline: 'editor-deadline.json',
};
const publicationFailureSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    failureClass: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['configuration', 'github', 'policy']),
    message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /**
     * A POST GitHub answered with a 5xx (`status`) whose review no look found: GitHub may hold it and
     * list it late, so the runner looks for it as long as for a receipt's review before saying none is there.
     */
    unconfirmed: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        /**
         * The SHA-256 of every body the run POSTed (core/publication/sent-body.ts), when all of them went
         * through this session: a review carrying the marker whose body as posted is none of them is
         * another job's of the same workflow run, never named as this run's.
         */
        sent: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/))
            .max(50)
            .optional(),
    })
        .optional(),
});
const publicationSkipSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The other run's proven review on this head. */
    reviewId: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
/**
 * The team's findings with trusted confidence, verdict and route, written by
 * spawn_reviewers and read by publish_review/record_review: routing numbers
 * come from here, never from what the editor model submits.
 */
const assessedFindingSchema = _review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .findingSchema */ .$f.extend(_review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .assessmentSchema */ .q4.shape).extend({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    specialists: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const assessmentsReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(assessedFindingSchema),
});
const executionReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    sessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        sessionId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        modelCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        tokensIn: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        tokensOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })),
    modelCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** Model calls the provider answered without reporting usage (events-usage.ts). */
    unmeteredCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    tokensIn: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    tokensOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    candidates: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    verdicts: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ confirmed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), refuted: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), inconclusive: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), 'not-applicable': zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() }),
    /** What the runner reports beyond counts: a partial or budget-stopped team, dropped and overflowed work. */
    extra: teamAccountSchema
        .extend({
        invalid: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        outOfScope: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        duplicates: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        returned: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        overflowPatches: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        /** The verifier's verdicts on re-checked earlier findings (absent: none asked, or no answer). */
        earlier: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['fixed', 'still-present', 'upheld']), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), rule: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }))
            .optional(),
        /** Candidates dropped because their fingerprint (or anchor) matches a known earlier finding. */
        known: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    })
        .optional(),
});
const publicationReceiptSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    runId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    reviewId: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    headSha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    marker: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    inlineComments: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    bodyFindings: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** Findings escalated for a human look and dropped below the floor; the escalation label's fate. */
    escalated: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    dropped: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['added', 'present', 'not-needed', 'failed']).optional(),
    /** Why the label failed, when GitHub answered: its HTTP status and the permissions it said it accepts. */
    labelRefusal: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), accepted: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(200).optional(), rateLimited: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional() }).optional(),
});


/***/ }),

/***/ 6935:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eq: () => (/* binding */ CHECKOUT_READERS),
/* harmony export */   zI: () => (/* binding */ FINDING_CATEGORIES),
/* harmony export */   zP: () => (/* binding */ SPECIALISTS)
/* harmony export */ });
/* unused harmony exports SPECIALIST_REGISTRY, specialistAgent */
const SPECIALIST_REGISTRY = [
    {
        name: 'correctness',
        category: 'correctness',
        readsCheckout: false,
        prompt: 'agents/specialists/correctness.md',
        selection: 'any code changed (every reviewable file); also without code when a file is one no other specialist reads, so nothing staged goes unread',
    },
    {
        name: 'security',
        category: 'security',
        readsCheckout: false,
        riskTopic: 'security',
        prompt: 'agents/specialists/security.md',
        selection: 'a high-risk file, a sensitive path or a security content signal',
    },
    {
        name: 'code-quality',
        category: 'code-quality',
        readsCheckout: true,
        riskTopic: 'quality',
        prompt: 'agents/specialists/code-quality.md',
        selection: 'code changed (the code files, tests last)',
    },
    {
        name: 'performance',
        category: 'performance',
        readsCheckout: false,
        riskTopic: 'performance',
        prompt: 'agents/specialists/performance.md',
        selection: 'a performance signal (sync I/O, awaits in loops, queries, hot paths, large copies)',
    },
    {
        name: 'tests',
        category: 'tests',
        readsCheckout: false,
        prompt: 'agents/specialists/tests.md',
        selection: 'test files changed, or code changed without any test change',
    },
];
/** Specialist names in registry order (the order they are selected and listed in). */
const SPECIALISTS = SPECIALIST_REGISTRY.map((s) => s.name);
/** Categories no specialist owns but any finding may carry. */
const GENERAL_CATEGORIES = ['maintainability', 'documentation'];
const FINDING_CATEGORIES = [
    ...new Set([...SPECIALIST_REGISTRY.map((s) => s.category), ...GENERAL_CATEGORIES]),
];
/** OpenCode agent name of a specialist. */
const specialistAgent = (name) => `specialist-${name}`;
/** Agents that may read the checkout besides the stage. */
const CHECKOUT_READERS = new Set(SPECIALIST_REGISTRY.filter((s) => s.readsCheckout).map((s) => specialistAgent(s.name)));


/***/ }),

/***/ 1016:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ buildLineMap),
/* harmony export */   FS: () => (/* binding */ parseHunks),
/* harmony export */   lM: () => (/* binding */ sideLines),
/* harmony export */   qS: () => (/* binding */ splitPatchHunks)
/* harmony export */ });
/**
 * Line maps for GitHub's per-file unified-diff `patch` (hunks only, no file
 * headers). Publication uses them to anchor review comments: GitHub rejects a
 * comment whose line is not part of the diff with a 422, and one such comment
 * fails the whole review, so this module must agree with GitHub exactly.
 *
 * GitHub accepts a comment on side RIGHT at an added or context line of the new
 * file, and on side LEFT at a removed or context line of the old file, and a
 * multi-line comment only when both ends lie in the same hunk.
 */
// The counts are optional in the unified format and default to 1.
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/** Splits a patch into hunks and records which old/new line numbers each one shows. */
function parseHunks(patch) {
    const hunks = [];
    let current;
    let oldLine = 0;
    let newLine = 0;
    let oldLeft = 0;
    let newLeft = 0;
    // The entries of the last diff line, which a `\ No newline at end of file` after it annotates.
    let previous = [];
    for (const raw of patch.split('\n')) {
        const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const header = HUNK_HEADER.exec(text);
        if (header) {
            current = {
                index: hunks.length,
                oldStart: Number(header[1]),
                oldLines: header[2] === undefined ? 1 : Number(header[2]),
                newStart: Number(header[3]),
                newLines: header[4] === undefined ? 1 : Number(header[4]),
                left: [],
                right: [],
                removed: [],
                added: [],
            };
            hunks.push(current);
            previous = [];
            oldLine = current.oldStart;
            newLine = current.newStart;
            oldLeft = current.oldLines;
            newLeft = current.newLines;
            continue;
        }
        if (!current)
            continue;
        // "\ No newline at end of file" annotates the previous line; it is not a line itself.
        if (text.startsWith('\\')) {
            for (const l of previous)
                l.noNewline = true;
            previous = [];
            continue;
        }
        if (oldLeft <= 0 && newLeft <= 0)
            continue; // past the hunk's declared body (e.g. trailing newline)
        const marker = text.charAt(0);
        const content = text.slice(1);
        const cr = text === raw ? {} : { cr: true };
        const entry = (line) => ({ line, text: content, ...cr });
        if (marker === '+') {
            current.added.push(newLine);
            previous = [entry(newLine++)];
            current.right.push(...previous);
            newLeft--;
        }
        else if (marker === '-') {
            current.removed.push(oldLine);
            previous = [entry(oldLine++)];
            current.left.push(...previous);
            oldLeft--;
        }
        else if (marker === ' ' || text.length === 0) {
            // Some tools strip the leading space of an empty context line; the counts keep us honest.
            const [left, right] = [entry(oldLine++), entry(newLine++)];
            current.left.push(left);
            current.right.push(right);
            previous = [left, right];
            oldLeft--;
            newLeft--;
        }
        else {
            // Not a diff line (the bounds' truncation marker): the hunk shows nothing more, and the
            // staged file's final newline after it is not an empty context line.
            current = undefined;
        }
    }
    return hunks;
}
/** The lines each hunk shows on one side, in order, with their text (fingerprints hash them). */
function sideLines(patch, side) {
    return parseHunks(patch).map((hunk) => (side === 'RIGHT' ? hunk.right : hunk.left));
}
/** Builds the commentable-line map of one file's patch. An undefined or empty patch has no lines. */
function buildLineMap(patch) {
    const parsed = patch ? parseHunks(patch) : [];
    const index = { LEFT: new Map(), RIGHT: new Map() };
    const changed = { LEFT: new Set(), RIGHT: new Set() };
    for (const hunk of parsed) {
        for (const { line } of hunk.left)
            if (!index.LEFT.has(line))
                index.LEFT.set(line, hunk.index);
        for (const { line } of hunk.right)
            if (!index.RIGHT.has(line))
                index.RIGHT.set(line, hunk.index);
        for (const line of hunk.removed)
            changed.LEFT.add(line);
        for (const line of hunk.added)
            changed.RIGHT.add(line);
    }
    const hunks = parsed.map(({ index: i, oldStart, oldLines, newStart, newLines }) => ({
        index: i,
        oldStart,
        oldLines,
        newStart,
        newLines,
    }));
    const hunkOf = (side, line) => index[side].get(line);
    return {
        hunks,
        hunkOf,
        isCommentable: (side, line) => index[side].has(line),
        rangeInOneHunk: (side, startLine, line) => {
            if (startLine > line)
                return false;
            const a = hunkOf(side, startLine);
            return a !== undefined && a === hunkOf(side, line);
        },
        commentableLines: (side) => [...index[side].keys()].sort((x, y) => x - y),
        changedLines: (side) => [...changed[side]].sort((x, y) => x - y),
    };
}
/** The patch cut at its hunk headers, each hunk with its new-side range. */
function splitPatchHunks(patch) {
    const out = [];
    for (const raw of patch.split('\n')) {
        const header = HUNK_HEADER.exec(raw);
        if (header)
            out.push({ text: raw, newStart: Number(header[3]), newLines: header[4] === undefined ? 1 : Number(header[4]) });
        else if (out.length > 0) {
            const last = out[out.length - 1];
            last.text += `\n${raw}`;
        }
    }
    return out;
}


/***/ }),

/***/ 5729:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g5: () => (/* binding */ truncationMarker),
/* harmony export */   uH: () => (/* binding */ cutShortLines)
/* harmony export */ });
/* unused harmony export TRUNCATION_MARKER_PREFIX */
/* harmony import */ var _diff_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1016);

/**
 * The line a byte bound ends a staged patch with (src/policy/bounds.ts writes it). A patch
 * whose last line alone is longer than half the room is cut inside that line: the reviewers
 * read only its start, while GitHub's line goes on. The marker says so, and publication reads
 * it back (cutShortLines), since a suggestion written from a line's start would, accepted,
 * replace GitHub's whole line and delete the rest of it.
 */
const TRUNCATION_MARKER_PREFIX = '[harbourmaster] patch truncated';
const CUT_SHORT = 'the last line above is cut short (GitHub shows it whole)';
function truncationMarker(why, dropped, total, insideLine) {
    const cutShort = insideLine ? ` ${CUT_SHORT};` : '';
    return `${TRUNCATION_MARKER_PREFIX} by ${why}: ${dropped} of ${total} bytes dropped;${cutShort} the rest of this file was not staged.`;
}
/** The line numbers, per side, of the line a staged patch shows cut short; empty when none is. */
function cutShortLines(patch) {
    if (!patch)
        return {};
    const lines = patch.split('\n');
    const at = lines.findIndex((l) => l.startsWith(TRUNCATION_MARKER_PREFIX));
    const cut = at > 0 ? (lines[at - 1] ?? '') : '';
    if (at <= 0 || !(lines[at] ?? '').includes(CUT_SHORT) || !/^[+\- ]/.test(cut))
        return {};
    // The hunks end at the marker: the cut line is the last line each side it belongs to shows.
    const last = (0,_diff_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHunks */ .FS)(lines.slice(0, at).join('\n')).at(-1);
    const out = {};
    const right = last?.right.at(-1)?.line;
    const left = last?.left.at(-1)?.line;
    if (cut[0] !== '-' && right !== undefined)
        out.RIGHT = right;
    if (cut[0] !== '+' && left !== undefined)
        out.LEFT = left;
    return out;
}


/***/ }),

/***/ 1834:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ FAILURE_CLASSES),
/* harmony export */   Fk: () => (/* binding */ toHarbourmasterError),
/* harmony export */   Mk: () => (/* binding */ OpenCodeError),
/* harmony export */   a2: () => (/* binding */ DiffError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   me: () => (/* binding */ ModelError),
/* harmony export */   oN: () => (/* binding */ HarbourmasterError),
/* harmony export */   pn: () => (/* binding */ PolicyError),
/* harmony export */   x7: () => (/* binding */ SkipRun),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/**
 * Typed failure classes. Code classifies by type or HTTP status, never by
 * message text; `setFailed` always receives a normalised HarbourmasterError.
 */
const FAILURE_CLASSES = ['configuration', 'github', 'opencode', 'model', 'diff', 'policy', 'internal'];
class HarbourmasterError extends Error {
    failureClass;
    constructor(failureClass, message, options) {
        super(message, options);
        this.name = 'HarbourmasterError';
        this.failureClass = failureClass;
    }
}
/** A user mistake in inputs or permissions: the message names the input and the expected form. */
class ConfigurationError extends HarbourmasterError {
    input;
    constructor(message, input, options) {
        super('configuration', message, options);
        this.name = 'ConfigurationError';
        this.input = input;
    }
}
class GitHubError extends HarbourmasterError {
    status;
    constructor(message, status, options) {
        super('github', message, options);
        this.name = 'GitHubError';
        this.status = status;
    }
}
class OpenCodeError extends HarbourmasterError {
    constructor(message, options) {
        super('opencode', message, options);
        this.name = 'OpenCodeError';
    }
}
class ModelError extends HarbourmasterError {
    constructor(message, options) {
        super('model', message, options);
        this.name = 'ModelError';
    }
}
class DiffError extends HarbourmasterError {
    constructor(message, options) {
        super('diff', message, options);
        this.name = 'DiffError';
    }
}
class PolicyError extends HarbourmasterError {
    constructor(message, options) {
        super('policy', message, options);
        this.name = 'PolicyError';
    }
}
/**
 * Ends the run early without failing it (draft, fork, no provider key, a head
 * that already has a proven review). The outcome is `skipped` and the reason
 * is reported in outputs, summary and telemetry; `reviewId` names an existing
 * review that stands for this run (the `review-id` output).
 */
class SkipRun extends Error {
    reason;
    reviewId;
    constructor(reason, options = {}) {
        super(reason);
        this.name = 'SkipRun';
        this.reason = reason;
        this.reviewId = options.reviewId;
    }
}
/** Normalises anything thrown into a HarbourmasterError; unknown throws are `internal`. */
function toHarbourmasterError(error) {
    if (error instanceof HarbourmasterError)
        return error;
    if (error instanceof Error)
        return new HarbourmasterError('internal', error.message, { cause: error });
    return new HarbourmasterError('internal', `non-error thrown: ${String(error)}`);
}


/***/ }),

/***/ 8123:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ stopRegisteredGroups),
/* harmony export */   E9: () => (/* binding */ stopRuntimeProcesses),
/* harmony export */   ET: () => (/* binding */ registerProcessGroup),
/* harmony export */   gl: () => (/* binding */ forgetProcessGroup)
/* harmony export */ });
/* unused harmony exports REVIEWER_PIDS_FILE, registeredProcessGroups, recordReviewerPid */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);


/**
 * The reviewer OpenCode process leads its own process group (it is started
 * `detached` by spawn_reviewers inside the editor process), so killing the
 * editor's group does not reach it, and an editor that is SIGKILLed runs no
 * exit handler. The launcher therefore records every reviewer pid in the
 * private dir, which only trusted code reads, and the runner stops those
 * groups, and any process still running under the run's runtime directory,
 * when the review phase ends. Linux only (/proc); elsewhere the sweep finds
 * nothing and the recorded groups are still signalled.
 */
const REVIEWER_PIDS_FILE = 'reviewer-pids';
/**
 * The process groups this Node process has started and not yet seen exit
 * (every OpenCode server goes through startOpencodeServer, which registers
 * it; a replay registers its publisher process). One place for whoever must stop them all at once, e.g. a SIGINT or
 * SIGTERM handler: stopRegisteredGroups is synchronous for that reason.
 */
const liveGroups = new Map();
function registerProcessGroup(pid, role) {
    liveGroups.set(pid, role);
}
function forgetProcessGroup(pid) {
    liveGroups.delete(pid);
}
/** Live groups started by this process, with their role (editor, reviewer). */
function registeredProcessGroups() {
    return liveGroups;
}
/** Signals every registered group; returns how many were signalled. Never throws. */
function stopRegisteredGroups(signal = 'SIGKILL') {
    let signalled = 0;
    for (const pid of liveGroups.keys()) {
        try {
            process.kill(-pid, signal);
            signalled++;
        }
        catch {
            // Already gone: its exit handler forgets it.
        }
    }
    return signalled;
}
/** Called by the launcher in the editor process as soon as a reviewer server runs. */
async function recordReviewerPid(privateDir, pid) {
    await appendFile(join(privateDir, REVIEWER_PIDS_FILE), `${pid}\n`, { mode: 0o600 });
}
async function cwdOf(pid) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(`/proc/${pid}/cwd`).catch(() => undefined);
}
/** A process working under `dir` (a deleted work dir reads as `<path> (deleted)`, still under it). */
const under = (cwd, dir) => cwd !== undefined && (cwd === dir || cwd.startsWith(`${dir}/`));
function killGroup(pid) {
    try {
        process.kill(-pid, 'SIGKILL');
        return true;
    }
    catch {
        try {
            process.kill(pid, 'SIGKILL');
            return true;
        }
        catch {
            return false;
        }
    }
}
/**
 * Stops the recorded reviewer groups and every process whose working
 * directory lies under `runtimeParent` (the editor and reviewer roots).
 * A recorded pid is signalled only while it still runs under that directory,
 * so a pid the kernel has since handed to another process is left alone.
 */
async function stopRuntimeProcesses(privateDir, runtimeParent, logger) {
    const recorded = (privateDir ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(privateDir, REVIEWER_PIDS_FILE), 'utf8').catch(() => '') : '')
        .split('\n')
        .map(Number)
        .filter((pid) => Number.isInteger(pid) && pid > 1);
    const entries = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)('/proc').catch(() => [])).filter((entry) => /^\d+$/.test(entry)).map(Number);
    const targets = new Set();
    for (const pid of [...recorded, ...entries]) {
        if (pid === process.pid)
            continue;
        if (under(await cwdOf(pid), runtimeParent))
            targets.add(pid);
    }
    let stopped = 0;
    for (const pid of targets)
        if (killGroup(pid))
            stopped++;
    if (stopped > 0)
        logger.event('runtime', 'stray-process-stopped', { count: stopped });
    // SIGKILL is delivered at once but a process takes a moment to exit: the
    // run is not over until nothing of it runs any more (bounded wait).
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
        let alive = false;
        for (const pid of targets)
            if (under(await cwdOf(pid), runtimeParent))
                alive = true;
        if (!alive)
            break;
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return stopped;
}


/***/ }),

/***/ 2418:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ warmUpOpencode),
/* harmony export */   _M: () => (/* binding */ WARM_UP_BOUND_MS),
/* harmony export */   iE: () => (/* binding */ WARM_UP_PROVIDER),
/* harmony export */   wW: () => (/* binding */ WARM_UP_MODEL)
/* harmony export */ });
/* unused harmony export WARM_UP_SESSION_TITLE */
/** The trusted config's provider for the warm-up prompt; never the model of any agent. */
const WARM_UP_PROVIDER = 'harbourmaster-warm-up';
const WARM_UP_MODEL = 'warm-up';
const WARM_UP_SESSION_TITLE = 'Harbourmaster warm-up';
const WARM_UP_BOUND_MS = 15_000;
async function promptOnce(client, prompt) {
    const session = await client.session.create({ body: { title: WARM_UP_SESSION_TITLE } });
    const id = session.data?.id;
    if (!id)
        return false;
    const answered = await client.session.prompt({
        path: { id },
        body: {
            agent: prompt.agent,
            model: { providerID: WARM_UP_PROVIDER, modelID: WARM_UP_MODEL },
            ...(prompt.tools ? { tools: prompt.tools } : {}),
            parts: [{ type: 'text', text: 'Reply with one word.' }],
        },
    });
    return answered.error === undefined;
}
/**
 * Starts the initialisation; settles when OpenCode has done it (never
 * rejects, no bound) with whether the warm-up prompt was answered
 * (undefined without one).
 */
function startWarmUp(client, prompt) {
    const lazy = Promise.all([client.config.providers(), client.find.files({ query: { query: 'warm-up' } })]).then(() => undefined, () => undefined);
    if (!prompt)
        return lazy;
    // After the lazy initialisation: the prompt would otherwise do it itself, on one thread.
    return lazy.then(() => promptOnce(client, prompt)).catch(() => false);
}
/** Waits for `work`, but never past `boundMs` (then undefined). */
async function bounded(work, boundMs) {
    let timer;
    const bound = new Promise((resolve) => {
        timer = setTimeout(() => resolve(undefined), boundMs);
        timer.unref();
    });
    const settled = await Promise.race([work, bound]);
    clearTimeout(timer);
    return settled;
}
async function warmUpOpencode(client, boundMs = WARM_UP_BOUND_MS, prompt) {
    return bounded(startWarmUp(client, prompt), boundMs);
}


/***/ }),

/***/ 7018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dh: () => (/* binding */ gatingFindings)
/* harmony export */ });
/* unused harmony exports DEFAULT_FACTORS, DEFAULT_ROUTING, routingPolicy, DEFAULT_CONFIDENCE, confidenceAfter, routeOne, assess, capInline, countRoutes */
/* harmony import */ var _contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2778);

const DEFAULT_FACTORS = { confirm: 0.6, inconclusive: 0.9, refute: 0.35 };
const DEFAULT_ROUTING = {
    autoComment: 0.8,
    escalate: 0.5,
    factors: DEFAULT_FACTORS,
    alwaysEscalate: ['security'],
    maxComments: 25,
};
/** The policy of a run from its resolved routing configuration (defaults when absent). */
function routingPolicy(routing, maxComments) {
    if (!routing)
        return { ...DEFAULT_ROUTING, maxComments };
    return { autoComment: routing.autoComment, escalate: routing.escalate, factors: routing.factors, alwaysEscalate: routing.alwaysEscalate, maxComments };
}
/**
 * A specialist that gives no confidence is taken at the default auto-comment
 * threshold: confirmed it is commented, inconclusive it is escalated, refuted
 * it is dropped, as the verdict alone would decide.
 */
const DEFAULT_CONFIDENCE = 0.8;
/** Four decimals: enough to order findings, short enough to read in a table. */
function round(value) {
    return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}
function confidenceAfter(confidence, verdict, factors = DEFAULT_FACTORS) {
    switch (verdict) {
        case 'confirmed':
            return round(confidence + (1 - confidence) * factors.confirm);
        case 'inconclusive':
            return round(confidence * factors.inconclusive);
        case 'refuted':
            return round(confidence * factors.refute);
        case 'not-applicable':
            return round(confidence);
    }
}
/** The route of one finding by its confidence after verification and its category. */
function routeOne(finding, policy) {
    const c = finding.confidence_after;
    if (c >= policy.autoComment)
        return { route: 'inline', reason: `confidence ${c} ≥ auto-comment ${policy.autoComment}` };
    if (c >= policy.escalate)
        return { route: 'escalate', reason: `confidence ${c} ≥ escalate ${policy.escalate}` };
    if (policy.alwaysEscalate.includes(finding.category)) {
        return { route: 'escalate', reason: `${finding.category} is an always-escalate category (confidence ${c} < escalate ${policy.escalate})` };
    }
    return { route: 'drop', reason: `confidence ${c} < escalate ${policy.escalate}` };
}
/** Confidence after the verdict, then the route; every finding keeps its numbers so sinks can show them. */
function assess(finding, policy) {
    const after = confidenceAfter(finding.confidence, finding.verdict, policy.factors);
    const decision = routeOne({ category: finding.category, confidence_after: after }, policy);
    return { confidence: round(finding.confidence), verdict: finding.verdict, confidence_after: after, route: decision.route, route_reason: decision.reason };
}
const RANK = { critical: 0, high: 1, medium: 2, low: 3, info: 4 };
/**
 * Applies the inline cap: of the findings routed inline, the most severe
 * (then the most confident) keep their comment; the rest are escalated with
 * the reason, so a human still sees them. Order of the input is kept.
 */
function capInline(findings, maxComments, 
/** Whether a finding takes a comment slot; by default every inline-routed one (publication counts only anchorable ones). */
takesSlot = (f) => f.route === 'inline') {
    const inline = findings
        .map((f, i) => ({ f, i }))
        .filter(({ f }) => takesSlot(f))
        .sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || b.f.confidence_after - a.f.confidence_after || a.i - b.i);
    const over = new Set(inline.slice(Math.max(0, maxComments)).map(({ i }) => i));
    return findings.map((f, i) => (over.has(i) ? { ...f, route: 'escalate', route_reason: `over max-comments (${maxComments}); ${f.route_reason}` } : f));
}
/** Findings that gate blocking and check-only runs: commented or escalated, at or above the blocking severity. */
function gatingFindings(findings, blockingSeverity) {
    return findings.filter((f) => f.route !== 'drop' && (0,_contracts_review_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .atOrAbove */ .kU)(f.severity, blockingSeverity));
}
function countRoutes(findings) {
    const counts = { inline: 0, escalate: 0, drop: 0 };
    for (const f of findings)
        counts[f.route ?? 'inline']++;
    return counts;
}


/***/ }),

/***/ 553:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DY: () => (/* binding */ teamShortfall),
/* harmony export */   EG: () => (/* binding */ teamDropped),
/* harmony export */   nc: () => (/* binding */ teamNeverRan)
/* harmony export */ });
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(729);

const MAX_ERROR_CHARS = 300;
function clip(text) {
    return (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_0__/* .clipUnits */ .U)(text.replace(/\s+/g, ' ').trim(), MAX_ERROR_CHARS);
}
/**
 * The account of a team that never ran: specialists were selected, but the
 * editor finished without spawn_reviewers writing its receipt (the editor
 * skipped it, for example talked out of it by the pull request's text). The
 * runner and publish_review both read a missing receipt this way.
 */
function teamNeverRan(specialists) {
    return {
        status: 'failed',
        budgetExceeded: false,
        errors: [
            {
                agent: 'spawn_reviewers',
                error: `never called by the editor, so no specialist (${specialists.join(', ')}) reviewed the change`,
                failureClass: 'policy',
            },
        ],
    };
}
/**
 * What the reviewer team could not do, in trusted words from its account
 * (trusted code wrote it, never the editor's summary): a review whose
 * specialist failed, or whose findings the token budget threw away, must not
 * read like a complete one. `reasons` adds each agent's error text: the job
 * summary shows it; the review body, which everyone on the pull request
 * reads, names the agents and what they leave unreviewed only.
 */
function teamShortfall(team, options = {}) {
    if (!team)
        return [];
    if (team.budgetExceeded) {
        const budget = options.tokenBudget === undefined ? 'token budget' : `token budget (${options.tokenBudget} tokens)`;
        // Every agent the budget stopped also reports an error; the one sentence says it for all.
        return [
            `The run's ${budget} was reached while the specialists ran: their findings were not used, so this review is incomplete (raise token-budget to review further).`,
        ];
    }
    const notes = team.errors.map(({ agent, error }) => {
        const why = options.reasons ? ` (${clip(error)})` : '';
        if (agent.startsWith('specialist-')) {
            const name = agent.slice('specialist-'.length);
            return `The ${name} specialist did not finish${why}; the files assigned to it were not reviewed for ${name}.`;
        }
        if (agent === 'verifier')
            return `The verifier did not complete its check${why}; findings it did not answer are marked unverified.`;
        if (agent === 'reviewer-server')
            return `The reviewers could not run${why}; no specialist reviewed this pull request.`;
        if (agent === 'spawn_reviewers')
            return `No specialist reviewed this pull request: the editor published without calling spawn_reviewers${why}, so this review holds only its own reading.`;
        return `${agent} did not finish${why}.`;
    });
    return [...new Set(notes)];
}
/**
 * Findings the specialists reported that the review does not carry: anchored outside the lines
 * the pull request changes (or on a file not assigned to the specialist), or not in the review
 * format. They were counted on the telemetry line and in the editor's result only, so the review
 * read as everything the team found. Trusted words from the team's account, never the editor's.
 */
function teamDropped(team) {
    const outOfScope = team?.outOfScope ?? 0;
    const invalid = team?.invalid ?? 0;
    const total = outOfScope + invalid;
    if (total === 0)
        return [];
    const parts = [
        outOfScope > 0 ? `${outOfScope} on a line outside this pull request's changes or on a file not assigned to them` : '',
        invalid > 0 ? `${invalid} not in the review format` : '',
    ].filter((p) => p !== '');
    return [`The specialists reported ${total} finding${total === 1 ? '' : 's'} this review does not carry: ${parts.join(', ')}.`];
}


/***/ }),

/***/ 7476:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d1: () => (/* binding */ commandSafeOpencodeOutput)
});

// UNUSED EXPORTS: CommandSafeOutput, defuseLine

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/command-safe-output.js

/**
 * OpenCode's stdout and stderr go to the job log, where the Actions runner reads every line of
 * the step's output for workflow commands: a line that starts with `::` after leading
 * whitespace, and the legacy `##[` form anywhere in a line (lines end at CR, LF or CRLF). That
 * output carries text the run does not control: the plugins' lines, provider error bodies, tool
 * titles and errors quoting file names of the pull request. Forwarded as it is, a line
 * `::stop-commands::x` or `##[add-mask]…` from it would stop the run's own later commands, mask
 * words, set outputs or forge annotations.
 *
 * So the forwarder writes only whole lines, each defused: a line that starts with `::` gets a `\`
 * in front, and `##[` becomes `#\#[`. Other lines pass unchanged. Whole lines also keep the step's
 * output at a line start between writes, so a `::add-mask::` or annotation the runner writes
 * itself is never glued behind half a line of OpenCode's (where it would be printed, value and
 * all, instead of run).
 *
 * The lines are redacted by the run's redactor first. The runner's `::add-mask::` hides the token
 * and the key only whole: a provider's error body or a log line cut at a length limit prints the
 * start of one, and a credential of the pull request is no value the runner knows. A private key
 * spans lines that a pipe delivers in separate pieces, so lines after a key's BEGIN marker are held
 * (up to MAX_PENDING_CHARS) until its END arrives, and the block is redacted as one text.
 */
/** Longest unterminated line held back; a longer one is written in parts, each a line of its own. */
const MAX_PENDING_CHARS = 64 * 1024;
/**
 * Characters a token can hold (every family of secret-patterns.ts, URL credentials, base64 and
 * URL encoding, JSON's escaped `\/`). An overlong line is cut after the last other character, so no token is split
 * between two parts, where neither would have the shape its family knows (an installation token
 * without its signature is no JWT, its end has no prefix). Only so far back: a run this long with
 * no break is no token, and the part is cut where it stands.
 */
const TOKEN_CHAR = /[A-Za-z0-9_.~+/=%:@\\-]/;
const TOKEN_REACH = 4096;
/**
 * A credential that has no shape of its own is known by what stands before it across a space: an
 * Authorization scheme (secret-patterns.ts, authorization-header). A cut after that space would
 * leave the value alone in the next part, so the cut goes before the scheme.
 */
const AUTH_CONTEXT = /(?:Bearer|token|Basic)[ \t]{1,8}$/i;
/** Where an overlong line is cut: after its last character no token holds, near its end, and before the context a token needs. */
function cutAt(text) {
    for (let i = text.length - 1; i >= Math.max(0, text.length - TOKEN_REACH); i--) {
        if (TOKEN_CHAR.test(text.charAt(i)))
            continue;
        const context = AUTH_CONTEXT.exec(text.slice(Math.max(0, i - 16), i + 1));
        return context ? Math.max(0, i - 16) + context.index : i + 1;
    }
    return text.length;
}
/** Leading whitespace as the runner trims it (.NET's Char.IsWhiteSpace, which includes U+0085). */
const COMMAND_START = /^[\s\u0085]*::/;
const LINE_END = /(\r\n|\r|\n)/;
/** Longest key block held back: a PGP block of an 8192-bit key is under 200 lines. */
const MAX_HELD_LINES = 256;
const lineCount = (text) => text.split(LINE_END).length >> 1;
const KEY_MARKER = /-----(BEGIN|END) [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY(?: BLOCK)?-----/g;
/** Whether a key block is open after `text` (whole lines), given whether it was before. */
function keyBlockOpenAfter(text, open) {
    if (!text.includes('-----'))
        return open;
    let state = open;
    for (const m of text.matchAll(KEY_MARKER))
        state = m[1] === 'BEGIN';
    return state;
}
function defuseLine(line) {
    const out = line.replace(/##\[/g, '#\\#[');
    return COMMAND_START.test(out) ? `\\${out}` : out;
}
class CommandSafeOutput {
    write;
    redact;
    pending = '';
    /** Whole lines held while a private key's block is open. */
    held = '';
    keyOpen = false;
    decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    constructor(write, redact = (text) => text) {
        this.write = write;
        this.redact = redact;
    }
    push(chunk) {
        const text = this.pending + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
        const last = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
        if (last < 0) {
            this.pending = text;
            if (text.length > MAX_PENDING_CHARS)
                this.writeLongPart();
            return;
        }
        this.pending = text.slice(last + 1);
        const lines = text.slice(0, last + 1);
        this.held += lines;
        // Only the new lines are scanned: markers sit within a line, and whole lines never split one.
        this.keyOpen = keyBlockOpenAfter(lines, this.keyOpen);
        // Bounded, so a BEGIN quoted without its block holds the rest of the output back only briefly.
        if (this.keyOpen && this.held.length <= MAX_PENDING_CHARS && lineCount(this.held) <= MAX_HELD_LINES)
            return;
        this.writeLines(this.held);
        this.held = '';
        this.keyOpen = false;
        if (this.pending.length > MAX_PENDING_CHARS)
            this.writeLongPart();
    }
    /** An overlong unterminated line: its part up to a cut between tokens, as a line of its own; the rest waits. */
    writeLongPart() {
        const cut = cutAt(this.pending);
        const part = this.pending.slice(0, cut);
        this.pending = this.pending.slice(cut);
        const text = `${this.held}${part}\n`;
        this.held = '';
        this.keyOpen = false;
        this.writeLines(text);
    }
    /** Writes a line left unterminated (the process ended, or it grew past the bound) as a whole line. */
    flush() {
        const rest = this.pending + this.decoder.end();
        this.pending = '';
        const text = this.held + (rest ? `${rest}\n` : '');
        this.held = '';
        this.keyOpen = false;
        if (text)
            this.writeLines(text);
    }
    /** Whole lines, each ending in CR, LF or CRLF: redacted as one text, then defused line by line. */
    writeLines(text) {
        // split with a capture group alternates line, ending, line, …; only lines are defused.
        const parts = this.redact(text).split(LINE_END);
        this.write(parts.map((part, i) => (i % 2 === 0 ? defuseLine(part) : part)).join(''));
    }
}
/** One forwarder per stream of the step: the runner reads stdout and stderr as separate lines. */
function commandSafeOpencodeOutput(sinks, redact = (text) => text) {
    const streams = { stdout: new CommandSafeOutput(sinks.stdout, redact), stderr: new CommandSafeOutput(sinks.stderr, redact) };
    return {
        onOutput: (stream, chunk) => streams[stream].push(chunk),
        flush: () => {
            streams.stdout.flush();
            streams.stderr.flush();
        },
    };
}


/***/ }),

/***/ 4553:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ redactKeyText),
/* harmony export */   US: () => (/* binding */ redactKeyLines)
/* harmony export */ });
/* unused harmony export HEADER_NOTE */
/* harmony import */ var _secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6021);

/**
 * Private-key blocks (PEM of any type, OpenSSH, PGP `PRIVATE KEY BLOCK`) span
 * lines, so no single-line pattern sees them whole. They are found line by
 * line and only key material is removed:
 * - `BEGIN … END` with only key material between (base64 body lines, armor
 *   headers such as `Proc-Type:`/`Version:`, a PGP checksum, blank lines
 *   before the body): the whole block;
 * - a `BEGIN` line whose block is not closed (a comment that mentions the
 *   header, a truncated key): its marker and the key-material lines directly
 *   after it, never the ordinary lines that follow. Such a header is counted,
 *   and the marker becomes `HEADER_NOTE`, so a reviewer sees that a key
 *   header was there (a private key in a repository is a finding in itself).
 * A block on one line (a JSON string with `\n` escapes) is handled on its line.
 *
 * Lines may carry a read tool's line-number gutter, a comment marker, quotes
 * and string-concatenation tails; those are kept, the key text is not.
 * Every line is visited a bounded number of times: linear in the text.
 */
const HEADER_NOTE = '[REDACTED: private-key header; key material removed]';
const MARKER_SOURCE = /-----(BEGIN|END) [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY(?: BLOCK)?-----/.source;
const MARKER = new RegExp(MARKER_SOURCE, 'g');
/** Non-global twin for single tests: a global regex carries lastIndex from call to call. */
const ONE_MARKER = new RegExp(MARKER_SOURCE);
const ESCAPED_BODY = /^(?:\\[nr]|[A-Za-z0-9+/=:,. \t-])*$/;
const ESCAPED_TAIL = /(?:\\[nr]|[A-Za-z0-9+/=])*/y;
const LEAD = /^(\s*(?:\d{1,7}[|:\t]\s?)?\s*(?:#|\/\/|\*|;)?\s*["'`]?)/;
const BODY = /^[A-Za-z0-9+/]{16,}={0,2}$/;
/** What every body line's core contains (BODY without its anchors). */
const BODY_RUN = /[A-Za-z0-9+/]{16}/;
const SHORT_BODY = /^[A-Za-z0-9+/]{1,15}={0,2}$/;
const CHECKSUM = /^=[A-Za-z0-9+/]{4}$/;
const ARMOR_HEADER = /^(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset|MessageID): /;
/** Strips what may follow key text on a line: `\n` escapes, a quote, `+`/`,`/`;`, a line-continuation backslash. */
function stripTrail(text) {
    let end = text.trimEnd().length;
    if (text.charAt(end - 1) === '\\' && text.charAt(end - 2) !== '\\')
        end = text.slice(0, end - 1).trimEnd().length;
    if ('+,;'.includes(text.charAt(end - 1)) && end > 0)
        end = text.slice(0, end - 1).trimEnd().length;
    if ('"\'`'.includes(text.charAt(end - 1)) && end > 0)
        end -= 1;
    while (end >= 2 && text.charAt(end - 2) === '\\' && (text.charAt(end - 1) === 'n' || text.charAt(end - 1) === 'r'))
        end -= 2;
    return text.slice(0, end);
}
function frame(line) {
    const lead = LEAD.exec(line)?.[1] ?? '';
    return { lead, core: stripTrail(line.slice(lead.length)) };
}
function classify(line) {
    const marker = ONE_MARKER.exec(line);
    if (marker)
        return marker[1] === 'END' ? 'end' : 'other';
    const { core } = frame(line);
    if (core.length === 0)
        return 'blank';
    if (BODY.test(core)) {
        // Random base64 of this length has a digit or symbol and both cases; an identifier alone on a line rarely does.
        return /[0-9+/]/.test(core) && /[a-z]/.test(core) && /[A-Z]/.test(core) ? 'body' : 'plain';
    }
    if (SHORT_BODY.test(core) && (core.endsWith('=') || /[0-9+/]/.test(core)))
        return 'short';
    if (CHECKSUM.test(core))
        return 'checksum';
    if (ARMOR_HEADER.test(core))
        return 'header';
    return 'other';
}
function blankCore(line) {
    const { lead } = frame(line);
    return `${lead}${_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF}`;
}
/** Markers on one line: same-line blocks and unterminated headers. */
function redactInline(line) {
    if (!line.includes('-----'))
        return { text: line, open: false, headers: 0 };
    const markers = [...line.matchAll(MARKER)];
    if (markers.length === 0)
        return { text: line, open: false, headers: 0 };
    let out = '';
    let last = 0;
    let open = false;
    let headers = 0;
    for (let k = 0; k < markers.length; k++) {
        const m = markers[k];
        const at = m.index ?? 0;
        if (at < last)
            continue;
        const end = at + m[0].length;
        const next = markers[k + 1];
        if (m[1] === 'BEGIN' && next && next[1] === 'END' && ESCAPED_BODY.test(line.slice(end, next.index))) {
            out += `${line.slice(last, at)}${_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF}`;
            last = (next.index ?? 0) + next[0].length;
            k++;
            continue;
        }
        if (m[1] === 'BEGIN') {
            ESCAPED_TAIL.lastIndex = end;
            ESCAPED_TAIL.exec(line);
            const tailEnd = ESCAPED_TAIL.lastIndex || end;
            out += `${line.slice(last, at)}${HEADER_NOTE}`;
            last = tailEnd;
            headers++;
            open = k === markers.length - 1 && frame(line.slice(tailEnd)).core === '';
            continue;
        }
        // A lone END: its marker says nothing secret but is kept out like the rest of a block.
        out += `${line.slice(last, at)}${_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF}`;
        last = end;
    }
    return { text: out + line.slice(last), open, headers };
}
/** Redacts private-key material in a list of lines (patch contents or a text split at \n). */
function redactKeyLines(input) {
    const lines = [...input];
    const changed = [];
    const unterminated = [];
    let blocks = 0;
    let i = 0;
    while (i < lines.length) {
        const original = lines[i];
        const inline = redactInline(original);
        if (inline.text !== original) {
            lines[i] = inline.text;
            changed.push(i);
        }
        if (!inline.open) {
            i++;
            continue;
        }
        if (inline.headers === 0) {
            i++;
            continue;
        }
        // Look ahead for the block body; mark nothing until we know where it ends.
        // Inside a closed block every key-shaped line goes; without an END only
        // lines that surely are key material (a mixed-alphabet base64 line first).
        const seen = [];
        let j = i + 1;
        let closed = false;
        for (; j < lines.length; j++) {
            const kind = classify(lines[j]);
            if (kind === 'end') {
                closed = true;
                break;
            }
            if (kind === 'other')
                break;
            seen.push({ index: j, kind });
        }
        const body = [];
        let seenBody = false;
        for (const { index, kind } of seen) {
            if (kind === 'blank') {
                if (seenBody && !closed)
                    break;
                continue;
            }
            if (closed || kind === 'body' || (kind === 'header' && !seenBody) || seenBody) {
                if (kind === 'body')
                    seenBody = true;
                body.push(index);
                continue;
            }
            break;
        }
        if (!closed)
            j = body.length > 0 ? body.at(-1) + 1 : i + 1;
        for (const k of body) {
            lines[k] = blankCore(lines[k]);
            changed.push(k);
        }
        if (closed) {
            // A closed block: its BEGIN line says REDACTED like the rest, and so does its END marker.
            lines[i] = lines[i].replace(HEADER_NOTE, _secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF);
            const endLine = lines[j];
            const m = ONE_MARKER.exec(endLine);
            const at = m?.index ?? 0;
            lines[j] = `${frame(endLine).lead.slice(0, at)}${_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF}${endLine.slice(at + (m?.[0].length ?? 0))}`;
            changed.push(j);
            blocks++;
            i = j + 1;
        }
        else {
            i = Math.max(j, i + 1);
        }
    }
    for (const k of changed)
        if (lines[k].includes(HEADER_NOTE))
            unterminated.push(k);
    changed.push(...redactOrphanBody(lines));
    return { lines, changed: [...new Set(changed)].sort((a, b) => a - b), unterminated, blocks };
}
/**
 * Key lines shown without their BEGIN line (a read that starts at an offset
 * inside a key file): a run of at least three full-width base64 lines (64
 * characters as PEM and PGP wrap them, or 76 as MIME does), or any run of
 * base64 lines that ends at an END marker. Changes `lines` in place.
 */
function redactOrphanBody(lines) {
    const out = [];
    let run = [];
    const flush = (endsAtMarker) => {
        const full = run.filter((k) => {
            const n = frame(lines[k]).core.length;
            return n === 64 || n === 76;
        }).length;
        if (run.length > 0 && (full >= 3 || endsAtMarker)) {
            for (const k of run) {
                lines[k] = blankCore(lines[k]);
                out.push(k);
            }
        }
        run = [];
    };
    for (let k = 0; k < lines.length; k++) {
        const line = lines[k];
        // Only a body line starts a run, and a body line holds 16 base64 characters in a row: any
        // other line outside a run changes nothing, so it is not classified (most lines of code).
        if (run.length === 0 && !BODY_RUN.test(line))
            continue;
        const kind = line.includes(_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF) ? 'other' : classify(line);
        if (kind === 'body' || (run.length > 0 && (kind === 'plain' || kind === 'short' || kind === 'checksum')))
            run.push(k);
        else
            flush(kind === 'end' || (line.includes(_secret_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF) && run.length > 0 && /^\s*(?:\d{1,7}[|:\t]\s?)?\s*\[REDACTED\]/.test(line)));
    }
    flush(false);
    return out;
}
/** Key blocks in free text (logs, tool output, posted text). */
function redactKeyText(text) {
    if (!text.includes('-----')) {
        // No marker: only key lines shown without their BEGIN can be here, and they need three lines.
        if (text.indexOf('\n') === text.lastIndexOf('\n'))
            return { text, unterminated: 0 };
        const lines = text.split('\n');
        return redactOrphanBody(lines).length > 0 ? { text: lines.join('\n'), unterminated: 0 } : { text, unterminated: 0 };
    }
    const scan = redactKeyLines(text.split('\n'));
    return { text: scan.lines.join('\n'), unterminated: scan.unterminated.length };
}


/***/ }),

/***/ 9071:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ redactPatch)
/* harmony export */ });
/* harmony import */ var _key_blocks_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4553);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5635);


/**
 * Secrets on patch lines would otherwise reach every agent and the model
 * provider byte for byte. Each line is redacted on its own, keeping its diff
 * prefix (`+`, `-`, space) and the line count, so line maps and anchors are
 * exactly those of the raw patch. Private-key blocks span lines: they are
 * found over the hunk's line contents (key-blocks.ts), which removes a closed
 * block whole but, for a BEGIN line without its END, only the key-material
 * lines right after it: a comment that mentions a key header hides no code
 * from the reviewers, and its marker tells them a header was there.
 */
const DIFF_PREFIX = /^[+\- ]/;
const patternsOnly = new _redact_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .pO();
function redactPatch(patch, redactor = patternsOnly) {
    const raw = patch.split('\n');
    const prefixes = [];
    const contents = [];
    for (const line of raw) {
        // Hunk headers and "\ No newline" markers are not content: they end any key block.
        if (line.startsWith('@@') || line.startsWith('\\')) {
            prefixes.push('');
            contents.push('');
            continue;
        }
        const prefix = DIFF_PREFIX.test(line) ? line.slice(0, 1) : '';
        prefixes.push(prefix);
        contents.push(line.slice(prefix.length));
    }
    const keys = (0,_key_blocks_js__WEBPACK_IMPORTED_MODULE_0__/* .redactKeyLines */ .US)(contents.map((c, i) => (isStructural(raw[i]) ? '@@' : c)));
    // Most patches hold no secret: one pass over every line's text joined first. A pattern that
    // matches some line matches the joined text too (no pattern is anchored; a line start follows
    // a newline there), so a joined text left as it is means every line is left as it is.
    if (keys.changed.length === 0 && keys.unterminated.length === 0) {
        const probe = raw.map((line, i) => (line.startsWith('@@') ? (/^@@ [^@]* @@(.*)$/.exec(line)?.[1] ?? '') : contents[i])).join('\n');
        if (redactor.redactLine(probe) === probe)
            return { text: patch, redactedLines: 0, keyHeaders: [] };
    }
    let redactedLines = 0;
    const lines = raw.map((line, i) => {
        // Hunk headers carry numbers the line map needs; their trailing section text is still redacted.
        if (line.startsWith('@@')) {
            const header = /^(@@ [^@]* @@)(.*)$/.exec(line);
            if (!header)
                return line;
            const tail = redactor.redactLine(header[2] ?? '');
            if (tail !== header[2])
                redactedLines++;
            return `${header[1]}${tail}`;
        }
        if (line.startsWith('\\'))
            return line;
        const content = contents[i];
        const out = redactor.redactLine(keys.lines[i]);
        if (out === content)
            return line;
        redactedLines++;
        return `${prefixes[i]}${out}`;
    });
    return { text: lines.join('\n'), redactedLines, keyHeaders: keys.unterminated };
}
function isStructural(line) {
    return line.startsWith('@@') || line.startsWith('\\');
}


/***/ }),

/***/ 5635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  pO: () => (/* binding */ Redactor),
  fp: () => (/* binding */ redactSecrets)
});

// UNUSED EXPORTS: REDACTED, base64Forms

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/key-blocks.js
var key_blocks = __nccwpck_require__(4553);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/secret-patterns.js
var secret_patterns = __nccwpck_require__(6021);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/value-fragments.js
/**
 * What is left of a registered value once a text cut or broke it: a sink that bounds a text cuts
 * a token at its end, a line wrap or a JSON `\n` splits it in two or more pieces (a 520-character
 * installation token wrapped at 76 characters is seven lines), and an excerpt may start inside
 * it. Whole-value matching sees none of those, and token families see only pieces that still
 * carry their prefix (a JWT's middle on a line of its own carries none). So:
 *
 * - any piece of a value, its start, its end or its middle, that is at least MIN_FRAGMENT
 *   characters long is replaced wherever it stands, on a line of its own too (the logger and
 *   redactLine see one line at a time). Shorter pieces hold too little of a 40- to
 *   520-character secret to matter, and a 20-character run of random text does not occur by chance;
 * - a whole value that line ends (LF, CR, CRLF, or JSON's `\n` and `\r\n` escapes) broke into
 *   any number of pieces is replaced piece by piece, the line ends kept, whatever the value's
 *   length (a 13-character gateway key too). Only the whole value counts here: a short piece
 *   alone is not masked, since it may be an ordinary word (`gateway` of `gateway-key-1`).
 *
 * Pieces under MIN_FRAGMENT characters of a value that reach a sink one line at a time (two log
 * lines) stay: masking them would mask words. The runner's own `::add-mask::` hides the whole
 * value in the job log.
 */
const MIN_FRAGMENT = 20;
// Polynomial rolling hash of MIN_FRAGMENT UTF-16 units, modulo 2^32: one pass over the text finds
// every window of every registered value (a verified hit is extended to the whole piece).
const BASE = 0x01000193;
const TOP = (() => {
    let p = 1;
    for (let i = 1; i < MIN_FRAGMENT; i++)
        p = Math.imul(p, BASE);
    return p;
})();
function hashAt(text, at) {
    let h = 0;
    for (let i = 0; i < MIN_FRAGMENT; i++)
        h = (Math.imul(h, BASE) + text.charCodeAt(at + i)) | 0;
    return h;
}
const BREAKS = /\r\n|\r|\n|\\r\\n|\\n/g;
const HAS_BREAK = /[\r\n]|\\n/;
// One bit per hash's low 20 bits: most positions of a text are no window's, and are passed on a bit test.
const FILTER_BITS = 20;
class ValueFragments {
    values = [];
    /** Window hash -> [value index, offset] of every MIN_FRAGMENT-unit window of every long value. */
    windows = new Map();
    filter = new Uint8Array(1 << (FILTER_BITS - 3));
    add(value) {
        const index = this.values.push(value) - 1;
        if (value.length <= MIN_FRAGMENT)
            return;
        const shared = jwtHeaders(value);
        for (let at = 0; at + MIN_FRAGMENT <= value.length; at++) {
            if (shared.some(([start, end]) => at >= start && at + MIN_FRAGMENT <= end))
                continue;
            const h = hashAt(value, at);
            const bit = h & ((1 << FILTER_BITS) - 1);
            this.filter[bit >> 3] = this.filter[bit >> 3] | (1 << (bit & 7));
            const list = this.windows.get(h);
            if (list)
                list.push([index, at]);
            else
                this.windows.set(h, [[index, at]]);
        }
    }
    /** The whole value broken by line ends, piece by piece: precise, so it goes before the token families. */
    redactBroken(text, replacement) {
        return this.values.length === 0 ? text : replaceSpans(text, this.brokenValues(text), replacement);
    }
    /**
     * Pieces of at least MIN_FRAGMENT characters: after the token families, since a piece may be
     * shared with a token the value is not (every installation token starts with the same JWT
     * header), and masking it first would leave that other token without the shape its family knows.
     */
    redactPieces(text, replacement) {
        return this.values.length === 0 ? text : replaceSpans(text, this.pieces(text), replacement);
    }
    /**
     * Spans of each piece of a whole value that line ends broke, the line ends left out: the
     * value is looked for in the text with its line ends removed, and each hit mapped back.
     */
    brokenValues(text) {
        const spans = [];
        if (!HAS_BREAK.test(text))
            return spans;
        // The line ends are listed only once a value is found across one (rarely: most texts hold none).
        const joined = text.replace(BREAKS, '');
        let breaks;
        for (const value of this.values) {
            for (let j = joined.indexOf(value); j >= 0; j = joined.indexOf(value, j + 1)) {
                breaks ??= lineEnds(text);
                spans.push(...piecesAcross(breaks, j, j + value.length));
            }
        }
        return spans;
    }
    /** Spans of the text that are pieces (at least MIN_FRAGMENT long) of a registered value. */
    pieces(text) {
        const spans = [];
        if (this.windows.size === 0 || text.length < MIN_FRAGMENT)
            return spans;
        const mask = (1 << FILTER_BITS) - 1;
        let h = hashAt(text, 0);
        for (let i = 0;;) {
            let next = i + 1;
            const bit = h & mask;
            const hits = this.filter[bit >> 3] & (1 << (bit & 7)) ? this.windows.get(h) : undefined;
            if (hits)
                next = this.extend(text, i, hits, spans);
            if (next + MIN_FRAGMENT > text.length)
                break;
            h = next === i + 1 ? (Math.imul(h - Math.imul(text.charCodeAt(i), TOP), BASE) + text.charCodeAt(i + MIN_FRAGMENT)) | 0 : hashAt(text, next);
            i = next;
        }
        return spans;
    }
    /** Each verified window at `i` grown to the whole piece; returns where the scan goes on. */
    extend(text, i, hits, spans) {
        let next = i + 1;
        for (const [index, offset] of hits) {
            const value = this.values[index];
            if (!text.startsWith(value.slice(offset, offset + MIN_FRAGMENT), i))
                continue;
            let [start, end, from, to] = [i, i + MIN_FRAGMENT, offset, offset + MIN_FRAGMENT];
            while (start > 0 && from > 0 && text.charCodeAt(start - 1) === value.charCodeAt(from - 1))
                [start, from] = [start - 1, from - 1];
            while (end < text.length && to < value.length && text.charCodeAt(end) === value.charCodeAt(to))
                [end, to] = [end + 1, to + 1];
            spans.push([start, end]);
            // The piece's other windows would only find it again.
            next = Math.max(next, end - MIN_FRAGMENT + 1);
        }
        return next;
    }
}
/**
 * Spans of a value that are a JWT header (`eyJ…` before a `.`, decoding to a JSON object with
 * `alg`): every RS256 installation token starts with the same public one, which a JWT library's
 * constant, a fixture or docs in a patch also hold. A window inside it is no piece of this secret;
 * one that reaches into the payload is.
 */
function jwtHeaders(value) {
    const spans = [];
    for (let at = value.indexOf('eyJ'); at >= 0; at = value.indexOf('eyJ', at + 1)) {
        const end = value.indexOf('.', at);
        if (end < 0)
            break;
        const segment = value.slice(at, end);
        if (!/^[A-Za-z0-9_-]+$/.test(segment))
            continue;
        try {
            const header = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
            if (typeof header === 'object' && header !== null && 'alg' in header)
                spans.push([at, end]);
        }
        catch {
            // Not JSON: an ordinary part of the value.
        }
    }
    return spans;
}
/**
 * The text spans of the value at [start, end) of the joined text, one per line it stands on, the
 * line ends left out; none when no line end falls inside it (a whole value was masked already).
 */
function piecesAcross(breaks, start, end) {
    const { at, joinedAt, length, removed } = breaks;
    const shift = (k) => (k > 0 ? removed[k - 1] : 0);
    let k = firstAfter(joinedAt, start);
    if (k >= joinedAt.length || joinedAt[k] >= end)
        return [];
    const spans = [];
    let from = start + shift(k);
    for (; k < joinedAt.length && joinedAt[k] < end; k++) {
        // Two line ends in a row leave an empty piece between them: nothing to mask there.
        if (from < at[k])
            spans.push([from, at[k]]);
        from = at[k] + length[k];
    }
    spans.push([from, end + shift(k)]);
    return spans;
}
/** Each line end of `text`: where it starts, where it falls once line ends are removed, its length. */
function lineEnds(text) {
    const out = { at: [], joinedAt: [], length: [], removed: [] };
    let removed = 0;
    for (const m of text.matchAll(BREAKS)) {
        out.at.push(m.index);
        out.joinedAt.push(m.index - removed);
        out.length.push(m[0].length);
        removed += m[0].length;
        out.removed.push(removed);
    }
    return out;
}
/** Index of the first entry of the ascending `list` greater than `value` (its length if none). */
function firstAfter(list, value) {
    let [low, high] = [0, list.length];
    while (low < high) {
        const mid = (low + high) >> 1;
        if (list[mid] > value)
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}
/** The text with each span (overlapping ones as one) replaced. */
function replaceSpans(text, spans, replacement) {
    if (spans.length === 0)
        return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let from = 0;
    for (const [start, end] of spans) {
        if (end <= from)
            continue;
        out += text.slice(from, Math.max(from, start)) + (start >= from ? replacement : '');
        from = end;
    }
    return out + text.slice(from);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/redact.js



/**
 * Secret redaction shared by every sink: the logger, the stage writer (patches,
 * PR text, discussion), the path guard's tool-output cleaning, the publication
 * plugin (model-written text) and the job summary. It works on raw text, before
 * any escaping, so a token at the start of a line of a multi-line value, after
 * `%22`, or glued to an identifier is seen as it is.
 *
 * Order: private-key blocks (they span lines), then exact values registered at
 * run time (the token, the provider key; whole, or whole but broken by line ends), then the token
 * families of secret-patterns.ts, then any other piece of a registered value (value-fragments.ts
 * says why last). Every step is linear in the text.
 */

/**
 * Short texts redacted before are answered from a memo: the logger redacts every field of every
 * event, and stage names, event names, rules and reasons repeat thousands of times in a large
 * prepare. The answer depends only on the text and the registered values, so the memo is
 * emptied whenever a value is registered; it is bounded so a long run cannot grow it.
 */
const MEMO_TEXT_CHARS = 200;
const MEMO_ENTRIES = 2048;
/**
 * A value's base64 as it reads inside the base64 of a longer text, whatever stands before or after
 * it: one form per alignment (the value starting at byte 0, 1 or 2 of a 3-byte group), each without
 * the edge groups that mix in the neighbours' bits. That is how a credential travels as HTTP Basic:
 * actions/checkout writes `AUTHORIZATION: basic base64(x-access-token:<token>)` into the
 * checkout's .git/config (or a credentials file), `docker login` writes `"auth":
 * base64(user:<token>)` into its config. Forms shorter than 16 characters are left out (a
 * short value's core would match unrelated base64).
 */
function base64Forms(value) {
    const bytes = Buffer.from(value, 'utf8');
    const forms = [];
    for (let shift = 0; shift < 3; shift++) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = shift === 0 ? 0 : 4;
        const end = Math.floor((shift + bytes.length) / 3) * 4;
        const core = encoded.slice(start, end);
        if (core.length >= 16)
            forms.push(core);
    }
    return forms;
}
class Redactor {
    onAdd;
    exact = new Set();
    memo = new Map();
    fragments = new ValueFragments();
    /** `onAdd` hears each newly registered value once (the entry point masks it in the job log). */
    constructor(onAdd) {
        this.onAdd = onAdd;
    }
    /** Short values only announced (add), never replaced by the run itself. */
    announced = new Set();
    /**
     * Registers a value that must never be printed. Every value is announced (the runner masks a
     * secret of any length in the job log, as it does each `secrets.*` value); only one of 6+
     * characters is replaced by the run itself, whose texts include the review, where a shorter
     * value would garble the words that share it.
     */
    add(value) {
        if (value && value.length < 6 && !this.announced.has(value)) {
            this.announced.add(value);
            this.onAdd?.(value);
        }
        if (value && value.length >= 6 && !this.exact.has(value)) {
            this.exact.add(value);
            this.fragments.add(value);
            // Its base64 forms too, in every sink; the Actions runner's own masker derives the same
            // forms from the ::add-mask:: value, so only the value itself is announced.
            for (const form of base64Forms(value)) {
                this.exact.add(form);
                this.fragments.add(form);
            }
            this.memo.clear();
            this.onAdd?.(value);
        }
    }
    redact(text) {
        if (text.length > MEMO_TEXT_CHARS)
            return this.redactText(text);
        const known = this.memo.get(text);
        if (known !== undefined)
            return known;
        const out = this.redactText(text);
        if (this.memo.size >= MEMO_ENTRIES)
            this.memo.clear();
        this.memo.set(text, out);
        return out;
    }
    redactText(text) {
        let out = (0,key_blocks/* redactKeyText */.In)(text).text;
        for (const value of this.exact) {
            if (out.includes(value))
                out = out.split(value).join(secret_patterns/* REDACTED */.XF);
            // The same value URL-encoded (a token in a query string or form body).
            const encoded = encodeURIComponent(value);
            if (encoded !== value && out.includes(encoded))
                out = out.split(encoded).join(secret_patterns/* REDACTED */.XF);
        }
        return this.fragments.redactPieces((0,secret_patterns/* redactPatterns */.TQ)(this.fragments.redactBroken(out, secret_patterns/* REDACTED */.XF)), secret_patterns/* REDACTED */.XF);
    }
    /** One line that is part of a larger text whose key blocks were handled already. */
    redactLine(line) {
        let out = line;
        for (const value of this.exact) {
            if (out.includes(value))
                out = out.split(value).join(secret_patterns/* REDACTED */.XF);
        }
        return this.fragments.redactPieces((0,secret_patterns/* redactPatterns */.TQ)(this.fragments.redactBroken(out, secret_patterns/* REDACTED */.XF)), secret_patterns/* REDACTED */.XF);
    }
}
/** Pattern-only redaction for code that has no run-time secrets registered. */
function redactSecrets(text) {
    return defaultRedactor.redact(text);
}
const defaultRedactor = new Redactor();


/***/ }),

/***/ 6021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ redactPatterns),
/* harmony export */   XF: () => (/* binding */ REDACTED)
/* harmony export */ });
/* unused harmony exports SECRET_FAMILIES, redactJwts, ANY_SECRET_LITERAL */
const REDACTED = '[REDACTED]';
const hasDigit = (text) => /[0-9]/.test(text);
const AWS_PREFIX = /AKIA|ASIA|ABIA|ACCA/;
const AUTH_SCHEME = /bearer|token|basic/i;
const ESCAPED_URL = /:\\\/\\\/|%3A%2F%2F/i;
const SECRET_FAMILIES = [
    // GitHub classic formats: ghp_ (personal), gho_ (OAuth), ghu_ (user-to-server),
    // ghs_ (installation, old form), ghr_ (refresh): 36 base62 characters, the
    // last 6 a CRC32 checksum. Shorter bodies are kept as a wider net.
    { id: 'github-classic', pattern: /gh[pousr]_[A-Za-z0-9]{20,255}/g, maxScan: 259 },
    // GitHub's installation token `ghs_<APPID>_<JWT>` cut before its signature (a length limit, a
    // line break after the payload): no whole JWT is left for redactJwts, and the app id's `_` ends
    // the classic pattern, yet the payload names the installation and the token's own id. The prefix
    // and a JWT header after it are signal enough; what is left of header and payload goes. Bounds:
    // a header of GitHub's is 36 characters, a payload about 200.
    { id: 'github-installation-cut', pattern: /ghs_[0-9]{1,20}_eyJ[A-Za-z0-9_-]{0,200}(?:\.[A-Za-z0-9_-]{0,800})?/g, maxScan: 1030 },
    // Fine-grained personal access tokens: github_pat_<22>_<59>.
    { id: 'github-fine-grained', pattern: /github_pat_[A-Za-z0-9_]{20,255}/g, maxScan: 266 },
    // GitHub's older installation tokens: v1. + 40 hex.
    { id: 'github-v1', pattern: /v1\.[0-9a-f]{40}(?![0-9a-f])/g, maxScan: 44 },
    // OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-) and Anthropic (sk-ant-api03-…) keys.
    {
        id: 'openai-anthropic',
        pattern: /(?<=^|[^A-Za-z0-9]|\\[nrt]|%[0-9A-Fa-f]{2})sk-(?:proj-|svcacct-|admin-|ant-[a-z]{3,5}[0-9]{2}-)?[A-Za-z0-9_-]{20,400}/g,
        maxScan: 420,
        gate: (text) => text.includes('sk-'),
    },
    // AWS access key ids: long-term (AKIA), temporary STS (ASIA), and the ABIA/ACCA prefixes.
    {
        id: 'aws-access-key-id',
        pattern: /(?<=^|[^A-Z0-9]|%[0-9A-Fa-f]{2})(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Z0-9])/g,
        maxScan: 21,
        gate: (text) => AWS_PREFIX.test(text),
    },
    // Google API keys: AIza + 35 characters of [0-9A-Za-z_-], which may end in '-'.
    { id: 'gcp-api-key', pattern: /AIza[0-9A-Za-z_-]{35}/g, maxScan: 39 },
    // Slack bot/user/app-level/refresh/config tokens.
    { id: 'slack-token', pattern: /xox(?:[abposr]|e(?:\.xox[bp])?)-[A-Za-z0-9-]{10,250}/g, maxScan: 262 },
    { id: 'slack-app-token', pattern: /xapp-[A-Za-z0-9-]{10,250}/g, maxScan: 255 },
    {
        id: 'slack-webhook',
        pattern: /hooks\.slack\.com\/(services|workflows|triggers)\/[A-Za-z0-9_/-]{8,300}/g,
        maxScan: 330,
        replace: (_m, kind) => `hooks.slack.com/${kind ?? 'services'}/${REDACTED}`,
    },
    // Authorization header values. A credential has a digit; prose ("token validation…") does not.
    {
        id: 'authorization-header',
        pattern: /(?<=^|[^A-Za-z0-9]|\\[nrt])(Bearer|token|Basic)([ \t]{1,8})([A-Za-z0-9._~+/=-]{16,1024})/gi,
        maxScan: 1039,
        accept: (_m, _scheme, _space, value) => hasDigit(value ?? ''),
        gate: (text) => AUTH_SCHEME.test(text),
        replace: (_m, scheme, space) => `${scheme}${space}${REDACTED}`,
    },
    // user:password@ in any URL.
    {
        id: 'url-credentials',
        pattern: /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/)[^\s/@:]{0,256}:[^\s/@]{1,256}@/gi,
        maxScan: 548,
        replace: (_m, scheme) => `${scheme}${REDACTED}@`,
        gate: (text) => text.includes('://'),
    },
    // The same URL escaped: JSON that escapes `/` (the scheme's `//` written `\/\/`) and a URL inside
    // a query string or form body, URL-encoded (`%3A%2F%2F`, then `%3A` and `%40` around the
    // password). The user and password stop at a `/`, `?` or `#`, which end the authority, so a port
    // and a query's e-mail address (`host%3A8080%2F?e%3Du%40x`, `localhost%3A3000%3Fe%3Du%40x`) are
    // no credentials: an encoder or serialiser wrote a URL's text, where a password's own `?` and `#`
    // are percent-encoded. So in JSON `%3F` is the password's (kept in it); URL-encoded, `%3F` is the
    // query's and the password's is `%253F`. Bounds: a unit is at most an escape's 3 characters.
    {
        id: 'url-credentials-escaped',
        pattern: /(?<=^|[^a-z0-9+.-]|%[0-9a-f]{2})(?:([a-z][a-z0-9+.-]{0,30}:\\\/\\\/)[^\s/@:\\?#]{0,100}:[^\s/@\\?#]{1,200}@|([a-z][a-z0-9+.-]{0,30}%3A%2F%2F)(?:[^\s/@:\\%?#]|%(?!2F|3A|40|3F|23)[0-9a-f]{2}){0,100}%3A(?:[^\s/@\\%?#]|%(?!2F|40|3F|23)[0-9a-f]{2}){1,200}%40)/gi,
        maxScan: 950,
        // One branch's scheme is empty (an absent group reaches replace as '').
        replace: (match, json, encoded) => `${json || encoded}${REDACTED}${match.endsWith('@') ? '@' : match.slice(-3)}`,
        gate: (text) => ESCAPED_URL.test(text),
    },
];
/**
 * JSON Web Tokens (three base64url segments, header and payload JSON, so both
 * start with `e`) and GitHub's installation token `ghs_<APPID>_<JWT>` (about
 * 520 characters) are found inside dotted runs: one attempt per run start.
 */
const DOTTED_RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){2,}/g;
const INSTALLATION_PREFIX = /ghs_[0-9]{1,20}_$/;
function redactJwts(text) {
    if (!text.includes('eyJ'))
        return text;
    return text.replace(DOTTED_RUN, (run) => {
        if (!run.includes('eyJ'))
            return run;
        const segments = run.split('.');
        const out = [];
        let i = 0;
        while (i < segments.length) {
            const header = segments[i];
            const at = header.indexOf('eyJ');
            const payload = segments[i + 1];
            const signature = segments[i + 2];
            if (at >= 0 && header.length - at >= 10 && payload !== undefined && payload.length >= 8 && payload.startsWith('e') && signature !== undefined) {
                const before = header.slice(0, at);
                const prefix = INSTALLATION_PREFIX.exec(before.slice(-25));
                out.push(`${before.slice(0, before.length - (prefix?.[0].length ?? 0))}${REDACTED}`);
                i += 3;
                continue;
            }
            out.push(header);
            i += 1;
        }
        return out.join('.');
    });
}
/**
 * A literal one of the families (or a JWT) needs, case ignored: most texts (log fields, code
 * lines) hold none, and one scan for all of them replaces a scan per family. A test checks that
 * every corpus match of every family holds one.
 */
const ANY_SECRET_LITERAL = /gh[pousr]_|github_pat_|v1\.|sk-|AKIA|ASIA|ABIA|ACCA|AIza|xox|xapp-|hooks\.slack\.com|bearer|token|basic|:\/\/|:\\\/\\\/|%3A%2F%2F|eyJ/i;
/** Applies every family to one text (no key blocks, no exact values). */
function redactPatterns(text) {
    if (!ANY_SECRET_LITERAL.test(text))
        return text;
    let out = redactJwts(text);
    for (const family of SECRET_FAMILIES) {
        if (family.gate && !family.gate(out))
            continue;
        out = out.replace(family.pattern, (match, ...rest) => {
            const groups = rest.filter((g) => typeof g === 'string' || g === undefined).map((g) => g ?? '');
            if (family.accept && !family.accept(match, ...groups))
                return match;
            return family.replace ? family.replace(match, ...groups) : REDACTED;
        });
    }
    return out;
}


/***/ }),

/***/ 1053:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ codeSpan)
/* harmony export */ });
/* harmony import */ var _sanitise_outgoing_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7334);
/* harmony import */ var _visible_escapes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2882);


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

/***/ 729:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ clipUnits),
/* harmony export */   u: () => (/* binding */ truncateUnits)
/* harmony export */ });
/**
 * Cutting text to a length in UTF-16 code units (what JavaScript and the
 * bounds count) without splitting a surrogate pair: half an emoji is
 * ill-formed text, which GitHub may refuse and UTF-8 shows as U+FFFD.
 */
/** At most `max` UTF-16 units, never ending in the first half of a pair. */
function truncateUnits(text, max) {
    if (text.length <= max)
        return text;
    let end = Math.max(0, max);
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return text.slice(0, end);
}
/** At most `max` units including a closing ellipsis when cut. */
function clipUnits(text, max) {
    return text.length > max ? `${truncateUnits(text, max - 1)}…` : text;
}


/***/ }),

/***/ 7334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ sanitiseInline),
/* harmony export */   GT: () => (/* binding */ neutraliseMarkers),
/* harmony export */   Lt: () => (/* binding */ fenceFor)
/* harmony export */ });
/* unused harmony export sanitiseMarkdown */
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
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jp: () => (/* binding */ escapeHiddenInJson),
/* harmony export */   Lc: () => (/* binding */ quoteVisible),
/* harmony export */   OR: () => (/* binding */ escapeHidden),
/* harmony export */   cL: () => (/* binding */ escapeHiddenInProse),
/* harmony export */   fo: () => (/* binding */ showHiddenInPatch),
/* harmony export */   p6: () => (/* binding */ escapeOrigins)
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
/**
 * Prose (a title, a reason, quoted code) with every hidden character shown as `\uXXXX`, as
 * escapeHidden does, except what prose needs to read as written: line breaks and tabs (the
 * caller lays them out) and an emoji's own glue, a variation selector after a pictograph or a
 * keycap digit and a zero-width joiner between two pictographs (`⚠️`, `👩‍💻`). Those hide no
 * text and reorder none; a bidi control or a zero-width space anywhere else is shown.
 */
function escapeHiddenInProse(text) {
    return text.replace(HIDDEN, (ch, at) => (LAYOUT.has(ch) || emojiGlue(text, ch, at) ? ch : escapeUnits(ch)));
}
const LAYOUT = new Set(['\n', '\r', '\t']);
const PICTOGRAPH_BEFORE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?$/u;
const SELECTABLE_BEFORE = /[\p{Extended_Pictographic}#*0-9]$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;
function emojiGlue(text, ch, at) {
    // A pictograph and a selector or modifier are at most four UTF-16 units.
    const before = text.slice(Math.max(0, at - 4), at);
    if (ch === '\uFE0E' || ch === '\uFE0F')
        return SELECTABLE_BEFORE.test(before);
    if (ch === '\u200D')
        return PICTOGRAPH_BEFORE.test(before) && PICTOGRAPH_AFTER.test(text.slice(at + 1, at + 3));
    return false;
}
/**
 * A patch as agents read it: its hidden characters shown as in prose (escapeHiddenInProse), so a
 * line's Unicode tag characters (an instruction people cannot see and models read) or bidi
 * controls (code that reads in another order than it runs) are visible text. Only characters
 * change, never lines: line maps and anchors are the raw patch's, and finding ids read a patch
 * through this too (fingerprint.ts), so raw and staged patches give the same id.
 */
function showHiddenInPatch(patch) {
    // Every patch has line breaks, which hasHidden counts: test without them, or each patch is rewritten.
    HIDDEN_IN_JSON.lastIndex = 0;
    const found = HIDDEN_IN_JSON.test(patch);
    HIDDEN_IN_JSON.lastIndex = 0;
    return found ? escapeHiddenInProse(patch) : patch;
}
// A `\uXXXX` the text itself holds, or a character showHiddenInPatch writes as one.
const ESCAPE_OR_HIDDEN = new RegExp(`\\\\u[0-9a-fA-F]{4}|${HIDDEN_SPECIFIC}|${HIDDEN_CLASSES}`, 'gu');
/**
 * Where the `\uXXXX` texts of one patch line, as showHiddenInPatch shows it, come from, in order:
 * `H` for each escape written for a hidden character (one per UTF-16 unit), `L` for six
 * characters the code itself holds. Shown, a bidi control and the code's own `\u202e` read alike;
 * this tells them apart (finding ids read it, fingerprint.ts). '' when nothing in the line is hidden.
 */
function escapeOrigins(line) {
    let out = '';
    let hidden = false;
    for (const match of line.matchAll(ESCAPE_OR_HIDDEN)) {
        const ch = match[0];
        if (ch.length === 6)
            out += 'L';
        else if (!LAYOUT.has(ch) && !emojiGlue(line, ch, match.index)) {
            out += 'H'.repeat(ch.length);
            hidden = true;
        }
    }
    return hidden ? out : '';
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

/***/ 4357:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ readGitattributes),
/* harmony export */   v7: () => (/* binding */ MAX_GLOB_LENGTH)
/* harmony export */ });
/* unused harmony export parseLinguistGenerated */
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1138);

/** minimatch refuses (throws on) a pattern longer than this: 64 KiB. */
const MAX_GLOB_LENGTH = 64 * 1024;
const ATTR = 'linguist-generated';
const VENDORED_ATTR = 'linguist-vendored';
const MACRO_DEPTH = 8;
function parseLinguistGenerated(text, baseDir = '') {
    return readGitattributes(text, baseDir).generated;
}
/**
 * `rootMacros`, for a subdirectory's file: the macros the root file defines. git defines macros only in the
 * root file and expands them in every file, so a subdirectory's `[attr]` lines are skipped (git warns and
 * skips them too) and its own macros are reported nowhere.
 */
function readGitattributes(text, baseDir = '', rootMacros) {
    const out = [];
    const vendored = [];
    const base = baseDir.replace(/^\/+|\/+$/g, '');
    // git's built-in macro; it does not touch linguist-generated but users may name it.
    const macros = new Map([
        ['binary', { name: 'binary', attributes: ['-diff', '-merge', '-text'], linguistGenerated: undefined, usedOnLines: [] }],
        // Copies: the lines a subdirectory's file uses them on are its own, not the root file's.
        ...(rootMacros ?? []).map((m) => [m.name, { ...m, usedOnLines: [] }]),
    ]);
    const definedByFile = new Set();
    const tooLong = [];
    const lines = text.split(/\r?\n/);
    // git defines a file's macros before it matches any path, so a line may set one defined below it, and the last
    // definition of a name is the one every line gets (git check-attr). Only the root file defines any.
    const raw = new Map([...macros].map(([name, m]) => [name, m.attributes]));
    if (rootMacros === undefined)
        for (const text of lines) {
            const line = text.trim();
            if (!line.startsWith('[attr]'))
                continue;
            const [name = '', ...attrs] = line.slice(6).trim().split(/\s+/);
            if (name.length === 0)
                continue;
            raw.set(name, attrs);
            definedByFile.add(name);
        }
    const rawMacros = new Map([...raw].map(([name, attributes]) => [name, { attributes }]));
    for (const name of definedByFile) {
        const attributes = expand(raw.get(name) ?? [], rawMacros, 0);
        const state = attributeState(attributes, ATTR);
        const linguistGenerated = state === 'untouched' ? undefined : state === undefined ? 'unspecified' : state;
        macros.set(name, { name, attributes, linguistGenerated, usedOnLines: [] });
    }
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n].trim();
        if (line.length === 0 || line.startsWith('#') || line.startsWith('[attr]'))
            continue;
        const split = splitPattern(line);
        if (!split)
            continue;
        const { pattern, rest } = split;
        if (pattern.startsWith('!') || pattern.endsWith('/'))
            continue;
        const attrs = rest.split(/\s+/).filter((a) => a.length > 0);
        for (const a of attrs)
            macros.get(a)?.usedOnLines.push(n + 1);
        const expanded = expand(attrs, macros, 0);
        const state = attributeState(expanded, ATTR);
        const vendoredState = attributeState(expanded, VENDORED_ATTR);
        if (state === 'untouched' && vendoredState === 'untouched')
            continue;
        const glob = toGlob(pattern, base);
        if (glob.length > MAX_GLOB_LENGTH) {
            tooLong.push(n + 1);
            continue;
        }
        if (state !== 'untouched')
            out.push({ glob, generated: state });
        if (vendoredState !== 'untouched')
            vendored.push({ glob, vendored: vendoredState });
    }
    const reported = rootMacros === undefined ? [...macros.values()].filter((m) => definedByFile.has(m.name) || m.usedOnLines.length > 0) : [];
    return { generated: out, vendored, macros: reported, tooLong };
}
/** Linguist's reading of one attribute on a line: set or any value but `false` (true), unset or `=false` (false), `!` (undefined). */
function attributeState(attributes, attr) {
    let state = 'untouched';
    for (const a of attributes) {
        if (a === attr)
            state = true;
        else if (a === `-${attr}`)
            state = false;
        else if (a === `!${attr}`)
            state = undefined;
        else if (a.startsWith(`${attr}=`))
            state = a.slice(attr.length + 1) !== 'false';
    }
    return state;
}
/** Replaces each set macro by its attributes, in place, so order (and so "later wins") is kept. */
function expand(attrs, macros, depth) {
    const out = [];
    for (const attr of attrs) {
        const macro = macros.get(attr);
        if (macro && depth < MACRO_DEPTH)
            out.push(attr, ...expand(macro.attributes, macros, depth + 1));
        else
            out.push(attr);
    }
    return out;
}
function splitPattern(line) {
    if (!line.startsWith('"')) {
        const match = /^(\S+)(.*)$/.exec(line);
        return match ? { pattern: match[1] ?? '', rest: match[2] ?? '' } : undefined;
    }
    const bytes = [];
    let i = 1;
    for (; i < line.length; i++) {
        const ch = line.charAt(i);
        if (ch === '"')
            break;
        if (ch !== '\\') {
            bytes.push(...Buffer.from(ch, 'utf8'));
            continue;
        }
        const next = line.charAt(++i);
        const octal = /^[0-7]{3}/.exec(line.slice(i));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            i += 2;
        }
        else {
            const simple = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v' };
            bytes.push(...Buffer.from(simple[next] ?? next, 'utf8'));
        }
    }
    if (i >= line.length)
        return undefined; // unterminated quote: git ignores the line
    return { pattern: Buffer.from(bytes).toString('utf8'), rest: line.slice(i + 1) };
}
function toGlob(pattern, base) {
    const anchored = pattern.includes('/');
    const body = pattern.replace(/^\/+/, '');
    const scoped = anchored ? body : `**/${body}`;
    // The directory is a path, not a pattern: `app/[slug]` would otherwise be a character class matching `app/s`.
    return base ? `${(0,minimatch__WEBPACK_IMPORTED_MODULE_0__/* .escape */ .ih)(base)}/${scoped}` : scoped;
}


/***/ }),

/***/ 1148:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ expandsTooFar),
/* harmony export */   M6: () => (/* binding */ hasPositiveGlob),
/* harmony export */   Xd: () => (/* binding */ evaluateGlobs),
/* harmony export */   a5: () => (/* binding */ neverMatches),
/* harmony export */   ck: () => (/* binding */ leavesWorkspace),
/* harmony export */   qy: () => (/* binding */ listInGlob),
/* harmony export */   tI: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export MAX_GLOB_EXPANSIONS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1138);
/* harmony import */ var _gitattributes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4357);



/**
 * The `include` and `exclude` inputs as ordered lists, in the sense of GitHub
 * Actions path filters: patterns are checked in order, and the last pattern
 * that matches a path decides. A `!` pattern that matches turns an earlier
 * match off (re-excludes for `include`, re-includes for `exclude`); a plain
 * pattern after it turns it on again. So
 *   exclude: docs/**, !docs/keep.md      -> excludes docs/ except docs/keep.md
 *   include: src/**, !src/generated/**   -> reviews src/ except src/generated/
 * Each glob is matched on its own with minimatch (dotfiles included; a glob
 * without a slash matches the file name at any depth), never as a minimatch
 * negation: minimatch alone would read `!docs/keep.md` as "every other path".
 */
const GLOB_OPTIONS = { dot: true, matchBase: true, nonegate: true, nocomment: true };
function compileGlobs(globs) {
    return globs.map((glob) => {
        const negated = glob.startsWith('!');
        return { glob, negated, matcher: new minimatch__WEBPACK_IMPORTED_MODULE_1__/* .Minimatch */ .VR(negated ? glob.slice(1) : glob, GLOB_OPTIONS) };
    });
}
/** Last match wins; no match leaves the path unselected. */
function evaluateGlobs(globs, path) {
    for (let i = globs.length - 1; i >= 0; i--) {
        const g = globs[i];
        if (g.matcher.match(path))
            return { selected: !g.negated, decidedBy: g.glob };
    }
    return { selected: false };
}
/** A list of only `!` patterns can select nothing: GitHub rejects it, and so do the settings. */
function hasPositiveGlob(globs) {
    return globs.some((g) => !g.startsWith('!'));
}
/**
 * A comma followed by a blank outside braces (`dist/**, vendor/**`): a list written where one glob
 * belongs, as fallback-models and applyTo are written. A comma inside braces (`*.{ts, tsx}`) is
 * minimatch's own alternation.
 */
function holdsList(glob) {
    let depth = 0;
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '{')
            depth++;
        else if (ch === '}' && depth > 0)
            depth--;
        else if (ch === ',' && depth === 0 && /\s/.test(glob[i + 1] ?? ''))
            return true;
    }
    return false;
}
/** Why a glob holding a comma-separated list can never match (any glob input: include, exclude, test-results); undefined otherwise. */
function listInGlob(glob) {
    if (!holdsList(glob.replace(/^!/, '')))
        return undefined;
    return `'${glob}' can never match: a comma-separated list in one glob; write each glob on its own line (an input) or as its own list item (a configuration file)`;
}
/**
 * Why a glob can never match a changed file's path (repository-relative, no leading '/' or './'),
 * with the glob it most likely means; undefined for a glob that can match. gitignore's habit of
 * anchoring with '/' would otherwise silently select nothing.
 */
function neverMatches(glob) {
    const bang = glob.startsWith('!') ? '!' : '';
    const body = glob.slice(bang.length);
    const list = listInGlob(glob);
    if (list)
        return list;
    if (/^\.\.(\/|$)/.test(body))
        return `'${glob}' can never match: changed files' paths are relative to the repository root and never start with '../'`;
    const anchored = /^\.?\//.test(body);
    // gitignore names a directory with a trailing '/'; minimatch then matches directories only, and a changed file is never one.
    const directory = body.endsWith('/');
    if (!anchored && !directory)
        return undefined;
    const meant = `${bang}${body.replace(/^(\.?\/)+/, '')}${directory ? '**' : ''}`;
    const why = [
        anchored ? "changed files' paths are relative to the repository root, without a leading '/' or './'" : '',
        directory ? "changed files are files, and a path never ends in '/' (a directory)" : '',
    ];
    return `'${glob}' can never match: ${why.filter(Boolean).join('; ')}; write '${meant}'`;
}
/**
 * Globs one glob's braces may expand to. minimatch compiles every expansion, and each `{…,…}` multiplies them:
 * `{a,b}` twenty times over is 1,048,576, which took seconds and hundreds of MB to compile (an applyTo glob, which
 * minimatch does not cache at that size, again for every path matched) and which minimatch silently cuts at
 * 100,000, so the glob matched fewer paths than it says. A real one expands to a handful.
 */
const MAX_GLOB_EXPANSIONS = 1_000;
/**
 * Why a glob's braces expand too far to be compiled, or undefined. `shown` is how the message names it
 * (a glob of instructions frontmatter may be far too long to quote). Counted, not compiled: the expansion
 * stops one past the bound.
 */
function expandsTooFar(glob, shown = `'${glob}'`) {
    const body = glob.replace(/^!/, '');
    // braceExpand refuses a pattern that long; the length is named on its own (rules.ts).
    if (body.length > _gitattributes_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_GLOB_LENGTH */ .v7)
        return undefined;
    if ((0,minimatch__WEBPACK_IMPORTED_MODULE_1__/* .braceExpand */ .KA)(body, { braceExpandMax: MAX_GLOB_EXPANSIONS + 1 }).length <= MAX_GLOB_EXPANSIONS)
        return undefined;
    return `${shown} expands to more than ${MAX_GLOB_EXPANSIONS.toLocaleString('en-US')} globs (each {…,…} multiplies them), more than the glob matcher is given; write fewer alternatives, or '*' for the part that varies`;
}
/** A workspace glob (test-results) that is absolute or climbs out with '..', on any runner's platform. */
function leavesWorkspace(glob) {
    const body = glob.replace(/^!/, '');
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(body) || node_path__WEBPACK_IMPORTED_MODULE_0__.win32.isAbsolute(body) || body.split(/[\\/]/).includes('..');
}


/***/ }),

/***/ 4368:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   LZ: () => (/* binding */ standingBlockingCount),
/* harmony export */   f7: () => (/* binding */ blockingCount),
/* harmony export */   n0: () => (/* binding */ setOutputs)
/* harmony export */ });
/* unused harmony export coreSummaryPort */
/* harmony import */ var _core_policy_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7018);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1834);


function coreSummaryPort(actions) {
    return {
        append: async (markdown) => {
            await actions.summary.addRaw(markdown, true).write();
        },
    };
}
/** Blocking and check-only gate on routed findings: commented or escalated, at or above the severity; dropped ones never block. */
function blockingCount(findings, severity) {
    return (0,_core_policy_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .gatingFindings */ .dh)(findings, severity).length;
}
/**
 * Earlier findings whose threads stay open after this push and still stand (the ledger plan's
 * `standing`), at or above the severity: they gate as this run's own findings do, or a push that
 * does not report them again would pass the gate while they are open.
 */
function standingBlockingCount(standing, severity) {
    // A finding whose comment someone else edited beyond recovery counts at any blocking-severity (fail closed).
    return (0,_core_policy_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .gatingFindings */ .dh)(standing.flatMap((e) => (e.severity ? [{ severity: e.severity }] : e.originalLost ? [{ severity: 'critical' }] : [])), severity).length;
}
/**
 * Sets each output. GITHUB_OUTPUT that cannot be written (missing, a full disk) makes setOutput
 * throw: that is a warning of the `outputs` sink naming the outputs not set, never a throw that
 * would leave the rest unset and the run without its result.
 */
function setOutputs(port, values, logger) {
    let failure;
    const unset = [];
    for (const [name, value] of Object.entries(values)) {
        try {
            port.setOutput(name, value);
        }
        catch (error) {
            failure ??= (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .toHarbourmasterError */ .Fk)(error);
            unset.push(name);
        }
    }
    if (failure)
        logger.event('sink', 'warning', { sink: 'outputs', class: failure.failureClass, outputs: unset.join(',') });
}
/** Every output in action.yml, always set (empty when not applicable) so workflows can rely on them. */
function writeOutputs(port, report, logger) {
    const values = {
        outcome: report.decision.outcome,
        'failure-class': report.decision.failureClass ?? '',
        'review-id': report.reviewId === undefined ? '' : String(report.reviewId),
        findings: String(report.findings.filter((f) => f.route !== 'drop').length),
        'blocking-findings': String(blockingCount(report.findings, report.blockingSeverity) + (report.standingBlocking ?? 0)),
        'model-calls': String(report.figures.modelCalls),
        'tokens-in': String(report.figures.tokensIn),
        'tokens-out': String(report.figures.tokensOut),
        'findings-file': report.files['findings-file'] ?? '',
        'sarif-file': report.files['sarif-file'] ?? '',
        score: report.score === undefined ? '' : String(report.score),
        // Empty unless the outcome is skipped (action.yml): a blocking replay whose landed review still blocks is a failure.
        'skipped-reason': report.decision.outcome === 'skipped' ? (report.skippedReason ?? '') : '',
    };
    setOutputs(port, values, logger);
    return values;
}


/***/ }),

/***/ 1951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ WHOLE_IN_CRASHED_LINE),
/* harmony export */   E8: () => (/* binding */ runResultAnnotation),
/* harmony export */   KI: () => (/* binding */ fitRunMessage),
/* harmony export */   MN: () => (/* binding */ ANNOTATION_MESSAGE_LIMIT),
/* harmony export */   gt: () => (/* binding */ WHOLE_IN_SUMMARY_LINE),
/* harmony export */   ow: () => (/* binding */ resultLine)
/* harmony export */ });
/* unused harmony export cutMiddle */
/* harmony import */ var _core_text_cut_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(729);

/**
 * The Actions runner keeps the first 4,096 characters of an annotation's message and drops the
 * rest without a word (actions/runner, ExecutionContext.AddIssue). The run's own failure or
 * `degraded` annotation begins with its class and ends with the fix (what the message tells the
 * user to change): a plain cut at the end would take the fix. So a message that does not fit
 * loses its middle, marked, and the marker says where the whole message is.
 */
const ANNOTATION_MESSAGE_LIMIT = 4096;
// Room the runner's own masking never needs (it only shortens), kept for a line-ending difference.
const RUN_MESSAGE_BUDGET = ANNOTATION_MESSAGE_LIMIT - 32;
// Of what is kept, the share of the start (the class and what failed); the rest is the end (the fix).
const HEAD_SHARE = 0.4;
/** Ends at a whole UTF-16 pair: the start of a cut tail never begins with the second half of one. */
function lastUnits(text, count) {
    let start = text.length - count;
    const code = text.charCodeAt(start);
    if (code >= 0xdc00 && code <= 0xdfff)
        start += 1;
    return text.slice(start);
}
/**
 * `message` (already redacted) within the runner's limit: unchanged when it fits, otherwise its
 * start and end with the cut named in between. `where` says where the whole message is.
 */
function fitRunMessage(message, where) {
    return cutMiddle(message, RUN_MESSAGE_BUDGET, where);
}
/** `message` within `budget` units: its start and end, the cut middle marked with `where` the whole is. */
function cutMiddle(message, budget, where) {
    if (message.length <= budget)
        return message;
    const marker = (cut) => ` … [${cut} of ${message.length} characters cut here; the whole message is ${where}] … `;
    const room = budget - marker(message.length).length;
    const head = (0,_core_text_cut_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateUnits */ .u)(message, Math.floor(room * HEAD_SHARE));
    const tail = lastUnits(message, room - head.length);
    return `${head}${marker(message.length - head.length - tail.length)}${tail}`;
}
/** Where main.ts and last-resort.ts say the whole message is: their logfmt line keeps it uncut. */
const WHOLE_IN_SUMMARY_LINE = "in the job log's `hm stage=run event=summary` line (reason=)";
const WHOLE_IN_CRASHED_LINE = "in the job log's `hm stage=run event=crashed` line (reason=)";
/**
 * What the step reports of a run that concluded (or failed before it could): the failure for
 * setFailed, or the `degraded` warning, redacted and within the runner's limit; nothing otherwise.
 */
function runResultAnnotation(result, redact) {
    const fit = (text) => fitRunMessage(redact(text), WHOLE_IN_SUMMARY_LINE);
    if (result.earlyFailure)
        return { kind: 'failed', message: fit(`[${result.earlyFailure.failureClass}] ${result.earlyFailure.message}`) };
    const decision = result.decision;
    if (decision?.exitFailed)
        return { kind: 'failed', message: fit(decision.failureClass ? `[${decision.failureClass}] ${decision.message}` : decision.message) };
    if (decision?.outcome === 'degraded')
        return { kind: 'warning', message: fit(decision.message) };
    return undefined;
}
/** The job summary's result line: 1,000 units, its end (the fix) kept as the annotation keeps it. */
function resultLine(message) {
    return cutMiddle(message.replace(/\s+/g, ' ').trim(), RESULT_LINE_UNITS, WHOLE_IN_SUMMARY_LINE);
}
const RESULT_LINE_UNITS = 1000;


/***/ }),

/***/ 503:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ RunRegistry),
/* harmony export */   z: () => (/* binding */ RunCancelled)
/* harmony export */ });
class RunRegistry {
    stage = 'setup';
    mode;
    /** `<run id>-<attempt>` and the pull request, once known: the cancellation's lines name them as the run's own do. */
    runId;
    pullNumber;
    headSha;
    runtimeParent;
    privateDir;
    stageDir;
    /**
     * The review this run proved on GitHub, once the conclusion found it: a
     * signal after that (while the run removes its private dir, receipts
     * included) still reports it as posted.
     */
    provenReviewId;
    /**
     * The conclusion's result, once it wrote the job summary and the outputs: a signal after that
     * (while the run stops its servers and removes its files) leaves them standing, so the summary
     * and the outputs never say `cancelled` of a run whose result, a proven review included, is written.
     * `summaryLine` writes the run's summary telemetry line, kept until the conclusion wrote it (after
     * the job summary's write): a signal before that leaves the cancellation to write it, as the run's
     * own lines are silent by then.
     */
    concluded;
    /** Tool-cache entries provisioning refused to run: the run tells the user after its conclusion. */
    cacheRejections = [];
    /** Set once the run is cancelled: the run's own ports fall silent from then on. */
    cancelled = false;
    /** The replies to earlier threads after publication: stopped by the cancellation, which reports how far they got. */
    lifecycle = { stopped: () => this.cancelled, planned: 0, started: 0, replied: [], inFlight: new Set() };
    held = new Set();
    /** The run's result committed (outputs set, the job summary's write begun), unless a cancellation began first. */
    commitResult(result) {
        if (!this.cancelled)
            this.concluded = result;
    }
    /** The run wrote its own summary line while it was live: the cancellation writes none. */
    summaryLogged() {
        if (!this.cancelled && this.concluded)
            this.concluded.summaryLine = undefined;
    }
    enter(stage) {
        if (!this.cancelled)
            this.stage = stage;
    }
    /** Thrown at the points where the run would start something new after a cancellation began. */
    assertLive() {
        if (this.cancelled)
            throw new RunCancelled();
    }
    /**
     * Something the run started outside the runtime roots, which the
     * cancellation's sweep would not find (the sandboxed test command: its own
     * process group, another user, a copy of the checkout under the system temp
     * dir), with how to end it. Returns the function that forgets it once it
     * ended by itself. Held after a cancellation began, it is ended at once.
     */
    hold(release) {
        if (this.cancelled) {
            void release().catch(() => undefined);
            return () => undefined;
        }
        this.held.add(release);
        return () => void this.held.delete(release);
    }
    /** Ends everything held, all at once (the cancellation handler); never throws. */
    async releaseHeld() {
        const all = [...this.held];
        this.held.clear();
        await Promise.allSettled(all.map((release) => release()));
    }
}
class RunCancelled extends Error {
    constructor() {
        super('the run was cancelled');
        this.name = 'RunCancelled';
    }
}


/***/ }),

/***/ 1138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  VR: () => (/* binding */ Minimatch),
  KA: () => (/* binding */ braceExpand),
  ih: () => (/* reexport */ escape_escape),
  xF: () => (/* binding */ minimatch)
});

// UNUSED EXPORTS: GLOBSTAR, defaults, filter, match, sep, unescape

;// CONCATENATED MODULE: ./node_modules/balanced-match/dist/esm/index.js
const balanced = (a, b, str) => {
    const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
    const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
    const r = ma !== null && mb != null && range(ma, mb, str);
    return (r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length),
    });
};
const maybeMatch = (reg, str) => {
    const m = str.match(reg);
    return m ? m[0] : null;
};
const range = (a, b, str) => {
    let begs, beg, left, right = undefined, result;
    let ai = str.indexOf(a);
    let bi = str.indexOf(b, ai + 1);
    let i = ai;
    if (ai >= 0 && bi > 0) {
        if (a === b) {
            return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
            if (i === ai) {
                begs.push(i);
                ai = str.indexOf(a, i + 1);
            }
            else if (begs.length === 1) {
                const r = begs.pop();
                if (r !== undefined)
                    result = [r, bi];
            }
            else {
                beg = begs.pop();
                if (beg !== undefined && beg < left) {
                    left = beg;
                    right = bi;
                }
                bi = str.indexOf(b, i + 1);
            }
            i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== undefined) {
            result = [left, right];
        }
    }
    return result;
};

;// CONCATENATED MODULE: ./node_modules/brace-expansion/dist/esm/index.js

const escSlash = '\0SLASH' + Math.random().toFixed(16) + '\0';
const escOpen = '\0OPEN' + Math.random().toFixed(16) + '\0';
const escClose = '\0CLOSE' + Math.random().toFixed(16) + '\0';
const escComma = '\0COMMA' + Math.random().toFixed(16) + '\0';
const escPeriod = '\0PERIOD' + Math.random().toFixed(16) + '\0';
const escSlashPattern = new RegExp(escSlash, 'g');
const escOpenPattern = new RegExp(escOpen, 'g');
const escClosePattern = new RegExp(escClose, 'g');
const escCommaPattern = new RegExp(escComma, 'g');
const escPeriodPattern = new RegExp(escPeriod, 'g');
const slashPattern = /\\\\/g;
const openPattern = /\\{/g;
const closePattern = /\\}/g;
const commaPattern = /\\,/g;
const periodPattern = /\\\./g;
const EXPANSION_MAX = 100_000;
// `EXPANSION_MAX` caps the *number* of expansions, but not their length. An
// input like `'{a,b}'.repeat(1500)` stays under that count - its output is
// truncated to 100k results - while making every result ~1500 characters
// long. The result set, and the intermediate arrays built while combining
// brace sets, then grow large enough to exhaust memory and crash the process
// (CVE-2026-14257). `EXPANSION_MAX_LENGTH` bounds the total number of
// characters the accumulator may hold at any point, so memory stays flat no
// matter how many brace groups are chained. The limit sits well above any
// realistic expansion (100k results hitting `EXPANSION_MAX` measure ~1M
// characters) so legitimate input is unaffected.
const EXPANSION_MAX_LENGTH = 4_000_000;
// `expand_` recurses once per level of brace *nesting* - both when expanding a
// set's comma members and when re-wrapping a set whose body is a single part.
// The CVE-2026-14257 fix made the *tail* iterative (recursion on `m.post`, one
// level per chained group), which left nesting depth unbounded: about 3,100
// levels of `{{{...a,b...}}}` - only ~6KB of input - exhausted the native stack
// and crashed the process. `EXPANSION_MAX_DEPTH` bounds how deep the parser
// will follow nesting. It sits far above any realistic pattern and well below
// the depth at which the stack runs out.
const EXPANSION_MAX_DEPTH = 1_000;
// Bash keeps a quirk where a brace group followed by a comma set still expands
// (`{a},b}`). The parser implements it by rewriting the string and restarting
// the scan, absorbing one `}` per pass. `n` trailing braces therefore cost `n`
// full passes over a string that itself grows by one `escClose` sentinel each
// time - quadratic in `n`, with a ~26x constant from the sentinel's length.
// 128KB of `'{a}' + '}'.repeat(n) + ',z}'` blocked the event loop for 27
// seconds to produce two results. `EXPANSION_MAX_REWRITES` bounds how many
// times the scan may restart. Real `{a},b}` input needs a handful.
const EXPANSION_MAX_REWRITES = 1_000;
// `EXPANSION_MAX_STEPS` bounds the work one `expand` call does, which `max`,
// `maxLength` and `maxDepth` don't: nested sets are rescanned at every level
// and chained groups each rebuild up to `max` results, so 2KB of input could
// block the event loop for over 30 seconds. Each character scanned, result
// built and sequence value generated is a step, and each `expand_` call costs
// `CALL_STEPS` more. Past the budget, the set being expanded and everything
// after it stay literal. A glob needs a few hundred steps, and nesting all the
// way to `EXPANSION_MAX_DEPTH` about 4M.
const EXPANSION_MAX_STEPS = 20_000_000;
// What one `expand_` call costs on top of what it scans and builds. Setting
// one up takes about as long as scanning 16 characters, and a set whose
// results are wrapped to be expanded again makes one call per result, each
// scanning and building next to nothing: 64KB of
// `('{{' + ','.repeat(316) + '}{' + ','.repeat(316) + '}}').repeat(n)` made
// 4M such calls, which spent the budget three times as slowly as anything
// else.
const CALL_STEPS = 16;
function numeric(str) {
    return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
}
function escapeBraces(str) {
    return str
        .replace(slashPattern, escSlash)
        .replace(openPattern, escOpen)
        .replace(closePattern, escClose)
        .replace(commaPattern, escComma)
        .replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
    return str
        .replace(escSlashPattern, '\\')
        .replace(escOpenPattern, '{')
        .replace(escClosePattern, '}')
        .replace(escCommaPattern, ',')
        .replace(escPeriodPattern, '.');
}
// Like `target.push(...items)` but doesn't overflow the stack
function pushAll(target, items) {
    for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
    }
}
// `balanced`, run on `masked` (see `maskUnmatchedOpens`), sliced from `str`
// and charged for the characters it walks: up to the group's `}`, or the
// whole string when there is no match or unmatched `{` come first, which
// `unmatched` then flags for masking. Once a call overdraws the budget, it
// and every later one return undefined, so the rest stays literal.
function balancedWithBudget(str, masked, budget) {
    if (budget.remaining < 0) {
        return undefined;
    }
    const r = range('{', '}', masked);
    const unmatched = r !== undefined && masked.indexOf('{') < r[0];
    budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
    if (!r || budget.remaining < 0) {
        return undefined;
    }
    return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched,
    };
}
// `masked` with every `{` that has no matching `}` swapped for a `\0`, which
// keeps the length, so a scan of it still lines up with the string it was
// made from. Such a `{` is literal either way, but `balanced` only learns that
// one is unmatched by reading to the end of the string, so with one at the
// head of every group (`'{a,{b,c}'.repeat(n)`) each scan read the rest of the
// input. That was quadratic, and once the step budget charged for it, it ran
// out partway through and left the rest literal. A scan of the masked copy
// stops at the group's `}`. It is one pass, charged as such.
function maskUnmatchedOpens(masked, budget) {
    budget.remaining -= masked.length;
    const open = [];
    for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 0x7b) {
            open.push(i);
        }
        else if (c === 0x7d && open.length) {
            open.pop();
        }
    }
    let out = '';
    let last = 0;
    for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + '\0';
        last = at + 1;
    }
    return out + masked.slice(last);
}
// Whether `str` has a `,` not followed by another `,`, with a `}` after it on
// the same line - what `/,(?!,).*\}/.test(str)` asks, answered in one pass from
// the end. The regex tries every `,` and backtracks through the rest of its
// line from each, which is quadratic, and the `{a},b}` rewrite asks again on
// every pass. Like a scan, it is charged for the whole string and refused if
// that overdraws the budget.
function commaSetFollows(str, budget) {
    budget.remaining -= str.length;
    if (budget.remaining < 0) {
        return false;
    }
    // Whether a `}` follows the current position before the line ends
    let close = false;
    for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 0x7d) {
            close = true;
        }
        else if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) {
            // A line terminator, which `.` does not match
            close = false;
        }
        else if (c === 0x2c && close && str.charCodeAt(i + 1) !== 0x2c) {
            return true;
        }
    }
    return false;
}
/**
 * Basically just str.split(","), but handling cases
 * where we have nested braced sections, which should be
 * treated as individual members, like {a,{b,c},d}
 *
 * Returns `undefined` if the step budget runs out before the whole set is
 * split, since splitting what is left on every comma would tear apart the
 * nested sets it still holds.
 */
function parseCommaParts(str, budget) {
    const parts = [];
    // Walk the brace groups iteratively. Recursing on `post` once per group let a
    // chain of them exhaust the stack - the parsing-side counterpart to
    // the `expand_` overflow fixed for CVE-2026-14257, and not something `max` or
    // `maxLength` can bound, since it happens before expansion.
    //
    // The part the next chunk continues
    let carry = '';
    for (;;) {
        // A set's body holds no unmatched `{`, so there is nothing to mask.
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
            return undefined;
        }
        if (!m) {
            const tail = str.split(',');
            tail[0] = carry + tail[0];
            pushAll(parts, tail);
            return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(',');
        p[0] = carry + p[0];
        p[p.length - 1] += '{' + body + '}';
        if (!post.length) {
            pushAll(parts, p);
            return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
    }
}
// An option that is left out, or that is NaN, gets its default. Every
// comparison against NaN is false, so a NaN bound would never be reached:
// `{ maxSteps: NaN }` let 15KB of input block the event loop for 16 seconds,
// and `{ maxDepth: NaN }` overflowed the stack again (CVE-2026-102278). Pass
// `Infinity` to lift a bound.
function bound(value, fallback) {
    return value === undefined || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
    if (!str) {
        return [];
    }
    const max = bound(options.max, EXPANSION_MAX);
    const maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
    const maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
    const maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
    const maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
    // I don't know why Bash 4.3 does this, but it does.
    // Anything starting with {} will have the first two bytes preserved
    // but *only* at the top level, so {},a}b will not expand to anything,
    // but a{},b}c will be expanded to [a}c,abc].
    // One could argue that this is a bug in Bash, but since the goal of
    // this module is to match Bash's rules, we escape a leading {}
    if (str.slice(0, 2) === '{}') {
        str = '\\{\\}' + str.slice(2);
    }
    return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
}
function embrace(str) {
    return '{' + str + '}';
}
function isPadded(el) {
    return /^-?0\d/.test(el);
}
function lte(i, y) {
    return i <= y;
}
function gte(i, y) {
    return i >= y;
}
// Build `{ acc[a] + pre + values[v] }` for every combination, capping the
// number of results at `max` and the total number of characters at `maxLength`.
// This is the one place output grows, so bounding it here keeps the single
// accumulator - and therefore memory - flat regardless of how many brace groups
// are combined (CVE-2026-14257). Each result built is a step, since `max` and
// `maxLength` bound one combination, not how many brace groups are combined.
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
    const out = [];
    let length = 0;
    // Bash drops empty results at the top level, and they don't count against
    // `max`, so `max` bounds the number of *kept* results. Only an empty
    // `acc[a] + pre` can make one, so for those the empty values are skipped
    // without being visited. Visiting them one at a time let a set of empties
    // cost `acc.length * values.length` while keeping nothing.
    let nonEmpty;
    outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
            if (!nonEmpty)
                nonEmpty = values.filter(v => v);
            vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
            if (out.length >= max)
                break outer;
            const expansion = prefix + vs[v];
            if (length + expansion.length > maxLength)
                break outer;
            out.push(expansion);
            length += expansion.length;
        }
    }
    budget.remaining -= out.length;
    return out;
}
// The expansion values of a single numeric (`1..5`) or alphabetic (`a..e..2`)
// sequence body, or `undefined` if the step budget runs out generating them.
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
    const n = body.split(/\.\./);
    const N = [];
    // A sequence body always splits into two or three parts, but the compiler
    // can't know that.
    /* c8 ignore start */
    if (n[0] === undefined || n[1] === undefined) {
        return N;
    }
    /* c8 ignore stop */
    const x = numeric(n[0]);
    const y = numeric(n[1]);
    const width = Math.max(n[0].length, n[1].length);
    let incr = n.length === 3 && n[2] !== undefined ?
        Math.max(Math.abs(numeric(n[2])), 1)
        : 1;
    let test = lte;
    const reverse = y < x;
    if (reverse) {
        incr *= -1;
        test = gte;
    }
    const pad = n.some(isPadded);
    // A padded value is built a character at a time to `width`, which the input
    // sets, so it costs one step per character: 64KB of
    // `('{' + '0'.repeat(100) + '..99999}').repeat(n)` took 7 seconds charged
    // one step per value.
    const cost = pad ? width : 1;
    let length = 0;
    for (let i = x; test(i, y) && N.length < max; i += incr) {
        // Each value is a step. `max` and `maxLength` bound one sequence, but a
        // chain of them still generated up to `max` values each, however few
        // combining could keep.
        budget.remaining -= cost;
        if (budget.remaining < 0) {
            return undefined;
        }
        let c;
        if (isAlphaSequence) {
            c = String.fromCharCode(i);
            if (c === '\\') {
                c = '';
            }
        }
        else {
            c = String(i);
            if (pad) {
                const need = width - c.length;
                if (need > 0) {
                    const z = new Array(need + 1).join('0');
                    if (i < 0) {
                        c = '-' + z + c.slice(1);
                    }
                    else {
                        c = z + c;
                    }
                }
            }
        }
        if (length + c.length > maxLength)
            break;
        N.push(c);
        length += c.length;
    }
    return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
    // An overdraft here makes the first scan refuse, so `str` stays literal.
    budget.remaining -= CALL_STEPS;
    // Too deeply nested to keep following: treat the rest as literal, the same
    // way a group that cannot expand is already handled. Truncating rather than
    // throwing keeps `expand` total, matching `max` and `maxLength`.
    if (depth > maxDepth) {
        return [str];
    }
    // Consume the string's top-level brace groups left to right, threading a
    // running set of combined prefixes (`acc`). Expanding the tail iteratively -
    // rather than recursing on `m.post` once per group - keeps the native stack
    // depth constant, so deeply chained input (`'{a,b}'.repeat(3000)`) can no
    // longer overflow the stack, and leaves a single accumulator whose size
    // `maxLength` bounds directly (CVE-2026-14257).
    let acc = [''];
    // Bash drops empty results, but only when the *first* top-level group is a
    // comma set - a sequence like `{a..\}` may legitimately yield ''. The drop
    // is on the final strings, so it is applied to whichever `combine` produces
    // them (the one with no brace set left in the tail).
    // How many times the `{a},b}` rewrite below has restarted the scan. Each pass
    // re-reads the whole string, so leaving this unbounded is quadratic.
    let rewrites = 0;
    let dropEmpties = false;
    let firstGroup = true;
    // `str` with its unmatched `{` masked, once a scan has run into them
    let masked = str;
    for (;;) {
        const m = balancedWithBudget(str, masked, budget);
        // No brace set left, or no step budget left to look for one: the rest of
        // the string is literal.
        if (!m) {
            return combine(acc, str, [''], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
            masked = maskUnmatchedOpens(masked, budget);
        }
        // no need to expand pre, since it is guaranteed to be free of brace-sets
        const pre = m.pre;
        // This set and the rest of the string, literal: for a set that cannot
        // expand, and for one the step budget runs out on. Once it is overdrawn,
        // every set still being expanded, at every level, stays literal like this -
        // otherwise each level above would go on combining, and wrapping and
        // expanding again, results the budget was too small for.
        const literal = () => combine(acc, pre + '{' + m.body + '}' + m.post, [''], max, maxLength, dropEmpties, budget);
        if (/\$$/.test(pre)) {
            acc = combine(acc, pre + '{' + m.body + '}', [''], max, maxLength, dropEmpties && !m.post.length, budget);
            firstGroup = false;
            if (!m.post.length)
                break;
            str = m.post;
            masked = masked.slice(m.end + 1);
            continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(',') >= 0;
        if (!isSequence && !isOptions) {
            // {a},b}
            if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
                rewrites++;
                str = m.pre + '{' + m.body + escClose + m.post;
                // Taking a `}` away never gives an unmatched `{` a partner, so what
                // is masked stays unmatched. The `{` it closed can be left without
                // one, and the next scan masks it.
                masked =
                    masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
                isTop = true;
                continue;
            }
            // Nothing here expands, so the whole remaining string is literal.
            return literal();
        }
        if (firstGroup) {
            dropEmpties = isTop && !isSequence;
            firstGroup = false;
        }
        let values;
        if (isSequence) {
            values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
            if (!values) {
                return literal();
            }
        }
        else {
            let n = parseCommaParts(m.body, budget);
            // The step budget ran out partway through the set.
            if (!n) {
                return literal();
            }
            if (n.length === 1 && n[0] !== undefined) {
                // x{{a,b}}y ==> x{a}y x{b}y
                n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
                // The step budget ran out expanding the set's only part.
                if (budget.remaining < 0) {
                    return literal();
                }
                //XXX is this necessary? Can't seem to hit it in tests.
                /* c8 ignore start */
                if (n.length === 1) {
                    const next = combine(acc, pre + n[0], [''], max, maxLength, dropEmpties && !m.post.length, budget);
                    if (budget.remaining < 0) {
                        return literal();
                    }
                    acc = next;
                    if (!m.post.length)
                        break;
                    str = m.post;
                    masked = masked.slice(m.end + 1);
                    continue;
                }
                /* c8 ignore stop */
            }
            // Values that `combine` is going to drop as empty produce no result, so
            // they must not count against `max` - otherwise `{a,,b}` with `max: 2`
            // would stop at `['a', '']` and yield one result instead of two. Skipping
            // them outright keeps `values` bounded while leaving `max` a bound on
            // *kept* results.
            let dropsEmpties = dropEmpties && !m.post.length && !pre;
            for (let d = 0; dropsEmpties && d < acc.length; d++) {
                if (acc[d]) {
                    dropsEmpties = false;
                }
            }
            values = [];
            let valuesLength = 0;
            outer: for (let j = 0; j < n.length; j++) {
                const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
                // The step budget ran out expanding a member.
                if (budget.remaining < 0) {
                    return literal();
                }
                for (let k = 0; k < expanded.length; k++) {
                    const v = expanded[k];
                    if (dropsEmpties && !v)
                        continue;
                    if (values.length >= max ||
                        valuesLength + v.length > maxLength) {
                        break outer;
                    }
                    values.push(v);
                    valuesLength += v.length;
                }
            }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        // The step budget ran out combining the set's values in.
        if (budget.remaining < 0) {
            return literal();
        }
        acc = next;
        if (!m.post.length)
            break;
        str = m.post;
        masked = masked.slice(m.end + 1);
    }
    return acc;
}


;// CONCATENATED MODULE: ./node_modules/@isaacs/nonrecursive-glob-match/dist/esm/numeric-range.js
// One digit, or a class of digits from a to b.
const digit = (a, b) => a === b ?
    { t: 'lit', ch: String(a) }
    : { t: 'class', re: new RegExp(`^[${a}-${b}]$`) };
const prefix = (d, alts) => alts.map(s => [digit(d, d), ...s]);
// The digit strings from a to b, which have the same length.
const fixed = (a, b) => {
    if (!a)
        return [[]];
    let lo = +a[0];
    let hi = +b[0];
    const ra = a.slice(1);
    const rb = b.slice(1);
    if (lo === hi)
        return prefix(lo, fixed(ra, rb));
    const zeros = '0'.repeat(ra.length);
    const nines = '9'.repeat(ra.length);
    const out = [];
    if (ra !== zeros)
        out.push(...prefix(lo++, fixed(ra, nines)));
    const last = rb === nines ? [] : prefix(hi--, fixed(zeros, rb));
    if (lo <= hi) {
        out.push([digit(lo, hi), ...Array.from(ra, () => digit(0, 9))]);
    }
    out.push(...last);
    return out;
};
// The numbers from a to b, where 0 <= a <= b. If width is set, each
// one has leading zeros to make it that many digits.
const nonneg = (a, b, width) => {
    if (width) {
        return fixed(String(a).padStart(width, '0'), String(b).padStart(width, '0'));
    }
    const out = [];
    for (let len = String(a).length; len <= String(b).length; len++) {
        const lo = Math.max(a, len === 1 ? 0 : 10 ** (len - 1));
        const hi = Math.min(b, 10 ** len - 1);
        out.push(...fixed(String(lo), String(hi)));
    }
    return out;
};
/**
 * The strings that the bash brace expansion `{lo..hi}` makes, as
 * the alternatives of an `@(...)` extglob. Each one is a sequence of
 * digits and digit classes, so there are only a few of them, even for
 * a large range.
 *
 * If either end has a leading zero, such as `{01..10}`, each number
 * has leading zeros to make it as long as the longer end, counting a
 * `-` sign. So `{-05..3}` makes `-05` to `-01`, then `000` to `003`.
 *
 * Returns undefined if either end is not a safe integer.
 */
const numericRange = (loStr, hiStr) => {
    let lo = Number(loStr);
    let hi = Number(hiStr);
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
        return;
    if (lo > hi)
        [lo, hi] = [hi, lo];
    const padded = /^-?0\d/.test(loStr) || /^-?0\d/.test(hiStr);
    const width = padded ? Math.max(loStr.length, hiStr.length) : 0;
    const out = [];
    if (lo < 0) {
        const neg = nonneg(Math.max(-hi, 1), -lo, width && width - 1);
        out.push(...neg.map(s => [{ t: 'lit', ch: '-' }, ...s]));
    }
    if (hi >= 0)
        out.push(...nonneg(Math.max(lo, 0), hi, width));
    return out;
};

;// CONCATENATED MODULE: ./node_modules/@isaacs/nonrecursive-glob-match/dist/esm/parse-class.js
// translate the various posix character classes into unicode properties
// this works across all unicode locales
// { <posix class>: [<translation>, negated]
const posixClasses = {
    '[:alnum:]': ['\\p{L}\\p{Nl}\\p{Nd}'],
    '[:alpha:]': ['\\p{L}\\p{Nl}'],
    '[:ascii:]': ['\\x' + '00-\\x' + '7f'],
    '[:blank:]': ['\\p{Zs}\\t'],
    '[:cntrl:]': ['\\p{Cc}'],
    '[:digit:]': ['\\p{Nd}'],
    '[:graph:]': ['\\p{Z}\\p{C}', true],
    '[:lower:]': ['\\p{Ll}'],
    '[:print:]': ['\\p{C}', true],
    '[:punct:]': ['\\p{P}\\p{S}'],
    '[:space:]': ['\\p{Z}\\t\\r\\n\\v\\f'],
    '[:upper:]': ['\\p{Lu}'],
    '[:word:]': ['\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}'],
    '[:xdigit:]': ['A-Fa-f0-9'],
};
// only need to escape a few things inside of brace expressions
// escapes: [ \ ] -
const braceEscape = (s) => s.replace(/[[\]\\-]/g, '\\$&');
const noMatch = /$./;
// Takes a glob string at a posix brace expression. Returns a RegExp
// that tests one character, and the number of glob chars consumed.
// If the class is not closed, consumed is 0, and the `[` must be
// treated as a literal character.
// Out of order ranges are removed. If nothing is left, the RegExp
// is `/$./`, and the rest of the glob is consumed, so that the
// whole glob cannot match.
const parseClass = (glob, position, nocase = false, form) => {
    // normalize one class member, if it stays one code point
    const norm = (c) => {
        const n = form ? c.normalize(form) : c;
        return [...n].length === 1 ? n : c;
    };
    const pos = position;
    /* c8 ignore start */
    if (glob.charAt(pos) !== '[') {
        throw new Error('not in a brace expression');
    }
    /* c8 ignore stop */
    const ranges = [];
    const negs = [];
    let i = pos + 1;
    let sawStart = false;
    let escaping = false;
    let negate = false;
    let endPos = pos;
    let rangeStart = '';
    WHILE: while (i < glob.length) {
        const c = String.fromCodePoint(glob.codePointAt(i));
        if ((c === '!' || c === '^') && i === pos + 1) {
            negate = true;
            i++;
            continue;
        }
        if (c === ']' && sawStart && !escaping) {
            endPos = i + 1;
            break;
        }
        sawStart = true;
        if (c === '\\') {
            if (!escaping) {
                escaping = true;
                i++;
                continue;
            }
            // escaped \ char, fall through and treat like normal char
        }
        if (c === '[' && !escaping) {
            // either a posix class, a collation equivalent, or just a [
            for (const [cls, [unip, neg]] of Object.entries(posixClasses)) {
                if (glob.startsWith(cls, i)) {
                    // invalid, [a-[] is fine, but not [a-[:alpha]]
                    if (rangeStart) {
                        return [noMatch, glob.length - pos];
                    }
                    i += cls.length;
                    if (neg)
                        negs.push(unip);
                    else
                        ranges.push(unip);
                    continue WHILE;
                }
            }
        }
        // now it's just a normal character, effectively
        escaping = false;
        const n = norm(c);
        if (rangeStart) {
            // throw this range away if it's not valid, but others
            // can still match.
            if (n.codePointAt(0) > rangeStart.codePointAt(0)) {
                ranges.push(braceEscape(rangeStart) + '-' + braceEscape(n));
            }
            else if (n === rangeStart) {
                ranges.push(braceEscape(n));
            }
            rangeStart = '';
            i += c.length;
            continue;
        }
        // now might be the start of a range.
        // can be either c-d or c-] or c<more...>] or c] at this point
        if (glob.startsWith('-]', i + c.length)) {
            ranges.push(braceEscape(n + '-'));
            i += c.length + 1;
            continue;
        }
        if (glob.startsWith('-', i + c.length)) {
            rangeStart = n;
            i += c.length + 1;
            continue;
        }
        // not the start of a range, just a single character
        ranges.push(braceEscape(n));
        i += c.length;
    }
    if (endPos < i) {
        // didn't see the end of the class, not a valid class,
        // but might still be valid as a literal match.
        return [noMatch, 0];
    }
    // if we got no ranges and no negates, then we have a range that
    // cannot possibly match anything, and that poisons the whole glob
    if (!ranges.length && !negs.length) {
        return [noMatch, glob.length - pos];
    }
    const sranges = '[' + (negate ? '^' : '') + ranges.join('') + ']';
    const snegs = '[' + (negate ? '' : '^') + negs.join('') + ']';
    const comb = '^' +
        (ranges.length && negs.length ? '(' + sranges + '|' + snegs + ')'
            : ranges.length ? sranges
                : snegs);
    return [new RegExp(comb, nocase ? 'iu' : 'u'), endPos - pos];
};

;// CONCATENATED MODULE: ./node_modules/@isaacs/nonrecursive-glob-match/dist/esm/index.js


// the end of the pattern, or of a negated sub-pattern
const MATCH = { t: 'match', id: 0 };
const extTypes = '!?+*@';
const lit = (ch) => ({ t: 'lit', ch });
const reEscape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
// a RegExp that only matches `s`, with unicode case folding
const newFoldRe = (s) => new RegExp(`^${reEscape(s)}$`, 'iu');
// foldRe for one literal char. The same chars are in most patterns,
// so keep them. A RegExp without the `g` or `y` flag has no state to
// share.
const foldCache = new Map();
const foldRe = (ch) => {
    let re = foldCache.get(ch);
    if (!re) {
        re = newFoldRe(ch);
        if (foldCache.size >= 1000)
            foldCache.clear();
        foldCache.set(ch, re);
    }
    return re;
};
const litMatch = (l, c) => {
    if (c === l.ch)
        return true;
    if (!l.re)
        return false;
    const code = c.charCodeAt(0);
    if (code >= 128)
        return l.re.test(c);
    const ascii = (l.ascii ??= new Uint8Array(128));
    ascii[code] ||= l.re.test(c) ? 1 : 2;
    return ascii[code] === 1;
};
const tokenize = (p, nocase, noext, form, mark) => {
    const toks = [];
    for (let i = 0; i < p.length;) {
        const c = String.fromCodePoint(p.codePointAt(i));
        if (mark) {
            // a \ before a range would only escape its first char
            const m = c === '\\' && p.startsWith(mark, i + 1) ? 1 : 0;
            if (m || c === mark) {
                const start = i + m + mark.length;
                const end = p.indexOf(mark, start);
                const r = /^(-?\d+)\.\.(-?\d+)$/.exec(p.slice(start, end));
                const alts = end !== -1 && r && numericRange(r[1], r[2]);
                if (alts) {
                    toks.push({ t: 'ext', type: '@', alts });
                    i = end + mark.length;
                    continue;
                }
            }
        }
        if (c === '\\') {
            // a trailing \ is a literal \
            const e = p.codePointAt(i + 1);
            const ch = e === undefined ? c : String.fromCodePoint(e);
            toks.push(lit(ch));
            i += 1 + ch.length;
            continue;
        }
        if (c === '[') {
            const [re, consumed] = parseClass(p, i, nocase, form);
            if (consumed) {
                toks.push({ t: 'class', re });
                i += consumed;
                continue;
            }
        }
        if (!noext && extTypes.includes(c) && p[i + 1] === '(') {
            toks.push({ t: 'open', type: c });
            i += 2;
            continue;
        }
        toks.push(!noext && c === '|' ? { t: 'bar' }
            : !noext && c === ')' ? { t: 'close' }
                : c === '*' ? { t: 'star' }
                    : c === '?' ? { t: 'any' }
                        : lit(c));
        i += c.length;
    }
    return toks;
};
// map each open token index to the index of its close token
const pair = (toks) => {
    const pairs = new Map();
    const stack = [];
    toks.forEach((tok, i) => {
        if (tok.t === 'open')
            stack.push(i);
        else if (tok.t === 'close' && stack.length)
            pairs.set(stack.pop(), i);
    });
    return pairs;
};
// build the alternatives between start and end. An open token that
// is not closed is never inside a closed extglob, so bar and close
// tokens are only literal at the top level.
const build = (toks, pairs, start, end, top) => {
    let seq = [];
    const alts = [seq];
    for (let i = start; i < end; i++) {
        const tok = toks[i];
        const close = pairs.get(i);
        if (tok.t === 'open' && close !== undefined) {
            const sub = build(toks, pairs, i + 1, close, false);
            seq.push({ t: 'ext', type: tok.type, alts: sub });
            i = close;
        }
        else if (tok.t === 'bar' && !top) {
            alts.push((seq = []));
        }
        else if (tok.t === 'open') {
            seq.push(lit(tok.type), lit('('));
        }
        else if (tok.t === 'bar') {
            seq.push(lit('|'));
        }
        else if (tok.t === 'close') {
            seq.push(lit(')'));
        }
        else {
            seq.push(tok);
        }
    }
    return alts;
};
// normalize each run of literal chars as one string, so that a char
// and the combining marks after it compose (or decompose) together.
// Syntax is already parsed, so a char that normalizes to a syntax
// char (such as full-width `＊` in NFKC) stays a literal.
const normalize = (items, form) => {
    const out = [];
    let run = '';
    const flush = () => {
        for (const ch of run.normalize(form))
            out.push(lit(ch));
        run = '';
    };
    for (const it of items) {
        if (it.t === 'lit') {
            run += it.ch;
            continue;
        }
        flush();
        out.push(it.t === 'ext' ?
            { ...it, alts: it.alts.map(a => normalize(a, form)) }
            : it);
    }
    flush();
    return out;
};
// the start node, and the number of node ids. Ids are dense, from 0
// for the match node.
const compile = (items, nocase) => {
    let id = 1;
    const split = (out) => ({ t: 'split', id: id++, out });
    const seq = (items, next) => items.reduceRight((next, it) => item(it, next), next);
    const item = (it, next) => {
        switch (it.t) {
            case 'lit':
                const re = nocase ? foldRe(it.ch) : undefined;
                return { t: 'lit', id: id++, ch: it.ch, re, next };
            case 'any':
            case 'star':
                return { t: it.t, id: id++, next };
            case 'class':
                return { t: 'class', id: id++, re: it.re, next };
        }
        const alts = (next) => it.alts.map(a => seq(a, next));
        switch (it.type) {
            case '@':
                return split(alts(next));
            case '?':
                return split([next, ...alts(next)]);
            case '!':
                return { t: 'neg', id: id++, sub: split(alts(MATCH)), next };
        }
        // * and +, loop back after each match
        const after = split([]);
        const entry = split(alts(after));
        after.out.push(next, entry);
        return it.type === '*' ? after : entry;
    };
    const start = seq(items, MATCH);
    return [start, id];
};
// one line per node, in the order that a walk from the start
// reaches them. Edges point to node ids. The nodes of a negated
// sub-pattern are indented under their negation.
const show = (start) => {
    const lines = [];
    const seen = new Set();
    const ref = (n) => (n.t === 'match' ? 'match' : String(n.id));
    const walk = (n, indent) => {
        if (n.t === 'match' || seen.has(n))
            return;
        seen.add(n);
        const line = (desc) => lines.push(`${indent}${n.id}: ${desc}`);
        switch (n.t) {
            case 'split':
                line(`split -> ${n.out.map(ref).join(', ')}`);
                for (const o of n.out)
                    walk(o, indent);
                return;
            case 'neg':
                line(`!(${ref(n.sub)}) -> ${ref(n.next)}`);
                walk(n.sub, indent + '  ');
                return walk(n.next, indent);
            case 'lit':
                line(`${JSON.stringify(n.ch)} -> ${ref(n.next)}`);
                break;
            case 'class':
                line(`${n.re} -> ${ref(n.next)}`);
                break;
            default:
                line(`${n.t === 'any' ? '?' : '*'} -> ${ref(n.next)}`);
        }
        walk(n.next, indent);
    };
    walk(start, '');
    return [`start -> ${ref(start)}`, ...lines].join('\n');
};
// The threads at one position in the string. Each node thread is
// only kept once, and runs with the same state are only kept once,
// so that identical threads merge. The match node is not in
// `threads`, because it can not step. It sets `match` instead.
class State {
    // set by the Sim, to mark the nodes that this state has
    gen;
    threads = [];
    match = false;
    runs = [];
    // the sorted ids of the threads, with 0 for a match, once the
    // state is done
    ids = [];
    constructor(gen) {
        this.gen = gen;
    }
    // no threads, so nothing more can match
    get dead() {
        return !this.threads.length && !this.match && !this.runs.length;
    }
}
// true if the two states hold the same threads
const sameState = (a, b) => {
    if (a.ids.length !== b.ids.length)
        return false;
    if (a.runs.length !== b.runs.length)
        return false;
    if (a.ids.some((id, i) => id !== b.ids[i]))
        return false;
    return a.runs.every(r => b.runs.some(o => o.neg === r.neg && sameState(o.state, r.state)));
};
const marks = (size) => ({
    has: new Float64Array(size),
    seen: new Float64Array(size),
    gen: 0,
});
class Sim {
    // `.` and `..` only match literal dots, even with `dot:true`
    dots;
    // the string starts with `.`, and `dot:true` is not set
    dotStart;
    #marks;
    constructor(dots, dotStart, marks) {
        this.dots = dots;
        this.dotStart = dotStart;
        this.#marks = marks;
    }
    state() {
        return new State(++this.#marks.gen);
    }
    // sort the ids of a state, once it has all of its threads
    done(state) {
        state.ids = state.threads.map(n => n.id).sort((a, b) => a - b);
        if (state.match)
            state.ids.unshift(MATCH.id);
        return state;
    }
    // true the first time that the state walks through the node, so
    // that loops in the graph stop
    #visit(state, node) {
        const { seen } = this.#marks;
        if (seen[node.id] === state.gen)
            return false;
        seen[node.id] = state.gen;
        return true;
    }
    #addThread(state, node) {
        const { has } = this.#marks;
        if (has[node.id] === state.gen)
            return false;
        has[node.id] = state.gen;
        state.threads.push(node);
        return true;
    }
    // wildcards only match a leading dot if `dot:true`. In a negated
    // sub-pattern, this does not apply, because the negation itself
    // can not match a leading dot.
    restricted(i, top) {
        return top && (this.dots || (this.dotStart && i === 0));
    }
    add(state, node, i, top) {
        switch (node.t) {
            case 'split':
                if (!this.#visit(state, node))
                    return;
                for (const o of node.out)
                    this.add(state, o, i, top);
                return;
            case 'neg':
                if (!this.#visit(state, node))
                    return;
                const sub = this.state();
                this.add(sub, node.sub, i, false);
                this.done(sub);
                return this.addRun(state, { t: 'run', neg: node, state: sub }, i, top);
            case 'star':
                // a * can not start a dotfile, even if it matches nothing
                if (this.restricted(i, top))
                    return;
                if (this.#addThread(state, node))
                    this.add(state, node.next, i, top);
                return;
            case 'match':
                state.match = true;
                return;
            default:
                this.#addThread(state, node);
        }
    }
    addRun(state, run, i, top) {
        for (const r of state.runs) {
            if (r.neg === run.neg && sameState(r.state, run.state))
                return;
        }
        state.runs.push(run);
        if (!run.state.match) {
            this.add(state, run.neg.next, i, top);
        }
    }
    // the threads after char `c`, at index `i`
    step(state, c, i, top) {
        const next = this.state();
        for (const th of state.threads) {
            switch (th.t) {
                case 'lit':
                    if (litMatch(th, c)) {
                        this.add(next, th.next, i + 1, top);
                    }
                    break;
                case 'any':
                    if (!this.restricted(i, top))
                        this.add(next, th.next, i + 1, top);
                    break;
                case 'class':
                    if (!this.restricted(i, top) && th.re.test(c)) {
                        this.add(next, th.next, i + 1, top);
                    }
                    break;
                case 'star':
                    if (!this.restricted(i, top))
                        this.add(next, th, i + 1, top);
            }
        }
        if (!this.restricted(i, top)) {
            for (const run of state.runs) {
                // a sub-pattern with no threads can not match again, so the
                // run stays the same
                if (run.state.dead) {
                    this.addRun(next, run, i + 1, top);
                    continue;
                }
                const sub = this.step(run.state, c, i, false);
                this.addRun(next, { t: 'run', neg: run.neg, state: sub }, i + 1, top);
            }
        }
        return this.done(next);
    }
}
// A canonical key for the threads in a state. States with the same
// key hold the same threads, so they match the same strings.
const stateKey = (state) => {
    const ids = state.ids.join();
    if (!state.runs.length)
        return ids;
    const runs = state.runs.map(r => `${r.neg.id}(${stateKey(r.state)})`);
    return `${ids}|${runs.sort().join('|')}`;
};
// The cache can hold about this many chars of state keys and
// transitions. When it is full, it is cleared, so that a pattern
// can not use an unbounded amount of memory.
const DFA_BUDGET = 1 << 18;
// A cache of the states that the simulation reaches, built as the
// matcher is used. Each char of a string is then one Map lookup,
// once the states that it leads to are known.
//
// The dot rules only restrict the first char of a dotfile (strings
// that are only `.` or `..` do not use the cache). So a dotfile
// starts at its own state, which takes its first step with the
// restriction, and every other state takes steps without it.
class Dfa {
    #start;
    #states = new Map();
    #size = 0;
    #plain;
    #dotStart;
    #sim;
    #dotSim;
    constructor(start, marks) {
        this.#start = start;
        this.#sim = new Sim(false, false, marks);
        this.#dotSim = new Sim(false, true, marks);
    }
    #make(state) {
        return {
            state,
            match: state.match,
            dead: state.dead,
            next: new Map(),
        };
    }
    #intern(state) {
        const key = stateKey(state);
        const found = this.#states.get(key);
        if (found)
            return found;
        if (this.#size > DFA_BUDGET)
            this.#clear();
        const d = this.#make(state);
        this.#states.set(key, d);
        this.#size += key.length + 1;
        return d;
    }
    #clear() {
        this.#states.clear();
        this.#size = 0;
        this.#plain = undefined;
        this.#dotStart = undefined;
    }
    start(dotStart) {
        if (dotStart) {
            if (this.#dotStart)
                return this.#dotStart;
            const state = this.#dotSim.state();
            this.#dotSim.add(state, this.#start, 0, true);
            return (this.#dotStart = this.#make(this.#dotSim.done(state)));
        }
        if (this.#plain)
            return this.#plain;
        const state = this.#sim.state();
        this.#sim.add(state, this.#start, 0, true);
        return (this.#plain = this.#intern(this.#sim.done(state)));
    }
    // the next state, after a miss in `d.ascii`
    next(d, c) {
        const code = c.charCodeAt(0);
        const found = code < 128 ? undefined : d.next.get(c);
        if (found)
            return found;
        // the dotfile start is not in the cache, so it is never shared
        const n = d === this.#dotStart ?
            this.#intern(this.#dotSim.step(d.state, c, 0, true))
            : this.#intern(this.#sim.step(d.state, c, 1, true));
        if (code < 128) {
            if (!d.ascii) {
                d.ascii = new Array(128);
                this.#size += 128;
            }
            d.ascii[code] = n;
        }
        else {
            d.next.set(c, n);
        }
        this.#size++;
        return n;
    }
}
// the nodes in order, if the graph is a single chain
const linear = (start) => {
    const nodes = [];
    for (let n = start; n.t !== 'match'; n = n.next) {
        if (n.t === 'split' || n.t === 'neg')
            return undefined;
        nodes.push(n);
    }
    return nodes;
};
// Match a chain of nodes. Each node other than `*` matches exactly
// one char, so on a failure it is enough to go back to the last `*`
// and let it match one more char. This takes at most
// nodes.length * chars.length steps.
const testLinear = (nodes, chars, start, end) => {
    let ni = 0;
    let ci = start;
    let starNi = -1;
    let starCi = 0;
    while (ci < end) {
        const n = nodes[ni];
        if (n?.t === 'star') {
            starNi = ni++;
            starCi = ci;
            continue;
        }
        const c = chars[ci];
        if (n &&
            (n.t === 'any' ||
                (n.t === 'lit' && litMatch(n, c)) ||
                (n.t === 'class' && n.re.test(c)))) {
            ni++;
            ci++;
            continue;
        }
        if (starNi === -1)
            return false;
        ni = starNi + 1;
        ci = ++starCi;
    }
    while (nodes[ni]?.t === 'star')
        ni++;
    return ni === nodes.length;
};
// The least and most chars that the items can match. These are only
// bounds: a negation can match a string of any length, so it counts
// as 0 to Infinity.
const lengths = (items) => {
    let min = 0;
    let max = 0;
    for (const it of items) {
        const [lo, hi] = itemLengths(it);
        min += lo;
        max += hi;
    }
    return [min, max];
};
const itemLengths = (it) => {
    if (it.t === 'star')
        return [0, Infinity];
    if (it.t !== 'ext')
        return [1, 1];
    if (it.type === '!')
        return [0, Infinity];
    const alts = it.alts.map(lengths);
    const min = Math.min(...alts.map(a => a[0]));
    const max = Math.max(...alts.map(a => a[1]));
    // a loop of alternatives that only match the empty string is empty
    const loop = max === 0 ? 0 : Infinity;
    return (it.type === '@' ? [min, max]
        : it.type === '?' ? [0, max]
            : it.type === '*' ? [0, loop]
                : [min, loop]);
};
// true if the chars from `start` match the literals
const hasAffix = (lits, chars, start) => {
    for (let j = 0; j < lits.length; j++) {
        if (!litMatch(lits[j], chars[start + j]))
            return false;
    }
    return true;
};
// a `/`, or half of a surrogate pair
const slashOrSurrogate = /[/\ud800-\udfff]/;
const surrogate = /[\ud800-\udfff]/;
// a string can be indexed by code point, unless it has surrogate
// pairs
const codePoints = (s) => surrogate.test(s) ? [...s] : s;
const noSlash = (s) => {
    if (s.includes('/')) {
        throw new Error('can only match a single path portion, got: ' + s);
    }
};
class Matcher {
    pattern;
    options;
    #start;
    // the number of node ids
    #size;
    #marks;
    // the Sim for strings that are only `.` or `..`
    #dotsSim;
    // the string to compare, if the pattern has no magic. With
    // `nocase:true`, the RegExp that folds case is made when it is
    // first used.
    #literal;
    #literalFold = false;
    #literalRe;
    // the nodes between the prefix and suffix, if the graph is a
    // single chain
    #linear;
    // the linear nodes are only `*` and `?`, so the length bounds and
    // the prefix and suffix decide the match
    #wild = false;
    // the least and most chars that a match can have
    #min = 0;
    #max = Infinity;
    // the literals that a match must start and end with. Each one
    // matches exactly one char, and they are distinct items in the
    // pattern, so a string that does not have them can not match.
    #prefix = [];
    #suffix = [];
    // the prefix and suffix as strings, if they do not fold case
    #prefixStr;
    #suffixStr;
    // there is a prefix or suffix to check
    #affix = false;
    #dfa;
    #form;
    constructor(pattern, options = {}) {
        if (pattern.includes('/')) {
            throw new Error('can only match a single path portion, got pattern: ' + pattern);
        }
        this.pattern = pattern;
        this.options = options;
        const { nocase = false, noext = false, normalize: n } = options;
        this.#form = n === true ? 'NFC' : n || undefined;
        // a pattern that is only an empty extglob is a literal string,
        // except for `!()`, which matches any non-empty string
        const literal = /^[?*+@]\(\)$/.test(pattern);
        const toks = tokenize(pattern, nocase, noext || literal, this.#form, options.rangeMark);
        let [items] = build(toks, pair(toks), 0, toks.length, true);
        if (this.#form)
            items = normalize(items, this.#form);
        const [start, size] = compile(items, nocase);
        this.#start = start;
        this.#size = size;
        if (items.every(it => it.t === 'lit')) {
            this.#literal = items.map(it => it.ch).join('');
            this.#literalFold = nocase;
        }
        else {
            const lit = (it) => it.t !== 'lit' ? undefined
                : nocase ? { ch: it.ch, re: foldRe(it.ch) }
                    : { ch: it.ch };
            for (const it of items) {
                const l = lit(it);
                if (!l)
                    break;
                this.#prefix.push(l);
            }
            for (let j = items.length - 1; j >= 0; j--) {
                const l = lit(items[j]);
                if (!l)
                    break;
                this.#suffix.unshift(l);
            }
            this.#affix = !!(this.#prefix.length || this.#suffix.length);
            if (!nocase) {
                this.#prefixStr = this.#prefix.map(l => l.ch).join('');
                this.#suffixStr = this.#suffix.map(l => l.ch).join('');
            }
            this.#linear = linear(this.#start)?.slice(this.#prefix.length, -this.#suffix.length || undefined);
            this.#wild = !!this.#linear?.every(n => n.t === 'star' || n.t === 'any');
            const [min, max] = lengths(items);
            this.#min = min;
            this.#max = max;
        }
    }
    test(s) {
        // The `/` check uses the string as given, so with normalization it
        // is a separate step. Otherwise, one scan finds both a `/` and the
        // surrogate pairs that stop the string being indexed by code point.
        if (this.#form) {
            noSlash(s);
            return this.#test(s.normalize(this.#form));
        }
        if (slashOrSurrogate.test(s)) {
            noSlash(s);
            return this.#test(s, [...s]);
        }
        return this.#test(s, s);
    }
    /**
     * The same as {@link Matcher#test}, but the string is not checked
     * for `/` chars, so the result for a string that has one is not
     * defined. Only use it for a string that is known to be one path
     * portion, such as a part of a path that was split on `/`. It can
     * be faster, because some patterns do not need to look at each char
     * of the string.
     */
    testUnchecked(s) {
        return this.#test(this.#form ? s.normalize(this.#form) : s);
    }
    // Test a string that has no `/`. `chars` indexes it by code point.
    // If it is not given, it is only found if a step needs it.
    #test(s, chars) {
        if (this.#literal !== undefined) {
            return this.#literalFold ?
                (this.#literalRe ??= newFoldRe(this.#literal)).test(s)
                : s === this.#literal;
        }
        // the length check means that the prefix and suffix do not
        // overlap. Without the chars, the length in code points is from
        // half of the UTF-16 length (if each one is a surrogate pair) to
        // all of it, which is often enough to know.
        const min = this.#min;
        const max = this.#max;
        if (chars === undefined) {
            const most = s.length;
            const least = (most + 1) >> 1;
            if (most < min || least > max)
                return false;
            if (least < min || most > max)
                chars = codePoints(s);
        }
        if (chars !== undefined &&
            (chars.length < min || chars.length > max)) {
            return false;
        }
        const prefix = this.#prefix.length;
        if (this.#affix) {
            if (this.#prefixStr !== undefined && this.#suffixStr !== undefined) {
                if (!s.startsWith(this.#prefixStr) ||
                    !s.endsWith(this.#suffixStr)) {
                    return false;
                }
            }
            else {
                chars ??= codePoints(s);
                const end = chars.length - this.#suffix.length;
                if (!hasAffix(this.#prefix, chars, 0) ||
                    !hasAffix(this.#suffix, chars, end)) {
                    return false;
                }
            }
        }
        const dotStart = !this.options.dot && s.startsWith('.');
        if (this.#linear) {
            // `.` and `..` only match literal dots, even with `dot:true`
            if (s === '.' || s === '..')
                return false;
            // only a literal can match the leading dot. A `*` can not
            // start a dotfile, even if it matches nothing.
            if (dotStart && !prefix)
                return false;
            if (this.#wild)
                return true;
            chars ??= codePoints(s);
            const end = chars.length - this.#suffix.length;
            return testLinear(this.#linear, chars, prefix, end);
        }
        chars ??= codePoints(s);
        if (s === '.' || s === '..') {
            this.#marks ??= marks(this.#size);
            const sim = (this.#dotsSim ??= new Sim(true, false, this.#marks));
            const start = sim.state();
            sim.add(start, this.#start, 0, true);
            let state = sim.done(start);
            for (let i = 0; i < chars.length; i++) {
                state = sim.step(state, chars[i], i, true);
            }
            return state.match;
        }
        this.#marks ??= marks(this.#size);
        const dfa = (this.#dfa ??= new Dfa(this.#start, this.#marks));
        let d = dfa.start(dotStart);
        // read char codes from the string, so that a one-char string is
        // only made for a cache miss
        const str = chars === s;
        for (let i = 0; i < chars.length; i++) {
            if (d.dead)
                return false;
            const code = str ? s.charCodeAt(i) : chars[i].charCodeAt(0);
            d = d.ascii?.[code] ?? dfa.next(d, chars[i]);
        }
        return d.match;
    }
    /** a readable listing of the state machine */
    toString() {
        return show(this.#start);
    }
}

;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/assert-valid-pattern.js
const MAX_PATTERN_LENGTH = 1024 * 64;
const assertValidPattern = (pattern) => {
    if (typeof pattern !== 'string') {
        throw new TypeError('invalid pattern');
    }
    if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError('pattern is too long');
    }
};

;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/escape.js
/**
 * Escape all magic characters in a glob pattern.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape}
 * option is used, then characters are escaped by wrapping in `[]`, because
 * a magic character wrapped in a character class can only be satisfied by
 * that exact character.  In this mode, `\` is _not_ escaped, because it is
 * not interpreted as a magic character, but instead as a path separator.
 *
 * If the {@link MinimatchOptions.magicalBraces} option is used,
 * then braces (`{` and `}`) will be escaped.
 *
 * A leading `#` or `!` is escaped as well, so that the result is never a
 * comment or a negated pattern. In `windowsPathsNoEscape` mode, a leading
 * `!` is written as `@(!)`, because `[!` starts a negated class.
 */
const escape_escape = (s, { windowsPathsNoEscape = false, magicalBraces = false, } = {}) => {
    // don't need to escape +@! because we escape the parens
    // that make those magic, and escaping ! as [!] isn't valid,
    // because [!]] is a valid glob class meaning not ']'.
    // However, at the start of the pattern, '!' negates the pattern and
    // '#' makes it a comment, so the first character is handled below.
    const e = magicalBraces ?
        windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, '[$&]')
            : s.replace(/[?*()[\]\\{}]/g, '\\$&')
        : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, '[$&]')
            : s.replace(/[?*()[\]\\]/g, '\\$&');
    const c = e.charAt(0);
    if (c === '#') {
        return (windowsPathsNoEscape ? '[#]' : '\\#') + e.slice(1);
    }
    if (c === '!') {
        // '[!]' can not be used, because '[!' starts a negated class, and
        // '\' is a path separator in windowsPathsNoEscape mode. '@(!)'
        // matches only '!'. If extglobs are disabled with `noext`, it
        // matches nothing, rather than everything.
        return (windowsPathsNoEscape ? '@(!)' : '\\!') + e.slice(1);
    }
    return e;
};

;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/unescape.js
/**
 * Un-escape a string that has been escaped with {@link escape}.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape} option is used, then
 * square-bracket escapes are removed, but not backslash escapes.
 *
 * For example, it will turn the string `'[*]'` into `*`, but it will not
 * turn `'\\*'` into `'*'`, because `\` is a path separator in
 * `windowsPathsNoEscape` mode.
 *
 * When `windowsPathsNoEscape` is not set, then both square-bracket escapes and
 * backslash escapes are removed.
 *
 * Slashes (and backslashes in `windowsPathsNoEscape` mode) cannot be escaped
 * or unescaped.
 *
 * When `magicalBraces` is not set, escapes of braces (`{` and `}`) will not be
 * unescaped.
 */
const unescape_unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true, } = {}) => {
    // escape() writes a leading '!' as '@(!)' in windowsPathsNoEscape mode
    if (windowsPathsNoEscape && s.startsWith('@(!)')) {
        return ('!' + unescape_unescape(s.slice(4), { windowsPathsNoEscape, magicalBraces }));
    }
    if (magicalBraces) {
        return windowsPathsNoEscape ?
            s.replace(/\[([^/\\])\]/g, '$1')
            : s
                .replace(/((?!\\).|^)\[([^/\\])\]/g, '$1$2')
                .replace(/\\([^/])/g, '$1');
    }
    return windowsPathsNoEscape ?
        s.replace(/\[([^/\\{}])\]/g, '$1')
        : s
            .replace(/((?!\\).|^)\[([^/\\{}])\]/g, '$1$2')
            .replace(/\\([^/{}])/g, '$1');
};

;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/index.js





const DEFAULT_BRACE_EXPAND_MAX = 100_000;
const DEFAULT_GLOB_STAR_RECURSION_MAX = 200;
// avoid the annoying deprecation flag lol
const AWE_KEY = ('allowWindow' + 'sEscape');
const minimatch = (p, pattern, options) => {
    assertValidPattern(pattern);
    // shortcut: comments match nothing.
    if (!options?.nocomment && pattern.charAt(0) === '#') {
        return false;
    }
    return cachedMinimatch(pattern, options).match(p);
};
// The Minimatch objects that minimatch() used most recently, by options
// and then by pattern. When the cache is full, it becomes the old one,
// and the objects used from the old one are moved back to a new one.
// So it keeps 256 to 512 objects.
// The patterns can come from users, so the cache is also bounded by
// the total weight of the objects (see cacheWeight()), and an object
// that is too heavy is never kept. Otherwise a few unique patterns
// with large brace expansions would fill the heap.
let cache = new Map();
let oldCache = new Map();
let cacheSize = 0;
let cacheTotalWeight = 0;
const cacheMax = 256;
const cacheMaxWeight = 1 << 15;
const cacheMaxEntryWeight = 1 << 12;
// About the memory that a compiled object keeps: the pattern and the
// expanded patterns, of which each row in set is made.
const cacheWeight = (mm) => {
    let w = mm.pattern.length;
    for (const s of mm.globSet) {
        w += s.length + 1;
        if (w > cacheMaxEntryWeight)
            break;
    }
    return w;
};
// tsc fails here if a new option is in neither type. Add it to
// optionsKey() too.
const allOptionsKeyed = true;
void allOptionsKeyed;
// 0, 1 or 2 for undefined, falsy or truthy.
const tri = (v) => v === undefined ? 0
    : v ? 2
        : 1;
// The weight of each boolean option's base-3 digit in the key. The
// weights below 24 are for optimizationLevel (1), platform (3) and
// windowsPathsNoEscape (12). tsc fails here if a boolean option is
// not in the list.
const booleanWeights = new Map(Object.keys({
    nobrace: 0,
    nocomment: 0,
    nonegate: 0,
    noglobstar: 0,
    noext: 0,
    nonull: 0,
    partial: 0,
    dot: 0,
    nocase: 0,
    nocaseMagicOnly: 0,
    magicalBraces: 0,
    matchBase: 0,
    flipNegate: 0,
    preserveMultipleSlashes: 0,
    windowsNoMagicRoot: 0,
}).map((k, i) => [k, 24 * 3 ** i]));
// The cache key for a set of options. It is a number, unless an
// option is set to a value that the number can not show, such as
// normalize or an uncommon platform. Then it is a JSON string.
// The defaults give 0, the same key as no options.
// It only reads the keys that are set, so that the speed does not
// depend on the shape of the options object.
const optionsKey = (o) => {
    let n = 0;
    let wpe = false;
    // inherited keys too, because Minimatch reads them
    // oxlint-disable-next-line guard-for-in
    for (const k in o) {
        const v = o[k];
        switch (k) {
            // the same test as the Minimatch constructor
            case 'windowsPathsNoEscape':
                if (v)
                    wpe = true;
                break;
            case AWE_KEY:
                if (v === false)
                    wpe = true;
                break;
            case 'platform': {
                // the same test as the Minimatch constructor
                const p = v || defaultPlatform;
                if (p === defaultPlatform)
                    break;
                if (p === 'darwin')
                    n += 3;
                else if (p === 'win32')
                    n += 6;
                else if (p === 'linux')
                    n += 9;
                else
                    return JSON.stringify(o);
                break;
            }
            case 'optimizationLevel':
                // The same tests as Minimatch: 1 when undefined, then >= 2,
                // >= 1, or else 0. The default level 1 adds 0.
                if (v === undefined)
                    break;
                n +=
                    v >= 2 ? 1
                        : v >= 1 ? 0
                            : 2;
                break;
            case 'braceExpandMax':
                if (v !== undefined && v !== DEFAULT_BRACE_EXPAND_MAX) {
                    return JSON.stringify(o);
                }
                break;
            case 'maxGlobstarRecursion':
                if (v !== undefined && v !== DEFAULT_GLOB_STAR_RECURSION_MAX) {
                    return JSON.stringify(o);
                }
                break;
            case 'normalize':
                if (v !== undefined)
                    return JSON.stringify(o);
                break;
            default:
                // unknown keys have no weight
                n += (booleanWeights.get(k) ?? 0) * tri(v);
        }
    }
    return wpe ? n + 12 : n;
};
// A copy, so a later change to the options can not change it. Unlike
// a spread, it keeps the inherited keys, which optionsKey() and the
// Minimatch constructor also read.
const copyOptions = (o) => {
    const copy = {};
    // oxlint-disable-next-line guard-for-in
    for (const k in o)
        copy[k] = o[k];
    return copy;
};
const cachedMinimatch = (pattern, options) => {
    const key = options ? optionsKey(options) : 0;
    let mm = cache.get(key)?.get(pattern);
    if (mm)
        return mm;
    mm =
        oldCache.get(key)?.get(pattern) ??
            new Minimatch(pattern, copyOptions(options));
    const weight = cacheWeight(mm);
    // too big to keep, so it is compiled again each time
    if (weight > cacheMaxEntryWeight)
        return mm;
    if (cacheSize >= cacheMax ||
        cacheTotalWeight + weight > cacheMaxWeight) {
        oldCache = cache;
        cache = new Map();
        cacheSize = 0;
        cacheTotalWeight = 0;
    }
    let byPattern = cache.get(key);
    if (!byPattern)
        cache.set(key, (byPattern = new Map()));
    byPattern.set(pattern, mm);
    cacheSize++;
    cacheTotalWeight += weight;
    return mm;
};
/* c8 ignore start */
const defaultPlatform = (typeof process === 'object' && process ?
    process.env?.__MINIMATCH_TESTING_PLATFORM__ || process.platform
    : 'posix');
const path = {
    win32: { sep: '\\' },
    posix: { sep: '/' },
};
/* c8 ignore stop */
const sep = defaultPlatform === 'win32' ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
const GLOBSTAR = Symbol('globstar **');
minimatch.GLOBSTAR = GLOBSTAR;
const filter = (pattern, options) => {
    let mm;
    return (p) => (mm ??= cachedMinimatch(pattern, options)).match(p);
};
minimatch.filter = filter;
const ext = (a, b = {}) => Object.assign({}, a, b);
const defaults = (def) => {
    if (!def || typeof def !== 'object' || !Object.keys(def).length) {
        return minimatch;
    }
    const orig = minimatch;
    const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
    return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
            constructor(pattern, options = {}) {
                super(pattern, ext(def, options));
            }
            static defaults(options) {
                return orig.defaults(ext(def, options)).Minimatch;
            }
        },
        unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
        escape: (s, options = {}) => orig.escape(s, ext(def, options)),
        filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
        defaults: (options) => orig.defaults(ext(def, options)),
        braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
        match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
        sep: orig.sep,
        GLOBSTAR: GLOBSTAR,
    });
};
minimatch.defaults = defaults;
// Brace expansion:
// a{b,c}d -> abd acd
// a{b,}c -> abc ac
// a{0..3}d -> a0d a1d a2d a3d
// a{b,c{d,e}f}g -> abg acdfg acefg
// a{b,c}d{e,f}g -> abdeg acdeg abdeg abdfg
//
// Invalid sets are not expanded.
// a{2..}b -> a{2..}b
// a{b}c -> a{b}c
const braceExpand = (pattern, options = {}) => {
    assertValidPattern(pattern);
    // Thanks to Yeting Li <https://github.com/yetingli> for
    // improving this regexp to avoid a ReDOS vulnerability.
    if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        // shortcut. no need to expand.
        return [pattern];
    }
    // brace-expansion turns each escaped backslash '\\' into a single '\',
    // which then escapes the next character instead, and can turn an
    // escaped magic character (for example '\\\*') into a live one.
    // Double every pair, so an escaped backslash comes back out still
    // escaped. The parity of each run of backslashes is unchanged.
    let p = pattern.replace(/\\\\/g, '\\\\\\\\');
    // brace-expansion does not know about [...] classes. In
    // windowsPathsNoEscape mode, escape() writes a literal brace as '[{]'
    // or '[}]'. Escape the brace for brace-expansion, which removes that
    // backslash again, leaving '[{]' or '[}]'.
    if (options.windowsPathsNoEscape || options[AWE_KEY] === false) {
        p = p.replace(/\[([{}])\]/g, '[\\$1]');
    }
    return expand(p, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
// A numeric range with at least this many values is matched as one
// pattern portion, rather than expanded. For a glob walk, that is
// one directory read, in place of a stat for each value.
const RANGE_MIN = 100;
// a {lo..hi} range that is not escaped, and not a ${...} variable
const rangeRe = /(?<![\\$])\{(-?\d+)\.\.(-?\d+)\}/g;
// true if a range mark in this portion is inside a `!(...)`,
// `*(...)` or `+(...)` extglob. Those repeat or negate their
// contents, so one Matcher for the whole range does not match the
// same strings as the union of one pattern per value. For example,
// `*({1..100})` would match `510` as `5` then `10`, and `!({1..100})`
// would not match `5`, but every expanded pattern except `!(5)` does.
// `@(...)` and `?(...)` are fine: they pick one value at most.
const inRepeatOrNegExt = (portion, mark) => {
    const stack = [];
    for (let i = 0; i < portion.length; i++) {
        const c = portion.charAt(i);
        if (c === '\\') {
            i++;
        }
        else if (c === mark) {
            if (stack.some(t => t !== '@' && t !== '?'))
                return true;
        }
        else if (portion.charAt(i + 1) === '(' && '!?+*@'.includes(c)) {
            stack.push(c);
            i++;
        }
        else if (c === ')') {
            stack.pop();
        }
    }
    return false;
};
const match = (list, pattern, options = {}) => {
    const mm = new Minimatch(pattern, options);
    list = list.filter(f => mm.match(f));
    if (mm.options.nonull && !list.length) {
        list.push(pattern);
    }
    return list;
};
minimatch.match = match;
const globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
// Index of the `]` that closes the class that starts at `start`,
// or -1 if it is not closed. Posix classes such as `[:alpha:]` are
// not skipped, so this can find a `]` before the real end. That
// only makes a class look less like a literal.
const classEnd = (pattern, start) => {
    let i = start + 1;
    if (pattern.charAt(i) === '!' || pattern.charAt(i) === '^')
        i++;
    let sawStart = false;
    for (; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === ']' && sawStart)
            return i;
        sawStart = true;
        if (c === '\\')
            i++;
    }
    return -1;
};
// If a path portion pattern has no magic, return the string it
// matches. Otherwise, return undefined. This can report magic for
// a pattern that is in fact literal (eg, `[]`), but never the
// reverse, so a string result is always safe to compare directly.
const literal = (pattern, noext) => {
    if (!noext && (pattern === '+()' || pattern === '@()'))
        return pattern;
    let lit = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            // a trailing \ is a literal \
            lit += pattern.charAt(++i) || c;
        }
        else if (c === '*' || c === '?') {
            return undefined;
        }
        else if (c === '[') {
            const close = classEnd(pattern, i);
            if (close === -1) {
                // not closed, so the [ is a literal
                lit += c;
                continue;
            }
            // a class of one char, such as `[*]` or `[\b]`, is a literal
            let body = pattern.slice(i + 1, close);
            if (body.startsWith('\\'))
                body = body.slice(1);
            if ([...body].length !== 1 || '!^'.includes(pattern.charAt(i + 1))) {
                return undefined;
            }
            lit += body;
            i = close;
        }
        else if (!noext &&
            '+@!'.includes(c) &&
            pattern.charAt(i + 1) === '(' &&
            pattern.includes(')', i + 2)) {
            return undefined;
        }
        else {
            lit += c;
        }
    }
    return lit;
};
// The matching engine compiles and walks extglobs recursively, so a
// path portion with very many extglobs (nested, such as `*(*(*(a)))`,
// or in a row, such as `?(a)?(a)?(a)`) can exhaust the call stack.
// Portions with more than this many extglobs are rejected.
const MAX_EXTGLOBS = 256;
// The number of extglob openers, such as `*(`, in a path portion
// pattern. Chars in a class are counted too, so this can be more than
// the number of extglobs, but never less.
const extglobCount = (pattern) => {
    let n = 0;
    for (let i = 0; i < pattern.length - 1; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            i++;
        }
        else if ('+@!?*'.includes(c) && pattern.charAt(i + 1) === '(') {
            n++;
            i++;
        }
    }
    return n;
};
const assertValidExtglobs = (pattern) => {
    if (extglobCount(pattern) > MAX_EXTGLOBS) {
        throw new TypeError('pattern has too many extglobs');
    }
};
// True if the portion pattern has the same meaning as an alternative
// inside `@(...)`. It must not have a `|` or `)` that is not in a
// closed extglob (those are literal at the top level), an extglob
// that is not closed (the `)` of the `@(...)` would close it), or a
// trailing `\` (it would escape the next `|`). A pattern that is
// only an empty extglob, such as `?()`, is literal on its own, but
// not in `@(...)`. Posix classes such as `[:alpha:]` can hide a `]`
// from classEnd, so patterns with them are not merged.
const extSafe = (pattern) => {
    if (/^[?*+@]\(\)$/.test(pattern) || pattern.includes('[:'))
        return false;
    let depth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            if (++i === pattern.length)
                return false;
        }
        else if (c === '[') {
            const close = classEnd(pattern, i);
            if (close !== -1)
                i = close;
        }
        else if ('+@!?*'.includes(c) && pattern.charAt(i + 1) === '(') {
            depth++;
            i++;
        }
        else if (c === ')') {
            if (!depth--)
                return false;
        }
        else if (c === '|' && !depth) {
            return false;
        }
    }
    return !depth;
};
// The last path that Minimatch#match split, and its parts. A path is
// often tested against many patterns in a row (such as a list of
// ignore patterns), so this saves splitting it again. The parts are
// never changed, so they can be shared.
let lastSplit;
// The last path that Minimatch#match checked before splitting it. If
// the same path is checked again, it is being tested against many
// patterns, so it is split and the parts are kept for the others.
let lastChecked;
// true if a pattern portion that is not ** matches a path portion.
// An empty path portion only matches an empty pattern portion. A path
// portion never has a `/`, so the Matcher does not need to check it.
const portionMatch = (p, f) => typeof p === 'string' ? f === p : f !== '' && p.testUnchecked(f);
// Where the last portion of a row matches in a path: the start of the
// last portion of the path, or of the one before a trailing `/`. -1 if
// it matches neither.
const endIndex = (p, last, lastStart, prev, prevStart) => portionMatch(p, last) ? lastStart
    : prev !== undefined && portionMatch(p, prev) ? prevStart
        : -1;
const isDots = (p) => p === '.' || p === '..';
// a Windows drive letter portion, like `c:`
const isDrive = (p) => typeof p === 'string' && /^[a-z]:$/i.test(p);
// true for the `UNC` portion of a long UNC root, //?/UNC/host/share
const isLongUNC = (p) => typeof p === 'string' && /^unc$/i.test(p);
// The index of the host in a row or split path that starts with a
// Windows UNC root: 2 for `//host/share`, and 4 for
// `//?/UNC/host/share`. Otherwise -1. `//?/c:` is not one.
const uncHost = (p) => {
    if (p[0] !== '' || p[1] !== '')
        return -1;
    const h = p[2] !== '?' ? 2
        : isLongUNC(p[3]) ? 4
            : -1;
    const host = p[h];
    const share = p[h + 1];
    return (h !== -1 &&
        host !== undefined &&
        host !== '' &&
        host !== GLOBSTAR &&
        share !== undefined &&
        share !== '' &&
        share !== GLOBSTAR) ?
        h
        : -1;
};
// true if ** can walk the path portion: not `.` or `..`, and not a
// dotfile unless `dot` is set
const walkable = (p, dot) => !isDots(p) && (dot || !p.startsWith('.'));
// True if a portion of the path from `start` to `end` can not be
// walked by **: one that starts with `.`, or with `dot`, one that is
// `.` or `..`. `start` is the start of a portion, and `end` is the end
// of the path, or just after a separator.
const dotPortion = (f, start, end, dot, sep) => {
    for (let k = start; k < end;) {
        if (f.charCodeAt(k) === 46) {
            if (!dot)
                return true;
            const n = f.charCodeAt(k + 1) === 46 ? k + 2 : k + 1;
            if (n >= end || isSep(f.charCodeAt(n), sep))
                return true;
        }
        // the start of the next portion, after any run of separators
        const s = nextSep(f, k, sep);
        if (s === -1)
            return false;
        k = s + 1;
        while (k < end && isSep(f.charCodeAt(k), sep))
            k++;
    }
    return false;
};
const isSep = (c, sep) => sep === '/' ? c === 47
    : sep === '\\' ? c === 92
        : c === 47 || c === 92;
// the index of the first separator at or after `from`, or -1
const nextSep = (f, from, sep) => {
    if (sep !== 'both')
        return f.indexOf(sep, from);
    const s = f.indexOf('/', from);
    const b = f.indexOf('\\', from);
    return (s === -1 ? b
        : b === -1 ? s
            : Math.min(s, b));
};
// the index of the last separator at or before `from`, or -1
const lastSep = (f, from, sep) => sep !== 'both' ?
    f.lastIndexOf(sep, from)
    : Math.max(f.lastIndexOf('/', from), f.lastIndexOf('\\', from));
// What parse() returns in place of a Matcher while make() builds and
// merges the rows. Most of the Matchers in rows that are merged would
// never be used, so they are only made for the rows that are left.
const PENDING = {};
class Minimatch {
    options;
    set;
    pattern;
    windowsPathsNoEscape;
    nonegate;
    negate;
    comment;
    empty;
    preserveMultipleSlashes;
    partial;
    globSet;
    globParts;
    nocase;
    isWindows;
    platform;
    windowsNoMagicRoot;
    maxGlobstarRecursion;
    // the path can be checked against the last portion, and the string
    // portions, of each row before it is split. See #canMatch.
    #endCheck;
    #literalCheck;
    // level 2 resolves `.` and `..` portions in the path
    #level2;
    // the unicode normalization form, if any
    #form;
    // the string portions of each row in the set
    #literals = [];
    // the rows that #canMatch can match without splitting the path
    #shapes = [];
    // the rows whose last portion can be checked against the path's
    #endRows = [];
    // brace expansion can make the same portion in many rows, so they
    // share one Matcher, and the states that it caches
    #matchers = new Map();
    // parse() returns PENDING in place of a Matcher
    #pending = false;
    // the char that marks numeric ranges in globSet, if any
    #rangeMark;
    // the GlobstarParts of each pattern row, by start index and partial
    #globstarParts = new WeakMap();
    constructor(pattern, options = {}) {
        assertValidPattern(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion =
            options.maxGlobstarRecursion ?? DEFAULT_GLOB_STAR_RECURSION_MAX;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === 'win32';
        this.windowsPathsNoEscape =
            !!options.windowsPathsNoEscape || options[AWE_KEY] === false;
        if (this.windowsPathsNoEscape) {
            this.pattern = this.pattern.replace(/\\/g, '/');
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot =
            options.windowsNoMagicRoot !== undefined ?
                options.windowsNoMagicRoot
                : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        this.#endCheck = !this.preserveMultipleSlashes;
        this.#level2 = (options.optimizationLevel ?? 1) >= 2;
        const n = options.normalize;
        this.#form = n === true ? 'NFC' : n || undefined;
        // make the set of Matchers etc.
        this.make();
        // On Windows, the portions of a row up to its drive letter or UNC
        // share are skipped or compared without case, if the path has one
        // too. So the checks only use the portions after it.
        const drives = this.set.map(row => this.#rootIndex(row));
        this.#endRows = this.set.map((row, r) => this.#endCheck && row.length - 1 > drives[r]);
        // with the end check, the last portion is already checked
        this.#literals = this.set.map((row, r) => {
            const end = this.#endRows[r] ? row.length - 1 : row.length;
            const lits = row
                .slice(drives[r] + 1, end)
                .filter((p) => typeof p === 'string' && !!p);
            return [...new Set(lits)];
        });
        this.#literalCheck = this.#literals.some(l => l.length);
        this.#shapes = this.set.map((row, r) => {
            const [p0, p1, p2] = row;
            if (this.#endRows[r] && row.length === 2) {
                if (p0 === GLOBSTAR && p1 !== GLOBSTAR)
                    return 'tail';
            }
            // the basename of a path that is split on / is its last portion,
            // or the one before a trailing /, the same as the end check
            if (this.#endRows[r] &&
                options.matchBase &&
                row.length === 1 &&
                p0 !== GLOBSTAR &&
                p0 !== '') {
                return 'base';
            }
            // the portion must not be a root, or '', which can be a
            // different portion on Windows (where //x paths get an extra '')
            if (!this.#endCheck || drives[r] !== -1)
                return undefined;
            if (row.length === 3 &&
                p0 === GLOBSTAR &&
                p2 === GLOBSTAR &&
                p1 !== GLOBSTAR &&
                p1 !== '' &&
                // the portion between is only matched below this limit
                this.maxGlobstarRecursion > 0) {
                return 'mid';
            }
            if (row.length === 2 &&
                p1 === GLOBSTAR &&
                p0 !== GLOBSTAR &&
                p0 !== '') {
                return 'head';
            }
            return undefined;
        });
    }
    // a string portion of a pattern, normalized if the option is set
    #norm(p) {
        return this.#form ? p.normalize(this.#form) : p;
    }
    // On Windows, the index of the last root portion of a row, as
    // #matchRow finds it: 0 for `c:/...`, 3 for `//?/c:/...` and
    // `//host/share/...`, and 5 for `//?/UNC/host/share/...`. Otherwise
    // -1.
    #rootIndex(row) {
        if (!this.isWindows)
            return -1;
        if (isDrive(row[0]))
            return 0;
        const uncDrive = row[0] === '' && row[1] === '' && row[2] === '?' && isDrive(row[3]);
        if (uncDrive)
            return 3;
        const h = uncHost(row);
        return h === -1 ? -1 : h + 1;
    }
    hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
            return true;
        }
        for (const pattern of this.set) {
            for (const part of pattern) {
                if (typeof part !== 'string')
                    return true;
            }
        }
        return false;
    }
    make() {
        const pattern = this.pattern;
        const options = this.options;
        // empty patterns and comments match nothing.
        if (!options.nocomment && pattern.charAt(0) === '#') {
            this.comment = true;
            return;
        }
        if (!pattern) {
            this.empty = true;
            return;
        }
        // step 1: figure out negation, etc.
        this.parseNegate();
        // step 2: expand braces
        this.globSet = [...new Set(this.#expandBraces())];
        // step 3: now we have a set, so turn each one into a series of
        // path-portion matching patterns.
        // These will be Matchers, except in the case of "**", which is
        // set to the GLOBSTAR object for globstar behavior,
        // and will not contain any / characters
        //
        // First, we preprocess to make the glob pattern sets a bit simpler
        // and deduped.  There are some perf-killing patterns that can cause
        // problems with a glob walk, but we can simplify them down a bit.
        const rawGlobParts = this.globSet.map(s => this.#slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        // glob --> Matchers
        this.#pending = true;
        let set = this.globParts.map((s, _, __) => {
            if (this.isWindows && this.windowsNoMagicRoot) {
                // check if it's a drive or unc path. The root of a long UNC
                // path, //?/UNC/host/share, is 6 portions.
                const n = s[2] === '?' && isLongUNC(s[3]) ? 6 : 4;
                const isUNC = s[0] === '' &&
                    s[1] === '' &&
                    (s[2] === '?' || !globMagic.test(s[2])) &&
                    s.slice(3, n).every(p => !globMagic.test(p));
                const isDrive = /^[a-z]:/i.test(s[0]);
                if (isUNC) {
                    return [
                        ...s.slice(0, n).map(p => this.#norm(p)),
                        ...s.slice(n).map(ss => this.parse(ss)),
                    ];
                }
                else if (isDrive) {
                    return [
                        this.#norm(s[0]),
                        ...s.slice(1).map(ss => this.parse(ss)),
                    ];
                }
            }
            return s.map(ss => this.parse(ss));
        });
        // filter out everything that didn't compile properly.
        this.set = set.filter(s => s.indexOf(false) === -1);
        // do not treat the ? in UNC paths as magic
        if (this.isWindows) {
            for (let i = 0; i < this.set.length; i++) {
                const p = this.set[i];
                if (p[0] === '' &&
                    p[1] === '' &&
                    this.globParts[i][2] === '?' &&
                    (isDrive(p[3]) || isLongUNC(this.globParts[i][3]))) {
                    if (isLongUNC(this.globParts[i][3]))
                        p[3] = 'UNC';
                    p[2] = '?';
                }
            }
        }
        // with noext, `@(...)` would be literal
        if (!options.noext)
            this.mergeRows();
        this.#pending = false;
        this.set.forEach((row, i) => {
            for (let k = 0; k < row.length; k++) {
                if (row[k] === PENDING) {
                    row[k] = this.parse(this.globParts[i][k]);
                }
            }
        });
    }
    // Merge rows that only differ in one portion, where each of them
    // is a Matcher, into one row that matches any of them with
    // `@(a|b|...)`. Then a path is only walked once for all of them,
    // for example with `**/*.{js,ts}`.
    mergeRows() {
        let merged = true;
        while (merged) {
            merged = false;
            // a single row cannot be merged with anything
            if (this.set.length < 2)
                return;
            let keys = this.#mergeKeys();
            const len = Math.max(0, ...this.set.map(r => r.length));
            for (let k = 0; k < len; k++) {
                // the rows that are the same other than at portion k, keyed
                // by the ids of the parts before k and the parts after k,
                // which are at most the number of rows
                const groups = new Map();
                const R = this.set.length + 1;
                this.set.forEach((row, i) => {
                    if (!(row[k] instanceof Matcher || row[k] === PENDING) ||
                        !extSafe(this.globParts[i][k])) {
                        return;
                    }
                    const { pre, suf } = keys[i];
                    const key = pre[k] * R + suf[k + 1];
                    const g = groups.get(key);
                    if (g)
                        g.push(i);
                    else
                        groups.set(key, [i]);
                });
                const drop = new Set();
                for (const g of groups.values()) {
                    if (g.length < 2)
                        continue;
                    const [first, ...rest] = g;
                    const alts = g.map(i => this.globParts[i][k]);
                    const glob = `@(${alts.join('|')})`;
                    // merging is only an optimization, so leave the rows as they
                    // are if the merged portion would have too many extglobs
                    if (extglobCount(glob) > MAX_EXTGLOBS)
                        continue;
                    this.globParts[first][k] = glob;
                    this.set[first][k] = this.parse(glob);
                    for (const i of rest)
                        drop.add(i);
                }
                if (drop.size) {
                    merged = true;
                    this.set = this.set.filter((_, i) => !drop.has(i));
                    this.globParts = this.globParts.filter((_, i) => !drop.has(i));
                    // every merge drops a row, so this happens at most once per row
                    if (this.set.length < 2)
                        return;
                    keys = this.#mergeKeys();
                }
            }
        }
    }
    // For each row, number ids for its prefixes and suffixes, such that
    // pre[k] identifies parts[0..k) and suf[k] identifies parts[k..n).
    // Two rows are the same other than at portion k exactly when they
    // have the same pre[k] and suf[k + 1]. This is linear in the size of
    // the rows, where joining the whole row for every k was quadratic.
    #mergeKeys() {
        const partIds = new Map();
        const ids = this.globParts.map(parts => parts.map(s => {
            let id = partIds.get(s);
            if (id === undefined)
                partIds.set(s, (id = partIds.size));
            return id;
        }));
        // ids are only compared at the same k, so they are numbered per
        // portion, with 0 for the empty prefix or suffix. Then they are
        // at most the number of rows, and id * P + part id is a safe
        // integer key for any set that fits in memory.
        const P = partIds.size;
        const len = Math.max(0, ...ids.map(r => r.length));
        const keys = ids.map(r => ({
            pre: [0],
            suf: new Array(r.length + 1).fill(0),
        }));
        for (let k = 0; k < len; k++) {
            const m = new Map();
            ids.forEach((r, i) => {
                if (k >= r.length)
                    return;
                const { pre } = keys[i];
                const key = pre[k] * P + r[k];
                let id = m.get(key);
                if (id === undefined)
                    m.set(key, (id = m.size + 1));
                pre.push(id);
            });
        }
        for (let k = len - 1; k >= 0; k--) {
            const m = new Map();
            ids.forEach((r, i) => {
                if (k >= r.length)
                    return;
                const { suf } = keys[i];
                const key = suf[k + 1] * P + r[k];
                let id = m.get(key);
                if (id === undefined)
                    m.set(key, (id = m.size + 1));
                suf[k] = id;
            });
        }
        return keys;
    }
    // various transforms to equivalent pattern sets that are
    // faster to process in a filesystem walk.  The goal is to
    // eliminate what we can, and push all ** patterns as far
    // to the right as possible, even if it increases the number
    // of patterns that we have to process.
    preprocess(globParts) {
        // if we're not in globstar mode, then turn ** into *
        if (this.options.noglobstar) {
            for (const partset of globParts) {
                for (let j = 0; j < partset.length; j++) {
                    if (partset[j] === '**') {
                        partset[j] = '*';
                    }
                }
            }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
            // aggressive optimization for the purpose of fs walking
            globParts = this.firstPhasePreProcess(globParts);
            globParts = this.secondPhasePreProcess(globParts);
        }
        else if (optimizationLevel >= 1) {
            // just basic optimizations to remove some .. parts
            globParts = this.levelOneOptimize(globParts);
        }
        else {
            // just collapse multiple ** portions into one
            globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
    }
    // just get rid of adjascent ** portions
    adjascentGlobstarOptimize(globParts) {
        return globParts.map(parts => {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                let i = gs;
                while (parts[i + 1] === '**') {
                    i++;
                }
                if (i !== gs) {
                    parts.splice(gs, i - gs);
                }
            }
            return parts;
        });
    }
    // get rid of adjascent ** and resolve .. portions
    levelOneOptimize(globParts) {
        return globParts.map(parts => {
            // .. can not remove the root of a Windows path
            const root = this.#rootIndex(parts) + 1;
            parts = parts.reduce((set, part) => {
                const prev = set[set.length - 1];
                if (part === '**' && prev === '**') {
                    return set;
                }
                if (part === '..') {
                    if (set.length > root &&
                        prev &&
                        prev !== '..' &&
                        prev !== '.' &&
                        prev !== '**') {
                        set.pop();
                        return set;
                    }
                }
                set.push(part);
                return set;
            }, []);
            return parts.length === 0 ? [''] : parts;
        });
    }
    // Check the path against each row before it is split. 'no' if no
    // row can match, so it does not need to be split. 'yes' if a row of
    // `**` and one more portion matches. 'maybe' if it must be split to
    // know. None of this applies with partial, where the path can end
    // before the row does.
    //
    // On Windows, `\` is a separator in the path too, and the portions of
    // a row up to its drive letter or UNC share are not checked (see
    // #rootIndex).
    //
    // Each string portion of a row must be a portion of the path, so the
    // path must contain it. Level 2 can only take portions out of the
    // path, so this is still true then.
    //
    // The last portion of a row must match the last portion of the path,
    // or the one before a trailing `/` (as a/* and a/**/* match a/b/).
    // This does not apply to rows that end in **, rows that end in a
    // root, or preserveMultipleSlashes (which can leave more
    // than one '' at the end). At level 2, it does not apply if that
    // portion is `.` or `..`, which can be
    // resolved away. Level 2 only takes other portions out of the
    // middle of the path.
    //
    // A row of `**/x` then matches if the ** can walk the portions
    // before the one that x matches, the same as #matchGlobstar. At
    // level 2, this is only known if none of them are `.` or `..`, so
    // that the path does not change when it is resolved.
    #canMatch(f) {
        const sep = !this.isWindows || !f.includes('\\') ? '/'
            : f.includes('/') ? 'both'
                : '\\';
        // the portions that f.split(/\/+/) would end with, and where they
        // start in f, found when a row needs them. `ends` is 0 until they
        // are found, then 1, or -1 if they can not be used.
        let ends = this.#endCheck ? 0 : -1;
        let last = '';
        let lastStart = 0;
        let prev;
        let prevStart = 0;
        const dot = !!this.options.dot;
        // A string compare is cheaper than includes(), and a Matcher test
        // costs more, so the cheaper check goes first.
        ROWS: for (let r = 0; r < this.set.length; r++) {
            const row = this.set[r];
            const p = row[row.length - 1];
            let end = ends !== -1 && this.#endRows[r] && p !== GLOBSTAR;
            if (end && ends === 0) {
                const i = lastSep(f, f.length, sep);
                lastStart = i + 1;
                last = f.slice(lastStart);
                if (last === '' && i >= 0) {
                    let j = i;
                    while (j > 0 && isSep(f.charCodeAt(j - 1), sep))
                        j--;
                    prevStart = j === 0 ? 0 : lastSep(f, j - 1, sep) + 1;
                    prev = f.slice(prevStart, j);
                }
                const resolves = this.#level2 &&
                    (isDots(last) ||
                        (last === '' && prev !== undefined && isDots(prev)));
                ends = resolves ? -1 : 1;
                end = !resolves;
            }
            let tailStart = -1;
            if (end && typeof p === 'string') {
                tailStart = endIndex(p, last, lastStart, prev, prevStart);
                if (tailStart === -1)
                    continue;
            }
            if (this.#literalCheck) {
                for (const l of this.#literals[r]) {
                    if (!f.includes(l))
                        continue ROWS;
                }
            }
            if (end && typeof p === 'object') {
                tailStart = endIndex(p, last, lastStart, prev, prevStart);
                if (tailStart === -1)
                    continue;
            }
            const shape = this.#shapes[r];
            if (shape === 'base' && end)
                return 'yes';
            if (shape === 'tail' && end) {
                if (this.#level2 && dotPortion(f, 0, tailStart, true, sep)) {
                    return 'maybe';
                }
                if (!dotPortion(f, 0, tailStart, dot, sep))
                    return 'yes';
                continue;
            }
            if (shape === 'mid' || shape === 'head') {
                const m = this.#walk(f, row, shape === 'head', dot, sep);
                if (m !== 'no')
                    return m;
                continue;
            }
            return 'maybe';
        }
        return 'no';
    }
    // Match a row of a known shape against the split path, the same as
    // #matchGlobstar and #matchGlobStarBodySections do. None of these
    // rows have a drive letter, so they start at the first portion.
    #matchShape(file, row, shape) {
        const dot = !!this.options.dot;
        const n = file.length;
        if (shape === 'head') {
            // x, then at least one portion that ** can walk
            if (n < 2 || !portionMatch(row[0], file[0])) {
                return false;
            }
            for (let i = 1; i < n; i++)
                if (!walkable(file[i], dot))
                    return false;
            return true;
        }
        const x = row[1];
        if (shape === 'tail') {
            // x is the last portion, or the one before a trailing ''
            let t = n - 1;
            if (!portionMatch(x, file[t])) {
                if (file[t] !== '' || n === 1 || !portionMatch(x, file[--t])) {
                    return false;
                }
            }
            for (let i = 0; i < t; i++)
                if (!walkable(file[i], dot))
                    return false;
            return true;
        }
        // mid: the first x that ** can walk to, with a portion after it,
        // and ** can walk all of those
        for (let k = 0; k < n; k++) {
            if (portionMatch(x, file[k]) && k + 1 < n) {
                let i = k + 1;
                while (i < n && walkable(file[i], dot))
                    i++;
                if (i === n)
                    return true;
            }
            if (!walkable(file[k], dot))
                return false;
        }
        return false;
    }
    // Match a row of `**/x/**` or `x/**` against the path, the same as
    // #matchGlobstar and #matchGlobStarBodySections do once it is split.
    // x must match a portion (the first one, for `x/**`), the ** before
    // it must be able to walk the portions before that one, and there
    // must be a portion after it, which the ** after it can walk. At
    // level 2, this is only known if no portion is `.` or `..`.
    #walk(f, row, head, dot, sep) {
        if (this.#level2 && dotPortion(f, 0, f.length, true, sep))
            return 'maybe';
        const x = row[head ? 0 : 1];
        // the last portion has none after it, so it can not be x
        let s = 0;
        for (let e = nextSep(f, s, sep); e !== -1; e = nextSep(f, s, sep)) {
            // the start of the next portion
            let next = e + 1;
            while (next < f.length && isSep(f.charCodeAt(next), sep))
                next++;
            const hit = typeof x === 'string' ?
                e - s === x.length && f.startsWith(x, s)
                : e > s && x.testUnchecked(f.slice(s, e));
            if (hit && !dotPortion(f, next, f.length, dot, sep))
                return 'yes';
            if (head || dotPortion(f, s, next, dot, sep))
                return 'no';
            s = next;
        }
        return 'no';
    }
    // the last split, if it was the same path with the same split
    // settings
    #cachedSplit(f) {
        const last = lastSplit;
        return (last?.f === f &&
            last.isWindows === this.isWindows &&
            last.preserveMultipleSlashes === this.preserveMultipleSlashes &&
            last.normalize === this.#form) ?
            last
            : undefined;
    }
    // split a path for match(), and keep the parts for the next call
    #split(f) {
        const { isWindows, preserveMultipleSlashes } = this;
        // windows: need to use /, not \
        let parts = this.#slashSplit(isWindows ? f.split('\\').join('/') : f);
        // normalize each portion, so that a char that normalizes to `/`
        // does not make a new portion
        const normalize = this.#form;
        if (normalize)
            parts = parts.map(p => p.normalize(normalize));
        lastSplit = {
            f,
            isWindows,
            preserveMultipleSlashes,
            normalize,
            parts,
        };
        return lastSplit;
    }
    // resolve `.` and `..` portions of a path, for level 2
    #levelTwoFileOptimize(file) {
        // work on a copy, so that the cached parts do not change
        const parts = [...file];
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/<e>/<rest> -> <pre>/<rest>
            if (!this.preserveMultipleSlashes) {
                for (let i = 1; i < parts.length - 1; i++) {
                    const p = parts[i];
                    // don't squeeze out UNC patterns
                    if (i === 1 && p === '' && parts[0] === '')
                        continue;
                    if (p === '.' || p === '') {
                        didSomething = true;
                        parts.splice(i, 1);
                        i--;
                    }
                }
                if (parts[0] === '.' &&
                    parts.length === 2 &&
                    (parts[1] === '.' || parts[1] === '')) {
                    didSomething = true;
                    parts.pop();
                }
            }
            // <pre>/<p>/../<rest> -> <pre>/<rest>
            // .. can not remove the root of a Windows path
            const root = this.#rootIndex(parts) + 1;
            let dd = root;
            while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                const p = parts[dd - 1];
                if (p && p !== '.' && p !== '..' && p !== '**') {
                    didSomething = true;
                    parts.splice(dd - 1, 2);
                    dd = Math.max(dd - 2, root);
                }
            }
        } while (didSomething);
        return parts.length === 0 ? [''] : parts;
    }
    // First phase: single-pattern processing
    // <pre> is 1 or more portions
    // <rest> is 1 or more portions
    // <p> is any portion other than ., .., '', or **
    // <e> is . or ''
    //
    // **/.. is *brutal* for filesystem walking performance, because
    // it effectively resets the recursive walk each time it occurs,
    // and ** cannot be reduced out by a .. pattern part like a regexp
    // or most strings (other than .., ., and '') can be.
    //
    // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
    // <pre>/<e>/<rest> -> <pre>/<rest>
    // <pre>/<p>/../<rest> -> <pre>/<rest>
    // **/**/<rest> -> **/<rest>
    //
    // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
    // this WOULD be allowed if ** did follow symlinks, or * didn't
    firstPhasePreProcess(globParts) {
        // each **/.. split doubles the patterns, and adds a copy of the
        // whole pattern. Throw if either gets too large. A partial split
        // would match some paths and not others, depending on which rows
        // the pass reached first.
        const { braceExpandMax = DEFAULT_BRACE_EXPAND_MAX } = this.options;
        let splitCells = 0;
        const maxSplitCells = 1_000_000;
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
            for (let parts of globParts) {
                let gs = -1;
                while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                    let gss = gs;
                    while (parts[gss + 1] === '**') {
                        // <pre>/**/**/<rest> -> <pre>/**/<rest>
                        gss++;
                    }
                    // eg, if gs is 2 and gss is 4, that means we have 3 **
                    // parts, and can remove 2 of them.
                    if (gss > gs) {
                        parts.splice(gs + 1, gss - gs);
                    }
                    let next = parts[gs + 1];
                    const p = parts[gs + 2];
                    const p2 = parts[gs + 3];
                    if (next !== '..')
                        continue;
                    if (!p ||
                        p === '.' ||
                        p === '..' ||
                        !p2 ||
                        p2 === '.' ||
                        p2 === '..') {
                        continue;
                    }
                    // Check before changing parts or allocating the new row.
                    const addedCells = parts.length - 1;
                    if (globParts.length >= braceExpandMax ||
                        splitCells + addedCells > maxSplitCells) {
                        throw new RangeError(`optimizationLevel 2: too many patterns from '**/..'`);
                    }
                    didSomething = true;
                    // edit parts in place, and push the new one
                    parts.splice(gs, 1);
                    const other = parts.slice(0);
                    other[gs] = '**';
                    splitCells += addedCells;
                    globParts.push(other);
                    gs--;
                }
                // <pre>/<e>/<rest> -> <pre>/<rest>
                if (!this.preserveMultipleSlashes) {
                    for (let i = 1; i < parts.length - 1; i++) {
                        const p = parts[i];
                        // don't squeeze out UNC patterns
                        if (i === 1 && p === '' && parts[0] === '')
                            continue;
                        if (p === '.' || p === '') {
                            didSomething = true;
                            parts.splice(i, 1);
                            i--;
                        }
                    }
                    if (parts[0] === '.' &&
                        parts.length === 2 &&
                        (parts[1] === '.' || parts[1] === '')) {
                        didSomething = true;
                        parts.pop();
                    }
                }
                // <pre>/<p>/../<rest> -> <pre>/<rest>
                // .. can not remove the root of a Windows path
                const root = this.#rootIndex(parts) + 1;
                let dd = root;
                while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                    const p = parts[dd - 1];
                    if (p && p !== '.' && p !== '..' && p !== '**') {
                        didSomething = true;
                        const needDot = dd === 1 && parts[dd + 1] === '**';
                        const splin = needDot ? ['.'] : [];
                        parts.splice(dd - 1, 2, ...splin);
                        if (parts.length === 0)
                            parts.push('');
                        dd = Math.max(dd - 2, root);
                    }
                }
            }
        } while (didSomething);
        return globParts;
    }
    // second phase: multi-pattern dedupes
    // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
    // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
    secondPhasePreProcess(globParts) {
        const keys = new Set();
        const rows = globParts.filter(parts => {
            const key = parts.join('/');
            if (keys.has(key))
                return false;
            keys.add(key);
            return true;
        });
        // A row is covered by another row that has `*` at some positions,
        // and is the same at all others. Collect each distinct set of `*`
        // positions, then look up each row with `*` put at those positions.
        const stars = new Map();
        for (const parts of rows) {
            const s = [];
            for (let i = 0; i < parts.length; i++) {
                if (parts[i] === '*')
                    s.push(i);
            }
            if (s.length)
                stars.set(s.join(','), s);
        }
        // Each row is checked against each set of `*` positions, so skip
        // this if there are too many. The patterns match the same paths
        // either way.
        if (!stars.size || rows.length * stars.size > 100_000)
            return rows;
        const { dot } = this.options;
        return rows.filter(parts => {
            for (const s of stars.values()) {
                if (s[s.length - 1] >= parts.length)
                    continue;
                const c = [...parts];
                let ok = true;
                let changed = false;
                for (const i of s) {
                    const p = parts[i];
                    if (p === '*')
                        continue;
                    if (!p || p === '**' || (!dot && p.startsWith('.'))) {
                        ok = false;
                        break;
                    }
                    c[i] = '*';
                    changed = true;
                }
                if (ok && changed && keys.has(c.join('/')))
                    return false;
            }
            return true;
        });
    }
    parseNegate() {
        if (this.nonegate)
            return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === '!'; i++) {
            negate = !negate;
            negateOffset++;
        }
        if (negateOffset)
            this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
    }
    // Match the parts of a path against one row of the set. `resolved`
    // is the parts after level 2 resolves `.` and `..` in them, or the
    // same parts below level 2. Set partial to true to test if, for
    // example, "/a/b" matches the start of "/*/b/*/d". Partial means, if
    // you run out of file before you run out of pattern, then that's
    // fine, as long as all the parts match.
    #matchRow(file, resolved, pattern, partial) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        // UNC paths like //?/X:/... can match X:/... and vice versa, and
        // //?/UNC/host/share/... can match //host/share/... and vice versa.
        // Drive letters in absolute drive or unc paths, and the host and
        // share of UNC paths, are always compared case-insensitively.
        const fh = this.isWindows ? uncHost(resolved) : -1;
        const ph = fh === -1 ? -1 : uncHost(pattern);
        if (ph !== -1) {
            const host = pattern[ph];
            const share = pattern[ph + 1];
            if (typeof host !== 'string' || typeof share !== 'string') {
                // a host or share with magic is matched as usual
                fileStartIndex = fh;
                patternStartIndex = ph;
            }
            else if (resolved[fh].toLowerCase() === host.toLowerCase() &&
                resolved[fh + 1].toLowerCase() === share.toLowerCase()) {
                fileStartIndex = fh + 2;
                patternStartIndex = ph + 2;
            }
        }
        else if (this.isWindows) {
            const fileDrive = typeof file[0] === 'string' && /^[a-z]:$/i.test(file[0]);
            const fileUNC = !fileDrive &&
                file[0] === '' &&
                file[1] === '' &&
                file[2] === '?' &&
                /^[a-z]:$/i.test(file[3]);
            const patternDrive = typeof pattern[0] === 'string' && /^[a-z]:$/i.test(pattern[0]);
            const patternUNC = !patternDrive &&
                pattern[0] === '' &&
                pattern[1] === '' &&
                pattern[2] === '?' &&
                typeof pattern[3] === 'string' &&
                /^[a-z]:$/i.test(pattern[3]);
            const fdi = fileUNC ? 3
                : fileDrive ? 0
                    : undefined;
            const pdi = patternUNC ? 3
                : patternDrive ? 0
                    : undefined;
            if (typeof fdi === 'number' && typeof pdi === 'number') {
                const [fd, pd] = [
                    file[fdi],
                    pattern[pdi],
                ];
                // the drives match, so start matching after them
                if (fd.toLowerCase() === pd.toLowerCase()) {
                    patternStartIndex = pdi + 1;
                    fileStartIndex = fdi + 1;
                }
            }
        }
        // the drive letters are found in the parts before level 2 resolves
        // them, and the match uses the resolved parts
        file = resolved;
        if (pattern.includes(GLOBSTAR)) {
            return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
    }
    #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        const { head, body, tail, segments } = this.#getGlobstarParts(pattern, partial, patternIndex);
        // check the head, from the current file/pattern index.
        if (head.length) {
            const headEnd = fileIndex + head.length;
            if (!this.#matchOne(file, head, partial, fileIndex, 0, headEnd)) {
                return false;
            }
            fileIndex += head.length;
            patternIndex += head.length;
        }
        // now we know the head matches!
        // if the last portion is not empty, it MUST match the end
        // check the tail
        let fileTailMatch = 0;
        if (tail.length) {
            // if head + tail > file, then we cannot possibly match
            if (tail.length + fileIndex > file.length)
                return false;
            // try to match the tail
            let tailStart = file.length - tail.length;
            if (this.#matchOne(file, tail, partial, tailStart, 0)) {
                fileTailMatch = tail.length;
            }
            else {
                // affordance for stuff like a/**/* matching a/b/
                // if the last file portion is '', and there's more to the pattern
                // then try without the '' bit.
                if (file[file.length - 1] !== '' ||
                    fileIndex + tail.length === file.length) {
                    return false;
                }
                tailStart--;
                if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
                    return false;
                }
                fileTailMatch = tail.length + 1;
            }
        }
        // now we know the tail matches!
        // the middle is zero or more portions wrapped in **, possibly
        // containing more ** sections.
        // so a/**/b/**/c/**/d has become **/b/**/c/**
        // if it's empty, it means a/**/b, just verify we have no bad dots
        // if there's no tail, so it ends on /**, then we must have *something*
        // after the head, or it's not a matc
        if (!body.length) {
            let sawSome = !!fileTailMatch;
            for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
                const f = String(file[i]);
                sawSome = true;
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            // in partial mode, we just need to get past all file parts
            return partial || sawSome;
        }
        // now we know that there's one or more body sections, which can
        // be matched anywhere from the 0 index (because the head was pruned)
        // through to the length-fileTailMatch index.
        return !!this.#matchGlobStarBodySections(file, segments, file.length - fileTailMatch, fileIndex, 0, partial, 0, !!fileTailMatch, new Set());
    }
    // Split the pattern into head, tail, and middle of ** delimited
    // parts. The tail has to be at the end, and the others just have to
    // be found in order from the head. These only depend on the pattern
    // row, so they are kept for the next path.
    #getGlobstarParts(pattern, partial, patternIndex) {
        let byStart = this.#globstarParts.get(pattern);
        if (!byStart) {
            byStart = [];
            this.#globstarParts.set(pattern, byStart);
        }
        const key = patternIndex * 2 + (partial ? 1 : 0);
        const found = byStart[key];
        if (found)
            return found;
        const firstgs = pattern.indexOf(GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(GLOBSTAR);
        const head = pattern.slice(patternIndex, firstgs);
        const body = pattern.slice(firstgs + 1, partial ? undefined : lastgs);
        const tail = partial ? [] : pattern.slice(lastgs + 1);
        // split the body up into sections, and note the number of
        // portions that must come after the start of each one
        const segments = [[[], 0]];
        let current = segments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
            if (b === GLOBSTAR) {
                nonGsPartsSums.push(nonGsParts);
                current = [[], 0];
                segments.push(current);
            }
            else {
                current[0].push(b);
                nonGsParts++;
            }
        }
        // the portions in this section and the ones after it
        segments.forEach((b, i) => {
            b[1] = nonGsParts - nonGsPartsSums[i];
        });
        const parts = { head, body, tail, segments };
        byStart[key] = parts;
        return parts;
    }
    // return false for "nope, not matching"
    // return null for "not matching, cannot keep trying"
    #matchGlobStarBodySections(file, 
    // pattern section, and the portions that it and the rest need
    bodySegments, 
    // the end of the file portions that the body can match
    fileLength, fileIndex, bodyIndex, partial, globStarDepth, sawTail, 
    // the places that a walk has already tried, as
    // bodyIndex * (file.length + 1) + fileIndex. A walk from a place
    // does the same no matter how it got there, and it only comes back
    // if it found no match, so a walk that gets to one stops.
    tried) {
        // take the first body segment, and walk from fileIndex to its "after"
        // value at the end
        // If it doesn't match at that position, we increment, until we hit
        // that final possible position, and give up.
        // If it does match, then advance and try to rest.
        // If any of them fail we keep walking forward.
        // this is still a bit recursively painful, but it's more constrained
        // than previous implementations, because we never test something that
        // can't possibly be a valid matching condition.
        const bs = bodySegments[bodyIndex];
        if (!bs) {
            // with partial, the body is the rest of the pattern, so it
            // matches if no portions are left, or only the '' of a trailing
            // / (as a/* matches a/b/). A ** at the end walks them as its own
            // empty section.
            if (partial) {
                return (fileIndex >= fileLength ||
                    (fileIndex === fileLength - 1 && file[fileIndex] === ''));
            }
            // just make sure that there's no bad dots before the tail
            for (let i = fileIndex; i < fileLength; i++) {
                sawTail = true;
                const f = file[i];
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            return sawTail;
        }
        // have a non-globstar body section to test, up to the last index
        // where it can start
        const [body, need] = bs;
        // with partial, the path can end before the body does
        const after = partial ? fileLength : fileLength - need;
        while (fileIndex <= after) {
            const key = bodyIndex * (file.length + 1) + fileIndex;
            if (tried.has(key))
                return false;
            tried.add(key);
            const m = this.#matchOne(file, body, partial, fileIndex, 0, fileIndex + body.length);
            // if limit exceeded, no match. intentional false negative,
            // acceptable break in correctness for security.
            if (m && globStarDepth < this.maxGlobstarRecursion) {
                // match! see if the rest match. if so, we're done!
                const sub = this.#matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail, tried);
                if (sub !== false) {
                    return sub;
                }
            }
            // the ** does not walk past the last place the body can start
            if (fileIndex === after)
                break;
            const f = file[fileIndex];
            if (f === '.' ||
                f === '..' ||
                (!this.options.dot && f.startsWith('.'))) {
                return false;
            }
            fileIndex++;
        }
        // walked off. no point continuing
        return partial || null;
    }
    #matchOne(file, pattern, partial, fileIndex, patternIndex, 
    // only match the file portions before this index
    fileEnd = file.length) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex,
            pi = patternIndex,
            fl = Math.min(fileEnd, file.length),
            pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
            let p = pattern[pi];
            let f = file[fi];
            // should be impossible.
            /* c8 ignore start */
            if (p === false || p === GLOBSTAR) {
                return false;
            }
            /* c8 ignore stop */
            // something other than **
            // non-magic patterns just have to match exactly
            // patterns with magic have been turned into Matchers.
            if (!portionMatch(p, f))
                return false;
        }
        // Note: ending in / means that we'll get a final ""
        // at the end of the pattern.  This can only match a
        // corresponding "" at the end of the file.
        // If the file ends in /, then it can only match a
        // a pattern that ends in /, unless the pattern just
        // doesn't have any more for it. But, a/b/ should *not*
        // match "a/b/*", even though * can match "", except in
        // partial mode, where it might simply not be reached yet.
        // However, a/b/ should still satisfy a/*
        // now either we fell off the end of the pattern, or we're done.
        if (fi === fl && pi === pl) {
            // ran out of pattern and filename at the same time.
            // an exact hit!
            return true;
        }
        else if (fi === fl) {
            // ran out of file, but still had pattern left.
            // this is ok if we're doing the match as part of
            // a glob fs traversal.
            return partial;
        }
        else if (pi === pl) {
            // ran out of pattern, still have file left.
            // this is only acceptable if we're on the very last
            // empty segment of a file with a trailing slash.
            // a/* should match a/b/
            return fi === fl - 1 && file[fi] === '';
            /* c8 ignore start */
        }
        else {
            // should be unreachable.
            throw new Error('wtf?');
        }
        /* c8 ignore stop */
    }
    braceExpand() {
        return braceExpand(this.pattern, this.options);
    }
    // Expand braces, except numeric ranges such as {0..999} with at
    // least RANGE_MIN values. Each of those stays in its pattern as
    // `<mark>0..999<mark>`, for the Matcher to test. If a range might
    // be inside a [...] class, expand all of them instead.
    #expandBraces() {
        const { pattern } = this;
        if (this.options.nobrace)
            return this.braceExpand();
        let code = 0xe000;
        while (pattern.includes(String.fromCharCode(code))) {
            if (++code > 0xf8ff)
                return this.braceExpand();
        }
        const mark = String.fromCharCode(code);
        let found = false;
        const marked = pattern.replace(rangeRe, (m, lo, hi) => {
            const a = Number(lo);
            const b = Number(hi);
            if (!Number.isSafeInteger(a) ||
                !Number.isSafeInteger(b) ||
                Math.abs(a - b) + 1 < RANGE_MIN) {
                return m;
            }
            found = true;
            return `${mark}${lo}..${hi}${mark}`;
        });
        if (!found)
            return this.braceExpand();
        const set = braceExpand(marked, this.options);
        for (const p of set) {
            for (const portion of p.split('/')) {
                const c = portion.indexOf('[');
                if (c !== -1 && c < portion.lastIndexOf(mark)) {
                    return this.braceExpand();
                }
                if (!this.options.noext && inRepeatOrNegExt(portion, mark)) {
                    return this.braceExpand();
                }
            }
        }
        this.#rangeMark = mark;
        return set;
    }
    parse(pattern) {
        assertValidPattern(pattern);
        const options = this.options;
        // shortcuts
        if (pattern === '**')
            return GLOBSTAR;
        if (pattern === '')
            return '';
        const { nocase, nocaseMagicOnly, noext = false, dot, normalize, } = options;
        const rangeMark = this.#rangeMark;
        const lit = rangeMark && pattern.includes(rangeMark) ?
            undefined
            : literal(pattern, noext);
        // in nocase mode, a literal with cased chars still needs a
        // Matcher, unless nocaseMagicOnly is set.
        if (lit !== undefined &&
            !(nocase &&
                !nocaseMagicOnly &&
                pattern.toUpperCase() !== pattern.toLowerCase())) {
            return this.#norm(lit);
        }
        if (this.#pending)
            return PENDING;
        let m = this.#matchers.get(pattern);
        if (!m) {
            if (!noext)
                assertValidExtglobs(pattern);
            m = new Matcher(pattern, {
                nocase,
                noext,
                dot,
                normalize,
                ...(rangeMark && { rangeMark }),
            });
            this.#matchers.set(pattern, m);
        }
        return m;
    }
    #slashSplit(p) {
        // if p starts with // on windows, we preserve that
        // so that UNC paths aren't broken.  Otherwise, any number of
        // / characters are coalesced into one, unless
        // preserveMultipleSlashes is set to true.
        if (this.preserveMultipleSlashes) {
            return p.split('/');
        }
        else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
            // add an extra '' for the one we lose
            return ['', ...p.split(/\/+/)];
        }
        else {
            return p.split(/\/+/);
        }
    }
    match(f, partial = this.partial) {
        // short-circuit in the case of busted things.
        // comments, etc.
        if (this.comment) {
            return false;
        }
        if (this.empty) {
            return f === '';
        }
        if (f === '/' && partial) {
            return true;
        }
        const options = this.options;
        // treat the test path as a set of pathparts. If it was not just
        // split or checked, check that it can match before splitting it.
        let split = this.#cachedSplit(f);
        if (!split) {
            // the checks look at the path as given, so not if it is
            // normalized
            if (!partial &&
                !this.#form &&
                (this.#endCheck || this.#literalCheck) &&
                lastChecked !== f) {
                lastChecked = f;
                const can = this.#canMatch(f);
                if (can === 'no')
                    return options.flipNegate ? false : this.negate;
                if (can === 'yes')
                    return options.flipNegate ? true : !this.negate;
            }
            split = this.#split(f);
        }
        const ff = split.parts;
        // the parts after level 2 resolves them, kept for the next pattern
        // that tests the same path
        const resolved = this.#level2 ?
            (split.resolved ??= this.#levelTwoFileOptimize(ff))
            : ff;
        // just ONE of the pattern sets in this.set needs to match
        // in order for it to be valid.  If negating, then just one
        // match means that we have failed.
        // Either way, return on the first hit.
        const set = this.set;
        // Find the basename of the path by looking for the last non-empty segment
        let filename = ff[ff.length - 1];
        if (!filename) {
            for (let i = ff.length - 2; !filename && i >= 0; i--) {
                filename = ff[i];
            }
        }
        for (let r = 0; r < set.length; r++) {
            const pattern = set[r];
            const shape = partial ? undefined : this.#shapes[r];
            // level 2 does not change a path of one portion
            const hit = shape === 'base' ?
                portionMatch(pattern[0], filename)
                : shape ? this.#matchShape(resolved, pattern, shape)
                    : options.matchBase && pattern.length === 1 ?
                        this.#matchRow([filename], [filename], pattern, partial)
                        : this.#matchRow(ff, resolved, pattern, partial);
            if (hit) {
                if (options.flipNegate) {
                    return true;
                }
                return !this.negate;
            }
        }
        // didn't get any hits.  this is success if it's a negative
        // pattern, failure otherwise.
        if (options.flipNegate) {
            return false;
        }
        return this.negate;
    }
    static defaults(def) {
        return minimatch.defaults(def).Minimatch;
    }
}
/* c8 ignore start */


/* c8 ignore stop */
minimatch.Minimatch = Minimatch;
minimatch.escape = escape_escape;
minimatch.unescape = unescape_unescape;


/***/ }),

/***/ 8816:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  naA: () => (/* binding */ ZodArray),
  bvH: () => (/* binding */ ZodObject),
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  gMt: () => (/* binding */ discriminatedUnion),
  k5n: () => (/* binding */ schemas_enum),
  euz: () => (/* binding */ literal),
  aig: () => (/* binding */ schemas_number),
  Ikc: () => (/* binding */ object),
  g1P: () => (/* binding */ record),
  YjP: () => (/* binding */ schemas_string),
  KCZ: () => (/* binding */ union)
});

// UNUSED EXPORTS: ZodAny, ZodBase64, ZodBase64URL, ZodBigInt, ZodBigIntFormat, ZodBoolean, ZodCIDRv4, ZodCIDRv6, ZodCUID, ZodCUID2, ZodCatch, ZodCodec, ZodCreditCard, ZodCustom, ZodCustomStringFormat, ZodDate, ZodDefault, ZodDiscriminatedUnion, ZodE164, ZodEmail, ZodEmoji, ZodEnum, ZodExactOptional, ZodFile, ZodFunction, ZodGUID, ZodIBAN, ZodIPv4, ZodIPv6, ZodISODate, ZodISODateTime, ZodISODuration, ZodISOTime, ZodInstanceOf, ZodIntersection, ZodJWT, ZodKSUID, ZodLazy, ZodLiteral, ZodMAC, ZodMap, ZodNaN, ZodNanoID, ZodNever, ZodNonOptional, ZodNull, ZodNullable, ZodNumber, ZodNumberFormat, ZodOptional, ZodPipe, ZodPrefault, ZodPreprocess, ZodPromise, ZodReadonly, ZodRecord, ZodSet, ZodString, ZodStringFormat, ZodSuccess, ZodSymbol, ZodTemplateLiteral, ZodTransform, ZodTuple, ZodType, ZodULID, ZodURL, ZodUUID, ZodUndefined, ZodUnion, ZodUnknown, ZodVoid, ZodXID, ZodXor, _ZodString, _default, _function, any, base64, base64url, bigint, catch, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, describe, e164, email, emoji, exactOptional, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, looseObject, looseRecord, mac, map, meta, nan, nanoid, nativeEnum, never, nonoptional, null, nullable, nullish, optional, partialRecord, pipe, prefault, preprocess, promise, readonly, refine, set, strictObject, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, tuple, uint32, uint64, ulid, undefined, unknown, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util_assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util_isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nullProcessor(inst, ctx, json, params);
})));
function schemas_null(params) {
    return core._null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...util.normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...util.normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ $constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    $ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __nccwpck_require__(1834);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/redact.js + 1 modules
var redact = __nccwpck_require__(5635);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/logger.js

const BARE = /^[A-Za-z0-9_./:@+-]+$/;
/** Escaped in a quoted value: C0 and C1 controls but tab, line and paragraph separators, bidi controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\"\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const ESCAPES = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r' };
/**
 * Quoted values escape `\`, `"`, CR and LF, and every other control character
 * but tab as `\u00XX`: a pull request's path can hold an ANSI escape, which
 * written raw would recolour or rewrite the job log. C1 controls count (U+009B
 * is a one-character CSI), and so do line and paragraph separators (a viewer may
 * break the line there) and bidi controls (they reorder how a path reads).
 *
 * `##[` is written `##\u005b`: the Actions runner takes its legacy workflow
 * command (`##[add-mask]…`, `##[set-output name=…]…`, `##[stop-commands]…`,
 * `##[error file=…]…`) from anywhere in a line of the step's stdout or stderr,
 * not only at its start, so a path, title or model answer holding one would
 * otherwise mask text, set an output, forge an annotation or switch off the
 * run's own later commands. The `::` form needs the start of a line, which
 * every line (`hm …`) keeps for itself.
 */
function formatValue(value) {
    const text = String(value);
    if (text.length > 0 && BARE.test(text))
        return text;
    const escaped = text.replace(UNSAFE, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `"${escaped.replace(/##\[/g, '##\\u005b')}"`;
}
function formatLine(stage, event, fields = {}) {
    const parts = [`hm stage=${formatValue(stage)}`, `event=${formatValue(event)}`];
    for (const [key, value] of Object.entries(fields)) {
        if (value === undefined || value === null)
            continue;
        parts.push(`${key}=${formatValue(value)}`);
    }
    return parts.join(' ');
}
class LogfmtLogger {
    write;
    redactor;
    base;
    lines = [];
    constructor(write, redactor = new redact/* Redactor */.pO(), base = {}) {
        this.write = write;
        this.redactor = redactor;
        this.base = base;
    }
    addContext(fields) {
        this.base = { ...this.base, ...fields };
    }
    event(stage, event, fields = {}) {
        // Values are redacted raw, before escaping: after `\n` became `\\n` a token
        // at the start of a line would be glued to an `n` and slip past its pattern.
        const raw = {};
        // The context closes the line: readers that match `event=x key=...` keep matching the event's own fields.
        const merged = { ...fields };
        for (const [key, value] of Object.entries(this.base))
            if (!(key in merged))
                merged[key] = value;
        for (const [key, value] of Object.entries(merged)) {
            raw[key] = typeof value === 'string' ? this.redactor.redact(value) : value;
        }
        const line = formatLine(this.redactor.redact(stage), this.redactor.redact(event), raw);
        this.lines.push(line);
        this.write(line);
    }
}
/** Logger for tests: records redacted lines and writes nothing. */
class RecordingLogger extends LogfmtLogger {
    constructor(redactor = new redact/* Redactor */.pO(), base = {}) {
        super(() => { }, redactor, base);
    }
    /** Parsed fields of every line for a stage/event, for assertions. */
    find(stage, event) {
        return this.lines.map(parseLogfmt).filter((f) => f.stage === stage && (event === undefined || f.event === event));
    }
}
function parseLogfmt(line) {
    const out = {};
    const re = /([A-Za-z0-9_.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g;
    for (const m of line.matchAll(re)) {
        const raw = m[2] ?? '';
        out[m[1]] = raw.startsWith('"') ? unquote(raw.slice(1, -1)) : raw;
    }
    return out;
}
/** One pass over a quoted value, so an escaped backslash before an `n` stays a backslash and an `n`. */
function unquote(quoted) {
    return quoted.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c) => {
        if (c.length === 5)
            return String.fromCharCode(parseInt(c.slice(1), 16));
        return c === 'n' ? '\n' : c === 'r' ? '\r' : c === 't' ? '\t' : c;
    });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/action-root.js



function actionLayout(moduleUrl = import.meta.url) {
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(moduleUrl));
    while (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'action.yml'))) {
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            throw new Error(`action.yml not found above ${(0,external_node_url_.fileURLToPath)(moduleUrl)}`);
        dir = parent;
    }
    const root = (0,external_node_path_.resolve)(dir);
    const bundled = (0,external_node_url_.fileURLToPath)(moduleUrl).startsWith((0,external_node_path_.join)(root, 'dist') + '/');
    return {
        root,
        agentsDir: (0,external_node_path_.join)(root, 'agents'),
        bundled,
        plugin: (name) => (bundled ? (0,external_node_path_.join)(root, 'dist', 'plugins', `${name}.js`) : (0,external_node_path_.join)(root, 'plugins', `${name}.ts`)),
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/run-config.js
var run_config = __nccwpck_require__(767);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/cancelled.js
const STAGE_TEXT = {
    setup: 'before the review started',
    prepare: 'while the pull request was read from GitHub (prepare)',
    'runtime-start': 'while the OpenCode runtime was starting',
    editor: 'while the editor agent was working',
    specialists: 'while the specialists were reviewing',
    publication: 'while the review was being published',
    conclusion: 'after publication, while the review was verified and earlier threads answered',
};
function stageOf(facts) {
    switch (facts.stage) {
        case 'setup':
            return 'setup';
        case 'prepare':
            return 'prepare';
        case 'runtime':
            return 'runtime-start';
        case 'conclude':
            return 'conclusion';
        case 'review':
            if (facts.publicationStarted || facts.publishedReviewId !== undefined)
                return 'publication';
            if (facts.specialistsStarted && !facts.specialistsDone)
                return 'specialists';
            return 'editor';
    }
}
/**
 * The conclusion follows every run, also one that published nothing (silent
 * and check-only modes, a run that failed or was skipped before its review):
 * "after publication" is said only when publication began.
 */
function stageText(at, facts) {
    if (at === 'conclusion' && !facts.publicationStarted && facts.publishedReviewId === undefined)
        return 'while the run was concluding (outputs, job summary)';
    return STAGE_TEXT[at];
}
function describeCancellation(facts) {
    const at = stageOf(facts);
    const commit = facts.headSha ? ` on ${facts.headSha.slice(0, 12)}` : '';
    let review = 'none';
    let consequence = 'No review was posted.';
    if (facts.publishedReviewId !== undefined) {
        review = 'posted';
        consequence = `Review ${facts.publishedReviewId} was posted${commit} before the cancellation; the next run finds it by its marker.`;
    }
    else if (facts.publicationStarted) {
        review = 'possible';
        consequence = `Publication had started, so a review may have been posted${commit}; the next run finds it by its marker and does not post a second one on the same commit.`;
    }
    return {
        at,
        review,
        reviewId: facts.publishedReviewId,
        message: `The run was cancelled (${facts.signal}) ${stageText(at, facts)}. ${consequence}`,
        ...(facts.replies && facts.replies.planned > 0 ? { replies: describeReplies(facts.replies) } : {}),
    };
}
/**
 * The replies already posted are on GitHub although this run reports no lifecycle: the user
 * learns of them here. The next run reads the threads afresh and posts only what is missing.
 */
function describeReplies(r) {
    const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
    const parts = [`${r.posted} of ${plural(r.planned, 'reply', 'replies')} to earlier threads posted`];
    if (r.inFlight > 0)
        parts.push(`${plural(r.inFlight, 'was', 'were')} in flight (GitHub may have stored ${r.inFlight === 1 ? 'it' : 'them'})`);
    if (r.notSent > 0)
        parts.push(`${r.notSent} not sent`);
    return `${parts.join(', ')}. The next run (or a re-run of this job) finds a posted reply by its marker and does not post it again; it sends the missing ones and resolves what this run left unresolved. A thread is resolved before its reply: one cut off between the two stays resolved, and its reply follows on the next push: a "Fixed" when that push starts from this review, a "No longer applies" while the file is still gone.`;
}
/**
 * Every output of action.yml, as every other path sets them (workflows read them with
 * `if: always()`, and `fromJSON` of an unset count is an expression error). A count is 0 when the
 * run cannot have made it yet: no model is called before the editor starts (the warm-up prompt goes
 * to the runner's own stand-in) and no finding is reported before the review; the earlier findings
 * still open that `blocking-findings` counts are known only before the pull request is read.
 * Once the review ran, its counts died with its processes: empty, never a 0 that would pass a gate.
 */
function cancelledOutputs(facts, described) {
    const beforeReview = facts.stage === 'setup' || facts.stage === 'prepare' || facts.stage === 'runtime';
    const none = beforeReview ? '0' : '';
    return {
        outcome: 'cancelled',
        'failure-class': '',
        'review-id': described.reviewId === undefined ? '' : String(described.reviewId),
        findings: none,
        'blocking-findings': facts.stage === 'setup' ? '0' : '',
        'model-calls': none,
        'tokens-in': none,
        'tokens-out': none,
        'findings-file': '',
        'sarif-file': '',
        score: '',
        'skipped-reason': '',
    };
}
function renderCancelledSummary(facts, described, cleanup) {
    const lines = [
        '## ⏹️ Harbourmaster: cancelled',
        '',
        [
            facts.mode ? `**Mode:** ${facts.mode}` : undefined,
            `**Cancelled at:** ${described.at}`,
            `**Review posted:** ${described.review === 'posted' ? `yes (${described.reviewId})` : described.review === 'possible' ? 'possibly' : 'no'}`,
            `**Result:** ${described.message}`,
            described.replies ? `**Replies to earlier threads:** ${described.replies}` : undefined,
        ]
            .filter((x) => x !== undefined)
            .join('  \n'),
        '',
        `Stopped ${cleanup.stopped} process group${cleanup.stopped === 1 ? '' : 's'} of the run; ` +
            (cleanup.removed
                ? 'the private directory (token file, receipts) and the stage were removed.'
                : 'removing the private directory failed; the runner removes its temporary directory at the end of the job.'),
        '',
    ];
    return lines.join('\n');
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/report.js
var report = __nccwpck_require__(4368);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/reviewer-pids.js
var reviewer_pids = __nccwpck_require__(8123);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/cancellation.js







const SIGNAL_NUMBER = { SIGINT: 2, SIGTERM: 15 };
/** How long the cancellation waits for what the run holds outside its roots, of its 4 s. */
const HELD_BOUND_MS = 1_500;
function exitCodeFor(signal) {
    return 128 + (SIGNAL_NUMBER[signal] ?? 1);
}
const exists = (path) => (0,promises_.access)(path).then(() => true, () => false);
async function publishedReviewId(privateDir) {
    try {
        return run_config/* publicationReceiptSchema */.ik.parse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.publication), 'utf8'))).reviewId;
    }
    catch {
        return undefined;
    }
}
/** Read before the private dir is removed: its files say how far the review got. */
async function gatherFacts(registry, signal) {
    const dir = registry.privateDir;
    const [specialistsStarted, specialistsDone, publicationStarted, reviewId] = dir
        ? await Promise.all([
            exists((0,external_node_path_.join)(dir, run_config/* RECEIPT_FILES */.j.reviewersStarted)),
            exists((0,external_node_path_.join)(dir, run_config/* RECEIPT_FILES */.j.execution)),
            exists((0,external_node_path_.join)(dir, run_config/* RECEIPT_FILES */.j.publicationStarted)),
            publishedReviewId(dir),
        ])
        : [false, false, false, undefined];
    return {
        signal,
        stage: registry.stage,
        mode: registry.mode,
        headSha: registry.headSha,
        specialistsStarted,
        specialistsDone,
        publicationStarted,
        // The receipt is removed with the private dir once the run concluded; the review it proved stays posted.
        publishedReviewId: reviewId ?? registry.provenReviewId,
        replies: repliesSoFar(registry),
    };
}
/** How far the replies to earlier threads got: read at the signal, when no new one starts any more. */
function repliesSoFar(registry) {
    const track = registry.lifecycle;
    if (track.planned === 0)
        return undefined;
    return { planned: track.planned, posted: track.replied.length, inFlight: track.inFlight.size, notSent: track.planned - track.started };
}
async function removeAll(registry) {
    const dirs = [registry.privateDir, registry.stageDir, registry.runtimeParent].filter((d) => d !== undefined);
    // A file appended while rm walks the tree (the runner's event snapshot, a
    // process not yet reaped) fails the final rmdir with ENOTEMPTY: retried.
    const results = await Promise.all(dirs.map((dir) => (0,promises_.rm)(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 }).then(() => true, () => false)));
    return results.every(Boolean);
}
async function cancelRun(ports, signal) {
    const { registry, logger } = ports;
    registry.cancelled = true;
    logger.addContext({ run: registry.runId, pr: registry.pullNumber });
    // The groups this process started (editor, booted reviewer) go first, synchronously.
    let stopped = (0,reviewer_pids/* stopRegisteredGroups */.BK)('SIGKILL');
    logger.event('run', 'cancelled', { signal, at: registry.stage });
    // What the run started outside the runtime roots (the sandboxed test command) ends beside the rest.
    const released = registry.releaseHeld();
    const facts = await gatherFacts(registry, signal);
    const parent = registry.runtimeParent;
    if (parent)
        stopped += await (0,reviewer_pids/* stopRuntimeProcesses */.E9)(registry.privateDir, parent, logger).catch(() => 0);
    // Bounded: the report must be written before the deadline exits the process. What is still
    // running then (rm -rf of a large checkout copy, as root) finishes on its own after the exit.
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HELD_BOUND_MS).unref())]);
    await removeAll(registry);
    // A process the editor started between the first sweep and its own death
    // (the reviewer) still works under the removed roots: one more sweep, and
    // one more removal for whatever it or the runner's own event stream wrote
    // in the meantime (a snapshot append recreates a file in the private dir).
    if (parent)
        stopped += await (0,reviewer_pids/* stopRuntimeProcesses */.E9)(undefined, parent, logger).catch(() => 0);
    const removed = await removeAll(registry);
    if (registry.concluded)
        return reportAfterConclusion(ports, signal, registry.concluded, { stopped, removed });
    const described = describeCancellation(facts);
    (0,report/* setOutputs */.n0)(ports.outputs, cancelledOutputs(facts, described), logger);
    try {
        await ports.summary.append(renderCancelledSummary(facts, described, { stopped, removed }));
    }
    catch (error) {
        logger.event('sink', 'warning', { sink: 'job-summary', class: (0,errors/* toHarbourmasterError */.Fk)(error).failureClass });
    }
    logger.event('run', 'summary', {
        outcome: 'cancelled',
        mode: facts.mode,
        signal,
        cancelled_at: described.at,
        review_posted: described.review,
        review: described.reviewId,
        replies_planned: facts.replies?.planned,
        replies_posted: facts.replies?.posted,
        replies_in_flight: facts.replies?.inFlight,
        replies_not_sent: facts.replies?.notSent,
        stopped,
        cleaned: removed,
        ms: Date.now() - ports.started,
    });
}
/**
 * A signal after the conclusion wrote the job summary and the outputs: they stand (a proven review
 * stays proven), one line under the summary says why the step shows as cancelled, and the run's
 * summary telemetry line is written here when the conclusion had not written it yet.
 */
async function reportAfterConclusion(ports, signal, concluded, cleanup) {
    const { logger } = ports;
    logger.event('run', 'cancelled-after-conclusion', { signal, outcome: concluded.outcome, stopped: cleanup.stopped, cleaned: cleanup.removed });
    const note = `The job was cancelled (${signal}) after the run concluded: its result above (${concluded.outcome}) stands, and so do its outputs; only the cleanup that follows the conclusion was cut short.`;
    try {
        await ports.summary.append(`${note}\n\n`);
    }
    catch (error) {
        logger.event('sink', 'warning', { sink: 'job-summary', class: (0,errors/* toHarbourmasterError */.Fk)(error).failureClass });
    }
    // The conclusion's own summary line, when the signal silenced the run before it was written: the
    // job log still ends with the run's one summary line, the result the outputs give, and the signal.
    writePendingSummaryLine(ports.registry, logger, signal);
}
/**
 * The committed result's summary line, when neither the run nor the cancellation wrote it yet: written
 * once, by whichever comes first of the cancellation's report, a second signal and the deadline (both
 * end the process before that report, which waits for the run's processes and files).
 */
function writePendingSummaryLine(registry, logger, signal) {
    const concluded = registry.concluded;
    const line = concluded?.summaryLine;
    if (!concluded || !line)
        return;
    concluded.summaryLine = undefined;
    line(logger, signal);
}
/** Installs the handlers; returns a function that removes them (for a run that ended normally). */
function installCancellation(ports) {
    let first;
    const onSignal = (signal) => {
        if (first) {
            ports.logger.event('run', 'cancel-forced', { signal });
            writePendingSummaryLine(ports.registry, ports.logger, first);
            ports.exit(exitCodeFor(signal));
            return;
        }
        first = signal;
        const deadline = setTimeout(() => {
            writePendingSummaryLine(ports.registry, ports.logger, signal);
            ports.exit(exitCodeFor(signal));
        }, ports.deadlineMs ?? 4_000);
        deadline.unref();
        void cancelRun(ports, signal)
            .catch(() => undefined)
            .finally(() => {
            clearTimeout(deadline);
            ports.exit(exitCodeFor(signal));
        });
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return () => {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/config/environment.js

/** Hosts whose traffic never leaves the machine (the loopback, as @actions/http-client also treats it). */
const isLoopback = (hostname) => hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
/**
 * GITHUB_API_URL receives the token on every request, so it is checked before the first one:
 * GitHub sets https on github.com and GHE.com, and Enterprise Server requires TLS for Actions.
 * Clear text is accepted only on the loopback (a local stand-in or tunnel), never towards another
 * host. Credentials, a query or a fragment would break every request Octokit appends to the root
 * (fetch refuses credentials in a URL), so each is refused here, named, instead of surfacing as a
 * `github` failure on the first read. The message shows the URL without its credentials.
 */
function checkedApiUrl(raw) {
    const fix = "It must be the root of GitHub's REST API, such as https://api.github.com or https://HOST/api/v3 on GitHub Enterprise Server.";
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`GITHUB_API_URL is not an absolute URL ('${raw.replace(/\/\/[^/@]*@/, '//')}'). ${fix}`, 'GITHUB_API_URL');
    }
    const hadCredentials = url.username !== '' || url.password !== '';
    url.username = '';
    url.password = '';
    const shown = url.href;
    const refuse = (why) => {
        throw new errors/* ConfigurationError */.j1(`GITHUB_API_URL '${shown}' ${why}. ${fix}`, 'GITHUB_API_URL');
    };
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        refuse(`uses ${url.protocol}, not https`);
    if (url.protocol === 'http:' && !isLoopback(url.hostname))
        refuse('is not https: the token would travel in clear text to a host beyond this machine');
    if (hadCredentials)
        refuse('carries credentials; the token authenticates every request, and a URL must not hold them');
    // An empty '?' or '#' reads as no query (search and hash are '') but stays in href: tested on href.
    if (/[?#]/.test(url.href))
        refuse('has a query or fragment, which every request path would be appended after');
    return url.href.replace(/\/$/, '');
}
function readEnvironment(env) {
    const need = (name) => {
        const v = env[name];
        if (!v)
            throw new errors/* ConfigurationError */.j1(`Environment variable ${name} is not set; Harbourmaster must run as a GitHub Actions step.`, name);
        return v;
    };
    const full = need('GITHUB_REPOSITORY');
    const [owner, repo, ...rest] = full.split('/');
    if (!owner || !repo || rest.length > 0) {
        throw new errors/* ConfigurationError */.j1(`GITHUB_REPOSITORY must have the form owner/repo; got '${full}'.`, 'GITHUB_REPOSITORY');
    }
    const apiUrl = checkedApiUrl(env.GITHUB_API_URL || 'https://api.github.com');
    return {
        eventName: need('GITHUB_EVENT_NAME'),
        eventPath: need('GITHUB_EVENT_PATH'),
        repository: { owner, repo },
        runId: env.GITHUB_RUN_ID ?? '0',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        apiUrl,
        workspace: env.GITHUB_WORKSPACE || undefined,
        runnerTemp: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
        toolCache: env.RUNNER_TOOL_CACHE || undefined,
        stepSummaryPath: env.GITHUB_STEP_SUMMARY || undefined,
        outputPath: env.GITHUB_OUTPUT || undefined,
        actor: env.GITHUB_ACTOR || undefined,
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/runner-host.js
var runner_host = __nccwpck_require__(1583);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/config/runner-temp.js



/**
 * The run's private directory, stage, OpenCode roots, findings and SARIF
 * files all go under the runner's temp directory. One that is missing, not a
 * directory, read-only or full (a self-hosted runner's or a container job's
 * own setting) is found here, before anything is read from GitHub, and named
 * for what it is, rather than surfacing later as an `internal` ENOENT.
 */
async function checkRunnerTemp(runnerTemp, source) {
    const variable = source.RUNNER_TEMP ? 'RUNNER_TEMP' : source.TMPDIR ? 'TMPDIR' : undefined;
    let probe;
    try {
        probe = await (0,promises_.mkdtemp)((0,external_node_path_.join)(runnerTemp, 'hm-probe-'));
    }
    catch (error) {
        const reason = error.code ?? error.message;
        const named = variable ? `${variable} (${runnerTemp})` : `${runnerTemp} (RUNNER_TEMP and TMPDIR are unset)`;
        throw new errors/* ConfigurationError */.j1(`The runner's temp directory ${named} is not a writable directory (${reason}); Harbourmaster keeps its run files there. Point RUNNER_TEMP at a writable directory with free space.`, variable ?? 'RUNNER_TEMP', { cause: error });
    }
    await (0,promises_.rm)(probe, { recursive: true, force: true }).catch(() => undefined);
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/settings.js
var config_settings = __nccwpck_require__(1187);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/input-names.js
var input_names = __nccwpck_require__(8469);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/run-registry.js
var run_registry = __nccwpck_require__(503);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js
var code_span = __nccwpck_require__(1053);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run/cache-rejections.js


/**
 * A tool-cache entry provisioning refused to run is someone else's write: another job on a
 * shared runner, or an actions/cache entry another workflow saved first under the documented
 * key. The run went on with a fresh install, but whoever owns the runner must learn of it from
 * more than a log line, and an actions/cache entry is restored again on every run until it is
 * deleted. So the run ends with a warning annotation and a job summary section naming the entry.
 */
function cacheRejectionMessage(rejected) {
    const why = rejected.reason === 'binary-mismatch'
        ? `its ${rejected.pkg} binary is not the one this release pins`
        : `this release pins no binary for its ${rejected.pkg} package`;
    return (`The OpenCode install in the tool cache at ${rejected.dir} was not run: ${why}. It was replaced by a fresh install. ` +
        `Someone else wrote that entry: check who may write the runner's tool cache, and if the workflow restores it with actions/cache, delete that cache entry (gh cache delete <key>).`);
}
async function reportCacheRejections(rejections, sinks) {
    if (rejections.length === 0)
        return;
    for (const rejected of rejections)
        sinks.annotations.warning(cacheRejectionMessage(rejected), { title: 'Harbourmaster: OpenCode tool cache entry rejected' });
    const lines = rejections.map((r) => `- ${(0,code_span/* codeSpan */.S)(r.dir)}: ${r.reason === 'binary-mismatch' ? 'not the pinned binary' : 'no pin for its package'} (${(0,code_span/* codeSpan */.S)(r.pkg)})`);
    const section = [
        '### OpenCode tool cache entry rejected',
        '',
        ...lines,
        '',
        'It was not run and was replaced by a fresh install. See the warning annotation for what to check.',
        '',
    ];
    // The annotations already say it; a summary GitHub refuses must not fail the run.
    await sinks.summary.append(section.join('\n')).catch((error) => {
        sinks.logger.event('sink', 'warning', { sink: 'job-summary', class: (0,errors/* toHarbourmasterError */.Fk)(error).failureClass });
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run/redacting-sinks.js
/**
 * Outputs, job summary and annotations carry PR paths and model-written text: everything they
 * receive is redacted once more, raw, before GitHub shows it. An annotation is a workflow command
 * the runner prints in the job log, so every property of it is text there too: `file=` holds a
 * pull request's path (a path can hold a token-shaped name), `title=` a finding's title. Each
 * string property and the message (also an Error's, which @actions/core would print as its
 * toString) are redacted here; @actions/core then escapes them as it always does.
 */
function redactingSinks(ports, redactor) {
    const text = (message) => redactor.redact(typeof message === 'string' ? message : message.toString());
    const props = (p) => {
        if (!p)
            return p;
        const out = { ...p };
        for (const key of Object.keys(out)) {
            const value = out[key];
            if (typeof value === 'string')
                Object.assign(out, { [key]: redactor.redact(value) });
        }
        return out;
    };
    return {
        outputs: { setOutput: (name, value) => ports.outputs.setOutput(name, typeof value === 'string' ? redactor.redact(value) : value) },
        summary: { append: (markdown) => ports.summary.append(redactor.redact(markdown)) },
        annotations: {
            warning: (message, p) => ports.annotations.warning(text(message), props(p)),
            error: (message, p) => ports.annotations.error(text(message), props(p)),
        },
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/effective-config.js
var effective_config = __nccwpck_require__(1272);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/team-shortfall.js
var team_shortfall = __nccwpck_require__(553);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run/conclude-review.js






/**
 * The conclusion of every run that got its settings, whatever the review
 * reached: the reviewers' execution receipt is read (a budget stop or an
 * incomplete team shows there), and publication/conclude.ts proves,
 * reports and decides the outcome from what the run returned.
 */
async function readExecutionReceipt(privateDir) {
    try {
        return run_config/* executionReceiptSchema */.io.parse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.execution), 'utf8')));
    }
    catch {
        return undefined;
    }
}
function usageOf(editor, receipt) {
    return {
        modelCalls: (editor?.usage.modelCalls ?? 0) + (receipt?.modelCalls ?? 0),
        unmeteredCalls: (editor?.usage.unmeteredCalls ?? 0) + (receipt?.unmeteredCalls ?? 0),
        tokensIn: (editor?.usage.tokensIn ?? 0) + (receipt?.tokensIn ?? 0),
        tokensOut: (editor?.usage.tokensOut ?? 0) + (receipt?.tokensOut ?? 0),
    };
}
/**
 * A reviewer team that ran past the budget fails the run even when the editor finished; not a run
 * that ends skipped (another run's review found at the POST): it posted nothing, and says why.
 */
function failureOf(ctx, end, receipt) {
    if (end.failure || end.skipped || !receipt?.extra?.budgetExceeded)
        return end.failure;
    return {
        error: new errors/* HarbourmasterError */.oN('model', `the token budget of ${ctx.settings.tokenBudget} tokens was reached while the specialists ran; their findings were not used (raise token-budget to review further)`),
        phase: 'budget',
    };
}
/**
 * The team's account for the conclusion: its receipt, or, when specialists were selected and the
 * editor finished without spawn_reviewers ever writing one, a team that never ran (the editor
 * skipped it, for example talked out of it by the pull request's text). A replay runs no team: the
 * recording run's account stands, so the replayed review ends as incomplete as it was.
 */
function teamAccount(ctx, end, receipt) {
    if (ctx.settings.replayFindings !== undefined)
        return end.replayedTeam;
    if (receipt?.extra)
        return receipt.extra;
    if (receipt || !end.editor || !end.prepared || end.prepared.specialists.length === 0)
        return undefined;
    return (0,team_shortfall/* teamNeverRan */.nc)(end.prepared.specialists.map((s) => s.name));
}
const instanceSuffix = (instance) => (instance === undefined ? '' : `-${instance}`);
/**
 * The earlier findings the conclusion decides: the prepared ledger with the verifier's answers
 * and the push's scope. The push tests conclude through it too, so they decide as the runner does.
 */
function concludeLedger(prepared, answers, alreadyTracked) {
    return {
        entries: prepared.ledger.entries,
        answers,
        alreadyTracked,
        ...(prepared.ledger.inBody ? { inBody: prepared.ledger.inBody } : {}),
        ended: prepared.ledger.ended,
        scope: {
            kind: prepared.delta.kind,
            reason: prepared.delta.reason,
            since: prepared.delta.since,
            reviewed: prepared.counts.staged,
            unchanged: prepared.unchangedSinceReview.length,
        },
    };
}
async function concludeReview(ctx, end) {
    const { settings, env, runId } = ctx;
    const { logger } = ctx.ports;
    const { prepared } = end;
    const privateDir = end.dirs?.privateDir;
    const receipt = privateDir ? await readExecutionReceipt(privateDir) : undefined;
    if (receipt?.extra && receipt.extra.status !== 'ok') {
        logger.event('reviewers', 'incomplete', {
            status: receipt.extra.status,
            errors: receipt.extra.errors.map((e) => `${e.agent}: ${e.error}`).join('; ') || undefined,
            overflow: receipt.extra.overflowPatches.length || undefined,
        });
    }
    const replaying = settings.replayFindings !== undefined;
    const team = teamAccount(ctx, end, receipt);
    const input = {
        owner: env.repository.owner,
        repo: env.repository.repo,
        pullNumber: prepared?.pr.number ?? end.pullNumber,
        mode: settings.mode,
        blockingSeverity: settings.blockingSeverity,
        // A replay makes no model call by design; strict-runtime is about review runs.
        strictRuntime: settings.strictRuntime && !replaying,
        expectedLogin: settings.expectedBotLogin,
        runId: end.publicationRunId,
        headSha: prepared?.headSha ?? '',
        marker: end.marker,
        snapshot: end.snapshot,
        privateDir,
        ledger: prepared ? concludeLedger(prepared, receipt?.extra?.earlier, receipt?.extra?.known ?? 0) : undefined,
        exclusions: prepared?.exclusions ?? [],
        caps: prepared?.caps ?? [],
        figures: { ...usageOf(end.editor, receipt), durationMs: Date.now() - ctx.started },
        // Two steps of one job share RUNNER_TEMP and the run id: each instance writes its own files.
        findingsPath: (0,external_node_path_.join)(env.runnerTemp, `harbourmaster-findings-${runId}${instanceSuffix(settings.instance)}.json`),
        sarifPath: (0,external_node_path_.join)(env.runnerTemp, `harbourmaster-${runId}${instanceSuffix(settings.instance)}.sarif`),
        maxComments: prepared ? (0,effective_config/* effectiveConfig */.k3)(settings, prepared.base.config).maxComments : settings.maxComments,
        failure: failureOf(ctx, end, receipt),
        publicationFailure: end.publicationFailure,
        team,
        skippedReason: end.skipped?.reason,
        existingReviewId: end.skipped?.reviewId,
        ...(end.landed ? { landed: end.landed } : {}),
        pullRequestUrl: prepared?.pr.htmlUrl,
        verifyDelaysMs: ctx.ports.verifyDelaysMs,
        lifecycleTrack: ctx.registry.lifecycle,
        incomplete: (0,team_shortfall/* teamShortfall */.DY)(team, { tokenBudget: settings.tokenBudget, reasons: true }),
        // A run with findings ran OpenCode, so provisioning is done and every entry it refused is known here.
        reservedWarnings: ctx.registry.cacheRejections.length,
        files: prepared?.listed,
        base: prepared
            ? {
                ...prepared.base,
                specialists: [...prepared.specialists, { name: 'verifier', guidance: prepared.verifierGuidance }].map((s) => ({
                    name: s.name,
                    sources: s.guidance.applied.map((a) => a.source),
                    bytes: s.guidance.bytes,
                    cut: s.guidance.cut.map((c) => c.source),
                })),
            }
            : undefined,
    };
    const { concludeRun } = await Promise.all(/* import() */[__nccwpck_require__.e(98), __nccwpck_require__.e(481), __nccwpck_require__.e(69), __nccwpck_require__.e(7)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8007));
    return concludeRun(ctx.conclude, input);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var src_schemas = __nccwpck_require__(8816);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/event.js



const sha = src_schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/, 'a 40-character hex commit SHA');
const payloadSchema = src_schemas/* object */.Ikc({
    action: src_schemas/* string */.YjP(),
    number: src_schemas/* number */.aig().int().positive(),
    pull_request: src_schemas/* object */.Ikc({
        number: src_schemas/* number */.aig().int().positive(),
        draft: src_schemas/* boolean */.zMY().optional(),
        head: src_schemas/* object */.Ikc({ sha, repo: src_schemas/* object */.Ikc({ full_name: src_schemas/* string */.YjP() }).nullable() }),
        base: src_schemas/* object */.Ikc({ sha, repo: src_schemas/* object */.Ikc({ full_name: src_schemas/* string */.YjP() }) }),
    }),
});
function parsePullRequestEvent(eventName, payload) {
    if (eventName === 'pull_request_target') {
        // pull_request_target runs with a write token and secrets in the base
        // repository's context while the PR text and diff come from anyone; feeding
        // that to agents hands attacker-controlled input a privileged run.
        throw new errors/* ConfigurationError */.j1("Harbourmaster refuses the 'pull_request_target' event: it runs with write access and secrets on untrusted fork content. Trigger the workflow with 'on: pull_request' instead.", 'GITHUB_EVENT_NAME');
    }
    if (eventName === 'merge_group') {
        throw new errors/* SkipRun */.x7("this run was triggered by 'merge_group' (a merge queue re-running the required checks); Harbourmaster reviews each pull request on its 'pull_request' events, so the merge queue's commit is not reviewed again");
    }
    if (eventName !== 'pull_request') {
        throw new errors/* ConfigurationError */.j1(`Harbourmaster reviews pull requests and must be triggered by 'on: pull_request'; this run was triggered by '${eventName}'.`, 'GITHUB_EVENT_NAME');
    }
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? issue.path.join('.') || '(root)' : '(root)';
        throw new errors/* ConfigurationError */.j1(`The pull_request event payload is not usable: field '${where}' ${issue?.message ?? 'is invalid'}. Expected a pull_request webhook payload with number, head.sha and base.repo.`, 'GITHUB_EVENT_PATH');
    }
    const { action, pull_request: pr } = parsed.data;
    return {
        action,
        number: pr.number,
        expectedHeadSha: pr.head.sha,
        baseRepoFullName: pr.base.repo.full_name,
        headRepoFullName: pr.head.repo?.full_name,
        draft: pr.draft ?? false,
    };
}
async function readPullRequestEvent(env) {
    let text;
    try {
        text = await (0,promises_.readFile)(env.eventPath, 'utf8');
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`Cannot read the event payload at GITHUB_EVENT_PATH (${env.eventPath}).`, 'GITHUB_EVENT_PATH', { cause: error });
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1('The event payload at GITHUB_EVENT_PATH is not JSON.', 'GITHUB_EVENT_PATH', { cause: error });
    }
    return parsePullRequestEvent(env.eventName, payload);
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/gate.js
var context_gate = __nccwpck_require__(3434);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/secrets-gate.js
/**
 * No secrets, no spend: decided before any OpenCode process starts, from the
 * settings and the workflow's actor alone (no I/O).
 *
 * When does a run need a provider key?
 * - Without `provider-base-url` the model's provider is a hosted one that
 *   authenticates every request, so an empty `provider-api-key` can only end
 *   in a failed first model call: the run is skipped instead.
 * - With `provider-base-url` the run talks to a gateway the workflow chose; a
 *   gateway on a private network may need no key, so an empty key is allowed.
 * - Dependabot: runs started by `dependabot[bot]` get no repository secrets
 *   (only Dependabot secrets) and a read-only token by default. Without a key
 *   such a run is skipped whatever the provider, because an empty key there is
 *   almost always a secret that was never made available to Dependabot; a
 *   keyless gateway can be used on Dependabot runs by passing any non-empty value.
 * - A pull request from a branch of the repository itself (not a fork, not Dependabot) is given
 *   the repository's secrets, so an empty key there is a secret that does not exist or is empty
 *   (a misspelt name, a secret of another repository or of an environment the job does not use).
 *   That is a configuration error, in every mode: the same workflow's fork runs stay green skips,
 *   but a green skip here would pass a required check on every branch of the repository unreviewed.
 */
const DEPENDABOT_LOGIN = 'dependabot[bot]';
const publishes = (mode) => mode === 'comment' || mode === 'blocking';
/** The skip reason for a run that could not reach its model, or undefined when it may proceed. */
function missingSecretReason(facts) {
    if (facts.providerApiKey)
        return undefined;
    const provider = facts.model.split('/')[0] ?? facts.model;
    if (facts.actor?.toLowerCase() === DEPENDABOT_LOGIN) {
        const token = publishes(facts.mode)
            ? ` Dependabot's GITHUB_TOKEN is read-only unless the workflow grants 'pull-requests: write'; without that, use mode: silent or check-only.`
            : '';
        return (`this run was started by ${DEPENDABOT_LOGIN}, which gets no repository secrets, so provider-api-key is empty. ` +
            `To review dependency updates, add the provider key as a Dependabot secret (Settings > Secrets and variables > Dependabot) under the same name.${token}`);
    }
    if (facts.providerBaseUrl)
        return undefined;
    if (facts.sameRepository) {
        return (`provider-api-key is empty, though this pull request comes from a branch of this repository, which is given the repository's secrets: ` +
            `the secret the workflow passes in provider-api-key does not exist or is empty (check its name in provider-api-key: \${{ secrets.YOUR_KEY }}). ` +
            `Add the key of the provider '${provider}' of model ${facts.model} under Settings > Secrets and variables > Actions, or give the job the environment that holds it. ` +
            `Nothing was reviewed.`);
    }
    return (`provider-api-key is empty and the provider '${provider}' of model ${facts.model} needs a key. ` +
        `Pass it from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}); runs without secrets (forks, Dependabot) get an empty value. ` +
        `A gateway that needs no key is configured with provider-base-url.`);
}
/** An empty key that is a missing secret rather than a run GitHub gives no secrets: a configuration error. */
function missingSecretIsMisconfiguration(facts) {
    return missingSecretReason(facts) !== undefined && facts.sameRepository === true && facts.actor?.toLowerCase() !== DEPENDABOT_LOGIN;
}
/**
 * What can be told about the token's write access before the model runs.
 * Only a classic personal access token (or OAuth token) reveals it: GitHub
 * lists its scopes in x-oauth-scopes on every answer, and a review needs
 * `repo` (`public_repo` suffices on a public repository). GITHUB_TOKEN,
 * GitHub App and fine-grained tokens reveal nothing in advance (GitHub names
 * the permission an endpoint wants only in the 403 that refuses it), so for
 * them a refusal is found at the review POST and reported as `configuration`.
 * The token's own prefix says which kind it is (`ghp_` classic, `gho_` OAuth):
 * other kinds may carry the header with an empty list, which must not read as
 * "a classic token with no scope" and stop every GITHUB_TOKEN run.
 */
function classicTokenWriteProblem(scopes, mode, token) {
    if (scopes === undefined || !publishes(mode) || !/^gh[po]_/.test(token))
        return undefined;
    const granted = scopes
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (granted.includes('repo') || granted.includes('public_repo'))
        return undefined;
    return (`the github-token is a classic token with the scopes '${granted.join(', ') || '(none)'}', which cannot post a review in mode ${mode}; ` +
        `give it the repo scope (public_repo for a public repository), use \${{ github.token }} with permissions: pull-requests: write, or use mode: silent or check-only`);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run/gate.js






/** The saved record is read before anything else, so a bad path fails the run as `configuration` at once. */
async function loadReplay(path, env, instance) {
    const [{ loadReviewRecord, checkRecordInstance }, { runReplayPhase }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(98), __nccwpck_require__.e(139)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7139)),
        Promise.all(/* import() */[__nccwpck_require__.e(98), __nccwpck_require__.e(781)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3781)),
    ]);
    const record = await loadReviewRecord((0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(env.workspace ?? process.cwd(), path));
    checkRecordInstance(record, instance);
    return { record, run: runReplayPhase };
}
/** Throws SkipRun when the run may not spend anything; decided before anything is provisioned or started. */
async function gateRun(ctx, event) {
    const { settings, env } = ctx;
    const replay = settings.replayFindings ? await loadReplay(settings.replayFindings, env, settings.instance) : undefined;
    // No secrets, no spend. A replay spends nothing.
    const facts = {
        actor: env.actor,
        mode: settings.mode,
        model: settings.model,
        providerApiKey: settings.providerApiKey,
        providerBaseUrl: settings.providerBaseUrl,
        sameRepository: !(0,context_gate/* isFork */.B0)(event),
    };
    const noSecrets = replay ? undefined : missingSecretReason(facts);
    if (noSecrets) {
        // A same-repository run was given the secrets: its empty key is a missing secret, a configuration
        // error in every mode (a green skip would pass a required check on every branch unreviewed),
        // unless the event already says this run reviews nothing (a draft, a closing event): a warning then.
        const misconfigured = missingSecretIsMisconfiguration(facts);
        if (misconfigured && !(0,context_gate/* skipForeseen */.ze)(event, settings)) {
            ctx.ports.logger.event('gate', 'fail', { pr: event.number, class: 'configuration', reason: noSecrets, actor: env.actor, same_repository: true });
            throw new errors/* ConfigurationError */.j1(noSecrets, 'provider-api-key');
        }
        ctx.ports.logger.event('gate', 'skip', { pr: event.number, reason: noSecrets, actor: env.actor, same_repository: misconfigured || undefined });
        if (misconfigured)
            ctx.ports.annotations.warning(noSecrets);
        throw new errors/* SkipRun */.x7(noSecrets);
    }
    return { replay, publicationRunId: replay?.record.run.id ?? ctx.runId };
}
function checkoutOf(env, privateDirs) {
    const workspace = env.workspace;
    if (!workspace || !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, '.git')))
        return undefined;
    const root = (0,external_node_path_.resolve)(workspace);
    // A workspace that contains our private directories would expose them to the code-quality reviewer.
    if (privateDirs.some((dir) => (0,external_node_path_.resolve)(dir).startsWith(root + external_node_path_.sep)))
        return undefined;
    return root;
}
/**
 * The stage and private directories exist before prepare so both OpenCode servers can boot
 * (granted the empty stage) while prepare waits on GitHub; they hold nothing until the gate passed.
 */
async function makeRunDirs(ctx) {
    const { env, registry } = ctx;
    const { createStageDir } = await __nccwpck_require__.e(/* import() */ 391).then(__nccwpck_require__.bind(__nccwpck_require__, 3391));
    const [privateDir, stageDir] = await Promise.all([(0,promises_.mkdtemp)((0,external_node_path_.join)(env.runnerTemp, 'hm-private-')), createStageDir(env.runnerTemp)]);
    registry.privateDir = privateDir;
    registry.stageDir = stageDir;
    return { privateDir, stageDir, checkoutDir: checkoutOf(env, [privateDir, stageDir]) };
}
async function gatherEvidence(ctx, prepared) {
    const { settings, env } = ctx;
    const { logger, redactor } = ctx.ports;
    if (!settings.testCommand && settings.testResults.length === 0)
        return;
    const { evidenceNote, gatherTestEvidence } = await Promise.all(/* import() */[__nccwpck_require__.e(512), __nccwpck_require__.e(335)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3335));
    const changed = [...prepared.allowlist, ...prepared.exclusions.map((e) => e.path)];
    const runCommand = settings.testCommand
        ? async () => (await Promise.all(/* import() */[__nccwpck_require__.e(512), __nccwpck_require__.e(62)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9062))).runTestCommand({ settings, env, prepared, changed, logger, redactor, registry: ctx.registry })
        : undefined;
    // What the pull request itself commits is its own data: a report among those files is never evidence (collect-results.ts).
    const committed = {
        paths: new Set([...prepared.listed].filter(([, file]) => !file.removed).map(([path]) => path)),
        listedAll: prepared.counts.listedFiles >= prepared.counts.changedFiles,
    };
    const evidence = await gatherTestEvidence({
        settings,
        workspace: env.workspace,
        stageDir: prepared.stageDir,
        changed,
        committed,
        logger,
        redactor,
        runCommand,
    });
    prepared.testEvidenceNote = evidenceNote(evidence);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run/review-pull-request.js








async function settle(work) {
    try {
        return { ok: true, value: await work() };
    }
    catch (error) {
        return { ok: false, error };
    }
}
/** A skip (SkipRun, from the gate or prepare) ends the run green; anything else is a failure of `phase`. */
function stopped(error, phase) {
    return error instanceof errors/* SkipRun */.x7 ? { skipped: error } : { failure: { error, phase } };
}
/**
 * Code the first telemetry line does not need is imported when its phase
 * begins, so the line appears before the 2 MB bundle is evaluated whole
 * (341 ms to the first line on a loaded runner when everything loaded first).
 */
async function loadLaterPhases() {
    const [verify] = await Promise.all([Promise.all(/* import() */[__nccwpck_require__.e(69), __nccwpck_require__.e(310)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5069)), Promise.all(/* import() */[__nccwpck_require__.e(133), __nccwpck_require__.e(48), __nccwpck_require__.e(417)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1417)), Promise.all(/* import() */[__nccwpck_require__.e(98), __nccwpck_require__.e(481), __nccwpck_require__.e(69), __nccwpck_require__.e(7)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8007))]);
    return { makeMarker: verify.makeMarker, snapshotReviews: verify.snapshotReviews };
}
async function reviewPullRequest(ctx) {
    const { settings, env, registry, github, ports } = ctx;
    const start = { pullNumber: 0, publicationRunId: ctx.runId, marker: '' };
    const event = await settle(() => readPullRequestEvent(env));
    if (!event.ok) {
        if (event.error instanceof errors/* SkipRun */.x7)
            ports.logger.event('gate', 'skip', { trigger: env.eventName, reason: event.error.reason });
        return { ...start, ...stopped(event.error, 'context') };
    }
    ports.logger.addContext({ pr: event.value.number });
    registry.pullNumber = event.value.number;
    const gate = await settle(() => gateRun(ctx, event.value));
    if (!gate.ok)
        return { ...start, pullNumber: event.value.number, ...stopped(gate.error, 'context') };
    const gated = { ...start, pullNumber: event.value.number, publicationRunId: gate.value.publicationRunId };
    registry.enter('prepare');
    // Provisioning does not depend on prepare's result, so it runs beside it, unless the event already
    // announces a skip (a push to a draft): then only a live PR that disagrees gets OpenCode. A replay starts none.
    const foreseen = gate.value.replay ? undefined : (0,context_gate/* skipForeseen */.ze)(event.value, settings);
    if (foreseen)
        ports.logger.event('runtime', 'deferred', { reason: foreseen });
    const runtime = await settle(async () => (gate.value.replay || foreseen ? undefined : startRuntime(ctx)));
    if (!runtime.ok)
        return { ...gated, ...stopped(runtime.error, 'context') };
    const dirs = await settle(() => makeRunDirs(ctx));
    if (!dirs.ok)
        return { ...gated, runtime: runtime.value, ...stopped(dirs.error, 'context') };
    const opened = { ...gated, runtime: runtime.value, dirs: dirs.value };
    // The sandboxed test command runs before any OpenCode process exists (docs/security.md#test-evidence), so with it the servers boot after the tests.
    if (!settings.testCommand)
        runtime.value?.boot(dirs.value);
    const prepare = ports.phases?.prepare ?? (await Promise.all(/* import() */[__nccwpck_require__.e(391), __nccwpck_require__.e(975)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9975))).prepare;
    const preparing = settle(() => prepare({
        settings,
        env,
        event: event.value,
        rest: github.rest,
        graphql: github.graphql,
        logger: ports.logger,
        stats: github.stats,
        redactor: ports.redactor,
        stageDir: dirs.value.stageDir,
    }));
    // Later phases' code (publication, the OpenCode SDK) loads while prepare waits on GitHub.
    const later = loadLaterPhases();
    later.catch(() => undefined);
    const prepared = await preparing;
    if (!prepared.ok)
        return { ...opened, ...stopped(prepared.error, 'context') };
    registry.stageDir = prepared.value.stageDir;
    registry.headSha = prepared.value.headSha;
    // A foreseen skip the live PR did not confirm (marked ready since the push): the runtime starts now.
    const late = await settle(async () => runtime.value ?? (gate.value.replay ? undefined : startRuntime(ctx)));
    if (!late.ok)
        return { ...opened, prepared: prepared.value, ...stopped(late.error, 'context') };
    const staged = { ...opened, runtime: late.value, prepared: prepared.value };
    const ready = await settle(async () => {
        const cannotWrite = classicTokenWriteProblem(github.stats.tokenScopes, settings.mode, settings.githubToken);
        if (cannotWrite)
            throw new errors/* ConfigurationError */.j1(cannotWrite, 'github-token');
        if (!gate.value.replay)
            await gatherEvidence(ctx, prepared.value);
        late.value?.boot(dirs.value);
        return later;
    });
    if (!ready.ok)
        return { ...staged, ...stopped(ready.error, 'review') };
    const marker = ready.value.makeMarker(gate.value.publicationRunId, prepared.value.headSha, settings.instance);
    const target = { owner: env.repository.owner, repo: env.repository.repo, pullNumber: prepared.value.pr.number };
    const snapshot = await settle(async () => settings.mode === 'comment' || settings.mode === 'blocking' ? ready.value.snapshotReviews(github.rest, target, prepared.value.headSha) : undefined);
    if (!snapshot.ok)
        return { ...staged, marker, ...stopped(snapshot.error, 'review') };
    const marked = { ...staged, marker, snapshot: snapshot.value };
    registry.enter('runtime');
    const reviewed = await settle(() => review(ctx, { gated: gate.value, prepared: prepared.value, dirs: dirs.value, runtime: late.value, marker }));
    if (!reviewed.ok)
        return { ...marked, ...stopped(reviewed.error, 'review') };
    return { ...marked, ...reviewed.value };
}
function startRuntime(ctx) {
    const { ports, registry } = ctx;
    const input = {
        settings: ctx.settings,
        env: ctx.env,
        layout: ports.layout,
        sourceEnv: ports.env,
        logger: ports.logger,
        onOutput: ports.onOpencodeOutput,
        secrets: ports.redactor,
        warmUpBoundMs: ports.warmUpBoundMs,
        onRuntimeParent: (dir) => void (registry.runtimeParent = dir),
        assertLive: () => registry.assertLive(),
        onCacheRejected: (rejected) => void registry.cacheRejections.push(rejected),
    };
    const substitute = ports.phases?.startReview;
    return substitute ? substitute(input) : Promise.all(/* import() */[__nccwpck_require__.e(133), __nccwpck_require__.e(48), __nccwpck_require__.e(777)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1777)).then(({ startReviewRuntime }) => startReviewRuntime(input));
}
/** The review itself (OpenCode, or the replay's publisher), and what it means for the outcome. */
async function review(ctx, step) {
    const { settings, env, registry, github, ports } = ctx;
    const { prepared, dirs, marker } = step;
    const replay = step.gated.replay;
    if (replay) {
        // The publisher is the replay's whole review: a cancellation from here on is one during publication.
        registry.enter('review');
        const replaying = (ports.phases?.replay ?? replay.run)({
            settings,
            env,
            prepared,
            record: replay.record,
            runId: step.gated.publicationRunId,
            privateDir: dirs.privateDir,
            marker,
            rest: github.rest,
            graphql: github.graphql,
            logger: ports.logger,
            layout: ports.layout,
            sourceEnv: ports.env,
            onOutput: ports.onOpencodeOutput,
            assertLive: () => registry.assertLive(),
        });
        const replayedTeam = replay.record.team;
        // The only skip a replay throws: its recorded review is already on GitHub, and that review's findings stand.
        const replayed = await replaying.catch((error) => {
            if (error instanceof errors/* SkipRun */.x7)
                return { skipped: error };
            throw error;
        });
        if ('skipped' in replayed)
            return { replayedTeam, skipped: replayed.skipped, landed: { findings: replay.record.findings } };
        if (replayed.ok)
            return { replayedTeam };
        // Another run's review on this head, found at the POST: the replay posted nothing and ends skipped, as an editor run does.
        const skipped = await readPublicationSkip(dirs.privateDir, step.gated.publicationRunId);
        if (skipped)
            return { replayedTeam, skipped };
        // The replay publishes through publish_review's session: a refusal it named (a read-only token) outranks its generic result.
        const refused = await readPublicationFailure(dirs.privateDir, step.gated.publicationRunId);
        return { replayedTeam, failure: { error: refused ?? replayed.error, phase: replayed.phase } };
    }
    if (!step.runtime)
        throw new errors/* HarbourmasterError */.oN('internal', 'the runtime was not started');
    const phase = await step.runtime.review({ prepared, dirs, marker, onEditorStarted: () => registry.enter('review') });
    const editor = phase.editor;
    // Another run's review on this head, found at the POST: the run posted nothing and ends skipped.
    const skipped = await readPublicationSkip(dirs.privateDir, ctx.runId);
    if (skipped)
        return { editor, skipped };
    // A refusal the workflow must fix (a read-only token) ends the run now; any other failed POST
    // explains the run only if no review is proven (a later attempt, or GitHub, may have stored one).
    const refused = await readPublicationFailure(dirs.privateDir, ctx.runId);
    if (refused instanceof errors/* ConfigurationError */.j1)
        return { editor, failure: { error: refused, phase: 'publication' } };
    const publicationFailure = refused;
    if (!phase.ok)
        return { editor, publicationFailure, failure: { error: phase.error, phase: phase.phase } };
    if (phase.editor.budgetExceeded) {
        return {
            editor,
            publicationFailure,
            failure: {
                error: new errors/* HarbourmasterError */.oN('model', `the token budget of ${settings.tokenBudget} tokens was reached; the review stopped early (raise token-budget to review further)`),
                phase: 'budget',
            },
        };
    }
    return { editor, publicationFailure };
}
/**
 * publish_review's account of its last failed POST: a refusal the workflow
 * must fix (a read-only token), GitHub's own failure, or a policy refusal.
 * Without it the runner would only see an unproven publication.
 */
async function readPublicationFailure(privateDir, runId) {
    try {
        const failure = run_config/* publicationFailureSchema */.uN.parse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.publicationFailure), 'utf8')));
        if (failure.runId !== runId)
            return undefined;
        if (failure.failureClass === 'configuration')
            return new errors/* ConfigurationError */.j1(failure.message, 'github-token');
        return failure.failureClass === 'policy' ? new errors/* PolicyError */.pn(failure.message) : new errors/* GitHubError */.y_(failure.message, undefined);
    }
    catch {
        return undefined;
    }
}
/** publish_review's account of a review another run proved on this head before this run could post. */
async function readPublicationSkip(privateDir, runId) {
    try {
        const skip = run_config/* publicationSkipSchema */.Dt.parse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.publicationSkipped), 'utf8')));
        return skip.runId === runId ? new errors/* SkipRun */.x7(skip.reason, { reviewId: skip.reviewId }) : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run-action.js












/**
 * One run of the action, phase by phase: settings -> context (client,
 * registry) -> review of the pull request (event, gate, prepare, snapshot,
 * OpenCode; src/run/review-pull-request.ts) -> conclude (verify, lifecycle,
 * outcome, sinks). Each phase is a function of what the earlier ones
 * returned. Every path ends in the conclusion so outputs, the job summary
 * and the summary telemetry line exist on success, skip and failure alike;
 * a `finally` removes the stage, private and runtime directories.
 */
async function runAction(ports) {
    const started = Date.now();
    const read = await readRun(ports);
    if (!read.ok)
        return reportEarlyFailure(ports, read, started);
    const ctx = await openRun(ports, read.settings, read.env, started);
    const end = await reviewPullRequest(ctx);
    // A skipped run, or one whose prepare failed, stops the servers booted for it (no model call was made).
    await end.runtime?.stop();
    ctx.registry.enter('conclude');
    try {
        const concluded = await concludeReview(ctx, end);
        ctx.registry.provenReviewId = concluded.proof?.reviewId;
        return { earlyFailure: undefined, concluded };
    }
    finally {
        // Disposing waits for provisioning, so every entry it refused is known here, whatever the run's path.
        await removeRun(end);
        await reportCacheRejections(ctx.registry.cacheRejections, ctx.conclude);
    }
}
/** Inputs, environment and runner, read once; the secrets among them are redacted from here on. */
async function readRun(ports) {
    let settings;
    try {
        settings = (0,config_settings/* readSettings */.sb)(ports.readInput);
        ports.redactor.add(settings.githubToken);
        ports.redactor.add(settings.providerApiKey);
        (0,input_names/* checkInputNames */.z)(ports.env);
        const env = readEnvironment(ports.env);
        const host = ports.host ?? (0,runner_host/* realRunnerHost */.L7)();
        (0,runner_host/* checkRunner */.RI)(host, settings);
        (0,runner_host/* checkTestMemory */.m8)(host, settings);
        await checkRunnerTemp(env.runnerTemp, ports.env);
        const { checkPinnedPlatform, needsInstall } = await Promise.all(/* import() */[__nccwpck_require__.e(133), __nccwpck_require__.e(518)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6518));
        const { cacheDir } = await __nccwpck_require__.e(/* import() */ 133).then(__nccwpck_require__.bind(__nccwpck_require__, 6133));
        await checkPinnedPlatform({ actionRoot: ports.layout.root, host: ports.host });
        await (0,runner_host/* checkRunnerPrograms */.O8)(ports.env.PATH, async () => {
            const options = { actionRoot: ports.layout.root, toolCache: env.toolCache, host: ports.host };
            return { needed: await needsInstall(options), at: env.toolCache ? cacheDir({ toolCache: env.toolCache, fallbackDir: '' }) : 'RUNNER_TOOL_CACHE is unset' };
        });
        return { ok: true, settings, env };
    }
    catch (error) {
        return { ok: false, error: (0,errors/* toHarbourmasterError */.Fk)(error), mode: settings?.mode };
    }
}
/** Nothing was read from GitHub yet: every output, the job summary and the summary line still say so. */
async function reportEarlyFailure(ports, read, started) {
    const { reportUnconcluded } = await Promise.all(/* import() */[__nccwpck_require__.e(481), __nccwpck_require__.e(42)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3042));
    const { registry } = ports;
    const sinks = {
        outputs: ports.outputs,
        summary: ports.summary,
        logger: ports.logger,
        redact: (text) => ports.redactor.redact(text),
        // As for a concluded run: a signal during the job summary's write leaves this failure standing.
        onResult: registry && ((result) => registry.commitResult(result)),
        onSummaryLogged: registry && (() => registry.summaryLogged()),
    };
    await reportUnconcluded(sinks, { failure: read.error, mode: read.mode, ms: Date.now() - started, beforeReview: true });
    return { concluded: undefined, earlyFailure: read.error };
}
async function openRun(ports, settings, env, started) {
    const { logger, redactor } = ports;
    const runId = `${env.runId}-${env.runAttempt}`;
    const registry = ports.registry ?? new run_registry/* RunRegistry */.t();
    registry.mode = settings.mode;
    logger.addContext({ run: runId });
    registry.runId = runId;
    logger.event('run', 'start', { mode: settings.mode, repo: `${env.repository.owner}/${env.repository.repo}`, instance: settings.instance });
    const { createGitHubClient } = await __nccwpck_require__.e(/* import() */ 928).then(__nccwpck_require__.bind(__nccwpck_require__, 2928));
    const { proxyFetchFor } = await __nccwpck_require__.e(/* import() */ 60).then(__nccwpck_require__.bind(__nccwpck_require__, 6060));
    const github = createGitHubClient({
        token: settings.githubToken,
        apiUrl: env.apiUrl,
        logger,
        fetch: await proxyFetchFor(env.apiUrl, logger),
        ...ports.githubTiming,
    });
    const conclude = {
        rest: github.rest,
        graphql: github.graphqlWrites,
        writes: github.checkedWrites,
        ...redactingSinks(ports, redactor),
        logger,
        redact: (text) => redactor.redact(text),
        // Only a result committed before any signal stands: once a cancellation began, the run's ports
        // were silent (no outputs, no summary), and a conclusion reached because the cancellation ended a
        // child (the replay publisher, "exit -1") must leave the report to the cancellation. Committed in
        // the tick the job summary's write begins, so a signal during that write leaves the result standing.
        onResult: (decision) => registry.commitResult(decision),
        // Written while the run was live: the cancellation must not write it again. Once cancelled the
        // run's logger dropped it, and the cancellation writes it as committed above.
        onSummaryLogged: () => registry.summaryLogged(),
    };
    return { ports, settings, env, runId, registry, github, conclude, started };
}
/** Receipts, the stage and the runtime roots live only for this attempt. */
async function removeRun(end) {
    if (end.dirs) {
        await (0,promises_.rm)(end.dirs.privateDir, { recursive: true, force: true }).catch(() => undefined);
        await (0,promises_.rm)(end.dirs.stageDir, { recursive: true, force: true }).catch(() => undefined);
    }
    await end.runtime?.dispose();
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/run/live-ports.js
function livePorts(raw, live) {
    let inFlight = Promise.resolve();
    const summary = {
        append: (markdown) => {
            if (!live())
                return Promise.resolve();
            const written = raw.summary.append(markdown);
            inFlight = written.catch(() => undefined);
            return written;
        },
    };
    return {
        run: { outputs: { setOutput: (name, value) => void (live() && raw.outputs.setOutput(name, value)) }, summary },
        cancellation: {
            outputs: raw.outputs,
            summary: {
                append: async (markdown) => {
                    await inFlight;
                    await raw.summary.append(markdown);
                },
            },
        },
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/publication/run-annotation.js
var run_annotation = __nccwpck_require__(1951);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/command-safe-output.js + 1 modules
var command_safe_output = __nccwpck_require__(7476);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/main.js










/**
 * The action's entry: real ports around runAction. Every failure reaches
 * setFailed normalised, with its class; a thrown non-Error is `internal`,
 * never a green run.
 *
 * @actions/core (with the HTTP client it bundles, most of the runner bundle's
 * weight) is not needed for the first telemetry line, so it loads beside the
 * run: output and annotation calls made before it is ready wait in order and
 * are flushed before the run's result is reported.
 */
class DeferredCore {
    onLateFailure;
    core;
    queued = [];
    ready;
    /** `onLateFailure`: queued calls that threw once the core loaded have no caller left to tell; named by their labels. */
    constructor(onLateFailure) {
        this.onLateFailure = onLateFailure;
        this.ready = Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(889)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1889)).then((core) => {
            this.core = core;
            let first;
            const failed = [];
            for (const { fn, label } of this.queued.splice(0)) {
                // One failed call (GITHUB_OUTPUT missing) must not cost the calls after it, nor reject `ready`, which setFailed awaits.
                try {
                    fn(core);
                }
                catch (error) {
                    first ??= { error };
                    failed.push(label);
                }
            }
            if (first)
                this.onLateFailure(first.error, failed);
            return core;
        });
    }
    /** Now, when the core is loaded (a throw reaches the caller), or once it is. */
    call(fn, label = '') {
        if (this.core)
            fn(this.core);
        else
            this.queued.push({ fn, label });
    }
}
/** A workflow command's data, escaped as the Actions toolkit does (%, CR, LF). */
function escapeCommandData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** core.getInput without options (not required, trimmed): `INPUT_<NAME>` with spaces as underscores. */
function readActionInput(name, env = process.env) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** One line to the job log (the step's stdout). */
const writeLine = (line) => void process.stdout.write(`${line}\n`);
/**
 * The run's redactor. The runner masks only `secrets.*` values by itself, not a token or key an
 * earlier step computed, and a process of the run may print one before it is redacted: every value the
 * run redacts is also masked there, before any process starts. The entry point holds it too, so
 * an error escaping the run is reported with what the run registered (last-resort.ts).
 */
function entryRedactor(write = writeLine) {
    return new redact/* Redactor */.pO((value) => write(`::add-mask::${escapeCommandData(value)}`));
}
/**
 * OpenCode's output in the job log: whole lines, redacted by the run's redactor (the runner's mask
 * hides the token and key only whole, never a cut start of one nor a credential of the pull
 * request), with workflow commands defused (it quotes the pull request and the model, and the
 * runner reads commands from every line).
 */
function opencodeJobOutput(redactor, sinks = {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
}) {
    return (0,command_safe_output/* commandSafeOpencodeOutput */.d1)(sinks, (text) => redactor.redact(text));
}
async function run(redactor = entryRedactor()) {
    const started = Date.now();
    const registry = new run_registry/* RunRegistry */.t();
    // Once a cancellation begins, the run's own lines, outputs and summary stop:
    // the cancellation handler alone reports, so no half-finished run claims an outcome.
    const live = () => !registry.cancelled;
    const write = writeLine;
    const logger = new LogfmtLogger((line) => live() && write(line), redactor);
    const cancelLogger = new LogfmtLogger(write, redactor);
    const opencodeOutput = opencodeJobOutput(redactor);
    // Only outputs are queued calls that can throw (annotations go to stdout): late failures are the outputs sink's warning.
    const deferred = new DeferredCore((error, outputs) => logger.event('sink', 'warning', { sink: 'outputs', class: (0,errors/* toHarbourmasterError */.Fk)(error).failureClass, outputs: outputs.join(',') }));
    const rawOutputs = { setOutput: (name, value) => deferred.call((core) => core.setOutput(name, value), name) };
    const annotations = {
        warning: (message, properties) => live() && deferred.call((core) => core.warning(message, properties)),
        error: (message, properties) => live() && deferred.call((core) => core.error(message, properties)),
    };
    const rawSummary = {
        append: async (markdown) => {
            await (await deferred.ready).summary.addRaw(markdown, true).write();
        },
    };
    // Silent once cancelled; the cancellation's summary waits for a write the run began before the signal.
    const reports = livePorts({ outputs: rawOutputs, summary: rawSummary }, live);
    const { outputs, summary } = reports.run;
    const uninstall = installCancellation({
        registry,
        logger: cancelLogger,
        ...reports.cancellation,
        started,
        exit: (code) => process.exit(code),
    });
    try {
        const result = await runAction({
            readInput: (name) => readActionInput(name),
            env: process.env,
            logger,
            redactor,
            outputs,
            summary,
            annotations,
            layout: actionLayout(import.meta.url),
            registry,
            // OpenCode's output goes to the job log (redacted, commands defused); the runner never parses it.
            onOpencodeOutput: (stream, chunk) => void (live() && opencodeOutput.onOutput(stream, chunk)),
        });
        opencodeOutput.flush();
        // A cancelled run is reported by the cancellation handler, which exits the process.
        if (!live())
            return;
        uninstall();
        const core = await deferred.ready;
        const note = (0,run_annotation/* runResultAnnotation */.E8)({ earlyFailure: result.earlyFailure, decision: result.concluded?.decision }, (text) => redactor.redact(text));
        if (note?.kind === 'failed')
            core.setFailed(note.message);
        else if (note?.kind === 'warning')
            core.warning(note.message);
    }
    catch (error) {
        if (!live())
            return;
        opencodeOutput.flush();
        // The handlers stay until this report is written: a signal during it is the cancellation's to
        // report (before the outputs, as cancelled; after them, under this failure), never a bare kill
        // that leaves neither a summary line nor a job summary.
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        const { reportUnconcluded } = await Promise.all(/* import() */[__nccwpck_require__.e(481), __nccwpck_require__.e(42)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3042));
        const sinks = {
            outputs,
            summary,
            logger,
            redact: (text) => redactor.redact(text),
            // A signal during the job summary's write leaves this failure standing, as after a conclusion.
            onResult: (result) => registry.commitResult(result),
            onSummaryLogged: () => registry.summaryLogged(),
        };
        await reportUnconcluded(sinks, { failure, mode: registry.mode, ms: Date.now() - started, beforeReview: false });
        // Cancelled meanwhile: the cancellation handler reports and exits with the signal's code.
        if (!live())
            return;
        uninstall();
        const core = await deferred.ready;
        core.setFailed((0,run_annotation/* fitRunMessage */.KI)(redactor.redact(`[${failure.failureClass}] ${failure.message}`), run_annotation/* WHOLE_IN_SUMMARY_LINE */.gt));
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/last-resort.js




/**
 * What reports an error that escaped run() itself (a throw inside its own failure reporting, a
 * rejection nothing awaited, an exception in a callback). Node would print it raw to stderr:
 * the token or the provider key in its message unredacted, and a line of it starting with `::`
 * run as a workflow command (`::stop-commands::` switching off the run's later masks). Instead
 * it becomes one redacted `run crashed` line and the step's error with its normalised class,
 * written as @actions/core's setFailed writes it (the message escaped, exit code 1) without
 * loading @actions/core, which may be what failed. The inputs' secrets are registered first: an
 * error before the run read them would otherwise meet a redactor without them. Reports once,
 * then ends the process as Node would have.
 */
function lastResort(ports) {
    let reported = false;
    return (error) => {
        if (reported)
            return;
        reported = true;
        try {
            ports.redactor.add(readActionInput('github-token', ports.env));
            ports.redactor.add(readActionInput('provider-api-key', ports.env));
            const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
            new LogfmtLogger(ports.write, ports.redactor).event('run', 'crashed', { class: failure.failureClass, reason: failure.message });
            // Within the runner's 4,096 characters, the class and the fix kept; the crashed line above has it whole.
            const message = (0,run_annotation/* fitRunMessage */.KI)(ports.redactor.redact(`[${failure.failureClass}] ${failure.message}`), run_annotation/* WHOLE_IN_CRASHED_LINE */.E6);
            ports.write(`::error::${escapeCommandData(message)}`);
        }
        finally {
            ports.exit(1);
        }
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/index.js


// Nothing leaves the process as Node's raw error print: whatever escapes the run is reported
// redacted, with its class, through the run's own redactor (last-resort.ts).
const redactor = entryRedactor();
const fail = lastResort({ redactor, write: writeLine, env: process.env, exit: (code) => process.exit(code) });
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
run(redactor).catch(fail);

