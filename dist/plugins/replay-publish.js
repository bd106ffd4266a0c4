import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 812:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



var Batcher, Events, parser;
parser = __nccwpck_require__(700);
Events = __nccwpck_require__(914);

Batcher = function () {
  class Batcher {
    constructor(options = {}) {
      this.options = options;
      parser.load(this.options, this.defaults, this);
      this.Events = new Events(this);
      this._arr = [];

      this._resetPromise();

      this._lastFlush = Date.now();
    }

    _resetPromise() {
      return this._promise = new this.Promise((res, rej) => {
        return this._resolve = res;
      });
    }

    _flush() {
      clearTimeout(this._timeout);
      this._lastFlush = Date.now();

      this._resolve();

      this.Events.trigger("batch", this._arr);
      this._arr = [];
      return this._resetPromise();
    }

    add(data) {
      var ret;

      this._arr.push(data);

      ret = this._promise;

      if (this._arr.length === this.maxSize) {
        this._flush();
      } else if (this.maxTime != null && this._arr.length === 1) {
        this._timeout = setTimeout(() => {
          return this._flush();
        }, this.maxTime);
      }

      return ret;
    }

  }

  ;
  Batcher.prototype.defaults = {
    maxTime: null,
    maxSize: null,
    Promise: Promise
  };
  return Batcher;
}.call(void 0);

module.exports = Batcher;

/***/ }),

/***/ 760:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function _slicedToArray(arr, i) { return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _nonIterableRest(); }

function _iterableToArrayLimit(arr, i) { var _arr = []; var _n = true; var _d = false; var _e = undefined; try { for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) { _arr.push(_s.value); if (i && _arr.length === i) break; } } catch (err) { _d = true; _e = err; } finally { try { if (!_n && _i["return"] != null) _i["return"](); } finally { if (_d) throw _e; } } return _arr; }

function _toArray(arr) { return _arrayWithHoles(arr) || _iterableToArray(arr) || _nonIterableRest(); }

function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance"); }

function _iterableToArray(iter) { if (Symbol.iterator in Object(iter) || Object.prototype.toString.call(iter) === "[object Arguments]") return Array.from(iter); }

function _arrayWithHoles(arr) { if (Array.isArray(arr)) return arr; }

function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var Bottleneck,
    DEFAULT_PRIORITY,
    Events,
    Job,
    LocalDatastore,
    NUM_PRIORITIES,
    Queues,
    RedisDatastore,
    States,
    Sync,
    parser,
    splice = [].splice;
NUM_PRIORITIES = 10;
DEFAULT_PRIORITY = 5;
parser = __nccwpck_require__(700);
Queues = __nccwpck_require__(363);
Job = __nccwpck_require__(448);
LocalDatastore = __nccwpck_require__(99);
RedisDatastore = __nccwpck_require__(827);
Events = __nccwpck_require__(914);
States = __nccwpck_require__(685);
Sync = __nccwpck_require__(216);

Bottleneck = function () {
  class Bottleneck {
    constructor(options = {}, ...invalid) {
      var storeInstanceOptions, storeOptions;
      this._addToQueue = this._addToQueue.bind(this);

      this._validateOptions(options, invalid);

      parser.load(options, this.instanceDefaults, this);
      this._queues = new Queues(NUM_PRIORITIES);
      this._scheduled = {};
      this._states = new States(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
      this._limiter = null;
      this.Events = new Events(this);
      this._submitLock = new Sync("submit", this.Promise);
      this._registerLock = new Sync("register", this.Promise);
      storeOptions = parser.load(options, this.storeDefaults, {});

      this._store = function () {
        if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
          storeInstanceOptions = parser.load(options, this.redisStoreDefaults, {});
          return new RedisDatastore(this, storeOptions, storeInstanceOptions);
        } else if (this.datastore === "local") {
          storeInstanceOptions = parser.load(options, this.localStoreDefaults, {});
          return new LocalDatastore(this, storeOptions, storeInstanceOptions);
        } else {
          throw new Bottleneck.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
        }
      }.call(this);

      this._queues.on("leftzero", () => {
        var ref;
        return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
      });

      this._queues.on("zero", () => {
        var ref;
        return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
      });
    }

    _validateOptions(options, invalid) {
      if (!(options != null && typeof options === "object" && invalid.length === 0)) {
        throw new Bottleneck.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
      }
    }

    ready() {
      return this._store.ready;
    }

    clients() {
      return this._store.clients;
    }

    channel() {
      return `b_${this.id}`;
    }

    channel_client() {
      return `b_${this.id}_${this._store.clientId}`;
    }

    publish(message) {
      return this._store.__publish__(message);
    }

    disconnect(flush = true) {
      return this._store.__disconnect__(flush);
    }

    chain(_limiter) {
      this._limiter = _limiter;
      return this;
    }

    queued(priority) {
      return this._queues.queued(priority);
    }

    clusterQueued() {
      return this._store.__queued__();
    }

    empty() {
      return this.queued() === 0 && this._submitLock.isEmpty();
    }

    running() {
      return this._store.__running__();
    }

    done() {
      return this._store.__done__();
    }

    jobStatus(id) {
      return this._states.jobStatus(id);
    }

    jobs(status) {
      return this._states.statusJobs(status);
    }

    counts() {
      return this._states.statusCounts();
    }

    _randomIndex() {
      return Math.random().toString(36).slice(2);
    }

    check(weight = 1) {
      return this._store.__check__(weight);
    }

    _clearGlobalState(index) {
      if (this._scheduled[index] != null) {
        clearTimeout(this._scheduled[index].expiration);
        delete this._scheduled[index];
        return true;
      } else {
        return false;
      }
    }

    _free(index, job, options, eventInfo) {
      var _this = this;

      return _asyncToGenerator(function* () {
        var e, running;

        try {
          var _ref = yield _this._store.__free__(index, options.weight);

          running = _ref.running;

          _this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);

          if (running === 0 && _this.empty()) {
            return _this.Events.trigger("idle");
          }
        } catch (error1) {
          e = error1;
          return _this.Events.trigger("error", e);
        }
      })();
    }

    _run(index, job, wait) {
      var clearGlobalState, free, run;
      job.doRun();
      clearGlobalState = this._clearGlobalState.bind(this, index);
      run = this._run.bind(this, index, job);
      free = this._free.bind(this, index, job);
      return this._scheduled[index] = {
        timeout: setTimeout(() => {
          return job.doExecute(this._limiter, clearGlobalState, run, free);
        }, wait),
        expiration: job.options.expiration != null ? setTimeout(function () {
          return job.doExpire(clearGlobalState, run, free);
        }, wait + job.options.expiration) : void 0,
        job: job
      };
    }

    _drainOne(capacity) {
      return this._registerLock.schedule(() => {
        var args, index, next, options, queue;

        if (this.queued() === 0) {
          return this.Promise.resolve(null);
        }

        queue = this._queues.getFirst();

        var _next2 = next = queue.first();

        options = _next2.options;
        args = _next2.args;

        if (capacity != null && options.weight > capacity) {
          return this.Promise.resolve(null);
        }

        this.Events.trigger("debug", `Draining ${options.id}`, {
          args,
          options
        });
        index = this._randomIndex();
        return this._store.__register__(index, options.weight, options.expiration).then(({
          success,
          wait,
          reservoir
        }) => {
          var empty;
          this.Events.trigger("debug", `Drained ${options.id}`, {
            success,
            args,
            options
          });

          if (success) {
            queue.shift();
            empty = this.empty();

            if (empty) {
              this.Events.trigger("empty");
            }

            if (reservoir === 0) {
              this.Events.trigger("depleted", empty);
            }

            this._run(index, next, wait);

            return this.Promise.resolve(options.weight);
          } else {
            return this.Promise.resolve(null);
          }
        });
      });
    }

    _drainAll(capacity, total = 0) {
      return this._drainOne(capacity).then(drained => {
        var newCapacity;

        if (drained != null) {
          newCapacity = capacity != null ? capacity - drained : capacity;
          return this._drainAll(newCapacity, total + drained);
        } else {
          return this.Promise.resolve(total);
        }
      }).catch(e => {
        return this.Events.trigger("error", e);
      });
    }

    _dropAllQueued(message) {
      return this._queues.shiftAll(function (job) {
        return job.doDrop({
          message
        });
      });
    }

    stop(options = {}) {
      var done, waitForExecuting;
      options = parser.load(options, this.stopDefaults);

      waitForExecuting = at => {
        var finished;

        finished = () => {
          var counts;
          counts = this._states.counts;
          return counts[0] + counts[1] + counts[2] + counts[3] === at;
        };

        return new this.Promise((resolve, reject) => {
          if (finished()) {
            return resolve();
          } else {
            return this.on("done", () => {
              if (finished()) {
                this.removeAllListeners("done");
                return resolve();
              }
            });
          }
        });
      };

      done = options.dropWaitingJobs ? (this._run = function (index, next) {
        return next.doDrop({
          message: options.dropErrorMessage
        });
      }, this._drainOne = () => {
        return this.Promise.resolve(null);
      }, this._registerLock.schedule(() => {
        return this._submitLock.schedule(() => {
          var k, ref, v;
          ref = this._scheduled;

          for (k in ref) {
            v = ref[k];

            if (this.jobStatus(v.job.options.id) === "RUNNING") {
              clearTimeout(v.timeout);
              clearTimeout(v.expiration);
              v.job.doDrop({
                message: options.dropErrorMessage
              });
            }
          }

          this._dropAllQueued(options.dropErrorMessage);

          return waitForExecuting(0);
        });
      })) : this.schedule({
        priority: NUM_PRIORITIES - 1,
        weight: 0
      }, () => {
        return waitForExecuting(1);
      });

      this._receive = function (job) {
        return job._reject(new Bottleneck.prototype.BottleneckError(options.enqueueErrorMessage));
      };

      this.stop = () => {
        return this.Promise.reject(new Bottleneck.prototype.BottleneckError("stop() has already been called"));
      };

      return done;
    }

    _addToQueue(job) {
      var _this2 = this;

      return _asyncToGenerator(function* () {
        var args, blocked, error, options, reachedHWM, shifted, strategy;
        args = job.args;
        options = job.options;

        try {
          var _ref2 = yield _this2._store.__submit__(_this2.queued(), options.weight);

          reachedHWM = _ref2.reachedHWM;
          blocked = _ref2.blocked;
          strategy = _ref2.strategy;
        } catch (error1) {
          error = error1;

          _this2.Events.trigger("debug", `Could not queue ${options.id}`, {
            args,
            options,
            error
          });

          job.doDrop({
            error
          });
          return false;
        }

        if (blocked) {
          job.doDrop();
          return true;
        } else if (reachedHWM) {
          shifted = strategy === Bottleneck.prototype.strategy.LEAK ? _this2._queues.shiftLastFrom(options.priority) : strategy === Bottleneck.prototype.strategy.OVERFLOW_PRIORITY ? _this2._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck.prototype.strategy.OVERFLOW ? job : void 0;

          if (shifted != null) {
            shifted.doDrop();
          }

          if (shifted == null || strategy === Bottleneck.prototype.strategy.OVERFLOW) {
            if (shifted == null) {
              job.doDrop();
            }

            return reachedHWM;
          }
        }

        job.doQueue(reachedHWM, blocked);

        _this2._queues.push(job);

        yield _this2._drainAll();
        return reachedHWM;
      })();
    }

    _receive(job) {
      if (this._states.jobStatus(job.options.id) != null) {
        job._reject(new Bottleneck.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));

        return false;
      } else {
        job.doReceive();
        return this._submitLock.schedule(this._addToQueue, job);
      }
    }

    submit(...args) {
      var cb, fn, job, options, ref, ref1, task;

      if (typeof args[0] === "function") {
        var _ref3, _ref4, _splice$call, _splice$call2;

        ref = args, (_ref3 = ref, _ref4 = _toArray(_ref3), fn = _ref4[0], args = _ref4.slice(1), _ref3), (_splice$call = splice.call(args, -1), _splice$call2 = _slicedToArray(_splice$call, 1), cb = _splice$call2[0], _splice$call);
        options = parser.load({}, this.jobDefaults);
      } else {
        var _ref5, _ref6, _splice$call3, _splice$call4;

        ref1 = args, (_ref5 = ref1, _ref6 = _toArray(_ref5), options = _ref6[0], fn = _ref6[1], args = _ref6.slice(2), _ref5), (_splice$call3 = splice.call(args, -1), _splice$call4 = _slicedToArray(_splice$call3, 1), cb = _splice$call4[0], _splice$call3);
        options = parser.load(options, this.jobDefaults);
      }

      task = (...args) => {
        return new this.Promise(function (resolve, reject) {
          return fn(...args, function (...args) {
            return (args[0] != null ? reject : resolve)(args);
          });
        });
      };

      job = new Job(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
      job.promise.then(function (args) {
        return typeof cb === "function" ? cb(...args) : void 0;
      }).catch(function (args) {
        if (Array.isArray(args)) {
          return typeof cb === "function" ? cb(...args) : void 0;
        } else {
          return typeof cb === "function" ? cb(args) : void 0;
        }
      });
      return this._receive(job);
    }

    schedule(...args) {
      var job, options, task;

      if (typeof args[0] === "function") {
        var _args = args;

        var _args2 = _toArray(_args);

        task = _args2[0];
        args = _args2.slice(1);
        options = {};
      } else {
        var _args3 = args;

        var _args4 = _toArray(_args3);

        options = _args4[0];
        task = _args4[1];
        args = _args4.slice(2);
      }

      job = new Job(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);

      this._receive(job);

      return job.promise;
    }

    wrap(fn) {
      var schedule, wrapped;
      schedule = this.schedule.bind(this);

      wrapped = function wrapped(...args) {
        return schedule(fn.bind(this), ...args);
      };

      wrapped.withOptions = function (options, ...args) {
        return schedule(options, fn, ...args);
      };

      return wrapped;
    }

    updateSettings(options = {}) {
      var _this3 = this;

      return _asyncToGenerator(function* () {
        yield _this3._store.__updateSettings__(parser.overwrite(options, _this3.storeDefaults));
        parser.overwrite(options, _this3.instanceDefaults, _this3);
        return _this3;
      })();
    }

    currentReservoir() {
      return this._store.__currentReservoir__();
    }

    incrementReservoir(incr = 0) {
      return this._store.__incrementReservoir__(incr);
    }

  }

  ;
  Bottleneck.default = Bottleneck;
  Bottleneck.Events = Events;
  Bottleneck.version = Bottleneck.prototype.version = (__nccwpck_require__(349)/* .version */ .r);
  Bottleneck.strategy = Bottleneck.prototype.strategy = {
    LEAK: 1,
    OVERFLOW: 2,
    OVERFLOW_PRIORITY: 4,
    BLOCK: 3
  };
  Bottleneck.BottleneckError = Bottleneck.prototype.BottleneckError = __nccwpck_require__(360);
  Bottleneck.Group = Bottleneck.prototype.Group = __nccwpck_require__(835);
  Bottleneck.RedisConnection = Bottleneck.prototype.RedisConnection = __nccwpck_require__(400);
  Bottleneck.IORedisConnection = Bottleneck.prototype.IORedisConnection = __nccwpck_require__(468);
  Bottleneck.Batcher = Bottleneck.prototype.Batcher = __nccwpck_require__(812);
  Bottleneck.prototype.jobDefaults = {
    priority: DEFAULT_PRIORITY,
    weight: 1,
    expiration: null,
    id: "<no-id>"
  };
  Bottleneck.prototype.storeDefaults = {
    maxConcurrent: null,
    minTime: 0,
    highWater: null,
    strategy: Bottleneck.prototype.strategy.LEAK,
    penalty: null,
    reservoir: null,
    reservoirRefreshInterval: null,
    reservoirRefreshAmount: null,
    reservoirIncreaseInterval: null,
    reservoirIncreaseAmount: null,
    reservoirIncreaseMaximum: null
  };
  Bottleneck.prototype.localStoreDefaults = {
    Promise: Promise,
    timeout: null,
    heartbeatInterval: 250
  };
  Bottleneck.prototype.redisStoreDefaults = {
    Promise: Promise,
    timeout: null,
    heartbeatInterval: 5000,
    clientTimeout: 10000,
    Redis: null,
    clientOptions: {},
    clusterNodes: null,
    clearDatastore: false,
    connection: null
  };
  Bottleneck.prototype.instanceDefaults = {
    datastore: "local",
    connection: null,
    id: "<no-id>",
    rejectOnDrop: true,
    trackDoneStatus: false,
    Promise: Promise
  };
  Bottleneck.prototype.stopDefaults = {
    enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
    dropWaitingJobs: true,
    dropErrorMessage: "This limiter has been stopped."
  };
  return Bottleneck;
}.call(void 0);

module.exports = Bottleneck;

/***/ }),

/***/ 360:
/***/ ((module) => {



var BottleneckError;
BottleneckError = class BottleneckError extends Error {};
module.exports = BottleneckError;

/***/ }),

/***/ 327:
/***/ ((module) => {



var DLList;
DLList = class DLList {
  constructor(incr, decr) {
    this.incr = incr;
    this.decr = decr;
    this._first = null;
    this._last = null;
    this.length = 0;
  }

  push(value) {
    var node;
    this.length++;

    if (typeof this.incr === "function") {
      this.incr();
    }

    node = {
      value,
      prev: this._last,
      next: null
    };

    if (this._last != null) {
      this._last.next = node;
      this._last = node;
    } else {
      this._first = this._last = node;
    }

    return void 0;
  }

  shift() {
    var value;

    if (this._first == null) {
      return;
    } else {
      this.length--;

      if (typeof this.decr === "function") {
        this.decr();
      }
    }

    value = this._first.value;

    if ((this._first = this._first.next) != null) {
      this._first.prev = null;
    } else {
      this._last = null;
    }

    return value;
  }

  first() {
    if (this._first != null) {
      return this._first.value;
    }
  }

  getArray() {
    var node, ref, results;
    node = this._first;
    results = [];

    while (node != null) {
      results.push((ref = node, node = node.next, ref.value));
    }

    return results;
  }

  forEachShift(cb) {
    var node;
    node = this.shift();

    while (node != null) {
      cb(node), node = this.shift();
    }

    return void 0;
  }

  debug() {
    var node, ref, ref1, ref2, results;
    node = this._first;
    results = [];

    while (node != null) {
      results.push((ref = node, node = node.next, {
        value: ref.value,
        prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
        next: (ref2 = ref.next) != null ? ref2.value : void 0
      }));
    }

    return results;
  }

};
module.exports = DLList;

/***/ }),

/***/ 914:
/***/ ((module) => {



function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var Events;
Events = class Events {
  constructor(instance) {
    this.instance = instance;
    this._events = {};

    if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
      throw new Error("An Emitter already exists for this object");
    }

    this.instance.on = (name, cb) => {
      return this._addListener(name, "many", cb);
    };

    this.instance.once = (name, cb) => {
      return this._addListener(name, "once", cb);
    };

    this.instance.removeAllListeners = (name = null) => {
      if (name != null) {
        return delete this._events[name];
      } else {
        return this._events = {};
      }
    };
  }

  _addListener(name, status, cb) {
    var base;

    if ((base = this._events)[name] == null) {
      base[name] = [];
    }

    this._events[name].push({
      cb,
      status
    });

    return this.instance;
  }

  listenerCount(name) {
    if (this._events[name] != null) {
      return this._events[name].length;
    } else {
      return 0;
    }
  }

  trigger(name, ...args) {
    var _this = this;

    return _asyncToGenerator(function* () {
      var e, promises;

      try {
        if (name !== "debug") {
          _this.trigger("debug", `Event triggered: ${name}`, args);
        }

        if (_this._events[name] == null) {
          return;
        }

        _this._events[name] = _this._events[name].filter(function (listener) {
          return listener.status !== "none";
        });
        promises = _this._events[name].map(
        /*#__PURE__*/
        function () {
          var _ref = _asyncToGenerator(function* (listener) {
            var e, returned;

            if (listener.status === "none") {
              return;
            }

            if (listener.status === "once") {
              listener.status = "none";
            }

            try {
              returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;

              if (typeof (returned != null ? returned.then : void 0) === "function") {
                return yield returned;
              } else {
                return returned;
              }
            } catch (error) {
              e = error;

              if (true) {
                _this.trigger("error", e);
              }

              return null;
            }
          });

          return function (_x) {
            return _ref.apply(this, arguments);
          };
        }());
        return (yield Promise.all(promises)).find(function (x) {
          return x != null;
        });
      } catch (error) {
        e = error;

        if (true) {
          _this.trigger("error", e);
        }

        return null;
      }
    })();
  }

};
module.exports = Events;

/***/ }),

/***/ 835:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function _slicedToArray(arr, i) { return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _nonIterableRest(); }

function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance"); }

function _iterableToArrayLimit(arr, i) { var _arr = []; var _n = true; var _d = false; var _e = undefined; try { for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) { _arr.push(_s.value); if (i && _arr.length === i) break; } } catch (err) { _d = true; _e = err; } finally { try { if (!_n && _i["return"] != null) _i["return"](); } finally { if (_d) throw _e; } } return _arr; }

function _arrayWithHoles(arr) { if (Array.isArray(arr)) return arr; }

function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var Events, Group, IORedisConnection, RedisConnection, Scripts, parser;
parser = __nccwpck_require__(700);
Events = __nccwpck_require__(914);
RedisConnection = __nccwpck_require__(400);
IORedisConnection = __nccwpck_require__(468);
Scripts = __nccwpck_require__(479);

Group = function () {
  class Group {
    constructor(limiterOptions = {}) {
      this.deleteKey = this.deleteKey.bind(this);
      this.limiterOptions = limiterOptions;
      parser.load(this.limiterOptions, this.defaults, this);
      this.Events = new Events(this);
      this.instances = {};
      this.Bottleneck = __nccwpck_require__(760);

      this._startAutoCleanup();

      this.sharedConnection = this.connection != null;

      if (this.connection == null) {
        if (this.limiterOptions.datastore === "redis") {
          this.connection = new RedisConnection(Object.assign({}, this.limiterOptions, {
            Events: this.Events
          }));
        } else if (this.limiterOptions.datastore === "ioredis") {
          this.connection = new IORedisConnection(Object.assign({}, this.limiterOptions, {
            Events: this.Events
          }));
        }
      }
    }

    key(key = "") {
      var ref;
      return (ref = this.instances[key]) != null ? ref : (() => {
        var limiter;
        limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
          id: `${this.id}-${key}`,
          timeout: this.timeout,
          connection: this.connection
        }));
        this.Events.trigger("created", limiter, key);
        return limiter;
      })();
    }

    deleteKey(key = "") {
      var _this = this;

      return _asyncToGenerator(function* () {
        var deleted, instance;
        instance = _this.instances[key];

        if (_this.connection) {
          deleted = yield _this.connection.__runCommand__(['del', ...Scripts.allKeys(`${_this.id}-${key}`)]);
        }

        if (instance != null) {
          delete _this.instances[key];
          yield instance.disconnect();
        }

        return instance != null || deleted > 0;
      })();
    }

    limiters() {
      var k, ref, results, v;
      ref = this.instances;
      results = [];

      for (k in ref) {
        v = ref[k];
        results.push({
          key: k,
          limiter: v
        });
      }

      return results;
    }

    keys() {
      return Object.keys(this.instances);
    }

    clusterKeys() {
      var _this2 = this;

      return _asyncToGenerator(function* () {
        var cursor, end, found, i, k, keys, len, next, start;

        if (_this2.connection == null) {
          return _this2.Promise.resolve(_this2.keys());
        }

        keys = [];
        cursor = null;
        start = `b_${_this2.id}-`.length;
        end = "_settings".length;

        while (cursor !== 0) {
          var _ref = yield _this2.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${_this2.id}-*_settings`, "count", 10000]);

          var _ref2 = _slicedToArray(_ref, 2);

          next = _ref2[0];
          found = _ref2[1];
          cursor = ~~next;

          for (i = 0, len = found.length; i < len; i++) {
            k = found[i];
            keys.push(k.slice(start, -end));
          }
        }

        return keys;
      })();
    }

    _startAutoCleanup() {
      var _this3 = this;

      var base;
      clearInterval(this.interval);
      return typeof (base = this.interval = setInterval(
      /*#__PURE__*/
      _asyncToGenerator(function* () {
        var e, k, ref, results, time, v;
        time = Date.now();
        ref = _this3.instances;
        results = [];

        for (k in ref) {
          v = ref[k];

          try {
            if (yield v._store.__groupCheck__(time)) {
              results.push(_this3.deleteKey(k));
            } else {
              results.push(void 0);
            }
          } catch (error) {
            e = error;
            results.push(v.Events.trigger("error", e));
          }
        }

        return results;
      }), this.timeout / 2)).unref === "function" ? base.unref() : void 0;
    }

    updateSettings(options = {}) {
      parser.overwrite(options, this.defaults, this);
      parser.overwrite(options, options, this.limiterOptions);

      if (options.timeout != null) {
        return this._startAutoCleanup();
      }
    }

    disconnect(flush = true) {
      var ref;

      if (!this.sharedConnection) {
        return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
      }
    }

  }

  ;
  Group.prototype.defaults = {
    timeout: 1000 * 60 * 5,
    connection: null,
    Promise: Promise,
    id: "group-key"
  };
  return Group;
}.call(void 0);

module.exports = Group;

/***/ }),

/***/ 468:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function _slicedToArray(arr, i) { return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _nonIterableRest(); }

function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance"); }

function _iterableToArrayLimit(arr, i) { var _arr = []; var _n = true; var _d = false; var _e = undefined; try { for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) { _arr.push(_s.value); if (i && _arr.length === i) break; } } catch (err) { _d = true; _e = err; } finally { try { if (!_n && _i["return"] != null) _i["return"](); } finally { if (_d) throw _e; } } return _arr; }

function _arrayWithHoles(arr) { if (Array.isArray(arr)) return arr; }

function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var Events, IORedisConnection, Scripts, parser;
parser = __nccwpck_require__(700);
Events = __nccwpck_require__(914);
Scripts = __nccwpck_require__(479);

IORedisConnection = function () {
  class IORedisConnection {
    constructor(options = {}) {
      parser.load(options, this.defaults, this);

      if (this.Redis == null) {
        this.Redis = eval("require")("ioredis"); // Obfuscated or else Webpack/Angular will try to inline the optional ioredis module. To override this behavior: pass the ioredis module to Bottleneck as the 'Redis' option.
      }

      if (this.Events == null) {
        this.Events = new Events(this);
      }

      this.terminated = false;

      if (this.clusterNodes != null) {
        this.client = new this.Redis.Cluster(this.clusterNodes, this.clientOptions);
        this.subscriber = new this.Redis.Cluster(this.clusterNodes, this.clientOptions);
      } else if (this.client != null && this.client.duplicate == null) {
        this.subscriber = new this.Redis.Cluster(this.client.startupNodes, this.client.options);
      } else {
        if (this.client == null) {
          this.client = new this.Redis(this.clientOptions);
        }

        this.subscriber = this.client.duplicate();
      }

      this.limiters = {};
      this.ready = this.Promise.all([this._setup(this.client, false), this._setup(this.subscriber, true)]).then(() => {
        this._loadScripts();

        return {
          client: this.client,
          subscriber: this.subscriber
        };
      });
    }

    _setup(client, sub) {
      client.setMaxListeners(0);
      return new this.Promise((resolve, reject) => {
        client.on("error", e => {
          return this.Events.trigger("error", e);
        });

        if (sub) {
          client.on("message", (channel, message) => {
            var ref;
            return (ref = this.limiters[channel]) != null ? ref._store.onMessage(channel, message) : void 0;
          });
        }

        if (client.status === "ready") {
          return resolve();
        } else {
          return client.once("ready", resolve);
        }
      });
    }

    _loadScripts() {
      return Scripts.names.forEach(name => {
        return this.client.defineCommand(name, {
          lua: Scripts.payload(name)
        });
      });
    }

    __runCommand__(cmd) {
      var _this = this;

      return _asyncToGenerator(function* () {
        var _, deleted;

        yield _this.ready;

        var _ref = yield _this.client.pipeline([cmd]).exec();

        var _ref2 = _slicedToArray(_ref, 1);

        var _ref2$ = _slicedToArray(_ref2[0], 2);

        _ = _ref2$[0];
        deleted = _ref2$[1];
        return deleted;
      })();
    }

    __addLimiter__(instance) {
      return this.Promise.all([instance.channel(), instance.channel_client()].map(channel => {
        return new this.Promise((resolve, reject) => {
          return this.subscriber.subscribe(channel, () => {
            this.limiters[channel] = instance;
            return resolve();
          });
        });
      }));
    }

    __removeLimiter__(instance) {
      var _this2 = this;

      return [instance.channel(), instance.channel_client()].forEach(
      /*#__PURE__*/
      function () {
        var _ref3 = _asyncToGenerator(function* (channel) {
          if (!_this2.terminated) {
            yield _this2.subscriber.unsubscribe(channel);
          }

          return delete _this2.limiters[channel];
        });

        return function (_x) {
          return _ref3.apply(this, arguments);
        };
      }());
    }

    __scriptArgs__(name, id, args, cb) {
      var keys;
      keys = Scripts.keys(name, id);
      return [keys.length].concat(keys, args, cb);
    }

    __scriptFn__(name) {
      return this.client[name].bind(this.client);
    }

    disconnect(flush = true) {
      var i, k, len, ref;
      ref = Object.keys(this.limiters);

      for (i = 0, len = ref.length; i < len; i++) {
        k = ref[i];
        clearInterval(this.limiters[k]._store.heartbeat);
      }

      this.limiters = {};
      this.terminated = true;

      if (flush) {
        return this.Promise.all([this.client.quit(), this.subscriber.quit()]);
      } else {
        this.client.disconnect();
        this.subscriber.disconnect();
        return this.Promise.resolve();
      }
    }

  }

  ;
  IORedisConnection.prototype.datastore = "ioredis";
  IORedisConnection.prototype.defaults = {
    Redis: null,
    clientOptions: {},
    clusterNodes: null,
    client: null,
    Promise: Promise,
    Events: null
  };
  return IORedisConnection;
}.call(void 0);

module.exports = IORedisConnection;

/***/ }),

/***/ 448:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var BottleneckError, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser;
NUM_PRIORITIES = 10;
DEFAULT_PRIORITY = 5;
parser = __nccwpck_require__(700);
BottleneckError = __nccwpck_require__(360);
Job = class Job {
  constructor(task, args, options, jobDefaults, rejectOnDrop, Events, _states, Promise) {
    this.task = task;
    this.args = args;
    this.rejectOnDrop = rejectOnDrop;
    this.Events = Events;
    this._states = _states;
    this.Promise = Promise;
    this.options = parser.load(options, jobDefaults);
    this.options.priority = this._sanitizePriority(this.options.priority);

    if (this.options.id === jobDefaults.id) {
      this.options.id = `${this.options.id}-${this._randomIndex()}`;
    }

    this.promise = new this.Promise((_resolve, _reject) => {
      this._resolve = _resolve;
      this._reject = _reject;
    });
    this.retryCount = 0;
  }

  _sanitizePriority(priority) {
    var sProperty;
    sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;

    if (sProperty < 0) {
      return 0;
    } else if (sProperty > NUM_PRIORITIES - 1) {
      return NUM_PRIORITIES - 1;
    } else {
      return sProperty;
    }
  }

  _randomIndex() {
    return Math.random().toString(36).slice(2);
  }

  doDrop({
    error,
    message = "This job has been dropped by Bottleneck"
  } = {}) {
    if (this._states.remove(this.options.id)) {
      if (this.rejectOnDrop) {
        this._reject(error != null ? error : new BottleneckError(message));
      }

      this.Events.trigger("dropped", {
        args: this.args,
        options: this.options,
        task: this.task,
        promise: this.promise
      });
      return true;
    } else {
      return false;
    }
  }

  _assertStatus(expected) {
    var status;
    status = this._states.jobStatus(this.options.id);

    if (!(status === expected || expected === "DONE" && status === null)) {
      throw new BottleneckError(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
    }
  }

  doReceive() {
    this._states.start(this.options.id);

    return this.Events.trigger("received", {
      args: this.args,
      options: this.options
    });
  }

  doQueue(reachedHWM, blocked) {
    this._assertStatus("RECEIVED");

    this._states.next(this.options.id);

    return this.Events.trigger("queued", {
      args: this.args,
      options: this.options,
      reachedHWM,
      blocked
    });
  }

  doRun() {
    if (this.retryCount === 0) {
      this._assertStatus("QUEUED");

      this._states.next(this.options.id);
    } else {
      this._assertStatus("EXECUTING");
    }

    return this.Events.trigger("scheduled", {
      args: this.args,
      options: this.options
    });
  }

  doExecute(chained, clearGlobalState, run, free) {
    var _this = this;

    return _asyncToGenerator(function* () {
      var error, eventInfo, passed;

      if (_this.retryCount === 0) {
        _this._assertStatus("RUNNING");

        _this._states.next(_this.options.id);
      } else {
        _this._assertStatus("EXECUTING");
      }

      eventInfo = {
        args: _this.args,
        options: _this.options,
        retryCount: _this.retryCount
      };

      _this.Events.trigger("executing", eventInfo);

      try {
        passed = yield chained != null ? chained.schedule(_this.options, _this.task, ..._this.args) : _this.task(..._this.args);

        if (clearGlobalState()) {
          _this.doDone(eventInfo);

          yield free(_this.options, eventInfo);

          _this._assertStatus("DONE");

          return _this._resolve(passed);
        }
      } catch (error1) {
        error = error1;
        return _this._onFailure(error, eventInfo, clearGlobalState, run, free);
      }
    })();
  }

  doExpire(clearGlobalState, run, free) {
    var error, eventInfo;

    if (this._states.jobStatus(this.options.id === "RUNNING")) {
      this._states.next(this.options.id);
    }

    this._assertStatus("EXECUTING");

    eventInfo = {
      args: this.args,
      options: this.options,
      retryCount: this.retryCount
    };
    error = new BottleneckError(`This job timed out after ${this.options.expiration} ms.`);
    return this._onFailure(error, eventInfo, clearGlobalState, run, free);
  }

  _onFailure(error, eventInfo, clearGlobalState, run, free) {
    var _this2 = this;

    return _asyncToGenerator(function* () {
      var retry, retryAfter;

      if (clearGlobalState()) {
        retry = yield _this2.Events.trigger("failed", error, eventInfo);

        if (retry != null) {
          retryAfter = ~~retry;

          _this2.Events.trigger("retry", `Retrying ${_this2.options.id} after ${retryAfter} ms`, eventInfo);

          _this2.retryCount++;
          return run(retryAfter);
        } else {
          _this2.doDone(eventInfo);

          yield free(_this2.options, eventInfo);

          _this2._assertStatus("DONE");

          return _this2._reject(error);
        }
      }
    })();
  }

  doDone(eventInfo) {
    this._assertStatus("EXECUTING");

    this._states.next(this.options.id);

    return this.Events.trigger("done", eventInfo);
  }

};
module.exports = Job;

/***/ }),

/***/ 99:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var BottleneckError, LocalDatastore, parser;
parser = __nccwpck_require__(700);
BottleneckError = __nccwpck_require__(360);
LocalDatastore = class LocalDatastore {
  constructor(instance, storeOptions, storeInstanceOptions) {
    this.instance = instance;
    this.storeOptions = storeOptions;
    this.clientId = this.instance._randomIndex();
    parser.load(storeInstanceOptions, storeInstanceOptions, this);
    this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
    this._running = 0;
    this._done = 0;
    this._unblockTime = 0;
    this.ready = this.Promise.resolve();
    this.clients = {};

    this._startHeartbeat();
  }

  _startHeartbeat() {
    var base;

    if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
      return typeof (base = this.heartbeat = setInterval(() => {
        var amount, incr, maximum, now, reservoir;
        now = Date.now();

        if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
          this._lastReservoirRefresh = now;
          this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;

          this.instance._drainAll(this.computeCapacity());
        }

        if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
          var _this$storeOptions = this.storeOptions;
          amount = _this$storeOptions.reservoirIncreaseAmount;
          maximum = _this$storeOptions.reservoirIncreaseMaximum;
          reservoir = _this$storeOptions.reservoir;
          this._lastReservoirIncrease = now;
          incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;

          if (incr > 0) {
            this.storeOptions.reservoir += incr;
            return this.instance._drainAll(this.computeCapacity());
          }
        }
      }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
    } else {
      return clearInterval(this.heartbeat);
    }
  }

  __publish__(message) {
    var _this = this;

    return _asyncToGenerator(function* () {
      yield _this.yieldLoop();
      return _this.instance.Events.trigger("message", message.toString());
    })();
  }

  __disconnect__(flush) {
    var _this2 = this;

    return _asyncToGenerator(function* () {
      yield _this2.yieldLoop();
      clearInterval(_this2.heartbeat);
      return _this2.Promise.resolve();
    })();
  }

  yieldLoop(t = 0) {
    return new this.Promise(function (resolve, reject) {
      return setTimeout(resolve, t);
    });
  }

  computePenalty() {
    var ref;
    return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5000;
  }

  __updateSettings__(options) {
    var _this3 = this;

    return _asyncToGenerator(function* () {
      yield _this3.yieldLoop();
      parser.overwrite(options, options, _this3.storeOptions);

      _this3._startHeartbeat();

      _this3.instance._drainAll(_this3.computeCapacity());

      return true;
    })();
  }

  __running__() {
    var _this4 = this;

    return _asyncToGenerator(function* () {
      yield _this4.yieldLoop();
      return _this4._running;
    })();
  }

  __queued__() {
    var _this5 = this;

    return _asyncToGenerator(function* () {
      yield _this5.yieldLoop();
      return _this5.instance.queued();
    })();
  }

  __done__() {
    var _this6 = this;

    return _asyncToGenerator(function* () {
      yield _this6.yieldLoop();
      return _this6._done;
    })();
  }

  __groupCheck__(time) {
    var _this7 = this;

    return _asyncToGenerator(function* () {
      yield _this7.yieldLoop();
      return _this7._nextRequest + _this7.timeout < time;
    })();
  }

  computeCapacity() {
    var maxConcurrent, reservoir;
    var _this$storeOptions2 = this.storeOptions;
    maxConcurrent = _this$storeOptions2.maxConcurrent;
    reservoir = _this$storeOptions2.reservoir;

    if (maxConcurrent != null && reservoir != null) {
      return Math.min(maxConcurrent - this._running, reservoir);
    } else if (maxConcurrent != null) {
      return maxConcurrent - this._running;
    } else if (reservoir != null) {
      return reservoir;
    } else {
      return null;
    }
  }

  conditionsCheck(weight) {
    var capacity;
    capacity = this.computeCapacity();
    return capacity == null || weight <= capacity;
  }

  __incrementReservoir__(incr) {
    var _this8 = this;

    return _asyncToGenerator(function* () {
      var reservoir;
      yield _this8.yieldLoop();
      reservoir = _this8.storeOptions.reservoir += incr;

      _this8.instance._drainAll(_this8.computeCapacity());

      return reservoir;
    })();
  }

  __currentReservoir__() {
    var _this9 = this;

    return _asyncToGenerator(function* () {
      yield _this9.yieldLoop();
      return _this9.storeOptions.reservoir;
    })();
  }

  isBlocked(now) {
    return this._unblockTime >= now;
  }

  check(weight, now) {
    return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
  }

  __check__(weight) {
    var _this10 = this;

    return _asyncToGenerator(function* () {
      var now;
      yield _this10.yieldLoop();
      now = Date.now();
      return _this10.check(weight, now);
    })();
  }

  __register__(index, weight, expiration) {
    var _this11 = this;

    return _asyncToGenerator(function* () {
      var now, wait;
      yield _this11.yieldLoop();
      now = Date.now();

      if (_this11.conditionsCheck(weight)) {
        _this11._running += weight;

        if (_this11.storeOptions.reservoir != null) {
          _this11.storeOptions.reservoir -= weight;
        }

        wait = Math.max(_this11._nextRequest - now, 0);
        _this11._nextRequest = now + wait + _this11.storeOptions.minTime;
        return {
          success: true,
          wait,
          reservoir: _this11.storeOptions.reservoir
        };
      } else {
        return {
          success: false
        };
      }
    })();
  }

  strategyIsBlock() {
    return this.storeOptions.strategy === 3;
  }

  __submit__(queueLength, weight) {
    var _this12 = this;

    return _asyncToGenerator(function* () {
      var blocked, now, reachedHWM;
      yield _this12.yieldLoop();

      if (_this12.storeOptions.maxConcurrent != null && weight > _this12.storeOptions.maxConcurrent) {
        throw new BottleneckError(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${_this12.storeOptions.maxConcurrent}`);
      }

      now = Date.now();
      reachedHWM = _this12.storeOptions.highWater != null && queueLength === _this12.storeOptions.highWater && !_this12.check(weight, now);
      blocked = _this12.strategyIsBlock() && (reachedHWM || _this12.isBlocked(now));

      if (blocked) {
        _this12._unblockTime = now + _this12.computePenalty();
        _this12._nextRequest = _this12._unblockTime + _this12.storeOptions.minTime;

        _this12.instance._dropAllQueued();
      }

      return {
        reachedHWM,
        blocked,
        strategy: _this12.storeOptions.strategy
      };
    })();
  }

  __free__(index, weight) {
    var _this13 = this;

    return _asyncToGenerator(function* () {
      yield _this13.yieldLoop();
      _this13._running -= weight;
      _this13._done += weight;

      _this13.instance._drainAll(_this13.computeCapacity());

      return {
        running: _this13._running
      };
    })();
  }

};
module.exports = LocalDatastore;

/***/ }),

/***/ 363:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



var DLList, Events, Queues;
DLList = __nccwpck_require__(327);
Events = __nccwpck_require__(914);
Queues = class Queues {
  constructor(num_priorities) {
    var i;
    this.Events = new Events(this);
    this._length = 0;

    this._lists = function () {
      var j, ref, results;
      results = [];

      for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
        results.push(new DLList(() => {
          return this.incr();
        }, () => {
          return this.decr();
        }));
      }

      return results;
    }.call(this);
  }

  incr() {
    if (this._length++ === 0) {
      return this.Events.trigger("leftzero");
    }
  }

  decr() {
    if (--this._length === 0) {
      return this.Events.trigger("zero");
    }
  }

  push(job) {
    return this._lists[job.options.priority].push(job);
  }

  queued(priority) {
    if (priority != null) {
      return this._lists[priority].length;
    } else {
      return this._length;
    }
  }

  shiftAll(fn) {
    return this._lists.forEach(function (list) {
      return list.forEachShift(fn);
    });
  }

  getFirst(arr = this._lists) {
    var j, len, list;

    for (j = 0, len = arr.length; j < len; j++) {
      list = arr[j];

      if (list.length > 0) {
        return list;
      }
    }

    return [];
  }

  shiftLastFrom(priority) {
    return this.getFirst(this._lists.slice(priority).reverse()).shift();
  }

};
module.exports = Queues;

/***/ }),

/***/ 400:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var Events, RedisConnection, Scripts, parser;
parser = __nccwpck_require__(700);
Events = __nccwpck_require__(914);
Scripts = __nccwpck_require__(479);

RedisConnection = function () {
  class RedisConnection {
    constructor(options = {}) {
      parser.load(options, this.defaults, this);

      if (this.Redis == null) {
        this.Redis = eval("require")("redis"); // Obfuscated or else Webpack/Angular will try to inline the optional redis module. To override this behavior: pass the redis module to Bottleneck as the 'Redis' option.
      }

      if (this.Events == null) {
        this.Events = new Events(this);
      }

      this.terminated = false;

      if (this.client == null) {
        this.client = this.Redis.createClient(this.clientOptions);
      }

      this.subscriber = this.client.duplicate();
      this.limiters = {};
      this.shas = {};
      this.ready = this.Promise.all([this._setup(this.client, false), this._setup(this.subscriber, true)]).then(() => {
        return this._loadScripts();
      }).then(() => {
        return {
          client: this.client,
          subscriber: this.subscriber
        };
      });
    }

    _setup(client, sub) {
      client.setMaxListeners(0);
      return new this.Promise((resolve, reject) => {
        client.on("error", e => {
          return this.Events.trigger("error", e);
        });

        if (sub) {
          client.on("message", (channel, message) => {
            var ref;
            return (ref = this.limiters[channel]) != null ? ref._store.onMessage(channel, message) : void 0;
          });
        }

        if (client.ready) {
          return resolve();
        } else {
          return client.once("ready", resolve);
        }
      });
    }

    _loadScript(name) {
      return new this.Promise((resolve, reject) => {
        var payload;
        payload = Scripts.payload(name);
        return this.client.multi([["script", "load", payload]]).exec((err, replies) => {
          if (err != null) {
            return reject(err);
          }

          this.shas[name] = replies[0];
          return resolve(replies[0]);
        });
      });
    }

    _loadScripts() {
      return this.Promise.all(Scripts.names.map(k => {
        return this._loadScript(k);
      }));
    }

    __runCommand__(cmd) {
      var _this = this;

      return _asyncToGenerator(function* () {
        yield _this.ready;
        return new _this.Promise((resolve, reject) => {
          return _this.client.multi([cmd]).exec_atomic(function (err, replies) {
            if (err != null) {
              return reject(err);
            } else {
              return resolve(replies[0]);
            }
          });
        });
      })();
    }

    __addLimiter__(instance) {
      return this.Promise.all([instance.channel(), instance.channel_client()].map(channel => {
        return new this.Promise((resolve, reject) => {
          var handler;

          handler = chan => {
            if (chan === channel) {
              this.subscriber.removeListener("subscribe", handler);
              this.limiters[channel] = instance;
              return resolve();
            }
          };

          this.subscriber.on("subscribe", handler);
          return this.subscriber.subscribe(channel);
        });
      }));
    }

    __removeLimiter__(instance) {
      var _this2 = this;

      return this.Promise.all([instance.channel(), instance.channel_client()].map(
      /*#__PURE__*/
      function () {
        var _ref = _asyncToGenerator(function* (channel) {
          if (!_this2.terminated) {
            yield new _this2.Promise((resolve, reject) => {
              return _this2.subscriber.unsubscribe(channel, function (err, chan) {
                if (err != null) {
                  return reject(err);
                }

                if (chan === channel) {
                  return resolve();
                }
              });
            });
          }

          return delete _this2.limiters[channel];
        });

        return function (_x) {
          return _ref.apply(this, arguments);
        };
      }()));
    }

    __scriptArgs__(name, id, args, cb) {
      var keys;
      keys = Scripts.keys(name, id);
      return [this.shas[name], keys.length].concat(keys, args, cb);
    }

    __scriptFn__(name) {
      return this.client.evalsha.bind(this.client);
    }

    disconnect(flush = true) {
      var i, k, len, ref;
      ref = Object.keys(this.limiters);

      for (i = 0, len = ref.length; i < len; i++) {
        k = ref[i];
        clearInterval(this.limiters[k]._store.heartbeat);
      }

      this.limiters = {};
      this.terminated = true;
      this.client.end(flush);
      this.subscriber.end(flush);
      return this.Promise.resolve();
    }

  }

  ;
  RedisConnection.prototype.datastore = "redis";
  RedisConnection.prototype.defaults = {
    Redis: null,
    clientOptions: {},
    client: null,
    Promise: Promise,
    Events: null
  };
  return RedisConnection;
}.call(void 0);

module.exports = RedisConnection;

/***/ }),

/***/ 827:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function _slicedToArray(arr, i) { return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _nonIterableRest(); }

function _nonIterableRest() { throw new TypeError("Invalid attempt to destructure non-iterable instance"); }

function _iterableToArrayLimit(arr, i) { var _arr = []; var _n = true; var _d = false; var _e = undefined; try { for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) { _arr.push(_s.value); if (i && _arr.length === i) break; } } catch (err) { _d = true; _e = err; } finally { try { if (!_n && _i["return"] != null) _i["return"](); } finally { if (_d) throw _e; } } return _arr; }

function _arrayWithHoles(arr) { if (Array.isArray(arr)) return arr; }

function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var BottleneckError, IORedisConnection, RedisConnection, RedisDatastore, parser;
parser = __nccwpck_require__(700);
BottleneckError = __nccwpck_require__(360);
RedisConnection = __nccwpck_require__(400);
IORedisConnection = __nccwpck_require__(468);
RedisDatastore = class RedisDatastore {
  constructor(instance, storeOptions, storeInstanceOptions) {
    this.instance = instance;
    this.storeOptions = storeOptions;
    this.originalId = this.instance.id;
    this.clientId = this.instance._randomIndex();
    parser.load(storeInstanceOptions, storeInstanceOptions, this);
    this.clients = {};
    this.capacityPriorityCounters = {};
    this.sharedConnection = this.connection != null;

    if (this.connection == null) {
      this.connection = this.instance.datastore === "redis" ? new RedisConnection({
        Redis: this.Redis,
        clientOptions: this.clientOptions,
        Promise: this.Promise,
        Events: this.instance.Events
      }) : this.instance.datastore === "ioredis" ? new IORedisConnection({
        Redis: this.Redis,
        clientOptions: this.clientOptions,
        clusterNodes: this.clusterNodes,
        Promise: this.Promise,
        Events: this.instance.Events
      }) : void 0;
    }

    this.instance.connection = this.connection;
    this.instance.datastore = this.connection.datastore;
    this.ready = this.connection.ready.then(clients => {
      this.clients = clients;
      return this.runScript("init", this.prepareInitSettings(this.clearDatastore));
    }).then(() => {
      return this.connection.__addLimiter__(this.instance);
    }).then(() => {
      return this.runScript("register_client", [this.instance.queued()]);
    }).then(() => {
      var base;

      if (typeof (base = this.heartbeat = setInterval(() => {
        return this.runScript("heartbeat", []).catch(e => {
          return this.instance.Events.trigger("error", e);
        });
      }, this.heartbeatInterval)).unref === "function") {
        base.unref();
      }

      return this.clients;
    });
  }

  __publish__(message) {
    var _this = this;

    return _asyncToGenerator(function* () {
      var client;

      var _ref = yield _this.ready;

      client = _ref.client;
      return client.publish(_this.instance.channel(), `message:${message.toString()}`);
    })();
  }

  onMessage(channel, message) {
    var _this2 = this;

    return _asyncToGenerator(function* () {
      var capacity, counter, data, drained, e, newCapacity, pos, priorityClient, rawCapacity, type;

      try {
        pos = message.indexOf(":");
        var _ref2 = [message.slice(0, pos), message.slice(pos + 1)];
        type = _ref2[0];
        data = _ref2[1];

        if (type === "capacity") {
          return yield _this2.instance._drainAll(data.length > 0 ? ~~data : void 0);
        } else if (type === "capacity-priority") {
          var _data$split = data.split(":");

          var _data$split2 = _slicedToArray(_data$split, 3);

          rawCapacity = _data$split2[0];
          priorityClient = _data$split2[1];
          counter = _data$split2[2];
          capacity = rawCapacity.length > 0 ? ~~rawCapacity : void 0;

          if (priorityClient === _this2.clientId) {
            drained = yield _this2.instance._drainAll(capacity);
            newCapacity = capacity != null ? capacity - (drained || 0) : "";
            return yield _this2.clients.client.publish(_this2.instance.channel(), `capacity-priority:${newCapacity}::${counter}`);
          } else if (priorityClient === "") {
            clearTimeout(_this2.capacityPriorityCounters[counter]);
            delete _this2.capacityPriorityCounters[counter];
            return _this2.instance._drainAll(capacity);
          } else {
            return _this2.capacityPriorityCounters[counter] = setTimeout(
            /*#__PURE__*/
            _asyncToGenerator(function* () {
              var e;

              try {
                delete _this2.capacityPriorityCounters[counter];
                yield _this2.runScript("blacklist_client", [priorityClient]);
                return yield _this2.instance._drainAll(capacity);
              } catch (error) {
                e = error;
                return _this2.instance.Events.trigger("error", e);
              }
            }), 1000);
          }
        } else if (type === "message") {
          return _this2.instance.Events.trigger("message", data);
        } else if (type === "blocked") {
          return yield _this2.instance._dropAllQueued();
        }
      } catch (error) {
        e = error;
        return _this2.instance.Events.trigger("error", e);
      }
    })();
  }

  __disconnect__(flush) {
    clearInterval(this.heartbeat);

    if (this.sharedConnection) {
      return this.connection.__removeLimiter__(this.instance);
    } else {
      return this.connection.disconnect(flush);
    }
  }

  runScript(name, args) {
    var _this3 = this;

    return _asyncToGenerator(function* () {
      if (!(name === "init" || name === "register_client")) {
        yield _this3.ready;
      }

      return new _this3.Promise((resolve, reject) => {
        var all_args, arr;
        all_args = [Date.now(), _this3.clientId].concat(args);

        _this3.instance.Events.trigger("debug", `Calling Redis script: ${name}.lua`, all_args);

        arr = _this3.connection.__scriptArgs__(name, _this3.originalId, all_args, function (err, replies) {
          if (err != null) {
            return reject(err);
          }

          return resolve(replies);
        });
        return _this3.connection.__scriptFn__(name)(...arr);
      }).catch(e => {
        if (e.message === "SETTINGS_KEY_NOT_FOUND") {
          if (name === "heartbeat") {
            return _this3.Promise.resolve();
          } else {
            return _this3.runScript("init", _this3.prepareInitSettings(false)).then(() => {
              return _this3.runScript(name, args);
            });
          }
        } else if (e.message === "UNKNOWN_CLIENT") {
          return _this3.runScript("register_client", [_this3.instance.queued()]).then(() => {
            return _this3.runScript(name, args);
          });
        } else {
          return _this3.Promise.reject(e);
        }
      });
    })();
  }

  prepareArray(arr) {
    var i, len, results, x;
    results = [];

    for (i = 0, len = arr.length; i < len; i++) {
      x = arr[i];
      results.push(x != null ? x.toString() : "");
    }

    return results;
  }

  prepareObject(obj) {
    var arr, k, v;
    arr = [];

    for (k in obj) {
      v = obj[k];
      arr.push(k, v != null ? v.toString() : "");
    }

    return arr;
  }

  prepareInitSettings(clear) {
    var args;
    args = this.prepareObject(Object.assign({}, this.storeOptions, {
      id: this.originalId,
      version: this.instance.version,
      groupTimeout: this.timeout,
      clientTimeout: this.clientTimeout
    }));
    args.unshift(clear ? 1 : 0, this.instance.version);
    return args;
  }

  convertBool(b) {
    return !!b;
  }

  __updateSettings__(options) {
    var _this4 = this;

    return _asyncToGenerator(function* () {
      yield _this4.runScript("update_settings", _this4.prepareObject(options));
      return parser.overwrite(options, options, _this4.storeOptions);
    })();
  }

  __running__() {
    return this.runScript("running", []);
  }

  __queued__() {
    return this.runScript("queued", []);
  }

  __done__() {
    return this.runScript("done", []);
  }

  __groupCheck__() {
    var _this5 = this;

    return _asyncToGenerator(function* () {
      return _this5.convertBool((yield _this5.runScript("group_check", [])));
    })();
  }

  __incrementReservoir__(incr) {
    return this.runScript("increment_reservoir", [incr]);
  }

  __currentReservoir__() {
    return this.runScript("current_reservoir", []);
  }

  __check__(weight) {
    var _this6 = this;

    return _asyncToGenerator(function* () {
      return _this6.convertBool((yield _this6.runScript("check", _this6.prepareArray([weight]))));
    })();
  }

  __register__(index, weight, expiration) {
    var _this7 = this;

    return _asyncToGenerator(function* () {
      var reservoir, success, wait;

      var _ref4 = yield _this7.runScript("register", _this7.prepareArray([index, weight, expiration]));

      var _ref5 = _slicedToArray(_ref4, 3);

      success = _ref5[0];
      wait = _ref5[1];
      reservoir = _ref5[2];
      return {
        success: _this7.convertBool(success),
        wait,
        reservoir
      };
    })();
  }

  __submit__(queueLength, weight) {
    var _this8 = this;

    return _asyncToGenerator(function* () {
      var blocked, e, maxConcurrent, overweight, reachedHWM, strategy;

      try {
        var _ref6 = yield _this8.runScript("submit", _this8.prepareArray([queueLength, weight]));

        var _ref7 = _slicedToArray(_ref6, 3);

        reachedHWM = _ref7[0];
        blocked = _ref7[1];
        strategy = _ref7[2];
        return {
          reachedHWM: _this8.convertBool(reachedHWM),
          blocked: _this8.convertBool(blocked),
          strategy
        };
      } catch (error) {
        e = error;

        if (e.message.indexOf("OVERWEIGHT") === 0) {
          var _e$message$split = e.message.split(":");

          var _e$message$split2 = _slicedToArray(_e$message$split, 3);

          overweight = _e$message$split2[0];
          weight = _e$message$split2[1];
          maxConcurrent = _e$message$split2[2];
          throw new BottleneckError(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${maxConcurrent}`);
        } else {
          throw e;
        }
      }
    })();
  }

  __free__(index, weight) {
    var _this9 = this;

    return _asyncToGenerator(function* () {
      var running;
      running = yield _this9.runScript("free", _this9.prepareArray([index]));
      return {
        running
      };
    })();
  }

};
module.exports = RedisDatastore;

/***/ }),

/***/ 479:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var headers, lua, templates;
lua = __nccwpck_require__(495);
headers = {
  refs: lua["refs.lua"],
  validate_keys: lua["validate_keys.lua"],
  validate_client: lua["validate_client.lua"],
  refresh_expiration: lua["refresh_expiration.lua"],
  process_tick: lua["process_tick.lua"],
  conditions_check: lua["conditions_check.lua"],
  get_time: lua["get_time.lua"]
};

exports.allKeys = function (id) {
  return [
  /*
  HASH
  */
  `b_${id}_settings`,
  /*
  HASH
  job index -> weight
  */
  `b_${id}_job_weights`,
  /*
  ZSET
  job index -> expiration
  */
  `b_${id}_job_expirations`,
  /*
  HASH
  job index -> client
  */
  `b_${id}_job_clients`,
  /*
  ZSET
  client -> sum running
  */
  `b_${id}_client_running`,
  /*
  HASH
  client -> num queued
  */
  `b_${id}_client_num_queued`,
  /*
  ZSET
  client -> last job registered
  */
  `b_${id}_client_last_registered`,
  /*
  ZSET
  client -> last seen
  */
  `b_${id}_client_last_seen`];
};

templates = {
  init: {
    keys: exports.allKeys,
    headers: ["process_tick"],
    refresh_expiration: true,
    code: lua["init.lua"]
  },
  group_check: {
    keys: exports.allKeys,
    headers: [],
    refresh_expiration: false,
    code: lua["group_check.lua"]
  },
  register_client: {
    keys: exports.allKeys,
    headers: ["validate_keys"],
    refresh_expiration: false,
    code: lua["register_client.lua"]
  },
  blacklist_client: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client"],
    refresh_expiration: false,
    code: lua["blacklist_client.lua"]
  },
  heartbeat: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: false,
    code: lua["heartbeat.lua"]
  },
  update_settings: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: true,
    code: lua["update_settings.lua"]
  },
  running: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: false,
    code: lua["running.lua"]
  },
  queued: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client"],
    refresh_expiration: false,
    code: lua["queued.lua"]
  },
  done: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: false,
    code: lua["done.lua"]
  },
  check: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
    refresh_expiration: false,
    code: lua["check.lua"]
  },
  submit: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
    refresh_expiration: true,
    code: lua["submit.lua"]
  },
  register: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick", "conditions_check"],
    refresh_expiration: true,
    code: lua["register.lua"]
  },
  free: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: true,
    code: lua["free.lua"]
  },
  current_reservoir: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: false,
    code: lua["current_reservoir.lua"]
  },
  increment_reservoir: {
    keys: exports.allKeys,
    headers: ["validate_keys", "validate_client", "process_tick"],
    refresh_expiration: true,
    code: lua["increment_reservoir.lua"]
  }
};
exports.names = Object.keys(templates);

exports.keys = function (name, id) {
  return templates[name].keys(id);
};

exports.payload = function (name) {
  var template;
  template = templates[name];
  return Array.prototype.concat(headers.refs, template.headers.map(function (h) {
    return headers[h];
  }), template.refresh_expiration ? headers.refresh_expiration : "", template.code).join("\n");
};

/***/ }),

/***/ 685:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



var BottleneckError, States;
BottleneckError = __nccwpck_require__(360);
States = class States {
  constructor(status1) {
    this.status = status1;
    this._jobs = {};
    this.counts = this.status.map(function () {
      return 0;
    });
  }

  next(id) {
    var current, next;
    current = this._jobs[id];
    next = current + 1;

    if (current != null && next < this.status.length) {
      this.counts[current]--;
      this.counts[next]++;
      return this._jobs[id]++;
    } else if (current != null) {
      this.counts[current]--;
      return delete this._jobs[id];
    }
  }

  start(id) {
    var initial;
    initial = 0;
    this._jobs[id] = initial;
    return this.counts[initial]++;
  }

  remove(id) {
    var current;
    current = this._jobs[id];

    if (current != null) {
      this.counts[current]--;
      delete this._jobs[id];
    }

    return current != null;
  }

  jobStatus(id) {
    var ref;
    return (ref = this.status[this._jobs[id]]) != null ? ref : null;
  }

  statusJobs(status) {
    var k, pos, ref, results, v;

    if (status != null) {
      pos = this.status.indexOf(status);

      if (pos < 0) {
        throw new BottleneckError(`status must be one of ${this.status.join(', ')}`);
      }

      ref = this._jobs;
      results = [];

      for (k in ref) {
        v = ref[k];

        if (v === pos) {
          results.push(k);
        }
      }

      return results;
    } else {
      return Object.keys(this._jobs);
    }
  }

  statusCounts() {
    return this.counts.reduce((acc, v, i) => {
      acc[this.status[i]] = v;
      return acc;
    }, {});
  }

};
module.exports = States;

/***/ }),

/***/ 216:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) { try { var info = gen[key](arg); var value = info.value; } catch (error) { reject(error); return; } if (info.done) { resolve(value); } else { Promise.resolve(value).then(_next, _throw); } }

function _asyncToGenerator(fn) { return function () { var self = this, args = arguments; return new Promise(function (resolve, reject) { var gen = fn.apply(self, args); function _next(value) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value); } function _throw(err) { asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err); } _next(undefined); }); }; }

var DLList, Sync;
DLList = __nccwpck_require__(327);
Sync = class Sync {
  constructor(name, Promise) {
    this.schedule = this.schedule.bind(this);
    this.name = name;
    this.Promise = Promise;
    this._running = 0;
    this._queue = new DLList();
  }

  isEmpty() {
    return this._queue.length === 0;
  }

  _tryToRun() {
    var _this = this;

    return _asyncToGenerator(function* () {
      var args, cb, error, reject, resolve, returned, task;

      if (_this._running < 1 && _this._queue.length > 0) {
        _this._running++;

        var _this$_queue$shift = _this._queue.shift();

        task = _this$_queue$shift.task;
        args = _this$_queue$shift.args;
        resolve = _this$_queue$shift.resolve;
        reject = _this$_queue$shift.reject;
        cb = yield _asyncToGenerator(function* () {
          try {
            returned = yield task(...args);
            return function () {
              return resolve(returned);
            };
          } catch (error1) {
            error = error1;
            return function () {
              return reject(error);
            };
          }
        })();
        _this._running--;

        _this._tryToRun();

        return cb();
      }
    })();
  }

  schedule(task, ...args) {
    var promise, reject, resolve;
    resolve = reject = null;
    promise = new this.Promise(function (_resolve, _reject) {
      resolve = _resolve;
      return reject = _reject;
    });

    this._queue.push({
      task,
      args,
      resolve,
      reject
    });

    this._tryToRun();

    return promise;
  }

};
module.exports = Sync;

/***/ }),

/***/ 203:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



/* unused reexport */ __nccwpck_require__(760);

/***/ }),

/***/ 700:
/***/ ((__unused_webpack_module, exports) => {



exports.load = function (received, defaults, onto = {}) {
  var k, ref, v;

  for (k in defaults) {
    v = defaults[k];
    onto[k] = (ref = received[k]) != null ? ref : v;
  }

  return onto;
};

exports.overwrite = function (received, defaults, onto = {}) {
  var k, v;

  for (k in received) {
    v = received[k];

    if (defaults[k] !== void 0) {
      onto[k] = v;
    }
  }

  return onto;
};

/***/ }),

/***/ 251:
/***/ (function(module) {

/**
  * This file contains the Bottleneck library (MIT), compiled to ES2017, and without Clustering support.
  * https://github.com/SGrondin/bottleneck
  */
(function (global, factory) {
	 true ? module.exports = factory() :
	0;
}(this, (function () { 'use strict';

	var commonjsGlobal = typeof globalThis !== 'undefined' ? globalThis : typeof window !== 'undefined' ? window : typeof global !== 'undefined' ? global : typeof self !== 'undefined' ? self : {};

	function getCjsExportFromNamespace (n) {
		return n && n['default'] || n;
	}

	var load = function(received, defaults, onto = {}) {
	  var k, ref, v;
	  for (k in defaults) {
	    v = defaults[k];
	    onto[k] = (ref = received[k]) != null ? ref : v;
	  }
	  return onto;
	};

	var overwrite = function(received, defaults, onto = {}) {
	  var k, v;
	  for (k in received) {
	    v = received[k];
	    if (defaults[k] !== void 0) {
	      onto[k] = v;
	    }
	  }
	  return onto;
	};

	var parser = {
		load: load,
		overwrite: overwrite
	};

	var DLList;

	DLList = class DLList {
	  constructor(incr, decr) {
	    this.incr = incr;
	    this.decr = decr;
	    this._first = null;
	    this._last = null;
	    this.length = 0;
	  }

	  push(value) {
	    var node;
	    this.length++;
	    if (typeof this.incr === "function") {
	      this.incr();
	    }
	    node = {
	      value,
	      prev: this._last,
	      next: null
	    };
	    if (this._last != null) {
	      this._last.next = node;
	      this._last = node;
	    } else {
	      this._first = this._last = node;
	    }
	    return void 0;
	  }

	  shift() {
	    var value;
	    if (this._first == null) {
	      return;
	    } else {
	      this.length--;
	      if (typeof this.decr === "function") {
	        this.decr();
	      }
	    }
	    value = this._first.value;
	    if ((this._first = this._first.next) != null) {
	      this._first.prev = null;
	    } else {
	      this._last = null;
	    }
	    return value;
	  }

	  first() {
	    if (this._first != null) {
	      return this._first.value;
	    }
	  }

	  getArray() {
	    var node, ref, results;
	    node = this._first;
	    results = [];
	    while (node != null) {
	      results.push((ref = node, node = node.next, ref.value));
	    }
	    return results;
	  }

	  forEachShift(cb) {
	    var node;
	    node = this.shift();
	    while (node != null) {
	      (cb(node), node = this.shift());
	    }
	    return void 0;
	  }

	  debug() {
	    var node, ref, ref1, ref2, results;
	    node = this._first;
	    results = [];
	    while (node != null) {
	      results.push((ref = node, node = node.next, {
	        value: ref.value,
	        prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
	        next: (ref2 = ref.next) != null ? ref2.value : void 0
	      }));
	    }
	    return results;
	  }

	};

	var DLList_1 = DLList;

	var Events;

	Events = class Events {
	  constructor(instance) {
	    this.instance = instance;
	    this._events = {};
	    if ((this.instance.on != null) || (this.instance.once != null) || (this.instance.removeAllListeners != null)) {
	      throw new Error("An Emitter already exists for this object");
	    }
	    this.instance.on = (name, cb) => {
	      return this._addListener(name, "many", cb);
	    };
	    this.instance.once = (name, cb) => {
	      return this._addListener(name, "once", cb);
	    };
	    this.instance.removeAllListeners = (name = null) => {
	      if (name != null) {
	        return delete this._events[name];
	      } else {
	        return this._events = {};
	      }
	    };
	  }

	  _addListener(name, status, cb) {
	    var base;
	    if ((base = this._events)[name] == null) {
	      base[name] = [];
	    }
	    this._events[name].push({cb, status});
	    return this.instance;
	  }

	  listenerCount(name) {
	    if (this._events[name] != null) {
	      return this._events[name].length;
	    } else {
	      return 0;
	    }
	  }

	  async trigger(name, ...args) {
	    var e, promises;
	    try {
	      if (name !== "debug") {
	        this.trigger("debug", `Event triggered: ${name}`, args);
	      }
	      if (this._events[name] == null) {
	        return;
	      }
	      this._events[name] = this._events[name].filter(function(listener) {
	        return listener.status !== "none";
	      });
	      promises = this._events[name].map(async(listener) => {
	        var e, returned;
	        if (listener.status === "none") {
	          return;
	        }
	        if (listener.status === "once") {
	          listener.status = "none";
	        }
	        try {
	          returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
	          if (typeof (returned != null ? returned.then : void 0) === "function") {
	            return (await returned);
	          } else {
	            return returned;
	          }
	        } catch (error) {
	          e = error;
	          {
	            this.trigger("error", e);
	          }
	          return null;
	        }
	      });
	      return ((await Promise.all(promises))).find(function(x) {
	        return x != null;
	      });
	    } catch (error) {
	      e = error;
	      {
	        this.trigger("error", e);
	      }
	      return null;
	    }
	  }

	};

	var Events_1 = Events;

	var DLList$1, Events$1, Queues;

	DLList$1 = DLList_1;

	Events$1 = Events_1;

	Queues = class Queues {
	  constructor(num_priorities) {
	    var i;
	    this.Events = new Events$1(this);
	    this._length = 0;
	    this._lists = (function() {
	      var j, ref, results;
	      results = [];
	      for (i = j = 1, ref = num_priorities; (1 <= ref ? j <= ref : j >= ref); i = 1 <= ref ? ++j : --j) {
	        results.push(new DLList$1((() => {
	          return this.incr();
	        }), (() => {
	          return this.decr();
	        })));
	      }
	      return results;
	    }).call(this);
	  }

	  incr() {
	    if (this._length++ === 0) {
	      return this.Events.trigger("leftzero");
	    }
	  }

	  decr() {
	    if (--this._length === 0) {
	      return this.Events.trigger("zero");
	    }
	  }

	  push(job) {
	    return this._lists[job.options.priority].push(job);
	  }

	  queued(priority) {
	    if (priority != null) {
	      return this._lists[priority].length;
	    } else {
	      return this._length;
	    }
	  }

	  shiftAll(fn) {
	    return this._lists.forEach(function(list) {
	      return list.forEachShift(fn);
	    });
	  }

	  getFirst(arr = this._lists) {
	    var j, len, list;
	    for (j = 0, len = arr.length; j < len; j++) {
	      list = arr[j];
	      if (list.length > 0) {
	        return list;
	      }
	    }
	    return [];
	  }

	  shiftLastFrom(priority) {
	    return this.getFirst(this._lists.slice(priority).reverse()).shift();
	  }

	};

	var Queues_1 = Queues;

	var BottleneckError;

	BottleneckError = class BottleneckError extends Error {};

	var BottleneckError_1 = BottleneckError;

	var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;

	NUM_PRIORITIES = 10;

	DEFAULT_PRIORITY = 5;

	parser$1 = parser;

	BottleneckError$1 = BottleneckError_1;

	Job = class Job {
	  constructor(task, args, options, jobDefaults, rejectOnDrop, Events, _states, Promise) {
	    this.task = task;
	    this.args = args;
	    this.rejectOnDrop = rejectOnDrop;
	    this.Events = Events;
	    this._states = _states;
	    this.Promise = Promise;
	    this.options = parser$1.load(options, jobDefaults);
	    this.options.priority = this._sanitizePriority(this.options.priority);
	    if (this.options.id === jobDefaults.id) {
	      this.options.id = `${this.options.id}-${this._randomIndex()}`;
	    }
	    this.promise = new this.Promise((_resolve, _reject) => {
	      this._resolve = _resolve;
	      this._reject = _reject;
	    });
	    this.retryCount = 0;
	  }

	  _sanitizePriority(priority) {
	    var sProperty;
	    sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
	    if (sProperty < 0) {
	      return 0;
	    } else if (sProperty > NUM_PRIORITIES - 1) {
	      return NUM_PRIORITIES - 1;
	    } else {
	      return sProperty;
	    }
	  }

	  _randomIndex() {
	    return Math.random().toString(36).slice(2);
	  }

	  doDrop({error, message = "This job has been dropped by Bottleneck"} = {}) {
	    if (this._states.remove(this.options.id)) {
	      if (this.rejectOnDrop) {
	        this._reject(error != null ? error : new BottleneckError$1(message));
	      }
	      this.Events.trigger("dropped", {args: this.args, options: this.options, task: this.task, promise: this.promise});
	      return true;
	    } else {
	      return false;
	    }
	  }

	  _assertStatus(expected) {
	    var status;
	    status = this._states.jobStatus(this.options.id);
	    if (!(status === expected || (expected === "DONE" && status === null))) {
	      throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
	    }
	  }

	  doReceive() {
	    this._states.start(this.options.id);
	    return this.Events.trigger("received", {args: this.args, options: this.options});
	  }

	  doQueue(reachedHWM, blocked) {
	    this._assertStatus("RECEIVED");
	    this._states.next(this.options.id);
	    return this.Events.trigger("queued", {args: this.args, options: this.options, reachedHWM, blocked});
	  }

	  doRun() {
	    if (this.retryCount === 0) {
	      this._assertStatus("QUEUED");
	      this._states.next(this.options.id);
	    } else {
	      this._assertStatus("EXECUTING");
	    }
	    return this.Events.trigger("scheduled", {args: this.args, options: this.options});
	  }

	  async doExecute(chained, clearGlobalState, run, free) {
	    var error, eventInfo, passed;
	    if (this.retryCount === 0) {
	      this._assertStatus("RUNNING");
	      this._states.next(this.options.id);
	    } else {
	      this._assertStatus("EXECUTING");
	    }
	    eventInfo = {args: this.args, options: this.options, retryCount: this.retryCount};
	    this.Events.trigger("executing", eventInfo);
	    try {
	      passed = (await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args)));
	      if (clearGlobalState()) {
	        this.doDone(eventInfo);
	        await free(this.options, eventInfo);
	        this._assertStatus("DONE");
	        return this._resolve(passed);
	      }
	    } catch (error1) {
	      error = error1;
	      return this._onFailure(error, eventInfo, clearGlobalState, run, free);
	    }
	  }

	  doExpire(clearGlobalState, run, free) {
	    var error, eventInfo;
	    if (this._states.jobStatus(this.options.id === "RUNNING")) {
	      this._states.next(this.options.id);
	    }
	    this._assertStatus("EXECUTING");
	    eventInfo = {args: this.args, options: this.options, retryCount: this.retryCount};
	    error = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
	    return this._onFailure(error, eventInfo, clearGlobalState, run, free);
	  }

	  async _onFailure(error, eventInfo, clearGlobalState, run, free) {
	    var retry, retryAfter;
	    if (clearGlobalState()) {
	      retry = (await this.Events.trigger("failed", error, eventInfo));
	      if (retry != null) {
	        retryAfter = ~~retry;
	        this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
	        this.retryCount++;
	        return run(retryAfter);
	      } else {
	        this.doDone(eventInfo);
	        await free(this.options, eventInfo);
	        this._assertStatus("DONE");
	        return this._reject(error);
	      }
	    }
	  }

	  doDone(eventInfo) {
	    this._assertStatus("EXECUTING");
	    this._states.next(this.options.id);
	    return this.Events.trigger("done", eventInfo);
	  }

	};

	var Job_1 = Job;

	var BottleneckError$2, LocalDatastore, parser$2;

	parser$2 = parser;

	BottleneckError$2 = BottleneckError_1;

	LocalDatastore = class LocalDatastore {
	  constructor(instance, storeOptions, storeInstanceOptions) {
	    this.instance = instance;
	    this.storeOptions = storeOptions;
	    this.clientId = this.instance._randomIndex();
	    parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
	    this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
	    this._running = 0;
	    this._done = 0;
	    this._unblockTime = 0;
	    this.ready = this.Promise.resolve();
	    this.clients = {};
	    this._startHeartbeat();
	  }

	  _startHeartbeat() {
	    var base;
	    if ((this.heartbeat == null) && (((this.storeOptions.reservoirRefreshInterval != null) && (this.storeOptions.reservoirRefreshAmount != null)) || ((this.storeOptions.reservoirIncreaseInterval != null) && (this.storeOptions.reservoirIncreaseAmount != null)))) {
	      return typeof (base = (this.heartbeat = setInterval(() => {
	        var amount, incr, maximum, now, reservoir;
	        now = Date.now();
	        if ((this.storeOptions.reservoirRefreshInterval != null) && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
	          this._lastReservoirRefresh = now;
	          this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
	          this.instance._drainAll(this.computeCapacity());
	        }
	        if ((this.storeOptions.reservoirIncreaseInterval != null) && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
	          ({
	            reservoirIncreaseAmount: amount,
	            reservoirIncreaseMaximum: maximum,
	            reservoir
	          } = this.storeOptions);
	          this._lastReservoirIncrease = now;
	          incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
	          if (incr > 0) {
	            this.storeOptions.reservoir += incr;
	            return this.instance._drainAll(this.computeCapacity());
	          }
	        }
	      }, this.heartbeatInterval))).unref === "function" ? base.unref() : void 0;
	    } else {
	      return clearInterval(this.heartbeat);
	    }
	  }

	  async __publish__(message) {
	    await this.yieldLoop();
	    return this.instance.Events.trigger("message", message.toString());
	  }

	  async __disconnect__(flush) {
	    await this.yieldLoop();
	    clearInterval(this.heartbeat);
	    return this.Promise.resolve();
	  }

	  yieldLoop(t = 0) {
	    return new this.Promise(function(resolve, reject) {
	      return setTimeout(resolve, t);
	    });
	  }

	  computePenalty() {
	    var ref;
	    return (ref = this.storeOptions.penalty) != null ? ref : (15 * this.storeOptions.minTime) || 5000;
	  }

	  async __updateSettings__(options) {
	    await this.yieldLoop();
	    parser$2.overwrite(options, options, this.storeOptions);
	    this._startHeartbeat();
	    this.instance._drainAll(this.computeCapacity());
	    return true;
	  }

	  async __running__() {
	    await this.yieldLoop();
	    return this._running;
	  }

	  async __queued__() {
	    await this.yieldLoop();
	    return this.instance.queued();
	  }

	  async __done__() {
	    await this.yieldLoop();
	    return this._done;
	  }

	  async __groupCheck__(time) {
	    await this.yieldLoop();
	    return (this._nextRequest + this.timeout) < time;
	  }

	  computeCapacity() {
	    var maxConcurrent, reservoir;
	    ({maxConcurrent, reservoir} = this.storeOptions);
	    if ((maxConcurrent != null) && (reservoir != null)) {
	      return Math.min(maxConcurrent - this._running, reservoir);
	    } else if (maxConcurrent != null) {
	      return maxConcurrent - this._running;
	    } else if (reservoir != null) {
	      return reservoir;
	    } else {
	      return null;
	    }
	  }

	  conditionsCheck(weight) {
	    var capacity;
	    capacity = this.computeCapacity();
	    return (capacity == null) || weight <= capacity;
	  }

	  async __incrementReservoir__(incr) {
	    var reservoir;
	    await this.yieldLoop();
	    reservoir = this.storeOptions.reservoir += incr;
	    this.instance._drainAll(this.computeCapacity());
	    return reservoir;
	  }

	  async __currentReservoir__() {
	    await this.yieldLoop();
	    return this.storeOptions.reservoir;
	  }

	  isBlocked(now) {
	    return this._unblockTime >= now;
	  }

	  check(weight, now) {
	    return this.conditionsCheck(weight) && (this._nextRequest - now) <= 0;
	  }

	  async __check__(weight) {
	    var now;
	    await this.yieldLoop();
	    now = Date.now();
	    return this.check(weight, now);
	  }

	  async __register__(index, weight, expiration) {
	    var now, wait;
	    await this.yieldLoop();
	    now = Date.now();
	    if (this.conditionsCheck(weight)) {
	      this._running += weight;
	      if (this.storeOptions.reservoir != null) {
	        this.storeOptions.reservoir -= weight;
	      }
	      wait = Math.max(this._nextRequest - now, 0);
	      this._nextRequest = now + wait + this.storeOptions.minTime;
	      return {
	        success: true,
	        wait,
	        reservoir: this.storeOptions.reservoir
	      };
	    } else {
	      return {
	        success: false
	      };
	    }
	  }

	  strategyIsBlock() {
	    return this.storeOptions.strategy === 3;
	  }

	  async __submit__(queueLength, weight) {
	    var blocked, now, reachedHWM;
	    await this.yieldLoop();
	    if ((this.storeOptions.maxConcurrent != null) && weight > this.storeOptions.maxConcurrent) {
	      throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
	    }
	    now = Date.now();
	    reachedHWM = (this.storeOptions.highWater != null) && queueLength === this.storeOptions.highWater && !this.check(weight, now);
	    blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
	    if (blocked) {
	      this._unblockTime = now + this.computePenalty();
	      this._nextRequest = this._unblockTime + this.storeOptions.minTime;
	      this.instance._dropAllQueued();
	    }
	    return {
	      reachedHWM,
	      blocked,
	      strategy: this.storeOptions.strategy
	    };
	  }

	  async __free__(index, weight) {
	    await this.yieldLoop();
	    this._running -= weight;
	    this._done += weight;
	    this.instance._drainAll(this.computeCapacity());
	    return {
	      running: this._running
	    };
	  }

	};

	var LocalDatastore_1 = LocalDatastore;

	var BottleneckError$3, States;

	BottleneckError$3 = BottleneckError_1;

	States = class States {
	  constructor(status1) {
	    this.status = status1;
	    this._jobs = {};
	    this.counts = this.status.map(function() {
	      return 0;
	    });
	  }

	  next(id) {
	    var current, next;
	    current = this._jobs[id];
	    next = current + 1;
	    if ((current != null) && next < this.status.length) {
	      this.counts[current]--;
	      this.counts[next]++;
	      return this._jobs[id]++;
	    } else if (current != null) {
	      this.counts[current]--;
	      return delete this._jobs[id];
	    }
	  }

	  start(id) {
	    var initial;
	    initial = 0;
	    this._jobs[id] = initial;
	    return this.counts[initial]++;
	  }

	  remove(id) {
	    var current;
	    current = this._jobs[id];
	    if (current != null) {
	      this.counts[current]--;
	      delete this._jobs[id];
	    }
	    return current != null;
	  }

	  jobStatus(id) {
	    var ref;
	    return (ref = this.status[this._jobs[id]]) != null ? ref : null;
	  }

	  statusJobs(status) {
	    var k, pos, ref, results, v;
	    if (status != null) {
	      pos = this.status.indexOf(status);
	      if (pos < 0) {
	        throw new BottleneckError$3(`status must be one of ${this.status.join(', ')}`);
	      }
	      ref = this._jobs;
	      results = [];
	      for (k in ref) {
	        v = ref[k];
	        if (v === pos) {
	          results.push(k);
	        }
	      }
	      return results;
	    } else {
	      return Object.keys(this._jobs);
	    }
	  }

	  statusCounts() {
	    return this.counts.reduce(((acc, v, i) => {
	      acc[this.status[i]] = v;
	      return acc;
	    }), {});
	  }

	};

	var States_1 = States;

	var DLList$2, Sync;

	DLList$2 = DLList_1;

	Sync = class Sync {
	  constructor(name, Promise) {
	    this.schedule = this.schedule.bind(this);
	    this.name = name;
	    this.Promise = Promise;
	    this._running = 0;
	    this._queue = new DLList$2();
	  }

	  isEmpty() {
	    return this._queue.length === 0;
	  }

	  async _tryToRun() {
	    var args, cb, error, reject, resolve, returned, task;
	    if ((this._running < 1) && this._queue.length > 0) {
	      this._running++;
	      ({task, args, resolve, reject} = this._queue.shift());
	      cb = (await (async function() {
	        try {
	          returned = (await task(...args));
	          return function() {
	            return resolve(returned);
	          };
	        } catch (error1) {
	          error = error1;
	          return function() {
	            return reject(error);
	          };
	        }
	      })());
	      this._running--;
	      this._tryToRun();
	      return cb();
	    }
	  }

	  schedule(task, ...args) {
	    var promise, reject, resolve;
	    resolve = reject = null;
	    promise = new this.Promise(function(_resolve, _reject) {
	      resolve = _resolve;
	      return reject = _reject;
	    });
	    this._queue.push({task, args, resolve, reject});
	    this._tryToRun();
	    return promise;
	  }

	};

	var Sync_1 = Sync;

	var version = "2.19.5";
	var version$1 = {
		version: version
	};

	var version$2 = /*#__PURE__*/Object.freeze({
		version: version,
		default: version$1
	});

	var require$$2 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var require$$3 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var require$$4 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;

	parser$3 = parser;

	Events$2 = Events_1;

	RedisConnection$1 = require$$2;

	IORedisConnection$1 = require$$3;

	Scripts$1 = require$$4;

	Group = (function() {
	  class Group {
	    constructor(limiterOptions = {}) {
	      this.deleteKey = this.deleteKey.bind(this);
	      this.limiterOptions = limiterOptions;
	      parser$3.load(this.limiterOptions, this.defaults, this);
	      this.Events = new Events$2(this);
	      this.instances = {};
	      this.Bottleneck = Bottleneck_1;
	      this._startAutoCleanup();
	      this.sharedConnection = this.connection != null;
	      if (this.connection == null) {
	        if (this.limiterOptions.datastore === "redis") {
	          this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, {Events: this.Events}));
	        } else if (this.limiterOptions.datastore === "ioredis") {
	          this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, {Events: this.Events}));
	        }
	      }
	    }

	    key(key = "") {
	      var ref;
	      return (ref = this.instances[key]) != null ? ref : (() => {
	        var limiter;
	        limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
	          id: `${this.id}-${key}`,
	          timeout: this.timeout,
	          connection: this.connection
	        }));
	        this.Events.trigger("created", limiter, key);
	        return limiter;
	      })();
	    }

	    async deleteKey(key = "") {
	      var deleted, instance;
	      instance = this.instances[key];
	      if (this.connection) {
	        deleted = (await this.connection.__runCommand__(['del', ...Scripts$1.allKeys(`${this.id}-${key}`)]));
	      }
	      if (instance != null) {
	        delete this.instances[key];
	        await instance.disconnect();
	      }
	      return (instance != null) || deleted > 0;
	    }

	    limiters() {
	      var k, ref, results, v;
	      ref = this.instances;
	      results = [];
	      for (k in ref) {
	        v = ref[k];
	        results.push({
	          key: k,
	          limiter: v
	        });
	      }
	      return results;
	    }

	    keys() {
	      return Object.keys(this.instances);
	    }

	    async clusterKeys() {
	      var cursor, end, found, i, k, keys, len, next, start;
	      if (this.connection == null) {
	        return this.Promise.resolve(this.keys());
	      }
	      keys = [];
	      cursor = null;
	      start = `b_${this.id}-`.length;
	      end = "_settings".length;
	      while (cursor !== 0) {
	        [next, found] = (await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 10000]));
	        cursor = ~~next;
	        for (i = 0, len = found.length; i < len; i++) {
	          k = found[i];
	          keys.push(k.slice(start, -end));
	        }
	      }
	      return keys;
	    }

	    _startAutoCleanup() {
	      var base;
	      clearInterval(this.interval);
	      return typeof (base = (this.interval = setInterval(async() => {
	        var e, k, ref, results, time, v;
	        time = Date.now();
	        ref = this.instances;
	        results = [];
	        for (k in ref) {
	          v = ref[k];
	          try {
	            if ((await v._store.__groupCheck__(time))) {
	              results.push(this.deleteKey(k));
	            } else {
	              results.push(void 0);
	            }
	          } catch (error) {
	            e = error;
	            results.push(v.Events.trigger("error", e));
	          }
	        }
	        return results;
	      }, this.timeout / 2))).unref === "function" ? base.unref() : void 0;
	    }

	    updateSettings(options = {}) {
	      parser$3.overwrite(options, this.defaults, this);
	      parser$3.overwrite(options, options, this.limiterOptions);
	      if (options.timeout != null) {
	        return this._startAutoCleanup();
	      }
	    }

	    disconnect(flush = true) {
	      var ref;
	      if (!this.sharedConnection) {
	        return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
	      }
	    }

	  }
	  Group.prototype.defaults = {
	    timeout: 1000 * 60 * 5,
	    connection: null,
	    Promise: Promise,
	    id: "group-key"
	  };

	  return Group;

	}).call(commonjsGlobal);

	var Group_1 = Group;

	var Batcher, Events$3, parser$4;

	parser$4 = parser;

	Events$3 = Events_1;

	Batcher = (function() {
	  class Batcher {
	    constructor(options = {}) {
	      this.options = options;
	      parser$4.load(this.options, this.defaults, this);
	      this.Events = new Events$3(this);
	      this._arr = [];
	      this._resetPromise();
	      this._lastFlush = Date.now();
	    }

	    _resetPromise() {
	      return this._promise = new this.Promise((res, rej) => {
	        return this._resolve = res;
	      });
	    }

	    _flush() {
	      clearTimeout(this._timeout);
	      this._lastFlush = Date.now();
	      this._resolve();
	      this.Events.trigger("batch", this._arr);
	      this._arr = [];
	      return this._resetPromise();
	    }

	    add(data) {
	      var ret;
	      this._arr.push(data);
	      ret = this._promise;
	      if (this._arr.length === this.maxSize) {
	        this._flush();
	      } else if ((this.maxTime != null) && this._arr.length === 1) {
	        this._timeout = setTimeout(() => {
	          return this._flush();
	        }, this.maxTime);
	      }
	      return ret;
	    }

	  }
	  Batcher.prototype.defaults = {
	    maxTime: null,
	    maxSize: null,
	    Promise: Promise
	  };

	  return Batcher;

	}).call(commonjsGlobal);

	var Batcher_1 = Batcher;

	var require$$4$1 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var require$$8 = getCjsExportFromNamespace(version$2);

	var Bottleneck, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5,
	  splice = [].splice;

	NUM_PRIORITIES$1 = 10;

	DEFAULT_PRIORITY$1 = 5;

	parser$5 = parser;

	Queues$1 = Queues_1;

	Job$1 = Job_1;

	LocalDatastore$1 = LocalDatastore_1;

	RedisDatastore$1 = require$$4$1;

	Events$4 = Events_1;

	States$1 = States_1;

	Sync$1 = Sync_1;

	Bottleneck = (function() {
	  class Bottleneck {
	    constructor(options = {}, ...invalid) {
	      var storeInstanceOptions, storeOptions;
	      this._addToQueue = this._addToQueue.bind(this);
	      this._validateOptions(options, invalid);
	      parser$5.load(options, this.instanceDefaults, this);
	      this._queues = new Queues$1(NUM_PRIORITIES$1);
	      this._scheduled = {};
	      this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
	      this._limiter = null;
	      this.Events = new Events$4(this);
	      this._submitLock = new Sync$1("submit", this.Promise);
	      this._registerLock = new Sync$1("register", this.Promise);
	      storeOptions = parser$5.load(options, this.storeDefaults, {});
	      this._store = (function() {
	        if (this.datastore === "redis" || this.datastore === "ioredis" || (this.connection != null)) {
	          storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
	          return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
	        } else if (this.datastore === "local") {
	          storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
	          return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
	        } else {
	          throw new Bottleneck.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
	        }
	      }).call(this);
	      this._queues.on("leftzero", () => {
	        var ref;
	        return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
	      });
	      this._queues.on("zero", () => {
	        var ref;
	        return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
	      });
	    }

	    _validateOptions(options, invalid) {
	      if (!((options != null) && typeof options === "object" && invalid.length === 0)) {
	        throw new Bottleneck.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
	      }
	    }

	    ready() {
	      return this._store.ready;
	    }

	    clients() {
	      return this._store.clients;
	    }

	    channel() {
	      return `b_${this.id}`;
	    }

	    channel_client() {
	      return `b_${this.id}_${this._store.clientId}`;
	    }

	    publish(message) {
	      return this._store.__publish__(message);
	    }

	    disconnect(flush = true) {
	      return this._store.__disconnect__(flush);
	    }

	    chain(_limiter) {
	      this._limiter = _limiter;
	      return this;
	    }

	    queued(priority) {
	      return this._queues.queued(priority);
	    }

	    clusterQueued() {
	      return this._store.__queued__();
	    }

	    empty() {
	      return this.queued() === 0 && this._submitLock.isEmpty();
	    }

	    running() {
	      return this._store.__running__();
	    }

	    done() {
	      return this._store.__done__();
	    }

	    jobStatus(id) {
	      return this._states.jobStatus(id);
	    }

	    jobs(status) {
	      return this._states.statusJobs(status);
	    }

	    counts() {
	      return this._states.statusCounts();
	    }

	    _randomIndex() {
	      return Math.random().toString(36).slice(2);
	    }

	    check(weight = 1) {
	      return this._store.__check__(weight);
	    }

	    _clearGlobalState(index) {
	      if (this._scheduled[index] != null) {
	        clearTimeout(this._scheduled[index].expiration);
	        delete this._scheduled[index];
	        return true;
	      } else {
	        return false;
	      }
	    }

	    async _free(index, job, options, eventInfo) {
	      var e, running;
	      try {
	        ({running} = (await this._store.__free__(index, options.weight)));
	        this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
	        if (running === 0 && this.empty()) {
	          return this.Events.trigger("idle");
	        }
	      } catch (error1) {
	        e = error1;
	        return this.Events.trigger("error", e);
	      }
	    }

	    _run(index, job, wait) {
	      var clearGlobalState, free, run;
	      job.doRun();
	      clearGlobalState = this._clearGlobalState.bind(this, index);
	      run = this._run.bind(this, index, job);
	      free = this._free.bind(this, index, job);
	      return this._scheduled[index] = {
	        timeout: setTimeout(() => {
	          return job.doExecute(this._limiter, clearGlobalState, run, free);
	        }, wait),
	        expiration: job.options.expiration != null ? setTimeout(function() {
	          return job.doExpire(clearGlobalState, run, free);
	        }, wait + job.options.expiration) : void 0,
	        job: job
	      };
	    }

	    _drainOne(capacity) {
	      return this._registerLock.schedule(() => {
	        var args, index, next, options, queue;
	        if (this.queued() === 0) {
	          return this.Promise.resolve(null);
	        }
	        queue = this._queues.getFirst();
	        ({options, args} = next = queue.first());
	        if ((capacity != null) && options.weight > capacity) {
	          return this.Promise.resolve(null);
	        }
	        this.Events.trigger("debug", `Draining ${options.id}`, {args, options});
	        index = this._randomIndex();
	        return this._store.__register__(index, options.weight, options.expiration).then(({success, wait, reservoir}) => {
	          var empty;
	          this.Events.trigger("debug", `Drained ${options.id}`, {success, args, options});
	          if (success) {
	            queue.shift();
	            empty = this.empty();
	            if (empty) {
	              this.Events.trigger("empty");
	            }
	            if (reservoir === 0) {
	              this.Events.trigger("depleted", empty);
	            }
	            this._run(index, next, wait);
	            return this.Promise.resolve(options.weight);
	          } else {
	            return this.Promise.resolve(null);
	          }
	        });
	      });
	    }

	    _drainAll(capacity, total = 0) {
	      return this._drainOne(capacity).then((drained) => {
	        var newCapacity;
	        if (drained != null) {
	          newCapacity = capacity != null ? capacity - drained : capacity;
	          return this._drainAll(newCapacity, total + drained);
	        } else {
	          return this.Promise.resolve(total);
	        }
	      }).catch((e) => {
	        return this.Events.trigger("error", e);
	      });
	    }

	    _dropAllQueued(message) {
	      return this._queues.shiftAll(function(job) {
	        return job.doDrop({message});
	      });
	    }

	    stop(options = {}) {
	      var done, waitForExecuting;
	      options = parser$5.load(options, this.stopDefaults);
	      waitForExecuting = (at) => {
	        var finished;
	        finished = () => {
	          var counts;
	          counts = this._states.counts;
	          return (counts[0] + counts[1] + counts[2] + counts[3]) === at;
	        };
	        return new this.Promise((resolve, reject) => {
	          if (finished()) {
	            return resolve();
	          } else {
	            return this.on("done", () => {
	              if (finished()) {
	                this.removeAllListeners("done");
	                return resolve();
	              }
	            });
	          }
	        });
	      };
	      done = options.dropWaitingJobs ? (this._run = function(index, next) {
	        return next.doDrop({
	          message: options.dropErrorMessage
	        });
	      }, this._drainOne = () => {
	        return this.Promise.resolve(null);
	      }, this._registerLock.schedule(() => {
	        return this._submitLock.schedule(() => {
	          var k, ref, v;
	          ref = this._scheduled;
	          for (k in ref) {
	            v = ref[k];
	            if (this.jobStatus(v.job.options.id) === "RUNNING") {
	              clearTimeout(v.timeout);
	              clearTimeout(v.expiration);
	              v.job.doDrop({
	                message: options.dropErrorMessage
	              });
	            }
	          }
	          this._dropAllQueued(options.dropErrorMessage);
	          return waitForExecuting(0);
	        });
	      })) : this.schedule({
	        priority: NUM_PRIORITIES$1 - 1,
	        weight: 0
	      }, () => {
	        return waitForExecuting(1);
	      });
	      this._receive = function(job) {
	        return job._reject(new Bottleneck.prototype.BottleneckError(options.enqueueErrorMessage));
	      };
	      this.stop = () => {
	        return this.Promise.reject(new Bottleneck.prototype.BottleneckError("stop() has already been called"));
	      };
	      return done;
	    }

	    async _addToQueue(job) {
	      var args, blocked, error, options, reachedHWM, shifted, strategy;
	      ({args, options} = job);
	      try {
	        ({reachedHWM, blocked, strategy} = (await this._store.__submit__(this.queued(), options.weight)));
	      } catch (error1) {
	        error = error1;
	        this.Events.trigger("debug", `Could not queue ${options.id}`, {args, options, error});
	        job.doDrop({error});
	        return false;
	      }
	      if (blocked) {
	        job.doDrop();
	        return true;
	      } else if (reachedHWM) {
	        shifted = strategy === Bottleneck.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck.prototype.strategy.OVERFLOW ? job : void 0;
	        if (shifted != null) {
	          shifted.doDrop();
	        }
	        if ((shifted == null) || strategy === Bottleneck.prototype.strategy.OVERFLOW) {
	          if (shifted == null) {
	            job.doDrop();
	          }
	          return reachedHWM;
	        }
	      }
	      job.doQueue(reachedHWM, blocked);
	      this._queues.push(job);
	      await this._drainAll();
	      return reachedHWM;
	    }

	    _receive(job) {
	      if (this._states.jobStatus(job.options.id) != null) {
	        job._reject(new Bottleneck.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
	        return false;
	      } else {
	        job.doReceive();
	        return this._submitLock.schedule(this._addToQueue, job);
	      }
	    }

	    submit(...args) {
	      var cb, fn, job, options, ref, ref1, task;
	      if (typeof args[0] === "function") {
	        ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
	        options = parser$5.load({}, this.jobDefaults);
	      } else {
	        ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
	        options = parser$5.load(options, this.jobDefaults);
	      }
	      task = (...args) => {
	        return new this.Promise(function(resolve, reject) {
	          return fn(...args, function(...args) {
	            return (args[0] != null ? reject : resolve)(args);
	          });
	        });
	      };
	      job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
	      job.promise.then(function(args) {
	        return typeof cb === "function" ? cb(...args) : void 0;
	      }).catch(function(args) {
	        if (Array.isArray(args)) {
	          return typeof cb === "function" ? cb(...args) : void 0;
	        } else {
	          return typeof cb === "function" ? cb(args) : void 0;
	        }
	      });
	      return this._receive(job);
	    }

	    schedule(...args) {
	      var job, options, task;
	      if (typeof args[0] === "function") {
	        [task, ...args] = args;
	        options = {};
	      } else {
	        [options, task, ...args] = args;
	      }
	      job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
	      this._receive(job);
	      return job.promise;
	    }

	    wrap(fn) {
	      var schedule, wrapped;
	      schedule = this.schedule.bind(this);
	      wrapped = function(...args) {
	        return schedule(fn.bind(this), ...args);
	      };
	      wrapped.withOptions = function(options, ...args) {
	        return schedule(options, fn, ...args);
	      };
	      return wrapped;
	    }

	    async updateSettings(options = {}) {
	      await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
	      parser$5.overwrite(options, this.instanceDefaults, this);
	      return this;
	    }

	    currentReservoir() {
	      return this._store.__currentReservoir__();
	    }

	    incrementReservoir(incr = 0) {
	      return this._store.__incrementReservoir__(incr);
	    }

	  }
	  Bottleneck.default = Bottleneck;

	  Bottleneck.Events = Events$4;

	  Bottleneck.version = Bottleneck.prototype.version = require$$8.version;

	  Bottleneck.strategy = Bottleneck.prototype.strategy = {
	    LEAK: 1,
	    OVERFLOW: 2,
	    OVERFLOW_PRIORITY: 4,
	    BLOCK: 3
	  };

	  Bottleneck.BottleneckError = Bottleneck.prototype.BottleneckError = BottleneckError_1;

	  Bottleneck.Group = Bottleneck.prototype.Group = Group_1;

	  Bottleneck.RedisConnection = Bottleneck.prototype.RedisConnection = require$$2;

	  Bottleneck.IORedisConnection = Bottleneck.prototype.IORedisConnection = require$$3;

	  Bottleneck.Batcher = Bottleneck.prototype.Batcher = Batcher_1;

	  Bottleneck.prototype.jobDefaults = {
	    priority: DEFAULT_PRIORITY$1,
	    weight: 1,
	    expiration: null,
	    id: "<no-id>"
	  };

	  Bottleneck.prototype.storeDefaults = {
	    maxConcurrent: null,
	    minTime: 0,
	    highWater: null,
	    strategy: Bottleneck.prototype.strategy.LEAK,
	    penalty: null,
	    reservoir: null,
	    reservoirRefreshInterval: null,
	    reservoirRefreshAmount: null,
	    reservoirIncreaseInterval: null,
	    reservoirIncreaseAmount: null,
	    reservoirIncreaseMaximum: null
	  };

	  Bottleneck.prototype.localStoreDefaults = {
	    Promise: Promise,
	    timeout: null,
	    heartbeatInterval: 250
	  };

	  Bottleneck.prototype.redisStoreDefaults = {
	    Promise: Promise,
	    timeout: null,
	    heartbeatInterval: 5000,
	    clientTimeout: 10000,
	    Redis: null,
	    clientOptions: {},
	    clusterNodes: null,
	    clearDatastore: false,
	    connection: null
	  };

	  Bottleneck.prototype.instanceDefaults = {
	    datastore: "local",
	    connection: null,
	    id: "<no-id>",
	    rejectOnDrop: true,
	    trackDoneStatus: false,
	    Promise: Promise
	  };

	  Bottleneck.prototype.stopDefaults = {
	    enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
	    dropWaitingJobs: true,
	    dropErrorMessage: "This limiter has been stopped."
	  };

	  return Bottleneck;

	}).call(commonjsGlobal);

	var Bottleneck_1 = Bottleneck;

	var lib = Bottleneck_1;

	return lib;

})));


/***/ }),

/***/ 495:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"blacklist_client.lua":"local blacklist = ARGV[num_static_argv + 1]\\n\\nif redis.call(\'zscore\', client_last_seen_key, blacklist) then\\n  redis.call(\'zadd\', client_last_seen_key, 0, blacklist)\\nend\\n\\n\\nreturn {}\\n","check.lua":"local weight = tonumber(ARGV[num_static_argv + 1])\\n\\nlocal capacity = process_tick(now, false)[\'capacity\']\\nlocal nextRequest = tonumber(redis.call(\'hget\', settings_key, \'nextRequest\'))\\n\\nreturn conditions_check(capacity, weight) and nextRequest - now <= 0\\n","conditions_check.lua":"local conditions_check = function (capacity, weight)\\n  return capacity == nil or weight <= capacity\\nend\\n","current_reservoir.lua":"return process_tick(now, false)[\'reservoir\']\\n","done.lua":"process_tick(now, false)\\n\\nreturn tonumber(redis.call(\'hget\', settings_key, \'done\'))\\n","free.lua":"local index = ARGV[num_static_argv + 1]\\n\\nredis.call(\'zadd\', job_expirations_key, 0, index)\\n\\nreturn process_tick(now, false)[\'running\']\\n","get_time.lua":"redis.replicate_commands()\\n\\nlocal get_time = function ()\\n  local time = redis.call(\'time\')\\n\\n  return tonumber(time[1]..string.sub(time[2], 1, 3))\\nend\\n","group_check.lua":"return not (redis.call(\'exists\', settings_key) == 1)\\n","heartbeat.lua":"process_tick(now, true)\\n","increment_reservoir.lua":"local incr = tonumber(ARGV[num_static_argv + 1])\\n\\nredis.call(\'hincrby\', settings_key, \'reservoir\', incr)\\n\\nlocal reservoir = process_tick(now, true)[\'reservoir\']\\n\\nlocal groupTimeout = tonumber(redis.call(\'hget\', settings_key, \'groupTimeout\'))\\nrefresh_expiration(0, 0, groupTimeout)\\n\\nreturn reservoir\\n","init.lua":"local clear = tonumber(ARGV[num_static_argv + 1])\\nlocal limiter_version = ARGV[num_static_argv + 2]\\nlocal num_local_argv = num_static_argv + 2\\n\\nif clear == 1 then\\n  redis.call(\'del\', unpack(KEYS))\\nend\\n\\nif redis.call(\'exists\', settings_key) == 0 then\\n  -- Create\\n  local args = {\'hmset\', settings_key}\\n\\n  for i = num_local_argv + 1, #ARGV do\\n    table.insert(args, ARGV[i])\\n  end\\n\\n  redis.call(unpack(args))\\n  redis.call(\'hmset\', settings_key,\\n    \'nextRequest\', now,\\n    \'lastReservoirRefresh\', now,\\n    \'lastReservoirIncrease\', now,\\n    \'running\', 0,\\n    \'done\', 0,\\n    \'unblockTime\', 0,\\n    \'capacityPriorityCounter\', 0\\n  )\\n\\nelse\\n  -- Apply migrations\\n  local settings = redis.call(\'hmget\', settings_key,\\n    \'id\',\\n    \'version\'\\n  )\\n  local id = settings[1]\\n  local current_version = settings[2]\\n\\n  if current_version ~= limiter_version then\\n    local version_digits = {}\\n    for k, v in string.gmatch(current_version, \\"([^.]+)\\") do\\n      table.insert(version_digits, tonumber(k))\\n    end\\n\\n    -- 2.10.0\\n    if version_digits[2] < 10 then\\n      redis.call(\'hsetnx\', settings_key, \'reservoirRefreshInterval\', \'\')\\n      redis.call(\'hsetnx\', settings_key, \'reservoirRefreshAmount\', \'\')\\n      redis.call(\'hsetnx\', settings_key, \'lastReservoirRefresh\', \'\')\\n      redis.call(\'hsetnx\', settings_key, \'done\', 0)\\n      redis.call(\'hset\', settings_key, \'version\', \'2.10.0\')\\n    end\\n\\n    -- 2.11.1\\n    if version_digits[2] < 11 or (version_digits[2] == 11 and version_digits[3] < 1) then\\n      if redis.call(\'hstrlen\', settings_key, \'lastReservoirRefresh\') == 0 then\\n        redis.call(\'hmset\', settings_key,\\n          \'lastReservoirRefresh\', now,\\n          \'version\', \'2.11.1\'\\n        )\\n      end\\n    end\\n\\n    -- 2.14.0\\n    if version_digits[2] < 14 then\\n      local old_running_key = \'b_\'..id..\'_running\'\\n      local old_executing_key = \'b_\'..id..\'_executing\'\\n\\n      if redis.call(\'exists\', old_running_key) == 1 then\\n        redis.call(\'rename\', old_running_key, job_weights_key)\\n      end\\n      if redis.call(\'exists\', old_executing_key) == 1 then\\n        redis.call(\'rename\', old_executing_key, job_expirations_key)\\n      end\\n      redis.call(\'hset\', settings_key, \'version\', \'2.14.0\')\\n    end\\n\\n    -- 2.15.2\\n    if version_digits[2] < 15 or (version_digits[2] == 15 and version_digits[3] < 2) then\\n      redis.call(\'hsetnx\', settings_key, \'capacityPriorityCounter\', 0)\\n      redis.call(\'hset\', settings_key, \'version\', \'2.15.2\')\\n    end\\n\\n    -- 2.17.0\\n    if version_digits[2] < 17 then\\n      redis.call(\'hsetnx\', settings_key, \'clientTimeout\', 10000)\\n      redis.call(\'hset\', settings_key, \'version\', \'2.17.0\')\\n    end\\n\\n    -- 2.18.0\\n    if version_digits[2] < 18 then\\n      redis.call(\'hsetnx\', settings_key, \'reservoirIncreaseInterval\', \'\')\\n      redis.call(\'hsetnx\', settings_key, \'reservoirIncreaseAmount\', \'\')\\n      redis.call(\'hsetnx\', settings_key, \'reservoirIncreaseMaximum\', \'\')\\n      redis.call(\'hsetnx\', settings_key, \'lastReservoirIncrease\', now)\\n      redis.call(\'hset\', settings_key, \'version\', \'2.18.0\')\\n    end\\n\\n  end\\n\\n  process_tick(now, false)\\nend\\n\\nlocal groupTimeout = tonumber(redis.call(\'hget\', settings_key, \'groupTimeout\'))\\nrefresh_expiration(0, 0, groupTimeout)\\n\\nreturn {}\\n","process_tick.lua":"local process_tick = function (now, always_publish)\\n\\n  local compute_capacity = function (maxConcurrent, running, reservoir)\\n    if maxConcurrent ~= nil and reservoir ~= nil then\\n      return math.min((maxConcurrent - running), reservoir)\\n    elseif maxConcurrent ~= nil then\\n      return maxConcurrent - running\\n    elseif reservoir ~= nil then\\n      return reservoir\\n    else\\n      return nil\\n    end\\n  end\\n\\n  local settings = redis.call(\'hmget\', settings_key,\\n    \'id\',\\n    \'maxConcurrent\',\\n    \'running\',\\n    \'reservoir\',\\n    \'reservoirRefreshInterval\',\\n    \'reservoirRefreshAmount\',\\n    \'lastReservoirRefresh\',\\n    \'reservoirIncreaseInterval\',\\n    \'reservoirIncreaseAmount\',\\n    \'reservoirIncreaseMaximum\',\\n    \'lastReservoirIncrease\',\\n    \'capacityPriorityCounter\',\\n    \'clientTimeout\'\\n  )\\n  local id = settings[1]\\n  local maxConcurrent = tonumber(settings[2])\\n  local running = tonumber(settings[3])\\n  local reservoir = tonumber(settings[4])\\n  local reservoirRefreshInterval = tonumber(settings[5])\\n  local reservoirRefreshAmount = tonumber(settings[6])\\n  local lastReservoirRefresh = tonumber(settings[7])\\n  local reservoirIncreaseInterval = tonumber(settings[8])\\n  local reservoirIncreaseAmount = tonumber(settings[9])\\n  local reservoirIncreaseMaximum = tonumber(settings[10])\\n  local lastReservoirIncrease = tonumber(settings[11])\\n  local capacityPriorityCounter = tonumber(settings[12])\\n  local clientTimeout = tonumber(settings[13])\\n\\n  local initial_capacity = compute_capacity(maxConcurrent, running, reservoir)\\n\\n  --\\n  -- Process \'running\' changes\\n  --\\n  local expired = redis.call(\'zrangebyscore\', job_expirations_key, \'-inf\', \'(\'..now)\\n\\n  if #expired > 0 then\\n    redis.call(\'zremrangebyscore\', job_expirations_key, \'-inf\', \'(\'..now)\\n\\n    local flush_batch = function (batch, acc)\\n      local weights = redis.call(\'hmget\', job_weights_key, unpack(batch))\\n                      redis.call(\'hdel\',  job_weights_key, unpack(batch))\\n      local clients = redis.call(\'hmget\', job_clients_key, unpack(batch))\\n                      redis.call(\'hdel\',  job_clients_key, unpack(batch))\\n\\n      -- Calculate sum of removed weights\\n      for i = 1, #weights do\\n        acc[\'total\'] = acc[\'total\'] + (tonumber(weights[i]) or 0)\\n      end\\n\\n      -- Calculate sum of removed weights by client\\n      local client_weights = {}\\n      for i = 1, #clients do\\n        local removed = tonumber(weights[i]) or 0\\n        if removed > 0 then\\n          acc[\'client_weights\'][clients[i]] = (acc[\'client_weights\'][clients[i]] or 0) + removed\\n        end\\n      end\\n    end\\n\\n    local acc = {\\n      [\'total\'] = 0,\\n      [\'client_weights\'] = {}\\n    }\\n    local batch_size = 1000\\n\\n    -- Compute changes to Zsets and apply changes to Hashes\\n    for i = 1, #expired, batch_size do\\n      local batch = {}\\n      for j = i, math.min(i + batch_size - 1, #expired) do\\n        table.insert(batch, expired[j])\\n      end\\n\\n      flush_batch(batch, acc)\\n    end\\n\\n    -- Apply changes to Zsets\\n    if acc[\'total\'] > 0 then\\n      redis.call(\'hincrby\', settings_key, \'done\', acc[\'total\'])\\n      running = tonumber(redis.call(\'hincrby\', settings_key, \'running\', -acc[\'total\']))\\n    end\\n\\n    for client, weight in pairs(acc[\'client_weights\']) do\\n      redis.call(\'zincrby\', client_running_key, -weight, client)\\n    end\\n  end\\n\\n  --\\n  -- Process \'reservoir\' changes\\n  --\\n  local reservoirRefreshActive = reservoirRefreshInterval ~= nil and reservoirRefreshAmount ~= nil\\n  if reservoirRefreshActive and now >= lastReservoirRefresh + reservoirRefreshInterval then\\n    reservoir = reservoirRefreshAmount\\n    redis.call(\'hmset\', settings_key,\\n      \'reservoir\', reservoir,\\n      \'lastReservoirRefresh\', now\\n    )\\n  end\\n\\n  local reservoirIncreaseActive = reservoirIncreaseInterval ~= nil and reservoirIncreaseAmount ~= nil\\n  if reservoirIncreaseActive and now >= lastReservoirIncrease + reservoirIncreaseInterval then\\n    local num_intervals = math.floor((now - lastReservoirIncrease) / reservoirIncreaseInterval)\\n    local incr = reservoirIncreaseAmount * num_intervals\\n    if reservoirIncreaseMaximum ~= nil then\\n      incr = math.min(incr, reservoirIncreaseMaximum - (reservoir or 0))\\n    end\\n    if incr > 0 then\\n      reservoir = (reservoir or 0) + incr\\n    end\\n    redis.call(\'hmset\', settings_key,\\n      \'reservoir\', reservoir,\\n      \'lastReservoirIncrease\', lastReservoirIncrease + (num_intervals * reservoirIncreaseInterval)\\n    )\\n  end\\n\\n  --\\n  -- Clear unresponsive clients\\n  --\\n  local unresponsive = redis.call(\'zrangebyscore\', client_last_seen_key, \'-inf\', (now - clientTimeout))\\n  local unresponsive_lookup = {}\\n  local terminated_clients = {}\\n  for i = 1, #unresponsive do\\n    unresponsive_lookup[unresponsive[i]] = true\\n    if tonumber(redis.call(\'zscore\', client_running_key, unresponsive[i])) == 0 then\\n      table.insert(terminated_clients, unresponsive[i])\\n    end\\n  end\\n  if #terminated_clients > 0 then\\n    redis.call(\'zrem\', client_running_key,         unpack(terminated_clients))\\n    redis.call(\'hdel\', client_num_queued_key,      unpack(terminated_clients))\\n    redis.call(\'zrem\', client_last_registered_key, unpack(terminated_clients))\\n    redis.call(\'zrem\', client_last_seen_key,       unpack(terminated_clients))\\n  end\\n\\n  --\\n  -- Broadcast capacity changes\\n  --\\n  local final_capacity = compute_capacity(maxConcurrent, running, reservoir)\\n\\n  if always_publish or (initial_capacity ~= nil and final_capacity == nil) then\\n    -- always_publish or was not unlimited, now unlimited\\n    redis.call(\'publish\', \'b_\'..id, \'capacity:\'..(final_capacity or \'\'))\\n\\n  elseif initial_capacity ~= nil and final_capacity ~= nil and final_capacity > initial_capacity then\\n    -- capacity was increased\\n    -- send the capacity message to the limiter having the lowest number of running jobs\\n    -- the tiebreaker is the limiter having not registered a job in the longest time\\n\\n    local lowest_concurrency_value = nil\\n    local lowest_concurrency_clients = {}\\n    local lowest_concurrency_last_registered = {}\\n    local client_concurrencies = redis.call(\'zrange\', client_running_key, 0, -1, \'withscores\')\\n\\n    for i = 1, #client_concurrencies, 2 do\\n      local client = client_concurrencies[i]\\n      local concurrency = tonumber(client_concurrencies[i+1])\\n\\n      if (\\n        lowest_concurrency_value == nil or lowest_concurrency_value == concurrency\\n      ) and (\\n        not unresponsive_lookup[client]\\n      ) and (\\n        tonumber(redis.call(\'hget\', client_num_queued_key, client)) > 0\\n      ) then\\n        lowest_concurrency_value = concurrency\\n        table.insert(lowest_concurrency_clients, client)\\n        local last_registered = tonumber(redis.call(\'zscore\', client_last_registered_key, client))\\n        table.insert(lowest_concurrency_last_registered, last_registered)\\n      end\\n    end\\n\\n    if #lowest_concurrency_clients > 0 then\\n      local position = 1\\n      local earliest = lowest_concurrency_last_registered[1]\\n\\n      for i,v in ipairs(lowest_concurrency_last_registered) do\\n        if v < earliest then\\n          position = i\\n          earliest = v\\n        end\\n      end\\n\\n      local next_client = lowest_concurrency_clients[position]\\n      redis.call(\'publish\', \'b_\'..id,\\n        \'capacity-priority:\'..(final_capacity or \'\')..\\n        \':\'..next_client..\\n        \':\'..capacityPriorityCounter\\n      )\\n      redis.call(\'hincrby\', settings_key, \'capacityPriorityCounter\', \'1\')\\n    else\\n      redis.call(\'publish\', \'b_\'..id, \'capacity:\'..(final_capacity or \'\'))\\n    end\\n  end\\n\\n  return {\\n    [\'capacity\'] = final_capacity,\\n    [\'running\'] = running,\\n    [\'reservoir\'] = reservoir\\n  }\\nend\\n","queued.lua":"local clientTimeout = tonumber(redis.call(\'hget\', settings_key, \'clientTimeout\'))\\nlocal valid_clients = redis.call(\'zrangebyscore\', client_last_seen_key, (now - clientTimeout), \'inf\')\\nlocal client_queued = redis.call(\'hmget\', client_num_queued_key, unpack(valid_clients))\\n\\nlocal sum = 0\\nfor i = 1, #client_queued do\\n  sum = sum + tonumber(client_queued[i])\\nend\\n\\nreturn sum\\n","refresh_expiration.lua":"local refresh_expiration = function (now, nextRequest, groupTimeout)\\n\\n  if groupTimeout ~= nil then\\n    local ttl = (nextRequest + groupTimeout) - now\\n\\n    for i = 1, #KEYS do\\n      redis.call(\'pexpire\', KEYS[i], ttl)\\n    end\\n  end\\n\\nend\\n","refs.lua":"local settings_key = KEYS[1]\\nlocal job_weights_key = KEYS[2]\\nlocal job_expirations_key = KEYS[3]\\nlocal job_clients_key = KEYS[4]\\nlocal client_running_key = KEYS[5]\\nlocal client_num_queued_key = KEYS[6]\\nlocal client_last_registered_key = KEYS[7]\\nlocal client_last_seen_key = KEYS[8]\\n\\nlocal now = tonumber(ARGV[1])\\nlocal client = ARGV[2]\\n\\nlocal num_static_argv = 2\\n","register.lua":"local index = ARGV[num_static_argv + 1]\\nlocal weight = tonumber(ARGV[num_static_argv + 2])\\nlocal expiration = tonumber(ARGV[num_static_argv + 3])\\n\\nlocal state = process_tick(now, false)\\nlocal capacity = state[\'capacity\']\\nlocal reservoir = state[\'reservoir\']\\n\\nlocal settings = redis.call(\'hmget\', settings_key,\\n  \'nextRequest\',\\n  \'minTime\',\\n  \'groupTimeout\'\\n)\\nlocal nextRequest = tonumber(settings[1])\\nlocal minTime = tonumber(settings[2])\\nlocal groupTimeout = tonumber(settings[3])\\n\\nif conditions_check(capacity, weight) then\\n\\n  redis.call(\'hincrby\', settings_key, \'running\', weight)\\n  redis.call(\'hset\', job_weights_key, index, weight)\\n  if expiration ~= nil then\\n    redis.call(\'zadd\', job_expirations_key, now + expiration, index)\\n  end\\n  redis.call(\'hset\', job_clients_key, index, client)\\n  redis.call(\'zincrby\', client_running_key, weight, client)\\n  redis.call(\'hincrby\', client_num_queued_key, client, -1)\\n  redis.call(\'zadd\', client_last_registered_key, now, client)\\n\\n  local wait = math.max(nextRequest - now, 0)\\n  local newNextRequest = now + wait + minTime\\n\\n  if reservoir == nil then\\n    redis.call(\'hset\', settings_key,\\n      \'nextRequest\', newNextRequest\\n    )\\n  else\\n    reservoir = reservoir - weight\\n    redis.call(\'hmset\', settings_key,\\n      \'reservoir\', reservoir,\\n      \'nextRequest\', newNextRequest\\n    )\\n  end\\n\\n  refresh_expiration(now, newNextRequest, groupTimeout)\\n\\n  return {true, wait, reservoir}\\n\\nelse\\n  return {false}\\nend\\n","register_client.lua":"local queued = tonumber(ARGV[num_static_argv + 1])\\n\\n-- Could have been re-registered concurrently\\nif not redis.call(\'zscore\', client_last_seen_key, client) then\\n  redis.call(\'zadd\', client_running_key, 0, client)\\n  redis.call(\'hset\', client_num_queued_key, client, queued)\\n  redis.call(\'zadd\', client_last_registered_key, 0, client)\\nend\\n\\nredis.call(\'zadd\', client_last_seen_key, now, client)\\n\\nreturn {}\\n","running.lua":"return process_tick(now, false)[\'running\']\\n","submit.lua":"local queueLength = tonumber(ARGV[num_static_argv + 1])\\nlocal weight = tonumber(ARGV[num_static_argv + 2])\\n\\nlocal capacity = process_tick(now, false)[\'capacity\']\\n\\nlocal settings = redis.call(\'hmget\', settings_key,\\n  \'id\',\\n  \'maxConcurrent\',\\n  \'highWater\',\\n  \'nextRequest\',\\n  \'strategy\',\\n  \'unblockTime\',\\n  \'penalty\',\\n  \'minTime\',\\n  \'groupTimeout\'\\n)\\nlocal id = settings[1]\\nlocal maxConcurrent = tonumber(settings[2])\\nlocal highWater = tonumber(settings[3])\\nlocal nextRequest = tonumber(settings[4])\\nlocal strategy = tonumber(settings[5])\\nlocal unblockTime = tonumber(settings[6])\\nlocal penalty = tonumber(settings[7])\\nlocal minTime = tonumber(settings[8])\\nlocal groupTimeout = tonumber(settings[9])\\n\\nif maxConcurrent ~= nil and weight > maxConcurrent then\\n  return redis.error_reply(\'OVERWEIGHT:\'..weight..\':\'..maxConcurrent)\\nend\\n\\nlocal reachedHWM = (highWater ~= nil and queueLength == highWater\\n  and not (\\n    conditions_check(capacity, weight)\\n    and nextRequest - now <= 0\\n  )\\n)\\n\\nlocal blocked = strategy == 3 and (reachedHWM or unblockTime >= now)\\n\\nif blocked then\\n  local computedPenalty = penalty\\n  if computedPenalty == nil then\\n    if minTime == 0 then\\n      computedPenalty = 5000\\n    else\\n      computedPenalty = 15 * minTime\\n    end\\n  end\\n\\n  local newNextRequest = now + computedPenalty + minTime\\n\\n  redis.call(\'hmset\', settings_key,\\n    \'unblockTime\', now + computedPenalty,\\n    \'nextRequest\', newNextRequest\\n  )\\n\\n  local clients_queued_reset = redis.call(\'hkeys\', client_num_queued_key)\\n  local queued_reset = {}\\n  for i = 1, #clients_queued_reset do\\n    table.insert(queued_reset, clients_queued_reset[i])\\n    table.insert(queued_reset, 0)\\n  end\\n  redis.call(\'hmset\', client_num_queued_key, unpack(queued_reset))\\n\\n  redis.call(\'publish\', \'b_\'..id, \'blocked:\')\\n\\n  refresh_expiration(now, newNextRequest, groupTimeout)\\nend\\n\\nif not blocked and not reachedHWM then\\n  redis.call(\'hincrby\', client_num_queued_key, client, 1)\\nend\\n\\nreturn {reachedHWM, blocked, strategy}\\n","update_settings.lua":"local args = {\'hmset\', settings_key}\\n\\nfor i = num_static_argv + 1, #ARGV do\\n  table.insert(args, ARGV[i])\\nend\\n\\nredis.call(unpack(args))\\n\\nprocess_tick(now, true)\\n\\nlocal groupTimeout = tonumber(redis.call(\'hget\', settings_key, \'groupTimeout\'))\\nrefresh_expiration(0, 0, groupTimeout)\\n\\nreturn {}\\n","validate_client.lua":"if not redis.call(\'zscore\', client_last_seen_key, client) then\\n  return redis.error_reply(\'UNKNOWN_CLIENT\')\\nend\\n\\nredis.call(\'zadd\', client_last_seen_key, now, client)\\n","validate_keys.lua":"if not (redis.call(\'exists\', settings_key) == 1) then\\n  return redis.error_reply(\'SETTINGS_KEY_NOT_FOUND\')\\nend\\n"}');

/***/ }),

/***/ 349:
/***/ ((module) => {

module.exports = {"r":"2.19.5"};

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
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/secret-patterns.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/key-blocks.js

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
function key_blocks_frame(line) {
    const lead = LEAD.exec(line)?.[1] ?? '';
    return { lead, core: stripTrail(line.slice(lead.length)) };
}
function classify(line) {
    const marker = ONE_MARKER.exec(line);
    if (marker)
        return marker[1] === 'END' ? 'end' : 'other';
    const { core } = key_blocks_frame(line);
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
    const { lead } = key_blocks_frame(line);
    return `${lead}${REDACTED}`;
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
            out += `${line.slice(last, at)}${REDACTED}`;
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
            open = k === markers.length - 1 && key_blocks_frame(line.slice(tailEnd)).core === '';
            continue;
        }
        // A lone END: its marker says nothing secret but is kept out like the rest of a block.
        out += `${line.slice(last, at)}${REDACTED}`;
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
            lines[i] = lines[i].replace(HEADER_NOTE, REDACTED);
            const endLine = lines[j];
            const m = ONE_MARKER.exec(endLine);
            const at = m?.index ?? 0;
            lines[j] = `${key_blocks_frame(endLine).lead.slice(0, at)}${REDACTED}${endLine.slice(at + (m?.[0].length ?? 0))}`;
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
            const n = key_blocks_frame(lines[k]).core.length;
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
        const kind = line.includes(REDACTED) ? 'other' : classify(line);
        if (kind === 'body' || (run.length > 0 && (kind === 'plain' || kind === 'short' || kind === 'checksum')))
            run.push(k);
        else
            flush(kind === 'end' || (line.includes(REDACTED) && run.length > 0 && /^\s*(?:\d{1,7}[|:\t]\s?)?\s*\[REDACTED\]/.test(line)));
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
class redact_Redactor {
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
        let out = redactKeyText(text).text;
        for (const value of this.exact) {
            if (out.includes(value))
                out = out.split(value).join(REDACTED);
            // The same value URL-encoded (a token in a query string or form body).
            const encoded = encodeURIComponent(value);
            if (encoded !== value && out.includes(encoded))
                out = out.split(encoded).join(REDACTED);
        }
        return this.fragments.redactPieces(redactPatterns(this.fragments.redactBroken(out, REDACTED)), REDACTED);
    }
    /** One line that is part of a larger text whose key blocks were handled already. */
    redactLine(line) {
        let out = line;
        for (const value of this.exact) {
            if (out.includes(value))
                out = out.split(value).join(REDACTED);
        }
        return this.fragments.redactPieces(redactPatterns(this.fragments.redactBroken(out, REDACTED)), REDACTED);
    }
}
/** Pattern-only redaction for code that has no run-time secrets registered. */
function redactSecrets(text) {
    return defaultRedactor.redact(text);
}
const defaultRedactor = new redact_Redactor();

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
    constructor(write, redactor = new redact_Redactor(), base = {}) {
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
    constructor(redactor = new redact_Redactor(), base = {}) {
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/run-secrets.js


/**
 * The run's secrets as a plugin process holds them. Token families are redacted by shape, but
 * many providers' keys have none a pattern could know (Groq's `gsk_`, xAI's `xai-`, Mistral's
 * bare 32 characters, a gateway's own keys): only the value itself masks those. The runner
 * names the variable that carries it in the run config; its value is read from this process's
 * own environment, where the runner put it.
 */
function addRunSecrets(redactor, config, env = process.env) {
    if (config.providerKeyEnv)
        redactor.add(env[config.providerKeyEnv]);
    return redactor;
}
/** A fresh redactor holding the run's secrets. */
function runRedactor(config, env = process.env) {
    return addRunSecrets(new Redactor(), config, env);
}
/**
 * A plugin's logger: logfmt lines to stderr, where OpenCode prints them, redacted like the
 * runner's: by shape from the start, and with the run's provider key once the run config is read
 * (`withRunSecrets`, applied to every config the plugin reads). Only the plugins that hold the
 * GitHub token (publish_review, the replay publisher) add it to their redactor themselves; no other
 * plugin, and nothing in the reviewer process, ever reads the token, even to redact it.
 */
function pluginLogger(write = (line) => void process.stderr.write(`${line}\n`), env = process.env) {
    const redactor = new redact_Redactor();
    return {
        logger: new LogfmtLogger(write, redactor),
        redactor,
        withRunSecrets: (config) => {
            addRunSecrets(redactor, config, env);
            return config;
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/replay.js


/**
 * Files the runner and the replay publisher (plugins/replay-publish.ts)
 * exchange in the private directory, and the publisher's typed result.
 */
const REPLAY_FILES = {
    payload: 'replay-payload.json',
    result: 'replay-result.json',
};
const replayResultSchema = discriminatedUnion('ok', [
    object({ ok: literal(true) }),
    object({ ok: literal(false), failureClass: schemas_enum(FAILURE_CLASSES), message: schemas_string() }),
]);

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/review-index.js

/**
 * review-index.json: the map of the staged review that every agent reads first.
 * Everything in it was decided by the trusted runner; text fields that came
 * from the PR are sanitised before they are written.
 */
const riskLevelSchema = schemas_enum(['high', 'medium', 'low']);
// A line past a cut: its number and lineKey (fingerprint.ts), at most about 256 characters, never the line.
const cutLineSchema = object({ line: schemas_number().int().positive(), key: schemas_string().max(300) }).strict();
const indexedFileSchema = object({
    path: schemas_string(),
    previousPath: schemas_string().optional(),
    status: schemas_enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
    additions: schemas_number().int(),
    deletions: schemas_number().int(),
    risk: riskLevelSchema,
    riskReasons: array(schemas_string()),
    /** Name of the staged patch inside patches/ (reversible encoding of path). */
    patchFile: schemas_string(),
    patchBytes: schemas_number().int(),
    /** GitHub's patch held hidden characters, which the staged patch shows as `\uXXXX` text. */
    hiddenShown: literal(true).optional(),
    /**
     * Per side and line number, where the staged line's `\uXXXX` texts came from (`H` a hidden
     * character, `L` the code's own six characters; escapeOrigins), for lines with a hidden one:
     * finding ids tell a bidi control from its escape written as code (fingerprint.ts).
     */
    hiddenLines: object({ RIGHT: record(schemas_string(), schemas_string()).optional(), LEFT: record(schemas_string(), schemas_string()).optional() })
        .strict()
        .optional(),
    /**
     * A patch cut inside a hunk: per side, the first non-blank line GitHub's patch has below the last
     * line kept (number, lineKey as staged), the lower neighbour finding ids hash (fingerprint.ts).
     */
    cutAfter: object({
        RIGHT: cutLineSchema.optional(),
        LEFT: cutLineSchema.optional(),
        /** Per side, the line a cut inside a line shows only the start of, with the lineKey of GitHub's whole text as staged. */
        shortened: object({ RIGHT: cutLineSchema.optional(), LEFT: cutLineSchema.optional() }).strict().optional(),
    })
        .strict()
        .optional(),
    truncated: schemas_boolean(),
    specialists: array(schemas_string()),
});
const exclusionSchema = object({
    path: schemas_string(),
    reason: schemas_string(),
    rule: schemas_string(),
});
const capSchema = object({
    cap: schemas_string(),
    limit: schemas_number(),
    detail: schemas_string(),
});
const review_index_reviewIndexSchema = object({
    version: literal(1),
    pr: object({
        owner: schemas_string(),
        repo: schemas_string(),
        number: schemas_number().int(),
        title: schemas_string(),
        author: schemas_string(),
        baseRef: schemas_string(),
        headRef: schemas_string(),
        headSha: schemas_string(),
        baseSha: schemas_string(),
        changedFiles: schemas_number().int(),
    }),
    files: array(indexedFileSchema),
    exclusions: array(exclusionSchema),
    caps: array(capSchema),
    specialists: array(object({ name: schemas_string(), reasons: array(schemas_string()), patches: array(schemas_string()) })),
});

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/diff/diff-lines.js
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
function diff_lines_sideLines(patch, side) {
    return parseHunks(patch).map((hunk) => (side === 'RIGHT' ? hunk.right : hunk.left));
}
/** Builds the commentable-line map of one file's patch. An undefined or empty patch has no lines. */
function diff_lines_buildLineMap(patch) {
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/redact-patch.js


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
const patternsOnly = new redact_Redactor();
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
    const keys = redactKeyLines(contents.map((c, i) => (isStructural(raw[i]) ? '@@' : c)));
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/visible-escapes.js
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
function visible_escapes_quoteVisible(value) {
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/fingerprint.js






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
const fingerprint_patternsOnly = new redact_Redactor();
function normaliseLine(text) {
    return fingerprint_patternsOnly.redact(text).replace(/\s+/g, ' ').trim();
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
    return n.length <= KEPT_IN_MATERIAL ? n : `#sha256:${(0,external_node_crypto_namespaceObject.createHash)('sha256').update(n, 'utf8').digest('hex')}`;
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
    const text = redactPatch(showHiddenInPatch(patch)).text;
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
        const last = sideLines(bounded, side).at(-1)?.at(-1);
        if (!last)
            continue;
        const hunk = sideLines(redactedPatch(raw), side).find((h) => h.some((l) => l.line === last.line)) ?? [];
        const next = hunk.slice(hunk.findIndex((l) => l.line === last.line) + 1).find((l) => normaliseLine(l.text) !== '');
        if (next)
            out[side] = { line: next.line, text: next.text };
    }
    const short = cutShortLines(bounded);
    for (const side of ['RIGHT', 'LEFT']) {
        const whole = short[side] === undefined
            ? undefined
            : sideLines(redactedPatch(raw), side)
                .flat()
                .find((l) => l.line === short[side]);
        if (whole)
            (out.shortened ??= {})[side] = { line: whole.line, text: whole.text };
    }
    return out.RIGHT || out.LEFT || out.shortened ? out : undefined;
}
/** A raw patch's hidden lines; undefined when it holds no hidden character (a staged patch holds none). */
function hiddenLinesOf(patch) {
    if (!patch || showHiddenInPatch(patch) === patch)
        return undefined;
    const out = {};
    for (const side of ['RIGHT', 'LEFT'])
        for (const hunk of diff_lines_sideLines(patch, side))
            for (const { line, text } of hunk) {
                const origins = escapeOrigins(text);
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
    const hunks = diff_lines_sideLines(redactedPatch(patch), ref.side ?? 'RIGHT');
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
    return `hm2-${(0,external_node_crypto_namespaceObject.createHash)('sha256').update(material, 'utf8').digest('hex').slice(0, 16)}`;
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
    return `hm2-${(0,external_node_crypto_namespaceObject.createHash)('sha256').update(material, 'utf8').digest('hex').slice(0, 16)}`;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/specialists.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/review-payload.js



/**
 * The review payload: the single source of truth for what the editor submits.
 * It generates the publish/record tool parameters, validates what they receive
 * and types every sink (GitHub review, job summary, annotations, JSON file).
 * Finding ids are computed here, by trusted code, never by a model.
 */
/** The severity scale, most severe first (the order the job summary counts and sorts in); the one list of it. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
const severitySchema = schemas_enum(SEVERITIES);
const categorySchema = schemas_enum(FINDING_CATEGORIES);
/** A finding's certainty, from 0 (a guess) to 1 (proven). */
const confidenceSchema = schemas_number().min(0).max(1);
/**
 * The verifier's verdict on one finding (PR Sentinel's vocabulary):
 * confirmed, refuted, inconclusive (cannot be decided from the evidence) or
 * not-applicable (a static finding verification does not speak to).
 */
const VERDICTS = ['confirmed', 'refuted', 'inconclusive', 'not-applicable'];
const verdictSchema = schemas_enum(VERDICTS);
/** Where trusted routing sends a finding: an inline comment, a human's look (body section + label), or the dropped count. */
const ROUTES = ['inline', 'escalate', 'drop'];
const routeSchema = schemas_enum(ROUTES);
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
const findingSchema = object({
    path: schemas_string().min(1).max(4096).describe('Changed file path exactly as listed in review-index.json'),
    line: schemas_number().int().positive().describe('Line in the file on the given side that the finding anchors to'),
    start_line: schemas_number().int().positive().optional().describe('First line of a multi-line range, in the same hunk'),
    side: schemas_enum(['RIGHT', 'LEFT']).optional().describe('RIGHT (new code, default) or LEFT (removed code)'),
    severity: severitySchema,
    category: categorySchema,
    title: visible(schemas_string().min(3).max(200)),
    body: visible(schemas_string().min(1).max(8000)).describe('What is wrong, why it matters, how to fix it'),
    evidence: visible(schemas_string().min(1).max(4000)).describe('The changed code or fact that proves the finding'),
    suggestion: schemas_string().max(4000).optional().describe('Replacement code for the anchored lines'),
    confidence: confidenceSchema.optional().describe('How sure the reviewer is that the finding is real, from 0 to 1'),
})
    .strict();
/**
 * What trusted code adds to every finding: the specialist's confidence, the
 * verifier's verdict, the confidence after it, and the route. Models never
 * write these; sinks (review, job summary, findings file) show them.
 */
const assessmentSchema = object({
    confidence: confidenceSchema,
    verdict: verdictSchema,
    confidence_after: confidenceSchema,
    route: routeSchema,
    route_reason: schemas_string(),
})
    .strict();
const dispositionSchema = object({
    finding_id: schemas_string()
        .regex(new RegExp(`^${FINDING_ID_PATTERN}$`))
        .describe('Id of an earlier Harbourmaster finding, from review-discussion.txt'),
    status: schemas_enum(['fixed', 'still-present', 'no-longer-applies']),
    note: visible(schemas_string().min(1).max(2000)),
})
    .strict();
const reviewPayloadSchema = object({
    summary: visible(schemas_string().min(1).max(20000)).describe('One coherent review summary in Markdown'),
    findings: array(findingSchema).max(200),
    dispositions: array(dispositionSchema).max(500).default([]),
})
    .strict();
/**
 * A finding's trusted id: its fingerprint (path, side, category, normalised
 * anchor content with its neighbours; see fingerprint.ts) from the file's
 * patch (GitHub's, or the staged one with its hidden lines). Models never compute it.
 */
function findingId(finding, patch) {
    return findingFingerprint(finding, patch);
}
const SEVERITY_RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };
function review_payload_atOrAbove(severity, threshold) {
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/run-config.js



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
const modelRefSchema = object({
    providerID: schemas_string(),
    modelID: schemas_string(),
});
/** Routing as the runner resolved it (action inputs over .github/harbourmaster.yml over defaults). */
const routingConfigSchema = object({
    autoComment: confidenceSchema,
    escalate: confidenceSchema,
    factors: object({ confirm: confidenceSchema, inconclusive: confidenceSchema, refute: confidenceSchema }),
    alwaysEscalate: array(categorySchema),
    /** Label added to the pull request when a finding is escalated (comment and blocking modes). */
    label: schemas_string().min(1).max(50).optional(),
    /** Trusted handles named in the "needs a human look" section. */
    mentions: array(schemas_string()),
});
/** What the reviewer team could not do: its status, a budget stop, and each agent that failed. */
const teamAccountSchema = object({
    status: schemas_enum(['ok', 'partial', 'budget-exceeded', 'failed']),
    budgetExceeded: schemas_boolean(),
    errors: array(object({ agent: schemas_string(), error: schemas_string(), failureClass: schemas_enum(FAILURE_CLASSES).optional() })),
    /** Findings the specialists reported that failed the finding schema (an account recorded before this field has none). */
    invalid: schemas_number().int().optional(),
    /** Valid findings on lines outside the hunks, or files not assigned, to the specialist that reported them. */
    outOfScope: schemas_number().int().optional(),
});
const runConfigSchema = object({
    version: literal(1),
    runId: schemas_string(),
    mode: schemas_enum(['comment', 'silent', 'check-only', 'blocking']),
    repository: object({ owner: schemas_string(), repo: schemas_string() }),
    pullNumber: schemas_number().int(),
    headSha: schemas_string().regex(/^[0-9a-f]{40}$/),
    marker: schemas_string(),
    apiUrl: schemas_string(),
    /** Paths a publication may anchor to: the reviewable changed files. */
    allowlist: array(schemas_string()),
    maxComments: schemas_number().int(),
    expectedBotLogin: schemas_string(),
    /** Absolute, canonical directories. */
    stageDir: schemas_string(),
    checkoutDir: schemas_string().optional(),
    privateDir: schemas_string(),
    /** Present for comment and blocking modes only. */
    tokenFile: schemas_string().optional(),
    /**
     * The name (never the value) of the variable that carries the provider key in both OpenCode
     * processes' environment: the plugins register its value with their redactors, so a key of
     * any shape is masked in tool results and in what publish_review posts or record_review records.
     */
    providerKeyEnv: schemas_string()
        .regex(/^[A-Z][A-Z0-9_]*$/)
        .optional(),
    /** Specialists and the patches assigned to each. */
    specialists: array(object({
        name: schemas_string(),
        patches: array(schemas_string()),
        /** Its agent reads the checkout (code-quality): it keeps its tools even when its patches all fit inline. */
        readsCheckout: schemas_boolean().optional(),
        /**
         * Repository guidance from the base commit for these patches, already fenced and labelled
         * by the runner: trusted text that spawn_reviewers sends as the session's system prompt.
         */
        guidance: schemas_string().optional(),
    })),
    /**
     * Repository guidance from the base commit for every file the verifier may judge, fenced and
     * labelled by the runner: trusted text spawn_reviewers sends as the verifier session's system
     * prompt, as it sends each specialist's.
     */
    verifierGuidance: schemas_string().optional(),
    /** Absent in configs written before routing existed: defaults apply. */
    routing: routingConfigSchema.optional(),
    /** Trusted notes for the review body (e.g. configuration files the PR edits, not applied). */
    reviewNotes: array(schemas_string()).optional(),
    /** A replay's recorded team: its review is as incomplete as the recording run's, body notes and coverage marker alike. */
    recordedTeam: teamAccountSchema.optional(),
    models: array(modelRefSchema).min(1),
    /** How the reviewer process is started: its trusted config dir and allowlisted env. */
    reviewer: object({
        opencodeBin: schemas_string(),
        configHome: schemas_string(),
        env: record(schemas_string(), schemas_string()),
        startTimeoutMs: schemas_number().int(),
        /**
         * The reviewer server the runner starts once the editor has warmed up:
         * its address and basic-auth header (a secret of the same standing as
         * the provider key) arrive in this private file when it listens
         * (core/opencode/reviewer-address.ts); spawn_reviewers waits for it and
         * attaches, and never starts a reviewer of its own. Absent: the plugin
         * starts the reviewer itself (launcher.ts, prewarm.ts).
         */
        serverFile: schemas_string().optional(),
    }),
    /**
     * The runner ends the editor session itself once a valid publication (or
     * record) receipt exists; the final tool then waits for that end instead of
     * handing the model a closing turn.
     */
    endOnReceipt: schemas_boolean().optional(),
    /**
     * Comment mode without review-same-commit: publish_review posts nothing when another run
     * proved a review on this head after this run's gate (two runs on one commit at once, in a
     * workflow without a concurrency group), and writes the skip receipt instead.
     */
    oneReviewPerCommit: schemas_boolean().optional(),
    tokenBudget: schemas_number().int(),
    timeoutMs: schemas_number().int(),
    /**
     * The findings ledger's decisions the plugins act on: earlier findings the
     * verifier re-checks (their text is in <stage>/earlier-findings.json), and
     * fingerprints never to post again (open threads, threads a human resolved,
     * upheld objections) with the anchors of the open ones.
     */
    ledger: object({
        recheck: array(object({ id: schemas_string(), kind: schemas_enum(['reverify', 'dispute']), anchorChanged: schemas_boolean() })),
        known: array(schemas_string()),
        anchors: array(object({
            id: schemas_string(),
            path: schemas_string(),
            side: schemas_enum(['LEFT', 'RIGHT']),
            category: schemas_string().optional(),
            line: schemas_number().int().optional(),
            /** From the thread's severity badge: a more severe finding near it is a new one, not the thread again. */
            severity: severitySchema.optional(),
        })),
        /** The runner's sentence on what this push reviewed (delta or full, and why), put in the review body. */
        scope: schemas_string().optional(),
        /**
         * Ids of the earlier findings a disposition may name: threads of ours (the expected login,
         * this instance, a marker as we posted it) on this pull request, not closed by a person.
         * A disposition naming another id is refused, and left out with a note on the last attempt.
         */
        earlier: array(schemas_string()).optional(),
        /**
         * Findings the delta base listed only in its body, on files this push leaves alone
         * (src/context/open-in-body.ts): publish_review lists them again under "Still open from
         * earlier reviews", so the push after this one still finds them. Read from our own proven
         * review; the title is rendered by publish_review's sanitiser and never shown to an agent.
         */
        inBody: array(object({
            id: schemas_string(),
            path: schemas_string(),
            side: schemas_enum(['LEFT', 'RIGHT']),
            line: schemas_number().int(),
            startLine: schemas_number().int().optional(),
            severity: severitySchema,
            category: categorySchema,
            title: schemas_string().max(1_000),
            since: schemas_string(),
            /** Why this push left out its file, changed since (open-in-body.ts): the body says it was not checked again. */
            leftOutBy: schemas_string().max(1_000).optional(),
            /** With leftOutBy on a full review (a force-push): whether the file changed is not known, and the body says so. */
            changeUnknown: schemas_boolean().optional(),
            /** A gating run's blocking-severity it is at or above: it blocks the pull request, and the body says so and what clears it. */
            blocksAt: severitySchema.optional(),
        }))
            .optional(),
    })
        .optional(),
});
/** Private receipts written by plugins; names inside privateDir. */
const run_config_RECEIPT_FILES = {
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
const run_config_publicationFailureSchema = object({
    version: literal(1),
    runId: schemas_string(),
    failureClass: schemas_enum(['configuration', 'github', 'policy']),
    message: schemas_string(),
    /**
     * A POST GitHub answered with a 5xx (`status`) whose review no look found: GitHub may hold it and
     * list it late, so the runner looks for it as long as for a receipt's review before saying none is there.
     */
    unconfirmed: object({
        status: schemas_number().int(),
        /**
         * The SHA-256 of every body the run POSTed (core/publication/sent-body.ts), when all of them went
         * through this session: a review carrying the marker whose body as posted is none of them is
         * another job's of the same workflow run, never named as this run's.
         */
        sent: array(schemas_string().regex(/^[0-9a-f]{64}$/))
            .max(50)
            .optional(),
    })
        .optional(),
});
const publicationSkipSchema = object({
    version: literal(1),
    runId: schemas_string(),
    /** The other run's proven review on this head. */
    reviewId: schemas_number().int().positive(),
    reason: schemas_string(),
});
/**
 * The team's findings with trusted confidence, verdict and route, written by
 * spawn_reviewers and read by publish_review/record_review: routing numbers
 * come from here, never from what the editor model submits.
 */
const assessedFindingSchema = findingSchema.extend(assessmentSchema.shape).extend({
    id: schemas_string(),
    reason: schemas_string(),
    specialists: array(schemas_string()),
});
const assessmentsReceiptSchema = object({
    version: literal(1),
    runId: schemas_string(),
    findings: array(assessedFindingSchema),
});
const executionReceiptSchema = object({
    version: literal(1),
    runId: schemas_string(),
    startedAt: schemas_string(),
    finishedAt: schemas_string(),
    sessions: array(object({
        agent: schemas_string(),
        sessionId: schemas_string(),
        startedAt: schemas_number(),
        finishedAt: schemas_number(),
        modelCalls: schemas_number().int(),
        tokensIn: schemas_number().int(),
        tokensOut: schemas_number().int(),
        error: schemas_string().optional(),
    })),
    modelCalls: schemas_number().int(),
    /** Model calls the provider answered without reporting usage (events-usage.ts). */
    unmeteredCalls: schemas_number().int().optional(),
    tokensIn: schemas_number().int(),
    tokensOut: schemas_number().int(),
    candidates: schemas_number().int(),
    verdicts: object({ confirmed: schemas_number().int(), refuted: schemas_number().int(), inconclusive: schemas_number().int(), 'not-applicable': schemas_number().int() }),
    /** What the runner reports beyond counts: a partial or budget-stopped team, dropped and overflowed work. */
    extra: teamAccountSchema
        .extend({
        invalid: schemas_number().int(),
        outOfScope: schemas_number().int(),
        duplicates: schemas_number().int(),
        returned: schemas_number().int(),
        overflowPatches: array(schemas_string()),
        /** The verifier's verdicts on re-checked earlier findings (absent: none asked, or no answer). */
        earlier: array(object({ id: schemas_string(), verdict: schemas_enum(['fixed', 'still-present', 'upheld']), reason: schemas_string(), rule: schemas_string().optional() }))
            .optional(),
        /** Candidates dropped because their fingerprint (or anchor) matches a known earlier finding. */
        known: schemas_number().int().optional(),
    })
        .optional(),
});
const run_config_publicationReceiptSchema = object({
    version: literal(1),
    runId: schemas_string(),
    reviewId: schemas_number().int(),
    headSha: schemas_string(),
    marker: schemas_string(),
    inlineComments: schemas_number().int(),
    bodyFindings: schemas_number().int(),
    attempts: schemas_number().int(),
    /** Findings escalated for a human look and dropped below the floor; the escalation label's fate. */
    escalated: schemas_number().int().optional(),
    dropped: schemas_number().int().optional(),
    label: schemas_enum(['added', 'present', 'not-needed', 'failed']).optional(),
    /** Why the label failed, when GitHub answered: its HTTP status and the permissions it said it accepts. */
    labelRefusal: object({ status: schemas_number().int(), accepted: schemas_string().max(200).optional(), rateLimited: schemas_boolean().optional() }).optional(),
});

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/test-evidence.js

/**
 * test-evidence.json: what the trusted runner learned from the team's test
 * results (JUnit XML from CI, or the sandboxed test command), mapped to the
 * changed files it is evidence for. It lives in the stage: test names and
 * failure texts come from pull-request code, so they are untrusted, bounded
 * and redacted quoted data. The verdict rules (src/policy/test-verdict.ts)
 * read the statuses; the verifier reads the excerpts.
 */
const test_evidence_TEST_EVIDENCE_FILE = 'test-evidence.json';
/** `flaky`: reported more than once (a runner's retries), failing and passing: neither evidence for nor against a finding. */
const testStatusSchema = schemas_enum(['passed', 'failed', 'skipped', 'flaky']);
const testCaseEvidenceSchema = object({
    /** Stable, human-readable id: `<test file or suite> > <test name>`. */
    id: schemas_string().max(600),
    status: testStatusSchema,
    /** The first lines of the failure message and stack (failed and flaky only), bounded and redacted. */
    excerpt: schemas_string().max(2_000).optional(),
    /** The same test also failed on the base commit (test-command-base): a failure that already existed. */
    failsOnBase: schemas_boolean().optional(),
});
const fileEvidenceSchema = object({
    /** The changed file (repository path) the tests are mapped to. */
    path: schemas_string(),
    /** How the tests were mapped: `file` attribute, classname, test path... */
    mappedBy: array(schemas_string()),
    passed: schemas_number().int(),
    failed: schemas_number().int(),
    skipped: schemas_number().int(),
    /** Tests that failed and then passed when the runner retried them (absent in evidence written before flaky was counted). */
    flaky: schemas_number().int().optional(),
    /** Failed tests first, then the rest, at most MAX_TESTS_PER_FILE. */
    tests: array(testCaseEvidenceSchema),
    /** Tests left out of `tests` to stay within the bound. */
    omitted: schemas_number().int(),
});
const test_evidence_testEvidenceSchema = object({
    version: literal(1),
    source: schemas_enum(['results', 'command']),
    /** Run-wide conditions that make every verdict inconclusive (timeout, runner error, budget). */
    unusable: schemas_string().optional(),
    files: array(fileEvidenceSchema),
    /** Counts over everything parsed, mapped or not. */
    totals: object({ reports: schemas_number().int(), cases: schemas_number().int(), mapped: schemas_number().int(), unmapped: schemas_number().int() }),
    /** Bounds reached and unreadable reports, stated so nothing is lost silently. */
    notes: array(schemas_string()),
    /** Changed files with test files that `{files}` had no room for (the argument limit) and none that ran. */
    notRun: array(schemas_string()).optional(),
});

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/reviewers/stage.js







/**
 * Trusted words for a prompt: `\uXXXX` in this patch may stand for a character GitHub's diff holds
 * and people do not see, which reads exactly like an escape the code itself writes.
 */
function hiddenPatchNote(patch) {
    if (!patch.hiddenShown)
        return '';
    return `Note: ${quoteVisible(patch.path)} holds hidden characters (bidi controls, zero-width or tag characters) that people do not see on GitHub; they are shown as \`\\uXXXX\` escapes, so a \`\\u\` escape in this patch may be such a character rather than text the code writes.`;
}
async function readRunConfig(env = process.env) {
    const file = env[RUN_CONFIG_ENV];
    if (!file)
        throw new Error(`${RUN_CONFIG_ENV} is not set: spawn_reviewers runs only inside a Harbourmaster run`);
    return runConfigSchema.parse(JSON.parse(await (0,promises_namespaceObject.readFile)(file, 'utf8')));
}
const SAFE_NAME = /^[^/\\\0]+$/;
async function loadStage(config) {
    const index = reviewIndexSchema.parse(JSON.parse(await readFile(join(config.stageDir, 'review-index.json'), 'utf8')));
    const byPatch = new Map(index.files.map((f) => [f.patchFile, f.path]));
    const hidden = new Set(index.files.filter((f) => f.hiddenShown).map((f) => f.patchFile));
    const hiddenLines = new Map(index.files.flatMap((f) => (f.hiddenLines ? [[f.patchFile, f.hiddenLines]] : [])));
    const cutAfter = new Map(index.files.flatMap((f) => (f.cutAfter ? [[f.patchFile, f.cutAfter]] : [])));
    const wanted = new Set(config.specialists.flatMap((s) => s.patches));
    const patches = new Map();
    for (const name of [...wanted].sort()) {
        const path = byPatch.get(name);
        if (path === undefined || !SAFE_NAME.test(name) || name === '.' || name === '..')
            continue;
        const absolutePath = join(config.stageDir, 'patches', name);
        const text = await readFile(absolutePath, 'utf8');
        patches.set(name, {
            name,
            path,
            absolutePath,
            text,
            bytes: Buffer.byteLength(text),
            lineMap: buildLineMap(text),
            ...(hidden.has(name) ? { hiddenShown: true } : {}),
            ...(hiddenLines.has(name) ? { hiddenLines: hiddenLines.get(name) } : {}),
            ...(cutAfter.has(name) ? { cutAfter: cutAfter.get(name) } : {}),
        });
    }
    return { config, index, patches, evidence: await readEvidence(config.stageDir) };
}
/** Absent when the run has no test evidence; a file that fails its schema is treated as absent evidence too (never trusted half-read). */
async function readEvidence(stageDir) {
    let text;
    try {
        text = await readFile(join(stageDir, TEST_EVIDENCE_FILE), 'utf8');
    }
    catch {
        return undefined;
    }
    const parsed = testEvidenceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/policy/routing.js

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
const routing_DEFAULT_CONFIDENCE = 0.8;
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
    return findings.filter((f) => f.route !== 'drop' && atOrAbove(f.severity, blockingSeverity));
}
function countRoutes(findings) {
    const counts = { inline: 0, escalate: 0, drop: 0 };
    for (const f of findings)
        counts[f.route ?? 'inline']++;
    return counts;
}

;// CONCATENATED MODULE: ./node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }

  if (typeof process === "object" && process.version !== undefined) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${
      process.arch
    })`;
  }

  return "<environment undetectable>";
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/lib/register.js
// @ts-check

function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }

  if (!options) {
    options = {};
  }

  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name) => {
      return register.bind(null, state, name, callback, options);
    }, method)();
  }

  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }

    return state.registry[name].reduce((method, registered) => {
      return registered.hook.bind(null, method, options);
    }, method)();
  });
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/lib/add.js
// @ts-check

function addHook(state, kind, name, hook) {
  const orig = hook;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }

  if (kind === "before") {
    hook = (method, options) => {
      return Promise.resolve()
        .then(orig.bind(null, options))
        .then(method.bind(null, options));
    };
  }

  if (kind === "after") {
    hook = (method, options) => {
      let result;
      return Promise.resolve()
        .then(method.bind(null, options))
        .then((result_) => {
          result = result_;
          return orig(result, options);
        })
        .then(() => {
          return result;
        });
    };
  }

  if (kind === "error") {
    hook = (method, options) => {
      return Promise.resolve()
        .then(method.bind(null, options))
        .catch((error) => {
          return orig(error, options);
        });
    };
  }

  state.registry[name].push({
    hook: hook,
    orig: orig,
  });
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/lib/remove.js
// @ts-check

function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }

  const index = state.registry[name]
    .map((registered) => {
      return registered.orig;
    })
    .indexOf(method);

  if (index === -1) {
    return;
  }

  state.registry[name].splice(index, 1);
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/index.js
// @ts-check





// bind with array of arguments: https://stackoverflow.com/a/21792913
const bind = Function.bind;
const bindable = bind.bind(bind);

function bindApi(hook, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook.api = { remove: removeHookRef };
  hook.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook[kind] = hook.api[kind] = bindable(addHook, null).apply(null, args);
  });
}

function Singular() {
  const singularHookName = Symbol("Singular");
  const singularHookState = {
    registry: {},
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}

function Collection() {
  const state = {
    registry: {},
  };

  const hook = register.bind(null, state);
  bindApi(hook, state);

  return hook;
}

/* harmony default export */ const before_after_hook = ({ Singular, Collection });

;// CONCATENATED MODULE: ./node_modules/@octokit/endpoint/dist-bundle/index.js
// pkg/dist-src/defaults.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/defaults.js
var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};

// pkg/dist-src/util/lowercase-keys.js
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}

// pkg/dist-src/util/is-plain-object.js
function dist_bundle_isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

// pkg/dist-src/util/merge-deep.js
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (dist_bundle_isPlainObject(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}

// pkg/dist-src/util/remove-undefined-properties.js
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}

// pkg/dist-src/merge.js
function dist_bundle_merge(defaults, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}

// pkg/dist-src/util/add-query-parameters.js
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}

// pkg/dist-src/util/extract-url-variable-names.js
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}

// pkg/dist-src/util/omit.js
function dist_bundle_omit(object, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object[key];
    }
  }
  return result;
}

// pkg/dist-src/util/url-template.js
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}

// pkg/dist-src/parse.js
function dist_bundle_parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = dist_bundle_omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = dist_bundle_omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}

// pkg/dist-src/endpoint-with-defaults.js
function endpointWithDefaults(defaults, route, options) {
  return dist_bundle_parse(dist_bundle_merge(defaults, route, options));
}

// pkg/dist-src/with-defaults.js
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = dist_bundle_merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: dist_bundle_merge.bind(null, DEFAULTS2),
    parse: dist_bundle_parse
  });
}

// pkg/dist-src/index.js
var endpoint = withDefaults(null, DEFAULTS);


;// CONCATENATED MODULE: ./node_modules/content-type/dist/index.js
/*!
 * content-type
 * Copyright(c) 2015 Douglas Christopher Wilson
 * MIT Licensed
 */
const SP = 32; // " "
const HTAB = 9; // "\t"
const SEMI = 59; // ";"
const EQ = 61; // "="
const DQUOTE = 34; // '"'
const BSLASH = 92; // "\\"
const COMMA = 44; // ","
const LOWER_CASE = 1;
const OWS = 2;
const SEMI_FLAG = 4;
const COMMA_FLAG = 8;
const TOKEN_FLAG = 16;
const NON_ASCII = 0xff00;
const CASE_FLAGS = LOWER_CASE | NON_ASCII;
/**
 * Character flags used to normalize HTTP field values while scanning.
 * Out-of-range reads intentionally coerce to zero in bitwise expressions.
 */
const CHAR_MAP = new Uint8Array(0x100);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 0x80 /* non-ASCII */; code <= 0xff; code++) {
    CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
    CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 0x30 /* 0 */; code <= 0x39 /* 9 */; code++) {
    CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 0x41 /* A */; code <= 0x5a /* Z */; code++) {
    CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 0x61 /* a */; code <= 0x7a /* z */; code++) {
    CHAR_MAP[code] |= TOKEN_FLAG;
}
/**
 * Null object perf optimization. Faster than `Object.create(null)` and `{ __proto__: null }`.
 */
const NullObject = /* @__PURE__ */ (() => {
    const C = function () { };
    C.prototype = Object.create(null);
    return C;
})();
/**
 * Validate a type string against RFC 9110.
 */
function isTypeValid(type, start = 0, end = type.length) {
    let hasSlash = false;
    for (let index = start; index < end; index++) {
        const code = type.charCodeAt(index);
        if (code === 47 /* / */) {
            if (hasSlash || index === start || index >= end - 1)
                return false;
            hasSlash = true;
        }
        else if (!isTokenCode(code)) {
            return false;
        }
    }
    return hasSlash;
}
/**
 * Validate a token against RFC 9110.
 */
function isTokenValid(token, start = 0, end = token.length) {
    if (start >= end)
        return false;
    for (let index = start; index < end; index++) {
        if (!isTokenCode(token.charCodeAt(index)))
            return false;
    }
    return true;
}
/**
 * Check whether a character code belongs to the token production in RFC 9110.
 */
function isTokenCode(code) {
    return (CHAR_MAP[code] & TOKEN_FLAG) !== 0;
}
/**
 * Serialize a parameter value.
 */
function parameterValue(str) {
    const len = str.length;
    if (len === 0)
        return '""';
    let index = 0;
    while (index < len && isTokenCode(str.charCodeAt(index)))
        index++;
    if (index === len)
        return str;
    let result = '"';
    let start = 0;
    while (index < len) {
        const code = str.charCodeAt(index);
        if (code !== HTAB && (code < SP || code === 127 || code > 255)) {
            throw new TypeError(`Invalid parameter value: ${str}`);
        }
        if (code === 34 /* " */ || code === 92 /* \\ */) {
            result += `${str.slice(start, index)}\\`;
            start = index;
        }
        index++;
    }
    return `${result}${str.slice(start)}"`;
}
/**
 * Format an object into a `Content-Type` header.
 */
function format(obj) {
    const { type, parameters } = obj;
    if (!type || !isTypeValid(type)) {
        throw new TypeError(`Invalid type: ${type}`);
    }
    let result = type;
    if (parameters) {
        for (const param of Object.keys(parameters)) {
            if (!isTokenValid(param)) {
                throw new TypeError(`Invalid parameter name: ${param}`);
            }
            result += `; ${param}=${parameterValue(parameters[param])}`;
        }
    }
    return result;
}
/**
 * Parse a `Content-Type` header.
 */
function dist_parse(header, options) {
    const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
    const len = header.length;
    let valueStart = options?.start ?? 0;
    while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
        valueStart++;
    }
    let index = valueStart;
    let typeFlags = 0;
    let whitespace = -1;
    let stop = options?.parameters === false ? COMMA_FLAG : 0;
    while (index < len) {
        const code = header.charCodeAt(index);
        const flags = CHAR_MAP[code];
        if ((flags & stopFlags) !== 0) {
            stop |= flags & COMMA_FLAG;
            break;
        }
        if ((flags & OWS) !== 0) {
            if (whitespace === -1)
                whitespace = index;
        }
        else {
            whitespace = -1;
        }
        typeFlags |= (code & NON_ASCII) | flags;
        index++;
    }
    const valueEnd = whitespace === -1 ? index : whitespace;
    const value = header.slice(valueStart, valueEnd);
    const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
    if (index === len || stop !== 0) {
        return { type, index, parameters: new NullObject() };
    }
    return parseParameters(header, type, index, len, stopFlags);
}
/**
 * Parses the parameters of a `Content-Type` header starting at the given index.
 */
function parseParameters(header, type, index, len, stopFlags) {
    const parameters = new NullObject();
    parameter: while (index < len) {
        index++; // Skip over ;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
            index++;
        }
        const keyStart = index;
        let keyFlags = 0;
        let keyWhitespace = -1;
        while (index < len) {
            const code = header.charCodeAt(index);
            const flags = CHAR_MAP[code];
            if ((flags & stopFlags) !== 0) {
                if ((flags & COMMA_FLAG) !== 0)
                    break parameter;
                continue parameter;
            }
            if (code === EQ) {
                const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
                const value = header.slice(keyStart, keyEnd);
                const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
                index++;
                while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
                    index++;
                }
                if (index < len && header.charCodeAt(index) === DQUOTE) {
                    const quotedStart = ++index;
                    let escaped = false;
                    while (index < len) {
                        const code = header.charCodeAt(index);
                        if (code === DQUOTE) {
                            if (parameters[key] === undefined) {
                                parameters[key] = escaped
                                    ? unescapeQuotedPairs(header, quotedStart, index)
                                    : header.slice(quotedStart, index);
                            }
                            index++;
                            let stop = 0;
                            // Discard characters between quote and delimiter.
                            while (index < len) {
                                const code = header.charCodeAt(index);
                                const flags = CHAR_MAP[code];
                                if ((flags & stopFlags) !== 0) {
                                    stop = flags & COMMA_FLAG;
                                    break;
                                }
                                index++;
                            }
                            if (stop !== 0)
                                break parameter;
                            continue parameter;
                        }
                        if (code === BSLASH && index + 1 < len) {
                            escaped = true;
                            index += 2;
                            continue;
                        }
                        index++;
                    }
                    continue parameter;
                }
                const valueStart = index;
                let stop = 0;
                let valueWhitespace = -1;
                while (index < len) {
                    const code = header.charCodeAt(index);
                    const flags = CHAR_MAP[code];
                    if ((flags & stopFlags) !== 0) {
                        stop = flags & COMMA_FLAG;
                        break;
                    }
                    if ((flags & OWS) !== 0) {
                        if (valueWhitespace === -1)
                            valueWhitespace = index;
                    }
                    else {
                        valueWhitespace = -1;
                    }
                    index++;
                }
                if (parameters[key] === undefined) {
                    const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
                    parameters[key] = header.slice(valueStart, valueEnd);
                }
                if (stop !== 0)
                    break parameter;
                continue parameter;
            }
            if ((flags & OWS) !== 0) {
                if (keyWhitespace === -1)
                    keyWhitespace = index;
            }
            else {
                keyWhitespace = -1;
            }
            keyFlags |= (code & NON_ASCII) | flags;
            index++;
        }
    }
    return { type, index, parameters };
}
/**
 * Remove backslashes from quoted pairs in a known-terminated quoted string body.
 */
function unescapeQuotedPairs(str, start, end) {
    let result = "";
    for (let index = start; index < end; index++) {
        if (str.charCodeAt(index) === BSLASH) {
            result += str.slice(start, index);
            start = ++index;
        }
    }
    return result + str.slice(start, end);
}

;// CONCATENATED MODULE: ./node_modules/json-with-bigint/json-with-bigint.js
const intRegex = /^-?\d+$/;
const noiseValue = /^-?\d+n+$/; // Noise - strings that match the custom format before being converted to it
const originalStringify = JSON.stringify;
const originalParse = JSON.parse;
const customFormat = /^-?\d+n$/;

const bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
const noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;

/**
 * @typedef {(this: any, key: string | number | undefined, value: any) => any} Replacer
 * @typedef {(key: string | number | undefined, value: any, context?: { source: string }) => any} Reviver
 */

/**
 * Checks if a value is unstringifiable according to native JSON.stringify rules.
 *
 * @param {any} val The value to check.
 * @returns {boolean} True if the value is undefined, a function, or a symbol.
 */
const isUnstringifiable = (val) =>
  val === undefined || typeof val === "function" || typeof val === "symbol";

/**
 * Checks if a value is a native JSON.rawJSON object (Node.js 22+).
 *
 * @param {any} val The value to check.
 * @returns {boolean} True if the value is a RawJSON instance.
 */
const isRawJSON = (val) =>
  val !== null &&
  typeof val === "object" &&
  val.constructor &&
  val.constructor.name === "RawJSON";

/**
 * Iteratively converts a JS value to a JSON string.
 * Used as a fallback when the native JSON.stringify hits the Maximum Call Stack size.
 * Fully compliant with JSON formatting (space), replacers, and toJSON behaviors.
 *
 * @param {any} rootValue The value to stringify.
 * @param {Replacer | Array<string | number> | null} [replacer] User's custom replacer function.
 * @param {string | number} [spaceParam] Indentation for pretty-printing.
 * @returns {string | undefined} The generated JSON string.
 */
const stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";

  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }

  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer)
    ? new Set(replacer.map(String))
    : null;

  /**
   * Prepares a value for stringification by resolving toJSON, handling BigInts,
   * applying custom replacers, and unwrapping primitive objects.
   *
   * @param {object|Array} parent The parent object or array holding the value.
   * @param {string} key The key associated with the value.
   * @param {any} val The raw value to process.
   * @returns {any} The processed value ready for stringification.
   */
  const prepareVal = (parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";

    if (hasToJSON) {
      val = val.toJSON(key);
    }

    const isNoise = typeof val === "string" && noiseValue.test(val);

    if (isNoise) return val + "n";

    const isBigInt = typeof val === "bigint";

    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;

      if (supportsRawJSON) return JSON.rawJSON(val.toString());

      return val.toString() + "n";
    }

    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }

    const isPostReplacerObject = val !== null && typeof val === "object";

    if (isPostReplacerObject) {
      const isPrimitiveWrapper =
        val instanceof Number ||
        val instanceof String ||
        val instanceof Boolean;

      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }

    return val;
  };

  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);

  if (isUnstringifiable(rootProcessed)) {
    return undefined;
  }

  const isRootPrimitive =
    rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);

  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }

  const chunks = [];
  let level = 0;

  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true,
    },
  ];

  const visited = new WeakSet([rootProcessed]);

  while (stack.length > 0) {
    const node = stack[stack.length - 1];

    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }

    let isDone = false;

    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");

        if (space) chunks.push("\n" + space.repeat(level));

        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);

        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject =
            childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);

          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }

            visited.add(childVal);

            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true,
            });

            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];

        const isFilteredOutByArray = propertyList && !propertyList.has(k);

        if (isFilteredOutByArray) continue;

        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);

        if (isUnstringifiable(childVal)) continue;

        if (!node.first) chunks.push(",");

        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }

        const isComplexObject =
          childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);

        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }

          visited.add(childVal);

          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true,
          });

          node.first = false;

          break; // Stop current loop level to process the newly pushed stack node
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }

      const isNodeFullyProcessed =
        node.index >= node.keys.length && stack[stack.length - 1] === node;

      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }

    if (isDone) {
      level--;

      if (!node.first && space) chunks.push("\n" + space.repeat(level));

      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }

  return chunks.join("");
};

/**
 * Converts a JavaScript value to a JSON string.
 *
 * Supports serialization of BigInt values using two strategies:
 * 1. Custom format "123n" → "123" (universal fallback)
 * 2. Native JSON.rawJSON() (Node.js 22+, fastest) when available
 *
 * All other values are serialized exactly like native JSON.stringify().
 *
 * @param {*} value The value to convert to a JSON string.
 * @param {Replacer | Array<string | number> | null} [replacer]
 * A function that alters the behavior of the stringification process,
 * or an array of strings/numbers to indicate properties to exclude.
 * @param {string | number} [space]
 * A string or number to specify indentation or pretty-printing.
 * @returns {string} The JSON string representation.
 */
const JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;

    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());

          const hasFunctionReplacer = typeof replacer === "function";

          if (hasFunctionReplacer) return replacer(key, val);

          const isKeyInArrayReplacer =
            Array.isArray(replacer) && replacer.includes(key);

          if (isKeyInArrayReplacer) return val;

          return val;
        },
        space,
      );
    }

    if (!value) return originalStringify(value, replacer, space);

    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);

        if (isNoise) return val.toString() + "n"; // Mark noise values with additional "n" to offset the deletion of one "n" during the processing

        if (typeof val === "bigint") return val.toString() + "n";

        const hasFunctionReplacer = typeof replacer === "function";

        if (hasFunctionReplacer) return replacer(key, val);

        const isKeyInArrayReplacer =
          Array.isArray(replacer) && replacer.includes(key);

        if (isKeyInArrayReplacer) return val;

        return val;
      },
      space,
    );

    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3",
    ); // Delete one "n" off the end of every BigInt value

    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3"); // Remove one "n" off the end of every noisy string

    return denoisedJSON;
  } catch (error) {
    if (error instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);

      if (convertedJSON === undefined) return undefined;

      const supportsRawJSON = "rawJSON" in JSON;

      if (supportsRawJSON) return convertedJSON;

      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");

      return processedJSON.replace(noiseStringify, "$1$2$3");
    }

    throw error;
  }
};

const featureCache = new Map();

/**
 * Detects if the current JSON.parse implementation supports the context.source feature.
 *
 * Uses toString() fingerprinting to cache results and automatically detect runtime
 * replacements of JSON.parse (polyfills, mocks, etc.).
 *
 * @returns {boolean} true if context.source is supported, false otherwise.
 */
const isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();

  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }

  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1",
    );
    featureCache.set(parseFingerprint, result);

    return result;
  } catch {
    featureCache.set(parseFingerprint, false);

    return false;
  }
};

/**
 * Reviver function that converts custom-format BigInt strings back to BigInt values.
 * Also handles "noise" strings that accidentally match the BigInt format.
 *
 * @param {string | number | undefined} key The object key.
 * @param {*} value The value being parsed.
 * @param {object} [context] Parse context (if supported by JSON.parse).
 * @param {Reviver} [userReviver] User's custom reviver function.
 * @returns {any} The transformed value.
 */
const convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt =
    typeof value === "string" && customFormat.test(value);

  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));

  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);

  const hasUserReviver = typeof userReviver === "function";

  if (!hasUserReviver) return value;

  return userReviver(key, value, context);
};

/**
 * Fast JSON.parse implementation (~2x faster than classic fallback).
 * Uses JSON.parse's context.source feature to detect integers and convert
 * large numbers directly to BigInt without string manipulation.
 *
 * Does not support legacy custom format from v1 of this library.
 *
 * @param {string} text JSON string to parse.
 * @param {Reviver} [reviver] Transform function to apply to each value.
 * @returns {any} Parsed JavaScript value.
 */
const JSONParseV2 = (text, reviver) => {
  return JSON.parse(text, (key, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds =
      value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;

    if (isBigInt) return BigInt(context.source);

    const hasCustomReviver = typeof reviver === "function";

    if (!hasCustomReviver) return value;

    return reviver(key, value, context);
  });
};

const MAX_INT = Number.MAX_SAFE_INTEGER.toString();
const MAX_DIGITS = MAX_INT.length;
const stringsOrLargeNumbers =
  /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
const noiseValueWithQuotes = /^"-?\d+n+"$/; // Noise - strings that match the custom format before being converted to it

/**
 * Iteratively traverses the parsed object bottom-up (post-order),
 * emulating the native JSON.parse reviver behavior.
 * This avoids Call Stack overflows (RangeError) on deeply nested structures.
 *
 * @param {any} parsed The natively parsed JSON object.
 * @param {Reviver} [userReviver] User's custom reviver function.
 * @returns {any} The fully processed object.
 */
const applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];

  while (stack.length > 0) {
    const node = stack[stack.length - 1];

    if (!node.visited) {
      node.visited = true;

      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";

      if (isComplexObject) {
        const keys = Object.keys(value);

        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];

      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);

        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);

          if (isNoise) value = value.slice(0, -1);
        }
      }

      const hasUserReviver = typeof userReviver === "function";

      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }

      const isDeleted = value === undefined;

      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }

      stack.pop();
    }
  }

  return rootHolder[""];
};

/**
 * Pre-processes the JSON string to mark large numbers with an 'n' suffix.
 *
 * @param {string} text The raw JSON string.
 * @returns {string} The serialized string with marked BigInts.
 */
const serializeBigInts = (text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);

      if (isNoise) return match.substring(0, match.length - 1) + 'n"'; // Mark noise values with additional "n" to offset the deletion of one "n" during the processing

      const hasFractionalOrExponential = fractional || exponential;

      // With a fixed number of digits, we can correctly use lexicographical comparison to do a numeric comparison
      const isLessThanMaxSafeInt =
        digits &&
        (digits.length < MAX_DIGITS ||
          (digits.length === MAX_DIGITS && digits <= MAX_INT));

      const isStandardValue =
        isString || hasFractionalOrExponential || isLessThanMaxSafeInt;

      if (isStandardValue) return match;

      return '"' + match + 'n"';
    },
  );
};

/**
 * Converts a JSON string into a JavaScript value.
 *
 * Supports parsing of large integers using two strategies:
 * 1. Classic fallback: Marks large numbers with "123n" format, then converts to BigInt
 * 2. Fast path (JSONParseV2): Uses context.source feature (~2x faster) when available
 *
 * All other JSON values are parsed exactly like native JSON.parse().
 *
 * @param {string} text A valid JSON string.
 * @param {Reviver} [reviver]
 * A function that transforms the results. This function is called for each member
 * of the object. If a member contains nested objects, the nested objects are
 * transformed before the parent object is.
 * @returns {any} The parsed JavaScript value.
 * @throws {SyntaxError} If text is not valid JSON.
 */
const JSONParse = (text, reviver) => {
  if (!text) return originalParse(text, reviver);

  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver); // Shortcut to a faster (2x) and simpler version

    // Find and mark big numbers with "n"
    const serializedData = serializeBigInts(text);

    return originalParse(serializedData, (key, value, context) =>
      convertMarkedBigIntsReviver(key, value, context, reviver),
    );
  } catch (error) {
    if (error instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);

      return applyReviverIteratively(parsed, reviver);
    }

    throw error;
  }
};



;// CONCATENATED MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
class RequestError extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    /* v8 ignore else -- @preserve -- Bug with vitest coverage where it sees an else branch that doesn't exist */
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
}


;// CONCATENATED MODULE: ./node_modules/@octokit/request/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/defaults.js


// pkg/dist-src/version.js
var dist_bundle_VERSION = "10.0.16";

// pkg/dist-src/defaults.js
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${dist_bundle_VERSION} ${getUserAgent()}`
  }
};

// pkg/dist-src/fetch-wrapper.js



// pkg/dist-src/is-plain-object.js
function request_dist_bundle_isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

// pkg/dist-src/fetch-wrapper.js

var noop = () => "";
async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = request_dist_bundle_isPlainObject(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError") {
        error.status = 500;
        throw error;
      }
      message = error.message;
      if (error.name === "TypeError" && "cause" in error) {
        if (error.cause instanceof Error) {
          message = error.cause.message;
        } else if (typeof error.cause === "string") {
          message = error.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = dist_parse(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}

// pkg/dist-src/with-defaults.js
function dist_bundle_withDefaults(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: dist_bundle_withDefaults.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: dist_bundle_withDefaults.bind(null, endpoint2)
  });
}

// pkg/dist-src/index.js
var request = dist_bundle_withDefaults(endpoint, defaults_default);

/* v8 ignore next -- @preserve */
/* v8 ignore else -- @preserve */

;// CONCATENATED MODULE: ./node_modules/@octokit/graphql/dist-bundle/index.js
// pkg/dist-src/index.js



// pkg/dist-src/version.js
var graphql_dist_bundle_VERSION = "0.0.0-development";

// pkg/dist-src/with-defaults.js


// pkg/dist-src/graphql.js


// pkg/dist-src/error.js
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};

// pkg/dist-src/graphql.js
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}

// pkg/dist-src/with-defaults.js
function graphql_dist_bundle_withDefaults(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: graphql_dist_bundle_withDefaults.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}

// pkg/dist-src/index.js
var graphql2 = graphql_dist_bundle_withDefaults(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${graphql_dist_bundle_VERSION} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return graphql_dist_bundle_withDefaults(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

/* v8 ignore if -- @preserve */

;// CONCATENATED MODULE: ./node_modules/@octokit/auth-token/dist-bundle/index.js
// pkg/dist-src/is-jwt.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);

// pkg/dist-src/auth.js
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}

// pkg/dist-src/with-authorization-prefix.js
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}

// pkg/dist-src/hook.js
async function hook(token, request, route, parameters) {
  const endpoint = request.endpoint.merge(
    route,
    parameters
  );
  endpoint.headers.authorization = withAuthorizationPrefix(token);
  return request(endpoint);
}

// pkg/dist-src/index.js
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};


;// CONCATENATED MODULE: ./node_modules/@octokit/core/dist-src/version.js
const version_VERSION = "7.0.8";


;// CONCATENATED MODULE: ./node_modules/@octokit/core/dist-src/index.js






const dist_src_noop = () => {
};
const consoleWarn = console.warn.bind(console);
const consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = dist_src_noop;
  }
  if (typeof logger.info !== "function") {
    logger.info = dist_src_noop;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
const userAgentTrail = `octokit-core.js/${version_VERSION} ${getUserAgent()}`;
class Octokit {
  static VERSION = version_VERSION;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook = new before_after_hook.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth = createTokenAuth(options.auth);
        hook.wrap("request", auth.hook);
        this.auth = auth;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook.wrap("request", auth.hook);
      this.auth = auth;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
}


;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
// pkg/dist-src/version.js
var plugin_paginate_rest_dist_bundle_VERSION = "0.0.0-development";

// pkg/dist-src/normalize-paginated-list-response.js
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}

// pkg/dist-src/iterator.js
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}

// pkg/dist-src/paginate.js
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}

// pkg/dist-src/compose-paginate.js
var composePaginateRest = Object.assign(paginate, {
  iterator
});

// pkg/dist-src/generated/paginating-endpoints.js
var paginatingEndpoints = (/* unused pure expression or super */ null && ([
  "GET /advisories",
  "GET /agents/repos/{owner}/{repo}/tasks",
  "GET /agents/tasks",
  "GET /app/hook/deliveries",
  "GET /app/installation-requests",
  "GET /app/installations",
  "GET /assignments/{assignment_id}/accepted_assignments",
  "GET /classrooms",
  "GET /classrooms/{classroom_id}/assignments",
  "GET /enterprises/{enterprise}/code-security/configurations",
  "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories",
  "GET /enterprises/{enterprise}/dependabot/alerts",
  "GET /enterprises/{enterprise}/dependabot/repository-access",
  "GET /enterprises/{enterprise}/teams",
  "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships",
  "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations",
  "GET /events",
  "GET /gists",
  "GET /gists/public",
  "GET /gists/starred",
  "GET /gists/{gist_id}/comments",
  "GET /gists/{gist_id}/commits",
  "GET /gists/{gist_id}/forks",
  "GET /installation/repositories",
  "GET /issues",
  "GET /licenses",
  "GET /marketplace_listing/plans",
  "GET /marketplace_listing/plans/{plan_id}/accounts",
  "GET /marketplace_listing/stubbed/plans",
  "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts",
  "GET /networks/{owner}/{repo}/events",
  "GET /notifications",
  "GET /organizations",
  "GET /organizations/{org}/settings/billing/budgets",
  "GET /orgs/{org}/actions/cache/usage-by-repository",
  "GET /orgs/{org}/actions/hosted-runners",
  "GET /orgs/{org}/actions/permissions/repositories",
  "GET /orgs/{org}/actions/permissions/self-hosted-runners/repositories",
  "GET /orgs/{org}/actions/runner-groups",
  "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners",
  "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories",
  "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/runners",
  "GET /orgs/{org}/actions/runners",
  "GET /orgs/{org}/actions/secrets",
  "GET /orgs/{org}/actions/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/actions/variables",
  "GET /orgs/{org}/actions/variables/{name}/repositories",
  "GET /orgs/{org}/agents/secrets",
  "GET /orgs/{org}/agents/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/agents/variables",
  "GET /orgs/{org}/agents/variables/{name}/repositories",
  "GET /orgs/{org}/attestations/repositories",
  "GET /orgs/{org}/attestations/{subject_digest}",
  "GET /orgs/{org}/blocks",
  "GET /orgs/{org}/campaigns",
  "GET /orgs/{org}/code-scanning/alerts",
  "GET /orgs/{org}/code-security/configurations",
  "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories",
  "GET /orgs/{org}/codespaces",
  "GET /orgs/{org}/codespaces/secrets",
  "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/copilot-spaces",
  "GET /orgs/{org}/copilot/billing/seats",
  "GET /orgs/{org}/copilot/coding-agent/permissions/repositories",
  "GET /orgs/{org}/dependabot/alerts",
  "GET /orgs/{org}/dependabot/repository-access",
  "GET /orgs/{org}/dependabot/secrets",
  "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/events",
  "GET /orgs/{org}/failed_invitations",
  "GET /orgs/{org}/hooks",
  "GET /orgs/{org}/hooks/{hook_id}/deliveries",
  "GET /orgs/{org}/insights/api/route-stats/{actor_type}/{actor_id}",
  "GET /orgs/{org}/insights/api/subject-stats",
  "GET /orgs/{org}/insights/api/user-stats/{user_id}",
  "GET /orgs/{org}/installations",
  "GET /orgs/{org}/invitations",
  "GET /orgs/{org}/invitations/{invitation_id}/teams",
  "GET /orgs/{org}/issues",
  "GET /orgs/{org}/members",
  "GET /orgs/{org}/members/{username}/codespaces",
  "GET /orgs/{org}/migrations",
  "GET /orgs/{org}/migrations/{migration_id}/repositories",
  "GET /orgs/{org}/organization-roles/{role_id}/teams",
  "GET /orgs/{org}/organization-roles/{role_id}/users",
  "GET /orgs/{org}/outside_collaborators",
  "GET /orgs/{org}/packages",
  "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
  "GET /orgs/{org}/personal-access-token-requests",
  "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories",
  "GET /orgs/{org}/personal-access-tokens",
  "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories",
  "GET /orgs/{org}/private-registries",
  "GET /orgs/{org}/projectsV2",
  "GET /orgs/{org}/projectsV2/{project_number}/fields",
  "GET /orgs/{org}/projectsV2/{project_number}/items",
  "GET /orgs/{org}/projectsV2/{project_number}/views/{view_number}/items",
  "GET /orgs/{org}/properties/values",
  "GET /orgs/{org}/public_members",
  "GET /orgs/{org}/repos",
  "GET /orgs/{org}/rulesets",
  "GET /orgs/{org}/rulesets/rule-suites",
  "GET /orgs/{org}/rulesets/{ruleset_id}/history",
  "GET /orgs/{org}/secret-scanning/alerts",
  "GET /orgs/{org}/secret-scanning/custom-patterns",
  "GET /orgs/{org}/security-advisories",
  "GET /orgs/{org}/settings/immutable-releases/repositories",
  "GET /orgs/{org}/settings/network-configurations",
  "GET /orgs/{org}/teams",
  "GET /orgs/{org}/teams/{team_slug}/invitations",
  "GET /orgs/{org}/teams/{team_slug}/members",
  "GET /orgs/{org}/teams/{team_slug}/repos",
  "GET /orgs/{org}/teams/{team_slug}/teams",
  "GET /repos/{owner}/{repo}/actions/artifacts",
  "GET /repos/{owner}/{repo}/actions/caches",
  "GET /repos/{owner}/{repo}/actions/concurrency_groups",
  "GET /repos/{owner}/{repo}/actions/organization-secrets",
  "GET /repos/{owner}/{repo}/actions/organization-variables",
  "GET /repos/{owner}/{repo}/actions/runners",
  "GET /repos/{owner}/{repo}/actions/runs",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/concurrency_groups",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs",
  "GET /repos/{owner}/{repo}/actions/secrets",
  "GET /repos/{owner}/{repo}/actions/variables",
  "GET /repos/{owner}/{repo}/actions/workflows",
  "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs",
  "GET /repos/{owner}/{repo}/activity",
  "GET /repos/{owner}/{repo}/agents/organization-secrets",
  "GET /repos/{owner}/{repo}/agents/organization-variables",
  "GET /repos/{owner}/{repo}/agents/secrets",
  "GET /repos/{owner}/{repo}/agents/variables",
  "GET /repos/{owner}/{repo}/assignees",
  "GET /repos/{owner}/{repo}/attestations/{subject_digest}",
  "GET /repos/{owner}/{repo}/branches",
  "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
  "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs",
  "GET /repos/{owner}/{repo}/code-quality/findings",
  "GET /repos/{owner}/{repo}/code-scanning/alerts",
  "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
  "GET /repos/{owner}/{repo}/code-scanning/analyses",
  "GET /repos/{owner}/{repo}/codespaces",
  "GET /repos/{owner}/{repo}/codespaces/devcontainers",
  "GET /repos/{owner}/{repo}/codespaces/secrets",
  "GET /repos/{owner}/{repo}/collaborators",
  "GET /repos/{owner}/{repo}/comments",
  "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions",
  "GET /repos/{owner}/{repo}/commits",
  "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls",
  "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
  "GET /repos/{owner}/{repo}/commits/{ref}/check-suites",
  "GET /repos/{owner}/{repo}/commits/{ref}/status",
  "GET /repos/{owner}/{repo}/commits/{ref}/statuses",
  "GET /repos/{owner}/{repo}/compare/{basehead}",
  "GET /repos/{owner}/{repo}/compare/{base}...{head}",
  "GET /repos/{owner}/{repo}/contributors",
  "GET /repos/{owner}/{repo}/dependabot/alerts",
  "GET /repos/{owner}/{repo}/dependabot/secrets",
  "GET /repos/{owner}/{repo}/deployments",
  "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses",
  "GET /repos/{owner}/{repo}/environments",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/variables",
  "GET /repos/{owner}/{repo}/events",
  "GET /repos/{owner}/{repo}/forks",
  "GET /repos/{owner}/{repo}/hooks",
  "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries",
  "GET /repos/{owner}/{repo}/invitations",
  "GET /repos/{owner}/{repo}/issues",
  "GET /repos/{owner}/{repo}/issues/comments",
  "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
  "GET /repos/{owner}/{repo}/issues/events",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/events",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/issue-field-values",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/labels",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/reactions",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/suggestions",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline",
  "GET /repos/{owner}/{repo}/keys",
  "GET /repos/{owner}/{repo}/labels",
  "GET /repos/{owner}/{repo}/milestones",
  "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels",
  "GET /repos/{owner}/{repo}/notifications",
  "GET /repos/{owner}/{repo}/pages/builds",
  "GET /repos/{owner}/{repo}/pulls",
  "GET /repos/{owner}/{repo}/pulls/comments",
  "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/commits",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments",
  "GET /repos/{owner}/{repo}/releases",
  "GET /repos/{owner}/{repo}/releases/{release_id}/assets",
  "GET /repos/{owner}/{repo}/releases/{release_id}/reactions",
  "GET /repos/{owner}/{repo}/rules/branches/{branch}",
  "GET /repos/{owner}/{repo}/rulesets",
  "GET /repos/{owner}/{repo}/rulesets/rule-suites",
  "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history",
  "GET /repos/{owner}/{repo}/secret-scanning/alerts",
  "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations",
  "GET /repos/{owner}/{repo}/secret-scanning/custom-patterns",
  "GET /repos/{owner}/{repo}/security-advisories",
  "GET /repos/{owner}/{repo}/stacks",
  "GET /repos/{owner}/{repo}/stargazers",
  "GET /repos/{owner}/{repo}/subscribers",
  "GET /repos/{owner}/{repo}/tags",
  "GET /repos/{owner}/{repo}/teams",
  "GET /repos/{owner}/{repo}/topics",
  "GET /repositories",
  "GET /search/code",
  "GET /search/commits",
  "GET /search/issues",
  "GET /search/labels",
  "GET /search/repositories",
  "GET /search/topics",
  "GET /search/users",
  "GET /teams/{team_id}/invitations",
  "GET /teams/{team_id}/members",
  "GET /teams/{team_id}/repos",
  "GET /teams/{team_id}/teams",
  "GET /user/blocks",
  "GET /user/codespaces",
  "GET /user/codespaces/secrets",
  "GET /user/emails",
  "GET /user/followers",
  "GET /user/following",
  "GET /user/gpg_keys",
  "GET /user/installations",
  "GET /user/installations/{installation_id}/repositories",
  "GET /user/issues",
  "GET /user/keys",
  "GET /user/marketplace_purchases",
  "GET /user/marketplace_purchases/stubbed",
  "GET /user/memberships/orgs",
  "GET /user/migrations",
  "GET /user/migrations/{migration_id}/repositories",
  "GET /user/orgs",
  "GET /user/packages",
  "GET /user/packages/{package_type}/{package_name}/versions",
  "GET /user/public_emails",
  "GET /user/repos",
  "GET /user/repository_invitations",
  "GET /user/social_accounts",
  "GET /user/ssh_signing_keys",
  "GET /user/starred",
  "GET /user/subscriptions",
  "GET /user/teams",
  "GET /users",
  "GET /users/{username}/attestations/{subject_digest}",
  "GET /users/{username}/copilot-spaces",
  "GET /users/{username}/events",
  "GET /users/{username}/events/orgs/{org}",
  "GET /users/{username}/events/public",
  "GET /users/{username}/followers",
  "GET /users/{username}/following",
  "GET /users/{username}/gists",
  "GET /users/{username}/gpg_keys",
  "GET /users/{username}/keys",
  "GET /users/{username}/orgs",
  "GET /users/{username}/packages",
  "GET /users/{username}/projectsV2",
  "GET /users/{username}/projectsV2/{project_number}/fields",
  "GET /users/{username}/projectsV2/{project_number}/items",
  "GET /users/{username}/projectsV2/{project_number}/views/{view_number}/items",
  "GET /users/{username}/received_events",
  "GET /users/{username}/received_events/public",
  "GET /users/{username}/repos",
  "GET /users/{username}/social_accounts",
  "GET /users/{username}/ssh_signing_keys",
  "GET /users/{username}/starred",
  "GET /users/{username}/subscriptions"
]));

// pkg/dist-src/paginating-endpoints.js
function isPaginatingEndpoint(arg) {
  if (typeof arg === "string") {
    return paginatingEndpoints.includes(arg);
  } else {
    return false;
  }
}

// pkg/dist-src/index.js
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = plugin_paginate_rest_dist_bundle_VERSION;

/* v8 ignore next -- @preserve */

// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __nccwpck_require__(251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var plugin_throttling_dist_bundle_VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var dist_bundle_noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, dist_bundle_noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, dist_bundle_noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, dist_bundle_noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = plugin_throttling_dist_bundle_VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./node_modules/bottleneck/lib/index.js
var lib = __nccwpck_require__(203);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/failure.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/native-json.js
/**
 * Parses successful answers with the engine's own JSON.parse. Octokit's parser
 * (json-with-bigint) first rewrites every number in the text with a regular
 * expression and then calls a reviver for every value, so that numbers past
 * 2^53 become BigInts: on a 3,000-file prepare that cost about 130 ms of CPU
 * (about a tenth of the phase). GitHub's ids and counts are far below 2^53,
 * and nothing here computes with BigInts. Error answers are still parsed by
 * Octokit, so failure handling sees exactly what it saw before.
 *
 * Registered as the innermost hook, so the retry and throttling plugins and
 * every caller see parsed data, as they did. The raw body must be asked for in
 * the client's request defaults (RAW_SUCCESS_BODY): Octokit's token hook sits
 * inside every plugin and rebuilds each request from the options the call
 * started with, so a plugin cannot change them on the way down (asking for it
 * here left Octokit's parser running on every answer).
 */
const RAW_SUCCESS_BODY = { parseSuccessResponseBody: false };
const JSON_TYPE = /^application\/(?:scim\+)?json\s*(?:;|$)/i;
const TEXT_TYPE = /^text\//i;
const UTF8 = /;\s*charset="?utf-8"?/i;
function nativeJson() {
    return (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            const response = await request(options);
            const body = response.data;
            // An empty body (fetch gives null) reads as Octokit reads it: an empty text.
            if (body === null)
                return { ...response, data: '' };
            // The stream may come from Node's fetch or from undici's (the proxy transport): same interface.
            if (typeof body !== 'object' || typeof body.getReader !== 'function')
                return response;
            const type = String(response.headers['content-type'] ?? '');
            const raw = new Response(body);
            if (JSON_TYPE.test(type)) {
                const text = await whole(raw.text(), options);
                try {
                    return { ...response, data: JSON.parse(text) };
                }
                catch {
                    return { ...response, data: text };
                }
            }
            if (type === '' || TEXT_TYPE.test(type) || (UTF8.test(type) && !/^application\/octet-stream/i.test(type))) {
                return { ...response, data: await whole(raw.text(), options) };
            }
            return { ...response, data: await whole(raw.arrayBuffer(), options) };
        });
    };
}
/**
 * A body that stops arriving after the headers (the client's request timeout
 * aborts it) or is cut off fails as a request that never got its answer
 * does: HTTP 500, which the retry plugin retries and a checked write treats
 * as "GitHub may have applied it". Read unguarded, it failed at once without
 * a retry; read as Octokit reads it, it would have been a silently empty answer.
 */
async function whole(reading, options) {
    try {
        return await reading;
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw Object.assign(new Error(`the answer's body did not arrive whole (${reason})`, { cause: error }), { status: 500, request: options });
    }
}

;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/request-limiters.js

class Limiter {
    maxConcurrent;
    running = 0;
    waiting = Array.from({ length: 10 }, () => []);
    constructor(maxConcurrent) {
        this.maxConcurrent = maxConcurrent;
    }
    schedule(options, fn, ...args) {
        const weight = options.weight ?? 1;
        const priority = Math.min(9, Math.max(0, options.priority ?? 5));
        return new Promise((resolve, reject) => {
            const start = () => {
                this.running += weight;
                // The slot is handed on before the caller sees the answer.
                const settle = () => {
                    this.running -= weight;
                    this.next();
                };
                let answer;
                try {
                    answer = fn(...args);
                }
                catch (error) {
                    answer = Promise.reject(error);
                }
                answer.then((value) => {
                    settle();
                    resolve(value);
                }, (error) => {
                    settle();
                    reject(error);
                });
            };
            if (weight === 0 || (this.running + weight <= this.maxConcurrent && this.queued() === 0))
                start();
            else
                this.waiting[priority]?.push(start);
        });
    }
    /** Jobs waiting for a slot. */
    queued() {
        return this.waiting.reduce((sum, queue) => sum + queue.length, 0);
    }
    next() {
        while (this.running < this.maxConcurrent) {
            const start = this.waiting.find((queue) => queue.length > 0)?.shift();
            if (!start)
                return;
            start();
        }
    }
}
/** Stands in for `Bottleneck.Group` where the plugin only calls `key(id).schedule(options, fn, ...args)`. */
class ConcurrencyGroup {
    maxConcurrent;
    limiters = new Map();
    constructor(maxConcurrent) {
        this.maxConcurrent = maxConcurrent;
    }
    key(id = '') {
        let limiter = this.limiters.get(id);
        if (!limiter) {
            limiter = new Limiter(this.maxConcurrent);
            this.limiters.set(id, limiter);
        }
        return limiter;
    }
}
/** Stands in for the plugin's per-client retry limiter (`schedule(fn, ...args)`, `on('failed', listener)`). */
class RetryLimiter {
    failed = [];
    on(event, listener) {
        if (event === 'failed')
            this.failed.push(listener);
        return this;
    }
    async schedule(fn, ...args) {
        for (let retryCount = 0;; retryCount++) {
            try {
                return await fn(...args);
            }
            catch (error) {
                const delay = await this.retryDelay(error, { args, options: {}, retryCount });
                if (delay === undefined)
                    throw error;
                await (0,external_node_timers_promises_namespaceObject.setTimeout)(delay);
            }
        }
    }
    /** The first answer of a listener, as Bottleneck reads it; a listener that throws answers nothing. */
    async retryDelay(error, job) {
        for (const listener of this.failed) {
            const answer = await Promise.resolve()
                .then(() => listener(error, job))
                .catch(() => undefined);
            if (answer !== undefined && answer !== null)
                return Math.trunc(Number(answer)) || 0;
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/retry-plugin.js

/** `~~value`: a whole number, 0 for anything else. */
function retry_plugin_whole(value) {
    return Math.trunc(Number(value)) || 0;
}
const GRAPHQL_SERVER_ERROR = /Something went wrong while executing your query/;
function retryPlugin(octokit, octokitOptions) {
    const state = {
        enabled: true,
        retryAfterBaseValue: 1000,
        doNotRetry: [400, 401, 403, 404, 410, 422, 451],
        retries: 3,
        ...octokitOptions.retry,
    };
    if (!state.enabled)
        return {};
    // Inner hook: marks a retryable failure with its retry budget and wait (in base units).
    octokit.hook.error('request', (error, options) => {
        const failure = error;
        if (!failure?.request?.request)
            throw error;
        const status = failure.status ?? 0;
        if (status >= 400 && !state.doNotRetry.includes(status)) {
            const retries = options.request?.retries ?? state.retries;
            const retryAfter = (options.request?.retryCount ?? 0) + 1;
            failure.request.request = { ...failure.request.request, retries, retryAfter: retryAfter ** 2 };
        }
        throw error;
    });
    // Outer hook: runs the call again after the marked wait while the budget lasts.
    octokit.hook.wrap('request', async (request, options) => {
        for (let retryCount = 0;; retryCount++) {
            try {
                const response = await request(options);
                const errors = response.data?.errors;
                if (errors && errors.length > 0 && GRAPHQL_SERVER_ERROR.test(errors[0]?.message ?? '')) {
                    const retries = options.request?.retries ?? state.retries;
                    throw Object.assign(new Error(errors[0]?.message ?? 'GraphQL server error'), {
                        status: 500,
                        request: { ...options, request: { ...options.request, retries, retryAfter: (retryCount + 1) ** 2 } },
                        response,
                    });
                }
                return response;
            }
            catch (error) {
                const failed = error?.request;
                if (!failed)
                    throw error;
                if (options.request)
                    options.request.retryCount = retryCount + 1;
                if (!(retry_plugin_whole(failed.request?.retries) > retryCount))
                    throw error;
                await (0,external_node_timers_promises_namespaceObject.setTimeout)(retry_plugin_whole(failed.request?.retryAfter) * state.retryAfterBaseValue);
            }
        }
    });
    return {};
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/wire-hook.js


// GitHub's documented wait when a 429 names none.
const FALLBACK_WAIT_SECONDS = 60;
/** Seconds to wait before retrying a 429, from its headers. */
function waitSecondsFor(headers, nowMs = Date.now()) {
    const ms = retryAfterMs(headers, nowMs);
    return ms === undefined ? FALLBACK_WAIT_SECONDS : Math.ceil(ms / 1000);
}
/** Route (usually the template, e.g. /repos/{owner}/{repo}) without query or host, safe for logs. */
function routeOf(url) {
    try {
        return decodeURIComponent(new URL(url, 'http://github.invalid').pathname);
    }
    catch {
        return url.split('?')[0] ?? url;
    }
}
/**
 * Numbers each call at the client's outermost hook, in a `request` options object of its own.
 * Octokit hands every call the client's shared defaults object as `options.request`, and the
 * retry plugin writes `retryCount` into it, so one retried call made later calls look retried
 * (and which ones depended on timing). The number survives Octokit's option merges, so the wire
 * hook tells a call's first attempt from a retry by any plugin.
 */
let calls = 0;
function numberCall(options) {
    options.request = { ...options.request, [CALL]: ++calls };
}
const CALL = 'harbourmasterCall';
/**
 * A 403 with retry-after that the throttling plugin does not take for a limit: it reads a 403 as one
 * only when its message says "secondary rate" or no requests are left, while GitHub documents
 * retry-after as the wait before any retry of a rate-limited request, and Enterprise Server
 * releases before the name "secondary" answer with "You have triggered an abuse detection
 * mechanism" and a retry-after. A 403 of a missing permission carries no retry-after.
 */
function unnamedLimit(failure) {
    return (failure.status === 403 &&
        failure.headers['retry-after'] !== undefined &&
        !failure.secondaryLimit &&
        String(failure.headers['x-ratelimit-remaining']) !== '0');
}
/**
 * Only a read is asked again here: GitHub may have applied a write before it failed, so its caller
 * looks for the write's marker first (publish.ts, lifecycle.ts). A GraphQL document is a read
 * unless it may hold a mutation.
 */
function isRead(options) {
    if (options.method === 'GET' || options.method === 'HEAD')
        return true;
    return (options.method === 'POST' && routeOf(options.url ?? '').endsWith('/graphql') && typeof options.query === 'string' && !/\bmutation\b/.test(options.query));
}
function wireHook(stats, logger, policy) {
    return (octokit) => {
        const seen = new Set();
        octokit.hook.wrap('request', async (request, options) => {
            const route = routeOf(options.url);
            const call = options.request?.[CALL];
            const retried = call === undefined ? Number(options.request?.retryCount ?? 0) > 0 : seen.has(call);
            seen.add(call);
            for (let attempt = 0;; attempt++) {
                stats.requests += 1;
                if (attempt > 0 || retried)
                    stats.retries += 1;
                const started = Date.now();
                try {
                    const response = await request(options);
                    const scopes = response.headers['x-oauth-scopes'];
                    if (scopes !== undefined)
                        stats.tokenScopes = String(scopes);
                    return response;
                }
                catch (error) {
                    const failure = httpFailure(error);
                    const status = failure?.status;
                    logger.event('github', 'attempt-failed', { method: options.method, route, status, ms: Date.now() - started });
                    if (status !== 429 && !(failure && unnamedLimit(failure) && isRead(options)))
                        throw error;
                    stats.rateLimited += 1;
                    const wait = waitSecondsFor(failure?.headers ?? {});
                    const retrying = attempt < policy.rateLimitRetries && wait <= policy.maxWaitSeconds;
                    const action = retrying ? 'wait' : 'fail';
                    // A 403 with retry-after is GitHub's abuse limit under its older words: logged as the throttling handlers log it.
                    if (status === 429)
                        logger.event('github', 'too-many-requests', { method: options.method, route, retry_after_s: wait, attempt: attempt + 1, action });
                    else
                        logger.event('github', 'secondary-rate-limit', { method: options.method, route, retry_after_s: wait, attempt: attempt + 1, action });
                    if (!retrying) {
                        policy.exhausted.add(options);
                        throw error;
                    }
                    await (0,external_node_timers_promises_namespaceObject.setTimeout)(wait * 1000);
                }
            }
        });
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/client.js











/**
 * Statuses the retry plugin must never retry, and why:
 * - 400 Bad Request: our request is malformed; the same bytes fail again.
 * - 401 Unauthorized: the token is wrong or expired; retrying only burns time.
 * - 403 Forbidden: either a missing permission (never heals) or a rate limit,
 *   which the throttling handlers own because they honour `retry-after` and
 *   `x-ratelimit-reset`; a blind backoff retry could extend the penalty.
 * - 404 Not Found: missing resource or a token that cannot see it.
 * - 409 Conflict: the resource changed under us (e.g. the head moved); the
 *   caller must re-read state, not repeat the write.
 * - 410 Gone: permanently removed.
 * - 422 Unprocessable: validation failed (e.g. a line outside the diff); the
 *   payload must change first.
 * - 429 Too Many Requests: rate limiting, answered by the wire hook and the
 *   throttling handlers, which honour `retry-after` (see wire-hook.ts).
 * - 451 Unavailable For Legal Reasons: permanent.
 * Everything else >= 400 (500, 502, 503, 504, network errors and our own
 * request timeouts, which Octokit reports as 500) is retried with backoff.
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/**
 * Requests in flight at once, shared by every port of one client (REST, GraphQL reads, checked
 * writes use one limiter). GitHub's secondary rate limits allow at most 100 concurrent requests
 * across REST and GraphQL; prepare's reads of a 3,000-file PR (30 file pages, the review and
 * comment pages, the thread and base-file queries) fit in one round under 40.
 */
const MAX_CONCURRENT_REQUESTS = 40;
// Plugins listed first are innermost: the JSON parser, then the wire hook, which sees every attempt.
function buildClass(stats, logger, policy) {
    return Octokit.plugin(nativeJson(), wireHook(stats, logger, policy), retryPlugin, throttling, paginateRest);
}
/** The retry limiter of one client (the plugin registers that client's rate-limit listener on it). */
function ownRetryLimiter() {
    return { retryLimiter: new RetryLimiter() };
}
/**
 * The write group of the GraphQL reads client: four at a time, no spacing. The option is typed as
 * a Bottleneck group, of which the plugin only calls `key(id).schedule(options, fn)`.
 */
function unspacedWrites() {
    return { write: new ConcurrencyGroup(4) };
}
function createGitHubClient(options) {
    const { logger } = options;
    const stats = { requests: 0, retries: 0, rateLimited: 0 };
    const rateLimitRetries = options.rateLimitRetries ?? 2;
    const maxWait = options.maxRateLimitWaitSeconds ?? 60;
    const timeoutMs = options.timeoutMs ?? 30_000;
    const policy = { rateLimitRetries, maxWaitSeconds: maxWait, exhausted: new WeakSet() };
    const checkedPolicy = { rateLimitRetries: 0, maxWaitSeconds: maxWait, exhausted: new WeakSet() };
    const shouldWait = (kind, retryAfter, request, retryCount, limit = rateLimitRetries) => {
        // A 429 the wire hook already retried to its bound is not retried twice.
        if (policy.exhausted.has(request) || checkedPolicy.exhausted.has(request))
            return false;
        stats.rateLimited += 1;
        const retrying = retryCount < limit && retryAfter <= maxWait;
        logger.event('github', kind, {
            method: request.method,
            route: routeOf(request.url),
            retry_after_s: retryAfter,
            attempt: retryCount + 1,
            action: retrying ? 'wait' : 'fail',
        });
        return retrying;
    };
    const timedFetch = (input, init) => {
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        return (options.fetch ?? fetch)(input, { ...init, signal });
    };
    // `global` and `retryLimiter` are read by the plugin (it merges these options into its state and
    // uses `state.global ?? its own group`, `state.retryLimiter ?? new Bottleneck()`) but absent from
    // its option type; tests count the requests a client really has in flight and how fast a batch
    // leaves, so an upgrade that drops them fails loudly. Both are request-limiters.ts: the same jobs
    // as Bottleneck's without a timer hop per request. Each client gets its own retry limiter, as
    // the plugin's default gives it, since the plugin registers a rate-limit listener per client.
    const throttle = {
        // A fresh id per client keeps the plugin's process-wide limiter groups
        // from coupling independent clients (tests start many).
        id: `harbourmaster-${(0,external_node_crypto_namespaceObject.randomUUID)()}`,
        // The plugin's default runs 10 requests per client at once, which made prepare's ~40 page
        // reads queue in four rounds; see MAX_CONCURRENT_REQUESTS. Writes still pass one at a time
        // through the plugin's write group, a second apart.
        global: new ConcurrencyGroup(MAX_CONCURRENT_REQUESTS),
        retryLimiter: new RetryLimiter(),
        onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('secondary-rate-limit', retryAfter, request, retryCount),
        onRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('rate-limit', retryAfter, request, retryCount),
    };
    const octokitOptions = {
        auth: options.token,
        baseUrl: options.apiUrl.replace(/\/$/, ''),
        userAgent: options.userAgent ?? 'harbourmaster',
        // Success bodies reach nativeJson unread; it parses them (see native-json.ts).
        request: { fetch: timedFetch, ...RAW_SUCCESS_BODY },
        log: {
            debug: () => { },
            info: () => { },
            warn: (message) => logger.event('github', 'warn', { message }),
            error: (message) => logger.event('github', 'error', { message }),
        },
        retry: {
            doNotRetry: [...DO_NOT_RETRY],
            retries: options.retries ?? 3,
            retryAfterBaseValue: options.retryBaseMs ?? 1000,
        },
        throttle,
    };
    const HarbourOctokit = buildClass(stats, logger, policy);
    const client = new HarbourOctokit(octokitOptions);
    // The throttling plugin sends every GraphQL call through its write limiter,
    // spaced one second apart: right for mutations (GitHub asks for a second
    // between content writes), needless for the read-only thread queries, where
    // it cost 2 s of a 300-thread prepare. Queries get a client of their own
    // whose write group has no spacing (and, like the global group, no timer hop); rate limits and
    // retries still apply.
    const reads = new HarbourOctokit({
        ...octokitOptions,
        throttle: { ...throttle, ...ownRetryLimiter(), ...unspacedWrites() },
    });
    const CheckedOctokit = buildClass(stats, logger, checkedPolicy);
    const checked = new CheckedOctokit({
        ...octokitOptions,
        retry: { enabled: false },
        throttle: {
            ...throttle,
            ...ownRetryLimiter(),
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('secondary-rate-limit', retryAfter, request, retryCount, 0),
            onRateLimit: (retryAfter, request, _octokit, retryCount) => shouldWait('rate-limit', retryAfter, request, retryCount, 0),
        },
    });
    for (const octokit of [client, reads, checked]) {
        octokit.hook.before('request', numberCall);
        // Registered last, so it is outermost: callers only ever see GitHubError.
        octokit.hook.error('request', (error, requestOptions) => {
            throw toGitHubError(error, `${requestOptions.method} ${routeOf(requestOptions.url)}`, maxWait);
        });
    }
    const graphqlOf = graphqlOn(octokitOptions.baseUrl ?? '');
    return {
        client,
        rest: client,
        graphql: graphqlOf(reads),
        graphqlWrites: graphqlOf(client),
        checkedWrites: { rest: checked, graphql: graphqlOf(checked) },
        stats,
    };
}
/**
 * Enterprise Server serves GraphQL at /api/graphql beside the REST API's /api/v3. Octokit reaches
 * it by giving each call that absolute URL, and the throttling plugin knows GraphQL only by a path
 * starting with /graphql: there a spent primary limit (HTTP 200, RATE_LIMITED, no requests left)
 * failed the run at once where GitHub.com waits for a reset that is near. With /api as the base,
 * GraphQL keeps its /graphql route on every layout, so every rule and log line is the same.
 */
function graphqlOn(apiUrl) {
    const server = /^(.*\/api)\/v3$/.exec(apiUrl)?.[1];
    return (octokit) => (server ? { graphql: octokit.graphql.defaults({ baseUrl: server }) } : octokit);
}
/**
 * Normalises an Octokit failure into a GitHubError. The classification is by
 * HTTP status only; the message adds what a user can act on: for a rate limit
 * the run could not wait out, which limit and until when GitHub said (a 403 of
 * a spent limit is no missing permission); for a refused permission, the one
 * GitHub says it accepts.
 */
function toGitHubError(error, what, maxWaitSeconds = 60) {
    if (error instanceof HarbourmasterError)
        return error;
    const status = statusOf(error);
    const limit = rateLimitOf(error);
    const detail = `${error instanceof Error ? error.message : String(error)}${limit?.said ? `: ${limit.said}` : ''}`;
    const hint = limit ? limitHint(limit, maxWaitSeconds) : hintFor(status, httpFailure(error)?.headers ?? {});
    return new GitHubError(`GitHub ${what} failed${status ? ` with HTTP ${status}` : ''}: ${detail}${hint}`, status, {
        cause: error,
    });
}
function limitHint(limit, maxWaitSeconds) {
    const waited = (seconds) => (seconds > maxWaitSeconds ? `longer than the ${maxWaitSeconds} s a run waits` : 'after the retries a run allows');
    if (limit.retryAfterSeconds !== undefined) {
        return ` (GitHub's secondary rate limit asked for a wait of ${limit.retryAfterSeconds} s, its retry-after, ${waited(limit.retryAfterSeconds)}; re-run the job later)`;
    }
    if (limit.resetEpochSeconds !== undefined) {
        const at = new Date(limit.resetEpochSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
        const left = Math.max(0, Math.ceil(limit.resetEpochSeconds - Date.now() / 1000));
        return ` (GitHub's primary rate limit is spent until ${at}, its x-ratelimit-reset, ${waited(left)}; re-run the job after it)`;
    }
    if (limit.secondary)
        return " (GitHub's secondary rate limit, naming no wait: GitHub asks for at least a minute; re-run the job later)";
    return ' (rate limited beyond the retry budget)';
}
function hintFor(status, headers) {
    const accepted = headers['x-accepted-github-permissions'];
    const sso = ssoPage(headers['x-github-sso']);
    switch (status) {
        case 401:
            return ' (the token is invalid or expired)';
        case 403:
            if (sso)
                return ` (the token is not authorized for the organization's SAML single sign-on: sign in at ${sso}, then authorize the token)`;
            return accepted
                ? ` (the token lacks a permission; GitHub accepts: ${String(accepted)})`
                : ' (the token lacks a permission, or a policy of the repository refused it)';
        case 404:
            return ' (not found, or the token cannot see it)';
        default:
            return '';
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/reanchor.js
/** Lines apart within which two findings of one path, side and category are one finding (the ledger's rule for a re-raised one). */
const REANCHOR_WINDOW = 3;
/**
 * The team finding an editor's finding re-anchors, if any. Pure. The editor
 * rewrites the team's findings and may move one a line or two, or start it
 * on another line of the same hunk; its fingerprint then differs, so it
 * would count as a finding no specialist reported (escalated) while the
 * team's original is restored as left out: the same issue twice in one
 * review. The nearest unclaimed team finding on the same path, side and
 * category within the window is that finding; it is published at the line
 * the team verified, with the team's id and assessment. `claimed` holds the
 * team ids the payload already names exactly or that were re-anchored.
 */
function reanchoredTeamFinding(finding, assessments, claimed) {
    const side = finding.side ?? 'RIGHT';
    let best;
    for (const [id, team] of assessments) {
        if (claimed.has(id) || team.path !== finding.path || (team.side ?? 'RIGHT') !== side || team.category !== finding.category)
            continue;
        const distance = Math.abs(team.line - finding.line);
        if (distance > REANCHOR_WINDOW)
            continue;
        if (!best || distance < Math.abs(best.line - finding.line) || (distance === Math.abs(best.line - finding.line) && team.line < best.line))
            best = team;
    }
    return best;
}
/**
 * The team finding an editor's finding re-files under another category, if any. Pure. The
 * category is part of the fingerprint, so a finding the editor re-categorised would be posted
 * twice like a moved one: unverified under the editor's category and restored under the team's.
 * Only an exact match is taken (same path, side and line) and only when it is the one unclaimed
 * team finding there: two on that line would leave the choice to a guess.
 */
function recategorisedTeamFinding(finding, assessments, claimed) {
    const side = finding.side ?? 'RIGHT';
    const there = [...assessments.values()].filter((team) => team.path === finding.path && (team.side ?? 'RIGHT') === side && team.line === finding.line && team.category !== finding.category);
    const open = there.filter((team) => !claimed.has(team.id));
    return there.length === 1 && open.length === 1 ? open[0] : undefined;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/sanitise-outgoing.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js


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
    let content = neutraliseMarkers(escapeHidden(text));
    if (options.table)
        content = content.replace(/\|/g, '\\|');
    const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const spaced = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '';
    const pad = content.startsWith('`') || content.endsWith('`') || spaced ? ' ' : '';
    return `${fence}${pad}${content}${pad}${fence}`;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/markers.js

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
const FINDING_MARKER = new RegExp(`<!-- harbourmaster:finding (${FINDING_ID_PATTERN})(?: category=([a-z-]+) side=(LEFT|RIGHT))?(?: instance=([A-Za-z0-9._-]+))? -->`, 'g');
/** A lifecycle reply: the finding it answers, the status given and the run that gave it. */
const DISPOSITION_MARKER = new RegExp(`<!-- harbourmaster:disposition (${FINDING_ID_PATTERN}) status=([a-z-]+) run=([A-Za-z0-9._-]+) -->`, 'g');
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
const SETTLED_MARKER = new RegExp(`<!-- harbourmaster:settled (${FINDING_ID_PATTERN}) status=fixed -->`, 'g');
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/logins.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/severity-badge.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/cut.js
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/render.js







/**
 * Markdown for the GitHub review: one inline comment per anchored finding and
 * one body. GitHub rejects a body over 65,536 characters; we count UTF-16 code
 * units (never fewer than GitHub's characters), drop whole entries from the
 * end with a note, and never cut the run marker or a surrogate pair.
 */
const GITHUB_BODY_LIMIT = 65_536;

const BADGE = SEVERITY_BADGE;
/** Code from a model or the pull request (evidence, test output, suggestions): shown as written, except that no marker survives. */
function codeBlock(text, language = '') {
    const code = neutraliseMarkers(text);
    const fence = fenceFor(code);
    return `${fence}${language}\n${code}\n${fence}`;
}
/**
 * Accepting a suggestion replaces the commented lines with the block's lines exactly: a final
 * newline would add a blank line, and an empty block (not one blank line) deletes the lines.
 */
function suggestionBlock(text) {
    if (text === '')
        return '```suggestion\n```';
    return codeBlock(text.replace(/\r?\n$/, ''), 'suggestion');
}
/** A suggestion copied from escaped text: shown as code, and the reader told what applying it as written would do. */
const ESCAPED_NOTE = '<sub>Suggested code, not offered as a suggestion: this file has hidden characters (bidi controls, zero-width or tag characters) that reviewers read as `\\uXXXX` escapes, and applying this text as written would put the escape text in the code in their place.</sub>';
/** A suggestion on a line the byte bound cut: shown as code, and the reader told what applying it would do. */
const CUT_NOTE = '<sub>Suggested code, not offered as a suggestion: the reviewers read only the start of this line (its patch was cut short by a byte bound), and applying this text would replace the whole line, deleting the rest of it.</sub>';
/** A suggestion whose marker-like text the review breaks (codeBlock): applied, it would write that break into the code. */
const MARKER_NOTE = '<sub>Suggested code, not offered as a suggestion: it holds text that reads as a Harbourmaster marker, which this review breaks with a zero-width space, and applying it would write that hidden character into the code.</sub>';
/** A suggestion on removed lines: GitHub applies suggestions to the new file only, so it is code to read. */
const REMOVED_NOTE = '<sub>Suggested code, not offered as a suggestion: this comment is on removed lines, and GitHub applies a suggestion to the new version of the file only.</sub>';
/** A suggestion written for other lines than the comment covers (a range narrowed or cut to its line, a finding moved to the team's line). */
function otherLinesNote(f) {
    const written = f.rangeNarrowed ? `lines ${f.rangeNarrowed[0]}-${f.rangeNarrowed[1]}` : 'other lines than this comment covers';
    return `<sub>Suggested code, not offered as a suggestion: it was written for ${written}, and applying it here would replace the commented lines with all of it.</sub>`;
}
/**
 * Why a suggestion is shown as code under a note rather than offered one-click, if it is: counted
 * on the `published` line, so a withheld suggestion is named in telemetry too, never only in the comment.
 */
function suggestionHeldBack(f) {
    if (f.suggestion === undefined)
        return undefined;
    if ((f.side ?? 'RIGHT') !== 'RIGHT')
        return 'removed-code';
    if (f.suggestionEscaped)
        return 'escaped';
    if (f.suggestionCut)
        return 'cut-line';
    if (f.suggestionAsCode)
        return 'other-lines';
    return neutraliseMarkers(f.suggestion) !== f.suggestion ? 'marker-text' : undefined;
}
function heldBackNote(f, why) {
    if (why === 'removed-code')
        return REMOVED_NOTE;
    if (why === 'escaped')
        return ESCAPED_NOTE;
    if (why === 'cut-line')
        return CUT_NOTE;
    if (why === 'other-lines')
        return otherLinesNote(f);
    return MARKER_NOTE;
}
/** What a reader of a narrowed range should know: the finding is about more lines than the comment covers. */
function narrowedLine(f) {
    if (!f.rangeNarrowed)
        return undefined;
    const shown = f.start_line !== undefined && f.start_line !== f.line ? `lines ${f.start_line}-${f.line}` : `line ${f.line}`;
    return `<sub>This finding named lines ${f.rangeNarrowed[0]}-${f.rangeNarrowed[1]}, which GitHub cannot take as one comment (not all in one hunk of the diff); it is shown on ${shown}.</sub>`;
}
/** Test evidence inside the collapsed evidence block: the verdict, why, and each test with its failure excerpt. */
function renderTestEvidence(tests) {
    const lines = [`**Tests: ${tests.verdict}** — ${sanitiseInline(tests.reason)}`];
    for (const t of tests.tests) {
        lines.push('', `- ${codeSpan(t.id)} ${t.status}${t.failsOnBase ? ' (also on the base commit)' : ''}`);
        if (t.excerpt)
            lines.push('', codeBlock(t.excerpt));
    }
    return lines.join('\n');
}
function evidenceBlock(finding) {
    const tests = finding.tests && finding.tests.verdict !== 'not-applicable' ? `\n\n${renderTestEvidence(finding.tests)}` : '';
    return `<details><summary>Evidence</summary>\n\n${codeBlock(finding.evidence)}${tests}\n\n</details>`;
}
/** `instance`: the run's (from its run marker), carried in the finding marker so only its own instance re-checks the thread. */
function renderInlineComment(finding, instance) {
    const note = routeNotesIn(reasonShown(finding, finding.route_reason));
    const parts = [
        `**${BADGE[finding.severity]}** · ${finding.category} · **${sanitiseInline(finding.title)}**`,
        sanitiseMarkdown(finding.body),
        // Only when the route rests on something the reader should know: a confidence the parser changed, or no verdict checked it.
        ...(note ? [`<sub>${confidenceLine(finding)} — ${sanitiseInline(note)}</sub>`] : []),
        ...(finding.rangeNarrowed ? [narrowedLine(finding)] : []),
        evidenceBlock(finding),
    ];
    if (finding.suggestion !== undefined) {
        // GitHub applies suggestions to the new file only, to exactly the commented lines; otherwise it is code, and the reader is told why.
        const held = suggestionHeldBack(finding);
        if (held === undefined)
            parts.push(suggestionBlock(finding.suggestion));
        else
            parts.push(heldBackNote(finding, held), codeBlock(finding.suggestion));
    }
    parts.push(makeFindingMarker(finding.id, { category: finding.category, side: finding.side ?? 'RIGHT' }, instance));
    return parts.join('\n\n');
}
function render_location(finding) {
    const range = finding.start_line !== undefined && finding.start_line !== finding.line ? `${finding.start_line}-${finding.line}` : `${finding.line}`;
    const side = (finding.side ?? 'RIGHT') === 'LEFT' ? ' (removed code)' : '';
    return `${codeSpan(`${finding.path}:${range}`)}${side}`;
}
/** Confidence before → after, verdict: the numbers routing used, from trusted code. */
function confidenceLine(finding) {
    return `confidence ${finding.confidence.toFixed(2)} → ${finding.confidence_after.toFixed(2)} (${finding.verdict})`;
}
/** Why an entry is in the body, and the confidence note when the reason is not the route's (which already carries it). */
function entryReason(finding) {
    const note = routeNotesIn(reasonShown(finding, finding.route_reason));
    const reason = finding.reason === undefined ? undefined : reasonShown(finding, finding.reason) || undefined;
    if (!note || finding.reason === finding.route_reason)
        return reason;
    return reason ? `${reason}; ${note}` : note;
}
/**
 * A reason as shown beside a finding: without the parser's note of a narrowed range when the
 * finding's own line (narrowedLine) names the range, as when the editor sent the whole range again.
 */
function reasonShown(finding, reason) {
    return finding.rangeNarrowed ? withoutRangeNote(reason) : reason;
}
function bodyFindingEntry(finding) {
    const reason = entryReason(finding);
    const lines = [
        `#### ${BADGE[finding.severity]} · ${finding.category} · ${sanitiseInline(finding.title)}`,
        `${render_location(finding)} · ${confidenceLine(finding)}${reason ? ` — ${sanitiseInline(reason)}` : ''}`,
        '',
        sanitiseMarkdown(finding.body),
        ...(finding.rangeNarrowed ? ['', narrowedLine(finding)] : []),
    ];
    if (finding.tests && finding.tests.verdict !== 'not-applicable')
        lines.push('', evidenceBlock(finding));
    if (finding.suggestion !== undefined)
        lines.push(...(finding.suggestionEscaped ? ['', ESCAPED_NOTE] : []), '', codeBlock(finding.suggestion));
    lines.push('', makeFindingMarker(finding.id));
    return lines.join('\n');
}
/** The body section of earlier findings carried, not raised again (the eval tells them from this review's own: eval/lib/posted-findings.ts). */
const STILL_OPEN_HEADING = '### Still open from earlier reviews';
/** Rendered as a body finding is (heading, location, marker), so the next push reads it back (src/context/open-in-body.ts). */
function stillOpenEntry(entry) {
    const range = entry.startLine !== undefined && entry.startLine !== entry.line ? `${entry.startLine}-${entry.line}` : `${entry.line}`;
    const side = entry.side === 'LEFT' ? ' (removed code)' : '';
    const since = entry.leftOutBy === undefined
        ? 'the file has not changed since'
        : `${entry.changeUnknown ? 'whether the file changed since is not known (the history was rewritten), and' : 'the file changed since, but'} this review left it out (${sanitiseInline(entry.leftOutBy)}), so it was not checked again and its line may have moved`;
    return [
        `#### ${BADGE[entry.severity]} · ${entry.category} · ${sanitiseInline(entry.title)}`,
        `${codeSpan(`${entry.path}:${range}`)}${side} · listed in the review of ${codeSpan(entry.since.slice(0, 7))}; ${since}`,
        '',
        ...(entry.blocksAt !== undefined ? [blocksSentence(entry.blocksAt), ''] : []),
        makeFindingMarker(entry.id),
    ].join('\n');
}
/**
 * A gating run counts a carried body finding at or above blocking-severity as it counts an open
 * thread: the entry says so, and what ends it, since it has no thread to resolve.
 */
function blocksSentence(blockingSeverity) {
    return (`**Blocks this pull request** (at or above blocking-severity ${codeSpan(blockingSeverity)}, as an open thread would): ` +
        'it has no thread to resolve, and no review has read its file again since it was listed. It clears when a review reads the file ' +
        'again and does not raise it: a later push whose review reaches the file (it is tried again on every push), or a full review.');
}
/**
 * Files not reviewed, grouped by reason with counts, the list folded in a
 * <details> block: on a pull request with thousands of generated files the
 * body would otherwise open with hundreds of lines repeating one reason.
 * The job summary keeps the complete list.
 */
function exclusionsSection(exclusions) {
    const groups = new Map();
    for (const e of exclusions) {
        const key = `${e.reason}\u0000${e.rule}`;
        groups.set(key, [...(groups.get(key) ?? []), e]);
    }
    const ordered = [...groups.values()].sort((a, b) => b.length - a.length);
    const label = (e) => `${sanitiseInline(e.reason)} (${codeSpan(e.rule)})`;
    const counts = ordered.map((g) => `${label(g[0])}: ${g.length}`).join(' · ');
    const entries = [];
    for (const group of ordered) {
        group.forEach((e, i) => {
            const item = `- ${codeSpan(e.path)}`;
            // A blank line before each group's title, so it does not continue the previous list.
            entries.push(i === 0 ? `${entries.length > 0 ? '\n' : ''}**${label(e)}**, ${group.length} file${group.length === 1 ? '' : 's'}:\n${item}` : item);
        });
    }
    return {
        kind: 'exclusions',
        heading: `### Files not reviewed (${exclusions.length})`,
        lead: `${counts}\n\n<details><summary>The ${exclusions.length} file${exclusions.length === 1 ? '' : 's'} by reason</summary>\n`,
        entries,
        joiner: '\n',
        close: '\n\n</details>',
    };
}
/** A note's and all notes' share of the body: like the marker, they are never left out for size, so they are bounded. */
const NOTE_MAX_UNITS = 1_000;
const NOTES_MAX_UNITS = 8_000;
function noteLines(notes) {
    const lines = [];
    let used = 0;
    for (const note of notes) {
        const text = sanitiseInline(note);
        const line = `> ${text.length > NOTE_MAX_UNITS ? `${truncateUnits(text, NOTE_MAX_UNITS - 1)}…` : text}`;
        if (used + line.length + 1 > NOTES_MAX_UNITS) {
            const rest = notes.length - lines.length;
            lines.push(`> ${rest} more note${rest === 1 ? '' : 's'} left out to stay within GitHub's size limit.`);
            break;
        }
        lines.push(line);
        used += line.length + 1;
    }
    return lines.join('\n');
}
function renderReviewBody(input) {
    const limit = input.limit ?? GITHUB_BODY_LIMIT;
    const inline = input.findings.filter((f) => f.placement === 'inline').length;
    const escalated = input.findings.filter((f) => f.placement === 'body' && f.route === 'escalate');
    const unanchored = input.findings.filter((f) => f.placement === 'body' && f.route !== 'escalate');
    const dropped = input.findings.filter((f) => f.placement === 'none').length;
    const shown = input.findings.length - dropped;
    const head = [
        '## Harbourmaster review',
        '',
        `${shown} finding${shown === 1 ? '' : 's'}: ${inline} inline, ${escalated.length} for a human look, ${unanchored.length} not anchored; ${dropped} dropped below the confidence floor.`,
        '',
    ].join('\n');
    // Mentions come from the base commit's configuration (trusted), so they are not neutralised like model text.
    const mentions = (input.mentions ?? []).filter((m) => MENTION_HANDLE.test(m));
    const escalationHeading = `### Needs a human look${mentions.length > 0 ? `\n\ncc ${mentions.join(' ')}` : ''}`;
    const sections = [
        { kind: 'findings', heading: escalationHeading, entries: escalated.map(bodyFindingEntry), joiner: '\n\n', own: true, ids: escalated.map((f) => f.id) },
        {
            kind: 'findings',
            heading: '### Findings not anchored in the diff',
            entries: unanchored.map(bodyFindingEntry),
            joiner: '\n\n',
            own: true,
            ids: unanchored.map((f) => f.id),
        },
        { kind: 'findings', heading: STILL_OPEN_HEADING, entries: (input.stillOpen ?? []).map(stillOpenEntry), joiner: '\n\n' },
        {
            kind: 'dispositions',
            heading: '### Earlier findings',
            entries: input.dispositions.map((d) => `- \`${d.finding_id}\` — **${d.status}**: ${sanitiseInline(d.note)}`),
            joiner: '\n',
        },
        exclusionsSection(input.exclusions),
    ];
    const notes = noteLines(input.notes);
    const tail = (omitted) => {
        const total = omitted.findings + omitted.dispositions + omitted.exclusions;
        const trimmed = total > 0
            ? `\n\n> ${total} entr${total === 1 ? 'y' : 'ies'} left out to stay within GitHub's size limit (${omitted.findings} findings, ${omitted.dispositions} dispositions, ${omitted.exclusions} skipped files); the workflow run's job summary lists the findings and dispositions, and its log has one line per skipped file.`
            : '';
        return `${notes ? `\n\n${notes}` : ''}${trimmed}\n\n${input.marker}\n`;
    };
    // The limits a run reached say what the review could not cover; like the tail, they are never
    // left out for size (a handful of lines), so they follow the summary with their room reserved.
    const caps = input.caps.length > 0
        ? `\n\n### Limits reached\n\n${input.caps.map((c) => `- ${truncateUnits(sanitiseInline(c.cap), 100)} (${c.limit}): ${truncateUnits(sanitiseInline(c.detail), 500)}`).join('\n')}`
        : '';
    // Reserve room for the worst-case tail and cut line so the marker always fits.
    const worstTail = tail({ findings: 99_999, dispositions: 99_999, exclusions: 99_999 }).length + cutLimit(99_999, caps !== '', limit).length;
    const summaryRoom = Math.max(0, limit - worstTail - caps.length - head.length - 2);
    const top = head + truncateUnits(sanitiseMarkdown(input.summary), summaryRoom) + caps;
    let body = top;
    const omitted = { findings: 0, dispositions: 0, exclusions: 0 };
    let listed = 0;
    const cut = [];
    let full = false;
    for (const section of sections) {
        if (section.entries.length === 0)
            continue;
        const heading = `\n\n${section.heading}\n${section.lead ? `\n${section.lead}` : ''}`;
        const close = section.close ?? '';
        let added = 0;
        for (const [index, entry] of section.entries.entries()) {
            const piece = added === 0 ? `${heading}\n${entry}` : `${section.joiner}${entry}`;
            if (!full && body.length + piece.length + close.length + worstTail <= limit) {
                body += piece;
                added++;
                if (section.own)
                    listed++;
            }
            else {
                full = true;
                omitted[section.kind]++;
                const id = section.ids?.[index];
                if (id !== undefined)
                    cut.push(id);
            }
        }
        if (added > 0)
            body += close;
    }
    // A finding cut from the body is one the next push cannot read back (src/context/body-cut.ts): named with the limits.
    return { body: top + cutLimit(omitted.findings, caps !== '', limit) + body.slice(top.length) + tail(omitted), omitted, listed, cut };
}
/**
 * The limits line for body-only findings the size limit cut: this body is the only memory of
 * findings listed in it alone, so the next push cannot carry them and says it lost them.
 */
function cutLimit(findings, afterCaps, limit) {
    if (findings === 0)
        return '';
    const line = `- review body size (${limit}): ${findings} body-only finding(s) left out of this body; the job summary and the SARIF file list them, ` +
        `but the next push cannot carry them from this review, so it reports them as lost unless it reviews their files again ${makeBodyCutMarker(findings)}`;
    return afterCaps ? `\n${line}` : `\n\n### Limits reached\n\n${line}`;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/assemble-review.js



/**
 * The last step of publication's preparation, and the one a refused anchor repeats: findings
 * already validated, assessed and redacted (payload-to-review.ts) are capped, placed (inline,
 * the body, or dropped) and rendered into the review GitHub receives, with the notes that say
 * what moved. relocateToBody runs it again when GitHub refuses lines (publish.ts), so both paths
 * write the same notes and body.
 */
const TOO_LONG = "its inline comment would be over GitHub's 65,536 characters";
const assemble_review_RANK = { critical: 0, high: 1, medium: 2, low: 3, info: 4 };
/**
 * Routes (inline cap → escalation), places and renders: inline-routed
 * findings on commentable lines become comments; escalated ones go to the
 * "needs a human look" section; dropped ones are only counted.
 */
function assemble(payload, placedIn, dispositions, notesIn, ctx) {
    const notes = [...notesIn];
    const sorted = [...placedIn].sort((a, b) => assemble_review_RANK[a.severity] - assemble_review_RANK[b.severity]);
    // Only anchorable inline findings take a comment slot; unanchorable ones are in the body anyway.
    const capped = capInline(sorted, ctx.maxComments, (f) => f.route === 'inline' && f.placement === 'inline');
    const placedFindings = capped.map(({ bodyCut: _cut, ...f }) => {
        void _cut;
        const placement = f.route === 'drop' ? 'none' : f.route === 'escalate' ? 'body' : f.placement;
        const placed = { ...f, placement, reason: f.route === 'escalate' ? f.route_reason : f.reason };
        // GitHub refuses the whole review for one comment over its limit (quoted code fenced longer than its backtick runs can get there).
        return placement === 'inline' && renderInlineComment(placed, instanceOfMarker(ctx.marker)).length > GITHUB_BODY_LIMIT
            ? { ...placed, placement: 'body', reason: TOO_LONG }
            : placed;
    });
    const tooLong = placedFindings.filter((f) => f.reason === TOO_LONG).length;
    if (tooLong > 0)
        notes.push(`${tooLong} finding${tooLong === 1 ? ' whose inline comment would be' : 's whose inline comments would be'} over GitHub's 65,536 characters ${tooLong === 1 ? 'is' : 'are'} listed below.`);
    const overflow = placedFindings.filter((f) => f.route_reason.startsWith('over max-comments')).length;
    if (overflow > 0)
        notes.push(`${overflow} finding${overflow === 1 ? '' : 's'} over max-comments (${ctx.maxComments}) ${overflow === 1 ? 'is' : 'are'} escalated below instead of commented inline.`);
    const routes = countRoutes(placedFindings);
    if (routes.drop > 0)
        notes.push(`${routes.drop} finding${routes.drop === 1 ? '' : 's'} below the escalation confidence ${routes.drop === 1 ? 'was' : 'were'} dropped (see the job summary).`);
    const comments = placedFindings
        .filter((f) => f.placement === 'inline')
        .map((f) => {
        const side = f.side ?? 'RIGHT';
        const comment = { path: f.path, line: f.line, side, body: renderInlineComment(f, instanceOfMarker(ctx.marker)) };
        if (f.start_line !== undefined) {
            comment.start_line = f.start_line;
            comment.start_side = side;
        }
        return comment;
    });
    const { body, omitted, listed, cut } = renderReviewBody({
        summary: payload.summary,
        findings: placedFindings,
        dispositions,
        exclusions: ctx.exclusions ?? [],
        caps: ctx.caps ?? [],
        marker: ctx.marker,
        notes,
        mentions: ctx.mentions ?? [],
        // One this review reports again (a path a model named outside the reviewed files) is listed once, as its own.
        stillOpen: (ctx.stillOpen ?? []).filter((e) => !placedFindings.some((f) => f.id === e.id && f.placement !== 'none')),
        limit: ctx.bodyLimit,
    });
    const bodyCut = omitted.findings > 0 ? { bodyCut: omitted.findings } : {};
    // The findings file and the job summary say which ones the body does not show.
    const left = new Set(cut);
    const findings = left.size === 0 ? placedFindings : placedFindings.map((f) => (left.has(f.id) ? { ...f, bodyCut: true } : f));
    return { payload, findings, dispositions, comments, body, ...bodyCut, bodyListed: listed, notes, context: ctx, routes };
}
/** Moves the given inline findings into the body (after GitHub refused their lines) and re-renders. */
function relocateToBody(publication, ids, reason) {
    const moved = publication.findings.map((f) => (f.placement === 'inline' && ids.has(f.id) ? { ...f, placement: 'body', reason } : f));
    const count = moved.filter((f, i) => f.placement !== publication.findings[i]?.placement).length;
    // assemble() writes these notes again from the findings.
    const notes = publication.notes.filter((n) => !n.includes('over max-comments') && !n.includes('were dropped') && !n.includes('was dropped') && !n.includes("over GitHub's 65,536 characters"));
    if (count > 0)
        notes.push(`GitHub refused the anchor of ${count} comment${count === 1 ? '' : 's'}; ${count === 1 ? 'it is' : 'they are'} listed below.`);
    // The run's own max-comments: moving comments into the body only frees slots, so capping again changes nothing, and the
    // note it writes again names the limit the team set (an internal 'no limit' here read 'over max-comments (9007199254740991)').
    return assemble(publication.payload, moved, publication.dispositions, notes, publication.context);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/escaped-suggestion.js
/**
 * Agents read a patch's hidden characters (bidi controls, zero-width spaces, tag characters) as
 * `\uXXXX` text (src/core/text/visible-escapes.ts). A suggestion copied from such a file carries
 * that text: accepted in one click, it would write the six characters `\u202e` where the code had
 * the character, and nobody would be told. On a file whose staged patch shows hidden characters,
 * a suggestion holding such an escape is shown as code with a note (render.ts), never offered as
 * a suggestion. A `\u` escape on a file without hidden characters is the code's own.
 */
const ESCAPE = /\\u[0-9a-fA-F]{4}/;
function markEscapedSuggestions(findings, hiddenShown) {
    if (!hiddenShown || hiddenShown.size === 0)
        return [...findings];
    return findings.map((f) => (f.suggestion !== undefined && hiddenShown.has(f.path) && ESCAPE.test(f.suggestion) ? { ...f, suggestionEscaped: true } : f));
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/diff/truncation-marker.js

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
function truncation_marker_cutShortLines(patch) {
    if (!patch)
        return {};
    const lines = patch.split('\n');
    const at = lines.findIndex((l) => l.startsWith(TRUNCATION_MARKER_PREFIX));
    const cut = at > 0 ? (lines[at - 1] ?? '') : '';
    if (at <= 0 || !(lines[at] ?? '').includes(CUT_SHORT) || !/^[+\- ]/.test(cut))
        return {};
    // The hunks end at the marker: the cut line is the last line each side it belongs to shows.
    const last = parseHunks(lines.slice(0, at).join('\n')).at(-1);
    const out = {};
    const right = last?.right.at(-1)?.line;
    const left = last?.left.at(-1)?.line;
    if (cut[0] !== '-' && right !== undefined)
        out.RIGHT = right;
    if (cut[0] !== '+' && left !== undefined)
        out.LEFT = left;
    return out;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/cut-suggestion.js

/**
 * A patch cut by a byte bound inside its last line shows the reviewers only that line's start
 * (src/core/diff/truncation-marker.ts). A suggestion covering the line was written from that
 * start; accepted, it would replace GitHub's whole line and delete the rest of it, and nobody
 * would be told. It is shown as code with a note (render.ts), never offered as a suggestion.
 */
function markCutSuggestions(findings, patches) {
    if (!patches)
        return [...findings];
    const cutOf = new Map();
    const cutLine = (path) => {
        if (!cutOf.has(path)) {
            const patch = patches.get(path);
            cutOf.set(path, truncation_marker_cutShortLines(typeof patch === 'string' ? patch : patch?.text).RIGHT);
        }
        return cutOf.get(path);
    };
    return findings.map((f) => {
        // GitHub applies a suggestion to the new file only (RIGHT); one on LEFT is code already.
        if (f.suggestion === undefined || (f.side ?? 'RIGHT') !== 'RIGHT')
            return f;
        const cut = cutLine(f.path);
        return cut !== undefined && (f.start_line ?? f.line) <= cut && cut <= f.line ? { ...f, suggestionCut: true } : f;
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/suggestion-line-endings.js

/**
 * GitHub writes an accepted suggestion's text into the file as it stands, line breaks included
 * (a suggestion made in the browser, whose text areas send CRLF, has put CRLF lines into LF
 * files). A model's suggestion rarely matches a CRLF file (it writes LF), and one that copied the
 * carriage returns it read in a patch would put them into an LF file; either way one click leaves
 * the file with mixed line endings, and nobody is told. So the breaks between a suggestion's
 * lines follow the lines it replaces, as GitHub's patch shows them: CRLF when every one of them
 * ends with a carriage return, LF otherwise. The break before the closing fence only ends the
 * block (render.ts suggestionBlock); the last replaced line keeps what GitHub gives it.
 *
 * The file's last line with no line break at all (`\ No newline at end of file`) has no ending to
 * read: it is not counted, and when it is the only line replaced, the other lines of its hunk say
 * what the file's breaks are (read as LF, a CRLF file's suggestion at its end would mix them).
 */
function matchSuggestionLineEndings(findings, patches) {
    if (!patches)
        return [...findings];
    const right = new Map();
    const hunksOf = (path) => {
        let hunks = right.get(path);
        if (!hunks) {
            const patch = patches.get(path);
            hunks = diff_lines_sideLines((typeof patch === 'string' ? patch : patch?.text) ?? '', 'RIGHT');
            right.set(path, hunks);
        }
        return hunks;
    };
    return findings.map((f) => {
        // GitHub applies a suggestion to the new file only (RIGHT); one on LEFT is code to read.
        if (f.suggestion === undefined || (f.side ?? 'RIGHT') !== 'RIGHT' || !/[\r\n]/.test(f.suggestion))
            return f;
        const from = f.start_line ?? f.line;
        const hunk = hunksOf(f.path).find((h) => h.some((l) => l.line === f.line)) ?? [];
        const ended = (lines) => lines.filter((l) => l.noNewline !== true);
        const replaced = ended(hunk.filter((l) => l.line >= from && l.line <= f.line));
        const read = replaced.length > 0 ? replaced : ended(hunk);
        const lf = f.suggestion.replace(/\r\n/g, '\n');
        const suggestion = read.length > 0 && read.every((l) => l.cr === true) ? lf.replace(/\n/g, '\r\n') : lf;
        return suggestion === f.suggestion ? f : { ...f, suggestion };
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/diff/narrow-range.js
/**
 * Where GitHub can take a range that runs past the end of a hunk, its own line outside the diff
 * (a model that named the whole function): one line of it in the diff. Pure. GitHub takes a
 * multi-line comment only when both ends lie in one hunk on one side, so such a range could not be
 * anchored at all, and was dropped or listed without its lines.
 *
 * - It starts on a line of the diff: its first line (`how: 'start'`), where the problem starts and
 *   the line the specialist chose.
 * - It starts above the diff and holds a hunk (both ends outside it): the first line it changed
 *   (`how: 'first-change'`), an added line on RIGHT, a removed one on LEFT; the first line of the
 *   diff within it (`how: 'first-diff-line'`) when it holds no changed line (a pure deletion seen
 *   on RIGHT).
 *
 * Never a hunk's last line, which would show more of a range that starts in it: a finding's id
 * hashes the line a comment is on and its nearest neighbours in the hunk (fingerprint.ts), and the
 * last line of a hunk is a context line the finding is not about, which moves whenever a later push
 * edits the named lines below it. The id would change, the ledger would not know the finding (its
 * window is three lines), and the next review would post it on a second thread.
 *
 * For a range from above a hunk, its first changed line rather than the hunk's first line (a context
 * line): both stay across pushes that edit lines below that change or above the range, and both
 * move when a push changes a line above that change within the range (the first change, or the
 * hunk's start, is then earlier) or within three lines of the range's first line (which then
 * enters the diff: narrowed to it). The id also stays whatever lines around the change the next
 * specialist names. On the change, a push that edits it changes the id, so the ledger re-checks
 * the earlier thread (fixed or still present); on a context line the thread would be carried as
 * unchanged while the code it is about was rewritten.
 *
 * Undefined when the range needs no narrowing (both ends already in one hunk), cannot be narrowed
 * (it holds no line of the diff, or it is backwards), or its last line is in the diff (a range
 * across two hunks, or from above one into it: the finding then stands at its last line, as before).
 */
function narrowedRange(map, side, startLine, line) {
    if (startLine >= line || map.isCommentable(side, line))
        return undefined;
    if (map.isCommentable(side, startLine))
        return { line: startLine, how: 'start' };
    const within = (l) => l > startLine && l < line;
    const changed = map.changedLines(side).find(within);
    if (changed !== undefined)
        return { line: changed, how: 'first-change' };
    const shown = map.commentableLines(side).find(within);
    return shown === undefined ? undefined : { line: shown, how: 'first-diff-line' };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/payload-to-review.js











function zodProblems(error) {
    return error.issues.map((issue) => {
        const where = issue.path
            .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
            .join('')
            .replace(/^\./, '');
        return `${where || 'payload'}: ${issue.message}`;
    });
}
function preparePublication(raw, ctx) {
    const parsed = reviewPayloadSchema.safeParse(raw);
    if (!parsed.success)
        return { ok: false, problems: zodProblems(parsed.error) };
    const payload = redactPayload(parsed.data, ctx.redactor ?? payload_to_review_patternsOnly);
    const problems = [];
    const notes = [...(ctx.runnerNotes ?? [])];
    const seen = new Set();
    const placed = [];
    let alreadyTracked = 0;
    const policy = ctx.routing ?? DEFAULT_ROUTING;
    const onPath = (f) => {
        const known = matchAllowlisted(f.path, ctx.allowlist);
        const at = known === undefined || known === f.path ? f : { ...f, path: known };
        // A range past the end of a hunk is commented on its first line, or its first changed line when it
        // starts above the hunk (narrow-range.ts), and identified there.
        const map = ctx.lineMaps.get(at.path);
        const narrowed = at.start_line !== undefined && map ? narrowedRange(map, at.side ?? 'RIGHT', at.start_line, at.line) : undefined;
        if (!narrowed)
            return at;
        // An assessment of the range at its own line is a record made before ranges were narrowed (a replay):
        // the finding stays as recorded, never narrowed into an unverified second one beside it, restored.
        if (ctx.assessments?.has(findingId(at, ctx.patches?.get(at.path))))
            return at;
        const { start_line: _from, ...rest } = at;
        void _from;
        return { ...rest, line: narrowed.line };
    };
    // Team ids the payload names exactly: never taken by another finding's re-anchoring.
    const claimed = new Set(payload.findings.map((f) => findingId(onPath(f), ctx.patches?.get(onPath(f).path))));
    let reanchored = 0;
    let recategorised = 0;
    payload.findings.forEach((submitted, i) => {
        const known = matchAllowlisted(submitted.path, ctx.allowlist);
        let finding = onPath(submitted);
        let id = findingId(finding, ctx.patches?.get(finding.path));
        const team = known !== undefined && ctx.assessments && !ctx.assessments.has(id) ? reanchoredTeamFinding(finding, ctx.assessments, claimed) : undefined;
        const refiled = known !== undefined && ctx.assessments && !ctx.assessments.has(id) && !team ? recategorisedTeamFinding(finding, ctx.assessments, claimed) : undefined;
        if (refiled) {
            // The team's category is what its verifier checked and what the ledger's fingerprint names.
            finding = { ...finding, category: refiled.category };
            id = refiled.id;
            claimed.add(refiled.id);
            recategorised++;
        }
        if (team) {
            const { start_line: _start, ...rest } = finding;
            void _start;
            finding = { ...rest, line: team.line, ...(team.start_line !== undefined ? { start_line: team.start_line } : {}) };
            id = team.id;
            claimed.add(team.id);
            reanchored++;
        }
        // The editor reads the pull request's text: a team finding's severity (what a gate compares) is never lowered by it.
        const recorded = ctx.assessments?.get(id)?.severity;
        if (recorded !== undefined && assemble_review_RANK[recorded] < assemble_review_RANK[finding.severity])
            finding = { ...finding, severity: recorded };
        const side = finding.side ?? 'RIGHT';
        if (seen.has(id)) {
            if (!ctx.final)
                problems.push(`findings[${i}]: same path, side, anchored line and category as an earlier finding (${id}); merge them into one finding`);
            else
                notes.push(`A duplicate of finding ${id} was dropped.`);
            return;
        }
        seen.add(id);
        if (ctx.knownFindingIds?.has(id)) {
            alreadyTracked++;
            return;
        }
        if (known === undefined) {
            if (!ctx.final) {
                problems.push(`findings[${i}].path: '${finding.path}' is not a reviewable changed file; use a path exactly as listed in review-index.json`);
                return;
            }
            // No line map checks this range: a backwards one (start_line after line) names no lines, in the body, SARIF or an annotation.
            const { start_line: from, ...rest } = finding;
            const kept = from !== undefined && from < finding.line ? { ...rest, start_line: from } : rest;
            placed.push({ ...kept, ...assessmentOf(finding, id, ctx, policy), id, placement: 'body', reason: 'not a reviewable changed file' });
            return;
        }
        const map = ctx.lineMaps.get(finding.path);
        let start = finding.start_line;
        if (start !== undefined && start === finding.line)
            start = undefined;
        if (start !== undefined && !(map?.rangeInOneHunk(side, start, finding.line) ?? false)) {
            if (map?.isCommentable(side, finding.line) && !ctx.final) {
                problems.push(`findings[${i}].start_line: lines ${start}-${finding.line} of ${finding.path} (${side}) are not within one diff hunk; anchor to a range inside one hunk or drop start_line`);
                return;
            }
            start = undefined;
        }
        const anchored = map?.isCommentable(side, finding.line) ?? false;
        // A suggestion replaces exactly the commented lines: written for other lines than these, it is only code.
        const moved = (submitted.start_line ?? submitted.line) !== (start ?? finding.line) || submitted.line !== finding.line;
        // A range shown on fewer lines than it named (narrowed, or cut to its line): said in the comment and the body.
        const named = submitted.start_line !== undefined && submitted.start_line < submitted.line ? submitted.start_line : undefined;
        // (A finding moved to the team's lines is said by the re-anchoring note instead.)
        const narrowed = anchored && !team && named !== undefined && ((start ?? finding.line) !== named || finding.line !== submitted.line);
        placed.push({
            ...finding,
            ...assessmentOf(finding, id, ctx, policy),
            start_line: start,
            id,
            placement: anchored ? 'inline' : 'body',
            reason: anchored ? undefined : `line ${finding.line} is not part of the diff`,
            ...(moved && finding.suggestion !== undefined ? { suggestionAsCode: true } : {}),
            ...(narrowed ? { rangeNarrowed: [named, submitted.line] } : {}),
        });
    });
    const dispositions = [];
    const disposed = new Set();
    const leftOut = { unknown: 0, repeated: 0 };
    payload.dispositions.forEach((d, i) => {
        const unknown = ctx.earlierFindingIds !== undefined && !ctx.earlierFindingIds.has(d.finding_id);
        const duplicate = disposed.has(d.finding_id);
        if ((unknown || duplicate) && !ctx.final) {
            problems.push(`dispositions[${i}].finding_id: ${unknown ? `'${d.finding_id}' is not an active earlier Harbourmaster finding` : `'${d.finding_id}' has more than one disposition`}`);
            return;
        }
        if (unknown || duplicate) {
            leftOut[unknown ? 'unknown' : 'repeated']++;
            return;
        }
        disposed.add(d.finding_id);
        dispositions.push(d);
    });
    // Never silently: the review says what it left out (a replayed record's, or the editor's last call).
    if (leftOut.unknown > 0)
        notes.push(`${leftOut.unknown} disposition${leftOut.unknown === 1 ? '' : 's'} naming no open earlier Harbourmaster finding of this pull request ${leftOut.unknown === 1 ? 'was' : 'were'} left out.`);
    if (leftOut.repeated > 0)
        notes.push(`${leftOut.repeated} repeated disposition${leftOut.repeated === 1 ? ' was' : 's were'} left out (the first for each finding is kept).`);
    if (problems.length > 0)
        return { ok: false, problems };
    if (ctx.scopeNote)
        notes.unshift(ctx.scopeNote);
    if (reanchored > 0)
        notes.push(`${reanchored} finding${reanchored === 1 ? '' : 's'} the editor moved off the line the team verified ${reanchored === 1 ? 'is' : 'are'} shown at that line.`);
    if (recategorised > 0)
        notes.push(`${recategorised} finding${recategorised === 1 ? '' : 's'} the editor filed under another category than the team verified ${recategorised === 1 ? 'is' : 'are'} shown under the team's category.`);
    // Those the review shows: a dropped one is not, and the published line's ranges_narrowed leaves it out too.
    const narrowedRanges = placed.filter((f) => f.rangeNarrowed !== undefined && f.route !== 'drop').length;
    if (narrowedRanges > 0)
        notes.push(`${narrowedRanges} finding${narrowedRanges === 1 ? '' : 's'} named lines GitHub cannot comment on as one range (not all in one hunk of the diff); ${narrowedRanges === 1 ? 'it is' : 'they are'} shown on one line of ${narrowedRanges === 1 ? 'it' : 'them'} in the diff, and each comment names the lines the finding named.`);
    if (alreadyTracked > 0)
        notes.push(`${alreadyTracked} finding${alreadyTracked === 1 ? ' is' : 's are'} already open on an earlier thread and ${alreadyTracked === 1 ? 'was' : 'were'} not posted again.`);
    const restored = restoreOmitted(seen, ctx);
    const kept = restored.filter((f) => f.route !== 'drop').length;
    if (kept > 0)
        notes.push(`${kept} routed finding${kept === 1 ? '' : 's'} the editor left out ${kept === 1 ? 'was' : 'were'} kept by trusted routing.`);
    const all = markCutSuggestions(markEscapedSuggestions(matchSuggestionLineEndings([...placed, ...restored], ctx.patches), ctx.hiddenShown), ctx.patches);
    const withTests = ctx.tests ? all.map((f) => attachTests(f, ctx.tests?.get(f.id), ctx.redactor ?? payload_to_review_patternsOnly)) : all;
    // The record keeps the dispositions the review carries, not the ones it left out.
    return { ok: true, publication: assemble({ ...payload, dispositions }, withTests, dispositions, notes, ctx) };
}
/** Confidence, verdict and route from the team's record; the payload's own numbers only count without one. */
function assessmentOf(finding, id, ctx, policy) {
    const { confidence: _ignored, ...rest } = finding;
    void _ignored;
    if (!ctx.assessments)
        return assess({ ...rest, confidence: routing_DEFAULT_CONFIDENCE, verdict: 'not-applicable' }, policy);
    const recorded = ctx.assessments.get(id);
    if (recorded)
        return {
            confidence: recorded.confidence,
            verdict: recorded.verdict,
            confidence_after: recorded.confidence_after,
            route: recorded.route,
            route_reason: recorded.route_reason,
        };
    const unverified = assess({ ...rest, confidence: routing_DEFAULT_CONFIDENCE, verdict: 'inconclusive' }, policy);
    return {
        ...unverified,
        route: unverified.route === 'inline' ? 'escalate' : unverified.route,
        route_reason: `not reported by the specialists, so not verified; ${unverified.route_reason}`,
    };
}
/**
 * Team findings the payload omitted, placed as the team reported them: those
 * routed inline or to a human are published anyway; dropped ones (the
 * editor never sees them) join the record so every finding is accounted for.
 */
function restoreOmitted(seen, ctx) {
    const out = [];
    for (const [id, a] of ctx.assessments ?? []) {
        // A finding the ledger already tracks on an open thread is never posted again, restored or not.
        if (seen.has(id) || ctx.knownFindingIds?.has(id) || !ctx.allowlist.includes(a.path))
            continue;
        const finding = { path: a.path, line: a.line, severity: a.severity, category: a.category, title: a.title, body: a.body, evidence: a.evidence };
        if (a.side !== undefined)
            finding.side = a.side;
        if (a.suggestion !== undefined)
            finding.suggestion = a.suggestion;
        const redacted = redactPayload({ summary: '-', findings: [finding], dispositions: [] }, ctx.redactor ?? payload_to_review_patternsOnly).findings[0] ?? finding;
        const map = ctx.lineMaps.get(a.path);
        const side = a.side ?? 'RIGHT';
        const ranged = a.start_line !== undefined && a.start_line !== a.line && (map?.rangeInOneHunk(side, a.start_line, a.line) ?? false);
        const anchored = map?.isCommentable(side, a.line) ?? false;
        out.push({
            ...redacted,
            ...(ranged ? { start_line: a.start_line } : {}),
            confidence: a.confidence,
            verdict: a.verdict,
            confidence_after: a.confidence_after,
            route: a.route,
            route_reason: a.route === 'drop' ? a.route_reason : `${a.route_reason}; restored: the editor left it out`,
            id,
            placement: anchored ? 'inline' : 'body',
            reason: anchored ? undefined : `line ${a.line} is not part of the diff`,
            ...(!ranged && a.start_line !== undefined && a.start_line !== a.line && a.suggestion !== undefined ? { suggestionAsCode: true } : {}),
        });
    }
    return out;
}
const payload_to_review_patternsOnly = new redact_Redactor();
/** The finding's test evidence, matched by trusted id; its texts are redacted again with the run's secrets (the token). */
function attachTests(finding, tests, redactor) {
    if (!tests)
        return finding;
    return {
        ...finding,
        tests: {
            ...tests,
            tests: tests.tests.map((t) => ({ ...t, id: redactor.redact(t.id), ...(t.excerpt !== undefined ? { excerpt: redactor.redact(t.excerpt) } : {}) })),
        },
    };
}
/** `[REDACTED]` can be longer than a short registered secret; the schema's maximums must still hold for the receipts. */
function redactPayload(payload, redactor) {
    const r = (text, max) => truncateUnits(redactor.redact(text), max);
    return {
        ...payload,
        summary: r(payload.summary, 20_000),
        findings: payload.findings.map((f) => ({
            ...f,
            title: r(f.title, 200),
            body: r(f.body, 8000),
            evidence: r(f.evidence, 4000),
            ...(f.suggestion !== undefined ? { suggestion: r(f.suggestion, 4000) } : {}),
        })),
        dispositions: payload.dispositions.map((d) => ({ ...d, note: r(d.note, 2000) })),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/graphql.js

/**
 * Runs one GraphQL document. An HTTP 200 answer that carries an `errors`
 * array (partial data, NOT_FOUND, FORBIDDEN...) is a GitHub failure, never an
 * empty result: treating partial data as complete would silently drop threads.
 */
async function graphql_runGraphql(port, document, variables) {
    try {
        return await port.graphql(document, variables);
    }
    catch (error) {
        if (error instanceof HarbourmasterError)
            throw error;
        const errors = graphqlErrorsOf(error);
        if (errors) {
            const summary = errors
                .slice(0, 3)
                .map((e) => `${e.type ?? 'ERROR'}${e.path ? ` at ${e.path.join('.')}` : ''}: ${e.message}`)
                .join('; ');
            throw new GitHubError(`GitHub GraphQL ${operationName(document)} answered with ${errors.length} error(s): ${summary}`, undefined, {
                cause: error,
            });
        }
        throw new GitHubError(`GitHub GraphQL ${operationName(document)} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, {
            cause: error,
        });
    }
}
/** @octokit/graphql's GraphqlResponseError carries the response's `errors` array; recognised by that shape. */
function graphqlErrorsOf(error) {
    if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors))
        return undefined;
    return error.errors.map((e) => {
        const record = typeof e === 'object' && e !== null ? e : {};
        return {
            message: typeof record.message === 'string' ? record.message : 'unknown error',
            ...(typeof record.type === 'string' ? { type: record.type } : {}),
            ...(Array.isArray(record.path) ? { path: record.path.filter((p) => typeof p === 'string' || typeof p === 'number') } : {}),
        };
    });
}
function operationName(document) {
    return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document)?.[1] ?? 'request';
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/edit-history.js

/** The creation revision's body: the oldest entry, by the expected login, not deleted; the whole history read. */
function creationBody(node, expectedLogin) {
    const history = node.userContentEdits;
    const edits = (history?.nodes ?? []).filter((e) => e !== null);
    if (!node.includesCreatedEdit || !history || edits.length === 0 || edits.length < history.totalCount)
        return undefined;
    const oldest = edits.reduce((a, b) => (Date.parse(b.editedAt) < Date.parse(a.editedAt) ? b : a));
    if (oldest.deletedAt !== null || oldest.diff === null || !isLogin(oldest.editor?.login, expectedLogin))
        return undefined;
    return oldest.diff;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/proven-review.js

/** Every proven Harbourmaster review, in the order given (GitHub lists oldest first). */
function provenReviews(reviews, expectedLogin, instance) {
    const out = [];
    for (const review of reviews) {
        if (review.state === 'PENDING' || !review.commitId)
            continue;
        if (!sameLogin(review.author, expectedLogin))
            continue;
        const marker = parseRunMarkers(review.body).find((m) => m.headSha === review.commitId && sameInstance(m.instance, instance));
        if (!marker)
            continue;
        const partial = review.body?.includes(PARTIAL_COVERAGE_MARKER) === true;
        out.push({ reviewId: review.id, runId: marker.runId, headSha: review.commitId, submittedAt: review.submittedAt, ...(partial ? { partial } : {}) });
    }
    return out;
}
/** The newest proven review on exactly `headSha`, if any. */
function provenReviewOn(reviews, headSha, expectedLogin, instance) {
    return provenReviews(reviews, expectedLogin, instance)
        .filter((r) => r.headSha === headSha)
        .at(-1);
}
/**
 * Where a delta review starts: the newest proven review that covered every
 * changed file. A newer review that left files unreviewed is returned as
 * `incomplete`: what it missed is only reviewed again from the older base.
 */
function deltaBase(reviews, expectedLogin, instance) {
    const proven = provenReviews(reviews, expectedLogin, instance);
    const base = proven.filter((r) => !r.partial).at(-1);
    const last = proven.at(-1);
    return { ...(base ? { base } : {}), ...(last?.partial ? { incomplete: last } : {}) };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/review-original.js




/**
 * A review's body as the expected login posted it. Anyone with write access may edit a review's
 * body (the pull request's author included), and the expected login (`github-actions[bot]` by
 * default) also posts other workflows' reviews, so an edit can write our run marker into a review
 * we never posted. Harbourmaster never edits its reviews: one that someone else edited is read
 * from its creation revision (edit-history.ts), or not at all when GitHub no longer shows it.
 * The runner's one-review-per-commit gate and publish_review's looks for its own or another
 * run's review (before a post, after a 5xx, a replay's) judge a review by it.
 */
/** What tells who edited a review and what it said when posted; one list for one review or many. */
const REVIEW_EDIT_FIELDS = `
      lastEditedAt
      editor { login }
      includesCreatedEdit
      userContentEdits(first: 100) {
        totalCount
        nodes { editedAt deletedAt diff editor { login } }
      }`;
const REVIEW_ORIGINAL_QUERY = `
query HarbourmasterReviewOriginal($id: ID!) {
  node(id: $id) {
    ... on PullRequestReview {${REVIEW_EDIT_FIELDS}
    }
  }
}`;
/** Who else edited the review (`ghost`: a deleted account), and then what it said when posted (undefined: lost). */
async function reviewAsPosted(graphql, nodeId, expectedLogin) {
    const answer = await graphql_runGraphql(graphql, REVIEW_ORIGINAL_QUERY, { id: nodeId });
    return asPosted(answer.node, expectedLogin);
}
function asPosted(node, expectedLogin) {
    if (!node?.lastEditedAt)
        return { editedBy: undefined };
    const editor = node.editor?.login ?? 'ghost';
    if (isLogin(editor, expectedLogin))
        return { editedBy: undefined };
    return { editedBy: editor, original: creationBody(node, expectedLogin) };
}
/** The same fields for many reviews at once (GraphQL's `nodes` takes at most 100 ids). */
const REVIEW_ORIGINALS_QUERY = (/* unused pure expression or super */ null && (`
query HarbourmasterReviewOriginals($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on PullRequestReview {
      id${REVIEW_EDIT_FIELDS}
    }
  }
}`));
const NODES_PER_QUERY = 100;
/** `reviewAsPosted` for every node id, one query per 100 (in parallel), by node id. */
async function reviewsAsPosted(graphql, nodeIds, expectedLogin) {
    const chunks = [];
    for (let i = 0; i < nodeIds.length; i += NODES_PER_QUERY)
        chunks.push(nodeIds.slice(i, i + NODES_PER_QUERY));
    const answers = await Promise.all(chunks.map((ids) => runGraphql(graphql, REVIEW_ORIGINALS_QUERY, { ids })));
    const out = new Map();
    for (const node of answers.flatMap((a) => a.nodes ?? []))
        if (node?.id)
            out.set(node.id, asPosted(node, expectedLogin));
    return out;
}
/** The body as posted: the listed body while nobody else edited it, else the first revision (undefined: lost). */
async function bodyAsPosted(review, read) {
    if (!review.nodeId)
        return { body: review.body ?? undefined };
    const posted = await read(review.nodeId);
    return posted.editedBy === undefined ? { body: review.body ?? undefined } : { body: posted.original, editedBy: posted.editedBy };
}
/**
 * The newest proven review on exactly `headSha` (proven-review.ts) that stays proven when read as
 * posted and covered every changed file: the one-review-per-commit rule's. A review whose team left
 * files unreviewed (the partial-coverage marker; its run ended `degraded`) does not make the commit
 * reviewed, as it is never a delta base: a re-run is how a team asks for the rest, and a run that
 * read every file posts its review beside it. A review by the expected login on the head whose
 * listed body proves nothing is read too: someone with write access may have deleted our run marker
 * from it, and a re-run must not post a second review of the commit beside it. One history read per
 * such review or proven-looking one, newest first; none on a head without a review by the expected login.
 */
async function provenAsPostedOn(reviews, headSha, expectedLogin, instance, read) {
    let edited;
    const provesOn = (review, body) => provenReviews([{ ...review, body }], expectedLogin, instance).find((r) => r.headSha === headSha && r.partial !== true);
    const onHead = reviews.filter((r) => r.state !== 'PENDING' && r.commitId === headSha && sameLogin(r.author, expectedLogin));
    for (const review of [...onHead].reverse()) {
        const listed = provesOn(review, review.body);
        // A listed body without our marker is read only when GitHub can show its history.
        if (!listed && !review.nodeId)
            continue;
        const posted = await bodyAsPosted(review, read);
        const also = edited ? { edited } : {};
        if (posted.editedBy === undefined) {
            if (listed)
                return { proven: listed, ...also };
            continue;
        }
        const still = provesOn(review, posted.body);
        if (still)
            return { proven: still, provenEditedBy: posted.editedBy, ...also };
        if (listed)
            edited ??= { review: review.id, by: posted.editedBy };
    }
    return edited ? { edited } : {};
}
/**
 * The review by the expected login that carries `marker` as posted: this run's stored publication
 * (before a post, after a 5xx) or the recorded review a replay must not post twice. One history
 * read per review whose listed body carries the marker; none when no review does. `sentBody`, when
 * given, must also hold for the body as posted (a body this run sent, where another job of the
 * same workflow run shares the marker's text).
 */
async function ownReviewWithMarker(reviews, marker, expectedLogin, read, sentBody) {
    for (const review of reviews) {
        if (review.state === 'PENDING' || !sameLogin(review.login, expectedLogin) || !carriesMarker(review.body, marker))
            continue;
        const posted = await bodyAsPosted(review, read);
        if (posted.body !== undefined && carriesMarker(posted.body, marker) && (!sentBody || sentBody(posted.body)))
            return review;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/github-port.js
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
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(normaliseSentBody(body)).digest('hex');
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/review-refusal.js


/**
 * What a failed review request is, in words a user can act on: a token without write access (a
 * configuration problem, naming the permission GitHub wants), a pull request locked or closed
 * while the agents worked (policy), or a GitHub fault. Kept apart from publish.ts, which decides
 * when to post, look and retry; this file only names what went wrong.
 */
const PULL = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';
const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}';
/**
 * A 403 that is not a rate limit, or a 422, is also what GitHub answers when
 * the PR was locked or closed while the agents worked, and a 422 ("The
 * commitOID is not part of the pull request") when a force-push replaced the
 * head the run reviewed. Read the PR once (only on this failure path) so the
 * failure names the real cause as a policy problem instead of blaming the
 * token, GitHub, or an anchor.
 */
async function explainRefusal(rest, target, failure, posts, requests) {
    if (failure.status !== 403 && failure.status !== 422)
        return review_refusal_classify(failure, posts);
    let pull;
    try {
        requests.push(PULL);
        pull = (await rest.request(PULL, { owner: target.owner, repo: target.repo, pull_number: target.pullNumber })).data;
    }
    catch {
        return review_refusal_classify(failure, posts);
    }
    if (pull.locked)
        return new PolicyError(`the pull request was locked during the run; GitHub refused the review (HTTP ${failure.status})`);
    if (pull.state === 'closed')
        return new PolicyError(`the pull request was closed during the run; GitHub refused the review (HTTP ${failure.status})`);
    const live = pull.head?.sha;
    if (failure.status === 422 && live !== undefined && live !== target.headSha && (await replacedHead(rest, target, live, requests))) {
        return new PolicyError(`the PR head moved from ${target.headSha.slice(0, 12)} to ${live.slice(0, 12)} during the run and GitHub refused the review on the reviewed commit (HTTP 422); nothing was posted, and a newer run will review the new head`);
    }
    return review_refusal_classify(failure, posts);
}
/**
 * Whether the reviewed commit left the pull request: a force-push replaced it. After an ordinary
 * push it is an ancestor of the live head, still one of the PR's commits, and GitHub takes a review
 * on it; a 422 then is a refused anchor. When the comparison cannot be read, the moved head is named.
 */
async function replacedHead(rest, target, live, requests) {
    try {
        requests.push(COMPARE);
        const { data } = await rest.request(COMPARE, { owner: target.owner, repo: target.repo, basehead: `${target.headSha}...${live}`, per_page: 1 });
        return data.status !== 'ahead' && data.status !== 'identical';
    }
    catch {
        return true;
    }
}
function review_refusal_classify(failure, posts) {
    const after = posts > 0 ? ` after ${posts} attempt${posts === 1 ? '' : 's'}` : '';
    if (failure.status === 401)
        return new ConfigurationError(`GitHub refused the token (HTTP 401)${after}; check the github-token input`, 'github-token');
    if (failure.status === 403 && transientDelay(failure).transient)
        return new GitHubError(`GitHub kept rate-limiting the review${after}`, 403);
    if (failure.status === 403)
        return new ConfigurationError(writeDeniedMessage(failure, after), 'github-token');
    return new GitHubError(`GitHub review request failed with HTTP ${failure.status}${after}`, failure.status);
}
/**
 * publish_review's first request lists the pull request's reviews (a read: a review this run or
 * another already posted, a pending leftover). A refusal there is no missing write permission, and
 * nothing was posted: the message names the read that was refused and what lets the token read.
 */
function classifyListing(failure) {
    if (failure.status === 401 || (failure.status === 403 && transientDelay(failure).transient))
        return review_refusal_classify(failure, 0);
    const what = `GitHub refused to list the pull request's reviews (HTTP ${failure.status}), the read publish_review makes before posting; nothing was posted`;
    if (failure.status !== 403)
        return new GitHubError(what, failure.status);
    const accepted = failure.headers['x-accepted-github-permissions'];
    const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : '';
    return new ConfigurationError(`${what}. The token cannot read the pull request's reviews${named}. ` +
        `Publishing needs 'pull-requests: write', which includes reading: for \${{ github.token }}, in the workflow's or the job's permissions:; ` +
        `for a GitHub App's installation token or a fine-grained personal access token, in its repository permissions (Pull requests: Read and write). ` +
        `A classic token on an organization that enforces SAML single sign-on must be authorized for that organization; an IP allow list must admit the runner.`, 'github-token');
}
/**
 * GitHub names the permissions an endpoint accepts in x-accepted-github-permissions
 * (GitHub App and fine-grained tokens), e.g. `pull_requests=write`; it does not say
 * what the token holds. A classic token's scopes come in x-oauth-scopes. Where the permission
 * is granted depends on the kind of token, which this side does not know (an App's token and
 * the workflow's both start `ghs_`), so the message names the place for each: the workflow's
 * `permissions:` reach only `${{ github.token }}`.
 */
function writeDeniedMessage(failure, after = '') {
    const accepted = failure.headers['x-accepted-github-permissions'];
    const scopes = failure.headers['x-oauth-scopes'];
    const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : '';
    const classic = scopes !== undefined ? `; this classic token has the scopes '${String(scopes)}' and needs repo (or public_repo for a public repository)` : '';
    return (`GitHub denied the review (HTTP 403)${after}: the token cannot write to the pull request${named}. ` +
        `Grant it 'pull-requests: write'${classic}: for \${{ github.token }}, in the workflow's or the job's permissions: (pull-requests: write); ` +
        `for a GitHub App's installation token, in the GitHub App's repository permissions (Pull requests: Read and write), and in permission-pull-requests: write where the token is created; ` +
        `for a fine-grained personal access token, in its repository permissions (Pull requests: Read and write). ` +
        `Runs from forks and Dependabot get a read-only token; use mode: silent or check-only there.`);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/publish.js








/**
 * A review POST GitHub answered with a 5xx (or a reset connection), which GitHub may have stored
 * before failing, not found by this run's looks. Not posted again: nothing is posted twice.
 */
class ReviewMayBeStored extends GitHubError {
    constructor(status, looked) {
        super(`GitHub answered the review POST with HTTP ${status} and may have stored the review before failing; ` +
            (looked ? "no review carrying this run's marker is listed yet" : 'no look for it succeeded') +
            ', so it is not posted again (a second POST could publish it twice)', status);
        this.name = 'ReviewMayBeStored';
    }
}
const publish_ROUTES = {
    list: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    create: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    remove: 'DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}',
    files: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
    labels: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels',
    addLabels: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
    graphql: 'POST /graphql',
};
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The review, then the escalation label when a finding was escalated. The
 * label is part of publication (only this plugin holds the token) and comes
 * after the review, so a label never announces a review that failed.
 */
async function publishReview(rest, prepared, options) {
    const result = await postReview(rest, prepared, options);
    const label = options.escalationLabel;
    if (!label || result.publication.routes.escalate === 0)
        return result;
    const labelled = await ensureLabel(rest, options, label, result.requests, options.sleep ?? realSleep);
    result.label = labelled.outcome;
    if (labelled.refusal)
        result.labelRefusal = labelled.refusal;
    (options.log ?? (() => { }))('label', { label, outcome: result.label, status: labelled.refusal?.status });
    return result;
}
/**
 * Adds the label unless the pull request already has it. Adding is
 * idempotent on GitHub's side, but every write that may apply before
 * failing looks first (the project's rule): a retried run, or a retry after
 * a 5xx, lists the labels and finds it. Failure is a warning: the review,
 * with its "needs a human look" section, already stands.
 */
async function ensureLabel(rest, target, label, requests, sleep) {
    const params = { owner: target.owner, repo: target.repo, issue_number: target.pullNumber };
    for (let attempt = 1; attempt <= 2; attempt++) {
        try {
            requests.push(publish_ROUTES.labels);
            const { data } = await rest.request(publish_ROUTES.labels, { ...params, per_page: 100 });
            if (data.some((l) => l.name.toLowerCase() === label.toLowerCase()))
                return { outcome: attempt === 1 ? 'present' : 'added' };
            requests.push(publish_ROUTES.addLabels);
            await rest.request(publish_ROUTES.addLabels, { ...params, labels: [label] });
            return { outcome: 'added' };
        }
        catch (error) {
            const failure = httpFailure(error);
            if (!failure)
                return { outcome: 'failed' };
            const transient = transientDelay(failure).transient;
            if (!transient || attempt === 2) {
                const accepted = failure.headers['x-accepted-github-permissions'];
                const refusal = {
                    status: failure.status,
                    ...(accepted ? { accepted: String(accepted).slice(0, 200) } : {}),
                    ...(transient ? { rateLimited: true } : {}),
                };
                return { outcome: 'failed', refusal };
            }
            await sleep(Math.min(transientDelay(failure).retryAfterMs ?? 1000, 5000));
        }
    }
    return { outcome: 'failed' };
}
async function postReview(rest, prepared, options) {
    const sleep = options.sleep ?? realSleep;
    const backoff = options.backoffMs ?? [1000, 4000];
    const confirmDelays = options.confirmDelaysMs ?? [0, 1000, 2000];
    const unconfirmedLooks = options.unconfirmedLooksMs ?? [0, 1000, 2000, 4000, 8000];
    const maxRetryAfter = options.maxRetryAfterMs ?? 60_000;
    const maxPosts = options.maxPosts ?? 3;
    const log = options.log ?? (() => { });
    const requests = [];
    const target = { owner: options.owner, repo: options.repo, pullNumber: options.pullNumber };
    const list = async () => {
        requests.push(publish_ROUTES.list);
        return listReviews(rest, target);
    };
    // A review whose marker someone else's edit wrote (same login: another workflow's, or an older one of ours) is not ours.
    const read = (id) => {
        requests.push(publish_ROUTES.graphql);
        return reviewAsPosted(rest, id, options.expectedLogin);
    };
    const foreign = options.foreign ?? new Set();
    const sent = options.sent ?? [];
    // GitHub keeps a body as sent; line endings and trailing blanks are not worth a second review.
    const norm = normaliseSentBody;
    const sentBody = options.ownsEveryPost || options.mayHaveStored === false ? (body) => sent.some((p) => norm(p.body) === norm(body)) : undefined;
    const ours = (reviews) => ownReviewWithMarker(reviews.filter((r) => !foreign.has(r.id)), options.marker, options.expectedLogin, read, sentBody);
    const result = (id, htmlUrl, posts, how, publication) => ({
        reviewId: id,
        headSha: options.headSha,
        marker: options.marker,
        htmlUrl,
        inlineComments: publication.comments.length,
        bodyFindings: publication.findings.filter((f) => f.placement === 'body').length,
        posts,
        how,
        publication,
        requests,
        label: 'not-needed',
    });
    const existing = await listPatiently(list, sleep, backoff);
    // Before this run's first POST, a review of ours carrying its marker is another job's of the same workflow run.
    if (options.mayHaveStored === false)
        for (const r of existing)
            if (sameLogin(r.login, options.expectedLogin) && carriesMarker(r.body, options.marker))
                foreign.add(r.id);
    const already = options.mayHaveStored === false ? undefined : await ours(existing);
    if (already)
        return result(already.id, undefined, 0, 'already-published', sent.find((p) => p.body === already.body) ?? sent.at(-1) ?? prepared);
    if (options.unconfirmedPost !== undefined) {
        // An earlier call's POST GitHub may hold: look again (the list may have caught up), never post.
        const found = await publish_confirm(list, ours, confirmDelays, sleep);
        if (found && found !== 'unknown')
            return result(found.id, undefined, 0, 'found-after-fault', sent.find((p) => norm(p.body) === norm(found.body)) ?? sent.at(-1) ?? prepared);
        throw new ReviewMayBeStored(options.unconfirmedPost, found !== 'unknown');
    }
    if (options.oneReviewPerCommit)
        await refuseSecondReview(existing, options, read);
    await clearPendingReviews(rest, target, existing, requests, log);
    let current = prepared;
    let relocated = false;
    for (let posts = 1;; posts++) {
        try {
            requests.push(publish_ROUTES.create);
            sent.push(current);
            const { data } = await rest.request(publish_ROUTES.create, {
                owner: target.owner,
                repo: target.repo,
                pull_number: target.pullNumber,
                commit_id: options.headSha,
                event: 'COMMENT',
                body: current.body,
                comments: current.comments,
            });
            log('posted', { review: Number(data.id), posts, ...(current.bodyCut ? { body_cut_findings: current.bodyCut } : {}) });
            return result(Number(data.id), data.html_url, posts, 'posted', current);
        }
        catch (error) {
            const failure = httpFailure(error);
            if (!failure)
                throw toHarbourmasterError(error);
            if (failure.status === 422 && !relocated && current.comments.length > 0) {
                // A locked or closed PR, or a force-push that replaced the reviewed head, is no refused anchor:
                // moving every finding to the body would only be refused again.
                const why = await explainRefusal(rest, { ...target, headSha: options.headSha }, failure, posts, requests);
                if (why instanceof PolicyError)
                    throw why;
                // GitHub does not say which comment it refused; re-check every anchor
                // against the live diff, and if none is identified move them all.
                const refused = await refusedAnchors(rest, target, current, requests);
                const ids = refused.size > 0 ? refused : new Set(current.findings.filter((f) => f.placement === 'inline').map((f) => f.id));
                current = relocateToBody(current, ids, 'GitHub refused this line as outside the diff');
                relocated = true;
                log('anchors-refused', { moved: ids.size, identified: refused.size });
                continue;
            }
            const { transient, retryAfterMs } = transientDelay(failure);
            const budget = maxPosts + (relocated ? 1 : 0);
            if (!transient)
                throw await explainRefusal(rest, { ...target, headSha: options.headSha }, failure, posts, requests);
            const tooLong = retryAfterMs !== undefined && retryAfterMs > maxRetryAfter;
            if (failure.status >= 500) {
                // GitHub may have stored this POST before its 5xx, and its review list may show it only
                // later: a look that misses it proves nothing, so a second POST could publish twice. Look
                // (after the wait GitHub names, bounded) and never post again. Longer than before a retry:
                // a review found here is proven, one not found fails the run.
                const wait = tooLong ? 0 : (retryAfterMs ?? backoff[Math.min(posts - 1, backoff.length - 1)] ?? 1000);
                log('transient', { status: failure.status, wait_ms: wait, posts });
                if (wait > 0)
                    await sleep(wait);
                const found = await publish_confirm(list, ours, unconfirmedLooks, sleep);
                if (found && found !== 'unknown')
                    return result(found.id, undefined, posts, 'found-after-fault', current);
                log('unconfirmed', { status: failure.status, posts, looked: found !== 'unknown' });
                throw new ReviewMayBeStored(failure.status, found !== 'unknown');
            }
            // A rate limit (429, or a 403 GitHub names as one): GitHub refused the POST before applying it.
            if (posts >= budget || tooLong) {
                if (!tooLong)
                    throw review_refusal_classify(failure, posts);
                throw new GitHubError(`GitHub asked to wait ${Math.ceil(retryAfterMs / 1000)} s before retrying the review, longer than ${maxRetryAfter / 1000} s`, failure.status);
            }
            const wait = retryAfterMs ?? backoff[Math.min(posts - 1, backoff.length - 1)] ?? 1000;
            log('transient', { status: failure.status, wait_ms: wait, posts });
            await sleep(wait);
            // Still looked for first (the project's rule for every retried write), although a limit applied nothing.
            const found = await publish_confirm(list, ours, confirmDelays, sleep);
            if (found === 'unknown')
                throw new GitHubError(`could not check GitHub for this run's review after HTTP ${failure.status}; not re-posting to avoid a duplicate`, failure.status);
            if (found)
                return result(found.id, undefined, posts, 'found-after-fault', current);
        }
    }
}
/** The first listing is idempotent, so transient faults are simply retried (bounded). */
async function listPatiently(list, sleep, backoff) {
    for (let attempt = 0;; attempt++) {
        try {
            return await list();
        }
        catch (error) {
            const failure = httpFailure(error);
            if (!failure)
                throw toHarbourmasterError(error);
            const { transient, retryAfterMs } = transientDelay(failure);
            if (!transient || attempt >= backoff.length || (retryAfterMs ?? 0) > 60_000)
                throw classifyListing(failure);
            await sleep(retryAfterMs ?? backoff[attempt] ?? 1000);
        }
    }
}
/** Looks for our marker a few times; 'unknown' when no look-up succeeded at all. */
async function publish_confirm(list, ours, delays, sleep) {
    let looked = false;
    for (const delay of delays) {
        if (delay > 0)
            await sleep(delay);
        try {
            const found = await ours(await list());
            looked = true;
            if (found)
                return found;
        }
        catch {
            // A failed look-up (the listing, or a review's edit history) proves nothing either way; try the next one.
        }
    }
    return looked ? undefined : 'unknown';
}
/**
 * GitHub allows one pending review per user and PR, and lists only the
 * caller's own pending reviews. A leftover that carries a Harbourmaster run
 * marker is ours (an interrupted run) and is deleted; anything else is a
 * human's draft under the same identity, which we refuse to destroy.
 */
async function clearPendingReviews(rest, target, reviews, requests, log) {
    for (const review of reviews.filter((r) => r.state === 'PENDING')) {
        if (!hasAnyRunMarker(review.body)) {
            throw new PolicyError(`a pending review (${review.id}) by the token's identity without a Harbourmaster marker blocks publication; submit or delete it, or use another token`);
        }
        requests.push(publish_ROUTES.remove);
        await guard(rest.request(publish_ROUTES.remove, { owner: target.owner, repo: target.repo, pull_number: target.pullNumber, review_id: review.id }));
        log('pending-deleted', { review: review.id });
    }
}
/**
 * The inline findings GitHub's own diff cannot anchor, read from the files listing. GitHub lists
 * a page's later rows with no patch once that page's patches reach about 20,000 lines
 * (src/context/withheld-patches.ts); a finding's file listed so (the run staged a patch for it, or
 * it would not be inline) is read again alone (per_page=1 at its place), so its comment is not
 * taken for one on a file without a diff and moved to the body. At most one request per path a
 * finding names.
 */
async function refusedAnchors(rest, target, publication, requests) {
    const inline = publication.findings.filter((f) => f.placement === 'inline');
    const patches = new Map();
    const position = new Map();
    const list = async (perPage, page) => {
        requests.push(publish_ROUTES.files);
        const { data } = await rest.request(publish_ROUTES.files, { owner: target.owner, repo: target.repo, pull_number: target.pullNumber, per_page: perPage, page });
        return data;
    };
    try {
        for (let page = 1; page <= 30; page++) {
            const data = await list(100, page);
            data.forEach((file, i) => {
                patches.set(file.filename, file.patch);
                position.set(file.filename, (page - 1) * 100 + i + 1);
            });
            if (data.length < 100)
                break;
        }
        for (const path of new Set(inline.map((f) => f.path))) {
            const at = position.get(path);
            if (at === undefined || patches.get(path) !== undefined)
                continue;
            const [again] = await list(1, at);
            // A listing that shifted meanwhile names another file there: the row stays as listed.
            if (again?.filename === path)
                patches.set(path, again.patch);
        }
    }
    catch {
        return new Set();
    }
    const refused = new Set();
    for (const f of inline) {
        const map = diff_lines_buildLineMap(patches.get(f.path));
        const side = f.side ?? 'RIGHT';
        const ok = f.start_line === undefined ? map.isCommentable(side, f.line) : map.rangeInOneHunk(side, f.start_line, f.line);
        if (!ok)
            refused.add(f.id);
    }
    return refused;
}
async function guard(promise) {
    try {
        return await promise;
    }
    catch (error) {
        const failure = httpFailure(error);
        throw failure ? review_refusal_classify(failure, 0) : toHarbourmasterError(error);
    }
}
/**
 * Two runs on one commit at once (a workflow without a concurrency group: an `edited` or
 * `labeled` event beside `opened`) both pass the gate's one-review-per-commit check before
 * either publishes; the one that reaches GitHub second finds the other's proven review here.
 */
async function refuseSecondReview(existing, options, read) {
    const facts = existing.map((r) => ({ ...r, author: r.login }));
    // Only this instance's reviews: another Harbourmaster job on the pull request (its own `instance`) posts its own.
    // One whose marker came from someone else's edit (read as posted) is no review of this commit.
    const { proven: other } = await provenAsPostedOn(facts, options.headSha, options.expectedLogin, instanceOfMarker(options.marker), read);
    if (!other)
        return;
    throw new SkipRun(`commit ${options.headSha.slice(0, 12)} already has Harbourmaster review ${other.reviewId} (run ${other.runId}), published by another run or job while this one reviewed it; ` +
        `this run posted nothing, so the commit is not reviewed twice (set review-same-commit: true to review it again, ` +
        `or give the workflow a concurrency group with cancel-in-progress so one run per pull request reviews; ` +
        `if that review is another Harbourmaster workflow's or job's, give each one its own 'instance' input)`, { reviewId: other.reviewId });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/coverage.js

/**
 * Whether the reviewer team left changed files unreviewed: a specialist, the
 * reviewer server or the whole team did not run or finish, or the token
 * budget threw the team's findings away. A verifier that did not finish
 * leaves findings unverified, not files unread. Caps are not counted: the
 * next review applies them the same way, and each review reports them.
 */
function teamLeftFilesUnreviewed(team) {
    return team !== undefined && (team.budgetExceeded || team.errors.some((e) => e.agent !== 'verifier'));
}
/**
 * The hidden markers a review body ends with: the run marker; when the
 * team left files unreviewed, the partial-coverage marker, so the next push
 * does not count those files as reviewed (src/core/publication/proven-review.ts);
 * and one settled marker per earlier finding the run found fixed, so the next
 * push finishes a resolution this run did not get to (src/context/ledger.ts).
 */
function reviewBodyMarkers(runMarker, partial, fixed = []) {
    return [runMarker, ...(partial ? [PARTIAL_COVERAGE_MARKER] : []), ...fixed.map(makeSettledMarker)].join('\n');
}
/**
 * The earlier findings this run resolves once its review is proven (ledger-plan.ts: a re-check the
 * verifier found fixed, or an objection found fixed where the code changed), as the team's receipt
 * and the run config give them: never the editor's words.
 */
function fixedEarlier(earlier, recheck = []) {
    const resolves = new Set(recheck.filter((r) => r.kind === 'reverify' || r.anchorChanged).map((r) => r.id));
    return (earlier ?? []).filter((a) => a.verdict === 'fixed' && resolves.has(a.id)).map((a) => a.id);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/team-shortfall.js

const MAX_ERROR_CHARS = 300;
function clip(text) {
    return clipUnits(text.replace(/\s+/g, ' ').trim(), MAX_ERROR_CHARS);
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

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/test-verdicts.js


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
const testVerdictSchema = schemas_enum(TEST_VERDICTS);
/** The evidence block a finding carries: verdict, why, and the tests behind it (failing ones for a confirmation). */
const findingTestsSchema = object({
    verdict: testVerdictSchema,
    reason: schemas_string().max(1_000),
    tests: array(testCaseEvidenceSchema).max(20),
});
const testVerdictEntrySchema = findingTestsSchema.extend({
    id: schemas_string(),
    path: schemas_string(),
    line: schemas_number().int(),
    category: schemas_string(),
    title: schemas_string(),
    /** The verifier's reading of the code before the tests were weighed. */
    verifierVerdict: testVerdictSchema,
    /** The finding's verdict once the tests were weighed; its confidence and route follow from it (src/core/policy/routing.ts). */
    outcome: testVerdictSchema,
});
const testVerdictsFileSchema = object({
    version: literal(1),
    entries: array(testVerdictEntrySchema),
});

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/receipts.js







/**
 * Private receipts, written by the plugins into the private directory (0700,
 * outside every agent-readable root) and read by the runner. The record
 * receipt holds the validated payload with trusted finding ids and placement;
 * both publish_review and record_review write it, so the runner builds its
 * outputs, summary and annotations from one typed source in every mode.
 */
// Publication always writes the assessment (confidence, verdict, route); it is optional here only so
// records saved before routing existed still read (a replay then treats them as not-applicable).
const recordedFindingSchema = findingSchema.extend(assessmentSchema.partial().shape).extend({
    id: schemas_string().regex(new RegExp(`^${FINDING_ID_PATTERN}$`)),
    /** `none`: routed to drop, never published. */
    placement: schemas_enum(['inline', 'body', 'none']),
    reason: schemas_string().optional(),
    tests: findingTestsSchema.optional(),
    /** Placed in the body, but GitHub's body limit left it out: only the findings file and the job summary show it. */
    bodyCut: literal(true).optional(),
});
const recordReceiptSchema = object({
    version: literal(1),
    runId: schemas_string(),
    headSha: schemas_string(),
    tool: schemas_enum(['publish_review', 'record_review']),
    payload: reviewPayloadSchema,
    findings: array(recordedFindingSchema),
});
/** Written atomically with mode 0600 so the runner never reads half a receipt. */
async function writePrivateJson(dir, name, value) {
    await (0,promises_namespaceObject.mkdir)(dir, { recursive: true, mode: 0o700 });
    const path = (0,external_node_path_namespaceObject.join)(dir, name);
    const tmp = `${path}.${process.pid}.tmp`;
    await (0,promises_namespaceObject.writeFile)(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    await (0,promises_namespaceObject.rename)(tmp, path);
    return path;
}
function writePublicationReceipt(dir, receipt) {
    return writePrivateJson(dir, run_config_RECEIPT_FILES.publication, run_config_publicationReceiptSchema.parse(receipt));
}
/**
 * Marks that publication has begun (before its first GitHub request): a run
 * cancelled from here on may have left a review, and says so.
 */
function markPublicationStarted(dir) {
    return markStarted(dir, run_config_RECEIPT_FILES.publicationStarted);
}
/** Whether publication had begun before (an earlier attempt of this run, in this or an earlier editor process). */
async function publicationStartedBefore(dir) {
    try {
        await (0,promises_namespaceObject.access)((0,external_node_path_namespaceObject.join)(dir, run_config_RECEIPT_FILES.publicationStarted));
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
    await (0,promises_namespaceObject.mkdir)(dir, { recursive: true, mode: 0o700 });
    await (0,promises_namespaceObject.writeFile)((0,external_node_path_namespaceObject.join)(dir, name), `${new Date().toISOString()}\n`, { mode: 0o600, flag: 'a' });
}
/** A refusal the workflow must fix; the runner reports it with this class instead of "not proven". */
function writePublicationFailure(dir, failure) {
    return writePrivateJson(dir, run_config_RECEIPT_FILES.publicationFailure, run_config_publicationFailureSchema.parse(failure));
}
/** Another run's review on this head was found before the POST; the runner ends the run skipped. */
function writePublicationSkip(dir, skip) {
    return writePrivateJson(dir, run_config_RECEIPT_FILES.publicationSkipped, publicationSkipSchema.parse(skip));
}
function writeRecordReceipt(dir, receipt) {
    return writePrivateJson(dir, run_config_RECEIPT_FILES.record, recordReceiptSchema.parse(receipt));
}
async function readPrivateJson(dir, name, schema) {
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)((0,external_node_path_namespaceObject.join)(dir, name), 'utf8');
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
    return readPrivateJson(dir, RECEIPT_FILES.publication, publicationReceiptSchema);
}
/** publish_review's account of its last failed POST (publication-failure.json). */
function readPublicationFailureReceipt(dir) {
    return readPrivateJson(dir, RECEIPT_FILES.publicationFailure, publicationFailureSchema);
}
function readRecordReceipt(dir) {
    return readPrivateJson(dir, RECEIPT_FILES.record, recordReceiptSchema);
}
/** spawn_reviewers' execution receipt (written before it answers the editor): the team's status for publication's notes. */
function readExecutionReceipt(dir) {
    return readPrivateJson(dir, run_config_RECEIPT_FILES.execution, executionReceiptSchema);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/team-receipts.js






/**
 * What publication reads of the reviewer team's work, from the private files spawn_reviewers
 * wrote (never from the model): its assessments (which route each finding), the test verdicts
 * behind them, and its account of what it could not do. Each is read at call time; a file that
 * is missing or does not parse gives the cautious answer, never a trusted default.
 */
/**
 * The team's assessments for this run, by finding id; undefined when
 * spawn_reviewers wrote none (it never ran). A file that does not parse or
 * belongs to another run counts as an empty team record: every finding is
 * then unverified, never trusted by default.
 */
async function loadAssessments(config) {
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)((0,external_node_path_namespaceObject.join)(config.privateDir, run_config_RECEIPT_FILES.assessments), 'utf8');
    }
    catch {
        return undefined;
    }
    try {
        const parsed = assessmentsReceiptSchema.parse(JSON.parse(text));
        if (parsed.runId !== config.runId)
            return new Map();
        return new Map(parsed.findings.map((f) => [f.id, f]));
    }
    catch {
        return new Map();
    }
}
/**
 * Specialists were selected but spawn_reviewers never ran (no execution receipt): nothing the
 * editor submits was checked, so every finding counts as unverified (an empty team record), as
 * publish_review treats one the team never reported; without a selected team (a replay) the
 * defaults apply.
 */
async function teamNeverStarted(config) {
    if (config.specialists.length === 0)
        return false;
    const read = await readExecutionReceipt(config.privateDir).catch(() => undefined);
    return read?.status === 'missing';
}
/** spawn_reviewers' private test-verdicts.json, read at call time; absent without test evidence or when it does not parse. */
async function readTestVerdicts(privateDir) {
    const text = await (0,promises_namespaceObject.readFile)((0,external_node_path_namespaceObject.join)(privateDir, TEST_VERDICTS_FILE), 'utf8').catch(() => undefined);
    if (text === undefined)
        return undefined;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const parsed = testVerdictsFileSchema.safeParse(json);
    if (!parsed.success)
        return undefined;
    return new Map(parsed.data.entries.map((e) => [e.id, { verdict: e.verdict, reason: e.reason, tests: e.tests }]));
}
/**
 * What the reviewer team could not do (a failed specialist, a budget stop, a team the editor never
 * started), from its receipt: trusted notes for the body, naming agents but not their error texts,
 * which stay in the job summary and log.
 */
async function teamAccount(config) {
    // A replay runs no team: the recording run's account stands.
    if (config.recordedTeam)
        return config.recordedTeam;
    const read = await readExecutionReceipt(config.privateDir).catch(() => undefined);
    if (read?.status === 'present')
        return read.receipt.runId === config.runId ? read.receipt.extra : undefined;
    return read?.status === 'missing' && config.specialists.length > 0 ? teamNeverRan(config.specialists.map((s) => s.name)) : undefined;
}
/** The verifier's verdicts on re-checked earlier findings, from this run's execution receipt (none in a replay: it resolves nothing). */
async function verifierAnswers(config) {
    if (config.recordedTeam)
        return undefined;
    const read = await readExecutionReceipt(config.privateDir).catch(() => undefined);
    return read?.status === 'present' && read.receipt.runId === config.runId ? read.receipt.extra?.earlier : undefined;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/lib/publication/session.js


















/**
 * The state behind the publish_review and record_review tools, kept out of
 * the OpenCode plugin files so it runs (and is tested) without OpenCode.
 * Everything the model cannot be trusted with (repository, PR, head SHA,
 * marker, allowlist, token) comes from the run config and the private dir.
 */
const MAX_ATTEMPTS = 3;
/** Reads review-index.json and the staged patches of the allowlisted files. */
async function loadStagedReview(config) {
    const index = review_index_reviewIndexSchema.parse(JSON.parse(await (0,promises_namespaceObject.readFile)((0,external_node_path_namespaceObject.join)(config.stageDir, 'review-index.json'), 'utf8')));
    const allowed = new Set(config.allowlist);
    const lineMaps = new Map();
    const patches = new Map();
    const hiddenShown = new Set();
    for (const file of index.files) {
        // A patch name is one path segment; anything else gets no line map (its findings go to the body).
        if (!allowed.has(file.path) || !/^[^/\\\0]+$/.test(file.patchFile) || file.patchFile === '..')
            continue;
        const patch = await (0,promises_namespaceObject.readFile)((0,external_node_path_namespaceObject.join)(config.stageDir, 'patches', file.patchFile), 'utf8').catch(() => undefined);
        lineMaps.set(file.path, diff_lines_buildLineMap(patch));
        if (patch !== undefined)
            patches.set(file.path, { text: patch, hiddenLines: file.hiddenLines, cutAfter: file.cutAfter });
        if (file.hiddenShown)
            hiddenShown.add(file.path);
    }
    return { allowlist: config.allowlist, lineMaps, patches, hiddenShown, exclusions: index.exclusions, caps: index.caps };
}
/** Reads the token file once and removes it, so no later reader (or agent) finds it. */
async function takeToken(tokenFile) {
    const token = (await (0,promises_namespaceObject.readFile)(tokenFile, 'utf8')).trim();
    await (0,promises_namespaceObject.unlink)(tokenFile);
    if (!token)
        throw new Error('the token file was empty');
    return token;
}
/**
 * The GitHub port publication posts through: the one client factory in its
 * no-blind-retry mode (publishReview looks for its marker before any retry),
 * and its GraphQL reads for a listed review's edit history.
 */
function publicationPort(token, apiUrl, logger) {
    const access = createGitHubClient({ token, apiUrl, logger, userAgent: 'harbourmaster-publish' });
    return { request: access.checkedWrites.rest.request, graphql: access.graphql.graphql };
}
function problemsText(problems, attempt) {
    const left = MAX_ATTEMPTS - attempt;
    return [
        `The review was not submitted (attempt ${attempt} of ${MAX_ATTEMPTS}). Fix these problems and call the tool again with the whole payload:`,
        ...problems.map((p) => `- ${p}`),
        left === 1 ? 'On the last attempt remaining problems are repaired automatically (findings moved to the review body).' : '',
    ]
        .filter(Boolean)
        .join('\n');
}
/**
 * The editor's account of what GitHub shows: findings the body's size limit cut are not "in the
 * body" (the editor would summarise them as posted), so they are counted apart.
 */
function publishedText(result, headSha) {
    // Earlier findings still open are listed after this review's, so the size limit may cut them too: counted apart.
    const listed = result.publication.bodyListed ?? result.bodyFindings - (result.publication.bodyCut ?? 0);
    const cut = result.bodyFindings - listed;
    const { escalate, drop } = result.publication.routes;
    const inBody = `${listed} findings in the body${cut > 0 ? ` and ${cut} left out of the body by GitHub's size limit` : ''}`;
    const human = cut > 0 ? `${escalate} of them for a human look; the job summary lists those left out` : `${escalate} for a human look`;
    return `Review ${result.reviewId} is published on ${headSha.slice(0, 12)}: ${result.inlineComments} inline comments, ${inBody} (${human}), ${drop} dropped. Publication is complete; do not call publish_review again.`;
}
/** For record_review, `inline` means the line is part of the diff (annotatable in place). */
/**
 * The record's schema is strict: the flags that only say how a comment renders (a suggestion shown
 * as code, a narrowed range) are not in it, and with them the record was refused before the POST,
 * on every attempt, so no review landed. A replay prepares the payload again and sets them again.
 */
function recorded(publication) {
    return publication.findings.map(({ suggestionAsCode: _a, suggestionEscaped: _e, suggestionCut: _c, rangeNarrowed: _r, ...f }) => {
        void [_a, _e, _c, _r];
        return f;
    });
}
/** The review as the tool accepted it, in the private dir: the runner's record and a replay's source. */
function recordReceipt(config, tool, publication) {
    return writeRecordReceipt(config.privateDir, {
        version: 1,
        runId: config.runId,
        headSha: config.headSha,
        tool,
        payload: publication.payload,
        findings: recorded(publication),
    });
}
/**
 * What both tools share: calls run one at a time (two tool calls in one model
 * turn must not both reach the POST), at most MAX_ATTEMPTS of them, only in
 * the tool's own modes, and a success is the answer to every later call.
 */
class ToolSession {
    options;
    tool;
    modes;
    attempts = 0;
    done;
    queue = Promise.resolve();
    redactor;
    constructor(options, tool, modes) {
        this.options = options;
        this.tool = tool;
        this.modes = modes;
        // The provider key too, whatever its shape: an agent that read it (a checkout file) must not post it.
        this.redactor = addRunSecrets(options.redactor ?? new redact_Redactor(), options.config, options.env);
    }
    call(args) {
        const next = this.queue.then(() => this.callNow(args));
        this.queue = next.catch(() => undefined);
        return next;
    }
    async callNow(args) {
        if (this.done)
            return this.done;
        const { mode } = this.options.config;
        const other = this.tool === 'publish_review' ? 'record_review' : 'publish_review';
        if (!this.modes.includes(mode))
            return { ok: false, text: `${this.tool} is not available in ${mode} mode; use ${other}.` };
        if (this.attempts >= MAX_ATTEMPTS)
            return { ok: false, text: `${this.tool} was already called ${MAX_ATTEMPTS} times; no further attempt is allowed.` };
        const reply = await this.attempt(args, ++this.attempts);
        if (reply.ok || reply.final)
            this.done = reply;
        return reply;
    }
}
async function contextFor(config, staged, attempt, redactor) {
    const team = await teamAccount(config);
    const teamNotes = [...teamShortfall(team, { tokenBudget: config.tokenBudget }), ...teamDropped(team)].map((note) => redactor.redact(note));
    return {
        redactor,
        routing: routingPolicy(config.routing, config.maxComments),
        assessments: (await loadAssessments(config)) ?? ((await teamNeverStarted(config)) ? new Map() : undefined),
        tests: await readTestVerdicts(config.privateDir),
        mentions: config.routing?.mentions ?? [],
        runnerNotes: [...(config.reviewNotes ?? []), ...teamNotes],
        // The body's markers; publication and its proof look for the run marker alone (config.marker).
        marker: reviewBodyMarkers(config.marker, teamLeftFilesUnreviewed(team), fixedEarlier(await verifierAnswers(config), config.ledger?.recheck)),
        allowlist: staged.allowlist,
        lineMaps: staged.lineMaps,
        patches: staged.patches,
        hiddenShown: staged.hiddenShown,
        knownFindingIds: new Set(config.ledger?.known ?? []),
        ...(config.ledger?.earlier ? { earlierFindingIds: new Set(config.ledger.earlier) } : {}),
        ...(config.ledger?.scope ? { scopeNote: config.ledger.scope } : {}),
        ...(config.ledger?.inBody ? { stillOpen: config.ledger.inBody } : {}),
        maxComments: config.maxComments,
        exclusions: staged.exclusions,
        caps: staged.caps,
        final: attempt >= MAX_ATTEMPTS,
    };
}
/** publish_review: comment and blocking modes, editor process only. */
class PublishSession extends ToolSession {
    published;
    /** What every POST of this session sent: a review an earlier, failed call stored is recorded as it was sent. */
    sent = [];
    /** Reviews carrying this run's marker listed before its first POST: another job's, never taken for this run's. */
    foreign = new Set();
    /** This session made every POST of the run (its first call found none before): see PublishOptions.ownsEveryPost. */
    ownsEveryPost;
    /** A POST GitHub answered with a 5xx and no look found since: later calls look for it and post nothing. */
    unconfirmedPost;
    port;
    tokenPromise;
    /** The class of the last POST that failed: a replay reports it (a GitHub fault is `github`, not a policy refusal). */
    lastFailureClass;
    constructor(options) {
        super(options, 'publish_review', ['comment', 'blocking']);
    }
    /** Takes the token now (at plugin start) so its file is gone before any agent runs. */
    primeToken() {
        if (!this.tokenPromise) {
            const { config, token } = this.options;
            if (!token && !config.tokenFile)
                return Promise.reject(new Error(`publish_review is not available in ${config.mode} mode`));
            this.tokenPromise = (token ? token() : takeToken(config.tokenFile)).then((value) => {
                this.redactor.add(value);
                return value;
            });
            this.tokenPromise.catch(() => { });
        }
        return this.tokenPromise;
    }
    get result() {
        return this.published;
    }
    async attempt(args, attempt) {
        this.lastFailureClass = undefined;
        const { config, staged } = this.options;
        // The token must be registered before any model text is rendered; a missing token fails at the POST below.
        if (this.options.token || config.tokenFile)
            await this.primeToken().catch(() => undefined);
        const prepared = preparePublication(args, await contextFor(config, staged, attempt, this.redactor));
        if (!prepared.ok) {
            this.options.log?.('rejected', { attempt, problems: prepared.problems.length });
            return { ok: false, text: problemsText(prepared.problems, attempt) };
        }
        // Recorded before the POST, so a post that then fails leaves a record to replay without a new review.
        await recordReceipt(config, 'publish_review', prepared.publication);
        try {
            // Before any POST of this run, a review carrying its marker is another job's of the same workflow run.
            const mayHaveStored = this.options.publish?.mayHaveStored === true || this.sent.length > 0 || (await publicationStartedBefore(config.privateDir));
            this.ownsEveryPost ??= !mayHaveStored;
            await markPublicationStarted(config.privateDir);
            const rest = await this.restPort();
            const result = await publishReview(rest, prepared.publication, {
                ...this.options.publish,
                owner: config.repository.owner,
                repo: config.repository.repo,
                pullNumber: config.pullNumber,
                headSha: config.headSha,
                marker: config.marker,
                expectedLogin: config.expectedBotLogin,
                escalationLabel: config.routing?.label,
                log: this.options.log,
                sent: this.sent,
                foreign: this.foreign,
                ownsEveryPost: this.ownsEveryPost,
                oneReviewPerCommit: config.oneReviewPerCommit,
                mayHaveStored,
                ...(this.unconfirmedPost !== undefined ? { unconfirmedPost: this.unconfirmedPost } : {}),
            });
            // An earlier attempt's failure no longer explains anything: this one landed.
            await (0,promises_namespaceObject.unlink)((0,external_node_path_namespaceObject.join)(config.privateDir, run_config_RECEIPT_FILES.publicationFailure)).catch(() => undefined);
            const heldBack = result.publication.findings.filter((f) => f.placement === 'inline').flatMap((f) => suggestionHeldBack(f) ?? []);
            const narrowed = result.publication.findings.filter((f) => f.rangeNarrowed !== undefined && f.placement !== 'none').length;
            // Logged before the receipts: a runner that ends the session on them stops this process at once.
            this.options.log?.('published', {
                attempt,
                review: result.reviewId,
                posts: result.posts,
                how: result.how,
                // Body-only findings the size limit cut: the next push cannot carry them (src/context/body-cut.ts).
                ...(result.publication.bodyCut ? { body_cut_findings: result.publication.bodyCut } : {}),
                // Inline suggestions shown as code under a note (render.ts suggestionHeldBack): how many, and why.
                ...(heldBack.length > 0 ? { suggestions_as_code: heldBack.length, suggestions_as_code_why: [...new Set(heldBack)].sort().join(',') } : {}),
                // Findings shown on fewer lines than they named (payload-to-review.ts): the review says so, and so does this line.
                ...(narrowed > 0 ? { ranges_narrowed: narrowed } : {}),
            });
            // Again after the POST: a refused anchor may have moved findings to the body.
            await recordReceipt(config, 'publish_review', result.publication);
            await writePublicationReceipt(config.privateDir, {
                version: 1,
                runId: config.runId,
                reviewId: result.reviewId,
                headSha: config.headSha,
                marker: config.marker,
                inlineComments: result.inlineComments,
                bodyFindings: result.bodyFindings,
                attempts: attempt,
                escalated: result.publication.routes.escalate,
                dropped: result.publication.routes.drop,
                label: result.label,
                ...(result.labelRefusal ? { labelRefusal: result.labelRefusal } : {}),
            });
            const reply = { ok: true, text: publishedText(result, config.headSha) };
            this.published = result;
            return reply;
        }
        catch (error) {
            if (error instanceof SkipRun && error.reviewId !== undefined) {
                this.options.log?.('skipped', { attempt, review: error.reviewId });
                // The runner ends the run skipped with the other run's review id; the editor is told to stop.
                await writePublicationSkip(config.privateDir, { version: 1, runId: config.runId, reviewId: error.reviewId, reason: error.reason });
                return { ok: false, text: `Publication skipped: ${error.reason}. Do not call publish_review again.` };
            }
            if (error instanceof ReviewMayBeStored && error.status !== undefined)
                this.unconfirmedPost ??= error.status;
            const failure = toHarbourmasterError(error);
            this.lastFailureClass = failure.failureClass;
            this.options.log?.('failed', { attempt, class: failure.failureClass });
            if (failure.failureClass === 'github' || failure.failureClass === 'policy') {
                // The runner's account if no review is proven in the end (an outage is `github`, not "not proven").
                await writePublicationFailure(config.privateDir, {
                    version: 1,
                    runId: config.runId,
                    failureClass: failure.failureClass,
                    message: failure.message,
                    // GitHub may hold this review and list it late: the runner keeps looking before it says none is there.
                    ...(this.unconfirmedPost !== undefined && error instanceof ReviewMayBeStored ? { unconfirmed: this.unconfirmed(this.unconfirmedPost) } : {}),
                }).catch(() => undefined);
            }
            if (failure.failureClass === 'configuration') {
                // Another attempt cannot fix a token without write access; the runner reports this, not "not proven".
                await writePublicationFailure(config.privateDir, { version: 1, runId: config.runId, failureClass: 'configuration', message: failure.message }).catch(() => undefined);
            }
            // Nor a locked or closed pull request, a moved head, or a human's pending draft: no POST is tried again.
            if (failure.failureClass === 'configuration' || failure.failureClass === 'policy') {
                return {
                    ok: false,
                    final: true,
                    text: `Publishing failed (${failure.failureClass}): ${failure.message.replace(/\.$/, '')}. Another attempt cannot fix this; do not call publish_review again.`,
                };
            }
            if (error instanceof ReviewMayBeStored) {
                // The model would otherwise take this for a payload to fix; another call is only one more look.
                return {
                    ok: false,
                    text: `Publishing failed (${failure.failureClass}): ${failure.message}. Calling publish_review again only looks for that review and posts nothing ` +
                        '(a review listed by then is published as the failed call sent it, whatever the new payload says); if it is still not listed, stop: the runner looks once more and reports the run.',
                };
            }
            return { ok: false, text: `Publishing failed (${failure.failureClass}): ${failure.message}` };
        }
    }
    /** What the runner needs to keep looking for an unconfirmed review, and to tell it from another job's (same marker text). */
    unconfirmed(status) {
        const sent = this.ownsEveryPost ? [...new Set(this.sent.map((p) => sentBodyDigest(p.body)))].slice(-50) : undefined;
        return { status, ...(sent ? { sent } : {}) };
    }
    async restPort() {
        if (this.port)
            return this.port;
        const { rest } = this.options;
        this.port = typeof rest === 'function' ? rest(await this.primeToken()) : rest;
        return this.port;
    }
}
/** record_review: silent and check-only; validates and records, never writes to GitHub. */
class RecordSession extends ToolSession {
    constructor(options) {
        super(options, 'record_review', ['silent', 'check-only']);
    }
    async attempt(args, attempt) {
        const { config, staged } = this.options;
        const prepared = preparePublication(args, { ...(await contextFor(config, staged, attempt, this.redactor)), maxComments: Number.MAX_SAFE_INTEGER });
        if (!prepared.ok)
            return { ok: false, text: problemsText(prepared.problems, attempt) };
        // Logged before the receipt: a runner that ends the session on it stops this process at once.
        this.options.log?.('recorded', { attempt, findings: prepared.publication.findings.length });
        await recordReceipt(config, 'record_review', prepared.publication);
        return { ok: true, text: `Recorded ${prepared.publication.findings.length} findings. The review is complete; do not call record_review again.` };
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/plugins/replay-publish.js







/**
 * The publication side of `replay-findings`: a process the runner starts
 * instead of OpenCode, so a saved payload goes through exactly the code
 * publish_review and record_review run (validation against the live stage,
 * anchoring, rendering, the marker-checked POST, receipts), with no model and
 * no agent. Like the editor process it gets the run config through
 * HARBOURMASTER_RUN_CONFIG and the token through its private file, which it
 * reads once and removes; it reports its result in a private file.
 */
async function main() {
    // The run's provider key (when its environment carries one) and, below, the token it takes.
    const { logger, redactor, withRunSecrets } = pluginLogger();
    const config = withRunSecrets(await readRunConfig());
    const payload = JSON.parse(await (0,promises_namespaceObject.readFile)((0,external_node_path_namespaceObject.join)(config.privateDir, REPLAY_FILES.payload), 'utf8'));
    const staged = await loadStagedReview(config);
    const publishes = config.mode === 'comment' || config.mode === 'blocking';
    const session = publishes
        ? new PublishSession({
            config,
            staged,
            redactor,
            rest: (token) => publicationPort(token, config.apiUrl, logger),
            log: (event, fields) => logger.event('publish', event, fields),
            // The record is posted under the recording run's marker: a review carrying it is that record, posted before.
            publish: { mayHaveStored: true },
        })
        : new RecordSession({ config, staged, redactor, log: (event, fields) => logger.event('publish', event, fields) });
    if (session instanceof PublishSession)
        redactor.add(await session.primeToken());
    // The payload was valid when recorded; on the same head it is valid again. Were it not, the
    // last attempt repairs what it can (findings to the body), as it would for the editor.
    let reply = await session.call(payload);
    for (let attempt = 2; !reply.ok && attempt <= MAX_ATTEMPTS; attempt++)
        reply = await session.call(payload);
    // A payload still refused after every attempt is a policy refusal; a failed POST keeps its own class.
    const failureClass = (session instanceof PublishSession ? session.lastFailureClass : undefined) ?? 'policy';
    return reply.ok ? { ok: true } : { ok: false, failureClass, message: redactor.redact(reply.text) };
}
async function report(result) {
    const config = await readRunConfig();
    await (0,promises_namespaceObject.writeFile)((0,external_node_path_namespaceObject.join)(config.privateDir, REPLAY_FILES.result), JSON.stringify(replayResultSchema.parse(result)), { mode: 0o600 });
}
main()
    .catch((error) => {
    const failure = toHarbourmasterError(error);
    return { ok: false, failureClass: failure.failureClass, message: failure.message };
})
    .then(report)
    .then(() => process.exit(0), () => process.exit(1));

