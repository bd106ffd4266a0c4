export const id = 62;
export const ids = [62];
export const modules = {

/***/ 9062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMMAND_BOUNDS: () => (/* binding */ COMMAND_BOUNDS),
  runTestCommand: () => (/* binding */ runTestCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/runner-host.js
var runner_host = __webpack_require__(1583);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js
var code_span = __webpack_require__(1053);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/cut.js
var cut = __webpack_require__(729);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/paths.js
var paths = __webpack_require__(3184);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/build-evidence.js + 1 modules
var build_evidence = __webpack_require__(6370);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/junit.js + 30 modules
var junit = __webpack_require__(5343);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/report-encoding.js
var report_encoding = __webpack_require__(2971);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/test-map.js
var test_map = __webpack_require__(5052);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/expand-files.js
/**
 * `{files}` in test-command, expanded. Pure. The paths are the pull request's (it chooses the
 * names): each is `./`-prefixed, so a test file named `-x.test.ts` or `--require=evil.js` is a
 * path to every runner and never one of its options, and a runner that takes its arguments as
 * patterns (vitest, jest) still finds the file. As a whole argument, `{files}` becomes one
 * argument per file, so spaces, quotes and newlines in a name arrive intact. Inside a longer
 * argument the files are joined by spaces; the one thing that can split such a list back into
 * names is a shell (`["sh","-c","npm test -- {files}"]`), so a name with anything but plain
 * path characters is single-quoted for one (a plain name reads the same either way), instead of
 * splitting at its spaces or running its `$(…)`.
 */
/**
 * Linux refuses an exec whose single argument passes 128 KiB (MAX_ARG_STRLEN) or whose arguments
 * and environment pass a quarter of the stack limit (2 MiB at the usual 8 MiB): E2BIG, and the
 * command never runs. The files kept stay below both, with room for the sandbox's own arguments.
 */
const ARGUMENT_BOUNDS = { argumentBytes: 120_000, totalBytes: 1_000_000 };
const PLAIN = /^[\w./@%+=:,-]+$/;
function asArgument(path) {
    return `./${path}`;
}
/** A path inside a space-separated list: quoted for a shell unless it reads the same bare. */
function inList(path) {
    const arg = asArgument(path);
    return PLAIN.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
/** `{files}` as a whole argument becomes one argument per file; inside a longer argument, a space-separated list. */
function expandArgv(argv, files) {
    return argv.flatMap((a) => (a === '{files}' ? files.map(asArgument) : [a.split('{files}').join(files.map(inList).join(' '))]));
}
const bytes = (argv) => ({
    longest: Math.max(0, ...argv.map((a) => Buffer.byteLength(a) + 1)),
    total: argv.reduce((n, a) => n + Buffer.byteLength(a) + 1, 0),
});
/**
 * The longest prefix of `files` whose expansion stays within ARGUMENT_BOUNDS (the files are
 * sorted, so the same pull request keeps the same ones). The command's own arguments count too:
 * when they alone pass the bounds nothing fits, and the caller says so.
 */
function fitFiles(argv, files, bounds = ARGUMENT_BOUNDS) {
    const fits = (n) => {
        const size = bytes(expandArgv(argv, files.slice(0, n)));
        return size.longest <= bounds.argumentBytes && size.total <= bounds.totalBytes;
    };
    let low = 0;
    let high = files.length;
    if (fits(high))
        low = high;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fits(mid))
            low = mid;
        else
            high = mid - 1;
    }
    return { argv: expandArgv(argv, files.slice(0, low)), kept: files.slice(0, low), left: files.slice(low) };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/base-copy.js






const exec = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/**
 * The base-commit copy for test-command-base: the base commit must be in the checkout, the
 * changed files get their base versions (written by the runner, never through a symlinked
 * directory of the copy), and `{files}` names the test files as the base has them.
 */
/**
 * The test files as the base copy has them: a file the pull request renamed (or copied) runs
 * under its base name, so a test that already failed there is compared with itself; one it
 * added is not there.
 */
function onBase(files, changes, exists) {
    const from = new Map(changes.flatMap((f) => ((f.status === 'renamed' || f.status === 'copied') && f.previousPath ? [[f.path, f.previousPath]] : [])));
    return [...new Set(files.flatMap((f) => (exists(f) ? [f] : [from.get(f)].filter((p) => p !== undefined && exists(p)))))];
}
/** True when no existing component of `rel` below `root` is a symlink and it stays inside `root`. */
function noLinkOnTheWay(root, rel) {
    const parts = rel.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
        return false;
    let at = root;
    for (const part of parts) {
        at = (0,external_node_path_.join)(at, part);
        try {
            if ((0,external_node_fs_.lstatSync)(at).isSymbolicLink())
                return false;
        }
        catch {
            return true;
        }
    }
    return true;
}
async function requireBaseCommit(workspace, baseSha) {
    try {
        await exec('git', ['-C', workspace, 'cat-file', '-e', `${baseSha}^{commit}`], { timeout: 30_000 });
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`Input 'test-command-base' needs the base commit ${baseSha.slice(0, 12)} in the checkout; check out with fetch-depth: 0 (actions/checkout).`, 'test-command-base');
    }
}
const isDirectory = (path) => {
    try {
        return (0,external_node_fs_.lstatSync)(path).isDirectory();
    }
    catch {
        return false;
    }
};
/**
 * Puts every changed file back to its base version (added files removed), as the runner, before the copy is handed over again.
 * Returns the paths it could not: a submodule the pull request moved is a directory here, and its base commit is another
 * repository's; removing it as a file failed the whole run.
 */
async function restoreBase(workspace, copy, prepared, privilege, sandbox) {
    const base = prepared.pr.baseSha;
    const skipped = [];
    for (const file of prepared.index.files) {
        // Paths come from the pull request: never write or remove through a symlinked directory of the copy (as root that could reach anywhere).
        if (!noLinkOnTheWay(copy, file.path) || (file.previousPath !== undefined && !noLinkOnTheWay(copy, file.previousPath))) {
            skipped.push({ path: file.path, why: 'a symlink on its way in the checkout' });
            continue;
        }
        if (isDirectory((0,external_node_path_.join)(copy, file.path))) {
            skipped.push({ path: file.path, why: 'a directory, such as a submodule' });
            continue;
        }
        await (0,promises_.rm)((0,external_node_path_.join)(copy, file.path), { force: true });
        const old = file.status === 'renamed' || file.status === 'copied' ? file.previousPath : file.status === 'added' ? undefined : file.path;
        if (!old)
            continue;
        const shown = await exec('git', ['-C', workspace, 'show', `${base}:${old}`], { encoding: 'buffer', maxBuffer: 50_000_000 }).catch(() => undefined);
        if (!shown || isDirectory((0,external_node_path_.join)(copy, old))) {
            skipped.push({ path: file.path, why: shown ? 'a directory, such as a submodule' : 'not readable at the base commit (a submodule, or over 50 MB)' });
            continue;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)((0,external_node_path_.join)(copy, old)), { recursive: true });
        await (0,promises_.writeFile)((0,external_node_path_.join)(copy, old), shown.stdout);
    }
    await exec(privilege.asRoot[0] ?? privilege.tools.chown, [
        ...(privilege.asRoot.length > 0 ? [...privilege.asRoot.slice(1), privilege.tools.chown] : []),
        '-R',
        `${sandbox.user.uid}:${sandbox.user.gid}`,
        copy,
    ]);
    return skipped;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/mounts.js

/** mountinfo escapes space, tab, newline and backslash as three octal digits. */
function mounts_unescape(field) {
    return field.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)));
}
function parseMountinfo(text) {
    const out = [];
    for (const line of text.split('\n')) {
        const fields = line.split(' ');
        const path = fields[4];
        const options = fields[5];
        if (path === undefined || options === undefined || !path.startsWith('/'))
            continue;
        out.push({ path: mounts_unescape(path), readOnly: options.split(',').includes('ro') });
    }
    return out;
}
const under = (path, dir) => path === dir || path.startsWith(dir === '/' ? '/' : `${dir}/`);
/**
 * The writable mount points to remount read-only, in mount order (parents first). /proc is the
 * namespace's own (unshare --mount-proc: only root may write to it) and mounts below it are no
 * longer reachable by their paths; a mount below a hidden directory is already out of reach.
 */
