export const id = 133;
export const ids = [133];
export const modules = {

/***/ 6013:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L2: () => (/* binding */ loadAgents),
/* harmony export */   g2: () => (/* binding */ NO_TOOLS),
/* harmony export */   g4: () => (/* binding */ DENIED_TOOLS)
/* harmony export */ });
/* unused harmony exports parseFrontmatter, parseAgent */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _contracts_specialists_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6935);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1834);




/** A deliberately small YAML subset: `key: value` and one level of nested `key: value` maps. */
function parseFrontmatter(text, source) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    if (!match)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source} has no frontmatter block.`);
    const data = {};
    let current;
    for (const line of (match[1] ?? '').split(/\r?\n/)) {
        if (line.trim() === '' || line.trim().startsWith('#'))
            continue;
        const nested = /^\s+([A-Za-z0-9_*-]+|"[^"]+"):\s*(.+)$/.exec(line);
        if (nested && current) {
            current[unquote(nested[1] ?? '')] = unquote(nested[2] ?? '');
            continue;
        }
        const top = /^([A-Za-z0-9_-]+):\s*(.*)$/.exec(line);
        if (!top)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source}: cannot parse frontmatter line '${line}'.`);
        const key = top[1] ?? '';
        const value = top[2] ?? '';
        if (value === '') {
            current = {};
            data[key] = current;
        }
        else {
            current = undefined;
            data[key] = unquote(value);
        }
    }
    return { data, body: (match[2] ?? '').trim() };
}
function unquote(value) {
    const v = value.trim();
    return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}
/** The per-prompt switch that removes the read-only tools' schemas from a call (specialists whose patches are all inline). */
const NO_TOOLS = { read: false, glob: false, grep: false };
/** Never granted to any agent; denied by name as well as by `*`, so a change in wildcard semantics cannot grant them. */
const DENIED_TOOLS = [
    'bash',
    'edit',
    'write',
    'patch',
    'webfetch',
    'websearch',
    'task',
    'todowrite',
    'todoread',
    'skill',
    'question',
    'lsp',
    'external_directory',
];
const ACTIONS = new Set(['allow', 'deny', 'ask']);
const MODES = new Set(['primary', 'subagent', 'all']);
function parseAgent(name, text, source) {
    const { data, body } = parseFrontmatter(text, source);
    const description = data.description;
    const mode = data.mode;
    if (typeof description !== 'string' || description === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source} needs a description.`);
    if (typeof mode !== 'string' || !MODES.has(mode))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source}: mode must be primary, subagent or all.`);
    const permission = data.permission;
    const grants = {};
    if (permission !== undefined) {
        if (typeof permission === 'string')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source}: permission must be a map of tool: action.`);
        for (const [tool, action] of Object.entries(permission)) {
            if (!ACTIONS.has(action))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source}: permission ${tool} must be allow, deny or ask.`);
            if (DENIED_TOOLS.includes(tool) && action !== 'deny') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source}: ${tool} may not be granted; directories come from the trusted config.`);
            }
            grants[tool] = action;
        }
    }
    if (!body.includes(`Harbourmaster agent: ${name}`)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source} must contain the marker line 'Harbourmaster agent: ${name}'.`);
    }
    const steps = data.steps === undefined ? undefined : Number(data.steps);
    if (steps !== undefined && (!Number.isInteger(steps) || steps < 1))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`Agent file ${source}: steps must be a positive integer.`);
    return {
        name,
        description,
        mode: mode,
        grants,
        prompt: body,
        readsCheckout: _contracts_specialists_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKOUT_READERS */ .Eq.has(name),
        steps,
    };
}
/** Every agent under agentsDir, keyed by name. */
async function loadAgents(agentsDir) {
    const out = new Map();
    const add = async (file, name) => {
        out.set(name, parseAgent(name, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), file));
    };
    for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(agentsDir, { withFileTypes: true })) {
        if (entry.isFile() && entry.name.endsWith('.md'))
            await add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(agentsDir, entry.name), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(entry.name, '.md'));
    }
    const specialists = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(agentsDir, 'specialists');
    const files = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(specialists).catch(() => []);
    for (const file of files.filter((f) => f.endsWith('.md')).sort()) {
        await add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(specialists, file), `specialist-${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(file, '.md')}`);
    }
    return out;
}


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

