export const id = 60;
export const ids = [60];
export const modules = {

/***/ 6060:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   proxyFetchFor: () => (/* binding */ proxyFetchFor)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1834);

/**
 * Self-hosted runners often reach GitHub only through a proxy. Node's global
 * fetch ignores HTTPS_PROXY, so when the environment names a proxy for the
 * API URL the client gets a fetch that tunnels through it. Which proxy
 * applies (HTTPS_PROXY / HTTP_PROXY by scheme, NO_PROXY, loopback always
 * direct) is decided by @actions/http-client, the rules @actions/github and
 * the rest of the Actions toolkit follow. Its code, and undici's, is loaded
 * only when a proxy variable is set: most runs never pay for it.
 */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
async function proxyFetchFor(apiUrl, logger) {
    if (!PROXY_VARIABLES.some((name) => process.env[name]))
        return undefined;
    const { checkBypass } = await __webpack_require__.e(/* import() */ 783).then(__webpack_require__.bind(__webpack_require__, 9783));
    const api = new URL(apiUrl);
    if (checkBypass(api))
        return undefined;
    // The toolkit's order: the lowercase spelling first, HTTPS_PROXY for an https API URL.
    const names = api.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
    const name = names.find((n) => process.env[n]);
    if (!name)
        return undefined;
    const proxy = proxyUrlOf(name, process.env[name] ?? '');
    const { fetch: undiciFetch, ProxyAgent } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));
    // The agent @actions/http-client builds, credentials as Basic proxy authorization included.
    const credentials = proxy.username || proxy.password ? `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}` : undefined;
    const dispatcher = new ProxyAgent({
        uri: proxy.href,
        ...(credentials !== undefined ? { token: `Basic ${Buffer.from(credentials).toString('base64')}` } : {}),
    });
    const { host } = proxy;
    logger.event('github', 'proxy', { via: host });
    // undici's fetch is the one that accepts its own dispatcher; its types differ from the DOM's only nominally.
    const proxied = async (input, init) => {
        try {
            return await undiciFetch(input, { ...init, dispatcher });
        }
        catch (error) {
            throw throughProxy(error, host);
        }
    };
    return proxied;
}
/**
 * The proxy's URL. One named without a scheme (`proxy.corp:3128`) is http://, as curl and
 * @actions/http-client's own fallback read it; that fallback applied only to a value that does not
 * parse, and a host name before a port parses as a URL of the scheme `proxy.corp:` with no host,
 * which the toolkit then ignored, as it ignores a value with a scheme that does not parse: the run
 * went to GitHub directly, past the proxy it was given, and failed without naming it.
 */
function proxyUrlOf(name, value) {
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname)
        return parsed;
    const schemeless = URL.canParse(`http://${value}`) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? new URL(`http://${value}`) : undefined;
    if (schemeless?.hostname)
        return schemeless;
    // Shown without anything before an '@' (a proxy URL's credentials) or from a '?' or '#' on (a query may carry a key).
    const shown = value.replace(/^.*@/, '').replace(/[?#].*$/, '');
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${name} names no HTTP proxy URL ('${shown}'): set it to http://HOST:PORT, or unset it`, name);
}
/**
 * A proxy that refuses the tunnel (407 without credentials, 403 by policy)
 * reaches Octokit as undici's bare "Request was cancelled.", and Octokit
 * reports only the cause's message. The cause is rewritten to name the proxy
 * (its host, never its credentials) and what to check. Aborts pass unchanged:
 * the client's timeouts and cancellation recognise them by name.
 */
function throughProxy(error, via) {
    if (!(error instanceof Error) || error.name === 'AbortError' || error.name === 'TimeoutError')
        return error;
    const why = error.cause instanceof Error ? error.cause.message : error.message;
    const cause = new Error(`no answer through the proxy at ${via} (${why.replace(/\.$/, '')}); check the address and credentials in HTTPS_PROXY or HTTP_PROXY, or list the API host in NO_PROXY`);
    return new TypeError(error.message, { cause });
}


/***/ })

};