function readOnlyTargets(mounts, hidden) {
    const seen = new Set();
    const out = [];
    for (const m of mounts) {
        if (m.readOnly || under(m.path, '/proc') || hidden.some((h) => under(m.path, h)) || seen.has(m.path))
            continue;
        seen.add(m.path);
        out.push(m.path);
    }
    return out;
}
function runnerMounts() {
    return parseMountinfo((0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8'));
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/privilege.js





const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
function realPrivilegePorts() {
    return {
        platform: process.platform,
        uid: process.getuid?.() ?? -1,
        path: `${process.env.PATH ?? ''}${external_node_path_.delimiter}/usr/sbin${external_node_path_.delimiter}/sbin${external_node_path_.delimiter}/usr/bin${external_node_path_.delimiter}/bin`,
        sudoWorks: async () => {
            try {
                await run('sudo', ['-n', 'true'], { timeout: 10_000 });
                return true;
            }
            catch {
                return false;
            }
        },
    };
}
async function find(tool, path) {
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (!dir.startsWith('/'))
            continue;
        try {
            await (0,promises_.access)((0,external_node_path_.join)(dir, tool), promises_.constants.X_OK);
            return (0,external_node_path_.join)(dir, tool);
        }
        catch {
            // next directory
        }
    }
    return undefined;
}
const INPUT = 'test-command';
async function establishPrivilege(ports = realPrivilegePorts()) {
    if (ports.platform !== 'linux') {
        throw new errors/* ConfigurationError */.j1(`Input '${INPUT}' runs tests in a Linux sandbox only; this runner is ${ports.platform}. Use test-results with JUnit files from your test job instead.`, INPUT);
    }
    const names = [
        'useradd',
        'userdel',
        'unshare',
        'setpriv',
        'env',
        'chown',
        'rm',
        'kill',
        'mount',
        'mountpoint',
        'mkdir',
        'sh',
        'prlimit',
        'stat',
        'sleep',
    ];
    const found = await Promise.all(names.map((n) => find(n, ports.path)));
    const missing = names.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) {
        throw new errors/* ConfigurationError */.j1(`Input '${INPUT}' needs ${missing.join(', ')} to build its sandbox (a user of its own and new namespaces), and this runner has no ${missing.join(' or ')}. Install util-linux, coreutils and passwd, or use test-results instead.`, INPUT);
    }
    // Run as the sandbox user: a system one, which any user may run (never one in the runner's home).
    const perl = await find('perl', '/usr/bin:/bin');
    const tools = { ...Object.fromEntries(names.map((n, i) => [n, found[i]])), ...(perl ? { perl } : {}) };
    if (ports.uid === 0)
        return { asRoot: [], tools };
    if (await ports.sudoWorks())
        return { asRoot: ['sudo', '-n'], tools };
    throw new errors/* ConfigurationError */.j1(`Input '${INPUT}' needs to create a separate user for the tests, which takes root: this runner is not root (uid ${ports.uid}) and 'sudo -n' is not available. Run on a GitHub-hosted Linux runner (passwordless sudo) or as root, or use test-results instead; tests never run as the runner's own user.`, INPUT);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/keyrings.js


const keyrings_exec = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/**
 * The kernel's keyrings, which no namespace the sandbox makes separates. A process possesses its
 * session keyring and may read every key in it: the command inherited the runner's (through
 * sudo, unshare and setpriv), so a key a job kept there (a Kerberos ticket in a KEYRING cache, a
 * tool's credential) reached pull-request code. And a uid's user and user-session keyrings
 * outlive its processes and userdel: what a run's tests added stayed in kernel memory until the
 * machine restarted. util-linux has no keyctl and keyutils is not installed everywhere, so perl
 * (present wherever git is: Debian's perl-base is essential) makes the keyctl system call: the
 * command starts in a new, empty session keyring of its own user, and at removal each user's two
 * keyrings are cleared and invalidated (the kernel frees the keys no other keyring holds). Without
 * perl, or on an architecture whose call number is not known here, neither happens and a tests
 * note says so.
 */
const KEYCTL = { x64: 250, arm64: 219 };
// The scripts take the call number so a test can drive the refusal without root or a seccomp
// profile: a number the kernel has no call for fails ENOSYS, as keyctl does under Docker's profile.
const call = KEYCTL[process.arch];
/**
 * keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL): a new anonymous session keyring, then the command.
 * Refused outright (EPERM, ENOSYS: Docker's default seccomp profile blocks keyctl in a container
 * job) it goes on: the command cannot call keyctl there either, so no keyring is in its reach.
 */
const joinScript = (nr) => `syscall(${nr}, 1, 0) >= 0 or $!{EPERM} or $!{ENOSYS} or die "keyctl: $!\\n"; exec { $ARGV[0] } @ARGV; die "exec: $!\\n"`;
/**
 * For each of the user (-4) and user-session (-5) keyrings: its id, KEYCTL_CLEAR (unlinks every
 * key in it), KEYCTL_INVALIDATE (the keyring itself goes). Refused outright, there is nothing the
 * user could have added. The lookup creates a uid's keyrings when it has none, so ENOKEY never
 * means "nothing to clear": it is the kernel's passing answer while several runs end at once (seen
 * with keys still there, which then outlived the run: test-sandbox-keyring's second case failed
 * beside the other sandbox files). The lookup is asked again, up to 2 s, before it is given up.
 */
const clearScript = (nr) => `for my $r (-4, -5) { my ($id, $gone); for (1 .. 20) { $id = syscall(${nr}, 0, $r, 0); $gone = $id < 0 && $!{ENOKEY}; last unless $gone; select(undef, undef, undef, 0.1) } ` +
    `if ($id < 0) { next if $gone; exit 0 if $!{EPERM} || $!{ENOSYS}; die "keyctl: $!\\n" } syscall(${nr}, 7, $id) >= 0 or die "clear: $!\\n"; syscall(${nr}, 21, $id) }`;
const keyringsUnsupported = (tools) => !tools.perl ? 'this runner has no perl' : call === undefined ? `keyctl's call number on ${process.arch} is not known here` : undefined;
/** The argv prefix, run as the sandbox user, that gives the command a session keyring of its own. */
function ownSession(tools) {
    return keyringsUnsupported(tools) === undefined && tools.perl && call !== undefined ? [tools.perl, '-e', joinScript(call), '--'] : [];
}
/** Clears and invalidates the user's keyrings, as that user; the problem, if any, for the run's telemetry. */
async function clearKeyrings(privilege, user) {
    const { tools } = privilege;
    const unsupported = keyringsUnsupported(tools);
    if (unsupported || !tools.perl || call === undefined)
        return `keys the command added to the kernel keyrings of user ${user.name} (uid ${user.uid}) stay in kernel memory until the machine restarts, and it ran in the runner's session keyring: ${unsupported ?? ''}`;
    const argv = [...privilege.asRoot, tools.setpriv, `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', tools.perl, '-e', clearScript(call)];
    try {
        await keyrings_exec(argv[0], argv.slice(1), { timeout: 60_000, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } });
        return undefined;
    }
    catch (error) {
        const why = (error.stderr ?? '').trim() || error.message.split('\n')[0];
        return `could not clear the kernel keyrings of user ${user.name} (${why}); what they hold stays until the machine restarts`;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/run-sandboxed.js




const run_sandboxed_exec = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** How often a stdout file's size is checked: a command printing without end is stopped at the bound instead of filling the disk until the timeout. */
const WATCH_MS = 250;
/**
 * Run as root inside the new mount namespace (private propagation: the host never sees these
 * mounts), before privileges are dropped: covers each directory to hide with an empty tmpfs only
 * root may enter; with confinement, remounts each listed mount read-only (the sandbox's directory
 * with them: nothing the command writes lands on the runner's disk, which a test run could
 * otherwise fill for the rest of the job), and mounts one tmpfs of the given size on the stage
 * (root-only). On it: an overlay's upper layer for each copy (its writes; the files on disk stay
 * as the runner made them), an empty directory bound over each scratch directory, and 1777
 * directories replacing the private temporary ones, with the sandbox's directory bound back in
 * place when it lies below (recursively, so what is mounted in it comes along). One size for all:
 * tmpfs's default is half the memory for each, and as many files, whose inodes take kernel memory
 * the size does not count: one per page of the size. Each new top takes its owner from the
 * directory it covers. Then it enters the working directory again by name (the one it was started
 * in is the read-only one below the overlay) and runs the rest as its child, not by exec: once it
 * ends, the shell (PID 1 of the namespace, root) kills whatever the command left running there and
 * writes the file system's statfs (blocks, blocks free, inodes, inodes free, block size) to the
 * usage file it took from stdin, which the command never holds (so what it prints cannot forge
 * it), then exits with the command's status; the namespace and its mounts end with it. Overlay options are comma- and
 * colon-separated, so its paths are given relative to `root` (plain names, checked), the stage's too. Paths are
 * arguments, never part of the script; any step failing stops the run (126).
 * Arguments: mount [mountpoint mkdir chown stat root stage size inodes cwd] hide... -- [read-only... -- overlay... -- scratch... -- private-tmp... --] command...
 */
const PAGE = 4096;
/** How often the sampler reads the in-memory file system's free space while the command runs, in seconds (room.ts). */
const SAMPLE_S = 0.1;
const HIDE = 'm=$0; while [ "$#" -gt 0 ] && [ "$1" != -- ]; do "$m" -t tmpfs -o mode=000,size=4k,nosuid,nodev,noexec hm-hidden "$1" || exit 126; shift; done; shift; exec "$@"';
const CONFINE = [
    'm=$0; mp=$1; md=$2; ch=$3; sf=$4; sl=$5; root=$6; stage=$7; size=$8; inodes=$9; cwd=${10}; shift 10',
    'exec 3<&0 </dev/null',
    'while [ "$1" != -- ]; do "$m" -n -t tmpfs -o mode=000,size=4k,nosuid,nodev,noexec hm-hidden "$1" || exit 126; shift; done; shift',
    // A listed mount that is no mount point here (shadowed by a later mount, or gone) is out of reach anyway.
    'while [ "$1" != -- ]; do "$m" -n -o remount,bind,ro "$1" 2>/dev/null || ! "$mp" -q "$1" || "$m" -n -o remount,bind,ro "$1" || exit 126; shift; done; shift',
    '"$m" -n -t tmpfs -o "mode=700,size=$size,nr_inodes=$inodes,nosuid,nodev" hm-tmp "$stage" || exit 126',
    'cd "$root" && st=${stage#"$root"/} || exit 126',
    'i=0; while [ "$1" != -- ]; do',
    '  i=$((i + 1)); "$md" -m 700 "$stage/o$i" "$stage/o$i/up" "$stage/o$i/work" && "$ch" --reference="$1" "$stage/o$i/up" || exit 126',
    '  "$m" -n -t overlay -o "lowerdir=$1,upperdir=$stage/o$i/up,workdir=$stage/o$i/work,redirect_dir=on,nosuid,nodev" hm-copy "$1" || exit 126; shift',
    'done; shift',
    'i=0; while [ "$1" != -- ]; do',
    '  i=$((i + 1)); "$md" -m 700 "$stage/s$i" && "$ch" --reference="$1" "$stage/s$i" && "$m" -n --bind "$stage/s$i" "$1" || exit 126; shift',
    'done; shift',
    'i=0; while [ "$1" != -- ]; do',
    '  i=$((i + 1)); "$md" -m 1777 "$stage/$i" || exit 126',
    '  case "$root" in "$1"/*) "$m" -n --rbind -o X-mount.mkdir "$root" "$stage/$i/${root#"$1"/}" || exit 126;; esac',
    '  "$m" -n --rbind "$stage/$i" "$1" || exit 126; shift',
    'done; shift; cd "$cwd" || exit 126',
    // The sampler: the least free blocks and inodes it saw while the command ran, written once told to stop.
    '( la=; ld=; trap \'printf "%s %s\\n" "$la" "$ld" >&3; exit 0\' TERM',
    '  while :; do set -- $("$sf" -f -c "%a %d" "$stage" 2>/dev/null)',
    '    if [ "$#" -eq 2 ]; then { [ -z "$la" ] || [ "$1" -lt "$la" ]; } && la=$1; { [ -z "$ld" ] || [ "$2" -lt "$ld" ]; } && ld=$2; fi',
    `    "$sl" ${SAMPLE_S} & wait $!; done ) </dev/null >/dev/null 2>&1 & p=$!`,
    '"$@" 3>&-; s=$?; kill -TERM "$p"; wait "$p"; kill -9 -1 2>/dev/null',
    '"$sf" -f -c "%b %a %c %d %S" "$stage" >&3 2>/dev/null; exit "$s"',
].join('\n');
/** A path below `root` as a plain relative name, fit for overlay's comma- and colon-separated options. */
function inRoot(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(rel) || rel.split('/').includes('..'))
        throw new Error(`sandbox path ${path} is not a plain name below ${root}`);
    return rel;
}
function prologue(tools, run) {
    const hide = run.hide ?? [];
    const c = run.confine;
    if (c)
        return [
            tools.sh,
            '-c',
            CONFINE,
            tools.mount,
            tools.mountpoint,
            tools.mkdir,
            tools.chown,
            tools.stat,
            tools.sleep,
            c.root,
            (0,external_node_path_.join)(c.root, inRoot(c.root, c.stage)),
            String(c.privateTmpBytes),
            String(Math.max(1, Math.ceil(c.privateTmpBytes / PAGE))),
            run.cwd,
            ...hide,
            '--',
            ...c.readOnly,
            '--',
            ...c.overlay.map((d) => inRoot(c.root, d)),
            '--',
            ...c.scratch.map((d) => inRoot(c.root, d)),
            '--',
            ...c.privateTmp,
            '--',
            // No file past the bound, on the runner's disk (the report) or in memory; one page over, so a write into a full tmpfs fails ENOSPC first.
            tools.prlimit,
            `--fsize=${fileLimit(c.privateTmpBytes)}:${fileLimit(c.privateTmpBytes)}`,
            '--',
        ];
    return hide.length > 0 ? [tools.sh, '-c', HIDE, tools.mount, ...hide, '--'] : [];
}
/** RLIMIT_FSIZE under confinement: what the in-memory file system holds, and one page. */
const fileLimit = (privateTmpBytes) => privateTmpBytes + PAGE;
function sandboxArgv(privilege, user, run) {
    const { tools } = privilege;
    return [
        ...privilege.asRoot,
        tools.unshare,
        '--net',
        '--ipc',
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        '--',
        ...prologue(tools, run),
        tools.setpriv,
        `--reuid=${user.uid}`,
        `--regid=${user.gid}`,
        '--clear-groups',
        '--no-new-privs',
        '--inh-caps=-all',
        '--',
        ...ownSession(tools),
        tools.env,
        '-i',
        ...Object.entries(run.env).map(([k, v]) => `${k}=${v}`),
        ...run.argv,
    ];
}
class Capture {
    max;
    chunks = [];
    bytes = 0;
    truncated = false;
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        if (this.bytes >= this.max) {
            this.truncated = true;
            return;
        }
        const room = this.max - this.bytes;
        const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
        if (kept.length < chunk.length)
            this.truncated = true;
        this.chunks.push(kept);
        this.bytes += kept.length;
    }
    data() {
        return Buffer.concat(this.chunks);
    }
    text() {
        return this.data().toString('utf8');
    }
}
async function runSandboxed(privilege, user, run) {
    const [bin, ...args] = sandboxArgv(privilege, user, run);
    const started = Date.now();
    // The runner's own environment never reaches the child: sudo gets a minimal one, env -i clears it for the command.
    const stdout = run.stdoutFile?.fd ?? 'pipe';
    const stdin = run.confine && run.usageFd !== undefined ? run.usageFd : 'ignore';
    const child = (0,external_node_child_process_.spawn)(bin, args, { cwd: run.cwd, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, detached: true, stdio: [stdin, stdout, 'pipe'] });
    if (child.pid !== undefined)
        run.onSpawn?.(child.pid);
    const out = new Capture(run.maxStdoutBytes);
    const err = new Capture(run.maxStderrBytes);
    child.stdout?.on('data', (c) => out.push(c));
    child.stderr?.on('data', (c) => err.push(c));
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        void killGroup(privilege, child.pid);
    }, run.timeoutMs);
    let overflow = false;
    const file = run.stdoutFile;
    const watch = file
        ? setInterval(() => {
            void file.size().then((size) => {
                if (size <= run.maxStdoutBytes || overflow)
                    return;
                overflow = true;
                void killGroup(privilege, child.pid);
            }, () => undefined);
        }, WATCH_MS)
        : undefined;
    const [exitCode, signal] = await new Promise((resolve) => {
        child.on('error', () => resolve([null, null]));
        child.on('close', (code, sig) => resolve([code, sig]));
    });
    clearTimeout(timer);
    clearInterval(watch);
    const kept = file ? await file.read(run.maxStdoutBytes) : { data: out.data(), truncated: out.truncated };
    return {
        exitCode,
        signal,
        timedOut,
        stdout: kept.data.toString('utf8'),
        stdoutData: kept.data,
        stderr: err.text(),
        stdoutTruncated: kept.truncated || overflow,
        stderrTruncated: err.truncated,
        ms: Date.now() - started,
    };
}
/** Kills the whole process group (sudo / unshare lead it); through sudo when the runner is not root, since the group is root's. */
async function killGroup(privilege, pid) {
    if (pid === undefined)
        return;
    if (privilege.asRoot.length === 0) {
        try {
            process.kill(-pid, 'SIGKILL');
        }
        catch {
            // already gone
        }
        return;
    }
    await run_sandboxed_exec(privilege.asRoot[0], [...privilege.asRoot.slice(1), privilege.tools.kill, '-KILL', '--', `-${pid}`]).catch(() => undefined);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/room.js

/**
 * The sampler's line (`<least free blocks> <least free inodes>`, empty when it took no sample) and
 * then `stat -f -c '%b %a %c %d %S'`: total and available blocks, total and free inodes, block size.
 */
function parseUsage(text) {
    const m = /^(?:(\d+) (\d+)\n| ?\n)?(\d+) (\d+) (\d+) (\d+) (\d+)\n?$/.exec(text);
    if (!m)
        return undefined;
    const [blocks, freeBlocks, inodes, freeInodes, blockSize] = m.slice(3).map(Number);
    const least = m[1] !== undefined ? { least: { freeBlocks: Number(m[1]), freeInodes: Number(m[2]) } } : {};
    return { blocks, freeBlocks, inodes, freeInodes, blockSize, ...least };
}
/** Nearly full: less free than 1 MiB or a hundredth of the size; fewer files left than 8 or a hundredth of them. */
const MIB = 1024 * 1024;
function fullness(u) {
    if (u.freeBlocks * u.blockSize < Math.max(MIB, (u.blocks * u.blockSize) / 100))
        return 'space';
    if (u.freeInodes < Math.max(8, u.inodes / 100))
        return 'files';
    return undefined;
}
const mb = (bytes) => Math.round(bytes / MIB);
function outOfRoom(usage, reportBytes, privateTmpBytes) {
    if (reportBytes !== undefined && reportBytes >= fileLimit(privateTmpBytes))
        return 'its report reached the file-size bound';
    if (!usage)
        return undefined;
    const full = fullness(usage);
    if (full === 'space') {
        const total = usage.blocks * usage.blockSize;
        return `its file system was full when it ended: ${mb(total - usage.freeBlocks * usage.blockSize)} of ${mb(total)} MB used`;
    }
    if (full === 'files')
        return `its file system was full when it ended: ${usage.inodes - usage.freeInodes} of ${usage.inodes} files used`;
    return fullWhileRunning(usage);
}
/** Full at some sample while the command ran, though not when it ended (it freed what it wrote). */
function fullWhileRunning(usage) {
    if (!usage?.least)
        return undefined;
    const { freeBlocks, freeInodes } = usage.least;
    const full = fullness({ ...usage, freeBlocks, freeInodes });
    const seen = `seen by sampling it every ${SAMPLE_S} s while it ran; freed again before it ended`;
    if (full === 'space') {
        const total = usage.blocks * usage.blockSize;
        return `its file system was full while it ran: ${mb(total - freeBlocks * usage.blockSize)} of ${mb(total)} MB used, ${seen}`;
    }
    if (full === 'files')
        return `its file system was full while it ran: ${usage.inodes - freeInodes} of ${usage.inodes} files used, ${seen}`;
    return undefined;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/copy-tree.js

const SLASH = Buffer.from('/');
const join = (dir, name) => Buffer.concat([dir, SLASH, name]);
const isUtf8 = (name) => Buffer.from(name.toString('utf8')).equals(name);
async function copyTree(from, to, keep) {
    const out = { withheld: [], notUtf8: [] };
    const walk = async (src, dst, rel, utf8) => {
        for (const entry of await (0,promises_.readdir)(src, { encoding: 'buffer', withFileTypes: true })) {
            const name = entry.name;
            const path = join(src, name);
            const target = join(dst, name);
            const relPath = rel ? join(rel, name) : name;
            const st = await (0,promises_.lstat)(path);
            if (!keep(st, name)) {
                if (name.toString() !== '.git')
                    out.withheld.push(relPath.toString('utf8'));
                continue;
            }
            const plain = utf8 && isUtf8(name);
            if (st.isSymbolicLink())
                await (0,promises_.symlink)(await (0,promises_.readlink)(path, { encoding: 'buffer' }), target);
            else if (st.isDirectory()) {
                await (0,promises_.mkdir)(target);
                await walk(path, target, relPath, plain);
                await (0,promises_.chmod)(target, st.mode & 0o7777);
            }
            else {
                await (0,promises_.copyFile)(path, target);
                if (!plain)
                    out.notUtf8.push(relPath.toString('utf8'));
            }
        }
    };
    await (0,promises_.mkdir)(to);
    await walk(Buffer.from(from), Buffer.from(to), undefined, true);
    return out;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/processes-of.js

/** Processes whose real user is `uid`, by pid on the runner (they may be in namespaces of their own). */
function processesOf(uid) {
    return (0,external_node_fs_.readdirSync)('/proc').flatMap((entry) => {
        if (!/^\d+$/.test(entry))
            return [];
        try {
            const line = /^Uid:\s+(\d+)/m.exec((0,external_node_fs_.readFileSync)(`/proc/${entry}/status`, 'utf8'));
            return line && Number(line[1]) === uid ? [Number(entry)] : [];
        }
        catch {
            return [];
        }
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/legacy-dirs.js



/**
 * Sandbox directories older versions made, before a directory carried its user's name:
 * `hm-sandbox-` and mkdtemp's six characters, made by the runner's own user, with the sandbox
 * user's HOME and copies in them. Nothing names the run that made one, so one is swept only once
 * it cannot be live: the directory itself unchanged for at least STALE_DAYS (only the runner adds
 * or removes its entries, and a run does so until its last copy, at most two test commands of an
 * hour and two copies after it began), and no process running as a user that owns an entry in it.
 * A symbolic link named like one (never followed), or a directory another user owns, is not
 * ours and is left alone without a word; each directory left because it could be live is named.
 */
const LEGACY_DIR = /^hm-sandbox-[A-Za-z0-9]{6}$/;
const STALE_DAYS = 2;
function staleLegacyDirs(parent, names, now = Date.now()) {
    const out = { remove: [], left: [] };
    const me = process.getuid?.();
    for (const name of names) {
        if (!LEGACY_DIR.test(name))
            continue;
        const path = (0,external_node_path_.join)(parent, name);
        let owners;
        let days;
        try {
            const stat = (0,external_node_fs_.lstatSync)(path);
            if (!stat.isDirectory() || stat.uid !== me)
                continue;
            days = Math.floor((now - stat.mtimeMs) / 86_400_000);
            owners = new Set((0,external_node_fs_.readdirSync)(path).map((entry) => (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(path, entry)).uid));
        }
        catch {
            continue;
        }
        owners.delete(me ?? -1);
        owners.delete(0);
        if (days < STALE_DAYS)
            out.left.push(`left ${path}, an older version's sandbox directory changed less than ${STALE_DAYS} days ago (it may be a run in progress); a later run removes it`);
        else if ([...owners].some((uid) => processesOf(uid).length > 0))
            out.left.push(`left ${path}, an older version's sandbox directory whose user still runs processes; a later run removes it`);
        else
            out.remove.push({ path, why: `an older version's sandbox directory unchanged for ${days} days` });
    }
    return out;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/leftovers.js







const leftovers_exec = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const USER = /^hm-t-[0-9a-f]{10}$/;
const RECORD = /^harbourmaster test-command pid=(\d+) start=(\d+) in=([0-9a-f]{12})$/;
const DIR_PREFIX = 'hm-sandbox-';
const parentTag = (parent) => (0,external_node_crypto_.createHash)('sha256').update(parent).digest('hex').slice(0, 12);
const ownerComment = (owner, parent) => `harbourmaster test-command pid=${owner.pid} start=${owner.start} in=${parentTag(parent)}`;
/** A process's start time since boot (field 22 of /proc/<pid>/stat, after the command name, which may hold anything). */
function startTime(pid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    }
    catch {
        return undefined;
    }
}
function currentOwner() {
    return { pid: process.pid, start: startTime(process.pid) ?? '0' };
}
/** Sandbox users with an owner record naming `parent`, from /etc/passwd (where useradd wrote them). */
function sandboxAccounts(passwd, parent) {
    return passwd.split('\n').flatMap((line) => {
        const [name, , uid, , comment] = line.split(':');
        const record = RECORD.exec(comment ?? '');
        if (!name || !USER.test(name) || !record || record[3] !== parentTag(parent))
            return [];
        return [{ name, uid: Number(uid), owner: { pid: Number(record[1]), start: record[2] } }];
    });
}
async function asRoot(privilege, argv, timeoutMs) {
    const [bin, ...args] = [...privilege.asRoot, ...argv];
    await leftovers_exec(bin, args, { timeout: timeoutMs, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } });
}
/**
 * Users older versions made, by the same naming rule, shell and home: with the record that did not
 * name its directory yet (pid and start: swept once that owner is gone, wherever its directory
 * was), or with none at all (made before owner records). Those have no owner to ask, so one is
 * swept only when no process runs as it and it was made (the day useradd wrote in /etc/shadow) at
 * least STALE_DAYS ago: a run lasts at most two test commands of an hour and two copies. Anything
 * else named like ours (another shell or home, another comment) is left alone.
 */
