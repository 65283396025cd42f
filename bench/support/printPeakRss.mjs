// Preloaded into a child process a benchmark measures (`node --import …/printPeakRss.mjs …`):
// at exit it prints the process's peak resident set, so the benchmark reads what the whole
// command held, start-up included, as a user's shell would see it.
process.on('exit', () => {
  process.stderr.write(`\npeak-rss-kib ${process.resourceUsage().maxRSS}\n`);
});
