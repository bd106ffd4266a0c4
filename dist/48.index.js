export const id = 48;
export const ids = [48,518];
export const modules = {

/***/ 546:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const cp = __webpack_require__(5317);
const parse = __webpack_require__(7877);
const enoent = __webpack_require__(6469);

function spawn(command, args, options) {
    // Parse the arguments
    const parsed = parse(command, args, options);

    // Spawn the child process
    const spawned = cp.spawn(parsed.command, parsed.args, parsed.options);

    // Hook into child process "exit" event to emit an error if the command
    // does not exists, see: https://github.com/IndigoUnited/node-cross-spawn/issues/16
    enoent.hookChildProcess(spawned, parsed);

    return spawned;
}

function spawnSync(command, args, options) {
    // Parse the arguments
    const parsed = parse(command, args, options);

    // Spawn the child process
    const result = cp.spawnSync(parsed.command, parsed.args, parsed.options);

    // Analyze if the command does not exist, see: https://github.com/IndigoUnited/node-cross-spawn/issues/16
    result.error = result.error || enoent.verifyENOENTSync(result.status, parsed);

    return result;
}

module.exports = spawn;
module.exports.spawn = spawn;
module.exports.sync = spawnSync;

module.exports._parse = parse;
module.exports._enoent = enoent;


/***/ }),

/***/ 6469:
/***/ ((module) => {



const isWin = process.platform === 'win32';

function notFoundError(original, syscall) {
    return Object.assign(new Error(`${syscall} ${original.command} ENOENT`), {
        code: 'ENOENT',
        errno: 'ENOENT',
        syscall: `${syscall} ${original.command}`,
        path: original.command,
        spawnargs: original.args,
    });
}

function hookChildProcess(cp, parsed) {
    if (!isWin) {
        return;
    }

    const originalEmit = cp.emit;

    cp.emit = function (name, arg1) {
        // If emitting "exit" event and exit code is 1, we need to check if
        // the command exists and emit an "error" instead
        // See https://github.com/IndigoUnited/node-cross-spawn/issues/16
        if (name === 'exit') {
            const err = verifyENOENT(arg1, parsed);

            if (err) {
                return originalEmit.call(cp, 'error', err);
            }
        }

        return originalEmit.apply(cp, arguments); // eslint-disable-line prefer-rest-params
    };
}

function verifyENOENT(status, parsed) {
    if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, 'spawn');
    }

    return null;
}

function verifyENOENTSync(status, parsed) {
    if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, 'spawnSync');
    }

    return null;
}

module.exports = {
    hookChildProcess,
    verifyENOENT,
    verifyENOENTSync,
    notFoundError,
};


/***/ }),

/***/ 7877:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const path = __webpack_require__(6928);
const resolveCommand = __webpack_require__(4866);
const escape = __webpack_require__(2164);
const readShebang = __webpack_require__(599);

const isWin = process.platform === 'win32';
const isExecutableRegExp = /\.(?:com|exe)$/i;
const isCmdShimRegExp = /node_modules[\\/].bin[\\/][^\\/]+\.cmd$/i;

function detectShebang(parsed) {
    parsed.file = resolveCommand(parsed);

    const shebang = parsed.file && readShebang(parsed.file);

    if (shebang) {
        parsed.args.unshift(parsed.file);
        parsed.command = shebang;

        return resolveCommand(parsed);
    }

    return parsed.file;
}

function parseNonShell(parsed) {
    if (!isWin) {
        return parsed;
    }

    // Detect & add support for shebangs
    const commandFile = detectShebang(parsed);

    // We don't need a shell if the command filename is an executable
    const needsShell = !isExecutableRegExp.test(commandFile);

    // If a shell is required, use cmd.exe and take care of escaping everything correctly
    // Note that `forceShell` is an hidden option used only in tests
    if (parsed.options.forceShell || needsShell) {
        // Need to double escape meta chars if the command is a cmd-shim located in `node_modules/.bin/`
        // The cmd-shim simply calls execute the package bin file with NodeJS, proxying any argument
        // Because the escape of metachars with ^ gets interpreted when the cmd.exe is first called,
        // we need to double escape them
        const needsDoubleEscapeMetaChars = isCmdShimRegExp.test(commandFile);

        // Normalize posix paths into OS compatible paths (e.g.: foo/bar -> foo\bar)
        // This is necessary otherwise it will always fail with ENOENT in those cases
        parsed.command = path.normalize(parsed.command);

        // Escape command & arguments
        parsed.command = escape.command(parsed.command);
        parsed.args = parsed.args.map((arg) => escape.argument(arg, needsDoubleEscapeMetaChars));

        const shellCommand = [parsed.command].concat(parsed.args).join(' ');

        parsed.args = ['/d', '/s', '/c', `"${shellCommand}"`];
        parsed.command = process.env.comspec || 'cmd.exe';
        parsed.options.windowsVerbatimArguments = true; // Tell node's spawn that the arguments are already escaped
    }

    return parsed;
}

function parse(command, args, options) {
    // Normalize arguments, similar to nodejs
    if (args && !Array.isArray(args)) {
        options = args;
        args = null;
    }

    args = args ? args.slice(0) : []; // Clone array to avoid changing the original
    options = Object.assign({}, options); // Clone object to avoid changing the original

    // Build our parsed object
    const parsed = {
        command,
        args,
        options,
        file: undefined,
        original: {
            command,
            args,
        },
    };

    // Delegate further parsing to shell or non-shell
    return options.shell ? parsed : parseNonShell(parsed);
}

module.exports = parse;


/***/ }),

/***/ 2164:
/***/ ((module) => {



// See http://www.robvanderwoude.com/escapechars.php
const metaCharsRegExp = /([()\][%!^"`<>&|;, *?])/g;

function escapeCommand(arg) {
    // Escape meta chars
    arg = arg.replace(metaCharsRegExp, '^$1');

    return arg;
}

function escapeArgument(arg, doubleEscapeMetaChars) {
    // Convert to string
    arg = `${arg}`;

    // Algorithm below is based on https://qntm.org/cmd
    // It's slightly altered to disable JS backtracking to avoid hanging on specially crafted input
    // Please see https://github.com/moxystudio/node-cross-spawn/pull/160 for more information

    // Sequence of backslashes followed by a double quote:
    // double up all the backslashes and escape the double quote
    arg = arg.replace(/(?=(\\+?)?)\1"/g, '$1$1\\"');

    // Sequence of backslashes followed by the end of the string
    // (which will become a double quote later):
    // double up all the backslashes
    arg = arg.replace(/(?=(\\+?)?)\1$/, '$1$1');

    // All other backslashes occur literally

    // Quote the whole thing:
    arg = `"${arg}"`;

    // Escape meta chars
    arg = arg.replace(metaCharsRegExp, '^$1');

    // Double escape meta chars if necessary
    if (doubleEscapeMetaChars) {
        arg = arg.replace(metaCharsRegExp, '^$1');
    }

    return arg;
}

module.exports.command = escapeCommand;
module.exports.argument = escapeArgument;


/***/ }),

/***/ 599:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const fs = __webpack_require__(9896);
const shebangCommand = __webpack_require__(9152);

function readShebang(command) {
    // Read the first 150 bytes from the file
    const size = 150;
    const buffer = Buffer.alloc(size);

    let fd;

    try {
        fd = fs.openSync(command, 'r');
        fs.readSync(fd, buffer, 0, size, 0);
        fs.closeSync(fd);
    } catch (e) { /* Empty */ }

    // Attempt to extract shebang (null is returned if not a shebang)
    return shebangCommand(buffer.toString());
}

module.exports = readShebang;


/***/ }),

/***/ 4866:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const path = __webpack_require__(6928);
const which = __webpack_require__(6848);
const getPathKey = __webpack_require__(6689);

function resolveCommandAttempt(parsed, withoutPathExt) {
    const env = parsed.options.env || process.env;
    const cwd = process.cwd();
    const hasCustomCwd = parsed.options.cwd != null;
    // Worker threads do not have process.chdir()
    const shouldSwitchCwd = hasCustomCwd && process.chdir !== undefined && !process.chdir.disabled;

    // If a custom `cwd` was specified, we need to change the process cwd
    // because `which` will do stat calls but does not support a custom cwd
    if (shouldSwitchCwd) {
        try {
            process.chdir(parsed.options.cwd);
        } catch (err) {
            /* Empty */
        }
    }

    let resolved;

    try {
        resolved = which.sync(parsed.command, {
            path: env[getPathKey({ env })],
            pathExt: withoutPathExt ? path.delimiter : undefined,
        });
    } catch (e) {
        /* Empty */
    } finally {
        if (shouldSwitchCwd) {
            process.chdir(cwd);
        }
    }

    // If we successfully resolved, ensure that an absolute path is returned
    // Note that when a custom `cwd` was used, we need to resolve to an absolute path based on it
    if (resolved) {
        resolved = path.resolve(hasCustomCwd ? parsed.options.cwd : '', resolved);
    }

    return resolved;
}

function resolveCommand(parsed) {
    return resolveCommandAttempt(parsed) || resolveCommandAttempt(parsed, true);
}

module.exports = resolveCommand;


/***/ }),

/***/ 2940:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

var fs = __webpack_require__(9896)
var core
if (process.platform === 'win32' || global.TESTING_WINDOWS) {
  core = __webpack_require__(9225)
} else {
  core = __webpack_require__(1025)
}

module.exports = isexe
isexe.sync = sync

function isexe (path, options, cb) {
  if (typeof options === 'function') {
    cb = options
    options = {}
  }

  if (!cb) {
    if (typeof Promise !== 'function') {
      throw new TypeError('callback not provided')
    }

    return new Promise(function (resolve, reject) {
      isexe(path, options || {}, function (er, is) {
        if (er) {
          reject(er)
        } else {
          resolve(is)
        }
      })
    })
  }

  core(path, options || {}, function (er, is) {
    // ignore EACCES because that just means we aren't allowed to run it
    if (er) {
      if (er.code === 'EACCES' || options && options.ignoreErrors) {
        er = null
        is = false
      }
    }
    cb(er, is)
  })
}

function sync (path, options) {
  // my kingdom for a filtered catch
  try {
    return core.sync(path, options || {})
  } catch (er) {
    if (options && options.ignoreErrors || er.code === 'EACCES') {
      return false
    } else {
      throw er
    }
  }
}


/***/ }),

/***/ 1025:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = isexe
isexe.sync = sync

var fs = __webpack_require__(9896)

function isexe (path, options, cb) {
  fs.stat(path, function (er, stat) {
    cb(er, er ? false : checkStat(stat, options))
  })
}

function sync (path, options) {
  return checkStat(fs.statSync(path), options)
}

function checkStat (stat, options) {
  return stat.isFile() && checkMode(stat, options)
}

function checkMode (stat, options) {
  var mod = stat.mode
  var uid = stat.uid
  var gid = stat.gid

  var myUid = options.uid !== undefined ?
    options.uid : process.getuid && process.getuid()
  var myGid = options.gid !== undefined ?
    options.gid : process.getgid && process.getgid()

  var u = parseInt('100', 8)
  var g = parseInt('010', 8)
  var o = parseInt('001', 8)
  var ug = u | g

  var ret = (mod & o) ||
    (mod & g) && gid === myGid ||
    (mod & u) && uid === myUid ||
    (mod & ug) && myUid === 0

  return ret
}


/***/ }),

/***/ 9225:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = isexe
isexe.sync = sync

var fs = __webpack_require__(9896)

function checkPathExt (path, options) {
  var pathext = options.pathExt !== undefined ?
    options.pathExt : process.env.PATHEXT

  if (!pathext) {
    return true
  }

  pathext = pathext.split(';')
  if (pathext.indexOf('') !== -1) {
    return true
  }
  for (var i = 0; i < pathext.length; i++) {
    var p = pathext[i].toLowerCase()
    if (p && path.substr(-p.length).toLowerCase() === p) {
      return true
    }
  }
  return false
}

function checkStat (stat, path, options) {
  if (!stat.isSymbolicLink() && !stat.isFile()) {
    return false
  }
  return checkPathExt(path, options)
}

function isexe (path, options, cb) {
  fs.stat(path, function (er, stat) {
    cb(er, er ? false : checkStat(stat, path, options))
  })
}

function sync (path, options) {
  return checkStat(fs.statSync(path), path, options)
}


/***/ }),

/***/ 6689:
/***/ ((module) => {



const pathKey = (options = {}) => {
	const environment = options.env || process.env;
	const platform = options.platform || process.platform;

	if (platform !== 'win32') {
		return 'PATH';
	}

	return Object.keys(environment).reverse().find(key => key.toUpperCase() === 'PATH') || 'Path';
};

module.exports = pathKey;
// TODO: Remove this for the next major release
module.exports["default"] = pathKey;


/***/ }),

/***/ 9152:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const shebangRegex = __webpack_require__(4953);

module.exports = (string = '') => {
	const match = string.match(shebangRegex);

	if (!match) {
		return null;
	}

	const [path, argument] = match[0].replace(/#! ?/, '').split(' ');
	const binary = path.split('/').pop();

	if (binary === 'env') {
		return argument;
	}

	return argument ? `${binary} ${argument}` : binary;
};


/***/ }),

/***/ 4953:
/***/ ((module) => {


module.exports = /^#!(.*)/;


/***/ }),

/***/ 6848:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const isWindows = process.platform === 'win32' ||
    process.env.OSTYPE === 'cygwin' ||
    process.env.OSTYPE === 'msys'

const path = __webpack_require__(6928)
const COLON = isWindows ? ';' : ':'
const isexe = __webpack_require__(2940)

const getNotFoundError = (cmd) =>
  Object.assign(new Error(`not found: ${cmd}`), { code: 'ENOENT' })

const getPathInfo = (cmd, opt) => {
  const colon = opt.colon || COLON

  // If it has a slash, then we don't bother searching the pathenv.
  // just check the file itself, and that's it.
  const pathEnv = cmd.match(/\//) || isWindows && cmd.match(/\\/) ? ['']
    : (
      [
        // windows always checks the cwd first
        ...(isWindows ? [process.cwd()] : []),
        ...(opt.path || process.env.PATH ||
          /* istanbul ignore next: very unusual */ '').split(colon),
      ]
    )
  const pathExtExe = isWindows
    ? opt.pathExt || process.env.PATHEXT || '.EXE;.CMD;.BAT;.COM'
    : ''
  const pathExt = isWindows ? pathExtExe.split(colon) : ['']

  if (isWindows) {
    if (cmd.indexOf('.') !== -1 && pathExt[0] !== '')
      pathExt.unshift('')
  }

  return {
    pathEnv,
    pathExt,
    pathExtExe,
  }
}

const which = (cmd, opt, cb) => {
  if (typeof opt === 'function') {
    cb = opt
    opt = {}
  }
  if (!opt)
    opt = {}

  const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt)
  const found = []

  const step = i => new Promise((resolve, reject) => {
    if (i === pathEnv.length)
      return opt.all && found.length ? resolve(found)
        : reject(getNotFoundError(cmd))

    const ppRaw = pathEnv[i]
    const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw

    const pCmd = path.join(pathPart, cmd)
    const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd
      : pCmd

    resolve(subStep(p, i, 0))
  })

  const subStep = (p, i, ii) => new Promise((resolve, reject) => {
    if (ii === pathExt.length)
      return resolve(step(i + 1))
    const ext = pathExt[ii]
    isexe(p + ext, { pathExt: pathExtExe }, (er, is) => {
      if (!er && is) {
        if (opt.all)
          found.push(p + ext)
        else
          return resolve(p + ext)
      }
      return resolve(subStep(p, i, ii + 1))
    })
  })

  return cb ? step(0).then(res => cb(null, res), cb) : step(0)
}

const whichSync = (cmd, opt) => {
  opt = opt || {}

  const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt)
  const found = []

  for (let i = 0; i < pathEnv.length; i ++) {
    const ppRaw = pathEnv[i]
    const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw

    const pCmd = path.join(pathPart, cmd)
    const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd
      : pCmd

    for (let j = 0; j < pathExt.length; j ++) {
      const cur = p + pathExt[j]
      try {
        const is = isexe.sync(cur, { pathExt: pathExtExe })
        if (is) {
          if (opt.all)
            found.push(cur)
          else
            return cur
        }
      } catch (ex) {}
    }
  }

  if (opt.all && found.length)
    return found

  if (opt.nothrow)
    return null

  throw getNotFoundError(cmd)
}

