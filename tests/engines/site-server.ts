import { existsSync } from "node:fs";
import type { Server, Socket } from "node:net";
import { fileURLToPath } from "node:url";

import { CLIENT_DIR } from "../../scripts/build-dir.mjs";
import { createKeysmithServer } from "../../scripts/serve.mjs";

/**
 * The built site, served as production serves it (scripts/serve.mjs), on a port of its own. It
 * can stop and start again: with it stopped, the browser finds no server, as when offline.
 */
export class SiteServer {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number) {
    if (!existsSync(new URL("index.html", CLIENT_DIR))) {
      throw new Error("No build to serve: run `npm run build` first.");
    }
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createKeysmithServer({ root: fileURLToPath(CLIENT_DIR) });
    server.on("connection", (socket: Socket) => {
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "localhost", () => resolve());
    });
    this.server = server;
  }

  /** Closes the port and every open connection: the site is unreachable until `start`. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
