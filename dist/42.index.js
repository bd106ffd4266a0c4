export const id = 42;
export const ids = [42];
export const modules = {

/***/ 3042:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportUnconcluded: () => (/* binding */ reportUnconcluded)
/* harmony export */ });
/* unused harmony exports unconcludedOutputs, renderUnconcludedSummary */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1834);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4368);
/* harmony import */ var _run_annotation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1951);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7481);




/** Every output of action.yml: counts are 0 when nothing ran, empty when a throw left them unknown. */
function unconcludedOutputs(facts) {
    const count = facts.beforeReview ? '0' : '';
    return {
        outcome: 'failure',
        'failure-class': facts.failure.failureClass,
        'review-id': '',
        findings: count,
        'blocking-findings': count,
        'model-calls': count,
        'tokens-in': count,
        'tokens-out': count,
        'findings-file': '',
        'sarif-file': '',
        score: '',
        'skipped-reason': '',
    };
}
function renderUnconcludedSummary(facts, redact) {
    const lines = [
        facts.mode ? `**Mode:** ${facts.mode}` : undefined,
        `**Failure class:** ${facts.failure.failureClass}`,
        `**Result:** ${(0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .cell */ .Hn)((0,_run_annotation_js__WEBPACK_IMPORTED_MODULE_2__/* .resultLine */ .ow)(redact(facts.failure.message)), 1200)}`,
    ].filter((x) => x !== undefined);
    const after = facts.beforeReview
        ? 'The run ended before it read the pull request: nothing was reviewed or posted, and no model was called.'
        : 'The run ended on an unexpected error before its conclusion; the log above it says how far it got.';
    return ['## ❌ Harbourmaster: failure', '', lines.join('  \n'), '', after, ''].join('\n');
}
async function reportUnconcluded(ports, facts) {
    const outputs = unconcludedOutputs(facts);
    const summaryLine = (to, signal) => to.event('run', 'summary', {
        outcome: 'failure',
        class: facts.failure.failureClass,
        mode: facts.mode,
        model_calls: outputs['model-calls'] || undefined,
        reason: facts.failure.message,
        ms: facts.ms,
        signal,
    });
    // One synchronous step up to the job summary's write: a signal lands before both or after both.
    (0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutputs */ .n0)(ports.outputs, outputs, ports.logger);
    ports.onResult?.({ outcome: 'failure', failureClass: facts.failure.failureClass, summaryLine });
    try {
        await ports.summary.append(renderUnconcludedSummary(facts, ports.redact));
    }
    catch (error) {
        ports.logger.event('sink', 'warning', { sink: 'job-summary', class: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toHarbourmasterError */ .Fk)(error).failureClass });
    }
    summaryLine(ports.logger);
    ports.onSummaryLogged?.();
}


/***/ })

};