const LEGACY_RECORD = /^harbourmaster test-command pid=(\d+) start=(\d+)$/;
function legacyAccounts(passwd) {
    return passwd.split('\n').flatMap((line) => {
        const [name, , uid, , comment, home, shell] = line.split(':');
        if (!name || !USER.test(name) || home !== '/nonexistent' || shell !== '/usr/sbin/nologin')
            return [];
        if (comment === '')
            return [{ name, uid: Number(uid) }];
        const record = LEGACY_RECORD.exec(comment ?? '');
        return record ? [{ name, uid: Number(uid), owner: { pid: Number(record[1]), start: record[2] } }] : [];
    });
}
/** The day each sandbox-named user was made (days since 1970, /etc/shadow's third field), read as root; only names and days come back. */
async function madeOn(privilege) {
    const script = 'while IFS=: read -r n p d r; do case "$n" in hm-t-*) echo "$n $d";; esac; done < /etc/shadow';
    const [bin, ...args] = [...privilege.asRoot, privilege.tools.sh, '-c', script];
    const { stdout } = await leftovers_exec(bin, args, { timeout: 60_000, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } }).catch(() => ({ stdout: '' }));
    return new Map(stdout.split('\n').flatMap((l) => (/^(\S+) (\d+)$/.exec(l) ? [[l.split(' ')[0], Number(l.split(' ')[1])]] : [])));
}
/** Which older versions' users to remove now, and a note for each one left because it could still be live. */
async function staleLegacy(privilege, passwd) {
    const legacy = legacyAccounts(passwd);
    const days = legacy.some((a) => !a.owner) ? await madeOn(privilege) : new Map();
    const today = Math.floor(Date.now() / 86_400_000);
    const remove = [];
    const left = [];
    for (const a of legacy) {
        if (a.owner) {
            if (startTime(a.owner.pid) !== a.owner.start)
                remove.push({ ...a, why: "an earlier run's sandbox user" });
            continue;
        }
        const made = days.get(a.name);
        const age = made === undefined ? undefined : today - made;
        if (age !== undefined && age >= STALE_DAYS && processesOf(a.uid).length === 0)
            remove.push({ ...a, why: `an older version's sandbox user without an owner record, made ${age} days ago` });
        else
            left.push(`left user ${a.name}, an older version's sandbox user without an owner record made less than ${STALE_DAYS} days ago (it may be a run in progress); a later run removes it`);
    }
    return { remove, left };
}
/** Removes the leftovers of runs whose owner is gone: each removed or still left is one line, for the run's telemetry. */
async function removeLeftovers(privilege, parent, rmTimeoutMs) {
    let passwd;
    let dirs;
    try {
        // Directories first: a run makes its user before its directory, so every directory listed here has its user in the passwd read after.
        dirs = (0,external_node_fs_.readdirSync)(parent).filter((d) => d.startsWith(DIR_PREFIX));
        passwd = (0,external_node_fs_.readFileSync)('/etc/passwd', 'utf8');
    }
    catch (error) {
        return [`could not look for earlier runs' sandboxes (${error.message})`];
    }
    const accounts = sandboxAccounts(passwd, parent);
    const live = new Set(accounts.filter((a) => startTime(a.owner.pid) === a.owner.start).map((a) => a.name));
    const legacy = await staleLegacy(privilege, passwd);
    const out = [...legacy.left];
    // A directory is an earlier run's once its user is gone, or is about to be removed here: one named for a user still there that is not (another version's, maybe live) stays.
    const known = new Set(passwd.split('\n').map((l) => l.split(':')[0]));
    const removable = new Set([...accounts.filter((a) => !live.has(a.name)).map((a) => a.name), ...legacy.remove.map((a) => a.name)]);
    for (const account of [...accounts.filter((a) => !live.has(a.name)), ...legacy.remove]) {
        const pids = processesOf(account.uid);
        if (pids.length > 0)
            await asRoot(privilege, [privilege.tools.kill, '-KILL', '--', ...pids.map(String)], 60_000).catch(() => undefined);
    }
    // A directory whose user is live is another run's; one named for no user is another version's. One whose user is gone is left over.
    const userOf = (dir) => /^hm-sandbox-(hm-t-[0-9a-f]{10})-/.exec(dir)?.[1];
    for (const dir of dirs) {
        const user = userOf(dir);
        if (!user || (known.has(user) && !removable.has(user)))
            continue;
        const path = (0,external_node_path_.join)(parent, dir);
        await asRoot(privilege, [privilege.tools.rm, '-rf', '--one-file-system', path], rmTimeoutMs).then(() => out.push(`removed ${path}, an earlier run's sandbox`), () => out.push(`could not remove ${path}, an earlier run's sandbox`));
    }
    // Older versions' directories (named for no user): only once no run could still own one.
    const legacyDirs = staleLegacyDirs(parent, dirs);
    out.push(...legacyDirs.left);
    for (const { path, why } of legacyDirs.remove)
        await asRoot(privilege, [privilege.tools.rm, '-rf', '--one-file-system', '--', path], rmTimeoutMs).then(() => out.push(`removed ${path}, ${why}`), () => out.push(`could not remove ${path}, ${why}`));
    const why = "an earlier run's sandbox user";
    for (const account of [...accounts.filter((a) => !live.has(a.name)).map((a) => ({ ...a, why })), ...legacy.remove]) {
        await asRoot(privilege, [privilege.tools.userdel, account.name], 60_000).then(() => out.push(`removed user ${account.name}, ${account.why}`), 
        // Another run on this machine may sweep the same user first (older versions' users name no directory).
        () => out.push(userGone(account.name)
            ? `user ${account.name}, ${account.why}, was already removed by another run`
            : `could not remove user ${account.name}, ${account.why}`));
    }
    return out;
}
function userGone(name) {
    try {
        return !(0,external_node_fs_.readFileSync)('/etc/passwd', 'utf8')
            .split('\n')
            .some((l) => l.split(':')[0] === name);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/sandbox-user.js











const sandbox_user_exec = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function sandbox_user_asRoot(privilege, argv, timeoutMs = 60_000) {
    const [bin, ...args] = [...privilege.asRoot, ...argv];
    const { stdout } = await sandbox_user_exec(bin, args, { timeout: timeoutMs, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } });
    return stdout;
}
/**
 * How long removing the sandbox's directory may take: the copy is as large as the checkout
 * without .git, which on a large monorepo is more than a minute's work for rm. Past it, what is
 * left is named, and the next run on this runner removes it (leftovers.ts).
 */
const RM_TIMEOUT_MS = 600_000;
/**
 * Where sandbox uids come from: drawn at random from a range no distribution allocates (system
 * users below 1000, people from 1000, rootless containers' subordinate ranges from 100000 in
 * steps of 65536), and never one /etc/subuid or /etc/subgid lists. The kernel keeps a uid's user
 * and user-session keyrings for as long as the machine runs, past userdel: useradd's own pick
 * reuses the last freed system uid, so a later run's user, or the base run's, found every key an
 * earlier head run left there. A fresh uid per run starts with empty ones.
 */
const UID_RANGE = { low: 1_610_612_736, size: 536_870_000 };
function subordinate() {
    return ['/etc/subuid', '/etc/subgid'].flatMap((file) => {
        let text = '';
        try {
            text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        }
        catch {
            return [];
        }
        return text.split('\n').flatMap((line) => {
            const [, start, count] = line.split(':').map(Number);
            return Number.isInteger(start) && Number.isInteger(count) ? [[start, start + count]] : [];
        });
    });
}
function freshUid() {
    const taken = subordinate();
    for (;;) {
        const uid = UID_RANGE.low + ((0,external_node_crypto_.randomBytes)(4).readUInt32BE(0) % UID_RANGE.size);
        if (!taken.some(([from, to]) => uid >= from && uid < to))
            return uid;
    }
}
/** useradd's status when the uid is someone's already: draw again. */
const UID_IN_USE = 4;
/**
 * One sandbox user, of a fresh uid (UID_RANGE), `owner` recorded in its comment field so a later
 * run on this runner can tell it left over once that process is gone (leftovers.ts).
 */
async function addUser(privilege, parent, owner) {
    const name = `hm-t-${(0,external_node_crypto_.randomBytes)(5).toString('hex')}`;
    for (let attempt = 1;; attempt++) {
        const argv = [privilege.tools.useradd, '--system', '--user-group', '--uid', String(freshUid()), '--no-log-init', '--comment', ownerComment(owner, parent)];
        try {
            await sandbox_user_asRoot(privilege, [...argv, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name]);
            break;
        }
        catch (error) {
            if (error.code === UID_IN_USE && attempt < 5)
                continue;
            throw new errors/* ConfigurationError */.j1(`Input 'test-command' could not create its sandbox user with useradd (${error.message.split('\n')[0]}).`, 'test-command', { cause: error });
        }
    }
    try {
        const uid = Number((await sandbox_user_exec('id', ['-u', name])).stdout.trim());
        const gid = Number((await sandbox_user_exec('id', ['-g', name])).stdout.trim());
        if (!Number.isInteger(uid) || uid <= 0 || !Number.isInteger(gid) || gid <= 0)
            throw new Error(`useradd gave ${name} uid ${uid} gid ${gid}`);
        return { name, uid, gid };
    }
    catch (error) {
        await sandbox_user_asRoot(privilege, [privilege.tools.userdel, name]).catch(() => undefined);
        throw new errors/* ConfigurationError */.j1(`Input 'test-command' could not prepare its sandbox user (${error.message.split('\n')[0]}).`, 'test-command', {
            cause: error,
        });
    }
}
/** The user's own HOME and TMPDIR in the sandbox's directory: empty, its own. */
async function scratchDirs(privilege, root, user, suffix) {
    const home = (0,external_node_path_.join)(root, `home${suffix}`);
    const tmp = (0,external_node_path_.join)(root, `tmp${suffix}`);
    await (0,promises_.mkdir)(home, { mode: 0o700 });
    await (0,promises_.mkdir)(tmp, { mode: 0o700 });
    await sandbox_user_asRoot(privilege, [privilege.tools.chown, `${user.uid}:${user.gid}`, home, tmp]);
    return { home, tmp };
}
/** The sandbox's user (the head run's) and directory, which carries the user's name and is made after it. */
async function createSandboxUser(privilege, parent = (0,external_node_os_.tmpdir)(), owner = currentOwner()) {
    const user = await addUser(privilege, parent, owner);
    try {
        const root = await (0,promises_.realpath)(await (0,promises_.mkdtemp)((0,external_node_path_.join)(parent, `${DIR_PREFIX}${user.name}-`)));
        await (0,promises_.chmod)(root, 0o711);
        const stage = (0,external_node_path_.join)(root, 'mounts');
        await (0,promises_.mkdir)(stage, { mode: 0o700 });
        const { home, tmp } = await scratchDirs(privilege, root, user, '');
        return { user, users: [user], root, home, tmp, stage, owner: { parent, owner } };
    }
    catch (error) {
        await sandbox_user_asRoot(privilege, [privilege.tools.userdel, user.name]).catch(() => undefined);
        throw new errors/* ConfigurationError */.j1(`Input 'test-command' could not prepare its sandbox user (${error.message.split('\n')[0]}).`, 'test-command', {
            cause: error,
        });
    }
}
/**
 * The same sandbox for another run (the base commit's) as a user of its own, with its own HOME
 * and TMPDIR: nothing the head run's user could leave behind under its uid (keyrings, anything
 * the kernel keeps per user) reaches it. The user is removed with the sandbox.
 */
async function anotherUser(privilege, sandbox, label) {
    const user = await addUser(privilege, sandbox.owner.parent, sandbox.owner.owner);
    sandbox.users.push(user);
    return { ...sandbox, user, ...(await scratchDirs(privilege, sandbox.root, user, `-${label}`)) };
}
/**
 * Copies the checkout (without any `.git`) into the sandbox and gives the copy to the sandbox user.
 * Symlinks stay links. Only what another user could read in place is copied: a file an earlier
 * step left for the runner alone (a 0600 credentials file, anything in a 0700 directory) would
 * become the sandbox user's to read in a copy it owns. What is left out is added to `withheld`.
 */
async function copyCheckout(privilege, sandbox, checkout, name, withheld = [], notUtf8 = []) {
    const target = (0,external_node_path_.join)(sandbox.root, name);
    const keep = (st, entry) => entry.toString() !== '.git' && (st.isSymbolicLink() || (st.isDirectory() ? (st.mode & 0o005) === 0o005 : st.isFile() && (st.mode & 0o004) !== 0));
    const copied = await copyTree((0,external_node_path_.resolve)(checkout), target, keep);
    withheld.push(...copied.withheld);
    notUtf8.push(...copied.notUtf8);
    await (0,promises_.chmod)(target, 0o700);
    // A fresh tree of our own making: nothing in it is the sandbox user's yet, so chown -R (which does not follow links) is safe.
    await sandbox_user_asRoot(privilege, [privilege.tools.chown, '-R', `${sandbox.user.uid}:${sandbox.user.gid}`, target]);
    return target;
}
/**
 * A new file in the sandbox's directory for the command's stdout. Tools that write their report
 * to /dev/stdout by name (pytest --junitxml=/dev/stdout) reopen it, which a pipe from Node, a
 * socket pair, refuses (ENXIO); a file its user owns reopens. The runner opens it for reading
 * before handing it over and reads back through that descriptor, bounded: the command may
 * rewrite the file but not replace it (the directory is not its own).
 */
async function reportFile(privilege, sandbox, name) {
    const path = (0,external_node_path_.join)(sandbox.root, name);
    const writer = await (0,promises_.open)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_NOFOLLOW, 0o600);
    const reader = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW).catch(async (error) => {
        await writer.close();
        throw error;
    });
    const close = async () => {
        await Promise.allSettled([writer.close(), reader.close()]);
    };
    try {
        await sandbox_user_asRoot(privilege, [privilege.tools.chown, `${sandbox.user.uid}:${sandbox.user.gid}`, path]);
    }
    catch (error) {
        await close();
        throw error;
    }
    return {
        fd: writer.fd,
        size: async () => (await reader.stat()).size,
        read: async (max) => {
            const size = (await reader.stat()).size;
            const buf = Buffer.alloc(Math.min(size, max));
            const { bytesRead } = await reader.read(buf, 0, buf.length, 0);
            return { data: buf.subarray(0, bytesRead), truncated: size > max };
        },
        close,
    };
}
/**
 * A new file in the sandbox's directory, the runner's own (0600, never given to the sandbox user),
 * where root in the command's namespace writes what statfs says of its in-memory file system once
 * the command ended (run-sandboxed's usageFd). Read back whole: it is one short line.
 */
