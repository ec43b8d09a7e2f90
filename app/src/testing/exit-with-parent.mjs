// Preloaded into every process a test starts (app-process.ts): its standard input is a pipe from the
// test, which the system closes whenever the test's process ends, however it ends (a timeout, a
// SIGKILL, a crash). The child then ends too, instead of serving on, orphaned, for the rest of the run.
process.stdin.on('end', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.resume();
// Only a watch: the pipe must not keep a process alive that has finished its work.
process.stdin.unref();
