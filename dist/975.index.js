export const id = 975;
export const ids = [975];
export const modules = {

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var resolveBlockMap = __webpack_require__(7103);
var resolveBlockSeq = __webpack_require__(334);
var resolveFlowCollection = __webpack_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Document = __webpack_require__(3021);
var composeNode = __webpack_require__(5937);
var resolveEnd = __webpack_require__(7788);
var resolveProps = __webpack_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Alias = __webpack_require__(4065);
var identity = __webpack_require__(1127);
var composeCollection = __webpack_require__(7349);
var composeScalar = __webpack_require__(5413);
var resolveEnd = __webpack_require__(7788);
var utilEmptyScalarPosition = __webpack_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var resolveBlockScalar = __webpack_require__(8913);
var resolveFlowScalar = __webpack_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_process = __webpack_require__(932);
var directives = __webpack_require__(1342);
var Document = __webpack_require__(3021);
var errors = __webpack_require__(1464);
var identity = __webpack_require__(1127);
var composeDoc = __webpack_require__(3683);
var resolveEnd = __webpack_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Pair = __webpack_require__(7165);
var YAMLMap = __webpack_require__(4454);
var resolveProps = __webpack_require__(4631);
var utilContainsNewline = __webpack_require__(9499);
var utilFlowIndentCheck = __webpack_require__(4051);
var utilMapIncludes = __webpack_require__(3568);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var YAMLSeq = __webpack_require__(2223);
var resolveProps = __webpack_require__(4631);
var utilFlowIndentCheck = __webpack_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Pair = __webpack_require__(7165);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var resolveEnd = __webpack_require__(7788);
var resolveProps = __webpack_require__(4631);
var utilContainsNewline = __webpack_require__(9499);
var utilMapIncludes = __webpack_require__(3568);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var resolveEnd = __webpack_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var utilContainsNewline = __webpack_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 3568:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Alias = __webpack_require__(4065);
var Collection = __webpack_require__(101);
var identity = __webpack_require__(1127);
var Pair = __webpack_require__(7165);
var toJS = __webpack_require__(6424);
var Schema = __webpack_require__(5840);
var stringifyDocument = __webpack_require__(6829);
var anchors = __webpack_require__(1596);
var applyReviver = __webpack_require__(3661);
var createNode = __webpack_require__(2404);
var directives = __webpack_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var visit = __webpack_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Alias = __webpack_require__(4065);
var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var visit = __webpack_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;


var composer = __webpack_require__(9984);
var Document = __webpack_require__(3021);
var Schema = __webpack_require__(5840);
var errors = __webpack_require__(1464);
var Alias = __webpack_require__(4065);
var identity = __webpack_require__(1127);
var Pair = __webpack_require__(7165);
var Scalar = __webpack_require__(3301);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var cst = __webpack_require__(3461);
var lexer = __webpack_require__(361);
var lineCounter = __webpack_require__(6628);
var parser = __webpack_require__(3456);
var publicApi = __webpack_require__(4047);
var visit = __webpack_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_process = __webpack_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var anchors = __webpack_require__(1596);
var visit = __webpack_require__(204);
var identity = __webpack_require__(1127);
var Node = __webpack_require__(6673);
var toJS = __webpack_require__(6424);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var createNode = __webpack_require__(2404);
var identity = __webpack_require__(1127);
var Node = __webpack_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var applyReviver = __webpack_require__(3661);
var identity = __webpack_require__(1127);
var toJS = __webpack_require__(6424);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var createNode = __webpack_require__(2404);
var stringifyPair = __webpack_require__(9748);
var addPairToJSMap = __webpack_require__(7104);
var identity = __webpack_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Node = __webpack_require__(6673);
var toJS = __webpack_require__(6424);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyCollection = __webpack_require__(1212);
var addPairToJSMap = __webpack_require__(7104);
var Collection = __webpack_require__(101);
var identity = __webpack_require__(1127);
var Pair = __webpack_require__(7165);
var Scalar = __webpack_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var createNode = __webpack_require__(2404);
var stringifyCollection = __webpack_require__(1212);
var Collection = __webpack_require__(101);
var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var toJS = __webpack_require__(6424);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var log = __webpack_require__(7249);
var merge = __webpack_require__(452);
var stringify = __webpack_require__(2148);
var identity = __webpack_require__(1127);
var toJS = __webpack_require__(6424);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 6424:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var resolveBlockScalar = __webpack_require__(8913);
var resolveFlowScalar = __webpack_require__(6842);
var errors = __webpack_require__(1464);
var stringifyString = __webpack_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var cstScalar = __webpack_require__(110);
var cstStringify = __webpack_require__(1733);
var cstVisit = __webpack_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var cst = __webpack_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_process = __webpack_require__(932);
var cst = __webpack_require__(3461);
var lexer = __webpack_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var composer = __webpack_require__(9984);
var Document = __webpack_require__(3021);
var errors = __webpack_require__(1464);
var log = __webpack_require__(7249);
var identity = __webpack_require__(1127);
var lineCounter = __webpack_require__(6628);
var parser = __webpack_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var map = __webpack_require__(7451);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var tags = __webpack_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var YAMLMap = __webpack_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var YAMLSeq = __webpack_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyString = __webpack_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var stringifyNumber = __webpack_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyNumber = __webpack_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var map = __webpack_require__(7451);
var _null = __webpack_require__(3632);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var bool = __webpack_require__(3959);
var float = __webpack_require__(8405);
var int = __webpack_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var map = __webpack_require__(7451);
var seq = __webpack_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var map = __webpack_require__(7451);
var _null = __webpack_require__(3632);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var bool = __webpack_require__(3959);
var float = __webpack_require__(8405);
var int = __webpack_require__(9874);
var schema = __webpack_require__(896);
var schema$1 = __webpack_require__(3559);
var binary = __webpack_require__(6083);
var merge = __webpack_require__(452);
var omap = __webpack_require__(303);
var pairs = __webpack_require__(8385);
var schema$2 = __webpack_require__(5913);
var set = __webpack_require__(1528);
var timestamp = __webpack_require__(4371);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var node_buffer = __webpack_require__(181);
var Scalar = __webpack_require__(3301);
var stringifyString = __webpack_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var stringifyNumber = __webpack_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyNumber = __webpack_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var toJS = __webpack_require__(6424);
var YAMLMap = __webpack_require__(4454);
var YAMLSeq = __webpack_require__(2223);
var pairs = __webpack_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Pair = __webpack_require__(7165);
var Scalar = __webpack_require__(3301);
var YAMLSeq = __webpack_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var map = __webpack_require__(7451);
var _null = __webpack_require__(3632);
var seq = __webpack_require__(1706);
var string = __webpack_require__(6464);
var binary = __webpack_require__(6083);
var bool = __webpack_require__(8398);
var float = __webpack_require__(5782);
var int = __webpack_require__(873);
var merge = __webpack_require__(452);
var omap = __webpack_require__(303);
var pairs = __webpack_require__(8385);
var set = __webpack_require__(1528);
var timestamp = __webpack_require__(4371);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Pair = __webpack_require__(7165);
var YAMLMap = __webpack_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 4371:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var stringifyNumber = __webpack_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var anchors = __webpack_require__(1596);
var identity = __webpack_require__(1127);
var stringifyComment = __webpack_require__(9799);
var stringifyString = __webpack_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var stringify = __webpack_require__(2148);
var stringifyComment = __webpack_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var stringify = __webpack_require__(2148);
var stringifyComment = __webpack_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);
var Scalar = __webpack_require__(3301);
var stringify = __webpack_require__(2148);
var stringifyComment = __webpack_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var Scalar = __webpack_require__(3301);
var foldFlowLines = __webpack_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var identity = __webpack_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 3138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lv: () => (/* binding */ skipReviewedHead),
/* harmony export */   Rg: () => (/* binding */ runGate),
/* harmony export */   ld: () => (/* binding */ checksReviewedHead)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1834);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3434);
/* harmony import */ var _core_publication_review_original_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(676);



/**
 * The gate with its telemetry: one `gate` event (pass, skip or fail) per run, then the decision or
 * the error as thrown. When the reviewed-head check follows (comment mode), the pass is its to log:
 * a run it skips must not show a pass first.
 */
function runGate(event, pr, settings, logger, options = {}) {
    try {
        (0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .gate */ .Gj)(event, pr, settings);
        if (!options.headCheckFollows)
            logger.event('gate', 'pass', { pr: pr.number, head: pr.headSha });
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SkipRun */ .x7)
            logger.event('gate', 'skip', { pr: pr.number, reason: error.reason });
        else {
            const failure = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toHarbourmasterError */ .Fk)(error);
            logger.event('gate', 'fail', { pr: pr.number, class: failure.failureClass, reason: failure.message });
        }
        throw error;
    }
}
/**
 * One review per commit (comment mode): a head that already carries a proven
 * Harbourmaster review (a re-run, or an `edited`/`labeled`/`reopened` event
 * that did not move the head) is not reviewed again unless review-same-commit
 * asks for it. Silent and check-only never post, and blocking's verdict is the
 * job status, so those modes always evaluate the commit themselves.
 */
function checksReviewedHead(settings) {
    return settings.mode === 'comment' && !settings.reviewSameCommit;
}
/**
 * The head's proven review ends the run as skipped. One whose body someone other than the expected
 * login edited is judged by what we posted (core/publication/review-original.ts): an edit that wrote our marker into
 * another workflow's review (same login) does not skip the review of the commit, and one that deleted
 * our marker from our review still does. One query per review by the expected login on the head, none on a head without one.
 */
async function skipReviewedHead(settings, event, logger, headSha, reviews, graphql) {
    if (!checksReviewedHead(settings))
        return;
    const { expectedBotLogin: login, instance } = settings;
    const { proven, provenEditedBy, edited } = await (0,_core_publication_review_original_js__WEBPACK_IMPORTED_MODULE_2__/* .provenAsPostedOn */ .rW)(reviews, headSha, login, instance, (id) => (0,_core_publication_review_original_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewAsPosted */ .YQ)(graphql, id, login));
    if (proven) {
        // Its listed body may no longer show our marker: say why it still counts.
        const editNote = provenEditedBy ? `, whose body was edited by ${provenEditedBy} since it was posted and is judged by what Harbourmaster posted` : '';
        const reason = `commit ${headSha.slice(0, 12)} already has Harbourmaster review ${proven.reviewId} (run ${proven.runId}${editNote}); ` +
            `this '${event.action}' event does not review it twice (set review-same-commit: true to review it again; ` +
            `if that review is another Harbourmaster workflow's or job's, give each one its own 'instance' input)`;
        logger.event('gate', 'skip', { pr: event.number, reason, review: proven.reviewId });
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SkipRun */ .x7(reason, { reviewId: proven.reviewId });
    }
    logger.event('gate', 'pass', { pr: event.number, head: headSha, ...(edited ? { edited_review: edited.review, edited_by: edited.by } : {}) });
}


/***/ }),

/***/ 4920:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ THREAD_COMMENT_PAGES),
/* harmony export */   d3: () => (/* binding */ THREAD_COMMENTS_QUERY),
/* harmony export */   yN: () => (/* binding */ loadReviewThreads)
/* harmony export */ });
/* unused harmony exports REVIEW_THREADS_QUERY, REVIEW_THREADS_PAGE_QUERY */
/* harmony import */ var _core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8776);
/* harmony import */ var _bounded_map_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5815);


/**
 * Review threads come only from GraphQL (REST has no isResolved/isOutdated); the first query
 * also asks whom the token acts as.
 * Threads are paged 100 at a time; a thread with more than 100 comments gets
 * follow-up queries through node(id) so no reply is silently lost.
 */
// `fullDatabaseId`, not `databaseId`: review comment ids passed 2^31 in 2025, and the 32-bit
// Int `databaseId` (deprecated for that reason) answers such a comment with an error and no id,
// which fails the whole query (runGraphql treats partial data as a failure).
const COMMENT_FIELDS = `
  id
  fullDatabaseId
  author { __typename login }
  body
  createdAt
  replyTo { fullDatabaseId }
  lastEditedAt
  editor { __typename login }
`;
const THREAD_FIELDS = `
  id
  isResolved
  isOutdated
  path
  line
  originalLine
  diffSide
  subjectType
  viewerCanResolve
  viewerCanReply
  resolvedBy { login }
  comments(first: 100) {
    pageInfo { hasNextPage endCursor }
    nodes { ${COMMENT_FIELDS} }
  }
`;
/**
 * The first 100 threads and, when asked, the last 100 in one query: a PR with up to 200 threads
 * is read in one round trip, and a larger one needs only the pages between the two (cursors are
 * opaque, so those follow one another). `before` bounds the pages between so they never re-read
 * the tail.
 */
const REVIEW_THREADS_QUERY = `
query HarbourmasterReviewThreads($owner: String!, $repo: String!, $number: Int!, $tail: Boolean!) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      head: reviewThreads(first: 100) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { ${THREAD_FIELDS} }
      }
      tail: reviewThreads(last: 100) @include(if: $tail) {
        pageInfo { hasPreviousPage startCursor }
        nodes { ${THREAD_FIELDS} }
      }
    }
  }
}`;
const REVIEW_THREADS_PAGE_QUERY = `
query HarbourmasterReviewThreadsPage($owner: String!, $repo: String!, $number: Int!, $after: String!, $before: String, $first: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: $first, after: $after, before: $before) {
        pageInfo { hasNextPage endCursor }
        nodes { ${THREAD_FIELDS} }
      }
    }
  }
}`;
const THREAD_COMMENTS_QUERY = `
query HarbourmasterThreadComments($id: ID!, $after: String) {
  node(id: $id) {
    ... on PullRequestReviewThread {
      comments(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${COMMENT_FIELDS} }
      }
    }
  }
}`;
/** Most pages followed per connection; 100 pages of 100 is far beyond any real PR. */
const MAX_PAGES = 100;
/**
 * Pages of 100 comments read of one thread: the first, with the thread, and MAX_PAGES more. A thread
 * longer than that is cut (`commentsCut`); the lifecycle's look before a reply reads as far (lifecycle.ts).
 */
const THREAD_COMMENT_PAGES = MAX_PAGES + 1;
async function loadReviewThreads(graphql, ref, options = {}) {
    let queries = 1;
    const maxPages = options.maxPages ?? MAX_PAGES;
    const caps = [];
    const vars = { owner: ref.owner, repo: ref.repo, number: ref.number };
    const answer = await (0,_core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__/* .runGraphql */ .v)(graphql, REVIEW_THREADS_QUERY, {
        ...vars,
        tail: options.reviewComments === undefined || options.reviewComments > 100,
    });
    const pull = answer.repository?.pullRequest;
    const nodes = [];
    const seen = new Set();
    const keep = (list) => {
        // A thread added or removed between two queries shifts the pages; never count one twice.
        for (const node of list ?? []) {
            if (!node || seen.has(node.id))
                continue;
            seen.add(node.id);
            nodes.push(node);
        }
    };
    if (pull) {
        keep(pull.head.nodes);
        const tail = pull.tail;
        const tailNodes = (tail?.nodes ?? []).filter((n) => n !== null && !seen.has(n.id));
        // Threads between the first and the last 100, in pages of 100 bounded by the tail's start.
        let missing = pull.head.totalCount - nodes.length - tailNodes.length;
        let info = pull.head.pageInfo;
        const before = tail?.pageInfo.hasPreviousPage ? tail.pageInfo.startCursor : null;
        let page = 0;
        for (; page < maxPages && info.hasNextPage && info.endCursor && (tail === undefined || (missing > 0 && before)); page++) {
            queries++;
            const more = await (0,_core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__/* .runGraphql */ .v)(graphql, REVIEW_THREADS_PAGE_QUERY, {
                ...vars,
                after: info.endCursor,
                before,
                first: tail === undefined ? 100 : Math.min(100, missing),
            });
            const connection = more.repository?.pullRequest?.reviewThreads;
            if (!connection || (connection.nodes ?? []).length === 0)
                break;
            const count = nodes.length;
            keep(connection.nodes);
            missing -= nodes.length - count;
            info = connection.pageInfo;
        }
        keep(tailNodes);
        // Stopped by the cap with threads still unread: the ledger cannot know them, and the review says so.
        if (page === maxPages && info.hasNextPage && (tail === undefined || missing > 0))
            caps.push(threadsCap(nodes.length, pull.head.totalCount));
    }
    const threads = await (0,_bounded_map_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedMap */ .a)(nodes, 4, async (node) => {
        const comments = (node.comments.nodes ?? []).filter((c) => c !== null);
        let info = node.comments.pageInfo;
        let page = 0;
        for (; info.hasNextPage && info.endCursor && page < maxPages; page++) {
            queries++;
            const more = await (0,_core_github_graphql_js__WEBPACK_IMPORTED_MODULE_0__/* .runGraphql */ .v)(graphql, THREAD_COMMENTS_QUERY, { id: node.id, after: info.endCursor });
            const connection = more.node?.comments;
            // The thread is gone since the first query (deleted): there is nothing more of it to read.
            if (!connection)
                break;
            for (const c of connection.nodes ?? [])
                if (c)
                    comments.push(c);
            info = connection.pageInfo;
        }
        const thread = toThread(node, comments);
        if (page < maxPages || !info.hasNextPage)
            return thread;
        // Its newest comments were not read: the ledger must not take the last one read for the last word (ledger.ts).
        caps.push({
            cap: 'thread-comments',
            limit: comments.length,
            detail: `only the first ${comments.length} comments of the review thread on ${thread.path} were read (${maxPages + 1} pages); Harbourmaster leaves that thread as it is`,
        });
        return { ...thread, commentsCut: true };
    });
    return { threads, queries, viewerLogin: answer.viewer?.login, caps };
}
function threadsCap(read, total) {
    return {
        cap: 'review-threads',
        limit: read,
        detail: `${read} of ${total} review threads were read (the page cap); Harbourmaster's findings on the others are not tracked on this push`,
    };
}
function toThread(node, comments) {
    return {
        id: node.id,
        isResolved: node.isResolved,
        isOutdated: node.isOutdated,
        path: node.path,
        line: node.line ?? undefined,
        originalLine: node.originalLine ?? undefined,
        side: node.diffSide,
        subject: node.subjectType === 'FILE' ? 'file' : 'line',
        resolvedBy: node.resolvedBy?.login,
        // A token that may reply but not resolve is the one lifecycle.ts answers without resolving; a read-only
        // token (may do neither) says nothing of what the run that answered could do.
        ...(!node.isResolved && node.viewerCanResolve === false && node.viewerCanReply === true ? { unresolvable: true } : {}),
        comments: comments.map(toComment),
    };
}
function toComment(c) {
    return {
        id: c.id,
        databaseId: restId(c.fullDatabaseId) ?? 0,
        author: restLogin(c.author),
        body: c.body,
        createdAt: c.createdAt,
        replyToId: restId(c.replyTo?.fullDatabaseId),
        // Who can change what a comment says matters (comment-edits.ts): a deleted editor is `ghost`.
        ...(c.lastEditedAt ? { editedBy: restLogin(c.editor) } : {}),
    };
}
/** A BigInt id as the number REST uses (ids stay far below 2^53). */
function restId(value) {
    if (value === null || value === undefined)
        return undefined;
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/**
 * GraphQL names a GitHub App by its bare slug (`github-actions`) while REST
 * and the expected-bot-login input use `github-actions[bot]`; one spelling
 * everywhere keeps marker ownership checks exact.
 */
function restLogin(author) {
    if (!author)
        return 'ghost';
    return author.__typename === 'Bot' && !author.login.endsWith('[bot]') ? `${author.login}[bot]` : author.login;
}


/***/ }),

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

/***/ 6187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uj: () => (/* binding */ deltaBase),
/* harmony export */   _7: () => (/* binding */ provenReviews)
/* harmony export */ });
/* unused harmony export provenReviewOn */
/* harmony import */ var _contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7278);

/** Every proven Harbourmaster review, in the order given (GitHub lists oldest first). */
function provenReviews(reviews, expectedLogin, instance) {
    const out = [];
    for (const review of reviews) {
        if (review.state === 'PENDING' || !review.commitId)
            continue;
        if (!(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(review.author, expectedLogin))
            continue;
        const marker = (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRunMarkers */ .E$)(review.body).find((m) => m.headSha === review.commitId && (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameInstance */ .YH)(m.instance, instance));
        if (!marker)
            continue;
        const partial = review.body?.includes(_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .PARTIAL_COVERAGE_MARKER */ .cj) === true;
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


/***/ }),

/***/ 676:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M_: () => (/* binding */ bodyAsPosted),
/* harmony export */   YQ: () => (/* binding */ reviewAsPosted),
/* harmony export */   bv: () => (/* binding */ reviewsAsPosted),
/* harmony export */   lQ: () => (/* binding */ ownReviewWithMarker),
/* harmony export */   rW: () => (/* binding */ provenAsPostedOn)
/* harmony export */ });
/* unused harmony exports REVIEW_ORIGINAL_QUERY, REVIEW_ORIGINALS_QUERY */
/* harmony import */ var _contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7278);
/* harmony import */ var _github_graphql_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8776);
/* harmony import */ var _github_edit_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(900);
/* harmony import */ var _proven_review_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6187);




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
    const answer = await (0,_github_graphql_js__WEBPACK_IMPORTED_MODULE_1__/* .runGraphql */ .v)(graphql, REVIEW_ORIGINAL_QUERY, { id: nodeId });
    return asPosted(answer.node, expectedLogin);
}
function asPosted(node, expectedLogin) {
    if (!node?.lastEditedAt)
        return { editedBy: undefined };
    const editor = node.editor?.login ?? 'ghost';
    if ((0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .isLogin */ .W5)(editor, expectedLogin))
        return { editedBy: undefined };
    return { editedBy: editor, original: (0,_github_edit_history_js__WEBPACK_IMPORTED_MODULE_2__/* .creationBody */ .S)(node, expectedLogin) };
}
/** The same fields for many reviews at once (GraphQL's `nodes` takes at most 100 ids). */
const REVIEW_ORIGINALS_QUERY = `
query HarbourmasterReviewOriginals($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on PullRequestReview {
      id${REVIEW_EDIT_FIELDS}
    }
  }
}`;
const NODES_PER_QUERY = 100;
/** `reviewAsPosted` for every node id, one query per 100 (in parallel), by node id. */
async function reviewsAsPosted(graphql, nodeIds, expectedLogin) {
    const chunks = [];
    for (let i = 0; i < nodeIds.length; i += NODES_PER_QUERY)
        chunks.push(nodeIds.slice(i, i + NODES_PER_QUERY));
    const answers = await Promise.all(chunks.map((ids) => (0,_github_graphql_js__WEBPACK_IMPORTED_MODULE_1__/* .runGraphql */ .v)(graphql, REVIEW_ORIGINALS_QUERY, { ids })));
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
    const provesOn = (review, body) => (0,_proven_review_js__WEBPACK_IMPORTED_MODULE_3__/* .provenReviews */ ._7)([{ ...review, body }], expectedLogin, instance).find((r) => r.headSha === headSha && r.partial !== true);
    const onHead = reviews.filter((r) => r.state !== 'PENDING' && r.commitId === headSha && (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(r.author, expectedLogin));
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
        if (review.state === 'PENDING' || !(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(review.login, expectedLogin) || !(0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesMarker */ .GN)(review.body, marker))
            continue;
        const posted = await bodyAsPosted(review, read);
        if (posted.body !== undefined && (0,_contracts_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesMarker */ .GN)(posted.body, marker) && (!sentBody || sentBody(posted.body)))
            return review;
    }
    return undefined;
}


/***/ }),

/***/ 9595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ severityOfComment),
/* harmony export */   k: () => (/* binding */ SEVERITY_BADGE)
/* harmony export */ });
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


/***/ }),

/***/ 9975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepare: () => (/* binding */ prepare)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/review-payload.js
var review_payload = __webpack_require__(2778);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/logins.js
var logins = __webpack_require__(6119);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/errors.js
var errors = __webpack_require__(1834);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/path-filter.js
var path_filter = __webpack_require__(1148);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __webpack_require__(1138);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/gitattributes.js
var gitattributes = __webpack_require__(4357);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/nearest-name.js
var nearest_name = __webpack_require__(9776);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/cut.js
var cut = __webpack_require__(729);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/rules.js






// An empty block (`---` twice) is a frontmatter too; trailing blanks on a fence line are allowed.
const FRONTMATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
/** Copilot's agent name for code review: an instructions file that excludes it is not review guidance. */
const CODE_REVIEW_AGENT = 'code-review';
/**
 * A comma-separated glob list, trimmed, empty items left out: a comma inside braces
 * (`**\/*.{ts,tsx}`) belongs to its glob. applyTo and the config file's `instructions[].path`
 * are both read this way, since a team writes one as it writes the other and GitHub reads
 * applyTo so; no changed file's path is matched by a glob holding `, `.
 */
function globList(list) {
    return splitGlobs(list)
        .map((g) => g.trim())
        .filter(Boolean);
}
function splitGlobs(list) {
    const out = [];
    let depth = 0;
    let current = '';
    for (const ch of list) {
        if (ch === '{')
            depth++;
        else if (ch === '}' && depth > 0)
            depth--;
        if (ch === ',' && depth === 0) {
            out.push(current);
            current = '';
        }
        else
            current += ch;
    }
    return [...out, current];
}
function stringsOf(raw) {
    return (Array.isArray(raw) ? raw : [raw]).filter((v) => typeof v === 'string');
}
/**
 * `applyTo: **\/*.ts` unquoted is not YAML (a leading `*` is an alias), yet Copilot reads it as the
 * glob it is; so does this, line by line, when the frontmatter does not parse. Undefined when no
 * applyTo line reads as a plain value.
 */
