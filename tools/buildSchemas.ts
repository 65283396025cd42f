/**
 * `npm run build:schema`: generates the run folder's JSON Schema files from the types
 * src/results/types.ts re-exports (written in src/results/shapes/ and records/, the one place
 * their shape is written), and the validators compiled from them that `tunegate report` runs.
 * Run it after changing a type; test/results/schemaFiles.test.ts fails while the committed
 * files differ from its output.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type SchemaObject } from 'ajv';
// The CommonJS module itself is the default import; its `default` is the function.
import standalone from 'ajv/dist/standalone/index.js';
import { createGenerator } from 'ts-json-schema-generator';
import { VALIDATOR_OPTIONS } from '../src/results/validatorOptions.js';
import { FAMILY_IDS } from '../src/results/vocabulary.js';
import { POLICY_SCHEMA } from '../src/policy/index.js';

const ROOT = new URL('../', import.meta.url);

/** One generated schema file: which type it describes and the header it gets. */
interface SchemaFile {
  readonly path: string;
  readonly type: string;
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Name of the compiled validator's export. */
  readonly validator: string;
}

/** The schema files, paths relative to the repository root. */
export const SCHEMA_FILES: readonly SchemaFile[] = [
  {
    path: 'schema/results.schema.json',
    type: 'AnyRunResults',
    id: 'https://tunegate.dev/schema/results-1.json',
    title: 'tunegate results.json, schemaVersion 1',
    description:
      'Written by `tunegate compare` (models and suites) or `tunegate paired` (two score files, `inputs` instead of `models`) to <out>/results.json.',
    validator: 'validateRunResults',
  },
  {
    path: 'schema/item.schema.json',
    type: 'ItemRecord',
    id: 'https://tunegate.dev/schema/item-1.json',
    title: 'tunegate items.jsonl line, schemaVersion 1',
    description:
      "One line of <out>/items.jsonl, written by `tunegate compare` or `tunegate paired`: one scored item (one document for divergence, both sides' scores of one item for a paired run).",
    validator: 'validateItemRecord',
  },
  {
    path: 'schema/shard-manifest.schema.json',
    type: 'ShardManifest',
    id: 'https://tunegate.dev/schema/shard-manifest-1.json',
    title: 'tunegate shard manifest.json, schemaVersion 1',
    description: "Written by `tunegate compare --shard I/N` to <out>/manifest.json beside the shard's items.jsonl; read by `tunegate merge`.",
    validator: 'validateShardManifest',
  },
];

/** Where the compiled validators go (CommonJS: the compiled code `require`s ajv's runtime helpers). */
export const VALIDATORS_PATH = 'src/results/schemaValidators.generated.cjs';

const GENERATED = 'Generated from src/results/types.ts by `npm run build:schema`; change the types, not this file.';

/** The text of every generated file as the types give it now, keyed by path from the repository root. */
export function buildSchemas(): Map<string, string> {
  const generator = createGenerator({
    path: fileURLToPath(new URL('src/results/types.ts', ROOT)),
    tsconfig: fileURLToPath(new URL('tsconfig.json', ROOT)),
    // `npm run typecheck` checks the types; the generator only reads them.
    skipTypeCheck: true,
    // Keep the fields in declaration order, the order validation reports problems in.
    sortProps: false,
    // An exported type becomes a definition of its own, referenced by `$ref`; one tagged
    // @internal is inlined into each field that uses it, as a private one is. The numeric
    // aliases of src/results/shapes/numbers.ts (Integer, Count, Milliseconds) are exported for
    // the other shape files and tagged so: as a `$ref`, a field's own tags (`@minimum 1` on an
    // Integer) would stand beside it without a `type`, which ajv's strict mode refuses.
    expose: 'export',
    jsDoc: 'extended',
  });
  const texts = new Map<string, string>();
  const ajv = new Ajv({ ...VALIDATOR_OPTIONS, code: { source: true, lines: true } });
  for (const file of SCHEMA_FILES) {
    const { $schema, ...body } = keyFamilyMaps(splitRunKinds(requireDiscriminators(generator.createSchema(file.type))));
    const schema = { $schema, $id: file.id, title: file.title, description: file.description, $comment: GENERATED, ...body };
    texts.set(file.path, `${JSON.stringify(schema, null, 2)}\n`);
    ajv.addSchema(schema as SchemaObject);
  }
  const code = standalone.default(ajv, Object.fromEntries(SCHEMA_FILES.map((file) => [file.validator, file.id])));
  texts.set(VALIDATORS_PATH, `// ${GENERATED}\n${code}\n`);
  texts.set(VALIDATORS_PATH.replace(/\.cjs$/, '.d.cts'), validatorDeclarations());
  return texts;
}

/**
 * A tagged union (`@discriminator family`) becomes `allOf` of `if {family: const X} then X`.
 * An `if` without `required` also holds when the tag is missing, so every branch would then
 * apply and a line without `family` would be reported against one family's fields; requiring
 * the tag in each `if` leaves the union's own "family is required" as the one problem.
 */