/***/ 7231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VH: () => (/* binding */ providerKeyVariable),
/* harmony export */   fe: () => (/* binding */ OPENCODE_VERSION),
/* harmony export */   yy: () => (/* binding */ prepareRuntimeRoot)
/* harmony export */ });
/* unused harmony exports OPENCODE_SWITCHES, RUNTIME_TUNING, directoryRules, agentRoots, agentConfig, providerConfig, buildOpencodeConfig, runtimeRootAt */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var _tool_env_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4695);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1834);
/* harmony import */ var _agents_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6013);
/* harmony import */ var _warm_up_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2418);








/**
 * Lays out a fresh, private runtime root for one OpenCode process and writes
 * the only configuration it will load.
 *
 * API note (for other helpers):
 *   const root = await prepareRuntimeRoot({ parentDir, role: 'reviewer', agentsDir, agents: [...],
 *     pluginFiles: [abs paths], stageDir, checkoutDir, privateDir, model: 'provider/model',
 *     fallbackModels, providerBaseUrl, providerKeyEnv })
 *   root.workDir   -> the server's cwd (empty, git-initialised: OpenCode finds no project config there)
 *   root.env       -> HOME, XDG_*, TMPDIR, OPENCODE_* switches and BUN_JSC_* tuning to merge into buildAllowlistedEnv extras
 *   root.configFile-> $XDG_CONFIG_HOME/opencode/opencode.json
 *   runtimeRootAt(rootDir, role) -> the same layout (without env) for a root prepared earlier
 *
 * Why an empty working directory: with a checkout as cwd, OpenCode 1.18.33 imports the
 * checkout's .opencode/plugin/*.js at the first prompt even with OPENCODE_DISABLE_PROJECT_CONFIG.
 * The stage and checkout are reached only by absolute path through `external_directory`.
 */
const OPENCODE_VERSION = '1.18.33';
/** Switches that keep OpenCode from reaching outside the trusted bundle. */
const OPENCODE_SWITCHES = {
    OPENCODE_DISABLE_PROJECT_CONFIG: '1',
    OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
    OPENCODE_DISABLE_CLAUDE_CODE: '1',
    OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: '1',
    OPENCODE_DISABLE_CLAUDE_CODE_SKILLS: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
    OPENCODE_DISABLE_EMBEDDED_WEB_UI: '1',
};
/**
 * Bun's JavaScriptCore without its top tier (FTL). A review's OpenCode
 * process lives for minutes and spends its start-up compiling: measured with
 * opencode-ai 1.18.33 on 2 cores, FTL off cut the CPU until it listens from
 * 2.1-2.3 s to 1.6-1.9 s and its warm-up from 2.7-2.9 s to 2.3-2.6 s
 * (docs/performance.md). The lower tiers (baseline JIT and DFG) stay on;
 * turning off the JIT entirely quadrupled the warm-up.
 */