async function usageFile(sandbox, name) {
    const handle = await (0,promises_.open)((0,external_node_path_.join)(sandbox.root, name), external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o600);
    return {
        fd: handle.fd,
        read: async () => {
            const buf = Buffer.alloc(256);
            const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
            return buf.subarray(0, bytesRead).toString('utf8');
        },
        close: () => handle.close(),
    };
}
/** Why a tool failed: the last line it printed to stderr (rm's names the file and the reason); execFile's own message names only the command. */
function failure(error, timeoutMs) {
    if (error.killed === true)
        return `timed out after ${timeoutMs / 1000} s`;
    const said = String(error.stderr ?? '')
        .trim()
        .split('\n')
        .pop();
    return said || error.message.split('\n')[0] || String(error);
}
async function removeSandbox(privilege, sandbox, rmTimeoutMs = RM_TIMEOUT_MS) {
    const problems = [];
    const later = 'the next test-command run on this runner removes it';
    await sandbox_user_asRoot(privilege, [privilege.tools.rm, '-rf', '--one-file-system', sandbox.root], rmTimeoutMs).catch((e) => problems.push(`rm: ${failure(e, rmTimeoutMs)} (${sandbox.root} is left; ${later})`));
    for (const user of sandbox.users) {
        // Its processes ended with their namespace: nothing adds a key after this.
        const keys = await clearKeyrings(privilege, user);
        if (keys)
            problems.push(keys);
        await sandbox_user_asRoot(privilege, [privilege.tools.userdel, user.name]).catch((e) => problems.push(`userdel: ${failure(e, 60_000)} (user ${user.name} is left; ${later})`));
    }
    return problems;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/visible-escapes.js
var visible_escapes = __webpack_require__(2882);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/command-notes.js

/**
 * The test command's own notes that list paths. The pull request chose the names (a test file's,
 * a checkout entry's), and a note is one line wherever it goes (the log, test-evidence.json, the
 * verifier's prompt): a newline or another hidden character in a name is shown as `\uXXXX`, as
 * the notes of test-results show it, so a name can neither split a note nor forge another.
 */
function leftOutNote(kept, left) {
    if (left.length === 0)
        return [];
    const more = left.length > 5 ? ` and ${left.length - 5} more` : '';
    return [
        `{files} holds ${kept.length} of the ${kept.length + left.length} affected test files: ${left.length} more would pass the operating system's limit on a command's arguments, so their tests did not run (${left.slice(0, 5).map(visible_escapes/* escapeHidden */.OR).join(', ')}${more}).`,
    ];
}
function withheldNote(withheld) {
    if (withheld.length === 0)
        return [];
    const listed = [...withheld].sort();
    const more = listed.length > 10 ? ` and ${listed.length - 10} more` : '';
    return [
        `${listed.length} ${listed.length === 1 ? 'entry' : 'entries'} of the checkout that other users may not read were not copied into the sandbox: ${listed.slice(0, 10).map(visible_escapes/* escapeHidden */.OR).join(', ')}${more}.`,
    ];
}
/** Affected test files whose names are not valid UTF-8: Node builds a command's arguments from strings, which cannot hold such a name. */
function notUtf8Note(files) {
    if (files.length === 0)
        return [];
    const more = files.length > 10 ? ` and ${files.length - 10} more` : '';
    const one = files.length === 1;
    return [
        `${files.length} test ${one ? "file's name is" : "files' names are"} not valid UTF-8 and a command's arguments carry only UTF-8 here, so ${one ? 'it is' : 'they are'} not in {files} and ${one ? 'its' : 'their'} tests did not run: ${files.slice(0, 10).map(visible_escapes/* escapeHidden */.OR).join(', ')}${more} (U+FFFD stands for each byte that is not UTF-8).`,
    ];
}
/** Changed paths the base copy kept as the head has them: its failures there may be the pull request's. */
function notRestoredNote(paths) {
    if (paths.length === 0)
        return [];
    const one = paths.length === 1;
    const listed = paths.slice(0, 10).map((p) => `${(0,visible_escapes/* escapeHidden */.OR)(p.path)} (${p.why})`);
    const more = paths.length > 10 ? ` and ${paths.length - 10} more` : '';
    return [
        `On the base commit: ${paths.length} changed ${one ? 'path' : 'paths'} could not be put back to ${one ? 'its' : 'their'} base version, so the base run saw ${one ? 'it' : 'them'} as the pull request has ${one ? 'it' : 'them'}: ${listed.join(', ')}${more}.`,
    ];
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/program-check.js


/**
 * Why the sandbox user could not start the test command's program, decided by the runner from the
 * file system (never from what the command printed): `env` reports a program missing from one
 * PATH directory the sandbox user may not enter as "Permission denied", and a test command exits
 * 126 or 127 for reasons of its own too. Consulted only when the run ended 126 or 127 with no
 * report. The program runs as another user, so it and every directory above it must be
 * executable by others (a tool installed under the runner's 0700 home is not).
 */
const othersMayRun = (path, dir) => {
    try {
        const st = (0,external_node_fs_.statSync)(path);
        return (dir ? st.isDirectory() : st.isFile()) && (st.mode & 0o001) !== 0;
    }
    catch {
        return false;
    }
};
function runnable(path) {
    if (!othersMayRun(path, false))
        return false;
    for (let d = (0,external_node_path_.dirname)(path);; d = (0,external_node_path_.dirname)(d)) {
        if (!othersMayRun(d, true))
            return false;
        if (d === (0,external_node_path_.dirname)(d))
            return true;
    }
}
function unstartable(program, cwd, path) {
    if (program.includes('/')) {
        const full = (0,external_node_path_.isAbsolute)(program) ? program : (0,external_node_path_.resolve)(cwd, program);
        return runnable(full) ? undefined : `${program} does not exist there or other users may not run it`;
    }
    const dirs = path.split(':').filter((d) => (0,external_node_path_.isAbsolute)(d));
    if (dirs.some((d) => runnable((0,external_node_path_.join)(d, program))))
        return undefined;
    return `${program} is in no directory of PATH that other users may enter, or other users may not run it`;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/evidence/sandbox/test-command.js






















/**
 * The opt-in `test-command` path: establish the sandbox (or fail
 * `configuration`), copy the checkout for the sandbox user, expand `{files}`
 * to the affected test files, run the command on the head copy and, with
 * test-command-base, on a copy whose changed files are restored to the base
 * commit. The command's stdout is its JUnit report. Runs before the private
 * directory, the token file or any OpenCode process exists; the user and
 * every copy are removed before it returns, or by the run's cancellation,
 * which kills a command still running (the runner exits right after it, and
 * the command's own group, user and copy lie outside everything else the
 * cancellation stops and removes).
 */
const COMMAND_BOUNDS = { stdoutBytes: 4_000_000, stderrBytes: 64_000 };
/** World-writable places every system has: the command gets empty ones of its own, gone when it ends. */
const PRIVATE_TMP = ['/tmp', '/var/tmp', '/dev/shm'];
const TEST_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.py', '.go', '.rb', '.java', '.kt', '.rs'];
function insideCopy(copy) {
    return (path) => {
        const full = (0,external_node_path_.join)(copy, path);
        if ((0,external_node_path_.relative)(copy, full).startsWith('..') || !full.startsWith(copy + external_node_path_.sep))
            return false;
        try {
            return (0,external_node_fs_.lstatSync)(full).isFile();
        }
        catch {
            return false;
        }
    };
}
async function runTestCommand(input) {
    const argv = input.settings.testCommand;
    if (!argv)
        throw new errors/* ConfigurationError */.j1("Input 'test-command' is empty.", 'test-command');
    tmpBytes(input);
    const workspace = input.env.workspace;
    if (!workspace || !(0,external_node_fs_.existsSync)(workspace)) {
        throw new errors/* ConfigurationError */.j1("Input 'test-command' needs the pull request checked out in the workspace (actions/checkout before Harbourmaster); GITHUB_WORKSPACE has no checkout.", 'test-command');
    }
    const privilege = await establishPrivilege(input.privilegePorts);
    if (input.settings.testCommandBase)
        await requireBaseCommit(workspace, input.prepared.pr.baseSha);
    input.registry?.assertLive();
    const parent = input.sandboxParent ?? sandboxParent([workspace, input.env.runnerTemp]);
    for (const line of await removeLeftovers(privilege, parent, RM_TIMEOUT_MS))
        input.logger.event('tests', 'note', { note: `sandbox cleanup: ${line}` });
    const sandbox = await createSandboxUser(privilege, parent);
    const command = {};
    let removal;
    const remove = () => (removal ??= removeSandbox(privilege, sandbox));
    const forget = input.registry?.hold(async () => {
        await killGroup(privilege, command.group);
        await command.ended;
        await remove();
    });
    input.logger.event('tests', 'sandbox', { target: 'setup', user: sandbox.user.name, uid: sandbox.user.uid });
    try {
        const hide = hiddenDirs(sandbox.root, [workspace, input.env.runnerTemp], input.logger);
        await checkSandbox(privilege, sandbox, hide, command, tmpBytes(input));
        const withheld = [];
        const notUtf8 = [];
        const head = await copyCheckout(privilege, sandbox, workspace, 'head', withheld, notUtf8);
        const usesFiles = argv.some((a) => a.includes('{files}'));
        const unnamed = usesFiles ? notUtf8.filter((file) => input.changed.some((path) => (0,test_map/* testsOf */.Vh)(path)(file))).sort() : [];
        const copyNotes = [...withheldNote(withheld), ...notUtf8Note(unnamed)];
        const affected = (0,test_map/* affectedTestFiles */.IB)(input.changed, insideCopy(head), paths/* isTestPath */.MQ, TEST_EXTENSIONS);
        if (usesFiles && affected.length === 0) {
            const unusable = unnamed.length > 0
                ? "the only test files for the changed files have names that are not valid UTF-8, which test-command's arguments cannot carry, so it did not run"
                : 'no test file exists for the changed files, so test-command did not run';
            return { reports: 0, cases: [], notes: copyNotes, unusable };
        }
        const fitted = fitFiles(argv, affected);
        const files = fitted.kept;
        if (affected.length > 0 && files.length === 0) {
            const unusable = "test-command with even one test file in {files} would pass the operating system's limit on a command's arguments, so it did not run";
            return { reports: 0, cases: [], notes: copyNotes, unusable };
        }
        const headRun = await runOnce(privilege, sandbox, { cwd: head, hide, command }, fitted.argv, input, 'head', files.length);
        const fitNotes = leftOutNote(files, fitted.left);
        const leftOut = fitted.left.length > 0 ? { leftOut: fitted.left } : {};
        if ('unusable' in headRun)
            return { reports: 0, cases: [], notes: [...copyNotes, ...fitNotes, ...headRun.notes], unusable: headRun.unusable };
        let baseFailures;
        const notes = [...copyNotes, ...fitNotes, ...headRun.notes];
        if (input.settings.testCommandBase) {
            // A user of its own: nothing the head run left under its uid (its keyrings) reaches the reference run.
            const baseBox = await anotherUser(privilege, sandbox, 'base');
            const base = await copyCheckout(privilege, baseBox, workspace, 'base');
            notes.push(...notRestoredNote(await restoreBase(workspace, base, input.prepared, privilege, baseBox)));
            const baseFiles = onBase(files, input.prepared.index.files, insideCopy(base));
            // Test files the pull request added: given no file, a runner runs the whole suite, whose failures say nothing about these.
            if (usesFiles && baseFiles.length === 0) {
                const which = files.length === 1 ? 'The test file in {files} does not exist' : `None of the ${files.length} test files in {files} exists`;
                notes.push(`${which} on the base commit, so test-command did not run there.`);
                return { reports: 1, cases: headRun.cases, notes, baseFailures: new Set(), ...leftOut };
            }
            const baseRun = await runOnce(privilege, baseBox, { cwd: base, hide, command }, expandArgv(argv, baseFiles), input, 'base', baseFiles.length);
            if ('unusable' in baseRun)
                notes.push(`The base-commit run gave no usable report (${baseRun.unusable}); failures cannot be compared with base.`, ...baseRun.notes);
            else {
                baseFailures = (0,build_evidence/* baseFailureIds */.G_)(baseRun.cases, input.changed);
                // Its failures make the head's inconclusive: what bent them (no room, stderr cut) is said too.
                notes.push(...baseRun.notes.map((n) => `On the base commit: ${n.charAt(0).toLowerCase()}${n.slice(1)}`));
            }
        }
        return { reports: 1, cases: headRun.cases, notes, ...(baseFailures ? { baseFailures } : {}), ...leftOut };
    }
    finally {
        const problems = await remove();
        forget?.();
        for (const p of problems)
            input.logger.event('tests', 'note', { note: `sandbox cleanup: ${p}` });
    }
}
/**
 * The sandbox works on its copy; the originals stay where they were, readable by any user where
 * the runner's home is open (the actions/runner container image makes /home/runner 777): the
 * workspace's .git/config and the credentials file newer actions/checkout versions leave in
 * RUNNER_TEMP hold the token. Both are covered in the command's mount namespace, unless one holds
 * the sandbox itself (then it says so).
 */
/**
 * Where the sandbox goes: the first temp directory outside everything the
 * command must not see. The system one may lie inside RUNNER_TEMP (a workflow
 * that sets TMPDIR to runner.temp to keep /tmp small), and a sandbox there
 * would leave RUNNER_TEMP, with the checkout's credentials file, in view.
 */
function sandboxParent(hidden) {
    const roots = hidden.filter((dir) => dir !== undefined && (0,external_node_fs_.existsSync)(dir)).map((dir) => (0,external_node_path_.resolve)(dir));
    const candidates = [(0,external_node_os_.tmpdir)(), '/tmp', '/var/tmp'].map((dir) => (0,external_node_path_.resolve)(dir));
    const outside = candidates.find((dir) => (0,external_node_fs_.existsSync)(dir) && !roots.some((root) => dir === root || dir.startsWith(root + external_node_path_.sep)));
    if (outside)
        return outside;
    throw new errors/* ConfigurationError */.j1(`Input 'test-command' needs a temp directory outside the workspace and RUNNER_TEMP for its sandbox, and ${candidates.join(', ')} all lie inside them. Set TMPDIR to such a directory.`, 'test-command');
}
function hiddenDirs(sandboxRoot, dirs, logger) {
    const out = [];
    for (const dir of dirs) {
        if (!dir || !(0,external_node_fs_.existsSync)(dir))
            continue;
        const root = (0,external_node_path_.resolve)(dir);
        if (sandboxRoot === root || sandboxRoot.startsWith(root + external_node_path_.sep))
            logger.event('tests', 'note', { note: `${root} holds the sandbox, so it is not hidden from the test command` });
        else
            out.push(root);
    }
    return out;
}
/**
 * What the command may write: one in-memory file system for its copy's changes (`overlay`), its
 * HOME and TMPDIR (`scratch`) and the private temporary directories; every mount read-only. On the
 * runner's disk a test run could fill the room the rest of the job needs, and in memory beyond a
 * bound it could starve the runner itself.
 */
function confinement(sandbox, hide, privateTmpBytes, overlay, scratch) {
    return {
        root: sandbox.root,
        stage: sandbox.stage,
        readOnly: readOnlyTargets(runnerMounts(), hide),
        overlay: [overlay],
        scratch,
        privateTmp: [...new Set(PRIVATE_TMP.filter((d) => (0,external_node_fs_.existsSync)(d)).map((d) => (0,external_node_fs_.realpathSync)(d)))],
        privateTmpBytes,
    };
}
const test_command_MIB = 1_048_576;
/**
 * The in-memory file system's size: test-memory-mb when the workflow sets it, a quarter of the
 * runner's memory otherwise. More than three quarters would let a test run starve the runner
 * itself (tmpfs pages are memory), so such a value stops the run, naming what this runner allows.
 */
function tmpBytes(input) {
    if (input.privateTmpBytes !== undefined)
        return input.privateTmpBytes;
    const set = input.settings.testMemoryMb;
    if (set === undefined)
        return Math.floor((0,external_node_os_.totalmem)() / 4 / test_command_MIB) * test_command_MIB;
    // The run checked it before reading GitHub (checkTestMemory); a caller that did not is refused here.
    const problem = (0,runner_host/* testMemoryProblem */.dA)(set, (0,external_node_os_.totalmem)());
    if (problem)
        throw problem;
    return set * test_command_MIB;
}
function outOfRoomNote(why, input) {
    if (!why)
        return [];
    const mb = Math.round(tmpBytes(input) / test_command_MIB);
    const set = input.privateTmpBytes === undefined && input.settings.testMemoryMb !== undefined;
    const whose = set ? 'as test-memory-mb sets' : "a quarter of this runner's";
    const raise = set ? "raise test-memory-mb (up to three quarters of the runner's memory)" : "set test-memory-mb (up to three quarters of the runner's memory)";
    return [
        `The test command ran out of room (${why}): its copy of the checkout, HOME, TMPDIR, /tmp, /var/tmp and /dev/shm share ${mb} MB of memory, ${whose}, and no file may grow past that. Failures from that are the runner's limits, not the pull request's: ${raise}, use a runner with more memory, or run the tests in a job of their own and pass their JUnit files with test-results.`,
    ];
}
/**
 * The sandbox itself, before the command: a container job runs as root but,
 * with Docker's default capabilities (no CAP_SYS_ADMIN) or a seccomp profile,
 * cannot make namespaces or mounts. Then the command never ran, which is the
 * runner's setup to fix, not a test command that printed no report.
 */
async function checkSandbox(privilege, sandbox, hide, command, privateTmpBytes) {
    const running = runSandboxed(privilege, sandbox.user, {
        argv: [privilege.tools.sh, '-c', 'exit 0'],
        cwd: sandbox.home,
        hide,
        // Every mount the real run makes, on the empty HOME and TMPDIR: an overlay refused fails here, before the checkout is copied.
        confine: confinement(sandbox, hide, privateTmpBytes, sandbox.home, [sandbox.tmp]),
        env: { PATH: '/usr/bin:/bin' },
        timeoutMs: 30_000,
        maxStdoutBytes: 4_000,
        maxStderrBytes: 4_000,
        onSpawn: (pid) => void (command.group = pid),
    });
    command.ended = running;
    const result = await running;
    command.group = undefined;
    if (result.exitCode === 0)
        return;
    const said = result.stderr.trim().split('\n').slice(-2).join('; ') || (result.timedOut ? 'timed out' : `exit ${result.exitCode ?? result.signal}`);
    throw new errors/* ConfigurationError */.j1(`Input 'test-command' could not build its sandbox (${said}): it needs new network, PID and mount namespaces (unshare) and mounts, which a container job has only with CAP_SYS_ADMIN (container options: --cap-add SYS_ADMIN) and no seccomp or AppArmor profile refusing them. Run the job on the runner itself, or use test-results instead.`, 'test-command');
}
async function runOnce(privilege, sandbox, { cwd, hide, command }, argv, input, target, files) {
    input.registry?.assertLive();
    const report = await reportFile(privilege, sandbox, `report-${target}`);
    const usage = await usageFile(sandbox, `usage-${target}`).catch(async (error) => {
        await report.close();
        throw error;
    });
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: sandbox.home, TMPDIR: sandbox.tmp, LANG: 'C.UTF-8', CI: 'true', NO_COLOR: '1' };
    const running = runSandboxed(privilege, sandbox.user, {
        stdoutFile: report,
        usageFd: usage.fd,
        argv,
        cwd,
        hide,
        confine: confinement(sandbox, hide, tmpBytes(input), cwd, [sandbox.home, sandbox.tmp]),
        env,
        timeoutMs: input.settings.testTimeoutSeconds * 1000,
        maxStdoutBytes: COMMAND_BOUNDS.stdoutBytes,
        maxStderrBytes: COMMAND_BOUNDS.stderrBytes,
        onSpawn: (pid) => void (command.group = pid),
    });
    command.ended = running;
    let reportBytes;
    let used;
    const result = await running.finally(async () => {
        reportBytes = await report.size().catch(() => undefined);
        used = await usage.read().catch(() => undefined);
        await Promise.allSettled([report.close(), usage.close()]);
    });
    command.group = undefined;
    const figures = parseUsage(used ?? '');
    const room = outOfRoom(figures, reportBytes, tmpBytes(input));
    input.logger.event('tests', 'sandbox', {
        target,
        exit: result.exitCode ?? undefined,
        timed_out: result.timedOut,
        files,
        stdout_bytes: Buffer.byteLength(result.stdout),
        report_bytes: reportBytes,
        out_of_room: room !== undefined,
        // Full at a sample while it ran (whatever it was at the end): a failure then may be ENOSPC the suite did not print.
        full_while_running: fullWhileRunning(figures) !== undefined,
        ms: result.ms,
    });
    const stderr = (input.redactor ? input.redactor.redact(result.stderr) : result.stderr).split('\n').slice(-12).join('\n');
    const notes = [
        ...(result.stderrTruncated ? [`The test command's stderr passed ${COMMAND_BOUNDS.stderrBytes} bytes and was cut.`] : []),
        ...outOfRoomNote(room, input),
    ];
    if (result.timedOut)
        return { unusable: `the test command timed out after ${input.settings.testTimeoutSeconds} s and was killed with its processes`, notes };
    if (result.stdoutTruncated)
        return { unusable: `the test command's report passed ${COMMAND_BOUNDS.stdoutBytes} bytes and was cut`, notes };
    const missing = (result.exitCode === 126 || result.exitCode === 127) && result.stdout === '' ? unstartable(argv[0] ?? '', cwd, env.PATH) : undefined;
    if (missing)
        return {
            unusable: `the test command could not start (exit ${result.exitCode}): ${quote((0,cut/* clipUnits */.U)(missing, 300))}. It runs as a user of its own, so its program and every directory above it must be executable by other users (install tools outside the runner's home, or call them by a path others may use)`,
            notes,
        };
    try {
        return { cases: (0,junit/* parseJunit */.k)((0,report_encoding/* decodeReport */.b)(result.stdoutData)), notes };
    }
    catch (error) {
        // The same decoding as a test-results report: a report in an encoding it cannot read is named as such, not as malformed XML.
        if (error instanceof report_encoding/* ReportEncodingError */.e)
            return { unusable: `the test command (exit ${result.exitCode ?? result.signal}) printed a report Harbourmaster could not read: ${error.message}`, notes };
        const why = error instanceof junit/* JunitFormatError */.y ? quote((0,cut/* clipUnits */.U)(error.message, 200)) : 'unreadable';
        const tail = stderr.trim().length > 0 ? quote(stderr.length > 400 ? `…${stderr.slice(-399).replace(/^[\udc00-\udfff]/, '')}` : stderr) : 'nothing';
        return {
            unusable: `the test command (exit ${result.exitCode ?? result.signal}) did not print a JUnit report (${why}); stderr ends: ${tail}`,
            notes,
        };
    }
}
/**
 * What the command printed, quoted inside the reason: the parser's complaint quotes the report
 * and stderr is pull-request output, so each shows literally (hidden characters escaped, one
 * line) wherever the reason goes, the published review included; the caller bounds them.
 */
function quote(text) {
    return (0,code_span/* codeSpan */.S)(text.trim());
}


/***/ }),

