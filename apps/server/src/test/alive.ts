/** Whether a process of that id exists (signal 0 only asks). */
export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