const RUNTIME_TUNING = {
    BUN_JSC_useFTLJIT: '0',
};
/** OpenCode's own agents: disabled so only ours can run (title/summary/compaction stay, they have no tools). */
const BUILTIN_AGENTS = ['build', 'plan', 'general', 'explore'];
/** The env variable a named provider reads its key from; gateways use our own name. */
function providerKeyVariable(providerID, hasBaseUrl) {
    if (hasBaseUrl)
        return 'HARBOURMASTER_PROVIDER_API_KEY';
    const known = {
        anthropic: 'ANTHROPIC_API_KEY',
        openai: 'OPENAI_API_KEY',
        google: 'GOOGLE_GENERATIVE_AI_API_KEY',
        openrouter: 'OPENROUTER_API_KEY',
        groq: 'GROQ_API_KEY',
        mistral: 'MISTRAL_API_KEY',
        xai: 'XAI_API_KEY',
        deepseek: 'DEEPSEEK_API_KEY',
    };
    return known[providerID] ?? `${providerID.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_API_KEY`;
}
function splitModel(model) {
    const slash = model.indexOf('/');
    if (slash <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OpenCodeError */ .Mk(`Model '${model}' is not in the form provider/model.`);
    return { providerID: model.slice(0, slash), modelID: model.slice(slash + 1) };
}
/** Directory rules for external_directory: the roots and everything below them, nothing else. */
function directoryRules(roots) {
    const rules = { '*': 'deny' };
    for (const root of roots) {
        rules[root] = 'allow';
        rules[(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '*')] = 'allow';
    }
    return rules;
}
function agentRoots(agent, stageDir, checkoutDir) {
    return agent.readsCheckout && checkoutDir ? [stageDir, checkoutDir] : [stageDir];
}
function agentConfig(agent, roots) {
    // Order matters: OpenCode evaluates the last matching rule, so the catch-all deny comes first.
    const denied = Object.fromEntries(_agents_js__WEBPACK_IMPORTED_MODULE_5__/* .DENIED_TOOLS */ .g4.filter((tool) => tool !== 'external_directory').map((tool) => [tool, 'deny']));
    const permission = { '*': 'deny', ...denied, ...agent.grants, external_directory: directoryRules(roots) };
    return { description: agent.description, mode: agent.mode, prompt: agent.prompt, permission, ...(agent.steps ? { steps: agent.steps } : {}) };
}
function providerConfig(models, baseUrl, keyEnv) {
    const out = {};
    const primary = models[0] === undefined ? undefined : splitModel(models[0]).providerID;
    for (const model of models) {
        const { providerID, modelID } = splitModel(model);
        // The one key belongs to the first model's provider (or the gateway all models go to): another
        // provider named by a fallback would be sent it, so that one only names its own variable.
        const own = baseUrl !== undefined || providerID === primary;
        const env = (own ? keyEnv : undefined) ?? providerKeyVariable(providerID, baseUrl !== undefined);
        const entry = (out[providerID] ??= baseUrl
            ? {
                // Bundled in the binary: no npm install at run time.
                npm: '@ai-sdk/openai-compatible',
                name: providerID,
                options: { baseURL: baseUrl, apiKey: `{env:${env}}` },
                models: {},
            }
            : { options: { apiKey: `{env:${env}}` }, models: {} });
        if (baseUrl)
            entry.models[modelID] = { name: modelID, tool_call: true, limit: { context: 200_000, output: 16_000 } };
    }
    // Named providers keep their built-in model catalogue; an empty models map would shadow nothing.
    for (const entry of Object.values(out))
        if (Object.keys(entry.models).length === 0)
            delete entry.models;
    return out;
}
function buildOpencodeConfig(options, agents) {
    const agentEntries = {};
    for (const name of BUILTIN_AGENTS)
        agentEntries[name] = { disable: true };
    for (const name of options.agents) {
        const agent = agents.get(name);
        if (!agent)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OpenCodeError */ .Mk(`Agent '${name}' is not defined in ${options.agentsDir}.`);
        agentEntries[name] = agentConfig(agent, agentRoots(agent, options.stageDir, options.checkoutDir));
    }
    const models = [options.model, ...(options.fallbackModels ?? [])];
    const provider = providerConfig(models, options.providerBaseUrl, options.providerKeyEnv);
    const providerIds = [...new Set(models.map((m) => splitModel(m).providerID))];
    if (options.warmUpBaseUrl) {
        // Settings refuse it as an input; this keeps any other caller from shadowing a review model.
        if (providerIds.includes(_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OpenCodeError */ .Mk(`Provider '${_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE}' is reserved for the runner's warm-up.`);
        // A literal key: the provider's own key never goes to the stand-in.
        provider[_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE] = {
            npm: '@ai-sdk/openai-compatible',
            name: _warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE,
            options: { baseURL: options.warmUpBaseUrl, apiKey: 'harbourmaster-warm-up' },
            models: { [_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_MODEL */ .wW]: { name: _warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_MODEL */ .wW, tool_call: true, limit: { context: 200_000, output: 16 } } },
        };
        providerIds.push(_warm_up_js__WEBPACK_IMPORTED_MODULE_6__/* .WARM_UP_PROVIDER */ .iE);
    }
    return {
        $schema: 'https://opencode.ai/config.json',
        autoupdate: false,
        share: 'disabled',
        snapshot: false,
        lsp: false,
        formatter: false,
        instructions: [],
        model: options.model,
        small_model: options.model,
        enabled_providers: providerIds,
        provider,
        permission: { '*': 'deny', external_directory: directoryRules([options.stageDir]) },
        agent: agentEntries,
        plugin: options.pluginFiles.map((file) => `file://${file}`),
        mcp: {},
    };
}
const PLUGIN_PACKAGE = '@opencode-ai/plugin';
/**
 * OpenCode npm-installs @opencode-ai/plugin into every config dir that does not already
 * list it in package.json, package-lock.json and node_modules (offline, the first request
 * then waited 74 s). The plugins are bundled, so a manifest-only package satisfies it.
 */
async function writePluginPackageLayout(configDir) {
    const pkgDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(configDir, 'node_modules', '@opencode-ai', 'plugin');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(pkgDir, { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pkgDir, 'package.json'), JSON.stringify({ name: PLUGIN_PACKAGE, version: OPENCODE_VERSION, type: 'module' }, null, 2));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(configDir, 'package.json'), JSON.stringify({ private: true, dependencies: { [PLUGIN_PACKAGE]: OPENCODE_VERSION } }, null, 2));
    const lock = {
        name: 'opencode-config',
        lockfileVersion: 3,
        requires: true,
        packages: {
            '': { dependencies: { [PLUGIN_PACKAGE]: OPENCODE_VERSION } },
            [`node_modules/${PLUGIN_PACKAGE}`]: { version: OPENCODE_VERSION },
        },
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(configDir, 'package-lock.json'), JSON.stringify(lock, null, 2));
}
const run = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/** The directory layout of a root made by prepareRuntimeRoot (for a plugin that starts a server from it). */
function runtimeRootAt(root, role) {
    const configHome = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'config');
    return {
        root,
        role,
        home: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'home'),
        configHome,
        dataHome: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'data'),
        cacheHome: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'cache'),
        stateHome: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'state'),
        workDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'work'),
        configDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(configHome, 'opencode'),
        configFile: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(configHome, 'opencode', 'opencode.json'),
    };
}
async function prepareRuntimeRoot(options) {
    const canonical = async (dir) => {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(dir);
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OpenCodeError */ .Mk(`Runtime directory ${dir} does not exist.`, { cause: error });
        }
    };
    const resolved = {
        ...options,
        stageDir: await canonical(options.stageDir),
        checkoutDir: options.checkoutDir ? await canonical(options.checkoutDir) : undefined,
        privateDir: await canonical(options.privateDir),
    };
    const layout = runtimeRootAt(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(options.parentDir, `hm-opencode-${options.role}-`))), options.role);
    const dirs = {
        home: layout.home,
        configHome: layout.configHome,
        dataHome: layout.dataHome,
        cacheHome: layout.cacheHome,
        stateHome: layout.stateHome,
        workDir: layout.workDir,
    };
    // The compiled OpenCode extracts a native library (about 5.5 MB, its file finder) into TMPDIR at its
    // first file search and never removes it: without a TMPDIR of the root's own, every process of every
    // run left one in the system's /tmp, outside everything the run removes.
    const tmpDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(layout.root, 'tmp');
    for (const dir of [...Object.values(dirs), tmpDir])
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true, mode: 0o700 });
    try {
        // Allowlisted environment: the runner's own holds the GitHub token and ACTIONS_* tokens.
        await run('git', ['init', '--quiet', dirs.workDir], { env: (0,_tool_env_js__WEBPACK_IMPORTED_MODULE_7__/* .buildToolEnv */ ._4)(process.env) });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OpenCodeError */ .Mk('git init of the OpenCode working directory failed; is git on PATH?', { cause: error });
    }
    const configDir = layout.configDir;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(configDir, { recursive: true });
    const agents = await (0,_agents_js__WEBPACK_IMPORTED_MODULE_5__/* .loadAgents */ .L2)(options.agentsDir);
    const config = buildOpencodeConfig(resolved, agents);
    const configFile = layout.configFile;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(configFile, JSON.stringify(config, null, 2));
    await writePluginPackageLayout(configDir);
    return {
        ...layout,
        env: {
            HOME: dirs.home,
            XDG_CONFIG_HOME: dirs.configHome,
            XDG_DATA_HOME: dirs.dataHome,
            XDG_CACHE_HOME: dirs.cacheHome,
            XDG_STATE_HOME: dirs.stateHome,
            TMPDIR: tmpDir,
            ...OPENCODE_SWITCHES,
            ...RUNTIME_TUNING,
        },
    };
}