function requireDiscriminators<T>(node: T): T {
  if (Array.isArray(node)) return node.map(requireDiscriminators) as T;
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => {
    const child = requireDiscriminators(value);
    if (key !== 'if' || typeof child !== 'object' || child === null || 'required' in child) return [key, child];
    const properties = Object.keys((child as { properties?: object }).properties ?? {});
    return [key, properties.length === 1 ? { ...child, required: properties } : child];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * results.json is a compare run or a paired run (`AnyRunResults`), told apart by `inputs`,
 * which only a paired run has. The generator writes the union as `anyOf`, whose failures
 * mix both kinds' complaints (a compare run "lacks inputs"); `if inputs then paired else
 * compare` validates each file against its own kind only, so a problem names its real field.
 */
function splitRunKinds<T>(schema: T): T {
  const definitions = (schema as { definitions?: Record<string, { anyOf?: { $ref?: string }[]; description?: string }> }).definitions;
  const union = definitions?.['AnyRunResults'];
  const refs = union?.anyOf?.map((branch) => branch.$ref);
  if (definitions === undefined || union === undefined || refs?.length !== 2 || !refs.includes('#/definitions/PairedResults')) return schema;
  const compare = refs.find((ref) => ref !== '#/definitions/PairedResults');
  definitions['AnyRunResults'] = {
    ...(union.description === undefined ? {} : { description: union.description }),
    type: 'object',
    if: { type: 'object', properties: { inputs: true }, required: ['inputs'] },
    then: { $ref: '#/definitions/PairedResults' },
    else: { $ref: compare },
  } as never;
  return schema;
}

/**
 * A map keyed by family (`Partial<Record<FamilyId, T>>`) comes out of the generator as the
 * shipped families' properties plus `additionalProperties: T`, since a registered family's key
 * (`x-<name>`) is a pattern, not a list: any key would pass. Such a map's other keys must match
 * RegisteredFamilyId's own pattern (`patternProperties`), and any other key is an unexpected field.
 */
function keyFamilyMaps<T>(schema: T): T {
  const pattern = (schema as { definitions?: Record<string, { pattern?: string }> }).definitions?.['RegisteredFamilyId']?.pattern;
  if (pattern === undefined) return schema;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const object = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)])) as Record<string, unknown>;
    openTagList(object);
    const keys = Object.keys((object['properties'] as object | undefined) ?? {});
    const extra = object['additionalProperties'];
    if (keys.length > 0 && keys.every((key) => (FAMILY_IDS as readonly string[]).includes(key)) && typeof extra === 'object' && extra !== null) {
      return { ...object, patternProperties: { [pattern]: extra }, additionalProperties: false };
    }
    return object;
  };
  return visit(schema) as T;
}

/**
 * A tagged union with a registered family's branch (`if family matches RegisteredFamilyId`) gets
 * a tag list of the literal tags only from the generator; the tag may also be any registered id.
 */
function openTagList(object: Record<string, unknown>): void {
  const tag = (object['properties'] as Record<string, { enum?: unknown[] }> | undefined)?.['family'];
  const branches = (object['allOf'] as { if?: { properties?: { family?: { $ref?: string } } } }[] | undefined) ?? [];
  const registered = branches.map((branch) => branch.if?.properties?.family?.$ref).find((ref) => ref?.endsWith('/RegisteredFamilyId'));
  if (tag?.enum === undefined || registered === undefined) return;
  (object['properties'] as Record<string, unknown>)['family'] = { anyOf: [{ enum: tag.enum }, { $ref: registered }] };
}

/** Types of the compiled validators, for the TypeScript code that imports them. */
function validatorDeclarations(): string {
  const lines = [
    `// ${GENERATED}`,
    "import type { ErrorObject } from 'ajv';",
    `import type { ${SCHEMA_FILES.map((file) => file.type).join(', ')} } from './types.js';`,
    '',
    '/** A compiled validator: true when `data` is a T; otherwise `errors` lists every problem, with its schema and data. */',
    'export interface CompiledValidator<T> {',
    '  (data: unknown): data is T;',
    '  errors?: ErrorObject[] | null;',
    '}',
    '',
    ...SCHEMA_FILES.flatMap((file) => [
      `/** Validates one ${file.type} against ${file.path}. */`,
      `export declare const ${file.validator}: CompiledValidator<${file.type}>;`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

/** schema/policy.schema.json: the policy file's schema, written from the constant parsePolicy validates with (docs/concepts/policy.md). */
export const POLICY_SCHEMA_PATH = 'schema/policy.schema.json';

/** The text of schema/policy.schema.json. */
export function policySchemaText(): string {
  return `${JSON.stringify(POLICY_SCHEMA, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of [...buildSchemas(), [POLICY_SCHEMA_PATH, policySchemaText()] as const]) {
    writeFileSync(new URL(path, ROOT), text);
    process.stdout.write(`wrote ${path}\n`);
  }
}
