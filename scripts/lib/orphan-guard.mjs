// Started by scripts/start.mjs beside the backend (which runs in its own process group so that a
// Ctrl-C reaches it exactly once). If start.mjs dies without passing a signal on (SIGKILL, a crash),
// this stops the backend the graceful way, so embedded PostgreSQL is shut down too.
//   node orphan-guard.mjs <start.mjs pid> <backend pid>
const [parent, backend] = process.argv.slice(2).map(Number);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};
const timer = setInterval(() => {
  if (!alive(backend)) process.exit(0);
  if (alive(parent)) return;
  clearInterval(timer);
  try {
    process.kill(backend, 'SIGTERM');
  } catch {}
  const deadline = Date.now() + 30_000;
  setInterval(() => {
    if (!alive(backend)) process.exit(0);
    if (Date.now() > deadline) {
      try {
        process.kill(-backend, 'SIGKILL');
      } catch {}
      process.exit(1);
    }
  }, 200);
}, 500);