/***/ }),

/***/ 9631:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ holdBinary)
/* harmony export */ });
/* unused harmony export heldPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/** Where the binary of `bin` (<prefix>/node_modules/<package>/bin/<name>) is held: the package name stays in the path, which checkBinary reads. */
function heldPath(bin, runDir) {
    const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(bin)));
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runDir, 'opencode-held', pkg, 'bin', (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(bin));
}
/** Only the runner's user and root can change the file: not group- or world-writable, owned by one of them. */
function onlyOursToChange(stats, uid) {
    return (stats.uid === uid || stats.uid === 0) && (stats.mode & 0o022) === 0;
}
async function holdBinary(bin, runDir) {
    const path = heldPath(bin, runDir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true, mode: 0o700 });
    // A binary held by an earlier provisioning of this run (a fallback install) is replaced.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });
    const linked = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(bin, path).then(() => true, () => false);
    if (linked) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        if (stats.isFile() && onlyOursToChange(stats, process.getuid?.()))
            return { path, held: 'link' };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(bin, path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, 0o700);
    return { path, held: 'copy' };
}


/***/ }),

/***/ 1358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ loadPins),
/* harmony export */   AI: () => (/* binding */ unpinnedError),
/* harmony export */   WD: () => (/* binding */ checkBinary)
/* harmony export */ });
/* unused harmony exports PINS_FILE, sha256File */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1834);
/* harmony import */ var _core_opencode_trusted_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7231);





