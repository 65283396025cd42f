/**
 * The one error vocabulary of tunegate. Throw anywhere; only the CLI entry point catches.
 * A known error prints `message` + `hint` and exits with `exitCode` (3); anything else is a
 * bug and prints its stack (exit 4).
 */

/** Machine-readable kind of a known failure. */
export type ErrorCode = 'usage' | 'suite-format' | 'score-format' | 'model-load' | 'incompatible-models' | 'invalid-input' | 'runtime' | 'internal';

/** Base of every error tunegate raises on purpose; `hint` says what the user should do. */
export class TunegateError extends Error {
  readonly code: ErrorCode;
  readonly exitCode: 3 | 4;
  readonly hint: string;

  constructor(code: ErrorCode, message: string, hint: string, exitCode: 3 | 4 = 3) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.hint = hint;
    this.exitCode = exitCode;
  }
}

/** A bad flag or argument combination. */
export class UsageError extends TunegateError {
  constructor(message: string, hint = 'Run `tunegate --help` for usage.') {
    super('usage', message, hint);
  }
}

/** A suite file or line that does not follow docs/ARCHITECTURE.md §4; `line` is 1-based, 0 for the whole file. */
export class SuiteFormatError extends TunegateError {
  readonly file: string;
  readonly line: number;

  constructor(file: string, line: number, reason: string, hint = 'Fix the line or remove it; see docs/reference/suites.md for the fields.') {
    super('suite-format', `${line > 0 ? `${file}:${line}` : file}: ${reason}`, hint);
    this.file = file;
    this.line = line;
  }
}

/**
 * A per-item score file (`tunegate paired`) that cannot be read as its format says: `where`
 * is a 1-based line for line-based files, or a JSON path for a single JSON document.
 */
export class ScoreFileError extends TunegateError {
  readonly file: string;
  readonly where: number | string | null;

  constructor(file: string, where: number | string | null, reason: string, hint = 'Fix the file, or see docs/guides/other-harnesses.md for the formats.') {
    super('score-format', `${where === null || where === 0 ? file : `${file}:${where}`}: ${reason}`, hint);
    this.file = file;
    this.where = where;
  }
}

/** A model file, its tokenizer or its graph that cannot be loaded or is not understood. */
export class ModelLoadError extends TunegateError {
  readonly path: string;

  constructor(path: string, reason: string, hint: string) {
    super('model-load', `${path}: ${reason}`, hint);
    this.path = path;
  }
}

/** Two models that cannot be compared on some axis (e.g. different tokenizers for KL). */
export class IncompatibleModelsError extends TunegateError {
  constructor(message: string, hint: string) {
    super('incompatible-models', message, hint);
  }
}

/** A value that violates a documented precondition (empty input, NaN logits, length mismatch). */
export class InvalidInputError extends TunegateError {
  constructor(message: string, hint = 'Check the inputs named in the message.') {
    super('invalid-input', message, hint);
  }
}

/** onnxruntime or the file system failed while running (not the user's input format). */
export class RuntimeFailureError extends TunegateError {
  constructor(message: string, hint: string) {
    super('runtime', message, hint);
  }
}

/** A broken internal invariant: a bug in tunegate. Exit 4 with the stack. */
export class InternalError extends TunegateError {
  constructor(message: string) {
    super('internal', message, 'This is a bug in tunegate; please report it with the command line.', 4);
  }
}

/** Whether `error` is a known user-facing error (exit 3) rather than a bug. */
export function isUserError(error: unknown): error is TunegateError {
  return error instanceof TunegateError && error.exitCode === 3;
}