module.exports = which
which.sync = whichSync


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

/***/ 1255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ bootRuntime)
});

// UNUSED EXPORTS: RUN_CONFIG_FILE

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/agents.js
var opencode_agents = __webpack_require__(6013);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/env.js
var env = __webpack_require__(1125);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/run-registry.js
var run_registry = __webpack_require__(503);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/reviewer-pids.js
var reviewer_pids = __webpack_require__(8123);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/core/serverSentEvents.gen.js
// This file is auto-generated by @hey-api/openapi-ts
const createSseClient = ({ onSseError, onSseEvent, responseTransformer, responseValidator, sseDefaultRetryDelay, sseMaxRetryAttempts, sseMaxRetryDelay, sseSleepFn, url, ...options }) => {
    let lastEventId;
    const sleep = sseSleepFn ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const createStream = async function* () {
        let retryDelay = sseDefaultRetryDelay ?? 3000;
        let attempt = 0;
        const signal = options.signal ?? new AbortController().signal;
        while (true) {
            if (signal.aborted)
                break;
            attempt++;
            const headers = options.headers instanceof Headers
                ? options.headers
                : new Headers(options.headers);
            if (lastEventId !== undefined) {
                headers.set("Last-Event-ID", lastEventId);
            }
            try {
                const response = await fetch(url, { ...options, headers, signal });
                if (!response.ok)
                    throw new Error(`SSE failed: ${response.status} ${response.statusText}`);
                if (!response.body)
                    throw new Error("No body in SSE response");
                const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
                let buffer = "";
                const abortHandler = () => {
                    try {
                        void reader.cancel();
                    }
                    catch {
                        // noop
                    }
                };
                signal.addEventListener("abort", abortHandler);
                try {
                    while (true) {
                        const { done, value } = await reader.read();
                        if (done)
                            break;
                        buffer += value;
                        const chunks = buffer.split("\n\n");
                        buffer = chunks.pop() ?? "";
                        for (const chunk of chunks) {
                            const lines = chunk.split("\n");
                            const dataLines = [];
                            let eventName;
                            for (const line of lines) {
                                if (line.startsWith("data:")) {
                                    dataLines.push(line.replace(/^data:\s*/, ""));
                                }
                                else if (line.startsWith("event:")) {
                                    eventName = line.replace(/^event:\s*/, "");
                                }
                                else if (line.startsWith("id:")) {
                                    lastEventId = line.replace(/^id:\s*/, "");
                                }
                                else if (line.startsWith("retry:")) {
                                    const parsed = Number.parseInt(line.replace(/^retry:\s*/, ""), 10);
                                    if (!Number.isNaN(parsed)) {
                                        retryDelay = parsed;
                                    }
                                }
                            }
                            let data;
                            let parsedJson = false;
                            if (dataLines.length) {
                                const rawData = dataLines.join("\n");
                                try {
                                    data = JSON.parse(rawData);
                                    parsedJson = true;
                                }
                                catch {
                                    data = rawData;
                                }
                            }
                            if (parsedJson) {
                                if (responseValidator) {
                                    await responseValidator(data);
                                }
                                if (responseTransformer) {
                                    data = await responseTransformer(data);
                                }
                            }
                            onSseEvent?.({
                                data,
                                event: eventName,
                                id: lastEventId,
                                retry: retryDelay,
                            });
                            if (dataLines.length) {
                                yield data;
                            }
                        }
                    }
                }
                finally {
                    signal.removeEventListener("abort", abortHandler);
                    reader.releaseLock();
                }
                break; // exit loop on normal completion
            }
            catch (error) {
                // connection failed or aborted; retry after delay
                onSseError?.(error);
                if (sseMaxRetryAttempts !== undefined && attempt >= sseMaxRetryAttempts) {
                    break; // stop after firing error
                }
                // exponential backoff: double retry each attempt, cap at 30s
                const backoff = Math.min(retryDelay * 2 ** (attempt - 1), sseMaxRetryDelay ?? 30000);
                await sleep(backoff);
            }
        }
    };
    const stream = createStream();
    return { stream };
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/core/auth.gen.js
// This file is auto-generated by @hey-api/openapi-ts
const getAuthToken = async (auth, callback) => {
    const token = typeof callback === "function" ? await callback(auth) : callback;
    if (!token) {
        return;
    }
    if (auth.scheme === "bearer") {
        return `Bearer ${token}`;
    }
    if (auth.scheme === "basic") {
        return `Basic ${btoa(token)}`;
    }
    return token;
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/core/bodySerializer.gen.js
// This file is auto-generated by @hey-api/openapi-ts
const serializeFormDataPair = (data, key, value) => {
    if (typeof value === "string" || value instanceof Blob) {
        data.append(key, value);
    }
    else if (value instanceof Date) {
        data.append(key, value.toISOString());
    }
    else {
        data.append(key, JSON.stringify(value));
    }
};
const serializeUrlSearchParamsPair = (data, key, value) => {
    if (typeof value === "string") {
        data.append(key, value);
    }
    else {
        data.append(key, JSON.stringify(value));
    }
};
const formDataBodySerializer = {
    bodySerializer: (body) => {
        const data = new FormData();
        Object.entries(body).forEach(([key, value]) => {
            if (value === undefined || value === null) {
                return;
            }
            if (Array.isArray(value)) {
                value.forEach((v) => serializeFormDataPair(data, key, v));
            }
            else {
                serializeFormDataPair(data, key, value);
            }
        });
        return data;
    },
};
const jsonBodySerializer = {
    bodySerializer: (body) => JSON.stringify(body, (_key, value) => (typeof value === "bigint" ? value.toString() : value)),
};
const urlSearchParamsBodySerializer = {
    bodySerializer: (body) => {
        const data = new URLSearchParams();
        Object.entries(body).forEach(([key, value]) => {
            if (value === undefined || value === null) {
                return;
            }
            if (Array.isArray(value)) {
                value.forEach((v) => serializeUrlSearchParamsPair(data, key, v));
            }
            else {
                serializeUrlSearchParamsPair(data, key, value);
            }
        });
        return data.toString();
    },
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/core/pathSerializer.gen.js
// This file is auto-generated by @hey-api/openapi-ts
const separatorArrayExplode = (style) => {
    switch (style) {
        case "label":
            return ".";
        case "matrix":
            return ";";
        case "simple":
            return ",";
        default:
            return "&";
    }
};
const separatorArrayNoExplode = (style) => {
    switch (style) {
        case "form":
            return ",";
        case "pipeDelimited":
            return "|";
        case "spaceDelimited":
            return "%20";
        default:
            return ",";
    }
};
const separatorObjectExplode = (style) => {
    switch (style) {
        case "label":
            return ".";
        case "matrix":
            return ";";
        case "simple":
            return ",";
        default:
            return "&";
    }
};
const serializeArrayParam = ({ allowReserved, explode, name, style, value, }) => {
    if (!explode) {
        const joinedValues = (allowReserved ? value : value.map((v) => encodeURIComponent(v))).join(separatorArrayNoExplode(style));
        switch (style) {
            case "label":
                return `.${joinedValues}`;
            case "matrix":
                return `;${name}=${joinedValues}`;
            case "simple":
                return joinedValues;
            default:
                return `${name}=${joinedValues}`;
        }
    }
    const separator = separatorArrayExplode(style);
    const joinedValues = value
        .map((v) => {
        if (style === "label" || style === "simple") {
            return allowReserved ? v : encodeURIComponent(v);
        }
        return serializePrimitiveParam({
            allowReserved,
            name,
            value: v,
        });
    })
        .join(separator);
    return style === "label" || style === "matrix" ? separator + joinedValues : joinedValues;
};
const serializePrimitiveParam = ({ allowReserved, name, value }) => {
    if (value === undefined || value === null) {
        return "";
    }
    if (typeof value === "object") {
        throw new Error("Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.");
    }
    return `${name}=${allowReserved ? value : encodeURIComponent(value)}`;
};
const serializeObjectParam = ({ allowReserved, explode, name, style, value, valueOnly, }) => {
    if (value instanceof Date) {
        return valueOnly ? value.toISOString() : `${name}=${value.toISOString()}`;
    }
    if (style !== "deepObject" && !explode) {
        let values = [];
        Object.entries(value).forEach(([key, v]) => {
            values = [...values, key, allowReserved ? v : encodeURIComponent(v)];
        });
        const joinedValues = values.join(",");
        switch (style) {
            case "form":
                return `${name}=${joinedValues}`;
            case "label":
                return `.${joinedValues}`;
            case "matrix":
                return `;${name}=${joinedValues}`;
            default:
                return joinedValues;
        }
    }
    const separator = separatorObjectExplode(style);
    const joinedValues = Object.entries(value)
        .map(([key, v]) => serializePrimitiveParam({
        allowReserved,
        name: style === "deepObject" ? `${name}[${key}]` : key,
        value: v,
    }))
        .join(separator);
    return style === "label" || style === "matrix" ? separator + joinedValues : joinedValues;
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/core/utils.gen.js
// This file is auto-generated by @hey-api/openapi-ts

const PATH_PARAM_RE = /\{[^{}]+\}/g;
const defaultPathSerializer = ({ path, url: _url }) => {
    let url = _url;
    const matches = _url.match(PATH_PARAM_RE);
    if (matches) {
        for (const match of matches) {
            let explode = false;
            let name = match.substring(1, match.length - 1);
            let style = "simple";
            if (name.endsWith("*")) {
                explode = true;
                name = name.substring(0, name.length - 1);
            }
            if (name.startsWith(".")) {
                name = name.substring(1);
                style = "label";
            }
            else if (name.startsWith(";")) {
                name = name.substring(1);
                style = "matrix";
            }
            const value = path[name];
            if (value === undefined || value === null) {
                continue;
            }
            if (Array.isArray(value)) {
                url = url.replace(match, serializeArrayParam({ explode, name, style, value }));
                continue;
            }
            if (typeof value === "object") {
                url = url.replace(match, serializeObjectParam({
                    explode,
                    name,
                    style,
                    value: value,
                    valueOnly: true,
                }));
                continue;
            }
            if (style === "matrix") {
                url = url.replace(match, `;${serializePrimitiveParam({
                    name,
                    value: value,
                })}`);
                continue;
            }
            const replaceValue = encodeURIComponent(style === "label" ? `.${value}` : value);
            url = url.replace(match, replaceValue);
        }
    }
    return url;
};
const getUrl = ({ baseUrl, path, query, querySerializer, url: _url, }) => {
    const pathUrl = _url.startsWith("/") ? _url : `/${_url}`;
    let url = (baseUrl ?? "") + pathUrl;
    if (path) {
        url = defaultPathSerializer({ path, url });
    }
    let search = query ? querySerializer(query) : "";
    if (search.startsWith("?")) {
        search = search.substring(1);
    }
    if (search) {
        url += `?${search}`;
    }
    return url;
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/client/utils.gen.js
// This file is auto-generated by @hey-api/openapi-ts




const createQuerySerializer = ({ allowReserved, array, object } = {}) => {
    const querySerializer = (queryParams) => {
        const search = [];
        if (queryParams && typeof queryParams === "object") {
            for (const name in queryParams) {
                const value = queryParams[name];
                if (value === undefined || value === null) {
                    continue;
                }
                if (Array.isArray(value)) {
                    const serializedArray = serializeArrayParam({
                        allowReserved,
                        explode: true,
                        name,
                        style: "form",
                        value,
                        ...array,
                    });
                    if (serializedArray)
                        search.push(serializedArray);
                }
                else if (typeof value === "object") {
                    const serializedObject = serializeObjectParam({
                        allowReserved,
                        explode: true,
                        name,
                        style: "deepObject",
                        value: value,
                        ...object,
                    });
                    if (serializedObject)
                        search.push(serializedObject);
                }
                else {
                    const serializedPrimitive = serializePrimitiveParam({
                        allowReserved,
                        name,
                        value: value,
                    });
                    if (serializedPrimitive)
                        search.push(serializedPrimitive);
                }
            }
        }
        return search.join("&");
    };
    return querySerializer;
};
/**
 * Infers parseAs value from provided Content-Type header.
 */
const getParseAs = (contentType) => {
    if (!contentType) {
        // If no Content-Type header is provided, the best we can do is return the raw response body,
        // which is effectively the same as the 'stream' option.
        return "stream";
    }
    const cleanContent = contentType.split(";")[0]?.trim();
    if (!cleanContent) {
        return;
    }
    if (cleanContent.startsWith("application/json") || cleanContent.endsWith("+json")) {
        return "json";
    }
    if (cleanContent === "multipart/form-data") {
        return "formData";
    }
    if (["application/", "audio/", "image/", "video/"].some((type) => cleanContent.startsWith(type))) {
        return "blob";
    }
    if (cleanContent.startsWith("text/")) {
        return "text";
    }
    return;
};
const checkForExistence = (options, name) => {
    if (!name) {
        return false;
    }
    if (options.headers.has(name) || options.query?.[name] || options.headers.get("Cookie")?.includes(`${name}=`)) {
        return true;
    }
    return false;
};
const setAuthParams = async ({ security, ...options }) => {
    for (const auth of security) {
        if (checkForExistence(options, auth.name)) {
            continue;
        }
        const token = await getAuthToken(auth, options.auth);
        if (!token) {
            continue;
        }
        const name = auth.name ?? "Authorization";
        switch (auth.in) {
            case "query":
                if (!options.query) {
                    options.query = {};
                }
                options.query[name] = token;
                break;
            case "cookie":
                options.headers.append("Cookie", `${name}=${token}`);
                break;
            case "header":
            default:
                options.headers.set(name, token);
                break;
        }
    }
};
const buildUrl = (options) => getUrl({
    baseUrl: options.baseUrl,
    path: options.path,
    query: options.query,
    querySerializer: typeof options.querySerializer === "function"
        ? options.querySerializer
        : createQuerySerializer(options.querySerializer),
    url: options.url,
});
const mergeConfigs = (a, b) => {
    const config = { ...a, ...b };
    if (config.baseUrl?.endsWith("/")) {
        config.baseUrl = config.baseUrl.substring(0, config.baseUrl.length - 1);
    }
    config.headers = mergeHeaders(a.headers, b.headers);
    return config;
};
const mergeHeaders = (...headers) => {
    const mergedHeaders = new Headers();
    for (const header of headers) {
        if (!header || typeof header !== "object") {
            continue;
        }
        const iterator = header instanceof Headers ? header.entries() : Object.entries(header);
        for (const [key, value] of iterator) {
            if (value === null) {
                mergedHeaders.delete(key);
            }
            else if (Array.isArray(value)) {
                for (const v of value) {
                    mergedHeaders.append(key, v);
                }
            }
            else if (value !== undefined) {
                // assume object headers are meant to be JSON stringified, i.e. their
                // content value in OpenAPI specification is 'application/json'
                mergedHeaders.set(key, typeof value === "object" ? JSON.stringify(value) : value);
            }
        }
    }
    return mergedHeaders;
};
class Interceptors {
    _fns;
    constructor() {
        this._fns = [];
    }
    clear() {
        this._fns = [];
    }
    getInterceptorIndex(id) {
        if (typeof id === "number") {
            return this._fns[id] ? id : -1;
        }
        else {
            return this._fns.indexOf(id);
        }
    }
    exists(id) {
        const index = this.getInterceptorIndex(id);
        return !!this._fns[index];
    }
    eject(id) {
        const index = this.getInterceptorIndex(id);
        if (this._fns[index]) {
            this._fns[index] = null;
        }
    }
    update(id, fn) {
        const index = this.getInterceptorIndex(id);
        if (this._fns[index]) {
            this._fns[index] = fn;
            return id;
        }
        else {
            return false;
        }
    }
    use(fn) {
        this._fns = [...this._fns, fn];
        return this._fns.length - 1;
    }
}
// do not add `Middleware` as return type so we can use _fns internally
const createInterceptors = () => ({
    error: new Interceptors(),
    request: new Interceptors(),
    response: new Interceptors(),
});
const defaultQuerySerializer = createQuerySerializer({
    allowReserved: false,
    array: {
        explode: true,
        style: "form",
    },
    object: {
        explode: true,
        style: "deepObject",
    },
});
const defaultHeaders = {
    "Content-Type": "application/json",
};
const createConfig = (override = {}) => ({
    ...jsonBodySerializer,
    headers: defaultHeaders,
    parseAs: "auto",
    querySerializer: defaultQuerySerializer,
    ...override,
});

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/client/client.gen.js
// This file is auto-generated by @hey-api/openapi-ts


const createClient = (config = {}) => {
    let _config = mergeConfigs(createConfig(), config);
    const getConfig = () => ({ ..._config });
    const setConfig = (config) => {
        _config = mergeConfigs(_config, config);
        return getConfig();
    };
    const interceptors = createInterceptors();
    const beforeRequest = async (options) => {
        const opts = {
            ..._config,
            ...options,
            fetch: options.fetch ?? _config.fetch ?? globalThis.fetch,
            headers: mergeHeaders(_config.headers, options.headers),
            serializedBody: undefined,
        };
        if (opts.security) {
            await setAuthParams({
                ...opts,
                security: opts.security,
            });
        }
        if (opts.requestValidator) {
            await opts.requestValidator(opts);
        }
        if (opts.body && opts.bodySerializer) {
            opts.serializedBody = opts.bodySerializer(opts.body);
        }
        // remove Content-Type header if body is empty to avoid sending invalid requests
        if (opts.serializedBody === undefined || opts.serializedBody === "") {
            opts.headers.delete("Content-Type");
        }
        const url = buildUrl(opts);
        return { opts, url };
    };
    const request = async (options) => {
        // @ts-expect-error
        const { opts, url } = await beforeRequest(options);
        const requestInit = {
            redirect: "follow",
            ...opts,
            body: opts.serializedBody,
        };
        let request = new Request(url, requestInit);
        for (const fn of interceptors.request._fns) {
            if (fn) {
                request = await fn(request, opts);
            }
        }
        // fetch must be assigned here, otherwise it would throw the error:
        // TypeError: Failed to execute 'fetch' on 'Window': Illegal invocation
        const _fetch = opts.fetch;
        let response = await _fetch(request);
        for (const fn of interceptors.response._fns) {
            if (fn) {
                response = await fn(response, request, opts);
            }
        }
        const result = {
            request,
            response,
        };
        if (response.ok) {
            if (response.status === 204 || response.headers.get("Content-Length") === "0") {
                return opts.responseStyle === "data"
                    ? {}
                    : {
                        data: {},
                        ...result,
                    };
            }
            const parseAs = (opts.parseAs === "auto" ? getParseAs(response.headers.get("Content-Type")) : opts.parseAs) ?? "json";
            let data;
            switch (parseAs) {
                case "arrayBuffer":
                case "blob":
                case "formData":
                case "json":
                case "text":
                    data = await response[parseAs]();
                    break;
                case "stream":
                    return opts.responseStyle === "data"
                        ? response.body
                        : {
                            data: response.body,
                            ...result,
                        };
            }
            if (parseAs === "json") {
                if (opts.responseValidator) {
                    await opts.responseValidator(data);
                }
                if (opts.responseTransformer) {
                    data = await opts.responseTransformer(data);
                }
            }
            return opts.responseStyle === "data"
                ? data
                : {
                    data,
                    ...result,
                };
        }
        const textError = await response.text();
        let jsonError;
        try {
            jsonError = JSON.parse(textError);
        }
        catch {
            // noop
        }
        const error = jsonError ?? textError;
        let finalError = error;
        for (const fn of interceptors.error._fns) {
            if (fn) {
                finalError = (await fn(error, response, request, opts));
            }
        }
        finalError = finalError || {};
        if (opts.throwOnError) {
            throw finalError;
        }
        // TODO: we probably want to return error and improve types
        return opts.responseStyle === "data"
            ? undefined
            : {
                error: finalError,
                ...result,
            };
    };
    const makeMethod = (method) => {
        const fn = (options) => request({ ...options, method });
        fn.sse = async (options) => {
            const { opts, url } = await beforeRequest(options);
            return createSseClient({
                ...opts,
                body: opts.body,
                headers: opts.headers,
                method,
                url,
            });
        };
        return fn;
    };
    return {
        buildUrl: buildUrl,
        connect: makeMethod("CONNECT"),
        delete: makeMethod("DELETE"),
        get: makeMethod("GET"),
        getConfig,
        head: makeMethod("HEAD"),
        interceptors,
        options: makeMethod("OPTIONS"),
        patch: makeMethod("PATCH"),
        post: makeMethod("POST"),
        put: makeMethod("PUT"),
        request,
        setConfig,
        trace: makeMethod("TRACE"),
    };
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/core/params.gen.js
// This file is auto-generated by @hey-api/openapi-ts
const extraPrefixesMap = {
    $body_: "body",
    $headers_: "headers",
    $path_: "path",
    $query_: "query",
};
const extraPrefixes = Object.entries(extraPrefixesMap);
const buildKeyMap = (fields, map) => {
    if (!map) {
        map = new Map();
    }
    for (const config of fields) {
        if ("in" in config) {
            if (config.key) {
                map.set(config.key, {
                    in: config.in,
                    map: config.map,
                });
            }
        }
        else if (config.args) {
            buildKeyMap(config.args, map);
        }
    }
    return map;
};
const stripEmptySlots = (params) => {
    for (const [slot, value] of Object.entries(params)) {
        if (value && typeof value === "object" && !Object.keys(value).length) {
            delete params[slot];
        }
    }
};
const buildClientParams = (args, fields) => {
    const params = {
        body: {},
        headers: {},
        path: {},
        query: {},
    };
    const map = buildKeyMap(fields);
    let config;
    for (const [index, arg] of args.entries()) {
        if (fields[index]) {
            config = fields[index];
        }
        if (!config) {
            continue;
        }
        if ("in" in config) {
            if (config.key) {
                const field = map.get(config.key);
                const name = field.map || config.key;
                params[field.in][name] = arg;
            }
            else {
                params.body = arg;
            }
        }
        else {
            for (const [key, value] of Object.entries(arg ?? {})) {
                const field = map.get(key);
                if (field) {
                    const name = field.map || key;
                    params[field.in][name] = value;
                }
                else {
                    const extra = extraPrefixes.find(([prefix]) => key.startsWith(prefix));
                    if (extra) {
                        const [prefix, slot] = extra;
                        params[slot][key.slice(prefix.length)] = value;
                    }
                    else {
                        for (const [slot, allowed] of Object.entries(config.allowExtra ?? {})) {
                            if (allowed) {
                                ;
                                params[slot][key] = value;
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    stripEmptySlots(params);
    return params;
};

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/client/index.js
// This file is auto-generated by @hey-api/openapi-ts





;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/client.gen.js
// This file is auto-generated by @hey-api/openapi-ts

const client = createClient(createConfig({
    baseUrl: "http://localhost:4096",
}));

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/gen/sdk.gen.js
// This file is auto-generated by @hey-api/openapi-ts

class _HeyApiClient {
    _client = client;
    constructor(args) {
        if (args?.client) {
            this._client = args.client;
        }
    }
}
class Global extends _HeyApiClient {
    /**
     * Get events
     */
    event(options) {
        return (options?.client ?? this._client).get.sse({
            url: "/global/event",
            ...options,
        });
    }
}
class Project extends _HeyApiClient {
    /**
     * List all projects
     */
    list(options) {
        return (options?.client ?? this._client).get({
            url: "/project",
            ...options,
        });
    }
    /**
     * Get the current project
     */
    current(options) {
        return (options?.client ?? this._client).get({
            url: "/project/current",
            ...options,
        });
    }
}
class Pty extends _HeyApiClient {
    /**
     * List all PTY sessions
     */
    list(options) {
        return (options?.client ?? this._client).get({
            url: "/pty",
            ...options,
        });
    }
    /**
     * Create a new PTY session
     */
    create(options) {
        return (options?.client ?? this._client).post({
            url: "/pty",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * Remove a PTY session
     */
    remove(options) {
        return (options.client ?? this._client).delete({
            url: "/pty/{id}",
            ...options,
        });
    }
    /**
     * Get PTY session info
     */
    get(options) {
        return (options.client ?? this._client).get({
            url: "/pty/{id}",
            ...options,
        });
    }
    /**
     * Update PTY session
     */
    update(options) {
        return (options.client ?? this._client).put({
            url: "/pty/{id}",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Connect to a PTY session
     */
    connect(options) {
        return (options.client ?? this._client).get({
            url: "/pty/{id}/connect",
            ...options,
        });
    }
}
class Config extends _HeyApiClient {
    /**
     * Get config info
     */
    get(options) {
        return (options?.client ?? this._client).get({
            url: "/config",
            ...options,
        });
    }
    /**
     * Update config
     */
    update(options) {
        return (options?.client ?? this._client).patch({
            url: "/config",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * List all providers
     */
    providers(options) {
        return (options?.client ?? this._client).get({
            url: "/config/providers",
            ...options,
        });
    }
}
class Tool extends _HeyApiClient {
    /**
     * List all tool IDs (including built-in and dynamically registered)
     */
    ids(options) {
        return (options?.client ?? this._client).get({
            url: "/experimental/tool/ids",
            ...options,
        });
    }
    /**
     * List tools with JSON schema parameters for a provider/model
     */
    list(options) {
        return (options.client ?? this._client).get({
            url: "/experimental/tool",
            ...options,
        });
    }
}
class Instance extends _HeyApiClient {
    /**
     * Dispose the current instance
     */
    dispose(options) {
        return (options?.client ?? this._client).post({
            url: "/instance/dispose",
            ...options,
        });
    }
}
class Path extends _HeyApiClient {
    /**
     * Get the current path
     */
    get(options) {
        return (options?.client ?? this._client).get({
            url: "/path",
            ...options,
        });
    }
}
class Vcs extends _HeyApiClient {
    /**
     * Get VCS info for the current instance
     */
    get(options) {
        return (options?.client ?? this._client).get({
            url: "/vcs",
            ...options,
        });
    }
}
class Session extends _HeyApiClient {
    /**
     * List all sessions
     */
    list(options) {
        return (options?.client ?? this._client).get({
            url: "/session",
            ...options,
        });
    }
    /**
     * Create a new session
     */
    create(options) {
        return (options?.client ?? this._client).post({
            url: "/session",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * Get session status
     */
    status(options) {
        return (options?.client ?? this._client).get({
            url: "/session/status",
            ...options,
        });
    }
    /**
     * Delete a session and all its data
     */
    delete(options) {
        return (options.client ?? this._client).delete({
            url: "/session/{id}",
            ...options,
        });
    }
    /**
     * Get session
     */
    get(options) {
        return (options.client ?? this._client).get({
            url: "/session/{id}",
            ...options,
        });
    }
    /**
     * Update session properties
     */
    update(options) {
        return (options.client ?? this._client).patch({
            url: "/session/{id}",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Get a session's children
     */
    children(options) {
        return (options.client ?? this._client).get({
            url: "/session/{id}/children",
            ...options,
        });
    }
    /**
     * Get the todo list for a session
     */
    todo(options) {
        return (options.client ?? this._client).get({
            url: "/session/{id}/todo",
            ...options,
        });
    }
    /**
     * Analyze the app and create an AGENTS.md file
     */
    init(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/init",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Fork an existing session at a specific message
     */
    fork(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/fork",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Abort a session
     */
    abort(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/abort",
            ...options,
        });
    }
    /**
     * Unshare the session
     */
    unshare(options) {
        return (options.client ?? this._client).delete({
            url: "/session/{id}/share",
            ...options,
        });
    }
    /**
     * Share a session
     */
    share(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/share",
            ...options,
        });
    }
    /**
     * Get the diff for this session
     */
    diff(options) {
        return (options.client ?? this._client).get({
            url: "/session/{id}/diff",
            ...options,
        });
    }
    /**
     * Summarize the session
     */
    summarize(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/summarize",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * List messages for a session
     */
    messages(options) {
        return (options.client ?? this._client).get({
            url: "/session/{id}/message",
            ...options,
        });
    }
    /**
     * Create and send a new message to a session
     */
    prompt(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/message",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Get a message from a session
     */
    message(options) {
        return (options.client ?? this._client).get({
            url: "/session/{id}/message/{messageID}",
            ...options,
        });
    }
    /**
     * Create and send a new message to a session, start if needed and return immediately
     */
    promptAsync(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/prompt_async",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Send a new command to a session
     */
    command(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/command",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Run a shell command
     */
    shell(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/shell",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Revert a message
     */
    revert(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/revert",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Restore all reverted messages
     */
    unrevert(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/unrevert",
            ...options,
        });
    }
}
class Command extends _HeyApiClient {
    /**
     * List all commands
     */
    list(options) {
        return (options?.client ?? this._client).get({
            url: "/command",
            ...options,
        });
    }
}
class Oauth extends _HeyApiClient {
    /**
     * Authorize a provider using OAuth
     */
    authorize(options) {
        return (options.client ?? this._client).post({
            url: "/provider/{id}/oauth/authorize",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Handle OAuth callback for a provider
     */
    callback(options) {
        return (options.client ?? this._client).post({
            url: "/provider/{id}/oauth/callback",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
}
class Provider extends _HeyApiClient {
    /**
     * List all providers
     */
    list(options) {
        return (options?.client ?? this._client).get({
            url: "/provider",
            ...options,
        });
    }
    /**
     * Get provider authentication methods
     */
    auth(options) {
        return (options?.client ?? this._client).get({
            url: "/provider/auth",
            ...options,
        });
    }
    oauth = new Oauth({ client: this._client });
}
class Find extends _HeyApiClient {
    /**
     * Find text in files
     */
    text(options) {
        return (options.client ?? this._client).get({
            url: "/find",
            ...options,
        });
    }
    /**
     * Find files
     */
    files(options) {
        return (options.client ?? this._client).get({
            url: "/find/file",
            ...options,
        });
    }
    /**
     * Find workspace symbols
     */
    symbols(options) {
        return (options.client ?? this._client).get({
            url: "/find/symbol",
            ...options,
        });
    }
}
class File extends _HeyApiClient {
    /**
     * List files and directories
     */
    list(options) {
        return (options.client ?? this._client).get({
            url: "/file",
            ...options,
        });
    }
    /**
     * Read a file
     */
    read(options) {
        return (options.client ?? this._client).get({
            url: "/file/content",
            ...options,
        });
    }
    /**
     * Get file status
     */
    status(options) {
        return (options?.client ?? this._client).get({
            url: "/file/status",
            ...options,
        });
    }
}
class App extends _HeyApiClient {
    /**
     * Write a log entry to the server logs
     */
    log(options) {
        return (options?.client ?? this._client).post({
            url: "/log",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * List all agents
     */
    agents(options) {
        return (options?.client ?? this._client).get({
            url: "/agent",
            ...options,
        });
    }
}
class Auth extends _HeyApiClient {
    /**
     * Remove OAuth credentials for an MCP server
     */
    remove(options) {
        return (options.client ?? this._client).delete({
            url: "/mcp/{name}/auth",
            ...options,
        });
    }
    /**
     * Start OAuth authentication flow for an MCP server
     */
    start(options) {
        return (options.client ?? this._client).post({
            url: "/mcp/{name}/auth",
            ...options,
        });
    }
    /**
     * Complete OAuth authentication with authorization code
     */
    callback(options) {
        return (options.client ?? this._client).post({
            url: "/mcp/{name}/auth/callback",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    /**
     * Start OAuth flow and wait for callback (opens browser)
     */
    authenticate(options) {
        return (options.client ?? this._client).post({
            url: "/mcp/{name}/auth/authenticate",
            ...options,
        });
    }
    /**
     * Set authentication credentials
     */
    set(options) {
        return (options.client ?? this._client).put({
            url: "/auth/{id}",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
}
class Mcp extends _HeyApiClient {
    /**
     * Get MCP server status
     */
    status(options) {
        return (options?.client ?? this._client).get({
            url: "/mcp",
            ...options,
        });
    }
    /**
     * Add MCP server dynamically
     */
    add(options) {
        return (options?.client ?? this._client).post({
            url: "/mcp",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * Connect an MCP server
     */
    connect(options) {
        return (options.client ?? this._client).post({
            url: "/mcp/{name}/connect",
            ...options,
        });
    }
    /**
     * Disconnect an MCP server
     */
    disconnect(options) {
        return (options.client ?? this._client).post({
            url: "/mcp/{name}/disconnect",
            ...options,
        });
    }
    auth = new Auth({ client: this._client });
}
class Lsp extends _HeyApiClient {
    /**
     * Get LSP server status
     */
    status(options) {
        return (options?.client ?? this._client).get({
            url: "/lsp",
            ...options,
        });
    }
}
class Formatter extends _HeyApiClient {
    /**
     * Get formatter status
     */
    status(options) {
        return (options?.client ?? this._client).get({
            url: "/formatter",
            ...options,
        });
    }
}
class Control extends _HeyApiClient {
    /**
     * Get the next TUI request from the queue
     */
    next(options) {
        return (options?.client ?? this._client).get({
            url: "/tui/control/next",
            ...options,
        });
    }
    /**
     * Submit a response to the TUI request queue
     */
    response(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/control/response",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
}
class Tui extends _HeyApiClient {
    /**
     * Append prompt to the TUI
     */
    appendPrompt(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/append-prompt",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * Open the help dialog
     */
    openHelp(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/open-help",
            ...options,
        });
    }
    /**
     * Open the session dialog
     */
    openSessions(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/open-sessions",
            ...options,
        });
    }
    /**
     * Open the theme dialog
     */
    openThemes(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/open-themes",
            ...options,
        });
    }
    /**
     * Open the model dialog
     */
    openModels(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/open-models",
            ...options,
        });
    }
    /**
     * Submit the prompt
     */
    submitPrompt(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/submit-prompt",
            ...options,
        });
    }
    /**
     * Clear the prompt
     */
    clearPrompt(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/clear-prompt",
            ...options,
        });
    }
    /**
     * Execute a TUI command (e.g. agent_cycle)
     */
    executeCommand(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/execute-command",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * Show a toast notification in the TUI
     */
    showToast(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/show-toast",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    /**
     * Publish a TUI event
     */
    publish(options) {
        return (options?.client ?? this._client).post({
            url: "/tui/publish",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options?.headers,
            },
        });
    }
    control = new Control({ client: this._client });
}
class Event extends _HeyApiClient {
    /**
     * Get events
     */
    subscribe(options) {
        return (options?.client ?? this._client).get.sse({
            url: "/event",
            ...options,
        });
    }
}
class OpencodeClient extends _HeyApiClient {
    /**
     * Respond to a permission request
     */
    postSessionIdPermissionsPermissionId(options) {
        return (options.client ?? this._client).post({
            url: "/session/{id}/permissions/{permissionID}",
            ...options,
            headers: {
                "Content-Type": "application/json",
                ...options.headers,
            },
        });
    }
    global = new Global({ client: this._client });
    project = new Project({ client: this._client });
    pty = new Pty({ client: this._client });
    config = new Config({ client: this._client });
    tool = new Tool({ client: this._client });
    instance = new Instance({ client: this._client });
    path = new Path({ client: this._client });
    vcs = new Vcs({ client: this._client });
    session = new Session({ client: this._client });
    command = new Command({ client: this._client });
    provider = new Provider({ client: this._client });
    find = new Find({ client: this._client });
    file = new File({ client: this._client });
    app = new App({ client: this._client });
    mcp = new Mcp({ client: this._client });
    lsp = new Lsp({ client: this._client });
    formatter = new Formatter({ client: this._client });
    tui = new Tui({ client: this._client });
    auth = new Auth({ client: this._client });
    event = new Event({ client: this._client });
}

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/error-interceptor.js
/**
 * Wrap whatever the generated client decoded from a non-2xx error body
 * into a real `Error` so downstream formatters (TUI, plugins) get a
 * useful `.message` instead of `[object Object]` or blank. The original
 * parsed body and status live under `.cause` for callers that need
 * structured fields.
 *
 * Only fires when the caller used `{ throwOnError: true }`. Callers that
 * read `result.error` directly (the result-tuple path) get the parsed
 * body unchanged so existing field-level reads (`.error.name`,
 * `JSON.stringify(error)`, etc.) are byte-for-byte identical to before.
 */
function wrapClientError(error, response, request, opts) {
    if (!opts?.throwOnError)
        return error;
    if (error instanceof Error)
        return error;
    // NamedError-shaped responses (the common case for opencode 4xx) come
    // through as POJOs — extract a useful message first, then wrap.
    if (typeof error === "object" && error !== null && Object.keys(error).length > 0) {
        const obj = error;
        const message = (typeof obj.data?.message === "string" && obj.data.message) ||
            (typeof obj.message === "string" && obj.message) ||
            (typeof obj.name === "string" && obj.name) ||
            describe(request, response);
        return new Error(message, { cause: { body: error, status: response?.status } });
    }
    if (typeof error === "string" && error.length > 0) {
        return new Error(error, { cause: { body: error, status: response?.status } });
    }
    // Empty body / network failure / undefined / null / empty object.
    const reason = response ? "(empty response body)" : "network error (no response)";
    return new Error(`opencode server ${describe(request, response)}: ${reason}`, {
        cause: { body: error, status: response?.status },
    });
}
function describe(request, response) {
    const method = request?.method ?? "?";
    const url = request?.url ?? "?";
    const status = response?.status;
    const statusText = response?.statusText;
    return `${method} ${url}${status ? " → " + status : ""}${statusText ? " " + statusText : ""}`;
}

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/client.js





function pick(value, fallback) {
    if (!value)
        return;
    if (!fallback)
        return value;
    if (value === fallback)
        return fallback;
    if (value === encodeURIComponent(fallback))
        return fallback;
    return value;
}
function rewrite(request, directory) {
    if (request.method !== "GET" && request.method !== "HEAD")
        return request;
    const value = pick(request.headers.get("x-opencode-directory"), directory);
    if (!value)
        return request;
    const url = new URL(request.url);
    if (!url.searchParams.has("directory")) {
        url.searchParams.set("directory", value);
    }
    const next = new Request(url, request);
    next.headers.delete("x-opencode-directory");
    return next;
}
function client_createOpencodeClient(config) {
    if (!config?.fetch) {
        const customFetch = (req) => {
            // @ts-ignore
            req.timeout = false;
            return fetch(req);
        };
        config = {
            ...config,
            fetch: customFetch,
        };
    }
    if (config?.directory) {
        config.headers = {
            ...config.headers,
            "x-opencode-directory": encodeURIComponent(config.directory),
        };
    }
    const client = createClient(config);
    client.interceptors.request.use((request) => rewrite(request, config?.directory));
    client.interceptors.error.use(wrapClientError);
    return new OpencodeClient({ client });
}

// EXTERNAL MODULE: ./node_modules/cross-spawn/index.js
var cross_spawn = __webpack_require__(546);
;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/process.js

// Duplicated from `packages/opencode/src/util/process.ts` because the SDK cannot
// import `opencode` without creating a cycle (`opencode` depends on `@opencode-ai/sdk`).
function process_stop(proc) {
    if (proc.exitCode !== null || proc.signalCode !== null)
        return;
    if (process.platform === "win32" && proc.pid) {
        const out = spawnSync("taskkill", ["/pid", String(proc.pid), "/T", "/F"], { windowsHide: true });
        if (!out.error && out.status === 0)
            return;
    }
    proc.kill();
}
function process_bindAbort(proc, signal, onAbort) {
    if (!signal)
        return () => { };
    const abort = () => {
        clear();
        process_stop(proc);
        onAbort?.();
    };
    const clear = () => {
        signal.removeEventListener("abort", abort);
        proc.off("exit", clear);
        proc.off("error", clear);
    };
    signal.addEventListener("abort", abort, { once: true });
    proc.on("exit", clear);
    proc.on("error", clear);
    if (signal.aborted)
        abort();
    return clear;
}

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/server.js


async function server_createOpencodeServer(options) {
    options = Object.assign({
        hostname: "127.0.0.1",
        port: 4096,
        timeout: 5000,
    }, options ?? {});
    const args = [`serve`, `--hostname=${options.hostname}`, `--port=${options.port}`];
    if (options.config?.logLevel)
        args.push(`--log-level=${options.config.logLevel}`);
    const proc = launch(`opencode`, args, {
        env: {
            ...process.env,
            OPENCODE_CONFIG_CONTENT: JSON.stringify(options.config ?? {}),
        },
    });
    let clear = () => { };
    const url = await new Promise((resolve, reject) => {
        const id = setTimeout(() => {
            clear();
            stop(proc);
            reject(new Error(`Timeout waiting for server to start after ${options.timeout}ms`));
        }, options.timeout);
        let output = "";
        let resolved = false;
        proc.stdout?.on("data", (chunk) => {
            if (resolved)
                return;
            output += chunk.toString();
            const lines = output.split("\n");
            for (const line of lines) {
                if (line.startsWith("opencode server listening")) {
                    const match = line.match(/on\s+(https?:\/\/[^\s]+)/);
                    if (!match) {
                        clear();
                        stop(proc);
                        clearTimeout(id);
                        reject(new Error(`Failed to parse server url from output: ${line}`));
                        return;
                    }
                    clearTimeout(id);
                    resolved = true;
                    resolve(match[1]);
                    return;
                }
            }
        });
        proc.stderr?.on("data", (chunk) => {
            output += chunk.toString();
        });
        proc.on("exit", (code) => {
            clearTimeout(id);
            let msg = `Server exited with code ${code}`;
            if (output.trim()) {
                msg += `\nServer output: ${output}`;
            }
            reject(new Error(msg));
        });
        proc.on("error", (error) => {
            clearTimeout(id);
            reject(error);
        });
        clear = bindAbort(proc, options.signal, () => {
            clearTimeout(id);
            reject(options.signal?.reason);
        });
    });
    return {
        url,
        close() {
            clear();
            stop(proc);
        },
    };
}
function createOpencodeTui(options) {
    const args = [];
    if (options?.project) {
        args.push(`--project=${options.project}`);
    }
    if (options?.model) {
        args.push(`--model=${options.model}`);
    }
    if (options?.session) {
        args.push(`--session=${options.session}`);
    }
    if (options?.agent) {
        args.push(`--agent=${options.agent}`);
    }
    const proc = launch(`opencode`, args, {
        stdio: "inherit",
        env: {
            ...process.env,
            OPENCODE_CONFIG_CONTENT: JSON.stringify(options?.config ?? {}),
        },
    });
    const clear = bindAbort(proc, options?.signal);
    return {
        close() {
            clear();
            stop(proc);
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/@opencode-ai/sdk/dist/index.js




async function createOpencode(options) {
    const server = await createOpencodeServer({
        ...options,
    });
    const client = createOpencodeClient({
        baseUrl: server.url,
    });
    return {
        client,
        server,
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/command-safe-output.js + 1 modules
var command_safe_output = __webpack_require__(7476);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/server.js







/**
 * Starts `opencode serve` on loopback from a prepared runtime root.
 *
 * API note (for other helpers):
 *   const server = await startOpencodeServer({ bin, root, env: buildAllowlistedEnv(...), logger })
 *   server.url, server.pid, server.client (SDK client bound to root.workDir, with the server's
 *   basic-auth password), server.authHeader, await server.close()
 * The env must come from buildAllowlistedEnv; this module adds only OPENCODE_SERVER_PASSWORD.
 * Never point a client's `directory` at the checkout: OpenCode would load its project config.
 *
 * stdout/stderr go to the job log as whole lines with workflow commands defused (or to onOutput);
 * only the listening line is read, to learn the URL. Requests sent before that line can hang, hence the wait.
 */
const DEFAULT_START_TIMEOUT_MS = 30_000;
const LISTENING = /opencode server listening on (http:\/\/127\.0\.0\.1:\d+)/;
const SERVER_USER = 'opencode';
/** The runner's own stdout/stderr, as whole lines with workflow commands defused (command-safe-output.ts). */
function defaultOutput() {
    return (0,command_safe_output/* commandSafeOpencodeOutput */.d1)({ stdout: (text) => void process.stdout.write(text), stderr: (text) => void process.stderr.write(text) });
}
/** Kills the whole process group: OpenCode may start helpers (rg) that must not outlive it. */
function killGroup(child, signal) {
    if (child.pid === undefined)
        return;
    try {
        process.kill(-child.pid, signal);
    }
    catch {
        // Group already gone.
    }
}
async function server_stop(child, graceMs = 5_000) {
    if (child.exitCode !== null || child.signalCode !== null)
        return;
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
}
async function readRss(pid) {
    try {
        const status = await (0,promises_.readFile)(`/proc/${pid}/status`, 'utf8');
        const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : undefined;
    }
    catch {
        return undefined;
    }
}
async function startOpencodeServer(options) {
    try {
        return await startServer(options);
    }
    catch (error) {
        // A server that never listened leaves no client to close its pool with.
        await options.connections?.close();
        throw error;
    }
}
async function startServer(options) {
    const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
    const own = options.onOutput ? undefined : defaultOutput();
    const output = options.onOutput ?? ((stream, chunk) => own?.onOutput(stream, chunk));
    const password = (0,external_node_crypto_.randomBytes)(24).toString('base64url');
    options.secrets?.add(password);
    const started = Date.now();
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(options.bin, ['serve', '--hostname', '127.0.0.1', '--port', '0'], {
            cwd: options.root.workDir,
            env: { ...options.env, OPENCODE_SERVER_PASSWORD: password },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
    }
    catch (error) {
        throw new errors/* OpenCodeError */.Mk(`Could not start OpenCode (${options.bin}).`, { cause: error });
    }
    // 'close' comes after both pipes ended: the last unterminated line is written then.
    child.once('close', () => own?.flush());
    if (child.pid !== undefined) {
        const pid = child.pid;
        (0,reviewer_pids/* registerProcessGroup */.ET)(pid, options.root.role);
        child.once('exit', () => (0,reviewer_pids/* forgetProcessGroup */.gl)(pid));
    }
    const url = await new Promise((resolve, reject) => {
        let pending = '';
        let settled = false;
        const settle = (fn) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            fn();
        };
        const timer = setTimeout(() => {
            settle(() => reject(new errors/* OpenCodeError */.Mk(`OpenCode did not start listening within ${timeoutMs} ms.`)));
            killGroup(child, 'SIGKILL');
        }, timeoutMs);
        child.stdout?.on('data', (chunk) => {
            output('stdout', chunk);
            if (settled)
                return;
            pending = (pending + chunk.toString('utf8')).slice(-4096);
            const match = LISTENING.exec(pending);
            if (match?.[1])
                settle(() => resolve(match[1]));
        });
        child.stderr?.on('data', (chunk) => output('stderr', chunk));
        child.once('error', (error) => settle(() => reject(new errors/* OpenCodeError */.Mk(`Could not start OpenCode (${options.bin}).`, { cause: error }))));
        child.once('exit', (code, signal) => settle(() => reject(new errors/* OpenCodeError */.Mk(`OpenCode exited before listening (code ${code ?? 'none'}, signal ${signal ?? 'none'}).`))));
    });
    const pid = child.pid;
    const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null)
            resolve(`code ${child.exitCode ?? 'none'}, signal ${child.signalCode ?? 'none'}`);
        else
            child.once('exit', (code, signal) => resolve(`code ${code ?? 'none'}, signal ${signal ?? 'none'}`));
    });
    const ms = Date.now() - started;
    options.logger.event('runtime', 'server-started', { role: options.root.role, pid, ms });
    const authHeader = `Basic ${Buffer.from(`${SERVER_USER}:${password}`).toString('base64')}`;
    const connections = options.connections;
    const client = serverClient({ url, directory: options.root.workDir, authHeader, connections });
    let closing;
    return {
        url,
        pid,
        client,
        authHeader,
        rssBytes: () => readRss(pid),
        exited,
        close() {
            closing ??= server_stop(child).then(async () => {
                await connections?.close();
                options.logger.event('runtime', 'server-stopped', { role: options.root.role, pid });
            });
            return closing;
        },
    };
}
/** The SDK client for one server: every request through its own pool, the event stream included. */
function serverClient(input) {
    const { connections } = input;
    // Spread into the event stream's fetch options (RequestInit, where Node's fetch reads `dispatcher`).
    const pool = connections?.dispatcher ? { dispatcher: connections.dispatcher } : {};
    return client_createOpencodeClient({
        baseUrl: input.url,
        directory: input.directory,
        headers: { Authorization: input.authHeader },
        ...(connections ? { fetch: (request) => connections.fetch(request) } : {}),
        ...pool,
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/server-connections.js
/**
 * A connection pool of its own for each OpenCode server the runner talks to.
 *
 * `opencode serve --port 0` binds 127.0.0.1:4096 when that port is free, so a
 * server started after another one exited (the next run in a test worker or
 * a benchmark, which share one Node process) can listen where the old one
 * did. Through the process-wide pool of Node's fetch, the new server's first
 * requests could then go out on keep-alive sockets to the dead one and fail
 * with ECONNRESET. With its own pool, a server's client only ever holds
 * sockets to that server, and they are destroyed when it stops. The event
 * stream too: on a stale socket its first connect failed and the SDK tried
 * again only after 3 s, before every run's first prompt but the process's first.
 *
 * undici is imported here, when the servers boot beside prepare, not with the
 * runner's bundle (its load time is measured, docs/performance.md).
 */
async function ownConnections() {
    const { Agent } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));
    const dispatcher = new Agent();
    return {
        // Node's fetch takes an undici dispatcher in its init; the DOM's RequestInit does not name it.
        fetch: (request) => fetch(request, { dispatcher }),
        // The SDK's event stream takes the pool in its fetch options instead (core/opencode/server.ts).
        dispatcher,
        close: () => dispatcher.destroy().catch(() => undefined),
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/trusted-config.js
var trusted_config = __webpack_require__(7231);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/reviewer-address.js




/**
 * How spawn_reviewers learns where the runner's reviewer server listens.
 *
 * The runner starts the reviewer process only once the editor server has
 * done its first-request initialisation (runtime/boot.ts): the reviewer is
 * needed a model turn later, and on two cores its start-up (about 3 s of CPU)
 * would otherwise compete with the editor's and delay the run's first model
 * request. The run config is written before that, so the reviewer's address
 * and basic-auth header arrive later, in this private file (0600, written
 * whole by rename, never read by an agent: the path guard denies the private
 * dir). A reviewer that could not be started is written here as an error, so
 * spawn_reviewers reports it at once instead of waiting for its deadline.
 */
const REVIEWER_SERVER_FILE = 'reviewer-server.json';
const reviewerAddressSchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ url: schemas/* string */.YjP().url(), authHeader: schemas/* string */.YjP().min(1), pid: schemas/* number */.aig().int().positive() }),
    schemas/* object */.Ikc({ error: schemas/* string */.YjP() }),
]);
function reviewerAddressPath(privateDir) {
    return (0,external_node_path_.join)(privateDir, REVIEWER_SERVER_FILE);
}
/** Writes the address (or the start-up failure) whole: a reader never sees half a file. */
async function writeReviewerAddress(privateDir, address) {
    const file = reviewerAddressPath(privateDir);
    const partial = `${file}.partial`;
    await (0,promises_.writeFile)(partial, JSON.stringify(address), { mode: 0o600 });
    await (0,promises_.rename)(partial, file);
}
/**
 * Waits for the runner to write the reviewer's address. Rejects with an
 * OpenCodeError when the runner wrote a start-up failure, when the file is
 * not valid, or when `timeoutMs` passes first.
 */
async function waitForReviewerAddress(file, options) {
    const deadline = Date.now() + options.timeoutMs;
    const pollMs = options.pollMs ?? 25;
    for (;;) {
        const text = await readFile(file, 'utf8').catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw new OpenCodeError(`The reviewer server's address file ${file} could not be read: ${error.message}`, { cause: error });
        });
        if (text !== undefined) {
            const parsed = reviewerAddressSchema.safeParse(safeJson(text));
            if (!parsed.success)
                throw new OpenCodeError(`The reviewer server's address file ${file} is not valid.`);
            if ('error' in parsed.data)
                throw new OpenCodeError(`The runner could not start the reviewer server: ${parsed.data.error}`);
            return parsed.data;
        }
        if (Date.now() >= deadline)
            throw new OpenCodeError(`The reviewer server did not start within ${options.timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/warm-up.js
var warm_up = __webpack_require__(2418);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/warm-up-model.js

/**
 * The runner's own stand-in model for OpenCode's warm-up prompt
 * (core/opencode/warm-up.ts): a loopback OpenAI-compatible endpoint that
 * answers every chat completion with the same one-word text and no tool call.
 *
 * Why a prompt at all: after the provider list and a file search, a fresh
 * OpenCode 1.18.33 server still spent about 0.25 s of CPU on its first prompt
 * before its model request (later prompts about 0.1 s), on the hand-overs
 * that are the review's critical path (the editor's first call, the
 * specialists' first calls). One prompt answered here, while prepare still
 * waits on GitHub, pays that instead (docs/performance.md).
 *
 * Nothing of a review reaches it: it is its own provider in the trusted
 * config, with a literal key that is not the provider's, and no agent can
 * choose a model. It reads each request to its end and keeps nothing of it.
 */
const WARM_UP_ANSWER = 'ready';
/** A warm-up request is a system prompt, tool schemas and one word: far below this. */
const MAX_REQUEST_BYTES = 4 * 1024 * 1024;
function chunk(id, model, choices, extra = {}) {
    return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices, ...extra })}\n\n`;
}
const USAGE = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
/** Answers one chat completion; false when the body was not one. */
function answer(body, res) {
    let parsed = {};
    try {
        parsed = JSON.parse(body);
    }
    catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'request body is not JSON' } }));
        return false;
    }
    const model = typeof parsed.model === 'string' ? parsed.model : 'warm-up';
    const id = `chatcmpl-warm-up-${Date.now().toString(36)}`;
    if (parsed.stream !== true) {
        const message = { role: 'assistant', content: WARM_UP_ANSWER };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message, finish_reason: 'stop' }],
            usage: USAGE,
        }));
        return true;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk(id, model, [{ index: 0, delta: { role: 'assistant', content: WARM_UP_ANSWER }, finish_reason: null }]));
    res.write(chunk(id, model, [{ index: 0, delta: {}, finish_reason: 'stop' }]));
    res.write(chunk(id, model, [], { usage: USAGE }));
    res.end('data: [DONE]\n\n');
    return true;
}
function handle(req, res, count) {
    if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
        req.resume();
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
    }
    const parts = [];
    let size = 0;
    req.on('data', (part) => {
        size += part.length;
        if (size <= MAX_REQUEST_BYTES)
            parts.push(part);
    });
    req.on('end', () => {
        if (size > MAX_REQUEST_BYTES) {
            res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'request too large' } }));
            return;
        }
        if (answer(Buffer.concat(parts).toString('utf8'), res))
            count();
    });
    req.on('error', () => res.destroy());
}
async function startWarmUpModel() {
    let answered = 0;
    const server = (0,external_node_http_.createServer)((req, res) => handle(req, res, () => (answered += 1)));
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    // Never keeps the runner alive on its own.
    server.unref();
    const { port } = server.address();
    let closing;
    return {
        baseURL: `http://127.0.0.1:${port}/v1`,
        requests: () => answered,
        close() {
            closing ??= new Promise((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
            });
            return closing;
        },
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/editor.js + 10 modules
var runtime_editor = __webpack_require__(7750);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/boot.js













const RUN_CONFIG_FILE = 'run-config.json';
const boot_DEFAULT_START_TIMEOUT_MS = 90_000;
const publishes = (mode) => mode === 'comment' || mode === 'blocking';
function bootRuntime(input) {
    const { settings, layout, logger } = input;
    const startTimeoutMs = input.startTimeoutMs ?? boot_DEFAULT_START_TIMEOUT_MS;
    const runConfigPath = (0,external_node_path_.join)(input.privateDir, RUN_CONFIG_FILE);
    const started = [];
    let stopping = false;
    let editorOpened;
    // Started with the servers' roots: both configs name its address. Closed once both warmed, or at stop.
    const warmUpModel = startWarmUpModel();
    warmUpModel.catch(() => undefined);
    const closeWarmUpModel = () => warmUpModel.then((model) => model.close()).catch(() => undefined);
    const boot = async () => {
        const [provisioned, parentDir, agents, warmUp] = await Promise.all([
            input.provisioned,
            input.runtimeParent,
            (0,opencode_agents/* loadAgents */.L2)(layout.agentsDir),
            warmUpModel.then((model) => model, () => undefined),
        ]);
        const providerID = settings.model.split('/')[0] ?? '';
        const keyEnv = (0,trusted_config/* providerKeyVariable */.VH)(providerID, settings.providerBaseUrl !== undefined);
        const providerKey = settings.providerApiKey ? { name: keyEnv, value: settings.providerApiKey } : undefined;
        const common = {
            parentDir,
            agentsDir: layout.agentsDir,
            stageDir: input.stageDir,
            checkoutDir: input.checkoutDir,
            privateDir: input.privateDir,
            model: settings.model,
            fallbackModels: settings.fallbackModels,
            providerBaseUrl: settings.providerBaseUrl,
            providerKeyEnv: keyEnv,
            // Without it (a loopback port could not be opened) the warm-up runs without its prompt.
            warmUpBaseUrl: warmUp?.baseURL,
        };
        // Which specialists run is prepare's decision; the reviewer knows them all so it can boot first.
        const reviewerAgents = [...[...agents.keys()].filter((name) => name.startsWith('specialist-')).sort(), 'verifier'];
        const guard = layout.plugin('path-guard');
        const finalPlugin = publishes(settings.mode) ? layout.plugin('publish-review') : layout.plugin('record-review');
        const [reviewerRoot, editorRoot] = await Promise.all([
            // team-gate holds the specialist prompts spawn_reviewers sends ahead until the editor calls it.
            (0,trusted_config/* prepareRuntimeRoot */.yy)({ ...common, role: 'reviewer', agents: reviewerAgents, pluginFiles: [guard, layout.plugin('team-gate')] }),
            (0,trusted_config/* prepareRuntimeRoot */.yy)({ ...common, role: 'editor', agents: ['editor'], pluginFiles: [guard, layout.plugin('spawn-reviewers'), finalPlugin] }),
        ]);
        // The reviewer process gets the provider key and its own dirs, never a GitHub token.
        const reviewerEnv = (0,env/* buildAllowlistedEnv */.iY)(input.sourceEnv, { runtime: reviewerRoot.env, providerKey, runConfigPath });
        const editorEnv = (0,env/* buildAllowlistedEnv */.iY)(input.sourceEnv, { runtime: editorRoot.env, providerKey, runConfigPath });
        const start = async (root, env) => {
            if (stopping)
                throw new errors/* OpenCodeError */.Mk('the run ended before OpenCode was started');
            input.assertLive?.();
            const connections = await ownConnections();
            const server = await startOpencodeServer({
                bin: provisioned.bin,
                root,
                env,
                logger,
                startTimeoutMs,
                onOutput: input.onOutput,
                connections,
                secrets: input.secrets,
            });
            started.push(server);
            // stop() may have run while this one was still starting.
            if (stopping)
                await server.close();
            return server;
        };
        const editor = await start(editorRoot, editorEnv);
        if (stopping)
            throw new errors/* OpenCodeError */.Mk('the run ended while OpenCode was starting');
        const warm = async (server, role, prompt) => {
            const warmStarted = Date.now();
            const answered = await (0,warm_up/* warmUpOpencode */.AX)(server.client, input.warmUpBoundMs ?? warm_up/* WARM_UP_BOUND_MS */._M, warmUp ? prompt : undefined);
            const promptOutcome = !warmUp ? 'none' : answered === true ? 'answered' : 'not-answered';
            if (!stopping)
                logger.event('runtime', 'warmed', { role, ms: Date.now() - warmStarted, prompt: promptOutcome });
        };
        const editorWarmed = warm(editor, 'editor', { agent: 'editor' });
        // After the warm-up, so no event of its session reaches the editor's usage.
        editorOpened = editorWarmed.then(() => {
            if (stopping)
                throw new errors/* OpenCodeError */.Mk('the run ended before the editor session was opened');
            return (0,runtime_editor/* openEditorSession */.Ss)(editor, input.privateDir, logger);
        });
        editorOpened.catch(() => undefined);
        const reviewerAddressFile = reviewerAddressPath(input.privateDir);
        const reviewer = editorWarmed.then(() => start(reviewerRoot, reviewerEnv));
        // The specialists' own switches: a specialist whose patches are all inline runs without tools.
        const reviewerWarmed = reviewer.then((server) => warm(server, 'reviewer', { agent: reviewerAgents[0] ?? 'verifier', tools: { ...opencode_agents/* NO_TOOLS */.g2 } }));
        // spawn_reviewers waits for this file: an address, or why there will be none.
        const addressed = reviewerWarmed.then(async () => {
            const server = await reviewer;
            await writeReviewerAddress(input.privateDir, { url: server.url, authHeader: server.authHeader, pid: server.pid });
        }, (error) => writeReviewerAddress(input.privateDir, { error: (0,errors/* toHarbourmasterError */.Fk)(error).message }));
        const warmed = addressed.catch(() => undefined).finally(closeWarmUpModel);
        const checkoutReaders = new Set([...agents].filter(([name, agent]) => name.startsWith('specialist-') && agent.readsCheckout).map(([name]) => name.slice('specialist-'.length)));
        // Observed by whoever needs it (spawn_reviewers through the address file); never an unhandled rejection.
        reviewer.catch(() => undefined);
        addressed.catch(() => undefined);
        return {
            provisioned,
            editor,
            reviewer,
            reviewerAddressFile,
            editorRoot,
            reviewerRoot,
            reviewerEnv,
            runConfigPath,
            startTimeoutMs,
            editorWarmed,
            editorOpened,
            warmed,
            checkoutReaders,
        };
    };
    const ready = boot().catch((error) => {
        // A cancelled run is not a runtime failure: the cancellation handler reports it.
        if (error instanceof run_registry/* RunCancelled */.z)
            throw error;
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        throw failure.failureClass === 'internal' ? new errors/* OpenCodeError */.Mk(`OpenCode could not be started: ${failure.message}`, { cause: error }) : failure;
    });
    // A run that ends before the review phase may never await it.
    ready.catch(() => undefined);
    let stopped;
    return {
        ready,
        stop() {
            stopping = true;
            stopped ??= (async () => {
                await closeWarmUpModel();
                // runEditor closes the stream it took; this one covers a run that never prompted.
                await editorOpened?.then((opened) => opened.events.close({ summary: false })).catch(() => undefined);
                await Promise.all(started.map((server) => server.close().catch(() => undefined)));
                const parent = await input.runtimeParent.catch(() => undefined);
                // A server still starting is not in `started` yet: the sweep finds it by its working directory.
                const sweep = async () => {
                    if (parent)
                        await (0,reviewer_pids/* stopRuntimeProcesses */.E9)(input.privateDir, parent, logger).catch(() => 0);
                };
                await sweep();
                // No server starts once `stopping` is set; wait for a boot in flight to give up, then look once more.
                await ready.then((booted) => booted.warmed, () => undefined);
                await sweep();
            })();
            return stopped;
        },
    };
}


/***/ }),

/***/ 7750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ss: () => (/* binding */ openEditorSession),
  Hi: () => (/* binding */ runEditor)
});

// UNUSED EXPORTS: readExecutionReceipt, reviewerTokens

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/run-config.js
var run_config = __webpack_require__(767);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/transport-failure.js

/**
 * A request to an OpenCode server that fails at the transport (fetch's TypeError with a cause:
 * refused, reset, closed socket) means the runtime went away: an `opencode` failure, not a bug of
 * ours. The runner's requests to the editor and spawn_reviewers' to the reviewer both read it so;
 * the cause's code (ECONNREFUSED, ECONNRESET…) says which way it went.
 */
function runtimeFailure(error) {
    if (error instanceof TypeError && error.cause !== undefined) {
        const cause = error.cause;
        const code = typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
        return new errors/* OpenCodeError */.Mk(`OpenCode stopped answering: ${error.message}${code}`, { cause: error });
    }
    return (0,errors/* toHarbourmasterError */.Fk)(error);
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/warm-up.js
var warm_up = __webpack_require__(2418);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/events-usage.js

class UsageAggregator {
    sessions = new Map();
    messages = new Map();
    toolParts = new Set();
    /** Assistant messages that asked for a tool (a part of type tool, whatever its state). */
    withTools = new Set();
    agents = new Map();
    /** Names a session's agent before its first event, so usage is attributed even when OpenCode omits it. */
    label(sessionId, agent) {
        this.agents.set(sessionId, agent);
        const existing = this.sessions.get(sessionId);
        if (existing)
            existing.agent = agent;
    }
    /** Applies one event; returns the snapshots it completed (for the private log). */
    apply(event, now = Date.now()) {
        switch (event.type) {
            case 'message.updated': {
                const info = event.properties.info;
                // The runner's warm-up prompt (warm-up.ts) is no model call of the review: normally over before
                // any stream is attached, it could still be running when a bounded warm-up gave up waiting.
                if ((info.role === 'user' ? info.model?.providerID : info.providerID) === warm_up/* WARM_UP_PROVIDER */.iE)
                    return [];
                if (info.role === 'user') {
                    const session = this.session(info.sessionID, now);
                    if (!this.agents.has(info.sessionID) && info.agent)
                        session.agent = info.agent;
                    return [];
                }
                const session = this.session(info.sessionID, now);
                if (!this.agents.has(info.sessionID) && info.mode)
                    session.agent = info.mode;
                session.finishedAt = Math.max(session.finishedAt, now);
                if (info.time.completed === undefined)
                    return [];
                const state = this.messages.get(info.id) ?? { counted: false };
                this.messages.set(info.id, state);
                if (state.counted)
                    return [];
                state.counted = true;
                if (!session.models.includes(info.modelID))
                    session.models.push(info.modelID);
                if (!isRealAnswer(info)) {
                    session.failedCalls += 1;
                    session.lastError = info.error ? describeError(info.error) : 'no answer';
                    return [
                        {
                            at: now,
                            kind: 'model-call',
                            sessionId: session.sessionId,
                            agent: session.agent,
                            model: info.modelID,
                            outcome: 'error',
                            error: session.lastError,
                        },
                    ];
                }
                session.modelCalls += 1;
                if (tokenTotal(info) === 0)
                    session.unmeteredCalls += 1;
                session.tokensIn += info.tokens.input + info.tokens.cache.read + info.tokens.cache.write;
                session.tokensOut += info.tokens.output + info.tokens.reasoning;
                return [
                    {
                        at: now,
                        kind: 'model-call',
                        sessionId: session.sessionId,
                        agent: session.agent,
                        model: info.modelID,
                        tokensIn: info.tokens.input + info.tokens.cache.read + info.tokens.cache.write,
                        tokensOut: info.tokens.output + info.tokens.reasoning,
                        ...(info.finish === 'unknown' && !this.withTools.has(info.id) ? { unfinished: true } : {}),
                        outcome: 'ok',
                    },
                ];
            }
            case 'message.part.updated': {
                const part = event.properties.part;
                if (part.type !== 'tool')
                    return [];
                this.withTools.add(part.messageID);
                if (part.state.status !== 'completed' && part.state.status !== 'error')
                    return [];
                if (this.toolParts.has(part.id))
                    return [];
                this.toolParts.add(part.id);
                const session = this.session(part.sessionID, now);
                session.toolCalls += 1;
                session.tools.push(part.tool);
                session.finishedAt = Math.max(session.finishedAt, now);
                const failed = part.state.status === 'error';
                if (failed)
                    session.toolErrors += 1;
                return [{ at: now, kind: 'tool-call', sessionId: session.sessionId, agent: session.agent, tool: part.tool, outcome: failed ? 'error' : 'ok' }];
            }
            case 'session.error': {
                const id = event.properties.sessionID;
                if (id && event.properties.error)
                    this.session(id, now).lastError = describeError(event.properties.error);
                return [];
            }
            default:
                return [];
        }
    }
    usage(sessionId) {
        return this.sessions.get(sessionId);
    }
    /**
     * Prompts sent ahead and held at the team gate (team-gate.ts) have sessions before any
     * model call may start: their time counts from when the gate opened, not from the prompt.
     */
    restartClocks(at) {
        for (const s of this.sessions.values()) {
            if (s.modelCalls > 0 || s.failedCalls > 0)
                continue;
            s.startedAt = Math.max(s.startedAt, at);
            s.finishedAt = Math.max(s.finishedAt, at);
        }
    }
    summary(filter = () => true) {
        const sessions = [...this.sessions.values()].filter(filter).map((s) => ({ ...s, tools: [...s.tools], models: [...s.models] }));
        const byAgent = {};
        for (const s of sessions) {
            const a = (byAgent[s.agent] ??= { modelCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, ms: 0 });
            a.modelCalls += s.modelCalls;
            a.tokensIn += s.tokensIn;
            a.tokensOut += s.tokensOut;
            a.toolCalls += s.toolCalls;
            a.ms += Math.max(0, s.finishedAt - s.startedAt);
        }
        return {
            modelCalls: sessions.reduce((n, s) => n + s.modelCalls, 0),
            unmeteredCalls: sessions.reduce((n, s) => n + s.unmeteredCalls, 0),
            tokensIn: sessions.reduce((n, s) => n + s.tokensIn, 0),
            tokensOut: sessions.reduce((n, s) => n + s.tokensOut, 0),
            toolCalls: sessions.reduce((n, s) => n + s.toolCalls, 0),
            sessions,
            byAgent,
        };
    }
    session(sessionId, now) {
        let session = this.sessions.get(sessionId);
        if (!session) {
            session = {
                sessionId,
                agent: this.agents.get(sessionId) ?? 'unknown',
                startedAt: now,
                finishedAt: now,
                modelCalls: 0,
                unmeteredCalls: 0,
                failedCalls: 0,
                tokensIn: 0,
                tokensOut: 0,
                toolCalls: 0,
                toolErrors: 0,
                tools: [],
                models: [],
                lastError: undefined,
            };
            this.sessions.set(sessionId, session);
        }
        return session;
    }
}
/**
 * Whether an assistant message is a real answer from the provider. A message
 * aborted while OpenCode waited to retry ends "completed" without an error,
 * but with no finish reason and no tokens: it is not a model call.
 */
function isRealAnswer(info) {
    if (info.error || info.time.completed === undefined)
        return false;
    return info.finish !== undefined || tokenTotal(info) > 0;
}
const CUT_OFF = "answer cut off at the model's output limit (finish_reason length)";
/**
 * OpenCode ends a session's loop on any finish but tool calls, and records the provider's
 * finish reason: `length` is an answer the model did not finish (a specialist's findings list
 * cut short parses as no list at all, or loses the findings after the cut), never a final one.
 */
function cutOff(info) {
    return info.role === 'assistant' && info.finish === 'length';
}
function tokenTotal(info) {
    const t = info.tokens;
    return t.input + t.output + t.reasoning + t.cache.read + t.cache.write;
}
/** A short, log-safe description: the error's name and HTTP status, never the provider's response body. */
function describeError(error) {
    if (error.name === 'APIError')
        return error.data.statusCode !== undefined ? `APIError status=${error.data.statusCode}` : 'APIError';
    return error.name;
}
/** The runner's per-agent usage lines plus a total line: `stage=runtime event=usage ...`. */
function logUsage(logger, summary, process) {
    for (const [agent, a] of Object.entries(summary.byAgent)) {
        logger.event('runtime', 'usage', {
            process,
            agent,
            model_calls: a.modelCalls,
            tokens_in: a.tokensIn,
            tokens_out: a.tokensOut,
            tool_calls: a.toolCalls,
            ms: a.ms,
        });
    }
    logger.event('runtime', 'usage', {
        process,
        agent: 'all',
        model_calls: summary.modelCalls,
        unmetered_calls: summary.unmeteredCalls || undefined,
        tokens_in: summary.tokensIn,
        tokens_out: summary.tokensOut,
        tool_calls: summary.toolCalls,
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/events.js



class SessionEvents {
    options;
    usageAgg = new UsageAggregator();
    idleWaiters = new Map();
    /** When each session was last seen idle (waitForIdle's `since`). */
    idleAt = new Map();
    statusListeners = new Map();
    compactedListeners = new Map();
    usageListeners = new Set();
    abort = new AbortController();
    closed = false;
    pump = Promise.resolve();
    constructor(options) {
        this.options = options;
    }
    /** Subscribes and waits until the server has greeted the stream, so no later event is missed. */
    static async attach(options) {
        const events = new SessionEvents(options);
        await events.start();
        return events;
    }
    async start() {
        const { stream } = await this.options.client.event.subscribe({ signal: this.abort.signal });
        const iterator = stream[Symbol.asyncIterator]();
        const first = iterator.next();
        const timeoutMs = this.options.connectTimeoutMs ?? 10_000;
        let timer;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new errors/* OpenCodeError */.Mk(`OpenCode event stream did not connect within ${timeoutMs} ms`)), timeoutMs);
        });
        try {
            const result = await Promise.race([first, timeout]);
            if (!result.done)
                this.handle(result.value);
        }
        catch (error) {
            // Stop the SDK's reconnect loop: nobody will read this stream.
            this.closed = true;
            this.abort.abort();
            throw error instanceof errors/* OpenCodeError */.Mk ? error : new errors/* OpenCodeError */.Mk('OpenCode event stream failed to connect', { cause: error });
        }
        finally {
            clearTimeout(timer);
        }
        this.pump = (async () => {
            try {
                for (;;) {
                    const next = await iterator.next();
                    if (next.done)
                        break;
                    this.handle(next.value);
                }
            }
            catch (error) {
                if (!this.closed)
                    this.options.logger.event('runtime', 'event-stream-error', { process: this.options.process, error: errorName(error) });
            }
            finally {
                // A stream that ends while sessions are waited on must not hang them: wake every waiter.
                for (const set of this.idleWaiters.values())
                    for (const wake of set)
                        wake();
            }
        })();
    }
    label(sessionId, agent) {
        this.usageAgg.label(sessionId, agent);
    }
    /**
     * Register BEFORE sending the prompt: the idle that follows belongs to it. For a prompt
     * sent earlier (ahead, held at the team gate), `since` is when it was sent: an idle seen
     * from then on already belongs to it.
     */
    waitForIdle(sessionId, since) {
        let wake = () => { };
        const idle = new Promise((resolve) => {
            wake = () => {
                this.idleWaiters.get(sessionId)?.delete(wake);
                resolve();
            };
        });
        const idleAt = this.idleAt.get(sessionId);
        if (since !== undefined && idleAt !== undefined && idleAt >= since) {
            wake();
            return { idle, cancel: () => { } };
        }
        const set = this.idleWaiters.get(sessionId) ?? new Set();
        set.add(wake);
        this.idleWaiters.set(sessionId, set);
        return { idle, cancel: () => this.idleWaiters.get(sessionId)?.delete(wake) };
    }
    onStatus(sessionId, listener) {
        const set = this.statusListeners.get(sessionId) ?? new Set();
        set.add(listener);
        this.statusListeners.set(sessionId, set);
        return () => set.delete(listener);
    }
    /** Called each time OpenCode compacted the session (it does so when the provider says the context overflowed). */
    onCompacted(sessionId, listener) {
        const set = this.compactedListeners.get(sessionId) ?? new Set();
        set.add(listener);
        this.compactedListeners.set(sessionId, set);
        return () => set.delete(listener);
    }
    /** Called after every completed model or tool call (budget watches). */
    onUsage(listener) {
        this.usageListeners.add(listener);
        return () => this.usageListeners.delete(listener);
    }
    usage(sessionId) {
        return this.usageAgg.usage(sessionId);
    }
    /** Held sessions count their time from `at`, when the team gate opened (UsageAggregator.restartClocks). */
    restartClocks(at) {
        this.usageAgg.restartClocks(at);
    }
    summary(filter) {
        return this.usageAgg.summary(filter);
    }
    /** Whether any real model call (a completed assistant message without error) was observed. */
    sawModelCall() {
        return this.usageAgg.summary().modelCalls > 0;
    }
    /** Stops the stream; `summary: false` for a stream nothing was run on (no summary line in events.jsonl). */
    async close(options = {}) {
        if (this.closed)
            return;
        this.closed = true;
        this.abort.abort();
        if (options.summary !== false)
            this.writeSnapshot({ kind: 'summary', process: this.options.process, at: Date.now(), ...this.totals() });
        await Promise.race([this.pump, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    }
    totals() {
        const { modelCalls, tokensIn, tokensOut, toolCalls } = this.usageAgg.summary();
        return { modelCalls, tokensIn, tokensOut, toolCalls };
    }
    handle(event) {
        const snapshots = this.usageAgg.apply(event);
        for (const snapshot of snapshots) {
            this.record(snapshot);
            for (const listener of [...this.usageListeners])
                listener(snapshot);
        }
        if (event.type === 'session.status') {
            const { sessionID, status } = event.properties;
            for (const listener of [...(this.statusListeners.get(sessionID) ?? [])])
                listener(status);
            if (status.type === 'idle')
                this.wake(sessionID);
        }
        else if (event.type === 'session.idle') {
            this.wake(event.properties.sessionID);
        }
        else if (event.type === 'session.compacted') {
            for (const listener of [...(this.compactedListeners.get(event.properties.sessionID) ?? [])])
                listener();
        }
    }
    wake(sessionId) {
        this.idleAt.set(sessionId, Date.now());
        for (const wake of [...(this.idleWaiters.get(sessionId) ?? [])])
            wake();
    }
    record(snapshot) {
        this.writeSnapshot({ process: this.options.process, ...snapshot });
    }
    writeSnapshot(line) {
        if (!this.options.snapshotFile)
            return;
        try {
            // Small appends from two processes interleave by line, which is all events.jsonl needs.
            (0,external_node_fs_.appendFileSync)(this.options.snapshotFile, `${JSON.stringify(line)}\n`, { mode: 0o600 });
        }
        catch (error) {
            this.options.logger.event('runtime', 'snapshot-write-failed', { process: this.options.process, error: errorName(error) });
        }
    }
}
function errorName(error) {
    if (error instanceof Error)
        return error.name;
    return typeof error;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/provider-refusal.js

/** What an attempt refused for want of credit says, in our words (the provider's may echo the key). */
const NO_CREDIT = "the provider says provider-api-key's account has no credit or quota left: add credit or raise its plan in the provider's billing";
/** The HTTP status of a provider error, when OpenCode kept one. */
function providerStatus(error) {
    return error.name === 'APIError' ? error.data.statusCode : undefined;
}
/** Whether the error refuses the key or the model id; undefined for faults a retry or another model may outlast. */
function refusalOf(error) {
    if (error.name === 'ProviderAuthError')
        return 'key';
    const status = providerStatus(error);
    if (error.name !== 'APIError')
        return undefined;
    const said = ownWords(error.data.responseBody ?? error.data.message);
    if (spentAccount(status, error.data.responseBody ?? error.data.message, said))
        return 'no-credit';
    if (status === 403 && isWebPage(error.data.responseBody))
        return 'blocked';
    // OpenRouter's moderation answers 403 "Your input was flagged…": the pull request's text, not the key.
    if (status === 403 && /\bflagged\b|moderation/i.test(said))
        return undefined;
    if (status === 401 || status === 403)
        return 'key';
    if (status === 404)
        return 'unknown-model';
    if (status === 400 && namesUnknownModel(said))
        return 'unknown-model';
    return undefined;
}
/**
 * Gateways answer a model id they do not serve with a 400 rather than OpenAI's 404: LiteLLM's
 * "Invalid model name passed in model=…", OpenRouter's "… is not a valid model ID". Read as any
 * other bad request, such a run ended `model` (a green, degraded comment run) on every pull request.
 */
function namesUnknownModel(text) {
    return /invalid model name|not a valid model|model_not_found|model\b[^.]{0,80}\b(does not exist|not found)|unknown model/i.test(text);
}
/**
 * An account with no credit left is no bad request and no outage: Anthropic answers it with a 400 ("Your credit
 * balance is too low…", which a gateway passes on), OpenRouter with a 402, OpenAI's streamed error with the code
 * insufficient_quota (OpenCode gives it no status). Read as any 400, the run ended `model`, "APIError status=400":
 * a green degraded comment run on every pull request, naming nothing to fix. A 429 is read only by that code:
 * Gemini answers a per-minute limit with OpenAI's spent-quota words, and a minute lifts it. A 5xx never counts.
 */
function spentAccount(status, text, said) {
    if (status === 402)
        return true;
    if (status !== undefined && status >= 500)
        return false;
    if (/["']insufficient_quota["']/.test(text ?? ''))
        return true;
    // Without a status only that code counts: words alone may be a limit reported inside a stream.
    if (status === 429 || status === undefined)
        return false;
    return /credit balance is too low|insufficient (credits|balance|funds)|exceeded your current quota/i.test(said);
}
/**
 * The error's own message: a JSON body's error.message (or message, or an error string), else the text.
 * A provider may echo input beside it (OpenRouter's metadata.flagged_input quotes the prompt), and the
 * pull request's own words ("the model … was not found") must never decide what the answer meant.
 */
function ownWords(text) {
    let body;
    try {
        body = JSON.parse(text ?? '');
    }
    catch {
        return text ?? '';
    }
    if (typeof body !== 'object' || body === null)
        return text ?? '';
    const { error, message } = body;
    // The error's code too (model_not_found): the provider's own, never input.
    const inner = typeof error === 'object' && error !== null ? [error.message, error.code] : [error];
    return [...inner, message].filter((m) => typeof m === 'string').join(' ');
}
/** An HTML page (a firewall's block page), not the JSON error every OpenAI-compatible API answers with. */
function isWebPage(body) {
    const text = body?.trimStart().slice(0, 512).toLowerCase() ?? '';
    return text.startsWith('<!doctype html') || text.startsWith('<html') || /^<(head|body|title)\b/.test(text);
}
const NOTE = { key: '', 'unknown-model': '', blocked: ' (a web page, not an API answer)', 'no-credit': ' (no credit)' };
/** When every configured model was refused, the error naming the input to fix. */
function refusedInput(attempts) {
    if (attempts.length === 0 || attempts.some((a) => a.refusal === undefined))
        return undefined;
    const detail = attempts
        .map((a) => `${a.model}: ${a.status === undefined ? (a.refusal === 'no-credit' ? 'no status' : 'authentication failed') : `HTTP ${a.status}`}${NOTE[a.refusal ?? 'key']}`)
        .join('; ');
    const provider = attempts[0]?.model.split('/')[0] ?? '';
    if (attempts.some((a) => a.refusal === 'key')) {
        return new errors/* ConfigurationError */.j1(`The model provider '${provider}' refused provider-api-key for every configured model (${detail}): the key is invalid, expired, ` +
            `another provider's, or may not use these models. Pass a valid key of '${provider}' from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}), or name models it may use.`, 'provider-api-key');
    }
    if (attempts.some((a) => a.refusal === 'no-credit')) {
        return new errors/* ConfigurationError */.j1(`The model provider '${provider}' has no credit or quota left on provider-api-key's account for any configured model (${detail}): ` +
            `add credit or raise the plan in the provider's billing settings, or pass the key of an account that has credit.`, 'provider-api-key');
    }
    if (attempts.some((a) => a.refusal === 'blocked')) {
        return new errors/* ConfigurationError */.j1(`A firewall or proxy in front of the model provider '${provider}' refused this runner for every configured model (${detail}); the key was not the cause. ` +
            `Check that the runner may reach the provider's API (provider-base-url, or the provider's own address): allow the runner's addresses, or use a gateway it may reach.`, 'provider-base-url');
    }
    return new errors/* ConfigurationError */.j1(`The model provider does not know any configured model (${detail}): check the model ids in model and fallback-models against the provider's model list, in the form provider/model. ` +
        `With provider-base-url, check its path too: it is the URL that /chat/completions is added to, usually ending in /v1.`, 'model');
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/retry-reason.js
/**
 * Why OpenCode kept retrying a model, in words of our own. OpenCode's `retry` status carries
 * the provider's error message (or its own summary: "Provider is overloaded", "Too Many
 * Requests"); the runner gives a model up after a bounded number of retries. Before, that
 * attempt's error was only "retries exhausted after 2", so a key whose account had no quota
 * left (OpenAI's 429 `insufficient_quota`, which OpenCode retries like a rate limit) read the
 * same as an outage, and nothing said what to fix.
 *
 * The provider's text itself never goes into an error or a log line: a provider may echo part
 * of the key or the request. Only the kind of fault is named, with its fix.
 */
const RATE_LIMITED = 'the provider kept rate-limiting the key (HTTP 429): raise its rate limits, run fewer reviews at once, or add fallback-models';
// Order matters: a per-minute limit's text often links to a billing or quota page (Groq's "Upgrade to Dev Tier
// today at …/settings/billing", Azure's "…/oai/quotaincrease", Gemini's OpenAI-like quota words with its
// "…/rate-limits" link), so rate-limit words are read first; before, those read as a spent account.
const KINDS = [
    { test: /rate.?limit|too many requests|rate increased too quickly/i, reason: RATE_LIMITED },
    {
        // OpenAI: "You exceeded your current quota, please check your plan and billing details." (code insufficient_quota);
        // OpenCode's own summary of it: "Quota exceeded. Check your plan and billing details."
        test: /insufficient_quota|exceeded your current quota|quota exceeded|billing|credit balance|insufficient (credits?|balance|funds)/i,
        reason: "the provider reports the key's quota spent (HTTP 429, quota exceeded): check the plan and billing of provider-api-key's account and its rate limits",
    },
    {
        // Vertex AI's per-minute limit: "Resource has been exhausted (e.g. check quota)." No account is spent.
        test: /quota|resource.?exhausted/i,
        reason: 'the provider reports a quota of the key reached (HTTP 429), often one per minute: raise the quota, run fewer reviews at once, or add fallback-models',
    },
    { test: /\b429\b/, reason: RATE_LIMITED },
    {
        // A timeout is not proof the provider is unreachable: a slow or overloaded one times out too (a 504 from its
        // gateway, a long answer), and a firewall that drops packets times out the connection; both are named.
        test: /timed? ?out|etimedout/i,
        reason: 'the provider did not answer in time (timed out): it may be slow or overloaded (run again later, or add fallback-models), or the runner may not reach provider-base-url',
    },
    {
        test: /cannot connect|unable to connect|fetch failed|econnrefused|econnreset|enotfound|eai_again|getaddrinfo|connection (refused|reset|error|lost)|socket|network/i,
        reason: "the provider could not be reached: check provider-base-url (or the provider's own address) and that the runner may reach it",
    },
    {
        test: /overload|unavailable|capacity|internal|server error|bad gateway|\b5\d\d\b/i,
        reason: 'the provider is overloaded or failing (HTTP 5xx): run again later, or add fallback-models',
    },
];
/** The kind of fault a retry status message names, with its fix; never the message itself. */
function retryReason(message) {
    const kind = message === undefined ? undefined : KINDS.find((k) => k.test.test(message));
    return kind?.reason ?? 'the provider kept failing with an error OpenCode retries';
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/retry-wait.js
/**
 * OpenCode waits out whatever retry-after a provider names (a daily quota can name
 * hours) and reports the time of its next try in the `retry` status. Waiting is
 * worth it only when the run can afford it: a try the run's deadline comes before is
 * never made, and a wait past RETRY_WAIT_LIMIT_MS is better spent on the next
 * model when there is one. Before this check such a run sat until its timeout and
 * ended `opencode` ("timed out") with its fallback models never asked.
 */
const RETRY_WAIT_LIMIT_MS = 60_000;
/** Why this model should be given up now instead of waited for; undefined to wait. */
function retryWaitTooLong(next, now, deadline, hasFallback) {
    const wait = Math.max(0, next - now);
    const seconds = Math.ceil(wait / 1000);
    if (next >= deadline)
        return `the provider asked to retry after ${seconds} s (retry-after), past the run's deadline`;
    if (hasFallback && wait > RETRY_WAIT_LIMIT_MS)
        return `the provider asked to retry after ${seconds} s (retry-after), longer than ${RETRY_WAIT_LIMIT_MS / 1000} s`;
    return undefined;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/session-answer.js

const POLL_MS = 5_000;
function idleProbe(client, sessionId, before) {
    return {
        status: async () => {
            const status = await client.session.status().catch(() => undefined);
            if (!status?.data)
                return undefined;
            const current = status.data[sessionId];
            return current ? { listed: true, type: current.type } : { listed: false };
        },
        answered: async () => {
            const turns = await assistantTurns(client, sessionId).catch(() => []);
            const last = turns.at(-1);
            return turns.length > before && last?.info.role === 'assistant' && last.info.time.completed !== undefined;
        },
    };
}
/**
 * A second way to learn that a session finished, in case the event stream
 * dropped its idle event while reconnecting: OpenCode's status map lists busy
 * and retrying sessions only. Absence from the map means "finished" only once
 * the prompt was seen at work (busy or retrying, by event or by an earlier
 * poll) or a finished answer followed it: OpenCode marks a session busy only
 * after it has stored the prompt and run the plugins' message hooks, which on
 * a loaded runner can take longer than an interval, and a prompt not yet
 * started is not an idle session (taking it for one failed whole runs with
 * "no assistant answer" under load).
 */
async function pollIdle(probe, signal, seen, intervalMs = POLL_MS) {
    for (;;) {
        await new Promise((resolve) => {
            const cancel = () => clearTimeout(t);
            const t = setTimeout(() => {
                signal.removeEventListener('abort', cancel);
                resolve();
            }, intervalMs);
            signal.addEventListener('abort', cancel, { once: true });
        });
        if (signal.aborted)
            return new Promise(() => { });
        const status = await probe.status();
        if (!status)
            continue;
        if (status.listed && status.type !== 'idle') {
            seen.working = true;
            continue;
        }
        if (seen.working || (await probe.answered()))
            return 'idle';
    }
}
async function assistantTurns(client, sessionId) {
    const listed = await client.session.messages({ path: { id: sessionId } });
    if (!listed.data)
        throw new errors/* OpenCodeError */.Mk(`OpenCode did not list the messages of session ${sessionId}`, { cause: listed.error });
    return listed.data.filter((t) => t.info.role === 'assistant');
}
/** OpenCode lists a session's newest messages with `limit`; the newest one comes last. */
async function newestMessage(client, sessionId) {
    const listed = await client.session.messages({ path: { id: sessionId }, query: { limit: 1 } });
    return listed.data?.at(-1);
}
async function assistantCount(client, sessionId) {
    return (await assistantTurns(client, sessionId)).length;
}
function textOf(parts) {
    return parts
        .filter((p) => p.type === 'text' && !p.synthetic)
        .map((p) => p.text)
        .join('')
        .trim();
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/run-agent.js






/** Sends a prompt without waiting for its answer; OpenCode refusing it is an OpenCodeError. */
async function sendPrompt(client, sessionId, prompt) {
    const sent = await client.session.promptAsync({
        path: { id: sessionId },
        body: {
            agent: prompt.agent,
            model: { providerID: prompt.model.providerID, modelID: prompt.model.modelID },
            parts: [{ type: 'text', text: prompt.text }],
            ...(prompt.tools ? { tools: prompt.tools } : {}),
            ...(prompt.system ? { system: prompt.system } : {}),
        },
    });
    if (sent.error)
        throw new errors/* OpenCodeError */.Mk(`OpenCode refused the prompt for agent ${prompt.agent}`, { cause: sent.error });
}
const DEFAULT_MAX_RETRIES = 2;
/**
 * Compactions tolerated in one attempt. OpenCode answers a provider's "context length
 * exceeded" by compacting the session and asking again; a conversation that still does not
 * fit overflows again, and without a bound the session looped (an overflow and a compaction
 * call, each resending the conversation, hundreds a minute) until the run's timeout.
 */
const MAX_COMPACTIONS = 2;
/**
 * Answers in a row tolerated whose stream ended without a finish reason and without a tool call (a
 * proxy or gateway that gives up on a stream ends it cleanly, with no finish chunk and no usage).
 * OpenCode records such an answer as finish `unknown` and asks the model again, as after a tool call:
 * without a bound the session asked about 4 times a second, each call unmetered, until the run's timeout.
 */
const MAX_UNFINISHED = 2;
/** Whether an assistant error is the provider's (fallback helps) rather than our own abort. */
function isModelFailure(error) {
    return error.name !== 'MessageAbortedError';
}
function modelName(model) {
    return `${model.providerID}/${model.modelID}`;
}
function formatMinutes(ms) {
    // Sub-minute timeouts only occur in tests; "0.0 min" would read as no time at all.
    if (ms < 60_000)
        return `${Math.round(ms / 1000)} s`;
    const min = ms / 60_000;
    return Number.isInteger(min) ? `${min} min` : `${min.toFixed(1)} min`;
}
async function runAgentWithFallback(options) {
    const { logger, agent, models } = options;
    if (models.length === 0)
        throw new errors/* ModelError */.me(`no model configured for agent ${agent}`);
    const attempts = [];
    const sessionIds = [];
    let resume;
    for (const [index, model] of models.entries()) {
        const isNew = resume === undefined;
        const text = resume && options.continueText ? options.continueText : options.text;
        let sessionId = resume ?? (await takeSession(options, index === 0 ? options.session : undefined));
        let adopted;
        if (index === 0 && options.sentAhead) {
            const ahead = await adoptable(options, { agent, model, text, tools: options.tools, system: options.system }, sessionId);
            adopted = ahead.sentAt;
            // Another prompt waits in that session: never a second one beside it, which OpenCode would also answer.
            if (ahead.other) {
                void options.client.session.abort({ path: { id: sessionId } }).catch(() => undefined);
                sessionId = await takeSession(options, undefined);
            }
        }
        if (!sessionIds.includes(sessionId))
            sessionIds.push(sessionId);
        const outcome = await runOnce(options, sessionId, model, text, { isNew, last: index === models.length - 1, sentAt: adopted });
        const record = { model: modelName(model), sessionId, outcome: outcome.kind };
        if (outcome.kind !== 'ok')
            record.error = outcome.error;
        if (outcome.kind === 'model-error' && outcome.status !== undefined)
            record.status = outcome.status;
        if (outcome.kind === 'model-error' && outcome.refusal !== undefined)
            record.refusal = outcome.refusal;
        attempts.push(record);
        logger.event('model', 'attempt', {
            agent,
            model: modelName(model),
            fallback: index,
            outcome: outcome.kind,
            error: outcome.kind === 'ok' ? undefined : outcome.error,
        });
        if (outcome.kind === 'ok')
            return { agent, sessionIds, model, text: outcome.text, attempts };
        // Progress (tool results, earlier answers) is worth keeping: continue that session on the next model.
        resume = outcome.progressed ? sessionId : undefined;
    }
    const refused = refusedInput(attempts);
    if (refused)
        throw refused;
    const detail = attempts.map((a) => `${a.model}: ${a.error ?? a.outcome}`).join('; ');
    throw new errors/* ModelError */.me(`every configured model failed for agent ${agent} (${detail})`);
}
/** Creates a session for an agent ahead of its prompt (see AgentRunOptions.session). */
async function createAgentSession(client, agent, title) {
    const created = await client.session.create({ body: { title } });
    if (!created.data)
        throw new errors/* OpenCodeError */.Mk(`OpenCode refused to create a session for agent ${agent}`, { cause: created.error });
    return created.data.id;
}
async function takeSession(options, ahead) {
    const create = () => createAgentSession(options.client, options.agent, options.title);
    const id = ahead ? await ahead.catch(create) : await create();
    options.events.label(id, options.agent);
    options.onSession?.(id);
    return id;
}
/**
 * Whether the prompt sent ahead in this session is exactly this one (`sentAt`: wait for its
 * answer), another one (`other`: the session is spent), or none was sent there (send it).
 */
async function adoptable(options, prompt, sessionId) {
    const sent = await options.sentAhead?.catch(() => undefined);
    if (!sent || sent.sessionId !== sessionId)
        return {};
    const same = sent.agent === prompt.agent &&
        modelName(sent.model) === modelName(prompt.model) &&
        sent.text === prompt.text &&
        sent.system === prompt.system &&
        JSON.stringify(sent.tools) === JSON.stringify(prompt.tools);
    return same ? { sentAt: sent.sentAt } : { other: true };
}
async function runOnce(options, sessionId, model, text, how) {
    const { isNew, sentAt } = how;
    const { client, events, logger, agent } = options;
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    // A session this run just created holds no answer yet: one request fewer on every hand-over.
    const before = isNew ? 0 : await assistantCount(client, sessionId);
    let capped = false;
    let cappedWhy;
    let overflowed = false;
    // Half answers are no conversation to continue on the next model: it starts afresh, as after an overflow.
    let unfinishedCapped = false;
    // What OpenCode said it was retrying: the give-up names its kind and fix (retry-reason.ts).
    let retrying;
    const waiter = events.waitForIdle(sessionId, sentAt);
    // Whether OpenCode has shown this prompt at work: until it has, a session absent from the
    // status map has not started yet (a slow runner), it has not finished.
    const seen = { working: false };
    const stopStatus = events.onStatus(sessionId, (status) => {
        if (status.type !== 'idle')
            seen.working = true;
        if (status.type !== 'retry')
            return;
        retrying = status.message;
        logger.event('model', 'attempt', { agent, model: modelName(model), outcome: 'retry', retry: status.attempt });
        const tooLong = retryWaitTooLong(status.next, Date.now(), options.deadline, !how.last);
        if ((status.attempt > maxRetries || tooLong) && !capped) {
            capped = true;
            // A long retry-after is a spent daily quota as often as a rate limit: say which the provider said.
            cappedWhy = tooLong && `${tooLong}: ${retryReason(status.message)}`;
            void client.session.abort({ path: { id: sessionId } });
        }
    });
    let compactions = 0;
    const stopCompacted = events.onCompacted(sessionId, () => {
        compactions += 1;
        logger.event('model', 'attempt', { agent, model: modelName(model), outcome: 'compacted', compactions });
        if (compactions <= MAX_COMPACTIONS || capped)
            return;
        capped = true;
        overflowed = true;
        cappedWhy = `the conversation overflowed the model's context again after ${MAX_COMPACTIONS} compactions (context length exceeded)`;
        void client.session.abort({ path: { id: sessionId } });
    });
    let unfinished = 0;
    const stopUsage = events.onUsage((snapshot) => {
        if (snapshot.sessionId !== sessionId || snapshot.kind !== 'model-call' || snapshot.outcome !== 'ok')
            return;
        unfinished = snapshot.unfinished ? unfinished + 1 : 0;
        if (unfinished <= MAX_UNFINISHED || capped)
            return;
        capped = true;
        unfinishedCapped = true;
        cappedWhy = `the provider's answer ended without a finish reason ${unfinished} times in a row (its stream was cut short: check provider-base-url's gateway or proxy)`;
        void client.session.abort({ path: { id: sessionId } });
    });
    let timer;
    let onAbort;
    const stopPolling = new AbortController();
    try {
        if (sentAt === undefined)
            await sendPrompt(client, sessionId, { agent, model, text, tools: options.tools, system: options.system });
        let exitedHow = '';
        const stopped = new Promise((resolve) => {
            timer = setTimeout(() => resolve('timeout'), Math.max(0, options.deadline - Date.now()));
            void options.exited?.then((how) => {
                exitedHow = how;
                resolve('exited');
            });
            if (options.signal) {
                onAbort = () => resolve('aborted');
                if (options.signal.aborted)
                    onAbort();
                else
                    options.signal.addEventListener('abort', onAbort, { once: true });
            }
        });
        const polled = pollIdle(idleProbe(client, sessionId, before), stopPolling.signal, seen);
        const ended = await Promise.race([waiter.idle.then(() => 'idle'), polled, stopped]);
        if (ended === 'exited')
            throw new errors/* OpenCodeError */.Mk(`OpenCode exited unexpectedly while agent ${agent} was running (${exitedHow})`);
        if (ended !== 'idle') {
            const aborting = client.session.abort({ path: { id: sessionId } });
            if (ended !== 'aborted' || (options.settleAfterAbort?.() ?? true)) {
                await aborting;
                await Promise.race([waiter.idle, new Promise((resolve) => setTimeout(resolve, 5_000))]);
            }
            else {
                // Sent, not awaited: OpenCode answers only once the session's loop has stopped.
                aborting.catch(() => undefined);
            }
            if (ended === 'timeout')
                throw new errors/* OpenCodeError */.Mk(`agent ${agent} timed out after ${formatMinutes(options.timeoutMs)}`);
            throw new errors/* OpenCodeError */.Mk(`agent ${agent} was aborted`);
        }
    }
    finally {
        stopPolling.abort();
        clearTimeout(timer);
        if (onAbort)
            options.signal?.removeEventListener('abort', onAbort);
        stopStatus();
        stopCompacted();
        stopUsage();
        waiter.cancel();
    }
    // The newest message alone, when it is a finished answer: a specialist's session also holds its
    // prompt with every inline patch, which OpenCode would otherwise serialise again at each hand-over.
    const newest = await newestMessage(client, sessionId).catch(() => undefined);
    if (!capped && newest?.info.role === 'assistant' && !newest.info.error && isRealAnswer(newest.info) && !cutOff(newest.info))
        return { kind: 'ok', text: textOf(newest.parts) };
    const turns = await assistantTurns(client, sessionId);
    const fresh = turns.slice(before);
    const last = fresh.at(-1);
    // An overflowing conversation continued on the next model would overflow it too: that one starts afresh.
    // So does one whose only answer was cut: asked to continue, a model writes the rest, never a whole answer.
    const progressed = !overflowed && !unfinishedCapped && turns.some((t) => t.info.role === 'assistant' && isRealAnswer(t.info) && !cutOff(t.info));
    if (!last || last.info.role !== 'assistant') {
        const error = events.usage(sessionId)?.lastError ?? 'no assistant answer';
        return { kind: 'model-error', error, progressed };
    }
    const error = last.info.error;
    if (capped)
        return { kind: 'retries-exhausted', error: cappedWhy ?? `retries exhausted after ${maxRetries}: ${retryReason(retrying)}`, progressed };
    if (error && isModelFailure(error)) {
        const refusal = refusalOf(error);
        // Named in our words, as the give-up after retries is: the provider's text may echo the key.
        const named = refusal === 'no-credit' ? `${describeError(error)}: ${NO_CREDIT}` : describeError(error);
        return { kind: 'model-error', error: named, progressed, status: providerStatus(error), refusal };
    }
    if (error)
        throw new errors/* OpenCodeError */.Mk(`agent ${agent}'s session was aborted`);
    if (!isRealAnswer(last.info))
        return { kind: 'model-error', error: 'no answer', progressed };
    if (cutOff(last.info))
        return { kind: 'model-error', error: CUT_OFF, progressed };
    return { kind: 'ok', text: textOf(last.parts) };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/opencode/run-deadline.js



/**
 * The run's one deadline and the shares of it the reviewer team gets.
 *
 * timeout-minutes is the editor's time, from its first prompt: past it the
 * run fails with nothing posted. The team works inside the editor's
 * spawn_reviewers call, so its agents must end before that deadline with
 * time left for what follows them: the verifier (one model call over every
 * candidate) and the editor's writing turn plus publish_review (one model
 * call and the GitHub writes with their retries). Each gets a fixed share of
 * timeout-minutes, so raising the one knob for a large pull request raises
 * all of them: the specialists must finish by 70 % of it, the verifier by
 * 85 %, and the last 15 % is the editor's to write and publish. A specialist
 * still working at its deadline is aborted and reported as timed out; the
 * others' findings go on.
 */
/** Share of timeout-minutes kept for the verifier after the specialists' deadline. */
const VERIFIER_SHARE = 0.15;
/** Share of timeout-minutes kept for the editor's writing turn and publish_review after the verifier's deadline. */
const PUBLICATION_SHARE = 0.15;
/** The team's deadlines inside the editor's (pure). */
function teamDeadlines(editorDeadline, timeoutMs) {
    const verifier = editorDeadline - Math.round(timeoutMs * PUBLICATION_SHARE);
    return { editor: editorDeadline, verifier, specialists: verifier - Math.round(timeoutMs * VERIFIER_SHARE) };
}
/**
 * The editor's turn before spawn_reviewers, when it took the specialists' whole share (pure): how
 * long it took and what the share was. Prompting them then would only abort them at once.
 */
function specialistsTooLate(deadlines, timeoutMs, now) {
    if (now < deadlines.specialists)
        return undefined;
    const start = deadlines.editor - timeoutMs;
    return { usedMs: now - start, shareMs: deadlines.specialists - start };
}
/** Written by the runner (0600, in the private directory) just before the editor's first prompt. */
async function writeEditorDeadline(privateDir, deadline) {
    await (0,promises_.writeFile)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.editorDeadline), `${JSON.stringify({ deadline })}\n`, { mode: 0o600 });
}
/** The editor's deadline the runner wrote; undefined when it wrote none (a plugin run outside the runner). */
async function readEditorDeadline(privateDir) {
    try {
        const value = JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.editorDeadline), 'utf8'));
        if (typeof value !== 'object' || value === null || !('deadline' in value))
            return undefined;
        const { deadline } = value;
        return typeof deadline === 'number' && Number.isFinite(deadline) ? deadline : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/receipts.js
var receipts = __webpack_require__(7243);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/receipt-watch.js


const publishes = (mode) => mode === 'comment' || mode === 'blocking';
/** Whether the final tool's receipts for this run exist and validate (publication and record receipts in publishing modes). */
async function hasFinalReceipt(privateDir, target) {
    const record = await (0,receipts/* readRecordReceipt */.UR)(privateDir).catch(() => undefined);
    if (record?.status !== 'present' || record.receipt.runId !== target.runId || record.receipt.headSha !== target.headSha)
        return false;
    if (!publishes(target.mode))
        return record.receipt.tool === 'record_review';
    const publication = await (0,receipts/* readPublicationReceipt */.xF)(privateDir).catch(() => undefined);
    return publication?.status === 'present' && publication.receipt.runId === target.runId && publication.receipt.headSha === target.headSha;
}
const RECEIPT_POLL_MS = 100;
/**
 * Calls `onFinal` once, as soon as hasFinalReceipt holds; returns a stop
 * function. The receipts are renamed into the private directory, so a
 * directory watch (inotify) says when to look, at once; a 100 ms poll stays
 * beside it for file systems whose watch misses renames.
 */
function watchFinalReceipt(privateDir, target, onFinal, intervalMs = RECEIPT_POLL_MS) {
    let done = false;
    let looking = false;
    let again = false;
    let timer;
    let watcher;
    const stop = () => {
        done = true;
        clearTimeout(timer);
        watcher?.close();
    };
    const look = async () => {
        if (done)
            return;
        // One look at a time; a change seen meanwhile asks for one more.
        if (looking) {
            again = true;
            return;
        }
        looking = true;
        clearTimeout(timer);
        try {
            do {
                again = false;
                if (await hasFinalReceipt(privateDir, target)) {
                    if (!done) {
                        stop();
                        onFinal();
                    }
                    return;
                }
            } while (again && !done);
        }
        finally {
            looking = false;
        }
        if (!done)
            timer = setTimeout(() => void look(), intervalMs);
    };
    try {
        watcher = (0,external_node_fs_.watch)(privateDir, { persistent: false }, () => void look());
        // The directory is removed at the end of the run; the poll covers whatever the watch misses.
        watcher.on('error', () => watcher?.close());
    }
    catch {
        watcher = undefined;
    }
    timer = setTimeout(() => void look(), intervalMs);
    return stop;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/runtime/editor.js









/**
 * Creates the editor's session while its event stream connects. The runner
 * does this once the editor has warmed up, before the gate has passed
 * (boot.ts): neither holds anything of the run, and the first prompt then
 * waits for nothing else (about 40 ms on the review's critical path).
 */
async function openEditorSession(server, privateDir, logger) {
    const session = createAgentSession(server.client, 'editor', EDITOR_TITLE);
    session.catch(() => undefined);
    const events = await SessionEvents.attach({
        client: server.client,
        logger,
        process: 'editor',
        snapshotFile: (0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.events),
    });
    return { session, events };
}
const EDITOR_TITLE = 'Harbourmaster review';
async function runEditor(options) {
    const { server, logger, privateDir } = options;
    const startedAt = Date.now();
    const deadline = startedAt + options.timeoutMs;
    // spawn_reviewers cuts the team's deadlines from this one, so the verifier and publication keep time.
    await writeEditorDeadline(privateDir, deadline).catch((error) => {
        logger.event('runtime', 'deadline-unwritten', { error: runtimeFailure(error).message });
    });
    // Opened at boot when it could be; a failure there is met again here, and reported.
    const ahead = await options.opened?.catch(() => undefined);
    let session;
    let events;
    try {
        ;
        ({ session, events } = ahead ?? (await openEditorSession(server, privateDir, logger)));
    }
    catch (error) {
        const failure = runtimeFailure(error);
        logger.event('runtime', 'editor-done', { outcome: 'failed', class: failure.failureClass, model_calls: 0 });
        const empty = { modelCalls: 0, unmeteredCalls: 0, tokensIn: 0, tokensOut: 0, toolCalls: 0, sessions: [], byAgent: {} };
        return {
            completed: false,
            endedOnReceipt: false,
            error: failure,
            budgetExceeded: false,
            sessionIds: [],
            model: undefined,
            text: '',
            attempts: [],
            usage: empty,
            sawModelCall: false,
            startedAt,
            finishedAt: Date.now(),
        };
    }
    const stop = new AbortController();
    const budget = options.tokenBudget ?? 0;
    let budgetExceeded = false;
    const unwatch = budget > 0
        ? watchBudget(events, privateDir, budget, () => {
            budgetExceeded = true;
            logger.event('runtime', 'budget-exceeded', { agent: 'editor', budget });
            stop.abort();
        })
        : () => { };
    let endedOnReceipt = false;
    const unwatchReceipt = options.endOnReceipt
        ? watchFinalReceipt(privateDir, options.endOnReceipt, () => {
            endedOnReceipt = true;
            logger.event('runtime', 'editor-ended-on-receipt', { ms: Date.now() - startedAt });
            stop.abort();
        })
        : () => { };
    const onOuterAbort = () => stop.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const sessionIds = [];
    logger.event('runtime', 'editor-start', { models: options.models.length, timeout_ms: options.timeoutMs });
    let result;
    try {
        const run = await runAgentWithFallback({
            client: server.client,
            events,
            logger,
            agent: 'editor',
            title: EDITOR_TITLE,
            session,
            text: options.prompt,
            continueText: 'The previous model failed mid-run. Continue the same task from where it stopped, using the tool results above. ' +
                'Do not call spawn_reviewers again if it already returned; finish with the final tool call.',
            models: options.models,
            maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
            deadline,
            timeoutMs: options.timeoutMs,
            signal: stop.signal,
            settleAfterAbort: () => !endedOnReceipt,
            onSession: (id) => sessionIds.push(id),
            exited: server.exited,
        });
        result = {
            completed: true,
            error: undefined,
            budgetExceeded,
            model: `${run.model.providerID}/${run.model.modelID}`,
            text: run.text,
            attempts: run.attempts,
        };
    }
    catch (error) {
        const failure = runtimeFailure(error);
        if (endedOnReceipt && !budgetExceeded) {
            // Our own stop after the final tool succeeded: the work is done; proof still comes from GitHub.
            result = { completed: true, error: undefined, budgetExceeded, model: undefined, text: '', attempts: [] };
        }
        else {
            // A stop we caused for the budget is reported as such, not as a runtime fault.
            result = { completed: false, error: budgetExceeded ? undefined : failure, budgetExceeded, model: undefined, text: '', attempts: [] };
        }
    }
    finally {
        unwatch();
        unwatchReceipt();
        options.signal?.removeEventListener('abort', onOuterAbort);
    }
    const usage = events.summary();
    const sawModelCall = events.sawModelCall();
    await events.close();
    logUsage(logger, usage, 'editor');
    const finishedAt = Date.now();
    logger.event('runtime', 'editor-done', {
        outcome: endedOnReceipt && result.completed ? 'ended-on-receipt' : result.completed ? 'completed' : result.budgetExceeded ? 'budget-exceeded' : 'failed',
        class: result.error?.failureClass,
        model_calls: usage.modelCalls,
        tokens_in: usage.tokensIn,
        tokens_out: usage.tokensOut,
        ms: finishedAt - startedAt,
    });
    return { ...result, endedOnReceipt, sessionIds, usage, sawModelCall, startedAt, finishedAt };
}
/**
 * The execution receipt spawn_reviewers wrote, if any: the runner adds its
 * model calls and tokens to the editor's for the run summary and strict-runtime.
 */
function readExecutionReceipt(privateDir) {
    try {
        return run_config/* executionReceiptSchema */.io.parse(JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(privateDir, run_config/* RECEIPT_FILES */.j.execution), 'utf8')));
    }
    catch {
        return undefined;
    }
}
/** Reviewer tokens so far (0 until spawn_reviewers has written its receipt). */
function reviewerTokens(privateDir) {
    const receipt = readExecutionReceipt(privateDir);
    return receipt ? receipt.tokensIn + receipt.tokensOut : 0;
}
function watchBudget(events, privateDir, budget, exceeded) {
    let fired = false;
    return events.onUsage(() => {
        if (fired)
            return;
        const { tokensIn, tokensOut } = events.summary();
        if (tokensIn + tokensOut + reviewerTokens(privateDir) > budget) {
            fired = true;
            exceeded();
        }
    });
}


/***/ }),

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
