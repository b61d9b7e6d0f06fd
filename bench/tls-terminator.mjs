// The TLS terminator in front of the product server that `bench/lighthouse.mjs` loads the pages
// through: what the README's production notes ask for (TLS in front of the server, HTTP/2 on),
// and so what an operator's browser gets. Node's own http2 module, ALPN h2 with an HTTP/1.1
// fallback, a self-signed certificate for localhost made with the openssl command line for the run;
// every request is passed on to the server's port as it came (hop-by-hop headers dropped) and the
// answer comes back as the server wrote it (already compressed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';

/** Headers of one connection (RFC 9110 §7.6.1), which HTTP/2 forbids and a proxy never passes on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

/** A certificate and key for localhost (and 127.0.0.1), valid for two days. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oc-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1',
          '-days',
          '2',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (err) {
      throw new Error(
        `the TLS terminator needs the openssl command (apt-get install -y openssl): ${err.message}`,
      );
    }
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Listens on a free loopback port; answers `{ origin, close }`. `targetPort` is the product
 * server's plain HTTP port on 127.0.0.1.
 */
export async function startTlsTerminator(targetPort) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    // Headers named by Connection are of this hop too.
    const named = String(req.headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && !named.includes(name)) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        // A body cut off on one side is cut off on the other too, never ended as if complete.
        pipeline(answer, res, () => undefined);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // The browser cancelled the stream or went away: the server's answer is not read further.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    pipeline(req, upstream, () => undefined);
  });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `https://localhost:${port}`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
