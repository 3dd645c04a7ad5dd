/**
 * A minimal SMTP server on loopback that accepts every message and keeps a count: the chaos
 * servers run in production mode, which requires SMTP_URL, and their mails must go somewhere.
 */
import { createServer, type Server } from "node:net";

export interface SmtpSink {
  readonly port: number;
  readonly received: () => number;
  close(): Promise<void>;
}

export function startSmtpSink(port: number): Promise<SmtpSink> {
  let received = 0;
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.write("220 chaos-sink ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received += 1;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-chaos-sink\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        port,
        received: () => received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