/***/ 3184:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lf: () => (/* binding */ maxLevel),
/* harmony export */   MQ: () => (/* binding */ isTestPath),
/* harmony export */   Xm: () => (/* binding */ isCodePath),
/* harmony export */   e_: () => (/* binding */ isSensitivePath),
/* harmony export */   pE: () => (/* binding */ RISK_ORDER),
/* harmony export */   x1: () => (/* binding */ pathSignals),
/* harmony export */   xR: () => (/* binding */ pathWords)
/* harmony export */ });
/**
 * What a path alone says about a changed file: is it code, a test, docs, and
 * which sensitive areas it touches. Risk scoring, filtering of removed files
 * and specialist selection all read paths the same way through this module.
 */
/**
 * Splits a path into lowercase words at separators and camelCase boundaries,
 * so `src/OAuthProvider.ts` gives o, auth, provider, ts and `author.ts` does
 * not look like auth.
 */
function pathWords(path) {
    return path
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 0);
}
// Ordered: the first rule of each reason wins; every matching rule adds its reason.
const WORD_RULES = [
    {
        words: [
            'auth',
            'authn',
            'authz',
            'authentication',
            'authorization',
            'authorize',
            'login',
            'logout',
            'signin',
            'signup',
            'oauth',
            'oidc',
            'saml',
            'sso',
            'mfa',
            'totp',
        ],
        signal: { level: 'high', reason: 'authentication path' },
    },
    { words: ['session', 'sessions', 'cookie', 'cookies', 'jwt', 'token', 'tokens'], signal: { level: 'high', reason: 'session or token handling path' } },
    {
        words: ['password', 'passwords', 'passwd', 'credential', 'credentials', 'secret', 'secrets', 'vault', 'keystore', 'keychain'],
        signal: { level: 'high', reason: 'secrets or credentials path' },
    },
    {
        words: ['crypto', 'cryptography', 'cipher', 'encrypt', 'encryption', 'decrypt', 'signature', 'signing', 'hmac', 'tls', 'ssl', 'certs', 'cert'],
        signal: { level: 'high', reason: 'cryptography path' },
    },
    {
        words: ['permission', 'permissions', 'acl', 'acls', 'rbac', 'abac', 'access', 'roles', 'policy', 'policies', 'guard', 'guards'],
        signal: { level: 'high', reason: 'permissions or access-control path' },
    },
    { words: ['security', 'csrf', 'xss', 'cors', 'csp', 'sanitize', 'sanitizer', 'firewall'], signal: { level: 'high', reason: 'security path' } },
    {
        words: ['payment', 'payments', 'billing', 'invoice', 'invoices', 'stripe', 'paypal', 'subscription', 'subscriptions', 'wallet'],
        signal: { level: 'high', reason: 'payment or billing path' },
    },
    { words: ['migration', 'migrations', 'migrate'], signal: { level: 'high', reason: 'database migration' } },
    {
        words: ['infra', 'infrastructure', 'terraform', 'k8s', 'kubernetes', 'helm', 'docker', 'dockerfile', 'ansible', 'nginx', 'deploy', 'deployment'],
        signal: { level: 'medium', reason: 'infrastructure or deployment path' },
    },
    { words: ['sql', 'query', 'queries', 'dao', 'db', 'database'], signal: { level: 'medium', reason: 'database access path' } },
];
/** Word -> indexes of the rules naming it: one lookup per word of a path instead of a scan of every rule's words. */
const RULES_OF_WORD = new Map();
WORD_RULES.forEach((rule, i) => {
    for (const word of rule.words)
        RULES_OF_WORD.set(word, [...(RULES_OF_WORD.get(word) ?? []), i]);
});
const WORKFLOW = /^\.github\/(workflows|actions)\//;
const ACTION_METADATA = /(^|\/)action\.ya?ml$/;
const INFRA_FILE = /(\.tf|\.tfvars|\.hcl)$|(^|\/)(Dockerfile[^/]*|docker-compose[^/]*\.ya?ml|Containerfile)$/i;
const ENV_FILE = /(^|\/)\.env(\.[^/]*)?$/;
/** Every sensitive-area signal of a path, in a fixed order, one per reason. */
function pathSignals(path) {
    const out = [];
    if (WORKFLOW.test(path))
        out.push({ level: 'high', reason: 'CI workflow (runs with repository secrets and tokens)' });
    if (ACTION_METADATA.test(path))
        out.push({ level: 'high', reason: 'GitHub Action metadata' });
    if (ENV_FILE.test(path))
        out.push({ level: 'high', reason: 'environment file (may hold secrets)' });
    const matched = new Set();
    for (const word of pathWords(path))
        for (const rule of RULES_OF_WORD.get(word) ?? [])
            matched.add(rule);
    WORD_RULES.forEach((rule, i) => {
        if (matched.has(i) && !out.some((s) => s.reason === rule.signal.reason))
            out.push(rule.signal);
    });
    if (INFRA_FILE.test(path) && !out.some((s) => s.reason === 'infrastructure or deployment path')) {
        out.push({ level: 'medium', reason: 'infrastructure or deployment path' });
    }
    if (/\.sql$/i.test(path) && !out.some((s) => s.reason === 'database access path')) {
        out.push({ level: 'medium', reason: 'database access path' });
    }
    return out;
}
/** True when the path alone marks the file high-risk (auth, secrets, workflows, migrations…). */
function isSensitivePath(path) {
    return pathSignals(path).some((s) => s.level === 'high');
}
const TEST_PATH = /(^|\/)(__tests__|__mocks__|tests?|spec|specs|e2e|testdata|fixtures)\/|[._-](test|spec)\.[^/]+$|(^|\/)test_[^/]+\.py$|_test\.(go|py|rb|exs?)$|Tests?\.(java|kt|cs|swift|scala)$/;
/** A test file, by the naming conventions of the common ecosystems. */
function isTestPath(path) {
    return TEST_PATH.test(path);
}
const CODE_EXTENSIONS = new Set([
    'ts',
    'tsx',
    'mts',
    'cts',
    'js',
    'jsx',
    'mjs',
    'cjs',
    'vue',
    'svelte',
    'py',
    'rb',
    'go',
    'rs',
    'java',
    'kt',
    'kts',
    'scala',
    'cs',
    'fs',
    'c',
    'h',
    'cc',
    'cpp',
    'cxx',
    'hpp',
    'hh',
    'm',
    'mm',
    'swift',
    'php',
    'pl',
    'pm',
    'lua',
    'ex',
    'exs',
    'erl',
    'hs',
    'ml',
    'clj',
    'dart',
    'r',
    'jl',
    'zig',
    'nim',
    'sh',
    'bash',
    'zsh',
    'ps1',
    'sql',
    'tf',
    'hcl',
    'groovy',
    'gradle',
    'sol',
]);
const CODE_NAMES = /(^|\/)(Dockerfile[^/]*|Makefile|Rakefile|Gemfile|Jenkinsfile|Containerfile)$/;
/** Source code (including scripts, SQL, infrastructure code and CI workflows), as opposed to docs or data. */
function isCodePath(path) {
    if (CODE_NAMES.test(path) || WORKFLOW.test(path) || ACTION_METADATA.test(path))
        return true;
    const dot = path.lastIndexOf('.');
    if (dot < 0 || dot < path.lastIndexOf('/'))
        return false;
    return CODE_EXTENSIONS.has(path.slice(dot + 1).toLowerCase());
}
/** Level order for sorting: high first. */
const RISK_ORDER = { high: 0, medium: 1, low: 2 };
/** The higher of two levels. */
function maxLevel(a, b) {
    return RISK_ORDER[a] <= RISK_ORDER[b] ? a : b;
}


/***/ })

};
