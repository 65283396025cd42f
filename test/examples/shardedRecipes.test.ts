/**
 * The scale-out recipes in examples/ parse as YAML, and every tunegate command line they run is
 * a valid invocation of this CLI (the same parser and flag checks, nothing run): the shard
 * commands cover shards 1..N exactly once for the N jobs that run them, the merge command
 * names every shard's folder, and the models come from a mounted volume.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { checkInvocation } from '../../src/cli/runCli.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = (JSON.parse(readFileSync(`${REPO}/package.json`, 'utf8')) as { version: string }).version;

/** Every YAML document of `path`, failing on any parse error or warning. */
function documents(path: string): any[] {
  const docs = parseAllDocuments(readFileSync(`${REPO}/${path}`, 'utf8'));
  assert.ok(Array.isArray(docs), `${path}: parsed`);
  for (const doc of docs) {
    assert.deepEqual(
      [...doc.errors, ...doc.warnings].map((problem) => problem.message),
      [],
      path,
    );
  }
  return docs.map((doc) => doc.toJS());
}

/** The tunegate argv of a shell line `npx --yes tunegate@<version> …`; the version must be the package's. */
function tunegateArgv(line: string): string[] {
  const match = /^npx --yes tunegate@(\S+) (.+)$/.exec(line.trim());
  assert.ok(match, `a tunegate command: ${line}`);
  assert.equal(match[1], VERSION, 'the recipes pin the version they were checked against');
  // Left-over shell syntax (an unexpanded variable, quotes, a pipe) would make the line more than one plain command.
  assert.doesNotMatch(match[2]!, /[$`'"|;&<>\\]/, `a plain command line: ${match[2]}`);
  return match[2]!.split(/\s+/);
}

const flag = (argv: readonly string[], name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
/** The positional arguments after the command name, up to the first flag. */
const positionals = (argv: readonly string[]): string[] =>
  argv.slice(
    1,
    argv.findIndex((arg, i) => i > 0 && arg.startsWith('--')),
  );

/** Shards 1..count each exactly once, all with N = count; distinct --out folders. Returns the folders by shard. */
function checkShardCommands(commands: readonly string[][], count: number): Map<number, string> {
  const outs = new Map<number, string>();
  for (const argv of commands) {
    assert.equal(argv[0], 'compare');
    const [index, n] = (flag(argv, '--shard') ?? '').split('/').map(Number);
    assert.equal(n, count, `--shard ${flag(argv, '--shard')} splits into as many shards as jobs run`);
    assert.ok(!outs.has(index!), `shard ${index} once`);
    outs.set(index!, flag(argv, '--out')!);
  }
  assert.deepEqual(
    [...outs.keys()].sort(),
    Array.from({ length: count }, (_, i) => i + 1),
  );
  assert.equal(new Set(outs.values()).size, count, 'each shard writes its own folder');
  return outs;
}

test('the GitHub Actions recipe: a matrix of shard jobs and a merge job, all valid tunegate commands', async () => {
  const [workflow] = documents('examples/github/tunegate-sharded.yml');
  const { shard, merge } = workflow.jobs;
  const matrix = shard.strategy.matrix.shard as number[];
  const shardLines = shard.steps.filter((step: any) => typeof step.run === 'string' && step.run.includes('tunegate'));
  assert.equal(shardLines.length, 1);
  const shardCommands = matrix.map((value) => tunegateArgv(shardLines[0].run.replaceAll('${{ matrix.shard }}', String(value))));
  for (const argv of shardCommands) await checkInvocation(argv);
  const outs = checkShardCommands(shardCommands, matrix.length);
  // The models come from the container's volume.
  const mounts = (shard.container.volumes as string[]).map((volume) => volume.split(':')[1]!);
  for (const argv of shardCommands)
    for (const model of positionals(argv))
      assert.ok(
        mounts.some((mount) => model.startsWith(`${mount}/`)),
        `${model} is on a mounted volume`,
      );
  // Each shard folder is uploaded as an artifact that the merge job downloads to shards/<name>.
  const upload = shard.steps.find((step: any) => String(step.uses).startsWith('actions/upload-artifact'));
  const artifacts = new Map(
    matrix.map((value) => [
      upload.with.path.replaceAll('${{ matrix.shard }}', String(value)),
      upload.with.name.replaceAll('${{ matrix.shard }}', String(value)),
    ]),
  );
  assert.equal(merge.needs, 'shard');
  const download = merge.steps.find((step: any) => String(step.uses).startsWith('actions/download-artifact'));
  const mergeLine = merge.steps.find((step: any) => typeof step.run === 'string' && step.run.includes('tunegate'));
  const mergeArgv = tunegateArgv(mergeLine.run);
  await checkInvocation(mergeArgv);
  assert.equal(mergeArgv[0], 'merge');
  assert.deepEqual(positionals(mergeArgv).sort(), [...outs.values()].map((out) => `${download.with.path}/${artifacts.get(out)}`).sort());
});

test('the Kubernetes recipe: an Indexed Job whose completion index is the shard, and a merge Job, all valid tunegate commands', async () => {
  const docs = documents('examples/kubernetes/tunegate-sharded.yaml');
  const jobs = docs.filter((doc) => doc.kind === 'Job');
  const indexed = jobs.find((job) => job.spec.completionMode === 'Indexed');
  const mergeJob = jobs.find((job) => job !== indexed);
  assert.ok(indexed && mergeJob);
  const count = indexed.spec.completions as number;
  assert.equal(indexed.spec.parallelism, count);
  const script = (job: any): { line: string; container: any; volumes: any[] } => {
    const [container] = job.spec.template.spec.containers;
    assert.deepEqual(container.command, ['sh', '-c']);
    return { line: container.args[0], container, volumes: job.spec.template.spec.volumes };
  };
  const shard = script(indexed);
  // The shell turns the completion index (from 0) into the shard number (from 1).
  const shardCommands = Array.from({ length: count }, (_, index) => tunegateArgv(shard.line.replaceAll('$((JOB_COMPLETION_INDEX + 1))', String(index + 1))));
  for (const argv of shardCommands) await checkInvocation(argv);
  const outs = checkShardCommands(shardCommands, count);
  const mountOf = (container: any, path: string): any => container.volumeMounts.find((mount: any) => path.startsWith(`${mount.mountPath}/`));
  for (const argv of shardCommands) {
    for (const model of positionals(argv)) assert.equal(mountOf(shard.container, model)?.readOnly, true, `${model} is on a read-only volume`);
    if (flag(argv, '--execution-provider') === 'cuda') assert.equal(shard.container.resources.limits['nvidia.com/gpu'], 1);
  }
  const merge = script(mergeJob);
  const mergeArgv = tunegateArgv(merge.line);
  await checkInvocation(mergeArgv);
  assert.equal(mergeArgv[0], 'merge');
  assert.deepEqual(positionals(mergeArgv).sort(), [...outs.values()].sort());
  // Both Jobs see the same results volume.
  const claim = (job: { container: any; volumes: any[] }, path: string): string =>
    job.volumes.find((volume) => volume.name === mountOf(job.container, path).name).persistentVolumeClaim.claimName;
  for (const out of outs.values()) assert.equal(claim(merge, out), claim(shard, out));
  assert.equal(mergeJob.spec.backoffLimit, 0, 'the gate is never retried');
});

test('checkInvocation refuses what runCli refuses, without running anything', async () => {
  await assert.rejects(checkInvocation(['compare', 'a.onnx', 'b.onnx', '--shard', '4/3']), /--shard 4\/3: I must be an integer in 1\.\.3, got 4/);
  await assert.rejects(checkInvocation(['compare', 'a.onnx', 'b.onnx', '--shrad', '1/3']), /Unknown argument: shrad/);
  await assert.rejects(checkInvocation(['merge', 'a', 'b']), /Missing required argument: out/);
  // Model files that do not exist are not looked at.
  await checkInvocation(['compare', 'missing/base.onnx', 'missing/tuned.onnx', '--shard', '2/3']);
});
