/**
 * Runs the real tournament-hub binary for browser journeys: a throwaway
 * database filled by `demo`, a known admin password, `serve` on a loopback
 * port, and a clean stop afterwards.
 *
 * The binary serves the UI it embedded when it was built. To try a UI change
 * it does not hold yet, `TOURNAMENT_HUB_UI=dist` puts Vite's preview of
 * `ui/dist` (run `npm run build` first) in front of it, on the binary's port + 100:
 * pages come from the build, `/api` from the binary.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { preview } from "vite";

/** The binary; override with TOURNAMENT_HUB_BIN. */
export const BINARY =
  process.env.TOURNAMENT_HUB_BIN ??
  fileURLToPath(new URL("../../target/release/tournament-hub", import.meta.url));

/** Whether this build of the binary has the `demo` command. */
export function binaryHasDemo(): boolean {
  const help = spawnSync(BINARY, ["--help"], { encoding: "utf8", timeout: 10_000 });
  return /^\s+demo\s/m.test(help.stdout ?? "");
}

/** A running server and how to stop it. */
export interface RunningServer {
  baseUrl: string;
  adminPassword: string;
  /** The league password, when the server created it on its first start. */
  leaguePassword?: string;
  stop: () => Promise<void>;
  /** Stops the server and starts it again on the same database and port, as an upgrade does. */
  restart: () => Promise<void>;
  /** Stops the server, keeping its database: the network is gone until `restart`. */
  pause: () => Promise<void>;
}

/** The passwords in the text `serve` writes once for a brand-new database. */
function passwordsIn(text: string): { admin?: string; league?: string } {
  return {
    admin: /admin password: (\S+)/.exec(text)?.[1],
    league: /league password: (\S+)/.exec(text)?.[1],
  };
}

/**
 * The passwords of a first start. Its output is a pipe here, not a terminal, so the server
 * writes them to `<db>.initial-passwords` (before it listens) and never to its output.
 */
function firstStartPasswords(db: string, log: string): { admin: string; league: string } {
  let written: string;
  try {
    written = readFileSync(`${db}.initial-passwords`, "utf8");
  } catch (error) {
    throw new Error(`no passwords file after the first start:\n${log}`, { cause: error });
  }
  const { admin, league } = passwordsIn(written);
  if (!admin || !league) throw new Error(`no passwords in the file of the first start:\n${written}`);
  if (log.includes(admin) || log.includes(league)) {
    throw new Error(`a first-start password reached the server's output:\n${log}`);
  }
  return { admin, league };
}

function run(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  const result = spawnSync(BINARY, args, { env, input, encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `tournament-hub ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    // It listens within a tenth of a second or so: asked often, it is used as soon as it does.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the server did not become healthy within 30 s");
}

/**
 * Starts the binary on a fresh database; `demo` fills it unless `empty` is set.
 * With `firstStart`, nothing is prepared: the server creates the database and
 * its passwords itself, as on a club's first day, and the passwords it wrote are used.
 */
export async function startServer({
  port = 18091,
  empty = false,
  firstStart = false,
} = {}): Promise<RunningServer> {
  // Another server on the port would answer the health check in this one's place.
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use`);
  const dir = mkdtempSync(join(tmpdir(), "tournament-hub-e2e-"));
  const addr = `127.0.0.1:${port}`;
  const db = join(dir, "club.db");
  const env = { ...process.env, TOURNAMENT_HUB_DB: db, TOURNAMENT_HUB_ADDR: addr };
  let adminPassword = "journey-admin-password";
  if (!firstStart) {
    run(["migrate"], env);
    if (!empty) run(["demo"], env);
    run(["admin-password", "--password-stdin"], env, `${adminPassword}\n`);
  }

  let log = "";
  const launch = () => {
    const started = spawn(BINARY, ["serve"], { env, stdio: ["ignore", "pipe", "pipe"] });
    started.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    return started;
  };
  let child = launch();
  const stopChild = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  };
  const baseUrl = `http://${addr}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  let leaguePassword: string | undefined;
  if (firstStart) {
    const first = firstStartPasswords(db, log);
    adminPassword = first.admin;
    leaguePassword = first.league;
  }
  const front = process.env.TOURNAMENT_HUB_UI === "dist" ? await previewOfDist(port + 100, baseUrl) : null;

  return {
    baseUrl: front?.url ?? baseUrl,
    adminPassword,
    leaguePassword,
    stop: async () => {
      await front?.close();
      await stopChild();
      rmSync(dir, { recursive: true, force: true });
    },
    restart: async () => {
      await stopChild();
      child = launch();
      await waitForHealth(baseUrl, child);
    },
    pause: stopChild,
  };
}

/** Vite's preview of ui/dist on `port`, sending `/api` and the rules text to the binary at `api`. */
async function previewOfDist(
  port: number,
  api: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  // vite.config.ts reads where to send them when the preview starts.
  process.env.TOURNAMENT_HUB_DEV_API = api;
  const server = await preview({
    root: fileURLToPath(new URL("..", import.meta.url)),
    preview: { port, strictPort: true, host: "127.0.0.1" },
    logLevel: "warn",
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  };
}
