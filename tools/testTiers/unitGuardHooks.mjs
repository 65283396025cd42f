// Resolve hook behind unitGuard.mjs (docs/CONTRIBUTING.md, "Test tiers").
const FORBIDDEN = new Set(['onnxruntime-node', 'playwright-core', 'node:child_process', 'child_process']);

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL ?? '';
  if (FORBIDDEN.has(specifier) && !parent.includes('/node_modules/')) {
    throw new Error(
      `unit tier: ${parent} imports ${specifier}; a test that needs a model session, a spawned process or a browser is named *.integration.test.ts`,
    );
  }
  return nextResolve(specifier, context);
}
