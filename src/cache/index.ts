/** cache/: per-item results kept by content across runs, so a rerun or a new candidate reuses finished work. */
export { ResultCache, contentKey, CACHE_LAYOUT, type CacheScope } from './resultCache.js';
export { cacheInfo, pruneCache, type CacheScopeInfo } from './cacheInfo.js';
