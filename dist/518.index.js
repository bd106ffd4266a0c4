export const id = 518;
export const ids = [518];
export const modules = {

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

/***/ 6518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPinnedPlatform: () => (/* binding */ checkPinnedPlatform),
  needsInstall: () => (/* binding */ needsInstall),
  ft: () => (/* binding */ provisionOpencode)
});

// UNUSED EXPORTS: describeNpmFailure, hasRipgrep, npmEnv

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/runner-host.js
var runner_host = __webpack_require__(1583);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/binary-hold.js
var binary_hold = __webpack_require__(9631);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/cache-entry.js
var cache_entry = __webpack_require__(6133);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/binary-pins.js
var binary_pins = __webpack_require__(1358);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/env.js
var runtime_env = __webpack_require__(1125);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/reviewer-pids.js
var reviewer_pids = __webpack_require__(8123);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/tool-exec.js



const MAX_STDOUT = 16 * 1024 * 1024;
const STDERR_TAIL = 64 * 1024;
/** Never the runner's own environment: an allowlist (buildToolEnv) unless the caller passes one. */
const defaultExec = (file, args, options) => new Promise((resolve, reject) => {
    const child = (0,external_node_child_process_.spawn)(file, args, { cwd: options.cwd, env: options.env ?? (0,runtime_env/* buildToolEnv */._4)(process.env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const group = child.pid;
    if (group !== undefined)
        (0,reviewer_pids/* registerProcessGroup */.ET)(group, file);
    let stdout = '';
    let stderr = '';
    let killed = false;
    const kill = () => {
        killed = true;
        try {
            if (group !== undefined)
                process.kill(-group, 'SIGTERM');
        }
        catch {
            // Already gone.
        }
    };
    const timer = setTimeout(kill, options.timeoutMs);
    child.stdout.on('data', (chunk) => {
        stdout += chunk.toString('utf8');
        if (stdout.length > MAX_STDOUT)
            kill();
    });
    child.stderr.on('data', (chunk) => void (stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)));
    const settle = () => {
        clearTimeout(timer);
        if (group !== undefined)
            (0,reviewer_pids/* forgetProcessGroup */.gl)(group);
    };
    child.once('error', (error) => {
        settle();
        reject(error);
    });
    child.once('close', (code, signal) => {
        settle();
        if (code === 0 && !killed)
            return resolve({ stdout });
        const failure = Object.assign(new Error(`Command failed: ${file} ${args.join(' ')}`), { code, signal, killed, stderr });
        reject(failure);
    });
});

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/trusted-config.js
var trusted_config = __webpack_require__(7231);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/provision.js











async function hasRipgrep(path = process.env.PATH) {
    for (const dir of (path ?? '').split(':').filter((d) => d !== '')) {
        if (await (0,cache_entry/* exists */.t2)((0,external_node_path_.join)(dir, 'rg'), promises_.constants.X_OK))
            return true;
    }
    return false;
}
async function installedVersion(packageJson) {
    try {
        const parsed = JSON.parse(await (0,promises_.readFile)(packageJson, 'utf8'));
        return typeof parsed.version === 'string' ? parsed.version : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The binary's version. Its own platform package (…/<pkg>/bin/opencode ->
 * …/<pkg>/package.json) declares it: when that says the pinned version the
 * binary is not executed, because `opencode --version` starts the 185 MB
 * binary and cost about 2.8 s of a loaded runner's start. The binary's first
 * real run is the editor server moments later, and a binary that does not run
 * fails there with class `opencode` just the same. A missing or different
 * manifest (a hand-made or tampered install) falls back to asking the binary.
 */
async function verify(bin, exec) {
    if ((await installedVersion((0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_path_.dirname)(bin)), 'package.json'))) === trusted_config/* OPENCODE_VERSION */.fe)
        return trusted_config/* OPENCODE_VERSION */.fe;
    let stdout;
    try {
        ;
        ({ stdout } = await exec(bin, ['--version'], { timeoutMs: 30_000 }));
    }
    catch (error) {
        throw new errors/* OpenCodeError */.Mk(`The OpenCode binary at ${bin} does not run.`, { cause: error });
    }
    const version = stdout.trim().split(/\s+/).pop() ?? '';
    if (version !== trusted_config/* OPENCODE_VERSION */.fe) {
        throw new errors/* OpenCodeError */.Mk(`The OpenCode binary at ${bin} reports version '${version}', expected ${trusted_config/* OPENCODE_VERSION */.fe}.`);
    }
    return version;
}
/** What npm ci placed in the tool cache, held in the run's own directory and checked there: another writer may have replaced it since. */
async function holdInstalled(bin, runDir, pins) {
    const held = await (0,binary_hold/* holdBinary */.N)(bin, runDir);
    const check = await (0,binary_pins/* checkBinary */.WD)(held.path, pins);
    if (!check.ok) {
        await (0,promises_.rm)(held.path, { force: true }).catch(() => undefined);
        throw new errors/* OpenCodeError */.Mk(`The OpenCode binary at ${bin} changed after it was installed and checked (it no longer matches the SHA-256 pinned for ${check.pkg} ${trusted_config/* OPENCODE_VERSION */.fe}), so it is not run: someone else writes the runner's tool cache (RUNNER_TOOL_CACHE).`);
    }
    return { bin: held.path, check, held: held.held };
}
async function provisionOpencode(options) {
    const exec = options.exec ?? defaultExec;
    const host = options.host ?? (0,runner_host/* realRunnerHost */.L7)();
    const started = Date.now();
    const done = async (bin, source, check, held) => {
        const version = check?.ok ? trusted_config/* OPENCODE_VERSION */.fe : await verify(bin, exec);
        const ms = Date.now() - started;
        const ripgrep = await hasRipgrep();
        const binary = check ? 'sha256-match' : 'repository';
        options.logger.event('runtime', 'provisioned', { version, source, ms, binary, check_ms: check?.ms, held, ripgrep: ripgrep ? 'present' : 'missing' });
        return { bin, version, source, ms, ripgrep };
    };
    const devBin = options.allowDev === false ? undefined : await devBinary(options.actionRoot, host);
    if (devBin)
        return done(devBin, 'dev');
    const pins = await (0,binary_pins/* loadPins */.$v)(options.actionRoot);
    // A platform this release pins no binary for would fail after a 177 MB install: say so first.
    if (!(0,cache_entry/* platformPackages */.d1)(host).some((pkg) => pins.has(pkg)))
        throw (0,binary_pins/* unpinnedError */.AI)((0,cache_entry/* platformPackages */.d1)(host)[0], pins);
    const prefix = (0,cache_entry.cacheDir)(options);
    const cached = await (0,cache_entry/* usableEntry */.zk)(prefix, pins, host, options, options.fallbackDir);
    if (cached)
        return done(cached.bin, 'cache', cached.check, cached.held);
    const installed = await install(options, exec, prefix, pins, host).catch(async (error) => {
        // A tool cache the job may not write (a self-hosted runner's shared, read-only one) must not cost the
        // review: the install goes to the run's own directory instead, removed with it, and is paid on every run.
        if (!(error instanceof InstallDirUnwritable) || options.toolCache === undefined)
            throw error;
        const own = (0,cache_entry.cacheDir)({ toolCache: undefined, fallbackDir: options.fallbackDir });
        options.logger.event('runtime', 'cache-unwritable', { dir: (0,external_node_path_.dirname)(prefix), reason: error.reason, install: own });
        return install(options, exec, own, pins, host);
    });
    const held = await holdInstalled(installed.bin, options.fallbackDir, pins);
    return done(held.bin, 'npm', held.check, held.held);
}
/** The install directory could not be made or filled before npm ran: the place, not npm, is at fault. */
class InstallDirUnwritable extends errors/* OpenCodeError */.Mk {
    reason;
    constructor(message, reason, options) {
        super(message, options);
        this.reason = reason;
    }
}
/** The repository's own devDependency binary for this runner (tests, demo), when installed at the pinned version. */
async function devBinary(actionRoot, host) {
    const devVersion = await installedVersion((0,external_node_path_.join)(actionRoot, 'node_modules', 'opencode-ai', 'package.json'));
    return devVersion === trusted_config/* OPENCODE_VERSION */.fe ? (0,cache_entry/* findPlatformBinary */.Gq)(actionRoot, host) : undefined;
}
/**
 * Refuses, before anything is read from GitHub, a runner this release pins no
 * OpenCode binary for (configuration, naming runs-on), instead of failing
 * after the gate and prepare. The repository's own devDependency needs no pin.
 */
async function checkPinnedPlatform(options) {
    const host = options.host ?? (0,runner_host/* realRunnerHost */.L7)();
    if (options.allowDev !== false && (await devBinary(options.actionRoot, host)))
        return;
    const pins = await (0,binary_pins/* loadPins */.$v)(options.actionRoot);
    const wanted = (0,cache_entry/* platformPackages */.d1)(host);
    if (!wanted.some((pkg) => pins.has(pkg)))
        throw (0,binary_pins/* unpinnedError */.AI)(wanted[0], pins);
}
/** Whether provisioning would run npm: neither the devDependency nor a usable tool cache entry has this runner's binary. */
async function needsInstall(options) {
    const host = options.host ?? (0,runner_host/* realRunnerHost */.L7)();
    if (options.allowDev !== false && (await devBinary(options.actionRoot, host)))
        return false;
    // Without a tool cache the install goes to the run's own directory, which is new.
    if (options.toolCache === undefined)
        return true;
    return (await (0,cache_entry/* usableEntry */.zk)((0,cache_entry.cacheDir)({ toolCache: options.toolCache, fallbackDir: '' }), await (0,binary_pins/* loadPins */.$v)(options.actionRoot), host)) === undefined;
}
/** npm ci into a directory of this job's own, checked and marked complete there, then renamed into place. */
async function install(options, exec, prefix, pins, host) {
    const lock = (0,external_node_path_.join)(options.actionRoot, 'runtime', 'package-lock.json');
    if (!(await (0,cache_entry/* exists */.t2)(lock)))
        throw new errors/* OpenCodeError */.Mk(`The action ships no runtime lock file at ${lock}; cannot install OpenCode with integrity checks.`);
    const timeoutMs = options.npmTimeoutMs ?? 300_000;
    await removeAbandoned(prefix, 2 * timeoutMs);
    const staging = `${prefix}.installing-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
    try {
        try {
            await (0,promises_.mkdir)(staging, { recursive: true });
            await (0,promises_.copyFile)((0,external_node_path_.join)(options.actionRoot, 'runtime', 'package.json'), (0,external_node_path_.join)(staging, 'package.json'));
            await (0,promises_.copyFile)(lock, (0,external_node_path_.join)(staging, 'package-lock.json'));
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new InstallDirUnwritable(`Could not prepare the OpenCode install in ${(0,external_node_path_.dirname)(prefix)} (${reason}); the runner's tool cache (RUNNER_TOOL_CACHE) must be a writable directory.`, reason, { cause: error });
        }
        try {
            await exec('npm', ['ci', '--ignore-scripts', '--include=optional', '--no-audit', '--no-fund', '--prefix', staging], {
                cwd: staging,
                env: npmEnv(process.env, options.fallbackDir),
                timeoutMs,
            });
        }
        catch (error) {
            throw new errors/* OpenCodeError */.Mk(`Installing opencode-ai ${trusted_config/* OPENCODE_VERSION */.fe} with npm ci failed: ${describeNpmFailure(error, timeoutMs)}`, { cause: error });
        }
        const bin = await (0,cache_entry/* findPlatformBinary */.Gq)(staging, host);
        if (!bin) {
            throw new errors/* OpenCodeError */.Mk(`npm ci installed no OpenCode binary for ${host.platform}-${host.arch} (looked for ${(0,cache_entry/* platformPackages */.d1)(host).join(', ')}).`);
        }
        const check = await (0,binary_pins/* checkBinary */.WD)(bin, pins);
        if (!check.ok && check.reason === 'unpinned')
            throw (0,binary_pins/* unpinnedError */.AI)(check.pkg, pins);
        if (!check.ok) {
            throw new errors/* OpenCodeError */.Mk(`npm ci installed an OpenCode binary that does not match the SHA-256 pinned for ${check.pkg} ${trusted_config/* OPENCODE_VERSION */.fe} (got ${check.sha256}, pinned ${check.expected}), so it is not run: the registry npm used (npm_config_registry or an .npmrc in the runner's home) served another binary.`);
        }
        await (0,promises_.writeFile)((0,external_node_path_.join)(staging, cache_entry/* MARKER */.tl), `${trusted_config/* OPENCODE_VERSION */.fe}\n`);
        return await place(staging, prefix, pins, host, { bin: (0,external_node_path_.join)(prefix, (0,external_node_path_.relative)(staging, bin)), check });
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * Puts a complete install at `prefix`. Another job may have placed its own
 * there meanwhile: that one is used if its binary matches the pin. Anything
 * else there (an install from before, half-finished, broken or carrying
 * another binary) is renamed aside first, never removed where it stands.
 */
async function place(staging, prefix, pins, host, ours) {
    for (let attempt = 0; attempt < 3; attempt++) {
        try {
            await (0,promises_.rename)(staging, prefix);
        }
        catch {
            const theirs = await (0,cache_entry/* usableEntry */.zk)(prefix, pins, host);
            if (theirs)
                return theirs;
            const aside = `${prefix}.replaced-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
            if (await (0,promises_.rename)(prefix, aside).then(() => true, () => false))
                await (0,promises_.rm)(aside, { recursive: true, force: true }).catch(() => undefined);
            continue;
        }
        // Checked in the staging directory; the rename moved that very tree here.
        return ours;
    }
    throw new errors/* OpenCodeError */.Mk(`Could not put the OpenCode install in place at ${prefix}.`);
}
/**
 * Install directories beside the entry that no install still works in: a job
 * cancelled or killed during npm ci leaves its own (177 MB) behind. One younger
 * than `olderThanMs` may be another job's install in progress and stays.
 */
async function removeAbandoned(prefix, olderThanMs) {
    const parent = (0,external_node_path_.dirname)(prefix);
    const own = new RegExp(`^${(0,external_node_path_.basename)(prefix).replace(/\./g, '\\.')}\\.(?:installing|replaced)-[0-9a-f]+$`);
    const names = (await (0,promises_.readdir)(parent).catch(() => [])).filter((name) => own.test(name));
    for (const name of names) {
        const at = (0,external_node_path_.join)(parent, name);
        const modified = await (0,promises_.stat)(at).then((s) => s.mtimeMs, () => undefined);
        if (modified !== undefined && Date.now() - modified > olderThanMs)
            await (0,promises_.rm)(at, { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * npm's environment: the helper allowlist, a HOME when the runner has none,
 * and a cache in the run's own directory (removed with the run) unless the
 * runner configures one. npm resolves the home directory before anything else
 * and stops without one (a runner user with no HOME and no passwd entry), and
 * its default cache is `~/.npm`, which a user whose home does not exist or is
 * read-only cannot create; no ~/.npmrc exists to be missed in either case.
 */
function npmEnv(source, runDir) {
    const env = (0,runtime_env/* buildToolEnv */._4)(source, { npm: true });
    env.HOME ??= runDir;
    if (!Object.keys(env).some((name) => name.toLowerCase() === 'npm_config_cache'))
        env.npm_config_cache = (0,external_node_path_.join)(runDir, 'npm-cache');
    return env;
}
/** What went wrong with npm, in words a user can act on (the error itself is only the cause). */
function describeNpmFailure(error, timeoutMs) {
    const failure = error;
    if (failure.code === 'ENOENT')
        return 'npm is not on PATH (the runner needs Node.js with npm, e.g. from actions/setup-node)';
    if (failure.killed === true && typeof failure.signal === 'string') {
        return `npm ci did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped (is the npm registry reachable from the runner?)`;
    }
    const stderr = typeof failure.stderr === 'string' ? failure.stderr : '';
    // npm 7-9 writes `npm ERR! …`, npm 10+ `npm error …`; the lines after the first say what it could not do.
    const lines = stderr
        .split('\n')
        .map((line) => line.replace(/^npm (?:ERR!|error)\s*/, '').trim())
        .filter((line) => line !== '' && !/^A complete log of this run/.test(line) && !/^Log files were not written/.test(line));
    const said = lines.slice(0, 4).join('; ').slice(0, 500);
    const exit = typeof failure.code === 'number' ? `exit ${failure.code}` : typeof failure.code === 'string' ? failure.code : undefined;
    if (said)
        return exit ? `${said} (${exit})` : said;
    const message = typeof failure.message === 'string' ? failure.message.split('\n')[0] : undefined;
    return exit ?? message ?? 'no reason given';
}


/***/ })

};