/**
 * SHA-256 pins of the OpenCode binaries the action may execute, one per
 * platform package, in runtime/opencode-binaries.json (written by
 * scripts/pin-opencode-binaries.mjs from the official npm tarballs, each
 * checked against the lock's integrity first). npm checks a tarball only when
 * it installs it; a tool-cache entry is whatever the last writer left (another
 * job on a shared runner, an actions/cache entry another workflow saved first
 * under the documented key), so the binary itself is checked before it runs.
 *
 * API note: const pins = await loadPins(actionRoot); const check = await checkBinary(bin, pins)
 */
const PINS_FILE = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)('runtime', 'opencode-binaries.json');
async function loadPins(actionRoot) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(actionRoot, PINS_FILE);
    let parsed;
    try {
        parsed = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8'));
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`The action ships no readable OpenCode binary pins at ${path}; it runs no OpenCode binary it cannot check.`, { cause: error });
    }
    if (parsed['opencode-ai'] !== _core_opencode_trusted_config_js__WEBPACK_IMPORTED_MODULE_4__/* .OPENCODE_VERSION */ .fe) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .OpenCodeError */ .Mk(`${path} pins opencode-ai ${String(parsed['opencode-ai'])}, not ${_core_opencode_trusted_config_js__WEBPACK_IMPORTED_MODULE_4__/* .OPENCODE_VERSION */ .fe}; re-run scripts/pin-opencode-binaries.mjs.`);
    }
    const pins = new Map();
    for (const [pkg, pin] of Object.entries(parsed.binaries ?? {})) {
        if (typeof pin.sha256 === 'string' && /^[0-9a-f]{64}$/.test(pin.sha256) && typeof pin.size === 'number')
            pins.set(pkg, { sha256: pin.sha256, size: pin.size });
    }
    return pins;
}
/** One reused buffer: about 15 % faster than a read stream on the 185 MB binary, which is hashed on every cache hit. */
async function sha256File(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path);
    try {
        const buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
        for (;;) {
            const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            hash.update(buffer.subarray(0, bytesRead));
        }
    }
    finally {
        await file.close();
    }
    return hash.digest('hex');
}
/** `bin` is <prefix>/node_modules/<platform package>/bin/opencode[.exe]. */
async function checkBinary(bin, pins) {
    const started = Date.now();
    const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(bin)));
    const pin = pins.get(pkg);
    if (!pin)
        return { ok: false, pkg, ms: 0, reason: 'unpinned' };
    // Another size cannot be the pinned binary; 185 MB need not be read to say so.
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(bin)).size;
    const sha256 = size === pin.size ? await sha256File(bin) : `(${size} bytes, pinned ${pin.size})`;
    const ms = Date.now() - started;
    return sha256 === pin.sha256 ? { ok: true, pkg, ms } : { ok: false, pkg, ms, reason: 'binary-mismatch', sha256, expected: pin.sha256 };
}
/** A runner whose OpenCode build this release cannot check: the workflow must pick another runner (runs-on). */
function unpinnedError(pkg, pins) {
    const pinned = [...pins.keys()].join(', ') || 'none';
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`The action has no SHA-256 pin for ${pkg} ${_core_opencode_trusted_config_js__WEBPACK_IMPORTED_MODULE_4__/* .OPENCODE_VERSION */ .fe} (pinned: ${pinned}), so it does not run that binary; this runner's platform is not supported by this release. Run the job on a Linux x64 runner, e.g. runs-on: ubuntu-latest.`, 'runs-on');
}


