/** Suite lines: field validation shared by every family's line parser (errors carry file:line). */
export { type LineSource, parseJsonObject, requireString, requireBoolean, optionalTags, requireId, describe } from './parseLine.js';
export { decodeUtf8 } from './decodeUtf8.js';
export { MAX_LINE_BYTES, checkLineLimit } from './lineLimit.js';
