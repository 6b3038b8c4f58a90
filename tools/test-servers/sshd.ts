/**
 * Debian's openssh-server on 127.0.0.1 for the publish tests and bench: a host key and a client key made in a
 * temporary folder, sshd in the foreground (-D) with a configuration of its own, and the known_hosts file the
 * client checks it against. Logs in as the user running it (root in CI).
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export const SSHD = "/usr/sbin/sshd";

export interface TestSshd {
  port: number;
  user: string;
  /** The client's private key (PUBLISH_SSH_KEY) and known_hosts (PUBLISH_SSH_KNOWN_HOSTS). */
  key: string;
  knownHosts: string;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing answered on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export async function startSshd(port: number): Promise<TestSshd> {
  if (!existsSync(SSHD)) throw new Error(`${SSHD} is missing: apt-get install openssh-server rsync (as .ci/run does)`);
  const folder = mkdtempSync(join(tmpdir(), "publish-sshd-"));
  const keygen = (file: string) => execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", file]);
  keygen(join(folder, "host_key"));
  keygen(join(folder, "client_key"));
  writeFileSync(join(folder, "authorized_keys"), readFileSync(join(folder, "client_key.pub")));
  writeFileSync(
    join(folder, "known_hosts"),
    `[127.0.0.1]:${port} ${readFileSync(join(folder, "host_key.pub"), "utf8")}`,
  );
  // sshd's privilege separation folder, which Debian makes at boot only.
  mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  writeFileSync(
    join(folder, "sshd_config"),
    [
      "ListenAddress 127.0.0.1",
      `HostKey ${join(folder, "host_key")}`,
      `AuthorizedKeysFile ${join(folder, "authorized_keys")}`,
      `PidFile ${join(folder, "sshd.pid")}`,
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitRootLogin prohibit-password",
      "UsePAM no",
      // The keys are in a folder under /tmp, which is world-writable: StrictModes would refuse them there.
      "StrictModes no",
      "Subsystem sftp internal-sftp",
      "",
    ].join("\n"),
  );
  const child = spawn(SSHD, ["-D", "-e", "-f", join(folder, "sshd_config"), "-p", String(port)], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let said = "";
  child.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
  try {
    await waitForPort(port);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`sshd did not start: ${said || (error as Error).message}`);
  }
  return {
    port,
    user: userInfo().username,
    key: join(folder, "client_key"),
    knownHosts: join(folder, "known_hosts"),
    async stop() {
      await stopChild(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
