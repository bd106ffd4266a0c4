export const id = 777;
export const ids = [777];
export const modules = {

/***/ 1777:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startReviewRuntime: () => (/* binding */ startReviewRuntime)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _boot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1255);
/* harmony import */ var _provision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6518);




class OpencodeReviewRuntime {
    input;
    runtimeParent;
    provisioned;
    booted;
    constructor(input, runtimeParent, provisioned) {
        this.input = input;
        this.runtimeParent = runtimeParent;
        this.provisioned = provisioned;
    }
    boot(dirs) {
        const { input } = this;
        this.booted ??= (0,_boot_js__WEBPACK_IMPORTED_MODULE_2__/* .bootRuntime */ .z)({
            settings: input.settings,
            layout: input.layout,
            sourceEnv: input.sourceEnv,
            logger: input.logger,
            provisioned: this.provisioned,
            runtimeParent: this.runtimeParent,
            stageDir: dirs.stageDir,
            privateDir: dirs.privateDir,
            checkoutDir: dirs.checkoutDir,
            onOutput: input.onOutput,
            secrets: input.secrets,
            warmUpBoundMs: input.warmUpBoundMs,
            assertLive: input.assertLive,
        });
        return this.booted;
    }
    async review(review) {
        const { input } = this;
        // Loaded beside prepare by runAction; here it comes from the module cache.
        const { runReviewPhase } = await __webpack_require__.e(/* import() */ 417).then(__webpack_require__.bind(__webpack_require__, 1417));
        return runReviewPhase({
            settings: input.settings,
            env: input.env,
            prepared: review.prepared,
            privateDir: review.dirs.privateDir,
            marker: review.marker,
            logger: input.logger,
            layout: input.layout,
            sourceEnv: input.sourceEnv,
            checkoutDir: review.dirs.checkoutDir,
            onOutput: input.onOutput,
            secrets: input.secrets,
            boot: this.boot(review.dirs),
            runtimeParent: await this.runtimeParent,
            onEditorStarted: review.onEditorStarted,
            assertLive: input.assertLive,
        });
    }
    async stop() {
        await this.booted?.stop();
    }
    async dispose() {
        await this.provisioned.catch(() => undefined);
        const parent = await this.runtimeParent.catch(() => undefined);
        if (parent)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(parent, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** The real runtime: provisioning starts now, since it does not depend on prepare's result. */
const startReviewRuntime = async (input) => {
    const runtimeParent = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(input.env.runnerTemp, 'hm-runtime-')).then((dir) => {
        input.onRuntimeParent?.(dir);
        return dir;
    });
    const provisioned = runtimeParent.then((fallbackDir) => (0,_provision_js__WEBPACK_IMPORTED_MODULE_3__/* .provisionOpencode */ .ft)({
        actionRoot: input.layout.root,
        toolCache: input.env.toolCache,
        fallbackDir,
        logger: input.logger,
        onCacheRejected: input.onCacheRejected,
    }));
    // A run that ends before the review phase never awaits them; a failure must not surface as an unhandled rejection.
    runtimeParent.catch(() => undefined);
    provisioned.catch(() => undefined);
    return new OpencodeReviewRuntime(input, runtimeParent, provisioned);
};


/***/ })

};
