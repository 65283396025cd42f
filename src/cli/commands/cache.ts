/** `tunegate cache info|prune`: what the result cache holds, and removing what has not been used lately. */
import { homedir } from 'node:os';
import { UsageError } from '../../errors/index.js';
import { cacheChoice } from '../cacheFlag.js';
import { AGE_DURATION, durationFlag } from '../durationFlag.js';
import type { CliCommand } from './command.js';

export const cacheCommand: CliCommand = {
  name: 'cache <action>',
  describe: 'Show (info) or prune (prune --older-than 30d) the result cache that compare reuses across runs',
  builder: (y) =>
    y
      .positional('action', {
        type: 'string',
        choices: ['info', 'prune'],
        describe: 'info: size and scopes; prune: remove scopes not used within --older-than',
      })
      .option('cache', {
        type: 'string',
        requiresArg: true,
        describe: 'Result cache folder',
        defaultDescription: '$TUNEGATE_CACHE_DIR, else $XDG_CACHE_HOME/tunegate, else ~/.cache/tunegate',
      })
      .option('older-than', { type: 'string', requiresArg: true, describe: 'prune: remove scopes last used longer ago than this, e.g. 30d, 12h, 2w' })
      .example('$0 cache info', 'Size of the cache and each model/family scope in it')
      .example('$0 cache prune --older-than 30d', 'Remove results no run has used for 30 days'),
  run: async (args, context) => {
    const { cacheInfo, defaultCacheDir, digestsInfo, pruneCache } = await import('../../cache/index.js');
    const { formatBytes } = await import('../../format/index.js');
    const env = { ...process.env, TUNEGATE_NO_CACHE: undefined };
    const dir = cacheChoice(args['cache'], env, defaultCacheDir(process.env, homedir()))?.dir;
    if (dir === undefined) throw new UsageError('--no-cache names no cache folder', 'Pass --cache DIR, or leave it out for the default folder.');
    const olderThan = args['older-than'];
    if (args['action'] === 'prune') {
      if (typeof olderThan !== 'string')
        throw new UsageError(
          'cache prune needs --older-than, e.g. --older-than 30d',
          'Say how long unused results are kept: tunegate cache prune --older-than 30d.',
        );
      const cutoff = Date.now() - durationFlag(olderThan, '--older-than', AGE_DURATION);
      const removed = pruneCache(dir, cutoff);
      const freed = removed.reduce((sum, info) => sum + info.bytes, 0);
      context.stdout(
        `removed ${removed.length} scope${removed.length === 1 ? '' : 's'} not used since ${new Date(cutoff).toISOString()} (${formatBytes(freed)}) from ${dir}\n`,
      );
      return 0;
    }
    if (olderThan !== undefined) throw new UsageError('--older-than belongs to `tunegate cache prune`');
    const scopes = cacheInfo(dir);
    const digests = digestsInfo(dir);
    const total = scopes.reduce((sum, info) => sum + info.bytes, 0) + digests.bytes;
    const lines = [
      `${dir}: ${formatBytes(total)} in ${scopes.length} scope${scopes.length === 1 ? '' : 's'}, ${digests.entries} remembered model digest${digests.entries === 1 ? '' : 's'}`,
    ];
    if (scopes.length > 0) {
      const rows = scopes.map((info) => [
        info.scope?.family ?? '?',
        info.about?.role ?? '?',
        info.scope?.model.slice(0, 12) ?? '?',
        String(info.entries),
        formatBytes(info.bytes),
        new Date(info.lastWrittenMs).toISOString().slice(0, 16).replace('T', ' '),
        info.about?.models.join(' + ') ?? '?',
      ]);
      const header = ['family', 'role', 'model sha256', 'items', 'size', 'last use (UTC)', 'model path'];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
      for (const row of [header, ...rows]) lines.push(row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
    }
    context.stdout(`${lines.join('\n')}\n`);
    return 0;
  },
};
