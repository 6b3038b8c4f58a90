/**
 * Ends a command that has printed everything it will: once stdout and stderr have handed their last bytes to the
 * system (an empty write's callback runs after every earlier write), the process exits at once, without tearing
 * down the heap and the threads one by one as a natural end does: after a large build, that teardown is a visible
 * part of the command's time.
 */
export function exitWhenPrinted(code: number): void {
  let pending = 2;
  const done = () => {
    if (--pending === 0) process.exit(code);
  };
  process.stdout.write("", done);
  process.stderr.write("", done);
}