/***/ }),

/***/ 6133:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gq: () => (/* binding */ findPlatformBinary),
/* harmony export */   cacheDir: () => (/* binding */ cacheDir),
/* harmony export */   d1: () => (/* binding */ platformPackages),
/* harmony export */   t2: () => (/* binding */ exists),
/* harmony export */   tl: () => (/* binding */ MARKER),
/* harmony export */   zk: () => (/* binding */ usableEntry)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _config_runner_host_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1583);
/* harmony import */ var _binary_hold_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9631);
/* harmony import */ var _binary_pins_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1358);
/* harmony import */ var _core_opencode_trusted_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7231);






const MARKER = '.complete';
async function exists(path, mode = node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.F_OK) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path, mode);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The platform packages whose binary runs on this runner, preferred first.
 * npm installs every x64 Linux package that declares no libc (the glibc and
 * baseline builds) on Alpine too, and both the AVX2 and the baseline build
 * on any x64 CPU; a build for another C library (no loader for it) or one
 * needing AVX2 the CPU lacks (an illegal instruction) would die at OpenCode's
 * first start, so neither is a candidate. A tool cache entry another runner
 * filled (a glibc host and its Alpine container jobs share one) without a
 * build for this one is then not usable here and is installed afresh.
 */
function platformPackages(host = (0,_config_runner_host_js__WEBPACK_IMPORTED_MODULE_2__/* .realRunnerHost */ .L7)()) {
    const osName = host.platform === 'win32' ? 'windows' : host.platform;
    const suffix = osName === 'linux' && host.libc() === 'musl' ? '-musl' : '';
    const base = `opencode-${osName}-${host.arch}`;
    if (host.arch !== 'x64')
        return [`${base}${suffix}`];
    const baseline = `${base}-baseline${suffix}`;
    return host.avx2() ? [`${base}${suffix}`, baseline] : [baseline];
}
async function findPlatformBinary(prefix, host = (0,_config_runner_host_js__WEBPACK_IMPORTED_MODULE_2__/* .realRunnerHost */ .L7)()) {
    const exe = host.platform === 'win32' ? 'opencode.exe' : 'opencode';
    for (const pkg of platformPackages(host)) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(prefix, 'node_modules', pkg, 'bin', exe);
        if (await exists(candidate, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK))
            return candidate;
    }
    return undefined;
}
function cacheDir(options) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(options.toolCache ?? options.fallbackDir, 'harbourmaster-opencode', _core_opencode_trusted_config_js__WEBPACK_IMPORTED_MODULE_5__/* .OPENCODE_VERSION */ .fe);
}
/**
 * A complete cache entry whose binary matches its pin; undefined for anything else, which is never executed.
 * With `holdIn` (a directory of the run's own) the binary is held there first and the held file is what is
 * checked and returned (binary-hold.ts); without it the entry is only inspected, never run.
 */
async function usableEntry(prefix, pins, host, observe, holdIn) {
    if (!(await exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(prefix, MARKER))))
        return undefined;
    const found = await findPlatformBinary(prefix, host);
    if (!found)
        return undefined;
    // Another job may be renaming this entry aside while it is read: then it is simply not usable.
    const held = holdIn === undefined ? undefined : await (0,_binary_hold_js__WEBPACK_IMPORTED_MODULE_3__/* .holdBinary */ .N)(found, holdIn).catch(() => undefined);
    if (holdIn !== undefined && !held)
        return undefined;
    const bin = held?.path ?? found;
    const check = await (0,_binary_pins_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBinary */ .WD)(bin, pins).catch(() => undefined);
    if (!check)
        return undefined;
    if (check.ok)
        return { bin, check, held: held?.held };
    if (held)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(held.path, { force: true }).catch(() => undefined);
    observe?.logger.event('runtime', 'cache-rejected', { reason: check.reason, package: check.pkg, ms: check.ms });
    observe?.onCacheRejected?.({ dir: prefix, reason: check.reason, pkg: check.pkg });
    return undefined;
}


/***/ })

};