function plainFields(frontmatter, notes) {
    const fields = {};
    const twice = new Set();
    for (const line of frontmatter.split(/\r?\n/)) {
        const m = /^(applyTo|excludeAgent)[ \t]*:[ \t]*(.*?)[ \t]*$/.exec(line);
        if (!m?.[1] || !m[2] || /^[[{|>]/.test(m[2]))
            continue;
        if (fields[m[1]] !== undefined)
            twice.add(m[1]);
        fields[m[1]] = plainValue(m[2]);
    }
    // YAML refuses a key given twice; read line by line the last one wins, and the team is told which.
    for (const key of twice)
        notes.push(`frontmatter names '${key}' twice; the last one (${fields[key]}) is read`);
    return fields.applyTo === undefined ? undefined : fields;
}
/** The keys a frontmatter's lines start with, read where YAML gives up. */
function lineKeys(frontmatter) {
    const keys = {};
    for (const line of frontmatter.split(/\r?\n/)) {
        const key = /^([A-Za-z][\w-]*)[ \t]*:/.exec(line)?.[1];
        if (key !== undefined)
            keys[key] = true;
    }
    return keys;
}
/**
 * A plain value as a team writes it where YAML gives up: a comment after it (` # TypeScript`) is YAML's
 * comment still, and each glob of a list may be quoted on its own (`"**\/*.ts", "**\/*.tsx"`); the
 * quote marks are not part of any path.
 */
function plainValue(value) {
    const bare = withoutComment(value);
    const whole = /^(["'])([^"']*)\1$/.exec(bare);
    if (whole)
        return whole[2] ?? '';
    return splitGlobs(bare)
        .map((item) => item.trim().replace(/^(["'])(.*)\1$/, '$2'))
        .join(',');
}
/**
 * The value before a YAML comment: a '#' after a space or tab, outside a glob quoted from its start. A quote
 * mark in the comment (`# TypeScript's files`) leaves it a comment; a '#' in a quoted glob, or glued to the
 * glob (`**\/#*`), is the glob's.
 */
function withoutComment(value) {
    let quote;
    let itemStart = true;
    for (let i = 0; i < value.length; i++) {
        const ch = value[i] ?? '';
        if (quote !== undefined) {
            if (ch === quote)
                quote = undefined;
            continue;
        }
        if (ch === '#' && i > 0 && /[ \t]/.test(value[i - 1] ?? ''))
            return value.slice(0, i).trimEnd();
        if (itemStart && (ch === '"' || ch === "'"))
            quote = ch;
        if (ch === ',')
            itemStart = true;
        else if (!/[ \t]/.test(ch))
            itemStart = false;
    }
    return value;
}
/** Keys of the format (GitHub's docs, VS Code's): any other key near applyTo or excludeAgent is a slip that would go unread. */
const FRONTMATTER_KEYS = ['applyTo', 'excludeAgent'];
/** A key written for applyTo or excludeAgent but not spelt so: Copilot reads neither, and neither does this, but the team is told. */
function misspeltKeys(fields, scoped) {
    return Object.keys(fields).flatMap((key) => {
        const meant = FRONTMATTER_KEYS.includes(key) ? undefined : (0,nearest_name/* nearestName */.q)(key, FRONTMATTER_KEYS);
        if (meant === undefined)
            return [];
        const effect = meant === 'applyTo' && !scoped ? '; applied to every file' : '';
        return [`frontmatter key '${key}' is not read (did you mean '${meant}'? keys are case-sensitive)${effect}`];
    });
}
/** A file that opens a frontmatter block and never closes it: read whole, as Copilot would, but not without a word. */
const UNCLOSED_FRONTMATTER = /^---[ \t]*\r?\n/;
/** An instructions file's `applyTo` (a comma-separated glob list), and its body without the frontmatter. */
function splitInstructions(text) {
    // Editors on Windows save a byte order mark first; the frontmatter still starts the file.
    const source = text.replace(/^\uFEFF/, '');
    const match = FRONTMATTER.exec(source);
    if (!match) {
        if (UNCLOSED_FRONTMATTER.test(source))
            return { applyTo: undefined, body: source, problem: "its frontmatter opens with '---' but no '---' line closes it" };
        return { applyTo: undefined, body: source };
    }
    const body = source.slice(match[0].length);
    const notes = [];
    let data;
    try {
        data = (0,dist/* parse */.qg)(match[1] ?? '');
    }
    catch {
        data = plainFields(match[1] ?? '', notes);
        // `applyto: **/*.ts` unquoted is not YAML either: a misspelt key read line by line is named too.
        const misspelt = misspeltKeys(lineKeys(match[1] ?? ''), data !== undefined);
        if (data === undefined)
            return { applyTo: undefined, body, problem: 'frontmatter is not valid YAML', ...(misspelt.length > 0 ? { notes: misspelt } : {}) };
        notes.push(...misspelt);
    }
    const fields = data && typeof data === 'object' ? data : {};
    if (stringsOf(fields.excludeAgent).some((a) => a.trim() === CODE_REVIEW_AGENT))
        return { applyTo: undefined, body, excluded: true };
    const raw = fields.applyTo;
    notes.push(...misspeltKeys(fields, raw !== undefined));
    const noted = notes.length > 0 ? { notes } : {};
    if (raw === undefined)
        return { applyTo: undefined, body, ...noted };
    const globs = stringsOf(raw).flatMap(globList);
    if (globs.length === 0)
        return { applyTo: undefined, body, problem: 'applyTo names no glob', ...noted };
    // `**` (or `**/*`) means every file, as in Copilot's own files.
    const everyFile = globs.some((g) => g === '**' || g === '**/*') && !globs.some((g) => g.startsWith('!'));
    return { applyTo: everyFile ? undefined : globs, body, ...noted };
}
/**
 * Why an applyTo glob can match no changed file's path, or undefined. A glob written with Windows
 * separators is the likely one: minimatch reads `\` as an escape, so the rule would quietly reach no one.
 */
function unmatchable(glob) {
    const body = glob.replace(/^!/, '');
    // Measured as globMatches gives it to minimatch (`./` off, `dir/` as `dir/**`), so a note and a match never disagree.
    // Quoted whole, the glob would be the note: its start is enough to find it.
    const { pattern } = matcherPattern(body);
    // Cut whole characters: half an emoji would be a lone surrogate in the job summary.
    const preview = `'${(0,cut/* truncateUnits */.u)(glob, 40)}…'`;
    if (pattern.length > gitattributes/* MAX_GLOB_LENGTH */.v7)
        return `${preview} (${pattern.length.toLocaleString('en-US')} characters as matched) can never match: the glob matcher reads no glob over ${gitattributes/* MAX_GLOB_LENGTH */.v7.toLocaleString('en-US')} characters; shorten it`;
    const far = (0,path_filter/* expandsTooFar */.$B)(pattern, glob.length > 200 ? preview : `'${glob}'`);
    if (far)
        return `${far}; it matches nothing`;
    if (/^\.\.(\/|\\|$)/.test(body))
        return `'${glob}' can never match: changed files' paths are relative to the repository root and never start with '../'`;
    if (body.includes('\\'))
        return `'${glob}' can never match: paths are written with '/', and '\\' escapes the character after it; write '${glob.replace(/\\/g, '/')}'`;
    return undefined;
}
function compileRules(files, pathInstructions, configPath) {
    const rules = [];
    const notes = [];
    const add = (source, applyTo, text) => {
        const trimmed = text.trim();
        if (trimmed === '') {
            notes.push(`${source} is empty`);
            return;
        }
        // `.github/copilot-instructions.md` linked to (or copied from) AGENTS.md is one text: twice, it would take the cap twice.
        // A copy saved on Windows (CRLF) or with trailing blanks on its lines is the same guidance.
        const same = rules.find((r) => sameWords(r.text, trimmed) && r.applyTo?.join('\n') === applyTo?.join('\n'));
        if (same) {
            notes.push(`${source}: the same text as ${same.source}; applied once`);
            return;
        }
        rules.push({ source, applyTo, text: trimmed, bytes: Buffer.byteLength(trimmed, 'utf8') });
    };
    for (const file of files) {
        if (!file.path.endsWith('.instructions.md')) {
            add(file.path, undefined, file.text);
            continue;
        }
        const { applyTo, body, problem, excluded, notes: fileNotes } = splitInstructions(file.text);
        if (excluded) {
            notes.push(`${file.path}: excludeAgent "${CODE_REVIEW_AGENT}"; not applied`);
            continue;
        }
        if (problem)
            notes.push(`${file.path}: ${problem}; applied to every file`);
        for (const glob of applyTo ?? []) {
            const never = unmatchable(glob);
            if (never)
                notes.push(`${file.path}: applyTo ${never}`);
        }
        for (const note of fileNotes ?? [])
            notes.push(`${file.path}: ${note}`);
        add(file.path, applyTo, body);
    }
    pathInstructions.forEach((entry, i) => add(`${configPath} instructions[${i}]`, globList(entry.path), entry.instructions));
    return { rules, notes };
}
/** Two rule texts alike but for line endings and blanks at line ends. */
function sameWords(a, b) {
    const plain = (text) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '');
    return plain(a) === plain(b);
}
/**
 * A `!` glob takes out what the globs before it put in (last match wins, as the include input reads
 * its list); a list of only `!` globs starts from every file. Matched by minimatch alone, `!**\/*.test.ts`
 * would be "every path but tests", giving a TypeScript rule to the README.
 */
function ruleApplies(rule, paths) {
    const globs = rule.applyTo;
    if (globs === undefined)
        return true;
    const startsSelected = !globs.some((g) => !g.startsWith('!'));
    return paths.some((path) => globs.reduce((selected, g) => {
        const negated = g.startsWith('!');
        return globMatches(path, negated ? g.slice(1) : g) ? !negated : selected;
    }, startsSelected));
}
/**
 * A glob without a slash matches a file name anywhere; one with a leading `/` or `./` is anchored at the
 * repository root; one ending in `/` names a directory (gitignore's habit) and means every file under it,
 * since no file's path ends in `/`. (The config file's own globs refuse both forms instead: see neverMatches.)
 */
function globMatches(path, glob) {
    const { pattern, anchored } = matcherPattern(glob);
    // minimatch throws on a longer one (a crash of the run, not a note), and compiles every brace expansion again for
    // each path when there are many: unmatchable() names both instead.
    if (pattern.length > gitattributes/* MAX_GLOB_LENGTH */.v7 || (0,path_filter/* expandsTooFar */.$B)(pattern) !== undefined)
        return false;
    return (0,esm/* minimatch */.xF)(path, pattern, { dot: true, nonegate: true, matchBase: !anchored && !pattern.includes('/') });
}
/** What minimatch is given for a glob (`!` taken off): without a leading `/` or `./`, a trailing `/` as `/**`. */
function matcherPattern(glob) {
    const pattern = glob.replace(/^(?:\.?\/)+/, '').replace(/\/$/, '/**');
    return { pattern, anchored: pattern !== glob };
}
/**
 * The rules for one specialist's files, whole rules first-come within the
 * cap: repository-wide sources first, then scoped ones in source order. A
 * rule that does not fit is cut (its leading part kept when nothing else
 * has been kept yet, so a single large REVIEW.md still reaches the team).
 */
function rulesFor(set, paths, maxBytes) {
    const out = { text: '', applied: [], cut: [], bytes: 0 };
    const blocks = [];
    const ordered = [...set.rules.filter((r) => r.applyTo === undefined), ...set.rules.filter((r) => r.applyTo !== undefined)];
    for (const rule of ordered) {
        if (!ruleApplies(rule, paths))
            continue;
        const header = `### From ${rule.source}${rule.applyTo ? ` (applies to ${rule.applyTo.join(', ')})` : ''}\n`;
        const block = `${header}${rule.text}`;
        // The blank line that joins it to the rule before counts against the cap too.
        const size = (blocks.length > 0 ? 2 : 0) + Buffer.byteLength(block, 'utf8');
        if (out.bytes + size <= maxBytes) {
            blocks.push(block);
            out.applied.push({ source: rule.source, bytes: rule.bytes });
            out.bytes += size;
            continue;
        }
        const room = maxBytes - out.bytes - Buffer.byteLength(header, 'utf8') - 40;
        if (out.applied.length === 0 && room > 200) {
            const kept = cutUtf8(rule.text, room);
            const partial = `${header}${kept}\n[… cut at the size cap]`;
            blocks.push(partial);
            out.applied.push({ source: rule.source, bytes: Buffer.byteLength(kept, 'utf8') });
            out.cut.push({ source: rule.source, bytes: rule.bytes - Buffer.byteLength(kept, 'utf8') });
            out.bytes = Buffer.byteLength(partial, 'utf8');
            continue;
        }
        out.cut.push({ source: rule.source, bytes: rule.bytes });
    }
    out.text = blocks.join('\n\n');
    return out;
}
function cutUtf8(text, maxBytes) {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    let end = maxBytes;
    // Step back over continuation bytes so no character is split.
    while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return buf.subarray(0, end).toString('utf8');
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/input-names.js
var input_names = __webpack_require__(8469);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/config/repository-config.js









/**
 * `.github/harbourmaster.yml`: the repository's own configuration, read from
 * the pull request's BASE commit (never its head) and validated by this one
 * schema. Unknown keys and out-of-range values are configuration failures
 * that name the key and the expected form; an absent file means defaults.
 * docs/configuration.md documents every key, default and range, and a test
 * keeps it in step with this schema.
 */
const REPOSITORY_CONFIG_PATH = '.github/harbourmaster.yml';
/** Larger files are refused rather than half-read. */
const REPOSITORY_CONFIG_MAX_BYTES = 64_000;
const fraction = schemas/* number */.aig().min(0).max(1);
// A changed file's path never starts with '/' or './': such a glob would silently match nothing.
const glob = schemas/* string */.YjP()
    .min(1)
    .max(500)
    .superRefine((g, ctx) => {
    const never = (0,path_filter/* neverMatches */.a5)(g) ?? (0,path_filter/* expandsTooFar */.$B)(g);
    if (never)
        ctx.addIssue({ code: 'custom', message: never });
});
/** `instructions[].path`: one glob or a comma-separated list of them, read as applyTo is (src/policy/rules.ts). */
const globs = schemas/* string */.YjP()
    .min(1)
    .max(500)
    .superRefine((list, ctx) => {
    const items = globList(list);
    if (items.length === 0)
        ctx.addIssue({ code: 'custom', message: `'${list}' names no glob` });
    for (const never of items.map((g) => (0,path_filter/* neverMatches */.a5)(g) ?? (0,path_filter/* expandsTooFar */.$B)(g)))
        if (never)
            ctx.addIssue({ code: 'custom', message: never });
});
const LABEL_FORM = 'a label name of 1–50 characters without commas, or false';
/**
 * `escalation.label`: a name GitHub adds as written. GitHub counts 50 characters
 * (code points: an emoji is one), refuses a name with a space before or after it
 * (422), and keeps quote marks as part of a name, so a value YAML was given
 * quoted twice would add a new label "…", quotes included, not the team's.
 */
const label = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* literal */.euz(false)], { error: LABEL_FORM }).superRefine((name, ctx) => {
    if (name === false)
        return;
    const length = [...name].length;
    if (length < 1 || length > 50 || /[,\n\r]/.test(name)) {
        ctx.addIssue({
            code: 'custom',
            message: `must be ${LABEL_FORM} (got ${length} character${length === 1 ? '' : 's'}${/[,\n\r]/.test(name) ? ', with a comma or line break' : ''})`,
        });
        return;
    }
    const trimmed = name.trim();
    if (trimmed !== name)
        ctx.addIssue({ code: 'custom', message: `'${name}' starts or ends with a space, which GitHub refuses in a label name; write '${trimmed}'` });
    // Wrapped, with no such quote mark inside: `"a" b "c"` is a name with quote marks in it, not a value quoted twice.
    else if (/^(["'`])(?:(?!\1).)*\1$/s.test(name)) {
        // The name to write is the one GitHub takes: spaces just inside the quote marks would be refused next.
        const inner = name.slice(1, -1).trim();
        ctx.addIssue({
            code: 'custom',
            message: inner === ''
                ? `'${name}' is an empty name wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: false for no label, or leave the key out for the default (needs-human-review)`
                : `'${name}' is wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: ${inner}`,
        });
    }
});
const repositoryConfigSchema = schemas/* object */.Ikc({
    routing: schemas/* object */.Ikc({
        'auto-comment': fraction.default(0.8).describe('Confidence at or above which a finding is commented inline'),
        escalate: fraction.default(0.5).describe('Confidence at or above which a finding goes to a human; lower is dropped'),
        factors: schemas/* object */.Ikc({
            confirm: fraction.default(0.6).describe('Confirmed: c + (1 − c) × confirm'),
            inconclusive: fraction.default(0.9).describe('Inconclusive: c × inconclusive'),
            refute: fraction.default(0.35).describe('Refuted: c × refute'),
        })
            .strict()
            .default({ confirm: 0.6, inconclusive: 0.9, refute: 0.35 }),
    })
        .strict()
        // Both values named: a file that sets only escalate collides with auto-comment's default, which it never wrote.
        .superRefine((r, ctx) => {
        const auto = r['auto-comment'];
        if (r.escalate > auto)
            ctx.addIssue({
                code: 'custom',
                path: ['escalate'],
                message: `escalate (${r.escalate}) must not be above auto-comment (${auto}${auto === 0.8 ? ', the default' : ''})`,
            });
    })
        .default({ 'auto-comment': 0.8, escalate: 0.5, factors: { confirm: 0.6, inconclusive: 0.9, refute: 0.35 } }),
    'always-escalate': schemas/* array */.YOg(review_payload/* categorySchema */.uR).max(7).default(['security']).describe('Categories never dropped, however low their confidence'),
    escalation: schemas/* object */.Ikc({
        label: label.default('needs-human-review').describe('Label added when a finding is escalated; false for none'),
        mentions: schemas/* array */.YOg(schemas/* string */.YjP().regex(logins/* MENTION_HANDLE */.c)).max(10).default([]).describe('@user or @org/team named above the escalated findings'),
    })
        .strict()
        .default({ label: 'needs-human-review', mentions: [] }),
    instructions: schemas/* array */.YOg(schemas/* object */.Ikc({
        path: globs.describe('Glob (or comma-separated globs) of the files the instructions apply to'),
        instructions: schemas/* string */.YjP().min(1).max(8000).describe('Guidance for the specialists reviewing those files and the verifier judging their claims'),
    })
        .strict())
        .max(50)
        .default([]),
    ignore: schemas/* array */.YOg(glob).max(200).default([]).describe('Globs of files never reviewed, added to the exclude input'),
    'max-comments': schemas/* number */.aig().int().min(0).max(100).optional().describe('Inline comments per review; the max-comments input wins when set'),
    rules: schemas/* object */.Ikc({
        'max-bytes': schemas/* number */.aig().int().min(1000).max(64_000).default(16_000).describe('Cap on the repository guidance one specialist receives'),
    })
        .strict()
        .default({ 'max-bytes': 16_000 }),
})
    .strict();
const DEFAULT_REPOSITORY_CONFIG = repositoryConfigSchema.parse({});
function keyOf(path) {
    return path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '');
}
/** The keys the schema allows at a path of the file (a mapping's own keys; a list's index is skipped). */
function keysAt(path) {
    let node = repositoryConfigSchema;
    const unwrap = (n) => {
        const def = n._zod.def;
        return (def.type === 'default' || def.type === 'optional') && def.innerType ? unwrap(def.innerType) : n;
    };
    for (const step of [...path, undefined]) {
        node = unwrap(node);
        if (node instanceof schemas/* ZodArray */.naA)
            node = unwrap(node.element);
        if (!(node instanceof schemas/* ZodObject */.bvH))
            return [];
        if (step === undefined || typeof step === 'number') {
            if (step === undefined)
                return Object.keys(node.shape);
            continue;
        }
        const next = node.shape[String(step)];
        if (next === undefined)
            return [];
        node = next;
    }
    return [];
}
/** Where an unknown key stands in the file (1-based line), so the owner finds the typo without searching. */
function lineOfKey(source, path, key) {
    const map = path.length === 0 ? source.doc.contents : source.doc.getIn(path, true);
    if (!(0,dist/* isMap */.jh)(map))
        return undefined;
    const pair = map.items.find((item) => item.key?.value === key);
    const start = pair?.key?.range?.[0];
    return start === undefined ? undefined : source.lines.linePos(start).line;
}
/** `<<: *name`: YAML 1.1's merge key, a plain key in the YAML 1.2 this file is read as. */
const MERGE_KEY = '<<';
/** `: value` for a key whose value is a scalar, so the message shows the line to write; empty otherwise. */
function scalarAt(source, path) {
    const value = source.doc.getIn(path);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? `: ${String(value)}` : '';
}
/** One issue in words a repository owner can act on: the key, what was expected, what was found. */
function describeIssue(issue, source) {
    if (issue.code === 'unrecognized_keys') {
        const where = keyOf(issue.path);
        const prefix = where ? `${where}.` : '';
        const allowed = keysAt(issue.path);
        return issue.keys
            .map((k) => {
            const line = lineOfKey(source, issue.path, k);
            const meant = (0,nearest_name/* nearestName */.q)(k, allowed);
            // The docs name nested keys dotted ('routing.auto-comment'); YAML reads such a line as one key.
            const [head, ...tail] = k.split('.');
            const nested = head !== undefined && tail.length > 0 && allowed.includes(head);
            const input = issue.path.length === 0 && meant === undefined ? (0,nearest_name/* nearestName */.q)(k, input_names/* INPUT_NAMES */.Q) : undefined;
            const fix = nested
                ? `write it nested: '${head}:' and, indented beneath it, '${tail.join('.')}:'`
                : k === MERGE_KEY
                    ? `a YAML merge key, which YAML 1.2 does not read; write the keys out under '${keyOf(issue.path) || 'the top level'}'`
                    : input !== undefined
                        ? `an input of the action, not a key of this file: set '${input}${scalarAt(source, [...issue.path, k])}' under the workflow step's with:`
                        : meant !== undefined
                            ? `did you mean '${prefix}${meant}'?`
                            : `allowed here: ${allowed.join(', ')}`;
            return `unknown key '${prefix}${k}'${line !== undefined ? ` at line ${line}` : ''} (${fix})`;
        })
            .join('; ');
    }
    const key = keyOf(issue.path) || '(top level)';
    if (issue.code === 'too_small' || issue.code === 'too_big') {
        const bound = issue.code === 'too_small' ? `at least ${String(issue.minimum)}` : `at most ${String(issue.maximum)}`;
        return `'${key}' must be ${issue.origin === 'number' ? `a number ${bound}` : issue.origin === 'array' ? `a list of ${bound} entries` : `${bound} characters long`}`;
    }
    // `routing:` whose keys are all commented out is null, not a mapping of the wrong shape.
    if (issue.code === 'invalid_type' && issue.expected === 'object' && source.doc.getIn(issue.path) === null)
        return `'${key}' is empty: give it keys indented beneath it, or remove the line`;
    // applyTo may be a YAML list; this key takes its globs in one string, so the fix is shown with the file's own globs.
    const listed = source.doc.getIn(issue.path);
    if (issue.code === 'invalid_type' && /^instructions\[\d+\]\.path$/.test(key) && (0,dist/* isSeq */.oP)(listed)) {
        const globs = listed.items.map((item) => String((0,dist/* isScalar */.jn)(item) ? item.value : item));
        // An empty list has no globs to show: `path: ""` would be refused in turn.
        const form = globs.length > 0 ? `path: "${globs.join(', ')}"` : `the list is empty: name the files' globs, path: "db/**, api/**"`;
        return `'${key}' must be a string: one glob, or several in one string separated by commas (${form})`;
    }
    if (issue.code === 'invalid_type')
        return `'${key}' must be ${issue.expected === 'int' ? 'a whole number' : issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a mapping' : `a ${issue.expected}`}`;
    if (issue.code === 'invalid_value')
        return `'${key}' must be one of ${issue.values.map(String).join(', ')}`;
    if (issue.code === 'invalid_union')
        return `'${key}' must be ${issue.message}`;
    if (issue.code === 'invalid_format')
        return `'${key}' has the wrong form (${key.endsWith('mentions') || key.includes('mentions[') ? '@user or @org/team' : key.includes('label') ? 'a label name of 1–50 characters without commas' : issue.format})`;
    // A check that words its rule ("must be …") reads as the key's sentence, as the built-in ones do.
    return issue.message.startsWith('must be ') ? `'${key}' ${issue.message}` : `'${key}': ${issue.message}`;
}
/**
 * A value of the wrong type gets its checks run all the same (zod reports a too-long string for
 * `always-escalate: security`, a list's bound applied to the scalar): only the first issue of each
 * key is reported, so the message names the mistake and nothing it caused.
 */
function firstPerKey(issues) {
    const seen = new Set();
    return issues.filter((issue) => {
        if (issue.code === 'unrecognized_keys')
            return true;
        const key = keyOf(issue.path);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * Parses and validates the file's text; `undefined` (no file) gives the
 * defaults. Every failure is a ConfigurationError naming the file and key.
 */
function fail(why) {
    throw new errors/* ConfigurationError */.j1(`${REPOSITORY_CONFIG_PATH} (base commit) is invalid: ${why}. See docs/configuration.md#repository-configuration-file for every key and its range.`, REPOSITORY_CONFIG_PATH);
}
/**
 * The file exists at the base commit but was not read (a directory, over the
 * base-file size cap, not a regular file): refused like an invalid file. Taking
 * the defaults instead would review under rules the repository did not choose.
 */
function refuseUnreadRepositoryConfig(reason) {
    return fail(`it is at the base commit but could not be read (${reason})`);
}
/** Aliases past this many expansions are refused: a few hundred bytes of nested aliases would otherwise expand to millions of nodes. */
const MAX_ALIAS_COUNT = 50;
/** The document as plain data; the YAML library throws a bare ReferenceError on an alias bomb or an alias without anchor, the file's fault, not ours. */
function expanded(doc) {
    try {
        return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {};
    }
    catch (error) {
        if (!(error instanceof ReferenceError))
            throw error;
        if (/excessive alias/i.test(error.message))
            return fail(`its YAML aliases (*name) expand past ${MAX_ALIAS_COUNT} copies; write the values out instead of nesting aliases`);
        // `*name` with no `&name` before it: the library only finds out while building the values.
        return fail(`a YAML alias has no anchor before it (${error.message.split('\n')[0] ?? 'unresolved alias'}); define '&name' before '*name', or write the value out`);
    }
}
/**
 * A file at the base commit named like this one but elsewhere (`.github/harbourmaster.yaml`, a root
 * `.harbourmaster.yml`) is never read: without a word, the review would run under the defaults
 * the repository meant to change.
 */
function refuseConfigLookalikes(paths) {
    throw new errors/* ConfigurationError */.j1(`${paths.map((p) => `'${p}'`).join(', ')} at the base commit ${paths.length === 1 ? 'is' : 'are'} not read: Harbourmaster reads its configuration only from ${REPOSITORY_CONFIG_PATH}; rename it to ${REPOSITORY_CONFIG_PATH} (or remove it) on the base branch. See docs/configuration.md#repository-configuration-file.`, REPOSITORY_CONFIG_PATH);
}
/**
 * `label: no` (or `off`, `none`) unquoted: false in YAML 1.1 and in many a team's habit, a plain word in the
 * YAML 1.2 this file is read as, so every escalation would add a label named "no". `yes`, `on` and `y` are
 * YAML 1.1's true: a label named "yes" would be added the same way. Quoted, each is a name.
 */
function refuseYaml11Boolean(doc) {
    const node = doc.getIn(['escalation', 'label'], true);
    if (!(0,dist/* isScalar */.jn)(node) || node.type !== 'PLAIN' || typeof node.value !== 'string')
        return;
    const word = node.value;
    if (/^(?:no|n|off|none)$/i.test(word))
        fail(`'escalation.label' is ${word}, which YAML 1.2 reads as the label name '${word}', not as false: write label: false for no label, or quote it ("${word}") to name a label so`);
    if (/^(?:yes|y|on)$/i.test(word))
        fail(`'escalation.label' is ${word}, which YAML 1.2 reads as the label name '${word}', not as true: leave the key out for the default label (needs-human-review), write a label name, or quote it ("${word}") to name a label so`);
}
function parseRepositoryConfig(text) {
    if (text === undefined)
        return DEFAULT_REPOSITORY_CONFIG;
    if (Buffer.byteLength(text, 'utf8') > REPOSITORY_CONFIG_MAX_BYTES)
        fail(`the file is larger than ${REPOSITORY_CONFIG_MAX_BYTES} bytes`);
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
    const yamlError = doc.errors[0];
    if (yamlError) {
        const at = lines.linePos(yamlError.pos[0]);
        fail(`it is not valid YAML at line ${at.line}, column ${at.col} (${yamlError.message.split('\n')[0] ?? 'parse error'})`);
    }
    refuseYaml11Boolean(doc);
    const raw = expanded(doc);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        fail('the top level must be a mapping of keys');
    const parsed = repositoryConfigSchema.safeParse(raw);
    if (!parsed.success)
        fail(firstPerKey(parsed.error.issues)
            .slice(0, 5)
            .map((issue) => describeIssue(issue, { doc, lines }))
            .join('; '));
    return parsed.data;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/graphql.js
var github_graphql = __webpack_require__(8776);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/base-files.js



/**
 * Everything that configures a review is read from the pull request's BASE
 * commit (`<base sha>:<path>` object expressions through GraphQL), never from
 * the checkout (the head): a pull request must not rewrite the rules it is
 * reviewed under. One query reads every fixed file and lists the instructions
 * directory; each deeper directory level, and the instruction files found,
 * take one more query (several paths per query). This module only fetches;
 * parsing and policy live in config/ and policy/.
 */
const RULE_FILES = ['REVIEW.md', 'AGENTS.md', '.github/copilot-instructions.md'];
const INSTRUCTIONS_DIR = '.github/instructions';
const INSTRUCTIONS_SUFFIX = '.instructions.md';
const GITATTRIBUTES_PATH = '.gitattributes';
/** Every path whose base version configures the review; a PR that edits one is reviewed under the base version. */
function isReviewConfigPath(path) {
    return (path === GITATTRIBUTES_PATH ||
        path.endsWith(`/${GITATTRIBUTES_PATH}`) ||
        path === REPOSITORY_CONFIG_PATH ||
        RULE_FILES.includes(path) ||
        (path.startsWith(`${INSTRUCTIONS_DIR}/`) && path.endsWith(INSTRUCTIONS_SUFFIX)));
}
/** A file larger than this is not read (reported as skipped): guidance that large is not guidance. */
const MAX_BASE_FILE_BYTES = 256_000;
/** Bounds the instructions walk: at most this many directory listings and files. */
const MAX_LISTINGS = 10;
const MAX_INSTRUCTION_FILES = 50;
/** Git's mode of a symbolic link: GitHub's contents API follows one to its target, so those are read there. */
const SYMLINK_MODE = 0o120000;
const LINK_NOT_FOLLOWED = `not read: a symbolic link, not followed in ${INSTRUCTIONS_DIR}`;
/** Git's mode of a submodule (a `commit` entry): it names a commit of another repository, whose files are not here. */
const SUBMODULE_MODE = 0o160000;
const SUBMODULE = 'not read: a git submodule (its files are in another repository, at a commit this one only names)';
/**
 * Git reads a `.gitattributes` that is a link as the link's own text (its target's path, which sets no attribute)
 * when it reads it from a tree or the index, and refuses to follow it in a working tree (git 2.32, gitattributes(5)
 * NOTES); GitHub's Linguist reads it from the tree too. So its target's lines mark nothing for git or GitHub, and
 * none for this review: the root's is named, since a team that linked it expects them applied.
 */
const GITATTRIBUTES_LINK = `not read: a symbolic link, which git does not follow for a ${GITATTRIBUTES_PATH} (gitattributes(5): it reads the link's own text, its target's path), nor does GitHub's Linguist, so the lines of the file it names are not applied; commit that file as ${GITATTRIBUTES_PATH} itself`;
const GITHUB_DIR = '.github';
const GITHUB_DIR_LINK = `not read: a symbolic link, which Git and GitHub do not follow in a path, so ${REPOSITORY_CONFIG_PATH}, .github/copilot-instructions.md and ${INSTRUCTIONS_DIR} beneath it are not read`;
const FIXED_FILES = [GITATTRIBUTES_PATH, REPOSITORY_CONFIG_PATH, ...RULE_FILES];
/** Directories whose listings give the fixed files' modes (symlink or not). */
const FIXED_PARENTS = [...new Set(FIXED_FILES.map(parentOf))];
const BLOB_FIELDS = '__typename ... on Blob { byteSize isBinary isTruncated text }';
const TREE_FIELDS = '__typename ... on Tree { entries { name type mode } }';
function parentOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}
/** One query: the text of each path in `texts`, the entries of each directory in `trees`. */
async function readObjects(graphql, ref, texts, trees, operation = 'HarbourmasterBaseFiles') {
    const fields = [
        ...texts.map((_, i) => `t${i}: object(expression: $t${i}) { ${BLOB_FIELDS} }`),
        ...trees.map((_, i) => `d${i}: object(expression: $d${i}) { ${TREE_FIELDS} }`),
    ];
    const params = [...texts.map((_, i) => `$t${i}: String!`), ...trees.map((_, i) => `$d${i}: String!`)];
    const document = `query ${operation}($owner: String!, $repo: String!, ${params.join(', ')}) {\n  repository(owner: $owner, name: $repo) {\n    ${fields.join('\n    ')}\n  }\n}`;
    const variables = { owner: ref.owner, repo: ref.repo };
    texts.forEach((path, i) => (variables[`t${i}`] = `${ref.sha}:${path}`));
    trees.forEach((path, i) => (variables[`d${i}`] = `${ref.sha}:${path}`));
    const answer = await (0,github_graphql/* runGraphql */.v)(graphql, document, variables);
    const repository = answer.repository ?? {};
    return { texts: texts.map((_, i) => repository[`t${i}`] ?? null), trees: trees.map((_, i) => repository[`d${i}`] ?? null) };
}
/** The contents API serves no file over 100 MB (REST reference, "Get repository content"). */
const CONTENTS_API_MAX = 'the 100 MB GitHub serves through its contents API';
const TOO_LARGE_FOR_CONTENTS = `not read: larger than ${CONTENTS_API_MAX}`;
// A text file saved as UTF-16 (Windows PowerShell's `>` writes it so) has NUL bytes too: the fix is in the reason.
const BINARY = 'not read: a binary file (NUL bytes, as in a text file saved as UTF-16; save text as UTF-8)';
/** Git's test for a binary file, which GraphQL's `isBinary` answers for a blob read directly: a NUL byte among the first 8,000. */
const BINARY_PROBE_BYTES = 8000;
/**
 * GET contents, which follows a symlink to the file it names; undefined on 404 (absent at that
 * commit). Over 1 MB the file comes back with `encoding: "none"` and no content; over 100 MB it is
 * refused (403 `too_large`); a binary file comes back as its bytes, which are not guidance.
 */
async function readThroughContents(rest, ref, path) {
    try {
        const { data } = await rest.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: ref.owner, repo: ref.repo, path, ref: ref.sha });
        if (Array.isArray(data))
            return { __typename: 'Tree', entries: [] };
        if (data.type !== 'file')
            return { __typename: 'Commit' };
        const bytes = data.encoding === 'base64' && typeof data.content === 'string' ? Buffer.from(data.content, 'base64') : undefined;
        const isBinary = bytes !== undefined && bytes.subarray(0, BINARY_PROBE_BYTES).includes(0);
        const text = bytes === undefined || isBinary ? null : bytes.toString('utf8');
        return { __typename: 'Blob', byteSize: data.size, isBinary, isTruncated: bytes === undefined, text };
    }
    catch (error) {
        if (statusOf(error) === 404)
            return undefined;
        if (statusOf(error) === 403 && tooLarge(error))
            return { skip: TOO_LARGE_FOR_CONTENTS };
        throw error;
    }
}
function statusOf(error) {
    if (error instanceof errors/* GitHubError */.y_)
        return error.status;
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    return typeof status === 'number' ? status : undefined;
}
/** GitHub's `too_large` error code, on the Octokit failure a GitHubError wraps (its cause) or on that failure itself. */
function tooLarge(error) {
    const failure = error instanceof errors/* GitHubError */.y_ ? error.cause : error;
    const data = failure?.response?.data;
    return Array.isArray(data?.errors) && data.errors.some((e) => e?.code === 'too_large');
}
/**
 * What Git LFS commits in a tracked file's place: a pointer under 1024 bytes whose first line names
 * the spec (git-lfs docs/spec.md). The file's text is in LFS storage, which GitHub's Git objects do not hold.
 */
const LFS_POINTER = /^version https:\/\/(?:git-lfs|hawser)\.github\.com\/spec\/v1\r?\n/;
const LFS_POINTER_MAX_BYTES = 1024;
const LFS = 'not read: a Git LFS pointer (the text is in LFS storage, not in the repository; commit the file without LFS)';
/** Names an adopter gives the configuration file (another extension, case, a root dotfile) that are never read at its path. */
const CONFIG_LOOKALIKE = /^(?:\.github\/\.?|\.)harbourmaster\.ya?ml$/i;
/**
 * A file in the instructions tree named nearly as Copilot requires (`sql.instruction.md`, `SQL.Instructions.md`,
 * `react-instructions.md`): neither Copilot nor this reads it, and the team meant it as guidance.
 */
const INSTRUCTIONS_LOOKALIKE = /(?:^|[._-])instructions?\.(?:md|markdown)$/i;
/** Why a misnamed instructions file is not read, with the name that would be; undefined for any other file. */
function misnamedInstructions(name) {
    if (name.endsWith(INSTRUCTIONS_SUFFIX) || !INSTRUCTIONS_LOOKALIKE.test(name))
        return undefined;
    const stem = name.replace(INSTRUCTIONS_LOOKALIKE, '') || 'NAME';
    return `not read: an instructions file is named NAME${INSTRUCTIONS_SUFFIX}; rename it to ${stem}${INSTRUCTIONS_SUFFIX}`;
}
/** Git's modes of a file: regular, executable, or a link (read at its target when at a read path). */
const FILE_MODES = new Set([0o100644, 0o100755, SYMLINK_MODE]);
const COPILOT_INSTRUCTIONS = '.github/copilot-instructions.md';
/**
 * Rule files at the root or directly in .github that nothing reads there (`.github/sql.instructions.md`,
 * a root `copilot-instructions.md`): Copilot reads neither, and the team meant them as guidance. A root
 * copy beside the file that is read is the team's own arrangement.
 */
function misplacedRules(modes) {
    const out = [];
    for (const [path, mode] of modes) {
        if (!FILE_MODES.has(mode))
            continue;
        const name = path.slice(path.lastIndexOf('/') + 1);
        if (name.endsWith(INSTRUCTIONS_SUFFIX) && name !== INSTRUCTIONS_SUFFIX)
            out.push({ path, reason: `not read: instructions files are read only in ${INSTRUCTIONS_DIR}; move it to ${INSTRUCTIONS_DIR}/${name}` });
        else if (path === 'copilot-instructions.md' && !modes.has(COPILOT_INSTRUCTIONS))
            out.push({ path, reason: `not read: the repository-wide Copilot instructions are read only at ${COPILOT_INSTRUCTIONS}; move it there` });
    }
    return out;
}
/** Why a file found at the base commit is not read, or undefined when its text is usable. */
function unreadReason(object) {
    if (object.__typename === 'Tree')
        return 'a directory, not a file';
    if (object.__typename !== 'Blob')
        return 'not read: not a regular file';
    if (object.isBinary === true)
        return BINARY;
    if (object.byteSize < LFS_POINTER_MAX_BYTES && object.text !== null && LFS_POINTER.test(object.text))
        return LFS;
    if (object.byteSize > MAX_BASE_FILE_BYTES)
        return `not read: larger than ${MAX_BASE_FILE_BYTES} bytes`;
    // GitHub's text is null when it cannot tell the encoding, and cut past its own limit (not reached under ours).
    if (object.text === null || object.isTruncated)
        return 'not read: GitHub did not return its text';
    return undefined;
}
/** The file a blob (or a contents answer) gives, why it is not read, or undefined when absent at that commit. */
function readable(path, object) {
    if (!object)
        return undefined;
    const reason = 'skip' in object ? object.skip : unreadReason(object);
    const text = 'skip' in object || object.__typename !== 'Blob' ? null : object.text;
    if (reason !== undefined || text === null)
        return { path, reason: reason ?? 'not read: not a regular file' };
    return { path, text, bytes: Buffer.byteLength(text, 'utf8') };
}
/** Object expressions per query when many paths are read at once (GitHub answers each alias on its own). */
const PATHS_PER_QUERY = 100;
/**
 * The texts of files at the base commit, several per query (all queries at once); a path absent there is
 * left out, one that is there but not readable (too large, binary, a directory) is reported.
 */
async function readBaseTexts(graphql, ref, paths, 
/** The query's name, as GitHub's logs and the telemetry of a failed request show it. */
operation) {
    const batches = [];
    for (let i = 0; i < paths.length; i += PATHS_PER_QUERY)
        batches.push(paths.slice(i, i + PATHS_PER_QUERY));
    const answers = await Promise.all(batches.map((batch) => readObjects(graphql, ref, batch, [], operation)));
    const out = { files: [], skipped: [], requests: batches.length };
    batches.forEach((batch, b) => batch.forEach((path, i) => {
        const got = readable(path, answers[b]?.texts[i] ?? null);
        if (got && 'reason' in got)
            out.skipped.push(got);
        else if (got)
            out.files.push(got);
    }));
    return out;
}
async function loadBaseFiles(ports, ref) {
    const out = { sha: ref.sha, gitattributes: undefined, config: undefined, rules: [], skipped: [], configLookalikes: [], requests: 0 };
    const read = new Map();
    const accept = (path, object) => {
        const got = readable(path, object);
        if (got && 'reason' in got)
            out.skipped.push(got);
        read.set(path, got && 'text' in got ? got : undefined);
    };
    // First query: the fixed files, their directories (for modes) and the instructions directory.
    out.requests++;
    const first = await readObjects(ports.graphql, ref, FIXED_FILES, [...FIXED_PARENTS, INSTRUCTIONS_DIR]);
    const modes = new Map();
    FIXED_PARENTS.forEach((dir, i) => {
        const listing = first.trees[i];
        if (listing?.__typename === 'Tree')
            for (const e of listing.entries ?? [])
                modes.set(dir === '' ? e.name : `${dir}/${e.name}`, e.mode);
    });
    // Only without the file itself: beside it (or as its link's target) a lookalike is the team's own arrangement.
    if (!modes.has(REPOSITORY_CONFIG_PATH))
        out.configLookalikes = [...modes.keys()].filter((path) => CONFIG_LOOKALIKE.test(path)).sort();
    // `Review.md`, `.github/Copilot-Instructions.md`: on a case-insensitive disk the team's editor opened it as the rule
    // file, but Git (and Copilot) read the exact name. Beside the exact file it is the team's own arrangement.
    for (const rule of RULE_FILES.filter((r) => !modes.has(r)))
        for (const path of [...modes.keys()].filter((p) => p !== rule && p.toLowerCase() === rule.toLowerCase()))
            out.skipped.push({ path, reason: `not read: rule files are read by their exact names (Git paths are case-sensitive); rename it to ${rule}` });
    out.skipped.push(...misplacedRules(modes));
    // Symbolic links, fixed files and instruction files alike: GraphQL gives a link's own text (its target's path).
    const symlinks = [];
    FIXED_FILES.forEach((path, i) => {
        if (modes.get(path) === SYMLINK_MODE && path === GITATTRIBUTES_PATH)
            out.skipped.push({ path, reason: GITATTRIBUTES_LINK });
        else if (modes.get(path) === SYMLINK_MODE)
            symlinks.push(path);
        // GitHub answers null for `<sha>:<submodule>`, which reads as absent: the mode says what it is.
        else if (modes.get(path) === SUBMODULE_MODE)
            out.skipped.push({ path, reason: SUBMODULE });
        else
            accept(path, first.texts[i] ?? null);
    });
    // `.github` itself a link (kept elsewhere, read there by an organisation's required workflow): Git names no path
    // beneath a link, so the config file and the rules under it read as absent; the team is told, not handed defaults.
    if (modes.get(GITHUB_DIR) === SYMLINK_MODE)
        out.skipped.push({ path: GITHUB_DIR, reason: GITHUB_DIR_LINK });
    if (modes.get(INSTRUCTIONS_DIR) === SYMLINK_MODE)
        out.skipped.push({ path: INSTRUCTIONS_DIR, reason: LINK_NOT_FOLLOWED });
    if (modes.get(INSTRUCTIONS_DIR) === SUBMODULE_MODE)
        out.skipped.push({ path: INSTRUCTIONS_DIR, reason: SUBMODULE });
    // The instructions walk: breadth-first, sorted, within bounds; each level is one query that also
    // reads the texts of the files the level before found.
    const instructions = [];
    let level = { dirs: [INSTRUCTIONS_DIR], listings: [first.trees[FIXED_PARENTS.length] ?? null] };
    let listed = 1;
    while (level.dirs.length > 0) {
        const next = [];
        level.dirs.forEach((dir, i) => {
            const listing = level.listings[i];
            if (listing?.__typename !== 'Tree')
                return;
            for (const entry of [...(listing.entries ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
                const path = `${dir}/${entry.name}`;
                const misnamed = entry.type === 'blob' ? misnamedInstructions(entry.name) : undefined;
                if (entry.type === 'tree')
                    next.push(path);
                // Shared instructions kept in another repository: never listed or read from here.
                else if (entry.type === 'commit' || entry.mode === SUBMODULE_MODE)
                    out.skipped.push({ path, reason: SUBMODULE });
                // A link to a directory (shared instructions kept elsewhere) cannot be listed at its target here.
                else if (entry.mode === SYMLINK_MODE && !path.endsWith(INSTRUCTIONS_SUFFIX))
                    out.skipped.push({ path, reason: LINK_NOT_FOLLOWED });
                else if (misnamed !== undefined)
                    out.skipped.push({ path, reason: misnamed });
                else if (entry.type === 'blob' && path.endsWith(INSTRUCTIONS_SUFFIX)) {
                    if (instructions.length >= MAX_INSTRUCTION_FILES)
                        out.skipped.push({ path, reason: `not read: more than ${MAX_INSTRUCTION_FILES} instruction files` });
                    else {
                        instructions.push(path);
                        if (entry.mode === SYMLINK_MODE)
                            symlinks.push(path);
                    }
                }
            }
        });
        const dirs = next.slice(0, Math.max(0, MAX_LISTINGS - listed));
        for (const dir of next.slice(dirs.length))
            out.skipped.push({ path: dir, reason: `not listed: more than ${MAX_LISTINGS} instruction directories` });
        listed += dirs.length;
        const texts = instructions.filter((p) => !read.has(p) && !symlinks.includes(p));
        if (dirs.length === 0 && texts.length === 0)
            break;
        out.requests++;
        const answer = await readObjects(ports.graphql, ref, texts, dirs);
        texts.forEach((path, i) => accept(path, answer.texts[i] ?? null));
        level = { dirs, listings: answer.trees };
    }
    // A symlinked file is read where the contents API reads it: at its target.
    await Promise.all(symlinks.map(async (path) => {
        out.requests++;
        accept(path, (await readThroughContents(ports.rest, ref, path)) ?? null);
    }));
    out.gitattributes = read.get(GITATTRIBUTES_PATH);
    out.config = read.get(REPOSITORY_CONFIG_PATH);
    out.rules = [...RULE_FILES, ...instructions].flatMap((path) => read.get(path) ?? []);
    return out;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/nested-gitattributes.js

/** Directories whose `.gitattributes` is asked for in one run; past it the rest are named, not read quietly. */
const MAX_NESTED_GITATTRIBUTES_DIRS = 500;
const NESTED_GITATTRIBUTES_CAP = 'nested-gitattributes';
/** Directories a cap's detail names; the rest are counted. */
const NAMED = 10;
/** `a/b/c.ts` -> `a`, `a/b`: the subdirectories (not the root, read with the fixed files) above a path. */
function directoriesAbove(path) {
    const parts = path.split('/').slice(0, -1);
    return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}
/** `pr` is the pull request's read: its base commit is where the files are read. */
function nestedGitattributesReader(graphql, repo, pr) {
    const ref = pr.then((read) => ({ owner: repo.owner, repo: repo.repo, sha: read.baseSha }));
    // A pull request read that fails ends the run elsewhere: never an unhandled rejection here.
    ref.catch(() => undefined);
    // Every directory above a changed file, and those already asked for: while they number at most the
    // bound, each is asked for as its page arrives; past it, which ones are read must not depend on the
    // order GitHub's pages answered in, so the rest wait for the complete listing and the bound takes the
    // shallowest (then by name), whose files reach the most changed files. An answer for a directory
    // asked for early that falls outside them is left out, so the outcome is the same whatever the order.
    const seen = new Set();
    const asked = new Set();
    const reads = [];
    const waiting = [];
    let complete = false;
    const send = (dirs) => {
        for (const dir of dirs)
            asked.add(dir);
        const paths = dirs.map((dir) => `${dir}/${GITATTRIBUTES_PATH}`);
        const read = ref.then((at) => readBaseTexts(graphql, at, paths, 'HarbourmasterNestedGitattributes'));
        // Observed in done(), or dropped with a run that ends before it: never an unhandled rejection.
        read.catch(() => undefined);
        reads.push(read);
    };
    const over = () => seen.size > MAX_NESTED_GITATTRIBUTES_DIRS;
    // Full queries as soon as they fill; the rest once nothing more can join them. Past the bound nothing
    // leaves before the listing is complete, and then only the chosen directories not yet asked for.
    const flush = (all) => {
        if (over()) {
            if (!all)
                return;
            waiting.splice(0, waiting.length, ...chosen([...seen]).filter((dir) => !asked.has(dir)));
        }
        while (waiting.length >= PATHS_PER_QUERY)
            send(waiting.splice(0, PATHS_PER_QUERY));
        if (all && waiting.length > 0)
            send(waiting.splice(0));
    };
    return {
        page(files) {
            for (const file of files)
                for (const dir of [file.filename, file.previousFilename].flatMap((p) => (p === undefined ? [] : directoriesAbove(p)))) {
                    if (seen.has(dir))
                        continue;
                    seen.add(dir);
                    waiting.push(dir);
                }
            flush(complete);
        },
        listed() {
            complete = true;
            flush(true);
        },
        async done() {
            flush(true);
            const answers = await Promise.all(reads);
            const kept = new Set(chosen([...seen]));
            const inKept = (path) => kept.has(path.slice(0, path.lastIndexOf('/')));
            const files = answers
                .flatMap((a) => a.files)
                .filter((f) => inKept(f.path))
                .sort((a, b) => byDepth(a.path, b.path));
            const beyond = [...seen].filter((dir) => !kept.has(dir));
            return {
                files,
                skipped: answers.flatMap((a) => a.skipped).filter((s) => inKept(s.path)),
                cap: beyondCap(beyond),
                requests: answers.reduce((n, a) => n + a.requests, 0),
            };
        },
    };
}
/** The directories read when more lie above the changed files than the bound allows: the shallowest, then by name. */
function chosen(dirs) {
    return [...dirs].sort(byDepth).slice(0, MAX_NESTED_GITATTRIBUTES_DIRS);
}
/** Shallowest first, then by name (code units, as Git sorts paths): the same order whatever order they came in. */
function byDepth(a, b) {
    return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}
/** The directories not read, named in the review's "Limits reached", the job summary and a `bounds cap` line. */
function beyondCap(dirs) {
    if (dirs.length === 0)
        return undefined;
    const named = [...dirs].sort(byDepth).slice(0, NAMED);
    const more = dirs.length > NAMED ? ` and ${dirs.length - NAMED} more` : '';
    return {
        cap: NESTED_GITATTRIBUTES_CAP,
        limit: MAX_NESTED_GITATTRIBUTES_DIRS,
        detail: `${dirs.length} director${dirs.length === 1 ? 'y was' : 'ies were'} not read for a ${GITATTRIBUTES_PATH}: the changed files lie in more than ` +
            `${MAX_NESTED_GITATTRIBUTES_DIRS} directories and only the ${MAX_NESTED_GITATTRIBUTES_DIRS} shallowest (then by name) are read (the root ${GITATTRIBUTES_PATH} ` +
            `always is), so a linguist-generated or linguist-vendored line of the base there is not applied and the files it marks are reviewed: ${named.join(', ')}${more}`,
    };
}
function depth(path) {
    return path.split('/').length;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/base-configuration.js


/** Read beside the file pages (prepare.ts), so re-exported with the rest of the base read. */



/** The base read with the subdirectories' .gitattributes found for the changed files: their skips noted, their queries counted (their cap is a cap of the run, prepare.ts). */
function withNestedGitattributes(base, nested) {
    const files = { ...base.files, skipped: [...base.files.skipped, ...nested.skipped], requests: base.files.requests + nested.requests };
    return { ...base, files, nestedGitattributes: nested.files };
}
/** Reads the base commit's configuration files; a bad or unread configuration file fails here. */
async function readBaseConfiguration(ports, at) {
    const files = await loadBaseFiles(ports, at);
    // Under .github/ such a file can only be meant for Harbourmaster; a root dotfile of that name may be
    // another tool's, so it is named in the notes (settleBaseConfiguration) rather than stopping the run.
    const meant = files.configLookalikes.filter((path) => path.startsWith('.github/'));
    if (meant.length > 0)
        refuseConfigLookalikes(meant);
    const unread = files.skipped.find((s) => s.path === REPOSITORY_CONFIG_PATH);
    if (unread)
        refuseUnreadRepositoryConfig(unread.reason);
    return { files, config: parseRepositoryConfig(files.config?.text) };
}
/** Whether a subdirectory's .gitattributes of the base lies above a path (the page-by-page verdict knew only the root's). */
function underNestedGitattributes(base, path) {
    return (base.nestedGitattributes ?? []).some((file) => path.startsWith(file.path.slice(0, file.path.lastIndexOf('/') + 1)));
}
/** The base commit's .gitattributes as the filter reads it (none: nothing marked). */
function attributesOf(base) {
    const [root, ...nested] = readings(base);
    return {
        generated: [root, ...nested].flatMap((r) => r.reading.generated),
        vendored: [root, ...nested].flatMap((r) => r.reading.vendored),
        // Git defines macros only in the root file (a subdirectory's uses them); the filter log names those.
        macros: root.reading.macros,
    };
}
/** Each .gitattributes of the base as read, the root's first (an empty reading when it has none). */
function readings(base) {
    const root = base.files.gitattributes;
    const rootReading = root ? (0,gitattributes/* readGitattributes */.c)(root.text) : { generated: [], vendored: [], macros: [], tooLong: [] };
    // Last match wins, and git lets a deeper directory's file override a shallower one: the root's lines first, then each
    // subdirectory's, shallowest first, each pattern scoped to its own directory.
    const nested = (base.nestedGitattributes ?? []).map((file) => ({
        path: file.path,
        reading: (0,gitattributes/* readGitattributes */.c)(file.text, file.path.slice(0, file.path.lastIndexOf('/')), rootReading.macros),
    }));
    return [{ path: root?.path ?? '.gitattributes', reading: rootReading }, ...nested];
}
/** A linguist line whose pattern the glob matcher cannot compile: not applied, and named with its file and line. */
function tooLongPatterns(base) {
    return readings(base).flatMap(({ path, reading }) => reading.tooLong.map((line) => `${path}:${line}: a pattern over ${gitattributes/* MAX_GLOB_LENGTH */.v7.toLocaleString('en-US')} characters (scoped to its directory), more than the glob matcher reads; not applied, though GitHub's Linguist applies it (git ignores any attributes line of 2,048 bytes or more): shorten the pattern, with '*' for the long part`));
}
/** The filter's rules: the action's include/exclude inputs with the base commit's ignore and .gitattributes. */
function filterRules(settings, base) {
    const attributes = attributesOf(base);
    return { include: settings.include, exclude: settings.exclude, ignore: base.config.ignore, generated: attributes.generated, vendored: attributes.vendored };
}
/** The base configuration the review runs under and its compiled rules, once the pull request's files are listed. */
function settleBaseConfiguration(base, baseSha, files, settings) {
    const { files: baseFiles, config } = base;
    const ruleSet = compileRules(baseFiles.rules, config.instructions, REPOSITORY_CONFIG_PATH);
    const changedInPullRequest = [
        ...new Set(files.flatMap((f) => [f.filename, f.previousFilename]).filter((p) => p !== undefined && isReviewConfigPath(p))),
    ].sort();
    return {
        base: {
            baseSha,
            config,
            configSource: baseFiles.config ? 'base' : 'default',
            sources: [baseFiles.gitattributes, ...(base.nestedGitattributes ?? []), baseFiles.config, ...baseFiles.rules].flatMap((f) => f ? [{ path: f.path, bytes: f.bytes }] : []),
            changedInPullRequest,
            notes: [
                ...baseFiles.skipped.map((s) => `${s.path}: ${s.reason}`),
                ...tooLongPatterns(base),
                ...ruleSet.notes,
                ...overriddenByInputs(config, settings),
                ...severityWithoutGate(settings),
                ...rootLookalikes(baseFiles.configLookalikes),
            ],
            unread: baseFiles.skipped.map((s) => s.path),
        },
        ruleSet,
    };
}
/**
 * File values an input the workflow set overrides (docs/configuration.md, "Precedence"): named, so a
 * team that edits the file and sees no change finds why in the job summary and the rules telemetry.
 */
function overriddenByInputs(config, settings) {
    const fileMax = config['max-comments'];
    if (fileMax === undefined || !settings.inputsGiven.includes('max-comments'))
        return [];
    return [
        `${REPOSITORY_CONFIG_PATH}: max-comments: ${fileMax} not applied; the workflow's max-comments input (${settings.maxComments}) wins (docs/configuration.md#precedence)`,
    ];
}
/**
 * A blocking-severity the workflow changed in a mode that never fails on findings (comment, silent):
 * the team most likely expected a red job, and the run would otherwise pass without a word. It is
 * named where the job summary and the rules telemetry show the inputs' precedence. At the default
 * (which GitHub passes as if set) nothing is said: every run would carry the note.
 */
function severityWithoutGate(settings) {
    if ((settings.mode !== 'comment' && settings.mode !== 'silent') || settings.blockingSeverity === 'high')
        return [];
    return [
        `the workflow's blocking-severity input (${settings.blockingSeverity}) fails no ${settings.mode} run: only check-only and blocking runs fail on findings at or above it; here it sets the blocking-findings output, which counts this run's findings, not earlier ones still open (mode: blocking fails the job on them)`,
    ];
}
/** A root `.harbourmaster.yml` while the configuration file is absent: not read, and said so where a team looks. */
function rootLookalikes(paths) {
    return paths
        .filter((path) => !path.startsWith('.github/'))
        .map((path) => `${path}: not read; Harbourmaster reads its configuration only from ${REPOSITORY_CONFIG_PATH} (move it there if it is meant for Harbourmaster)`);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/github/link-header.js
/**
 * The page number of `rel="last"` in a GitHub `Link` header. Knowing the last
 * page up front lets loaders fetch the remaining pages concurrently.
 */
function lastPage(link) {
    if (!link)
        return undefined;
    for (const part of link.split(',')) {
        const match = /<([^>]+)>;\s*rel="last"/.exec(part);
        if (!match?.[1])
            continue;
        const value = new URL(match[1], 'http://github.invalid').searchParams.get('page');
        const n = value ? Number(value) : NaN;
        if (Number.isInteger(n) && n > 0)
            return n;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/discussion.js

const PER_PAGE = 100;
/**
 * Loads submitted reviews, oldest first. Earlier Harbourmaster reviews are
 * found here by their run marker; `maxPages` bounds a pathological PR. Past
 * it, the first page and the newest pages are read (GitHub lists oldest
 * first): the last proven Harbourmaster review, which the reviewed-head check
 * and delta review look for, is among the newest, and the cap says how many
 * in between were not read.
 */
async function loadReviews(rest, ref, options = {}) {
    const maxPages = options.maxPages ?? 10;
    const page = (n) => rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.number,
        per_page: PER_PAGE,
        page: n,
    });
    const first = await page(1);
    const last = lastPage(first.headers.link) ?? 1;
    const from = Math.max(2, last - maxPages + 2);
    const wanted = Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => from + i);
    // Every later page at once (at most maxPages - 1): the newest reviews, where the last proven
    // Harbourmaster review usually is, live on the last page, and delta review waits for it.
    const later = await Promise.all(wanted.map(async (n) => (await page(n)).data));
    const reviews = [first.data, ...later].flat().map((r) => ({
        id: Number(r.id),
        author: r.user?.login ?? 'ghost',
        state: r.state,
        body: r.body ?? '',
        commitId: r.commit_id ?? undefined,
        submittedAt: r.submitted_at ?? undefined,
        nodeId: r.node_id,
    }));
    const caps = [];
    const total = (last - 1) * PER_PAGE + (later.at(-1) ?? first.data).length;
    if (from > 2) {
        const newest = reviews.length - first.data.length;
        caps.push({
            cap: 'reviews',
            limit: maxPages * PER_PAGE,
            detail: `the PR has ${total} reviews; the oldest ${first.data.length} and the newest ${newest} were read, ${total - reviews.length} between them were not`,
        });
    }
    return { reviews, total, caps };
}
/**
 * Loads the newest `limit` issue comments (GitHub lists them oldest first, so
 * the newest live on the last pages). Older ones are reported as a cap, not
 * silently dropped.
 */
async function loadIssueComments(rest, ref, options = {}) {
    const limit = options.limit ?? 100;
    const page = (n) => rest.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: ref.owner,
        repo: ref.repo,
        issue_number: ref.number,
        per_page: PER_PAGE,
        page: n,
    });
    const first = await page(1);
    const last = lastPage(first.headers.link) ?? 1;
    const needed = Math.ceil(limit / PER_PAGE) + 1;
    const tail = Array.from({ length: Math.min(needed, last - 1) }, (_, i) => last - i).reverse();
    const later = await Promise.all(tail.map(async (n) => (await page(n)).data));
    const fetched = [first.data, ...later].flat();
    const seen = new Set();
    const all = [];
    for (const c of fetched) {
        const id = Number(c.id);
        if (seen.has(id))
            continue;
        seen.add(id);
        all.push({ id, author: c.user?.login ?? 'ghost', body: c.body ?? '', createdAt: c.created_at });
    }
    all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    const lastPageSize = later.at(-1)?.length ?? first.data.length;
    const total = last > 1 ? (last - 1) * PER_PAGE + lastPageSize : all.length;
    const comments = all.slice(-limit);
    const caps = [];
    if (total > comments.length) {
        caps.push({
            cap: 'issue-comments',
            limit,
            detail: `the PR has ${total} issue comments; only the newest ${comments.length} were staged`,
        });
    }
    return { comments, total, caps };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/earlier-findings.js
var earlier_findings = __webpack_require__(2808);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/bounded-map.js
var bounded_map = __webpack_require__(5815);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/withheld-patches.js
/**
 * GitHub's files listing stops sending patches within one response once they add up to about
 * 20,000 lines: the later files of that page come with `additions`, `deletions` and `changes` 0
 * and no patch, unmarked, and the same file on a smaller page has both
 * (github.com/orgs/community/discussions/213491; GitHub documents 20,000 lines and 1 MB of raw
 * diff as a pull request's total diff limit). Such a row reads as a binary file, a mode change or
 * a pure rename, so a pull request could hide a file's code behind other files' long patches.
 * Rows that may be such (no patch, no counts, after long patches on their page) are read again
 * alone; past `maxAlone` of them the rest are marked `withheld`, excluded with that reason and
 * counted in the cap `github-diff-limit`.
 */
const RESPONSE_PATCH_LINES = 20_000;
const RESPONSE_PATCH_BYTES = 1024 * 1024;
/** Read again alone at most this many rows (one request each). */
const MAX_ALONE = 100;
/**
 * The budget's exact size is not documented: a row is a suspect once its page's earlier patches
 * reach half of either figure (an image after a few short patches costs no request).
 */
const SUSPECT_LINES = RESPONSE_PATCH_LINES / 2;
const SUSPECT_BYTES = RESPONSE_PATCH_BYTES / 2;
/** Indexes (within the page) of the rows GitHub may have listed past its budget for the response. */
function suspectRows(page) {
    const out = [];
    let lines = 0;
    let bytes = 0;
    page.forEach((file, i) => {
        if (file.patch !== undefined) {
            lines += file.patch.split('\n').length;
            bytes += Buffer.byteLength(file.patch, 'utf8');
            return;
        }
        const counted = file.additions !== 0 || file.deletions !== 0 || file.changes !== 0;
        if (!counted && !file.submodule && (lines >= SUSPECT_LINES || bytes >= SUSPECT_BYTES))
            out.push(i);
    });
    return out;
}
/** The cap naming the rows left unread, at most ten by path. */
function withheldCap(withheld, maxAlone) {
    if (withheld.length === 0)
        return undefined;
    const named = withheld.slice(0, 10).map((f) => f.filename);
    const more = withheld.length > named.length ? ` and ${withheld.length - named.length} more` : '';
    return {
        cap: 'github-diff-limit',
        limit: maxAlone,
        detail: `GitHub listed ${withheld.length + maxAlone} files without patch or line counts after about ${RESPONSE_PATCH_LINES.toLocaleString('en-US')} patch lines in one page; ` +
            `${maxAlone} were read again alone, ${withheld.length} were not and are not reviewed: ${named.join(', ')}${more}`,
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/files.js



/** GitHub lists at most 3,000 files of a PR (30 pages of 100). */
const GITHUB_FILE_LIMIT = 3000;
const files_PER_PAGE = 100;
const MAX_PAGES = GITHUB_FILE_LIMIT / files_PER_PAGE;
/**
 * Every file page at once (GitHub lists at most 30): the client runs up to
 * MAX_CONCURRENT_REQUESTS (40) at a time, so the review and comment pages
 * loaded beside the files still leave in the same round.
 */
const DEFAULT_CONCURRENCY = MAX_PAGES;
/**
 * Lists the changed files. The PR's `changed_files` already says how many
 * pages there are, so every page is requested at once (within a small bound)
 * instead of waiting for page 1's `Link` header: one round of latency less,
 * and the same requests. Should the PR have grown since it was read, the last
 * page's `Link` header says so and the missing pages follow.
 */
async function loadFiles(rest, ref, options) {
    const list = async (n, perPage) => {
        const answer = await rest.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
            owner: ref.owner,
            repo: ref.repo,
            pull_number: ref.number,
            per_page: perPage,
            page: n,
        });
        const files = answer.data.map((entry) => ({
            filename: entry.filename,
            previousFilename: entry.previous_filename,
            status: entry.status,
            additions: entry.additions,
            deletions: entry.deletions,
            changes: entry.changes,
            patch: entry.patch,
            sha: entry.sha ?? undefined,
            // Typed non-null after GitHub's schema, which is wrong here: both are null for a submodule.
            ...(entry.blob_url === null && entry.raw_url === null ? { submodule: true } : {}),
        }));
        options.onPage?.(files);
        return { files, full: answer.data.length === perPage, link: answer.headers.link };
    };
    const page = (n) => list(n, files_PER_PAGE);
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    const first = page(1);
    // Settled by whichever comes first: the PR read failing must not leave page 1's failure unobserved.
    first.catch(() => undefined);
    const changedFiles = await options.changedFiles;
    const planned = Math.max(1, Math.min(MAX_PAGES, Math.ceil(changedFiles / files_PER_PAGE)));
    const answers = await Promise.all([first, ...(await (0,bounded_map/* boundedMap */.a)(pagesFrom(2, planned), concurrency, page))]);
    const tail = answers.at(-1);
    // Only a full last page can have more behind it.
    const beyond = tail && tail.full ? Math.min(MAX_PAGES, lastPage(tail.link) ?? planned) : planned;
    const extra = await (0,bounded_map/* boundedMap */.a)(pagesFrom(planned + 1, beyond), concurrency, page);
    const pages = [...answers, ...extra].map((answer) => answer.files);
    const { reread, withheld } = await readSuspectsAlone(pages, options.maxAlone ?? MAX_ALONE, concurrency, async (position) => (await list(position, 1)).files[0]);
    const seen = new Set();
    const files = [];
    for (const file of pages.flat()) {
        // Page boundaries can shift if the PR changes mid-listing; never stage a path twice.
        if (seen.has(file.filename))
            continue;
        seen.add(file.filename);
        files.push(file);
    }
    const caps = [];
    if (changedFiles > files.length) {
        caps.push({
            cap: 'github-file-limit',
            limit: GITHUB_FILE_LIMIT,
            detail: `GitHub listed ${files.length} of the PR's ${changedFiles} changed files; the rest cannot be read through the API and were not reviewed`,
        });
    }
    const unread = withheldCap(withheld, options.maxAlone ?? MAX_ALONE);
    if (unread)
        caps.push(unread);
    return { files, caps, pages: pages.length, reread };
}
/**
 * Reads again alone (per_page=1 at the row's place in the listing) each row GitHub may have listed
 * past its patch budget for the response, replacing it in `pages` when the listing still has that
 * file there; rows past `maxAlone` are replaced by withheld copies.
 */
async function readSuspectsAlone(pages, maxAlone, concurrency, alone) {
    const suspects = pages.flatMap((files, p) => suspectRows(files).map((i) => ({ files, i, position: p * files_PER_PAGE + i + 1 })));
    await (0,bounded_map/* boundedMap */.a)(suspects.slice(0, maxAlone), concurrency, async ({ files, i, position }) => {
        const again = await alone(position);
        // A listing that shifted meanwhile names another file there: the row stays as it was listed.
        if (again && again.filename === files[i]?.filename)
            files[i] = again;
    });
    const withheld = suspects.slice(maxAlone).map(({ files, i }) => {
        const marked = { ...files[i], withheld: true };
        files[i] = marked;
        return marked;
    });
    return { reread: Math.min(maxAlone, suspects.length), withheld };
}
function pagesFrom(first, last) {
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/page-analysis.js
function pageAnalysis(score, yieldTurn = (next) => void setImmediate(next)) {
    const done = new WeakMap();
    const queue = [];
    let verdict;
    let scheduled = false;
    let waiters = [];
    const settle = () => {
        if (queue.length > 0 && verdict)
            return;
        const ready = waiters;
        waiters = [];
        for (const resolve of ready)
            resolve();
    };
    const step = () => {
        scheduled = false;
        const files = verdict ? queue.shift() : undefined;
        if (files && verdict) {
            for (const file of files) {
                const excluded = verdict(file);
                done.set(file, { excluded, score: excluded ? undefined : score(file) });
            }
        }
        if (queue.length > 0 && verdict)
            schedule();
        else
            settle();
    };
    const schedule = () => {
        if (scheduled || !verdict || queue.length === 0)
            return;
        scheduled = true;
        yieldTurn(step);
    };
    return {
        page(files) {
            queue.push(files);
            schedule();
        },
        start(check) {
            verdict = check;
            schedule();
        },
        drained() {
            if (queue.length === 0 || !verdict)
                return Promise.resolve();
            return new Promise((resolve) => waiters.push(resolve));
        },
        get: (file) => done.get(file),
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/gate-run.js
var gate_run = __webpack_require__(3138);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/github/failure.js
var github_failure = __webpack_require__(2835);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/token-refusal.js


/**
 * A read the token was refused is the workflow's to fix, not GitHub's: a 401
 * (a wrong or expired github-token) or a 403 that is no rate limit (the
 * workflow's `permissions:` leave out `pull-requests` or `contents`, which a
 * private repository answers with "Resource not accessible by integration").
 * Both become `configuration` naming the input and the permission GitHub said
 * it accepts; a rate-limited 403 and every other status stay `github`.
 */
function tokenRefusal(error) {
    if (!(error instanceof errors/* GitHubError */.y_))
        return error;
    const forbidden = graphqlForbidden(error);
    // A GraphQL read the organization's SAML single sign-on refused is FORBIDDEN too (HTTP 200, the
    // error marked saml_failure, X-GitHub-SSO on the answer): no permission of the workflow helps there.
    if (forbidden?.saml)
        return ssoRefusal(error, (0,github_failure/* ssoPage */.bA)(graphqlHeaders(error)['x-github-sso']));
    if (forbidden !== undefined) {
        // GitHub answers a GraphQL read the token may not make (the base commit's files without
        // contents: read, the review threads without pull-requests: read) with HTTP 200 and a FORBIDDEN error.
        return new errors/* ConfigurationError */.j1(`GitHub denied a GraphQL read of the pull request (FORBIDDEN: ${forbidden.said}): the github-token cannot read it. ${GRANT}`, 'github-token', { cause: error });
    }
    const failure = (0,github_failure/* httpFailure */.tG)(error);
    if (!failure)
        return error;
    if (failure.status === 401) {
        return new errors/* ConfigurationError */.j1(`GitHub refused the github-token (HTTP 401) while reading the pull request: the token is invalid or expired. Pass \${{ github.token }} or a valid token in the github-token input.`, 'github-token', { cause: error });
    }
    if (failure.status !== 403 || (0,github_failure/* transientDelay */.sn)(failure).transient)
        return error;
    const sso = (0,github_failure/* ssoPage */.bA)(failure.headers['x-github-sso']);
    if (sso !== undefined)
        return ssoRefusal(error, sso, 'HTTP 403');
    const accepted = failure.headers['x-accepted-github-permissions'];
    const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : '';
    return new errors/* ConfigurationError */.j1(`GitHub denied a read of the pull request (HTTP 403)${named}: the github-token cannot read it. ${GRANT}`, 'github-token', {
        cause: error,
    });
}
const GRANT = `Grant the workflow 'contents: read' and 'pull-requests: read' ('pull-requests: write' in comment and blocking modes) under permissions:, ` +
    `or pass a github-token that can read this repository.`;
/** No permission of the workflow helps: GitHub admits the token once its owner authorizes it for the organization. */
function ssoRefusal(error, page, how = 'FORBIDDEN') {
    const where = page ? `Sign in at ${page}, then authorize` : 'Authorize';
    return new errors/* ConfigurationError */.j1(`GitHub refused the github-token (${how}): it is not authorized for the organization's SAML single sign-on. ` +
        `${where} the token (Settings > Developer settings > Personal access tokens > Configure SSO), or pass \${{ github.token }}.`, 'github-token', { cause: error });
}
/** A FORBIDDEN error in the GraphQL answer a GitHubError wraps (its cause), if it carries one: its words, and whether SAML refused it. */
function graphqlForbidden(error) {
    const errors = error.cause?.errors;
    if (!Array.isArray(errors))
        return undefined;
    const forbidden = errors.filter((e) => e?.type === 'FORBIDDEN');
    const found = forbidden[0];
    if (found === undefined)
        return undefined;
    const at = Array.isArray(found.path) ? ` at ${found.path.join('.')}` : '';
    const saml = forbidden.some((e) => e.extensions?.saml_failure === true) || /^\s*required\b/.test(String(graphqlHeaders(error)['x-github-sso'] ?? ''));
    return { said: `${typeof found.message === 'string' ? found.message : 'forbidden'}${at}`, saml };
}
/** The headers of the GraphQL answer (@octokit/graphql's GraphqlResponseError keeps them on itself). */
function graphqlHeaders(error) {
    const headers = error.cause?.headers;
    return typeof headers === 'object' && headers !== null ? headers : {};
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/pull-request.js


/** Loads the live PR: its head SHA is the one the gate trusts, never the event's. */
async function loadPullRequest(rest, ref) {
    const { data } = await rest
        .request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.number,
    })
        .catch((error) => {
        // The event names this pull request of this repository: GitHub hides what a token cannot see behind a 404.
        if ((0,github_failure/* statusOf */.c2)(error) !== 404)
            throw error;
        throw new errors/* ConfigurationError */.j1(`GitHub answered 404 for pull request #${ref.number} of ${ref.owner}/${ref.repo}, which the event names: the github-token cannot see this repository ` +
            `(a token of another repository or owner, or a fine-grained token not granted it). Pass \${{ github.token }} or a token with access to ${ref.owner}/${ref.repo}.`, 'github-token', { cause: error });
    });
    return {
        owner: ref.owner,
        repo: ref.repo,
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        author: data.user.login,
        state: data.state === 'closed' ? 'closed' : 'open',
        merged: data.merged,
        draft: data.draft ?? false,
        locked: data.locked,
        baseRef: data.base.ref,
        baseSha: data.base.sha,
        headRef: data.head.ref,
        headSha: data.head.sha,
        baseRepoFullName: data.base.repo.full_name,
        headRepoFullName: data.head.repo?.full_name ?? undefined,
        changedFiles: data.changed_files,
        reviewComments: data.review_comments,
        additions: data.additions,
        deletions: data.deletions,
        commits: data.commits,
        createdAt: data.created_at,
        updatedAt: data.updated_at,
        htmlUrl: data.html_url,
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/fingerprint.js
var fingerprint = __webpack_require__(273);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/markers.js
var markers = __webpack_require__(7278);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/severity-badge.js
var severity_badge = __webpack_require__(9595);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/comment-edits.js
var comment_edits = __webpack_require__(6572);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/ledger.js




/** Statuses whose reply comes with a resolution. */
const RESOLVING = new Set(['fixed', 'no-longer-applies']);
const isUs = markers/* isLogin */.W5;
function decideLedger(input) {
    const files = new Map(input.files.map((f) => [f.filename, f]));
    const entries = [];
    const known = new Set();
    const suppressed = new Set();
    const ended = new Set();
    for (const thread of input.threads) {
        const root = thread.comments[0];
        if (!root || !isUs(root.author, input.expectedLogin))
            continue;
        // Someone else's edit to our comment changes nothing we decide: its words as we posted them count.
        const rootBody = (0,comment_edits/* ownBody */.RN)(root, input.expectedLogin);
        // GitHub documents an edit's `diff` only as "a summary of the changes": an original recovered from
        // it without our finding marker is not what we posted, so it is lost (named), never "not ours".
        if (rootBody === undefined || ((0,comment_edits/* editedByOther */.rL)(root, input.expectedLogin) && (0,markers/* parseFindingMarkerDetails */.NF)(rootBody).length === 0)) {
            const lost = originalLostEntry(thread, root, input);
            if (lost) {
                known.add(lost.findingId);
                entries.push(lost);
            }
            continue;
        }
        const marker = (0,markers/* parseFindingMarkerDetails */.NF)(rootBody)[0];
        if (!marker || !(0,markers/* sameInstance */.YH)(marker.instance, input.instance))
            continue;
        const ours = thread.comments.slice(1).filter((c) => isUs(c.author, input.expectedLogin));
        const dispositions = ours.flatMap((c) => (0,markers/* parseDispositionMarkers */.eT)((0,comment_edits/* ownBody */.RN)(c, input.expectedLogin))).filter((d) => d.findingId === marker.id);
        const replied = dispositions.map((d) => d.status);
        // We resolve before we answer (lifecycle.ts), so our "Fixed" on an open thread means a developer reopened it:
        // between two attempts of one workflow run ("Re-run jobs") as much as between two runs. Not on a thread
        // this token may not resolve: lifecycle.ts answers it all the same, and it stays open with no one's reopening.
        const answeredUnresolved = !thread.isResolved && thread.unresolvable === true && dispositions.some((d) => RESOLVING.has(d.status));
        // Its finding has ended, as on a thread we resolved and answered; never carried, counted or re-checked.
        if (answeredUnresolved) {
            ended.add(marker.id);
            continue;
        }
        const reopened = !thread.isResolved && dispositions.some((d) => RESOLVING.has(d.status));
        // A reply of ours whose words someone's edit lost still answered what came before it.
        const lastOurs = ours.filter((c) => (0,markers/* parseDispositionMarkers */.eT)((0,comment_edits/* ownBody */.RN)(c, input.expectedLogin)).length > 0 || wordsLost(c, input.expectedLogin)).at(-1)?.createdAt ??
            root.createdAt;
        const objections = thread.comments
            .slice(1)
            .filter((c) => !isUs(c.author, input.expectedLogin) && c.author !== 'ghost' && c.createdAt >= lastOurs)
            .map((c) => ({ author: c.author, body: c.body, createdAt: c.createdAt }));
        const file = files.get(thread.path);
        // A renamed file keeps its code, and so perhaps the finding: it is re-checked there, not closed as deleted.
        const renamedTo = file ? undefined : input.files.find((f) => f.status === 'renamed' && f.previousFilename === thread.path);
        const path = renamedTo?.filename ?? thread.path;
        const side = thread.side;
        const anchorChanged = !anchorUnchanged(thread, marker, file);
        // After our "Fixed" or "No longer applies" (a resolution that failed, or a reopened thread) the finding has ended.
        const resolvedByAuthor = authorMayHaveResolved(thread, input.pullRequestAuthor) && !replied.some((status) => RESOLVING.has(status));
        if (thread.isResolved && !resolvedByAuthor)
            ended.add(marker.id);
        const base = {
            findingId: marker.id,
            threadId: thread.id,
            rootCommentId: root.databaseId,
            path: thread.path,
            side,
            line: thread.line,
            originalLine: thread.originalLine,
            category: marker.category,
            severity: (0,severity_badge/* severityOfComment */.E)(rootBody),
            anchorChanged,
            resolved: thread.isResolved,
            rootBody,
            ...((0,comment_edits/* editedByOther */.rL)(root, input.expectedLogin) ? { editedBy: root.editedBy } : {}),
            ...(renamedTo ? { currentPath: renamedTo.filename } : {}),
            objections: [],
            replied,
            reopened,
            resolvedByAuthor,
        };
        if (replied.includes('wont-fix')) {
            suppressed.add(marker.id);
            known.add(marker.id);
            entries.push({ ...base, action: 'suppressed', reason: 'the developer objection was upheld earlier (wont-fix)' });
            continue;
        }
        // Its newest comments are past GitHub's paging: an answer of ours or a developer's reply may be there. Nothing is said
        // on it twice or answered unheard: it stays as it is (open, it still counts), and the run's "Limits reached" names it.
        if (thread.commentsCut) {
            // One we resolved has ended as any such thread has, whatever its unread comments say: its fingerprint may come back.
            if (thread.isResolved && isUs(thread.resolvedBy, input.expectedLogin))
                continue;
            known.add(marker.id);
            if (!thread.isResolved || resolvedByAuthor)
                entries.push({
                    ...base,
                    action: 'carry',
                    reason: `GitHub gave only the first ${thread.comments.length} comments of its thread: who spoke last is unknown`,
                });
            continue;
        }
        if (thread.isResolved) {
            if (isUs(thread.resolvedBy, input.expectedLogin)) {
                // Our last word, edited by someone and lost from GitHub's history, may be the answer owed: never given twice.
                if (wordsLost(ours.at(-1), input.expectedLogin))
                    continue;
                // Our resolution comes before our answer (lifecycle.ts): a run cut off between them left this one unanswered.
                const fixedIn = unansweredFix(input.delta, marker.id, replied);
                if (fixedIn)
                    entries.push({
                        ...base,
                        action: 'close',
                        fixedIn,
                        reason: `the review of ${fixedIn.slice(0, 7)} found it fixed and its run resolved the thread without answering it`,
                    });
                // A "No longer applies" is read from the pull request as it is now: while the file is still gone, it is still owed.
                else if (!replied.some((status) => RESOLVING.has(status))) {
                    const gone = goneEntry(base, { thread, file, renamedTo, path, side }, input);
                    if (gone?.action === 'close')
                        entries.push(gone);
                }
                continue;
            }
            // A human closed it without a code change: the verifier hears that once (not from an account GitHub no longer shows,
            // whose comments are not heard either).
            const resolver = thread.resolvedBy;
            if (resolver !== undefined && !resolverUnknown(resolver)) {
                known.add(marker.id);
                if (!anchorChanged && replied.length === 0) {
                    const objection = { author: resolver, body: `(resolved the thread by ${resolver} without a code change)`, createdAt: root.createdAt };
                    entries.push({ ...base, objections: [...objections, objection], action: 'dispute', reason: `resolved by ${resolver} without a code change` });
                    continue;
                }
            }
            // Another person's resolution is a reviewer's call; the author's own is not: theirs is tracked as open.
            if (!resolvedByAuthor)
                continue;
        }
        known.add(marker.id);
        const gone = goneEntry(base, { thread, file, renamedTo, path, side }, input);
        if (gone) {
            entries.push(gone);
            continue;
        }
        if (objections.length > 0) {
            entries.push({
                ...base,
                objections,
                action: 'dispute',
                reason: `${objections.length} developer repl${objections.length === 1 ? 'y' : 'ies'} since our last word`,
            });
            continue;
        }
        // The developer's reopening says the finding stands; the verifier is not asked to overrule it.
        if (reopened) {
            entries.push({ ...base, action: 'carry', reason: 'reopened by a developer after we resolved it' });
            continue;
        }
        if (input.delta.kind === 'delta' && !input.delta.changed.has(path)) {
            const since = input.delta.since.slice(0, 7);
            // That review's run found it fixed but was cut off before its reply (cancelled, or its head moved): finish its work.
            if (input.delta.settled?.has(marker.id) && anchorChanged && !replied.some((status) => RESOLVING.has(status))) {
                entries.push({
                    ...base,
                    action: 'close',
                    fixedIn: input.delta.since,
                    reason: `the review of ${since} found it fixed and its run did not answer the thread`,
                });
                continue;
            }
            entries.push({ ...base, anchorChanged: false, action: 'carry', reason: `file unchanged since ${since}` });
            continue;
        }
        // A re-run of the head whose review found it fixed (its attempt cut off before the reply): the same code, no model call.
        const fixedHere = input.delta.kind === 'full' && anchorChanged ? unansweredFix(input.delta, marker.id, replied) : undefined;
        if (fixedHere) {
            entries.push({
                ...base,
                action: 'close',
                fixedIn: fixedHere,
                reason: `the review of ${fixedHere.slice(0, 7)} (this head) found it fixed and its run did not answer the thread`,
            });
            continue;
        }
        if (renamedTo) {
            const leftOut = input.leftOut?.(renamedTo.filename);
            entries.push({ ...base, ...leftOutOf(leftOut), action: 'reverify', reason: renamedReason(renamedTo.filename, leftOut) });
        }
        else if (!anchorChanged)
            entries.push({ ...base, action: 'carry', reason: 'anchored line unchanged' });
        else
            entries.push({
                ...base,
                action: 'reverify',
                reason: thread.isOutdated || thread.line === undefined ? 'the anchored lines changed (thread outdated)' : 'the anchored line changed',
            });
    }
    return { entries, known, suppressed, ended };
}
/** The close (or, past GitHub's listing cap, the carry) of a thread whose file the pull request no longer changes under its path; undefined while it does. */
function goneEntry(base, at, input) {
    const { thread, file, renamedTo, path, side } = at;
    const removedSince = input.delta.kind === 'delta' && input.delta.changed.get(path)?.status === 'removed';
    const deleted = (!file && !renamedTo) || (side === 'RIGHT' && file?.status === 'removed') || removedSince;
    if (!deleted)
        return undefined;
    const movedTo = file || renamedTo ? undefined : (renamedSince(thread.path, input.files, input.delta) ?? input.movedWithoutCompare?.get(thread.path));
    // Past GitHub's 3,000 files a missing file may still be in the pull request: padding one must not close its threads.
    if (!movedTo && !file && !removedSince && input.listingCapped) {
        return { ...base, action: 'carry', reason: "its file is not in GitHub's file listing, which is capped at 3,000 files" };
    }
    // Still at the head, as the base has it: the compare lists it changed, or (without one) the head has it.
    const delta = input.delta;
    const unchanged = !file && !renamedTo && !removedSince && !movedTo;
    if (unchanged && (delta.kind === 'delta' ? delta.changed.has(thread.path) : input.unchangedFromBase?.has(thread.path))) {
        return { ...base, anchorChanged: true, unchangedFromBase: true, action: 'close', reason: 'the pull request no longer changes the file' };
    }
    const leftOut = movedTo === undefined ? undefined : input.leftOut?.(movedTo);
    return movedTo
        ? { ...base, currentPath: movedTo, ...leftOutOf(leftOut), anchorChanged: true, action: 'close', reason: renamedReason(movedTo, leftOut) }
        : { ...base, anchorChanged: true, action: 'close', reason: 'the file was deleted' };
}
/**
 * A comment of ours someone else edited whose words as posted GitHub no longer shows (or shows
 * without a disposition marker): which answer it gave is unknown, not absent.
 */
function wordsLost(comment, expectedLogin) {
    if (!comment || !(0,comment_edits/* editedByOther */.rL)(comment, expectedLogin))
        return false;
    const body = (0,comment_edits/* ownBody */.RN)(comment, expectedLogin);
    return body === undefined || (0,markers/* parseDispositionMarkers */.eT)(body).length === 0;
}
/**
 * The head of the delta base whose run found `id` fixed, when no resolving answer of ours is on its thread.
 * A full review carries settled findings only when that base is the head itself (review-edits.ts).
 */
function unansweredFix(delta, id, replied) {
    return delta.since !== undefined && delta.settled?.has(id) && !replied.some((status) => RESOLVING.has(status)) ? delta.since : undefined;
}
/**
 * A thread whose root we posted and someone else edited beyond recovery: carried (never re-checked,
 * replied to or resolved by us, as its finding is unknown) and, unless a reviewer other than the
 * pull request's author resolved it, counted by a gating run whatever its badge now says.
 */
function originalLostEntry(thread, root, input) {
    const resolvedByAuthor = authorMayHaveResolved(thread, input.pullRequestAuthor);
    if (thread.isResolved && !resolvedByAuthor)
        return undefined;
    const editor = root.editedBy ?? 'someone';
    return {
        findingId: (0,markers/* parseFindingMarkers */.Gu)(root.body)[0] ?? thread.id,
        threadId: thread.id,
        rootCommentId: root.databaseId,
        path: thread.path,
        side: thread.side,
        line: thread.line,
        originalLine: thread.originalLine,
        category: undefined,
        severity: undefined,
        action: 'carry',
        reason: `${editor} edited our comment and GitHub no longer shows what we posted: it counts as blocking until a reviewer other than the author resolves it`,
        anchorChanged: false,
        resolved: thread.isResolved,
        rootBody: root.body,
        objections: [],
        replied: [],
        reopened: false,
        resolvedByAuthor,
        editedBy: editor,
        originalLost: true,
    };
}
/** A rename into a path the review leaves out says so: the code moved out of review, it did not go away. */
function renamedReason(path, leftOut) {
    return leftOut === undefined ? `the file was renamed to ${path}` : `the file was renamed to ${path}, which this review leaves out (${leftOut})`;
}
function leftOutOf(leftOut) {
    return leftOut === undefined ? {} : { leftOutBy: leftOut };
}
function isAuthor(login, author) {
    return login !== undefined && author !== undefined && author !== '' && (0,markers/* isLogin */.W5)(login, author);
}
/** GitHub names no resolver (GraphQL null) once the account is deleted; REST spells such an account `ghost`. */
function resolverUnknown(login) {
    return login === undefined || (0,markers/* isLogin */.W5)(login, 'ghost');
}
/**
 * A resolved thread the pull request's author resolved, or may have: one whose resolver GitHub no
 * longer shows is no proven reviewer's call (it may have been the author's own), so it is tracked
 * like the author's, as open, and a gating run keeps counting it.
 */
function authorMayHaveResolved(thread, author) {
    return thread.isResolved && (isAuthor(thread.resolvedBy, author) || resolverUnknown(thread.resolvedBy));
}
/**
 * Where a later push moved a file the PR added (or had renamed once already): the PR's own listing
 * shows it only as added under its new name, and only the compare since the last review names the
 * rename. Its thread is closed all the same (this delta reviews the file afresh, and no later push
 * could tell the thread's file apart from a deleted one), but the reply says where the file went.
 */
function renamedSince(path, files, delta) {
    if (delta.kind !== 'delta')
        return undefined;
    for (const since of delta.changed.values()) {
        if (since.status === 'renamed' && since.previousFilename === path && files.some((f) => f.filename === since.filename))
            return since.filename;
    }
    return undefined;
}
/**
 * GitHub keeps a thread in place (not outdated) while its line is untouched.
 * A fingerprint marker with category and side is also recomputed at the
 * thread's current line on the current patch: a different id means the
 * content at the anchor (or its neighbour) changed.
 */
function anchorUnchanged(thread, marker, file) {
    if (thread.isOutdated || thread.line === undefined || !file)
        return false;
    if (!(0,fingerprint/* isFingerprint */.Zv)(marker.id) || !marker.category || !marker.side || file.patch === undefined)
        return true;
    return (0,fingerprint/* findingFingerprint */.ix)({ path: thread.path, line: thread.line, side: marker.side, category: marker.category }, file.patch) === marker.id;
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/telemetry/prepare-lines.js
/**
 * Prepare's itemised telemetry lines (docs/telemetry.md): what the base commit configures, what
 * the filter and the bounds set aside or cut and why, which guidance each agent gets, and what
 * the ledger decided for each earlier thread. Kept apart from the pure policy that decides
 * them, and from prepare's sequencing, so both stay readable.
 */
/** The `rules` lines: the base commit's configuration, each rule source, scoped rule, configuration file this pull request edits, and note. */
function logBaseConfiguration(logger, base, ruleSet, requests) {
    logger.event('rules', 'base', { sha: base.baseSha, config: base.configSource, sources: base.sources.length, requests });
    for (const source of base.sources)
        logger.event('rules', 'source', { path: source.path, bytes: source.bytes });
    for (const rule of ruleSet.rules)
        if (rule.applyTo)
            logger.event('rules', 'scoped', { source: rule.source, apply_to: rule.applyTo.join(',') });
    for (const path of base.changedInPullRequest)
        logger.event('rules', 'changed-in-pr', { path, applied: false });
    for (const note of base.notes)
        logger.event('rules', 'note', { note });
}
/** One `gitattributes-macro` line per `[attr]` macro of the base `.gitattributes` (and each built-in it uses). */
function logMacros(logger, macros) {
    for (const macro of macros) {
        logger.event('filter', 'gitattributes-macro', {
            name: macro.name,
            linguist_generated: macro.linguistGenerated === undefined ? 'untouched' : String(macro.linguistGenerated),
            used_on_lines: macro.usedOnLines.join(',') || 'none',
        });
    }
}
/** One `excluded` line per file set aside; `moved_from` when a rename moved it there out of a reviewed path. */
function logExcluded(logger, excluded, movedFrom) {
    for (const ex of excluded)
        logger.event('filter', 'excluded', { path: ex.path, rule: ex.rule, reason: ex.reason, moved_from: movedFrom(ex.path) });
}
/** One `bounds` line per file the bounds skipped, per staged patch they cut, and per cap reached (`caps`: every cap of the run). */
function logBounds(logger, bounded, caps) {
    for (const ex of bounded.skipped)
        logger.event('bounds', 'excluded', { path: ex.path, rule: ex.rule, reason: ex.reason });
    // A cap's detail names ten cut files at most; the log names every one.
    for (const s of bounded.staged)
        if (s.cutBy)
            logger.event('bounds', 'truncated', { path: s.file.filename, cap: s.cutBy, bytes: Buffer.byteLength(s.file.patch ?? '', 'utf8'), staged: s.patchBytes });
    for (const cap of caps)
        logger.event('bounds', 'cap', { cap: cap.cap, limit: cap.limit, detail: cap.detail });
}
/** One `rules applied` line per agent: the guidance sources it gets, their bytes, and what the size cap cut. */
function logGuidance(logger, byAgent) {
    for (const [agent, g] of byAgent) {
        logger.event('rules', 'applied', {
            specialist: agent,
            sources: g.applied.map((a) => a.source).join(',') || undefined,
            bytes: g.bytes,
            cut: g.cut.map((c) => `${c.source}:${c.bytes}`).join(',') || undefined,
        });
    }
}
/**
 * One `entry` line per earlier thread and the `decided` counts, written before any model call. A
 * thread whose root someone else edited says who, and whether GitHub's edit history still held
 * what we posted.
 */
function logLedger(logger, ledger) {
    const { entries } = ledger;
    const count = (action) => entries.filter((e) => e.action === action).length;
    const edited = (e) => (e.editedBy === undefined ? {} : { edited_by: e.editedBy, original: e.originalLost ? 'lost' : 'read' });
    for (const e of entries)
        logger.event('ledger', 'entry', { finding: e.findingId, action: e.action, path: e.path, reason: e.reason, ...edited(e) });
    // Findings the last review listed only in its body: no thread, carried on their untouched file (open-in-body.ts).
    for (const e of ledger.inBody ?? [])
        logger.event('ledger', 'entry', {
            finding: e.findingId,
            action: 'carry-body',
            path: e.path,
            reason: e.leftOutBy === undefined
                ? `listed in the body of the review of ${e.since.slice(0, 7)}; file unchanged since`
                : `listed in the body of the review of ${e.since.slice(0, 7)}; ${e.changeUnknown ? 'file changed since not known (history rewritten)' : 'file changed since'}; left out of this review (${e.leftOutBy}), not checked again`,
        });
    logger.event('ledger', 'decided', {
        carried: count('carry'),
        close: count('close'),
        reverify: count('reverify'),
        disputes: count('dispute'),
        suppressed: ledger.suppressed.size,
        in_body: ledger.inBody?.length || undefined,
        in_body_lost: ledger.inBodyLost || undefined,
        in_body_original: ledger.inBodyOriginal,
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/moved-without-compare.js


/**
 * Where a file the pull request added went, when no compare says it (a force-push or rebase, a
 * failed or capped compare: the review is full). The pull request's listing shows such a file only
 * as added under its new name (a rename needs the file in the base), so a thread on the old path
 * looked deleted. The file's blob at the last reviewed head (one GraphQL query, `<sha>:<path>`) is
 * matched against the files whose paths the base does not have (added, or renamed by the PR): the
 * same blob id (a pure move), else, as git finds a rename, a file holding at least half of its lines.
 * The same query asks whether the path is still at the head: then a push took the file back to its
 * base version and the pull request only no longer changes it (it was not deleted either). Only
 * threads of ours whose file is gone from an uncapped listing are looked up, at most MAX_PATHS; a
 * failed read leaves them as deleted, logged.
 */
const MAX_PATHS = 20;
const SIMILARITY = 0.5;
async function locateWithoutCompare(graphql, ref, input, logger) {
    const { delta, files } = input;
    const none = { movedWithoutCompare: new Map(), unchangedFromBase: new Set() };
    if (delta.kind !== 'full' || input.listingCapped)
        return none;
    const listed = new Set(files.flatMap((f) => [f.filename, f.previousFilename ?? f.filename]));
    const paths = [...new Set(input.findings.map((f) => f.path).filter((p) => !listed.has(p)))].slice(0, MAX_PATHS);
    if (paths.length === 0)
        return none;
    const since = delta.since;
    const blobFields = '__typename ... on Blob { oid isBinary isTruncated text }';
    const fields = paths.flatMap((_, i) => [
        `h${i}: object(expression: $h${i}) { __typename }`,
        ...(since ? [`p${i}: object(expression: $p${i}) { ${blobFields} }`] : []),
    ]);
    const params = paths.flatMap((_, i) => [`$h${i}: String!`, ...(since ? [`$p${i}: String!`] : [])]).join(', ');
    const document = `query HarbourmasterMovedFiles($owner: String!, $repo: String!, ${params}) {\n  repository(owner: $owner, name: $repo) {\n    ${fields.join('\n    ')}\n  }\n}`;
    const variables = { owner: ref.owner, repo: ref.repo };
    paths.forEach((path, i) => {
        variables[`h${i}`] = `${input.head}:${path}`;
        if (since)
            variables[`p${i}`] = `${since}:${path}`;
    });
    let blobs;
    const unchangedFromBase = new Set();
    try {
        const answer = await (0,github_graphql/* runGraphql */.v)(graphql, document, variables);
        for (const [i, path] of paths.entries())
            if (answer.repository?.[`h${i}`]?.__typename === 'Blob')
                unchangedFromBase.add(path);
        blobs = paths.flatMap((path, i) => {
            const object = answer.repository?.[`p${i}`];
            if (unchangedFromBase.has(path) || object?.__typename !== 'Blob' || !object.oid)
                return [];
            const text = object.isBinary || object.isTruncated || typeof object.text !== 'string' ? undefined : object.text;
            return [{ path, oid: object.oid, text }];
        });
    }
    catch (error) {
        logger.event('delta', 'moves', { since, paths: paths.length, found: 0, reason: (0,errors/* toHarbourmasterError */.Fk)(error).message.slice(0, 200) });
        return none;
    }
    const movedWithoutCompare = matchMoves(blobs, files);
    logger.event('delta', 'moves', { since, paths: paths.length, found: movedWithoutCompare.size, unchanged: unchangedFromBase.size });
    return { movedWithoutCompare, unchangedFromBase };
}
/** Old path -> the added file it became: the same blob, else the one most alike (at least SIMILARITY, no tie). */
function matchMoves(blobs, files) {
    // Paths the base does not have: a file the PR added, or renamed (a base file it renamed earlier, moved on since).
    const added = files.filter((f) => f.status === 'added' || f.status === 'renamed' || f.status === 'copied');
    const moves = new Map();
    for (const blob of blobs) {
        const same = added.filter((f) => f.sha === blob.oid);
        if (same.length === 1) {
            moves.set(blob.path, same[0].filename);
            continue;
        }
        if (same.length > 1 || blob.text === undefined)
            continue;
        const scored = added.map((f) => ({ path: f.filename, score: similarity(blob.text, f.patch) })).sort((a, b) => b.score - a.score);
        const [best, next] = scored;
        if (best && best.score >= SIMILARITY && (!next || next.score < best.score))
            moves.set(blob.path, best.path);
    }
    return moves;
}
/** The share of lines the old text and a file's new side in its patch (all of an added file) have in common. */
function similarity(text, patch) {
    if (patch === undefined)
        return 0;
    const now = patch.split('\n').flatMap((l) => (l.startsWith('+') || l.startsWith(' ') ? [l.slice(1)] : []));
    const before = text.split('\n');
    if (before.at(-1) === '')
        before.pop();
    const left = new Map();
    for (const line of before)
        left.set(line, (left.get(line) ?? 0) + 1);
    let common = 0;
    for (const line of now) {
        const n = left.get(line) ?? 0;
        if (n > 0) {
            common++;
            left.set(line, n - 1);
        }
    }
    return common / Math.max(before.length, now.length, 1);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/moved-out-of-review.js
/**
 * A rename that moves a file out of review: its new path is one the review leaves out (a `vendor/`
 * directory, an `exclude` or `ignore` glob, a generated name) while its old path is reviewed. The
 * moved code is then as unreviewed as code added there, so the file's row says so, in its own words
 * (a fixed text, grouped apart in the review body; the path is in the row), and the open thread on
 * the old path is told where the file went and that it is not checked there (src/context/ledger.ts).
 * Pure; the verdict is the filter's own (src/policy/filter.ts fileFilter).
 */
const MOVED_OUT_OF_REVIEW = 'moved here from a reviewed path, so its code is not reviewed';
/** Rules about a file's content, not its path: the same file elsewhere would meet them too. */
const CONTENT_RULES = new Set(['removed', 'submodule', 'no-changes', 'no-patch']);
/** The filter's exclusion of `file` by its path; undefined when the review covers that path. */
function leftOutByPath(verdict, file) {
    const excluded = verdict(file);
    return excluded && !CONTENT_RULES.has(excluded.rule) ? excluded : undefined;
}
/** Why the review leaves the listed file at `path` out by its path; undefined for a path it reviews (or does not list). */
function leftOutAt(verdict, files) {
    const listed = new Map(files.map((f) => [f.filename, f]));
    return (path) => {
        const file = listed.get(path);
        return file ? leftOutByPath(verdict, file)?.reason : undefined;
    };
}
/**
 * The excluded files a rename brought out of a reviewed path. A delta push's `changed` (the compare
 * since the last review) names a rename the pull request's listing cannot show: a file the
 * PR added, moved by a later push, is listed only as added under its new name; without a compare,
 * `movedWithoutCompare` (src/context/moved-without-compare.ts) does.
 */
function movesOutOfReview(excluded, files, delta, verdict, movedWithoutCompare = new Map()) {
    const byPath = new Map(files.map((f) => [f.filename, f]));
    const cameFrom = new Map([...movedWithoutCompare].map(([from, to]) => [to, from]));
    const moves = [];
    for (const ex of excluded) {
        const file = byPath.get(ex.path);
        if (!file || CONTENT_RULES.has(ex.rule))
            continue;
        const since = delta.changed?.get(ex.path);
        const from = (file.status === 'renamed' ? file.previousFilename : undefined) ??
            (since?.status === 'renamed' ? since.previousFilename : undefined) ??
            cameFrom.get(ex.path);
        if (from === undefined || from === ex.path)
            continue;
        if (leftOutByPath(verdict, { ...file, filename: from, previousFilename: undefined, status: 'modified' }))
            continue;
        moves.push({ path: ex.path, from, rule: ex.rule });
    }
    return moves;
}
/** The exclusions with each moved file's reason saying it moved out of review. */
function noteMoves(excluded, moves) {
    const moved = new Set(moves.map((m) => m.path));
    return excluded.map((e) => (moved.has(e.path) ? { ...e, reason: `${e.reason}; ${MOVED_OUT_OF_REVIEW}` } : e));
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/proven-review.js
var proven_review = __webpack_require__(6187);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/code-span.js
var code_span = __webpack_require__(1053);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/escalated-recheck.js





/**
 * The findings publish_review lists in a review body: a `#### <badge> · <category> · <title>`
 * heading, the location's code span, then the entry's finding marker. Read here for the gate and
 * by open-in-body.ts for the findings carried across pushes.
 */
function bodyFindings(body) {
    const lines = body.split('\n');
    const out = [];
    for (let i = 0; i + 1 < lines.length; i++) {
        const heading = lines[i] ?? '';
        const severity = Object.keys(severity_badge/* SEVERITY_BADGE */.k).find((s) => heading.startsWith(`#### ${severity_badge/* SEVERITY_BADGE */.k[s]} · `));
        const location = lines[i + 1] ?? '';
        const fence = /^`+/.exec(location)?.[0];
        if (!severity || !fence)
            continue;
        // codeSpan's fence is longer than any backtick run inside, so its first recurrence closes the span.
        const end = location.indexOf(fence, fence.length);
        if (end < 0)
            continue;
        const range = /:(\d+(?:-\d+)?) ?$/.exec(location.slice(fence.length, end))?.[1];
        if (!range)
            continue;
        const [category = '', ...title] = heading.slice(`#### ${severity_badge/* SEVERITY_BADGE */.k[severity]} · `.length).split(' · ');
        // The entry's own marker: the first before the next heading (model text in it had every marker neutralised).
        const next = lines.findIndex((l, j) => j > i + 1 && l.startsWith('#'));
        const id = (0,markers/* parseFindingMarkerDetails */.NF)(lines.slice(i + 2, next < 0 ? undefined : next).join('\n'))[0]?.id;
        const side = location.slice(end + fence.length).startsWith(' (removed code)') ? 'LEFT' : 'RIGHT';
        out.push({
            severity,
            category,
            title: title.join(' · ').trim(),
            span: location.slice(0, end + fence.length),
            range,
            side,
            ...(id !== undefined ? { id } : {}),
        });
    }
    return out;
}
/** Unchanged files a gating delta review reviews again: they hold a blocking finding its base review left in the body. */
function escalatedRecheck(input) {
    const { delta } = input;
    if ((input.mode !== 'check-only' && input.mode !== 'blocking') || delta.kind !== 'delta')
        return new Set();
    const base = (0,proven_review/* deltaBase */.Uj)(input.reviews, input.expectedLogin, input.instance).base;
    const body = input.reviews.find((r) => r.id === base?.reviewId)?.body ?? '';
    const blocking = bodyFindings(body).filter((f) => (0,review_payload/* atOrAbove */.kU)(f.severity, input.blockingSeverity));
    // Matched on the rendering, so a path with characters the span escapes is still found.
    const held = (path) => blocking.some((f) => (0,code_span/* codeSpan */.S)(`${path}:${f.range}`) === f.span);
    return new Set(input.files.filter((f) => !delta.changed.has(f.filename) && held(f.filename)).map((f) => f.filename));
}
/**
 * What a push reviews: a delta review only the files changed since the last proven review and
 * those escalatedRecheck names (each logged); the rest keep their open findings.
 */
function deltaScope(input, logger) {
    const { delta, files } = input;
    if (delta.kind !== 'delta')
        return { changedNow: [...files], unchangedSinceReview: [] };
    const again = escalatedRecheck(input);
    for (const path of again)
        logger.event('delta', 'escalated-recheck', { path });
    const changedNow = files.filter((f) => delta.changed.has(f.filename) || again.has(f.filename));
    return { changedNow, unchangedSinceReview: files.filter((f) => !changedNow.includes(f)).map((f) => f.filename) };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/body-cut.js


/**
 * Body-only findings GitHub's size limit cut from the delta base's body. That body is the only
 * memory of findings listed in it alone (open-in-body.ts), so this push cannot carry them: their
 * alerts close and a gating run stops counting them unless a review reads their files again. The
 * renderer names the count in that review's "Limits reached" (plugins/lib/publication/render.ts);
 * this push reads it back and says it lost them, in its own limits and its telemetry.
 *
 * Read only from the base open-in-body.ts reads (our proven review, as posted), and only from the
 * limits line's hidden marker: the summary and the findings' text are the model's. No I/O.
 */
function bodyCutCount(reviews, expectedLogin, instance, delta) {
    const edited = delta.kind === 'full' && delta.baseEditedBy !== undefined;
    const base = edited ? undefined : (0,proven_review/* deltaBase */.Uj)(reviews, expectedLogin, instance).base;
    const body = (edited ? delta.baseOriginal : reviews.find((r) => r.id === base?.reviewId)?.body) ?? '';
    const since = edited ? delta.since : base?.headSha;
    if (!since || !body || since !== delta.since)
        return 0;
    return (0,markers/* parseBodyCutMarker */.IU)(body);
}
/** The cap this push names in its review's "Limits reached" (the limit is the count, as a cap's limit is a number). */
function bodyCutCap(count, since, delta) {
    if (count === 0)
        return undefined;
    const reread = delta.kind === 'full'
        ? 'this full review reads their files again, except any it left out'
        : 'this push reviews again only the files changed since, so those on other files are not checked';
    return {
        cap: 'earlier review body size',
        limit: count,
        detail: `${count} body-only finding(s) of the review of ${since.slice(0, 7)} were left out of its body for GitHub's size limit and are lost: this push cannot carry them (not in the SARIF file, not counted by a gating run); ${reread}`,
    };
}
/**
 * Someone else edited the delta base's body and GitHub's edit history no longer shows it as we
 * posted it (or that revision lacks our run marker): its body-only findings are unknown. This full
 * review reads every file again except those it leaves out; findings there are lost, and said.
 */
function editedBodyLostCap(delta, leftOut) {
    if (delta.kind !== 'full' || delta.baseEditedBy === undefined || delta.baseOriginal !== undefined || delta.since === undefined)
        return undefined;
    return {
        cap: 'earlier review body edited',
        limit: leftOut,
        detail: `the body of the review of ${delta.since.slice(0, 7)} was edited by ${delta.baseEditedBy} and its text as posted is lost from GitHub's edit history, ` +
            `so the findings it listed only in its body cannot be carried: those on the ${leftOut} file(s) this review leaves out are lost (not in the SARIF file, not counted by a gating run)`,
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/open-in-body.js





function openInBody(input) {
    const { delta } = input;
    // Someone else edited that body: read it as we posted it (review-edits.ts), or not at all when that is lost.
    // Such a base may be a review whose listed body lost our run marker: its head is `since`, not a listed base's.
    const edited = delta.kind === 'full' && delta.baseEditedBy !== undefined;
    const base = edited ? undefined : (0,proven_review/* deltaBase */.Uj)(input.reviews, input.expectedLogin, input.instance).base;
    const body = (edited ? delta.baseOriginal : input.reviews.find((r) => r.id === base?.reviewId)?.body) ?? '';
    const since = edited ? delta.since : base?.headSha;
    // A delta review starts from that review's head, a full one (a force-push) names it as `since`; anything else is no base of this push.
    if (!since || !body || since !== delta.since)
        return [];
    // A full review reads every file again, except those a cap or a filter leaves out: nobody read those.
    const changed = (path) => delta.kind === 'full' || delta.changed.has(path);
    const seen = new Set(input.known);
    const out = [];
    for (const entry of bodyFindings(body)) {
        const category = review_payload/* categorySchema */.uR.safeParse(entry.category);
        if (!category.success || entry.id === undefined || !(0,fingerprint/* isFindingId */.nU)(entry.id))
            continue;
        // Matched on the rendering, so a path with characters the span escapes is still found.
        const file = input.files.find((f) => (0,code_span/* codeSpan */.S)(`${f.filename}:${entry.range}`) === entry.span);
        if (!file || seen.has(entry.id) || input.reviewed.has(file.filename))
            continue;
        if (file.status === 'removed' && entry.side === 'RIGHT')
            continue;
        const leftOutBy = changed(file.filename) ? input.leftOut?.(file.filename) : undefined;
        if (changed(file.filename) && leftOutBy === undefined)
            continue;
        seen.add(entry.id);
        const [first, last] = entry.range.split('-').map(Number);
        out.push({
            findingId: entry.id,
            path: file.filename,
            side: entry.side,
            line: last ?? first,
            ...(last !== undefined ? { startLine: first } : {}),
            severity: entry.severity,
            category: category.data,
            title: entry.title,
            since,
            ...(leftOutBy !== undefined ? { leftOutBy, ...(delta.kind === 'full' ? { changeUnknown: true } : {}) } : {}),
            ...(input.blockingSeverity !== undefined && (0,review_payload/* atOrAbove */.kU)(entry.severity, input.blockingSeverity) ? { blocksAt: input.blockingSeverity } : {}),
        });
    }
    return out;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/context/threads.js
var context_threads = __webpack_require__(4920);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/publication/review-original.js
var review_original = __webpack_require__(676);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/push-delta.js

/**
 * What changed since the last head a proven Harbourmaster review covered,
 * from GitHub's compare API (`GET /repos/{owner}/{repo}/compare/{base}...{head}`).
 * A delta review reviews only those files. Anything that makes the answer
 * unusable falls back to a full review, with the reason said:
 * - no proven earlier review (first review of the PR), or none that covered
 *   every changed file (a newer incomplete one is skipped: what it left out
 *   is reviewed again from the last complete review);
 * - the last reviewed head is the head itself (nothing new: review it whole);
 * - the last reviewed head is not an ancestor of the head (force-push, rebase):
 *   compare status `diverged` or `behind`;
 * - the compare call failed (404 for a commit GitHub no longer has, 5xx, ...);
 * - GitHub's own cap: the file list holds at most 300 files for the whole
 *   comparison, so 300 listed files may not be all of them;
 * - our cap: more than `maxCommits` commits since the last review.
 * Files come only with page 1, so one request with per_page=100 is enough:
 * `total_commits` counts every commit, paged or not.
 */
const COMPARE_FILE_LIMIT = 300;
const DEFAULT_MAX_DELTA_COMMITS = 250;
async function loadPushDelta(rest, ref, options) {
    const since = options.lastReviewed?.headSha;
    const skipped = options.incomplete;
    if (!since && skipped)
        return { kind: 'full', reason: `the review of ${push_delta_short(skipped.headSha)} was incomplete and no earlier review covered every file`, since: skipped.headSha };
    if (!since)
        return { kind: 'full', reason: 'no earlier proven Harbourmaster review', since: undefined };
    if (since === options.headSha)
        return { kind: 'full', reason: `the head ${push_delta_short(since)} was already reviewed; reviewing it whole again`, since };
    let data;
    try {
        const answer = await rest.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
            owner: ref.owner,
            repo: ref.repo,
            basehead: `${since}...${options.headSha}`,
            per_page: 100,
            page: 1,
        });
        data = answer.data;
    }
    catch (error) {
        const failure = (0,errors/* toHarbourmasterError */.Fk)(error);
        return { kind: 'full', reason: `the compare with ${push_delta_short(since)} failed (${failure.message.slice(0, 160)})`, since };
    }
    if (data.status === 'diverged' || data.status === 'behind') {
        return {
            kind: 'full',
            reason: `force-push: the last reviewed head ${push_delta_short(since)} is not an ancestor of ${push_delta_short(options.headSha)} (compare status ${data.status})`,
            since,
        };
    }
    if (data.status !== 'ahead' && data.status !== 'identical')
        return { kind: 'full', reason: `the compare with ${push_delta_short(since)} answered status '${data.status}'`, since };
    const files = data.files ?? [];
    if (files.length >= COMPARE_FILE_LIMIT) {
        return {
            kind: 'full',
            reason: `the compare with ${push_delta_short(since)} lists ${files.length} files, GitHub's cap (${COMPARE_FILE_LIMIT}); some changes may be missing`,
            since,
        };
    }
    const maxCommits = options.maxCommits ?? DEFAULT_MAX_DELTA_COMMITS;
    if (data.total_commits > maxCommits) {
        return { kind: 'full', reason: `${data.total_commits} commits since ${push_delta_short(since)}, over the delta cap of ${maxCommits}`, since };
    }
    const changed = new Map();
    for (const f of files) {
        changed.set(f.filename, {
            filename: f.filename,
            previousFilename: f.previous_filename,
            status: f.status,
            additions: f.additions,
            deletions: f.deletions,
            changes: f.changes,
            patch: f.patch,
            sha: f.sha ?? undefined,
        });
    }
    return {
        kind: 'delta',
        since,
        commits: data.total_commits,
        changed,
        reason: `${changed.size} file(s) changed in ${data.total_commits} commit(s) since ${push_delta_short(since)}${skipped ? ` (the last complete review; the review of ${push_delta_short(skipped.headSha)} was incomplete)` : ''}`,
    };
}
function push_delta_short(sha) {
    return sha.slice(0, 7);
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/review-edits.js




/** The push's delta from the last proven review, or a full review when that review's body was edited by someone else. */
async function deltaSince(ports, ref, input) {
    const { base, incomplete } = (0,proven_review/* deltaBase */.Uj)(input.reviews, input.expectedLogin, input.instance);
    const review = input.reviews.find((r) => r.id === base?.reviewId);
    const nodeId = review?.nodeId;
    const newer = unprovenSince(input, base?.reviewId);
    const [delta, posted, stripped] = await Promise.all([
        loadPushDelta(ports.rest, ref, { headSha: input.headSha, lastReviewed: base, incomplete }),
        nodeId ? (0,review_original/* reviewAsPosted */.YQ)(ports.graphql, nodeId, input.expectedLogin) : undefined,
        newer.length > 0 ? strippedReview(ports.graphql, newer, input) : undefined,
    ]);
    if (stripped)
        return stripped;
    if (!base || !review || posted?.editedBy === undefined) {
        // The earlier findings that review's run found fixed: a thread still open on a file unchanged since is its unfinished work (ledger.ts).
        // On the head itself (a re-run of a cut-off attempt), that review's verdict is on this very code: it stands for the whole review too.
        const settled = (0,markers/* parseSettledMarkers */.QV)(review?.body);
        const sameHead = delta.kind === 'full' && delta.since === input.headSha;
        return (delta.kind === 'delta' || sameHead) && settled.length > 0 ? { ...delta, settled: new Set(settled) } : delta;
    }
    const { editedBy, original } = posted;
    // Fail closed as a thread's root does: an original without our run marker for that head is no original of ours.
    const proves = original !== undefined && provesOn(review, original, input, base.headSha);
    return editedBase(base.headSha, editedBy, proves ? original : undefined);
}
function editedBase(since, editedBy, original) {
    return {
        kind: 'full',
        reason: `the body of Harbourmaster's review of ${since.slice(0, 7)} was edited by ${editedBy} since it was posted, so it no longer shows what that review covered`,
        since,
        baseEditedBy: editedBy,
        ...(original !== undefined ? { baseOriginal: original } : {}),
    };
}
function provesOn(review, body, input, headSha) {
    return (0,proven_review/* provenReviews */._7)([{ ...review, body }], input.expectedLogin, input.instance).some((r) => r.headSha === headSha);
}
/**
 * Submitted reviews by the expected login, listed after the delta base (GitHub lists oldest first),
 * whose listed body proves nothing for this instance: someone may have deleted our run marker from
 * one (with the findings it listed), which would make an older review the base without a word.
 * Another workflow posting as the same login gives such reviews too; their history tells them apart.
 */
function unprovenSince(input, baseId) {
    const from = baseId === undefined ? 0 : input.reviews.findIndex((r) => r.id === baseId) + 1;
    return input.reviews
        .slice(from)
        .filter((r) => r.nodeId && r.commitId && r.state !== 'PENDING' && (0,markers/* sameLogin */.Up)(r.author, input.expectedLogin))
        .filter((r) => (0,proven_review/* provenReviews */._7)([r], input.expectedLogin, input.instance).length === 0);
}
/**
 * The newest of those that someone else edited and that was ours as posted (its creation revision
 * carries our run marker for its commit and this instance): the push is reviewed whole from it, as
 * after any edit of the base. One whose original GitHub no longer shows may have been ours: it fails
 * closed the same way, its body-only findings named as lost (body-cut.ts). Not edited: not ours.
 */
async function strippedReview(graphql, newer, input) {
    const read = await (0,review_original/* reviewsAsPosted */.bv)(graphql, newer.map((r) => r.nodeId), input.expectedLogin);
    for (const review of [...newer].reverse()) {
        const posted = read.get(review.nodeId);
        if (posted?.editedBy === undefined || !review.commitId)
            continue;
        if (posted.original === undefined)
            return editedBase(review.commitId, posted.editedBy, undefined);
        if (provesOn(review, posted.original, input, review.commitId))
            return editedBase(review.commitId, posted.editedBy, posted.original);
    }
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/paths.js
var paths = __webpack_require__(3184);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/text/visible-escapes.js
var visible_escapes = __webpack_require__(2882);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/diff/truncation-marker.js
var truncation_marker = __webpack_require__(5729);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/redact-patch.js
var redact_patch = __webpack_require__(9071);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/bounds.js




/** Below this, a partial patch is too small to be worth a reviewer's time. */
const MIN_PARTIAL_BYTES = 1000;

const NEWLINE = 0x0a;
/**
 * Cuts a patch so that it and its marker fit in `limit` bytes; `why` names
 * the cap in the marker (for example `max-patch-bytes=60000`). Prefers the
 * last hunk boundary when that keeps at least half the room, then the last
 * line boundary when that keeps half the room, and only for an over-long line
 * a code-point boundary.
 */
function truncatePatch(patch, limit, why) {
    const buf = Buffer.from(patch, 'utf8');
    if (buf.length <= limit)
        return { patch, truncated: false, droppedBytes: 0 };
    // Reserve room for the longest marker this cut could need (dropped <= total, a cut inside a line).
    const room = Math.max(0, limit - Buffer.byteLength((0,truncation_marker/* truncationMarker */.g5)(why, buf.length, buf.length, true)) - 1);
    let cut = 0;
    let insideLine = false;
    const hunk = room > 0 ? buf.lastIndexOf('\n@@', room) : -1;
    const line = room > 0 ? buf.lastIndexOf(NEWLINE, room) : -1;
    if (hunk > 0 && hunk >= room / 2)
        cut = hunk;
    else if (line > 0 && line >= room / 2)
        cut = line;
    else {
        // Only a line longer than half the room gets here (minified code, data):
        // a partial line beats a patch that is nothing but a hunk header.
        cut = room;
        insideLine = buf[cut] !== NEWLINE;
        // 10xxxxxx bytes continue a UTF-8 sequence: back off to the sequence's first byte.
        while (cut > 0 && ((buf[cut] ?? 0) & 0xc0) === 0x80)
            cut--;
    }
    const dropped = buf.length - cut;
    const head = buf.subarray(0, cut).toString('utf8');
    const text = `${head}${head.length > 0 ? '\n' : ''}${(0,truncation_marker/* truncationMarker */.g5)(why, dropped, buf.length, insideLine && cut > 0)}`;
    return { patch: text, truncated: true, droppedBytes: dropped };
}
function byRiskThenPath(a, b) {
    const r = paths/* RISK_ORDER */.pE[a.risk] - paths/* RISK_ORDER */.pE[b.risk];
    if (r !== 0)
        return r;
    if ((a.headNamed ?? false) !== (b.headNamed ?? false))
        return a.headNamed ? 1 : -1;
    return a.file.filename < b.file.filename ? -1 : a.file.filename > b.file.filename ? 1 : 0;
}
/** At most this many paths are named in one cap's detail; the rest are counted. */
const NAMED_IN_CAP = 10;
function named(paths) {
    const shown = paths.slice(0, NAMED_IN_CAP).join(', ');
    return paths.length > NAMED_IN_CAP ? `${shown} and ${paths.length - NAMED_IN_CAP} more` : shown;
}
/** Applies max-files, max-patch-bytes and max-total-bytes to the reviewable files. */
function applyBounds(files, limits) {
    const ordered = [...files].sort(byRiskThenPath);
    const staged = [];
    const skipped = [];
    let used = 0;
    // Each staged file cut short is counted under the cap whose cut it carries, and only once staged:
    // a file the patch cap cut and the total then skipped is a skipped file, not a truncated one.
    const cutByPatchCap = [];
    let largestPatch = 0;
    const cutByTotalCap = [];
    let skippedByTotal = 0;
    let skippedByFiles = 0;
    for (const { file, risk } of ordered) {
        if (staged.length >= limits.maxFiles) {
            skippedByFiles++;
            skipped.push({
                path: file.filename,
                rule: 'max-files',
                reason: `skipped: max-files=${limits.maxFiles} reached (riskier files were staged first)`,
            });
            continue;
        }
        // Bounded as agents will read it: hidden characters shown as escapes take their room.
        const shown = (0,visible_escapes/* showHiddenInPatch */.fo)(file.patch ?? '');
        // Redacted before a cut, not only when staged: a secret the cut splits is no longer a whole token,
        // and its first part would match no pattern and reach the reviewers as written.
        const cut = Buffer.byteLength(shown, 'utf8') > Math.min(limits.maxPatchBytes, limits.maxTotalBytes - used);
        const original = cut ? (0,redact_patch/* redactPatch */.I)(shown, limits.redactor).text : shown;
        let piece = truncatePatch(original, limits.maxPatchBytes, `max-patch-bytes=${limits.maxPatchBytes}`);
        let cutBy = piece.truncated ? 'patch' : undefined;
        let bytes = Buffer.byteLength(piece.patch, 'utf8');
        const remaining = limits.maxTotalBytes - used;
        if (bytes > remaining) {
            if (remaining < MIN_PARTIAL_BYTES) {
                skippedByTotal++;
                skipped.push({
                    path: file.filename,
                    rule: 'max-total-bytes',
                    reason: `skipped: max-total-bytes=${limits.maxTotalBytes} reached (${used} bytes already staged, this patch needs ${bytes})`,
                });
                continue;
            }
            piece = truncatePatch(original, remaining, `max-total-bytes=${limits.maxTotalBytes} (${remaining} bytes were left)`);
            bytes = Buffer.byteLength(piece.patch, 'utf8');
            cutBy = 'total';
        }
        if (cutBy === 'patch') {
            cutByPatchCap.push(file.filename);
            largestPatch = Math.max(largestPatch, Buffer.byteLength(original, 'utf8'));
        }
        else if (cutBy === 'total')
            cutByTotalCap.push(file.filename);
        used += bytes;
        const cap = cutBy === 'patch' ? 'max-patch-bytes' : cutBy === 'total' ? 'max-total-bytes' : undefined;
        staged.push({ file, risk, patch: piece.patch, truncated: piece.truncated, ...(cap ? { cutBy: cap } : {}), patchBytes: bytes });
    }
    const caps = [];
    if (cutByPatchCap.length > 0) {
        const n = cutByPatchCap.length;
        caps.push({
            cap: 'max-patch-bytes',
            limit: limits.maxPatchBytes,
            detail: `${n} patch${n === 1 ? '' : 'es'} truncated (largest was ${largestPatch} bytes): ${named(cutByPatchCap)}`,
        });
    }
    if (cutByTotalCap.length + skippedByTotal > 0) {
        caps.push({
            cap: 'max-total-bytes',
            limit: limits.maxTotalBytes,
            detail: `${used} bytes staged; ${skippedByTotal} file${skippedByTotal === 1 ? '' : 's'} skipped, ${cutByTotalCap.length} truncated to fit${cutByTotalCap.length > 0 ? `: ${named(cutByTotalCap)}` : ''}`,
        });
    }
    if (skippedByFiles > 0) {
        caps.push({
            cap: 'max-files',
            limit: limits.maxFiles,
            detail: `${staged.length} of ${ordered.length} reviewable files staged; ${skippedByFiles} skipped`,
        });
    }
    return { staged, skipped, caps };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/generated-names.js

const LOCKFILES = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'bun.lock',
    'deno.lock',
    'Cargo.lock',
    'poetry.lock',
    'Pipfile.lock',
    'pdm.lock',
    'uv.lock',
    'Gemfile.lock',
    'composer.lock',
    'go.sum',
    'go.work.sum',
    'mix.lock',
    'pubspec.lock',
    'Podfile.lock',
    'Package.resolved',
    'packages.lock.json',
    'flake.lock',
    'gradle.lockfile',
    '.terraform.lock.hcl',
    'conan.lock',
    'paket.lock',
    'cabal.project.freeze',
]);
const VENDORED = /(^|\/)(vendor|third_party|third-party|thirdparty|node_modules|bower_components|Pods|Carthage\/Checkouts)\//;
const GENERATED = /\.generated\.[^/]+$|(^|\/)__generated__\/|_pb2(_grpc)?\.pyi?$|\.pb\.(go|cc|h|swift|dart)$|\.pb\.gw\.go$|_grpc\.pb\.go$|(^|\/)zz_generated[^/]*\.go$|\.g\.dart$|\.freezed\.dart$|\.designer\.cs$|_generated\.go$|\.gen\.(go|ts)$/;
const MINIFIED = /[.-]min\.(js|mjs|cjs|css)$/i;
const SOURCE_MAP = /\.map$/i;
const SNAPSHOT = /(^|\/)__snapshots__\/|\.snap$/;
function basename(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
const NAME_RULES = {
    lockfile: { test: (p) => LOCKFILES.has(basename(p)), reason: 'dependency lock file (generated by a package manager)', attribute: 'generated' },
    vendored: { test: (p) => VENDORED.test(p), reason: 'vendored third-party code', attribute: 'vendored' },
    generated: { test: (p) => GENERATED.test(p), reason: 'generated code (by its file name)', attribute: 'generated' },
    minified: { test: (p) => MINIFIED.test(p), reason: 'minified asset', attribute: 'generated' },
    'source-map': { test: (p) => SOURCE_MAP.test(p), reason: 'source map', attribute: 'generated' },
    snapshot: { test: (p) => SNAPSHOT.test(p), reason: 'test snapshot (generated by the test runner)', attribute: 'generated' },
};
/** Whether the base commit had this file under a name `rule` matches (it is not the head's word alone). */
function baseHadName(file, rule) {
    if (file.status === 'added')
        return false;
    if (file.status === 'renamed' || file.status === 'copied')
        return file.previousFilename !== undefined && NAME_RULES[rule].test(file.previousFilename);
    return true;
}
// gitattributes has no brace or extglob syntax; keep those characters literal.
const GITATTRIBUTES_GLOB = { dot: true, nobrace: true, noext: true };
/** A linguist attribute's state for a path: the last matching line's value (set, unset, or back to unspecified). */
function linguistState(lines) {
    const compiled = lines.map((l) => ({ value: l.value, m: new esm/* Minimatch */.VR(l.glob, GITATTRIBUTES_GLOB) }));
    return (path) => {
        let state;
        for (const l of compiled)
            if (l.m.match(path))
                state = l.value;
        return state;
    };
}
/**
 * For a file the filter kept: the name rule it would have been left out by, had the base had the
 * name; undefined when none applies (no such name, or the base `.gitattributes` unmarks the path).
 */
function headNamed(attributes) {
    const state = {
        generated: linguistState(attributes.generated.map((g) => ({ glob: g.glob, value: g.generated }))),
        vendored: linguistState((attributes.vendored ?? []).map((v) => ({ glob: v.glob, value: v.vendored }))),
    };
    const rules = Object.keys(NAME_RULES);
    return (file) => rules.find((rule) => NAME_RULES[rule].test(file.filename) && state[NAME_RULES[rule].attribute](file.filename) !== false && !baseHadName(file, rule));
}
/** The files kept only for a head-given name or path, by path, with the rule (prepare.ts bounds them last of their risk). */
function headNamedPaths(attributes, files) {
    const nameOf = headNamed(attributes);
    return new Map(files.flatMap((file) => {
        const rule = nameOf(file);
        return rule ? [[file.filename, rule]] : [];
    }));
}
/** Which cap (and `filter` log event, prepare.ts) names a file kept for its head-given name. */
function headNamedCapId(rule) {
    return rule === 'vendored' ? 'vendored-path-from-head' : 'generated-name-from-head';
}
/** Named in the review's "Limits reached", the job summary and a `bounds cap` line: one cap per kind. */
function headNamedCaps(named) {
    const kinds = [
        { cap: 'generated-name-from-head', what: 'a generated-looking name', attribute: 'linguist-generated' },
        { cap: 'vendored-path-from-head', what: 'a vendored path', attribute: 'linguist-vendored' },
    ];
    return kinds.flatMap(({ cap, what, attribute }) => {
        const paths = named.filter((n) => headNamedCapId(n.rule) === cap).map((n) => n.path);
        if (paths.length === 0)
            return [];
        const shown = paths.slice(0, 10).join(', ') + (paths.length > 10 ? ` and ${paths.length - 10} more` : '');
        return {
            cap,
            limit: paths.length,
            detail: `${paths.length} file${paths.length === 1 ? '' : 's'} the pull request adds under ${what} (${shown}) ` +
                `${paths.length === 1 ? 'was' : 'were'} reviewed by the security specialist alone (or the specialists input's), not left out: the ${cap === 'vendored-path-from-head' ? 'path' : 'name'} comes from the pull request, ` +
                `so it does not prove the code ${cap === 'vendored-path-from-head' ? 'third-party' : 'generated'}; mark such paths ${attribute} in the base .gitattributes to leave them out`,
        };
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/filter.js




const FILTER_RULES = (/* unused pure expression or super */ null && ([
    'user-exclude',
    'config-ignore',
    'not-included',
    'lockfile',
    'linguist-vendored',
    'vendored',
    'linguist-generated',
    'generated',
    'minified',
    'source-map',
    'snapshot',
    'binary',
    'removed',
    'submodule',
    'no-changes',
    'no-patch',
]));
const BINARY_EXTENSIONS = new Set([
    // images and design files (SVG is text and can carry script, so it stays reviewable)
    'png',
    'jpg',
    'jpeg',
    'gif',
    'bmp',
    'ico',
    'icns',
    'webp',
    'avif',
    'tif',
    'tiff',
    'psd',
    'heic',
    'xcf',
    'sketch',
    // fonts
    'woff',
    'woff2',
    'ttf',
    'otf',
    'eot',
    // archives and packages
    'zip',
    'tar',
    'gz',
    'tgz',
    'bz2',
    'xz',
    'zst',
    '7z',
    'rar',
    'jar',
    'war',
    'ear',
    'whl',
    'egg',
    'nupkg',
    'gem',
    'deb',
    'rpm',
    'apk',
    'ipa',
    'dmg',
    'iso',
    // executables and object code
    'exe',
    'dll',
    'so',
    'dylib',
    'bin',
    'o',
    'a',
    'lib',
    'obj',
    'class',
    'pyc',
    'pyo',
    'wasm',
    'node',
    // documents and media
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'odt',
    'ods',
    'mp3',
    'mp4',
    'm4a',
    'mov',
    'avi',
    'mkv',
    'wav',
    'ogg',
    'webm',
    'flac',
    // databases and data blobs
    'sqlite',
    'sqlite3',
    'db',
    'parquet',
    'pkl',
    'npy',
    'npz',
    'h5',
    'onnx',
    'pt',
    'ckpt',
    'safetensors',
]);
/** git's blob id of an empty file: the `sha` GitHub lists for one. */
const EMPTY_BLOB_SHA = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391';
function filter_basename(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function extension(path) {
    const name = filter_basename(path);
    const dot = name.lastIndexOf('.');
    return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
function buildChecks(rules) {
    const exclude = (0,path_filter/* compileGlobs */.tI)(rules.exclude);
    const ignore = (0,path_filter/* compileGlobs */.tI)(rules.ignore ?? []);
    const include = (0,path_filter/* compileGlobs */.tI)(rules.include);
    const generatedState = linguistState(rules.generated.map((g) => ({ glob: g.glob, value: g.generated })));
    const vendoredState = linguistState((rules.vendored ?? []).map((v) => ({ glob: v.glob, value: v.vendored })));
    // Linguist's generated? falls back to its file-name rules only when the attribute is unspecified, and
    // the name counts only when the base had it: the head's name alone is the author's word (generated-names.ts).
    const builtInGenerated = (f, rule) => NAME_RULES[rule].test(f.filename) && generatedState(f.filename) !== false && baseHadName(f, rule) ? { rule, reason: NAME_RULES[rule].reason } : undefined;
    return [
        (f) => {
            const verdict = (0,path_filter/* evaluateGlobs */.Xd)(exclude, f.filename);
            return verdict.selected ? { rule: 'user-exclude', reason: `matches the exclude input glob '${verdict.decidedBy}'` } : undefined;
        },
        (f) => {
            const verdict = (0,path_filter/* evaluateGlobs */.Xd)(ignore, f.filename);
            return verdict.selected
                ? { rule: 'config-ignore', reason: `matches the ignore glob '${verdict.decidedBy}' of ${REPOSITORY_CONFIG_PATH} (base commit)` }
                : undefined;
        },
        (f) => {
            if (include.length === 0)
                return undefined;
            const verdict = (0,path_filter/* evaluateGlobs */.Xd)(include, f.filename);
            if (verdict.selected)
                return undefined;
            return verdict.decidedBy
                ? { rule: 'not-included', reason: `left out by the include input glob '${verdict.decidedBy}'` }
                : { rule: 'not-included', reason: 'matches none of the include input globs' };
        },
        (f) => builtInGenerated(f, 'lockfile'),
        (f) => (vendoredState(f.filename) === true ? { rule: 'linguist-vendored', reason: 'marked linguist-vendored in .gitattributes' } : undefined),
        // Like the name rules: a vendored path counts only when the base had the file there (generated-names.ts).
        (f) => vendoredState(f.filename) === undefined && NAME_RULES.vendored.test(f.filename) && baseHadName(f, 'vendored')
            ? { rule: 'vendored', reason: NAME_RULES.vendored.reason }
            : undefined,
        (f) => (generatedState(f.filename) === true ? { rule: 'linguist-generated', reason: 'marked linguist-generated in .gitattributes' } : undefined),
        (f) => builtInGenerated(f, 'generated'),
        (f) => builtInGenerated(f, 'minified'),
        (f) => builtInGenerated(f, 'source-map'),
        (f) => builtInGenerated(f, 'snapshot'),
        (f) => (BINARY_EXTENSIONS.has(extension(f.filename)) ? { rule: 'binary', reason: `binary file (.${extension(f.filename)})` } : undefined),
        // A deleted file leaves nothing to comment on in the new version. Deleting an
        // auth guard, a workflow or a migration is itself worth review, so those stay.
        (f) => f.status === 'removed' && !(0,paths/* isSensitivePath */.e_)(f.filename)
            ? { rule: 'removed', reason: 'file removed (nothing left in the new version to review)' }
            : undefined,
        // With its pointer line as the patch (`Subproject commit <sha>`) a submodule is reviewed like any file.
        (f) => (f.submodule && (f.patch === undefined || f.patch === '') ? { rule: 'submodule', reason: submoduleReason(f) } : undefined),
        // Before no-changes: a row GitHub listed without patch or counts past its budget only looks unchanged.
        (f) => (f.withheld ? { rule: 'no-patch', reason: WITHHELD_REASON } : undefined),
        (f) => {
            if (f.patch !== undefined || f.changes !== 0)
                return undefined;
            if (f.status === 'added' || f.status === 'removed' || f.status === 'modified') {
                // GitHub lists a binary file just like an empty one (no patch, no changed lines); only the blob tells them apart.
                return f.sha === EMPTY_BLOB_SHA ? { rule: 'no-changes', reason: `empty file ${f.status}` } : undefined;
            }
            return { rule: 'no-changes', reason: `${f.status} without content changes${movedAcross(f)}` };
        },
        (f) => (f.patch === undefined || f.patch === '' ? { rule: 'no-patch', reason: noPatchReason(f) } : undefined),
    ];
}
/**
 * A submodule's change is its pointer to a commit of another repository: that repository's diff is
 * not the pull request's and cannot be read here, so a reviewer must follow it by hand.
 */
function submoduleReason(f) {
    const what = f.status === 'added' ? 'added' : 'moved to another commit';
    return `git submodule ${what} (GitHub sent no patch): its files are in another repository, whose changes this review cannot read; check that commit by hand`;
}
const WITHHELD_REASON = 'GitHub sent neither patch nor line counts: its files listing stops sending them after about 20,000 patch lines in one page, ' +
    'and this run read only a bounded number of such files again alone (cap github-diff-limit); any change to it is not reviewed';
function noPatchReason(f) {
    if (f.changes > 0)
        return 'GitHub sent no patch (binary or too large)';
    // Only an existing file's mode can change without its content.
    const what = f.status === 'added' || f.status === 'removed' ? 'a binary file' : 'a binary file, or a change of file mode only';
    return `GitHub sent no patch and counts no changed lines (${what})`;
}
/**
 * A pure rename or copy has no diff to review, but the move can be the change: a file moved into
 * `.github/workflows/` becomes a workflow, one moved out of it stops running. The high-risk path
 * signals the move gains or loses, named in the reason (fixed texts: the paths are in the row).
 */
function movedAcross(f) {
    if (f.previousFilename === undefined)
        return '';
    const high = (path) => (0,paths/* pathSignals */.x1)(path).flatMap((s) => (s.level === 'high' ? [s.reason] : []));
    const before = high(f.previousFilename);
    const after = high(f.filename);
    const onto = after.filter((r) => !before.includes(r));
    // A copy leaves the original where it was.
    const off = f.status === 'copied' ? [] : before.filter((r) => !after.includes(r));
    const parts = [onto.length > 0 ? `onto a sensitive path (${onto.join('; ')})` : '', off.length > 0 ? `off a sensitive path (${off.join('; ')})` : ''];
    const moved = parts.filter((p) => p !== '').join(' and ');
    return moved === '' ? '' : `, ${moved}: GitHub sends no diff, so check the move by hand`;
}
function byPath(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * The filter as a per-file check, its globs compiled once: prepare applies it
 * to each page of files as the page arrives, while later pages are in flight.
 */
function fileFilter(rules) {
    const checks = buildChecks(rules);
    return (file) => {
        for (const check of checks) {
            const verdict = check(file);
            if (verdict)
                return { path: file.filename, rule: verdict.rule, reason: verdict.reason };
        }
        return undefined;
    };
}
/**
 * Splits changed files into those to review and those excluded, each list
 * sorted by path. `verdictOf` gives verdicts computed earlier with fileFilter
 * (the same rules); without it every file is checked here.
 */
function filterFiles(files, rules, verdictOf = fileFilter(rules)) {
    const kept = [];
    const excluded = [];
    for (const file of files) {
        const verdict = verdictOf(file);
        if (verdict)
            excluded.push(verdict);
        else
            kept.push(file);
    }
    kept.sort((a, b) => byPath(a.filename, b.filename));
    excluded.sort((a, b) => byPath(a.path, b.path));
    return { kept, excluded };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/team-guidance.js

function teamGuidance(set, input) {
    const guidanceFor = (paths) => {
        const applied = rulesFor(set, paths, input.maxBytes);
        return { ...applied, text: input.redact(applied.text) };
    };
    const judged = [...new Set([...input.specialists.flatMap((s) => s.paths), ...input.recheckPaths])];
    return { specialists: input.specialists.map((s) => ({ ...s, guidance: guidanceFor(s.paths) })), verifier: guidanceFor(judged) };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/telemetry/redact.js + 1 modules
var redact = __webpack_require__(5635);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/risk.js


const SQL_VERB = /\b(?:select|insert|update|delete)\b/i;
const SQL_CLAUSE = /\b(?:from|into|set|where)\b/i;
const risk_CONTENT_RULES = [
    {
        topic: 'security',
        level: 'high',
        reason: 'runs code or shell commands (eval/exec/spawn)',
        match: [
            /\beval\s*\(|\bnew\s+Function\s*\(|\bchild_process\b|(?<![.\w])exec(?:File|Sync)?\s*\(|\bspawn(?:Sync)?\s*\(|\bexeca\s*\(|\bos\.(?:system|popen)\s*\(|\bsubprocess\.|\bshell\s*=\s*True|Runtime\.getRuntime\(\)\.exec|\bProcess\.Start\s*\(/,
        ],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'SQL built by string concatenation or interpolation',
        match: [
            [SQL_VERB, SQL_CLAUSE, /["'`]\s*\+|\+\s*["'`]|\$\{|%s|\.format\(|["']\s*%\s*\(/],
            [/\bf["']/, SQL_VERB, /\{/],
        ],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'writes raw HTML (innerHTML, dangerouslySetInnerHTML)',
        match: [
            /\.(?:inner|outer)HTML\s*\+?=|dangerouslySetInnerHTML|document\.write(?:ln)?\s*\(|\bv-html\b|insertAdjacentHTML|\bmark_safe\s*\(|\.html_safe\b|bypassSecurityTrust/,
        ],
    },
    {
        // The key body is redacted before staging; the reviewers still learn a key header was committed.
        topic: 'security',
        level: 'high',
        reason: 'private-key header (BEGIN … PRIVATE KEY) on an added line; its key material is redacted before staging',
        match: [/-----BEGIN [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY(?: BLOCK)?-----/],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'possible hard-coded secret',
        match: [/(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token|private[_-]?key|client[_-]?secret)["']?\s*[:=]\s*["'][^"'\s]{8,}["']/i],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'disables TLS certificate verification',
        match: [
            /rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['"]?0|\bverify\s*=\s*False|InsecureSkipVerify\s*:\s*true|CURLOPT_SSL_VERIFY(?:PEER|HOST)\s*,\s*(?:0|false)|\bCERT_NONE\b|check_hostname\s*=\s*False|strictSSL\s*:\s*false/i,
            [/\bcurl\b/, /\s(?:--insecure|-k)\b/],
        ],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'unsafe deserialisation',
        match: [
            /\bc?[Pp]ickle\.loads?\s*\(|\byaml\.load\s*\((?![^)]{0,200}SafeLoader)|\byaml\.unsafe_load\b|\bunserialize\s*\(|\bMarshal\.load\b|\bObjectInputStream\b|\bBinaryFormatter\b|node-serialize|\bjsonpickle\.decode\b/,
        ],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'file path taken from request input',
        match: [/(?:readFile\w{0,20}|createReadStream|sendFile|open|join|resolve)\s*\([^)]{0,300}\breq(?:uest)?\.(?:params|query|body)\b/],
    },
    {
        topic: 'security',
        level: 'high',
        reason: 'workflow trigger or expression exposed to untrusted input',
        match: [
            /\bpull_request_target\b|permissions:\s*write-all|\$\{\{\s*github\.event\.(?:pull_request|issue|comment|review|head_commit)\.[^}]{0,120}(?:title|body|ref|label|message|name)/,
        ],
    },
    {
        topic: 'security',
        level: 'medium',
        reason: 'regular expression built from a variable (ReDoS or injection)',
        match: [/\bnew\s+RegExp\s*\(\s*(?!['"`/])|\bre\.(?:compile|match|search)\s*\(\s*(?![rbuf]?['"])[A-Za-z_]/],
    },
    {
        topic: 'security',
        level: 'medium',
        reason: 'weak hash (MD5/SHA-1)',
        match: [/createHash\(\s*['"](?:md5|sha1)['"]|\bhashlib\.(?:md5|sha1)\s*\(|MessageDigest\.getInstance\(\s*"(?:MD5|SHA-?1)"|DigestUtils\.(?:md5|sha1)/i],
    },
    {
        topic: 'security',
        level: 'medium',
        reason: 'world-writable file permissions',
        match: [/\b0o?777\b/, [/\bchmod\b/, /\b[0-7]?777\b/]],
    },
    {
        // Text that speaks to automated reviewers is an attack on this very review:
        // the security specialist must see it, and the summary should name it.
        topic: 'security',
        level: 'high',
        reason: 'text addressed to AI reviewers (prompt-injection attempt)',
        match: [
            /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|your)\s+(?:instructions|prompts?|rules)\b/i,
            [/\b(?:AI|LLM|automated|bot)\s+(?:reviewers?|agents?|assistants?)\b/i, /\b(?:approve|no findings|ignore|instructions?|must|should)\b/i],
        ],
    },
    {
        topic: 'security',
        level: 'medium',
        reason: 'security TODO or FIXME left in code',
        match: [[/\b(?:TODO|FIXME|XXX|HACK)\b/i, /\b(?:secur|auth|vuln|unsafe|saniti[sz]|escap|xss|csrf|inject|password|token|permission)/i]],
    },
    {
        topic: 'security',
        level: 'medium',
        reason: 'removes an authentication, permission or validation check',
        match: [/\b(?:authori[sz]e|authenticate|requireAuth|isAdmin|checkPermission|hasPermission|verify|validate|csrf|sanitize)/i],
        lines: 'removed',
    },
    {
        topic: 'quality',
        level: 'medium',
        reason: 'error swallowed silently (empty catch)',
        match: [
            /\bcatch\s*(?:\([^)]{0,200}\))?\s*\{\s*\}|\bexcept\b[^:\n]{0,200}:\s*pass\b|\.catch\(\s*(?:\(\s*\w*\s*\)|\w+)\s*=>\s*(?:\{\s*\}|undefined|null)\s*\)|\bif\s+err\s*!=\s*nil\s*\{\s*\}/,
        ],
    },
    {
        topic: 'performance',
        level: 'low',
        reason: 'synchronous I/O',
        match: [/\b(?:readFileSync|writeFileSync|appendFileSync|execSync|spawnSync|existsSync|statSync|readdirSync|mkdirSync)\b/],
    },
    {
        topic: 'performance',
        level: 'low',
        reason: 'awaits inside a loop (serial I/O)',
        match: [[/\b(?:for|while)\b/, /\bawait\b/], /\.forEach\(\s*async\b/],
    },
    {
        topic: 'performance',
        level: 'low',
        reason: 'database queries in changed code',
        match: [[/\b(?:SELECT|INSERT|UPDATE|DELETE)\b/, /\b(?:FROM|INTO|SET|WHERE)\b/], /\.(?:query|findMany|findAll|findOne|aggregate)\s*\(/],
    },
    {
        topic: 'performance',
        level: 'low',
        reason: 'large or repeated data copies',
        match: [
            /JSON\.parse\(\s*JSON\.stringify|\bnew\s+Array\(\s*\d{5,}\s*\)|\bstructuredClone\s*\(/,
            /\.(?:sort|filter|map|reduce)\([^)]{0,200}\)\s*\.(?:sort|filter|map|reduce)\([^)]{0,200}\)\s*\.(?:sort|filter|map|reduce)\(/,
        ],
    },
];
/** Only the head of a line is read: past this, a line is minified code or data, not something a signal should hinge on. */
const MAX_SCANNED_LINE_CHARS = 2000;
function matches(matcher, line) {
    return matcher.some((entry) => (entry instanceof RegExp ? entry.test(line) : entry.every((re) => re.test(line))));
}
const PERFORMANCE_PATH_WORDS = new Set([
    'cache',
    'caching',
    'worker',
    'workers',
    'queue',
    'queues',
    'stream',
    'streams',
    'batch',
    'scheduler',
    'perf',
    'performance',
    'hot',
    'benchmark',
    'bench',
    'pool',
    'render',
    'renderer',
]);
const PERFORMANCE_PATH_REASON = 'performance-sensitive path (cache, worker, queue, stream…)';
const SECRET_REASON = 'possible hard-coded secret';
/** Size thresholds in changed lines (additions + deletions). */
const LARGE_CHANGE_LINES = 400;
const VERY_LARGE_CHANGE_LINES = 1000;
/** Reasons that mark security-relevant content, for specialist selection. */
const SECURITY_CONTENT_REASONS = new Set(risk_CONTENT_RULES.filter((r) => r.topic === 'security').map((r) => r.reason));
/** Reasons that mark performance-relevant code, for specialist selection. */
const PERFORMANCE_REASONS = new Set([
    ...risk_CONTENT_RULES.filter((r) => r.topic === 'performance').map((r) => r.reason),
    PERFORMANCE_PATH_REASON,
]);
/** Splits a patch into the lines it adds and the lines it removes (without their prefixes). */
function changedLines(patch) {
    const added = [];
    const removed = [];
    for (const line of (patch ?? '').split('\n')) {
        if (line.startsWith('+'))
            added.push(line.slice(1, 1 + MAX_SCANNED_LINE_CHARS));
        else if (line.startsWith('-'))
            removed.push(line.slice(1, 1 + MAX_SCANNED_LINE_CHARS));
    }
    return { added, removed };
}
/** Scores one changed file. Deterministic: same file, same level and reasons in the same order. */
function scoreRisk(file) {
    let level = 'low';
    const reasons = [];
    const add = (l, reason) => {
        level = (0,paths/* maxLevel */.Lf)(level, l);
        if (!reasons.includes(reason))
            reasons.push(reason);
    };
    for (const signal of (0,paths/* pathSignals */.x1)(file.filename))
        add(signal.level, signal.reason);
    if (file.previousFilename) {
        for (const signal of (0,paths/* pathSignals */.x1)(file.previousFilename))
            add(signal.level, `renamed from ${signal.reason}`);
    }
    if ((0,paths/* pathWords */.xR)(file.filename).some((w) => PERFORMANCE_PATH_WORDS.has(w)))
        add('low', PERFORMANCE_PATH_REASON);
    const { added, removed } = changedLines(file.patch);
    // One pass over all of a side's lines joined first: a rule that matches some line matches the
    // joined text too (no rule is anchored; for a conjunction each part matches somewhere), so a
    // miss there rules it out without a per-line scan. Lines are still what a match must hold.
    const joined = { added: added.join('\n'), removed: removed.join('\n') };
    for (const rule of risk_CONTENT_RULES) {
        const side = rule.lines === 'removed' ? 'removed' : 'added';
        const lines = side === 'removed' ? removed : added;
        if (matches(rule.match, joined[side]) && lines.some((line) => matches(rule.match, line)))
            add(rule.level, rule.reason);
    }
    // Known token formats (ghp_, sk-, AKIA…) count as secrets whatever the variable is called. The
    // same holds for redaction: the joined lines are left as they are only if every line is.
    if (!reasons.includes(SECRET_REASON) && (0,redact/* redactSecrets */.fp)(joined.added) !== joined.added && added.some((line) => (0,redact/* redactSecrets */.fp)(line) !== line)) {
        add('high', SECRET_REASON);
    }
    const size = file.additions + file.deletions;
    if (size >= VERY_LARGE_CHANGE_LINES)
        add('medium', `very large change (${size} lines)`);
    else if (size >= LARGE_CHANGE_LINES)
        add('medium', `large change (${size} lines)`);
    return { level, reasons };
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/config/settings.js
var settings = __webpack_require__(1187);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/policy/select.js



const OVERRIDE_REASON = 'selected by the specialists input';
function byRisk(a, b) {
    const r = paths/* RISK_ORDER */.pE[a.risk] - paths/* RISK_ORDER */.pE[b.risk];
    if (r !== 0)
        return r;
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
/** Non-test files before test files, each group riskiest first. */
function ordered(files) {
    return [...files.filter((f) => !f.isTest).sort(byRisk), ...files.filter((f) => f.isTest).sort(byRisk)].map((f) => f.patchFile);
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function listed(files, max = 3) {
    const names = files.slice(0, max).map((f) => f.path);
    return files.length > max ? `${names.join(', ')} and ${files.length - max} more` : names.join(', ');
}
/** Words of a file name without test affixes: `src/foo-bar.test.ts` and `lib/fooBar.ts` both give foo+bar. */
function subjectKey(path) {
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
    const words = (0,paths/* pathWords */.xR)(name).filter((w) => w !== 'test' && w !== 'tests' && w !== 'spec');
    return words.join('+');
}
function hasSecuritySignal(f) {
    return f.risk === 'high' || (0,paths/* isSensitivePath */.e_)(f.path) || f.reasons.some((r) => SECURITY_CONTENT_REASONS.has(r));
}
/**
 * One selection rule per registry entry (src/core/contracts/specialists.ts):
 * keyed by the registry's names, so a new specialist does not compile
 * without its rule. A rule returns undefined when its specialist sits out.
 */
const RULES = {
    correctness: ({ files, code }) => {
        if (code.length === 0)
            return undefined;
        const other = files.filter((f) => !code.includes(f));
        return { reasons: [`${plural(code.length, 'code file')} changed`], patches: [...ordered(code), ...ordered(other)] };
    },
    security: ({ files }) => {
        const flagged = files.filter(hasSecuritySignal);
        if (flagged.length === 0)
            return undefined;
        const security = files.filter((f) => hasSecuritySignal(f) || f.risk === 'medium');
        const reasons = [`security signals in ${plural(flagged.length, 'file')}: ${listed(flagged)}`];
        const high = flagged.filter((f) => f.risk === 'high');
        if (high.length > 0)
            reasons.push(`${plural(high.length, 'high-risk file')}`);
        return { reasons, patches: [...security].sort(byRisk).map((f) => f.patchFile) };
    },
    'code-quality': ({ code }) => (code.length > 0 ? { reasons: [`${plural(code.length, 'code file')} changed`], patches: ordered(code) } : undefined),
    performance: ({ files }) => {
        const perf = files.filter((f) => f.reasons.some((r) => PERFORMANCE_REASONS.has(r)));
        if (perf.length === 0)
            return undefined;
        const signals = [...new Set(perf.flatMap((f) => f.reasons.filter((r) => PERFORMANCE_REASONS.has(r))))].sort();
        return {
            reasons: [`performance signals (${signals.join('; ')}) in ${plural(perf.length, 'file')}: ${listed(perf)}`],
            patches: [...perf].sort(byRisk).map((f) => f.patchFile),
        };
    },
    tests: ({ source, tests }) => {
        if (tests.length > 0) {
            const keys = new Set(tests.map((t) => subjectKey(t.path)));
            const covered = source.filter((f) => keys.has(subjectKey(f.path)));
            const uncoveredRisky = source.filter((f) => !covered.includes(f) && f.risk === 'high');
            const reasons = [`${plural(tests.length, 'test file')} changed`];
            if (uncoveredRisky.length > 0)
                reasons.push(`high-risk code without a matching test change: ${listed(uncoveredRisky)}`);
            return { reasons, patches: [...[...tests].sort(byRisk), ...[...covered, ...uncoveredRisky].sort(byRisk)].map((f) => f.patchFile) };
        }
        if (source.length === 0)
            return undefined;
        return {
            reasons: [`${plural(source.length, 'code file')} changed without any test change (missing tests?)`],
            patches: [...source].sort(byRisk).map((f) => f.patchFile),
        };
    },
};
/** Picks specialists by rule, or exactly the override when given. Deterministic. */
function selectSpecialists(input, override) {
    if (input.length === 0)
        return [];
    // Sorted once so reasons that list files do not depend on the input order.
    const files = [...input].sort(byRisk);
    if (override && override.length > 0) {
        const all = files.map((f) => f.patchFile);
        return settings/* SPECIALISTS */.zP.filter((s) => override.includes(s)).map((name) => ({ name, reasons: [OVERRIDE_REASON], patches: all }));
    }
    const named = files.filter((f) => f.headNamed !== undefined);
    const out = withNamed(byRules(files.filter((f) => f.headNamed === undefined)), named);
    const read = new Set(out.flatMap((a) => a.patches));
    return [...unreadFallback(files, out, read), ...out];
}
/** The registry's rules over the files every specialist may read. */
function byRules(files) {
    if (files.length === 0)
        return [];
    const code = files.filter((f) => (0,paths/* isCodePath */.Xm)(f.path) || f.isTest);
    const context = { files, code, source: code.filter((f) => !f.isTest), tests: files.filter((f) => f.isTest) };
    return settings/* SPECIALISTS */.zP.flatMap((name) => {
        const chosen = RULES[name](context);
        return chosen ? [{ name, ...chosen }] : [];
    });
}
/** Why security reads files added under a head-given name: one reason per kind (generated-looking name, vendored path). */
function namedReasons(named) {
    const vendored = named.filter((f) => f.headNamed === 'vendored');
    const generated = named.filter((f) => f.headNamed !== 'vendored');
    return [
        ...(generated.length > 0
            ? [`${plural(generated.length, 'file')} the pull request adds under a generated-looking name (not proof it is generated): ${listed(generated)}`]
            : []),
        ...(vendored.length > 0
            ? [`${plural(vendored.length, 'file')} the pull request adds under a vendored path (not proof it is third-party): ${listed(vendored)}`]
            : []),
    ];
}
/** Security reads the files added under a head-given name, running for them if no other signal called it. */
function withNamed(out, named) {
    if (named.length === 0)
        return out;
    const reasons = namedReasons(named);
    const security = out.find((a) => a.name === 'security');
    if (security)
        return out.map((a) => (a === security ? { ...a, reasons: [...a.reasons, ...reasons], patches: [...a.patches, ...named.map((f) => f.patchFile)] } : a));
    const added = { name: 'security', reasons, patches: named.map((f) => f.patchFile) };
    return settings/* SPECIALISTS */.zP.flatMap((name) => (name === 'security' ? [added] : out.filter((a) => a.name === name)));
}
function unreadFallback(files, out, read) {
    // Without code, correctness sits out, but the specialists that run may read only some files (security
    // its sensitive ones, performance its signals): correctness reads every file, so nothing staged goes unread.
    const unread = files.filter((f) => !read.has(f.patchFile));
    if (unread.length === 0)
        return [];
    const reason = out.length === 0
        ? `no code changed; checking ${plural(files.length, 'changed file')} (configuration, docs) for mistakes`
        : `no code changed; ${plural(unread.length, 'changed file')} no other specialist reads: ${listed(unread)}`;
    // Not the files added under a head-given name: security reads those (withNamed).
    return [{ name: 'correctness', reasons: [reason], patches: files.filter((f) => f.headNamed === undefined).map((f) => f.patchFile) }];
}
/** Which specialists read each patch, for review-index.json's per-file `specialists`. */
function specialistsByPatch(assignments) {
    const map = new Map();
    for (const a of assignments) {
        for (const patch of a.patches)
            map.set(patch, [...(map.get(patch) ?? []), a.name]);
    }
    return map;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/stage/sanitise-incoming.js
var sanitise_incoming = __webpack_require__(4965);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/stage/pr-text-cap.js

/**
 * PR text (title, description, conversation comments, review bodies, thread comments) reaches
 * the agents cut at DEFAULT_MAX_CHARS with a "[truncated N characters]" marker that only they
 * see. Whatever was cut is also a cap, so the review's "Limits reached", the job summary and
 * telemetry name it: which text, and how much of it no reviewer read.
 */
const PR_TEXT_CAP = 'pr-text-chars';
const pr_text_cap_NAMED = 10;
function prTextCap(texts, redactor) {
    const all = [
        ['pull request title', texts.pr.title],
        ['pull request description', texts.pr.body],
        ...texts.issueComments.map((c) => [`comment ${c.id}`, c.body]),
        ...texts.reviews.map((r) => [`review ${r.id}`, r.body]),
        ...texts.threads.flatMap((t) => t.comments.map((c) => [`review comment ${c.databaseId}`, c.body])),
    ];
    const cut = all.flatMap(([name, text]) => {
        // Sanitising lengthens text only by NFC, at most threefold: a text within a third of the cap is never cut.
        if (text.length <= sanitise_incoming/* DEFAULT_MAX_CHARS */.PN / 3)
            return [];
        const n = (0,sanitise_incoming/* sanitiseCounted */.B7)(text, redactor).cut;
        return n > 0 ? [`${name} (${n.toLocaleString('en-US')} characters cut)`] : [];
    });
    if (cut.length === 0)
        return undefined;
    const more = cut.length > pr_text_cap_NAMED ? ` and ${cut.length - pr_text_cap_NAMED} more` : '';
    return {
        cap: PR_TEXT_CAP,
        limit: sanitise_incoming/* DEFAULT_MAX_CHARS */.PN,
        detail: `${cut.length} pull request text${cut.length === 1 ? ' was' : 's were'} longer than ${sanitise_incoming/* DEFAULT_MAX_CHARS */.PN.toLocaleString('en-US')} characters after hidden text was removed; ` +
            `the reviewers read only the start of each: ${cut.slice(0, pr_text_cap_NAMED).join(', ')}${more}`,
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/core/contracts/earlier-findings.js

/**
 * <stage>/earlier-findings.json: what the verifier needs to re-check earlier
 * findings the ledger could not settle by code. The runner writes it (see
 * src/stage/earlier-findings-file.ts), spawn_reviewers reads it; every text in
 * it is untrusted and was sanitised before it was written. Which ids are
 * re-checked, and how, travels in the run config, never in this file.
 */
const EARLIER_FINDINGS_FILE = 'earlier-findings.json';
const earlierFindingsFileSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(1),
    findings: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        path: schemas/* string */.YjP(),
        /** The file's path on the head when the pull request renamed it after the finding was posted. */
        renamedTo: schemas/* string */.YjP().optional(),
        side: schemas/* enum */.k5n(['LEFT', 'RIGHT']),
        line: schemas/* number */.aig().int().optional(),
        originalLine: schemas/* number */.aig().int().optional(),
        category: schemas/* string */.YjP().optional(),
        reason: schemas/* string */.YjP(),
        finding: schemas/* string */.YjP(),
        objections: schemas/* array */.YOg(schemas/* object */.Ikc({ author: schemas/* string */.YjP(), body: schemas/* string */.YjP() })),
        /** Earlier developer replies left out (only the last ones are shown): the verifier is told. */
        objectionsLeftOut: schemas/* number */.aig().int().positive().optional(),
        code: schemas/* string */.YjP(),
    })),
});

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/core/diff/diff-lines.js
var diff_lines = __webpack_require__(1016);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/stage/earlier-findings-file.js





/**
 * <stage>/earlier-findings.json: what the verifier needs to re-check earlier
 * findings the ledger could not settle by code (anchored lines changed, or a
 * developer objected). Every text is untrusted and sanitised (our own earlier
 * comment was model-written; replies are the developers'); the current code
 * near the anchor comes from the head's patch, redacted like staged patches.
 * Which ids are re-checked, and how, travels separately in the run config.
 */

const MAX_EXCERPT_BYTES = 4_000;
const MAX_FINDING_CHARS = 3_000;
const MAX_OBJECTION_CHARS = 2_000;
const MAX_OBJECTIONS = 5;
/**
 * The head's patch near a line: the whole patch when small, else the hunks nearest the line.
 * A LEFT thread's line numbers the old side (removed code), a RIGHT one's the new side.
 */
function excerptNear(patch, line, side = 'RIGHT') {
    if (!patch)
        return '(no patch: the file has no textual diff on the head)';
    if (Buffer.byteLength(patch) <= MAX_EXCERPT_BYTES)
        return patch;
    const target = line ?? 1;
    const hunks = (0,diff_lines/* splitPatchHunks */.qS)(patch).map((h) => {
        const range = HEADER.exec(h.text);
        return side === 'RIGHT'
            ? { text: h.text, start: h.newStart, lines: h.newLines }
            : { text: h.text, start: Number(range?.[1] ?? 0), lines: Number(range?.[2] ?? 1) };
    });
    const ranked = hunks.sort((a, b) => distance(a.start, a.lines, target) - distance(b.start, b.lines, target));
    const kept = [];
    let bytes = 0;
    for (const h of ranked) {
        if (bytes + Buffer.byteLength(h.text) > MAX_EXCERPT_BYTES && kept.length > 0)
            break;
        // The nearest hunk alone is too large (an added file is one hunk): the lines around the anchor, not its top.
        kept.push(Buffer.byteLength(h.text) > MAX_EXCERPT_BYTES ? windowOf(h.text, target, side, MAX_EXCERPT_BYTES) : h.text);
        bytes += Buffer.byteLength(h.text);
    }
    return kept.join('\n…\n');
}
const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,\d+)? @@/;
/** The lines of one hunk around `line` (of `side`), within `budget` bytes, under a header naming the lines shown. */
function windowOf(hunk, line, side, budget) {
    const [header = '', ...body] = hunk.split('\n');
    const starts = HEADER.exec(header);
    let oldLine = Number(starts?.[1] ?? 0);
    let newLine = Number(starts?.[3] ?? 1);
    const at = body.map((l) => {
        const here = { old: oldLine, new: newLine };
        if (!l.startsWith('+') && !l.startsWith('\\'))
            oldLine++;
        if (!l.startsWith('-') && !l.startsWith('\\'))
            newLine++;
        return here;
    });
    const found = at.findIndex((p, i) => (side === 'RIGHT' ? p.new >= line && !body[i]?.startsWith('-') : p.old >= line && !body[i]?.startsWith('+')));
    const center = found < 0 ? body.length - 1 : found;
    const size = (i) => Buffer.byteLength(body[i] ?? '') + 1;
    let from = center;
    let to = center;
    let bytes = size(center) + header.length + 20;
    // Grow one line up and one down at a time, so the anchor stays in the middle.
    for (;;) {
        const up = from > 0 && bytes + size(from - 1) <= budget;
        if (up)
            bytes += size(--from);
        const down = to < body.length - 1 && bytes + size(to + 1) <= budget;
        if (down)
            bytes += size(++to);
        if (!up && !down)
            break;
    }
    const shown = body.slice(from, to + 1);
    const oldCount = shown.filter((l) => !l.startsWith('+') && !l.startsWith('\\')).length;
    const newCount = shown.filter((l) => !l.startsWith('-') && !l.startsWith('\\')).length;
    const first = at[from] ?? { old: 0, new: 1 };
    const lines = shown.join('\n');
    return `@@ -${oldCount === 0 ? Math.max(0, first.old - 1) : first.old},${oldCount} +${first.new},${newCount} @@\n${lines.slice(0, budget)}`;
}
function distance(start, lines, line) {
    if (line < start)
        return start - line;
    if (line > start + lines)
        return line - start - lines;
    return 0;
}
/**
 * The verifier hears the last MAX_OBJECTIONS replies of a disputed thread: a thread with more is a
 * cap of the run, named in the review's "Limits reached", the job summary and a `bounds cap` line.
 */
function earlierRepliesCap(entries) {
    const over = entries.filter((e) => e.action === 'dispute' && e.objections.length > MAX_OBJECTIONS);
    if (over.length === 0)
        return undefined;
    const left = over.reduce((n, e) => n + e.objections.length - MAX_OBJECTIONS, 0);
    const threads = `${over.length} disputed earlier finding${over.length === 1 ? '' : 's'} (${over
        .slice(0, 5)
        .map((e) => e.findingId)
        .join(', ')}${over.length > 5 ? ', …' : ''})`;
    return {
        cap: 'developer replies per re-checked finding',
        limit: MAX_OBJECTIONS,
        detail: `${threads}: the verifier heard the last ${MAX_OBJECTIONS} replies of each; ${left} earlier repl${left === 1 ? 'y was' : 'ies were'} left out, and it was told so`,
    };
}
/**
 * The verifier hears an earlier finding's text and each reply cut to MAX_FINDING_CHARS and
 * MAX_OBJECTION_CHARS, with a marker only it sees: each text cut is named in a cap too, so people
 * know which part of a developer's argument the re-check never read.
 */
function earlierTextCap(entries, redactor) {
    const cut = entries.flatMap((e) => {
        const finding = (0,sanitise_incoming/* sanitiseCounted */.B7)(e.rootBody, redactor, { maxChars: MAX_FINDING_CHARS }).cut;
        const replies = e.objections.slice(-MAX_OBJECTIONS).flatMap((o) => {
            const n = (0,sanitise_incoming/* sanitiseCounted */.B7)(o.body, redactor, { maxChars: MAX_OBJECTION_CHARS }).cut;
            return n > 0
                ? [`reply by ${(0,sanitise_incoming/* sanitiseUntrusted */.zO)(o.author, redactor, { maxChars: 100 })} on ${e.findingId} (${n.toLocaleString('en-US')} characters cut)`]
                : [];
        });
        return [...(finding > 0 ? [`earlier finding ${e.findingId} (${finding.toLocaleString('en-US')} characters cut)`] : []), ...replies];
    });
    if (cut.length === 0)
        return undefined;
    return {
        cap: 'earlier finding and reply length',
        limit: MAX_OBJECTION_CHARS,
        detail: `the verifier read earlier findings up to ${MAX_FINDING_CHARS.toLocaleString('en-US')} characters and replies up to ${MAX_OBJECTION_CHARS.toLocaleString('en-US')}, and was told of each cut: ${cut.slice(0, 10).join(', ')}${cut.length > 10 ? ` and ${cut.length - 10} more` : ''}`,
    };
}
function renderEarlierFindingsFile(entries, patchOf, redactor) {
    return {
        version: 1,
        findings: entries.map((e) => {
            const patch = patchOf(e.currentPath ?? e.path);
            return {
                id: e.findingId,
                path: e.path,
                ...(e.currentPath !== undefined ? { renamedTo: e.currentPath } : {}),
                side: e.side,
                ...(e.line !== undefined ? { line: e.line } : {}),
                ...(e.originalLine !== undefined ? { originalLine: e.originalLine } : {}),
                ...(e.category !== undefined ? { category: e.category } : {}),
                reason: e.reason,
                finding: (0,sanitise_incoming/* quoteUntrusted */.X0)(`earlier finding ${e.findingId}`, (0,sanitise_incoming/* sanitiseUntrusted */.zO)(e.rootBody, redactor, { maxChars: MAX_FINDING_CHARS })),
                objections: e.objections.slice(-MAX_OBJECTIONS).map((o) => {
                    const author = (0,sanitise_incoming/* sanitiseUntrusted */.zO)(o.author, redactor, { maxChars: 100 });
                    return { author, body: (0,sanitise_incoming/* quoteUntrusted */.X0)(`reply by ${author}`, (0,sanitise_incoming/* sanitiseUntrusted */.zO)(o.body, redactor, { maxChars: MAX_OBJECTION_CHARS })) };
                }),
                ...(e.objections.length > MAX_OBJECTIONS ? { objectionsLeftOut: e.objections.length - MAX_OBJECTIONS } : {}),
                code: excerptNear(patch === undefined ? undefined : (0,redact_patch/* redactPatch */.I)((0,visible_escapes/* showHiddenInPatch */.fo)(patch), redactor).text, e.line ?? e.originalLine, e.side),
            };
        }),
    };
}
/** The file's text: hidden characters of paths (and code) shown as `\uXXXX`, as in review-index.json; JSON.parse gives them back exactly. */
function serialiseEarlierFindings(file) {
    return `${(0,visible_escapes/* escapeHiddenInJson */.Jp)(JSON.stringify(file, null, 2))}\n`;
}

// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/stage/safe-name.js
var safe_name = __webpack_require__(5759);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/stage/stage-review.js + 1 modules
var stage_review = __webpack_require__(3391);
// EXTERNAL MODULE: ./node_modules/.cache/harbourmaster-build/src/telemetry/stage-timer.js
var stage_timer = __webpack_require__(6343);
;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/context/token-identity.js


/**
 * A publishing run whose token acts as someone other than expected-bot-login would post its
 * review and then fail to prove it: the proof, the ledger and the one-review-per-commit check
 * count only reviews by expected-bot-login, so the review would be called a copy of the marker
 * and every later run would ignore it and review again. Refused before any agent runs.
 * GraphQL names an app by its bare slug in some places, so `<login>[bot]` counts as the same.
 */
function refuseForeignIdentity(viewerLogin, settings) {
    if (viewerLogin === undefined || (settings.mode !== 'comment' && settings.mode !== 'blocking'))
        return;
    const expected = settings.expectedBotLogin;
    if ((0,markers/* sameLogin */.Up)(viewerLogin, expected) || (0,markers/* sameLogin */.Up)(`${viewerLogin}[bot]`, expected))
        return;
    throw new errors/* ConfigurationError */.j1(`The github-token acts as '${viewerLogin}' on GitHub, but expected-bot-login is '${expected}': the review would be posted by '${viewerLogin}' ` +
        `and not counted as Harbourmaster's (publication not proven, later runs would ignore it). ` +
        `Set expected-bot-login: ${viewerLogin}, or pass the token of '${expected}'. Nothing was posted.`, 'expected-bot-login');
}

;// CONCATENATED MODULE: ./node_modules/.cache/harbourmaster-build/src/prepare.js





































async function prepare(deps) {
    try {
        return await runPrepare(deps);
    }
    catch (error) {
        if (error instanceof errors/* SkipRun */.x7)
            throw error;
        const failure = tokenRefusal((0,errors/* toHarbourmasterError */.Fk)(error));
        deps.logger.event('prepare', 'failed', {
            pr: deps.event.number,
            class: failure.failureClass,
            status: (0,github_failure/* statusOf */.c2)(failure) ?? (0,github_failure/* statusOf */.c2)(failure.cause),
        });
        throw failure;
    }
}
async function runPrepare(deps) {
    const { settings, env, event, logger } = deps;
    const ref = { owner: env.repository.owner, repo: env.repository.repo, number: event.number };
    const requestsBefore = deps.stats?.requests ?? 0;
    const whole = (0,stage_timer/* startStage */.N)(logger, 'prepare', { pr: ref.number });
    const context = (0,stage_timer/* startStage */.N)(logger, 'context', { pr: ref.number });
    // Filtering and risk scoring are per file: each file page is analysed as it arrives, while the
    // remaining pages are in flight, instead of all of it after the last one (docs/performance.md).
    const early = pageAnalysis(scoreRisk);
    // The reads that need only the PR's number leave with the PR read instead of after it: the
    // first pages of reviews, comments and files and the review-thread query, whose answers lead to
    // the later pages. A PR with more than 100 reviews or 200 threads then needs one round trip
    // fewer. A run the gate skips has made these reads for nothing (reads only, never a write).
    // The server answers in arrival order (the bench's fake): the reads whose answers lead to more
    // requests leave first, the file pages one event-loop turn later.
    const prRead = loadPullRequest(deps.rest, ref);
    // The base's .gitattributes in the directories above changed files, asked for page by page (nested-gitattributes.ts).
    const nested = nestedGitattributesReader(deps.graphql, ref, prRead);
    const onPage = (files) => (early.page(files), nested.page(files));
    const reviewsRead = loadReviews(deps.rest, ref);
    // Our comments someone else edited are read as we posted them (comment-edits.ts).
    const threadsRead = (0,context_threads/* loadReviewThreads */.yN)(deps.graphql, ref).then((loaded) => (refuseForeignIdentity(loaded.viewerLogin, settings), (0,comment_edits/* withOriginals */.XQ)(deps.graphql, loaded, settings.expectedBotLogin)));
    const commentsRead = loadIssueComments(deps.rest, ref, { limit: 100 });
    const filesRead = new Promise((resolve) => setImmediate(resolve)).then(() => loadFiles(deps.rest, ref, { changedFiles: prRead.then((read) => read.changedFiles), onPage }).then((listed) => (nested.listed(), listed)));
    // Observed below, or dropped with a skipped run: never an unhandled rejection.
    for (const read of [reviewsRead, threadsRead, commentsRead, filesRead])
        read.catch(() => undefined);
    const pr = await prRead;
    (0,gate_run/* runGate */.Rg)(event, pr, settings, logger, { headCheckFollows: (0,gate_run/* checksReviewedHead */.ld)(settings) });
    // Configuration, rules and .gitattributes come from the BASE commit, never the checkout (base-configuration.ts).
    const baseRead = readBaseConfiguration({ graphql: deps.graphql, rest: deps.rest }, { owner: ref.owner, repo: ref.repo, sha: pr.baseSha });
    // The catch loses nothing: a failed read is awaited below, and a throw making the filter recurs where it is made again.
    baseRead.then((read) => early.start(fileFilter(filterRules(settings, read)))).catch(() => undefined);
    // The compare (delta review) needs only the reviews and the head, so it leaves as soon as the
    // review pages are in, beside the file pages still in flight, not after every other read.
    const deltaRead = reviewsRead.then((loaded) => deltaSince(deps, ref, { reviews: loaded.reviews, expectedLogin: settings.expectedBotLogin, instance: settings.instance, headSha: pr.headSha }));
    const [loaded, reviews, comments, threads, baseRoot, delta] = await Promise.all([filesRead, reviewsRead, commentsRead, threadsRead, baseRead, deltaRead]);
    const [nestedRead, baseLoaded] = await nested.done().then((read) => [read, withNestedGitattributes(baseRoot, read)]);
    await early.drained();
    const { base, ruleSet } = settleBaseConfiguration(baseLoaded, pr.baseSha, loaded.files, settings);
    logBaseConfiguration(logger, base, ruleSet, baseLoaded.files.requests);
    const caps = [...loaded.caps, ...reviews.caps, ...comments.caps, ...threads.caps, ...(nestedRead.cap ? [nestedRead.cap] : [])];
    // Only this instance's earlier output is its own (another Harbourmaster job may post as the same login).
    const { expectedBotLogin: login, instance } = settings;
    const [earlierFindings, earlierRuns] = [(0,earlier_findings/* findEarlierFindings */.oh)(threads.threads, login, instance), (0,earlier_findings/* findEarlierRuns */.ai)(reviews.reviews, login, instance)];
    if (delta.kind === 'delta')
        logger.event('delta', 'delta', { since: delta.since, commits: delta.commits, changed: delta.changed.size });
    else
        logger.event('delta', 'full', { since: delta.since, reason: delta.reason });
    const seen = {
        threads: threads.threads,
        expectedLogin: login,
        instance,
        files: loaded.files,
        listingCapped: loaded.caps.some((c) => c.cap === 'github-file-limit'),
    };
    // The filter's verdict by path, for a thread whose file a rename moved out of review (src/policy/moved-out-of-review.ts).
    const verdict = fileFilter(filterRules(settings, baseLoaded));
    const leftOut = leftOutAt(verdict, loaded.files);
    const whereabouts = await locateWithoutCompare(deps.graphql, ref, { ...seen, delta, head: pr.headSha, findings: earlierFindings }, logger);
    const ledger = decideLedger({ ...seen, delta, pullRequestAuthor: pr.author, leftOut, ...whereabouts });
    context.done({
        files: loaded.files.length,
        pages: loaded.pages,
        files_reread: loaded.reread > 0 ? loaded.reread : undefined,
        reviews: reviews.reviews.length,
        comments: comments.comments.length,
        threads: threads.threads.length,
        graphql_queries: threads.queries,
        earlier_findings: earlierFindings.length,
    });
    await (0,gate_run/* skipReviewedHead */.Lv)(deps.settings, deps.event, deps.logger, pr.headSha, reviews.reviews, deps.graphql);
    const filterTimer = (0,stage_timer/* startStage */.N)(logger, 'filter');
    logMacros(logger, attributesOf(baseLoaded).macros);
    // The early verdict knew only the root .gitattributes: a file beneath a subdirectory's is judged again (not counted early).
    const earlyVerdict = (file) => (underNestedGitattributes(baseLoaded, file.filename) ? undefined : early.get(file));
    const filtered = filterFiles(loaded.files, filterRules(settings, baseLoaded), (file) => {
        const known = earlyVerdict(file);
        return known ? known.excluded : verdict(file);
    });
    const moves = new Map(movesOutOfReview(filtered.excluded, loaded.files, delta, verdict, whereabouts.movedWithoutCompare).map((m) => [m.path, m]));
    filtered.excluded = noteMoves(filtered.excluded, [...moves.values()]);
    logExcluded(logger, filtered.excluded, (path) => moves.get(path)?.from);
    filterTimer.done({
        kept: filtered.kept.length,
        excluded: filtered.excluded.length,
        analysed_early: loaded.files.filter((f) => earlyVerdict(f) !== undefined).length,
    });
    const { mode, blockingSeverity } = settings;
    const { changedNow, unchangedSinceReview } = deltaScope({ ...seen, mode, blockingSeverity, reviews: reviews.reviews, delta, files: filtered.kept }, logger);
    const riskTimer = (0,stage_timer/* startStage */.N)(logger, 'risk');
    const scored = changedNow.map((file) => ({ file, score: early.get(file)?.score ?? scoreRisk(file) }));
    riskTimer.done({
        high: scored.filter((s) => s.score.level === 'high').length,
        medium: scored.filter((s) => s.score.level === 'medium').length,
        low: scored.filter((s) => s.score.level === 'low').length,
    });
    const boundsTimer = (0,stage_timer/* startStage */.N)(logger, 'bounds');
    // A generated-looking name or vendored path the pull request gives is no reason to leave the file out
    // (generated-names.ts); such files are bounded after the others of their risk.
    const ruleOf = headNamedPaths(attributesOf(baseLoaded), scored.map((s) => s.file));
    const bounded = applyBounds(scored.map((s) => ({ file: s.file, risk: s.score.level, headNamed: ruleOf.has(s.file.filename) })), { maxFiles: settings.maxFiles, maxPatchBytes: settings.maxPatchBytes, maxTotalBytes: settings.maxTotalBytes, redactor: deps.redactor });
    caps.push(...bounded.caps);
    const namedByHead = bounded.staged.flatMap((s) => {
        const rule = ruleOf.get(s.file.filename);
        return rule ? [{ path: s.file.filename, rule }] : [];
    });
    for (const n of namedByHead) {
        if (n.rule === 'vendored')
            logger.event('filter', 'vendored-path-from-head', { path: n.path, rule: n.rule });
        else
            logger.event('filter', 'generated-name-from-head', { path: n.path, rule: n.rule });
    }
    caps.push(...headNamedCaps(namedByHead));
    // An unchanged file due a re-read that a cap left out is not reviewed again either: the review says so.
    const recheckLeftOut = delta.kind === 'delta' ? bounded.skipped.map((e) => e.path).filter((path) => !delta.changed.has(path)) : [];
    // Body-only findings the size limit cut from the delta base's body: lost, and said (context/body-cut.ts).
    ledger.inBodyLost = bodyCutCount(reviews.reviews, login, instance, delta);
    const lost = [bodyCutCap(ledger.inBodyLost, delta.since ?? '', delta), editedBodyLostCap(delta, filtered.excluded.length + bounded.skipped.length)];
    caps.push(...lost.filter((c) => c !== undefined));
    if (delta.kind === 'full' && delta.baseEditedBy !== undefined)
        ledger.inBodyOriginal = delta.baseOriginal === undefined ? 'lost' : 'read';
    // Logged with the bounds' caps and staged with them: the review's "Limits reached" names it.
    const replies = earlierRepliesCap(ledger.entries);
    if (replies)
        caps.push(replies);
    const textCut = [
        prTextCap({ pr, issueComments: comments.comments, reviews: reviews.reviews, threads: threads.threads }, deps.redactor),
        earlierTextCap(ledger.entries.filter((e) => e.action === 'reverify' || e.action === 'dispute'), deps.redactor),
    ];
    caps.push(...textCut.filter((c) => c !== undefined));
    logBounds(logger, bounded, caps);
    boundsTimer.done({ staged: bounded.staged.length, skipped: bounded.skipped.length, caps: caps.length });
    const selectTimer = (0,stage_timer/* startStage */.N)(logger, 'select');
    const scoreOf = new Map(scored.map((s) => [s.file.filename, s.score]));
    const selectable = bounded.staged.map((s) => ({
        path: s.file.filename,
        risk: s.risk,
        reasons: scoreOf.get(s.file.filename)?.reasons ?? [],
        patchFile: (0,safe_name/* encodePatchName */.M3)(s.file.filename),
        isTest: (0,paths/* isTestPath */.MQ)(s.file.filename),
        headNamed: ruleOf.get(s.file.filename),
    }));
    const pathOfPatch = new Map(selectable.map((s) => [s.patchFile, s.path]));
    // Earlier findings the verifier re-checks: its guidance covers their files too.
    const recheck = ledger.entries.filter((e) => e.action === 'reverify' || e.action === 'dispute');
    const assigned = selectSpecialists(selectable, settings.specialists).map((a) => ({ ...a, paths: a.patches.flatMap((p) => pathOfPatch.get(p) ?? []) }));
    const guidance = teamGuidance(ruleSet, {
        specialists: assigned,
        recheckPaths: recheck.map((e) => e.currentPath ?? e.path),
        maxBytes: base.config.rules['max-bytes'],
        // The repository's own text, yet a token a maintainer pasted into AGENTS.md must reach no agent or provider.
        redact: (text) => (deps.redactor ? deps.redactor.redact(text) : (0,redact/* redactSecrets */.fp)(text)),
    });
    const selection = guidance.specialists;
    logGuidance(logger, [...selection.map((s) => [s.name, s.guidance]), ['verifier', guidance.verifier]]);
    const specialistsOf = new Map();
    for (const s of selection)
        for (const path of s.paths)
            specialistsOf.set(path, [...(specialistsOf.get(path) ?? []), s.name]);
    for (const s of selection)
        logger.event('select', 'specialist', { name: s.name, files: s.paths.length, reasons: s.reasons.join('; ') });
    selectTimer.done({ specialists: selection.length });
    const stageTimer = (0,stage_timer/* startStage */.N)(logger, 'stage');
    const files = bounded.staged.map((s) => ({
        file: s.file,
        patch: s.patch,
        truncated: s.truncated,
        risk: s.risk,
        riskReasons: scoreOf.get(s.file.filename)?.reasons ?? [],
        specialists: specialistsOf.get(s.file.filename) ?? [],
    }));
    const exclusions = [...filtered.excluded, ...bounded.skipped];
    const staged = await (0,stage_review/* stageReview */.n)({
        parentDir: deps.stageParent ?? env.runnerTemp,
        dir: deps.stageDir,
        pr,
        files,
        exclusions,
        caps,
        specialists: selection.map((s) => ({ name: s.name, reasons: s.reasons, paths: s.paths })),
        discussion: {
            issueComments: comments.comments,
            issueCommentsTotal: comments.total,
            reviews: reviews.reviews,
            threads: threads.threads,
            earlierFindings,
            expectedBotLogin: settings.expectedBotLogin,
        },
        ...(deps.redactor ? { redactor: deps.redactor } : {}),
    });
    const patchOf = new Map(loaded.files.map((f) => [f.filename, f.patch]));
    await (0,promises_.writeFile)((0,external_node_path_.join)(staged.dir, EARLIER_FINDINGS_FILE), serialiseEarlierFindings(renderEarlierFindingsFile(recheck, (path) => patchOf.get(path), deps.redactor)), { mode: 0o600, flag: 'wx' });
    stageTimer.done({ dir: staged.dir, patches: staged.patchNames.size, bytes: staged.patchBytes });
    const reviewed = new Set(staged.allowlist);
    const leftOutBy = new Map(exclusions.map((e) => [e.path, e.reason]));
    ledger.inBody = openInBody({
        ...seen,
        reviews: reviews.reviews,
        delta,
        reviewed,
        known: ledger.known,
        leftOut: (path) => leftOutBy.get(path),
        // A gating run counts the blocking ones as it counts open threads (publication/conclude.ts); the body says so.
        ...(mode === 'check-only' || mode === 'blocking' ? { blockingSeverity } : {}),
    });
    logLedger(logger, ledger);
    const githubRequests = deps.stats ? deps.stats.requests - requestsBefore : undefined;
    const counts = {
        changedFiles: pr.changedFiles,
        listedFiles: loaded.files.length,
        reviewable: filtered.kept.length,
        staged: files.length,
        excluded: exclusions.length,
        threads: threads.threads.length,
        reviews: reviews.reviews.length,
        issueComments: comments.comments.length,
        patchBytes: staged.patchBytes,
    };
    const ms = whole.done({
        files: counts.listedFiles,
        reviewable: counts.reviewable,
        staged: counts.staged,
        excluded: counts.excluded,
        caps: caps.length,
        requests: githubRequests,
    });
    return {
        pr,
        headSha: pr.headSha,
        stageDir: staged.dir,
        index: staged.index,
        allowlist: staged.allowlist,
        listed: new Map(loaded.files.map((f) => [f.filename, { patch: f.patch, removed: f.status === 'removed' }])),
        patchNames: staged.patchNames,
        specialists: selection,
        verifierGuidance: guidance.verifier,
        earlierFindings,
        earlierRuns,
        delta,
        unchangedSinceReview: [...unchangedSinceReview, ...recheckLeftOut],
        ...(recheckLeftOut.length > 0 ? { recheckLeftOut } : {}),
        ledger,
        base,
        exclusions,
        caps,
        counts,
        githubRequests,
        ms,
    };
}


/***/ }),

/***/ 6343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ startStage)
/* harmony export */ });
function startStage(logger, stage, fields = {}) {
    const started = performance.now();
    logger.event(stage, 'start', fields);
    const ms = () => Math.round(performance.now() - started);
    return {
        ms,
        done(more = {}) {
            const elapsed = ms();
            logger.event(stage, 'done', { ...fields, ...more, ms: elapsed });
            return elapsed;
        },
    };
}


/***/ })

};
