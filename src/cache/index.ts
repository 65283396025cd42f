/** cache/: per-item results kept by content across runs, so a rerun or a new candidate reuses finished work. */
export { ResultCache, contentKey, CACHE_LAYOUT, type CacheScope, type CacheScopeAbout, type CacheScopeFile } from './resultCache.js';
export { cacheInfo, digestsInfo, pruneCache, type CacheScopeInfo } from './cacheInfo.js';
export { DiskDigestMemo, DIGESTS_FOLDER } from './digestMemo.js';
export { defaultCacheDir, checkCacheDir } from './cacheDir.js';
