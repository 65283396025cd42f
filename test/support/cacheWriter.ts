/** Child process for the cache concurrency test: puts items [from, to) into one scope. */
import { ResultCache, type CacheScope } from '../../src/cache/index.js';

const [dir, scopeJson, from, to] = process.argv.slice(2);
const cache = ResultCache.open<{ score: number }>(dir!, JSON.parse(scopeJson!) as CacheScope);
for (let i = Number(from); i < Number(to); i++) cache.put({ id: `item-${i}` }, { score: i / 7 });
cache.close();
