/**
 * Imported for its effect by every test that runs `tunegate compare`: the run (and every child
 * process it starts, which inherits the environment) does without the result cache unless a test
 * passes --cache itself, so tests never write into the user's ~/.cache and never reuse each
 * other's results.
 */
process.env['TUNEGATE_NO_CACHE'] ??= '1';

export {};
