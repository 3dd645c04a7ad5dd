/**
 * A minimal server-sent-events client for the live bench: one keep-alive socket per stream
 * (as one browser tab), `update` events parsed and handed to a callback with the time they
 * arrived. Lighter than EventSource, so thousands fit in the load generator.
 */
import http from "node:http";

export interface OpenStream {
  close(): void;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
}

export function openSseStream(options: {
  agent: http.Agent;
  url: string;
  cookie: string;
  onUpdate(data: { messageId?: string; type?: string }, arrivedAt: number): void;
}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      options.url,
      {
        agent: options.agent,
        headers: { cookie: options.cookie, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream: HTTP ${response.statusCode}`));
          return;
        }
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith("event: update\n")) {
              const data = block.slice(block.indexOf("data: ") + 6);
              options.onUpdate(JSON.parse(data), arrivedAt);
            }
            end = buffer.indexOf("\n\n");
          }
        });
        const ended = new Promise<void>((done) => {
          response.on("end", done);
          response.on("close", done);
        });
        resolve({ close: () => request.destroy(), ended });
      },
    );
    request.on("error", reject);
  });
}
