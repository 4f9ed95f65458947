/**
 * The client side of the websocket protocol over raw TCP (RFC 6455), for load generators that
 * keep hundreds of sockets in one process: the upgrade, masked client frames, and a reader of
 * unmasked server frames that hands over only a frame's first bytes (never decoding a whole
 * frame), so the clients' own work adds as little as possible to what is measured.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';

export const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** The HTTP upgrade request of a websocket to `path`. */
export function upgradeRequest(host: string, path: string): string {
  return (
    `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`
  );
}

/** A masked frame, as a client must send it (payloads under 64 KB). */
export function clientFrame(opcode: number, payload: Buffer | string = Buffer.alloc(0)): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const mask = randomBytes(4);
  const masked = Buffer.allocUnsafe(data.length);
  for (let k = 0; k < data.length; k++) masked[k] = data[k]! ^ mask[k & 3]!;
  const head = data.length < 126 ? Buffer.from([0x80 | opcode, 0x80 | data.length]) : Buffer.from([0x80 | opcode, 0x80 | 126, data.length >> 8, data.length & 0xff]);
  return Buffer.concat([head, mask, masked]);
}

/** A masked close frame with code 1000. */
export function closeFrame(): Buffer {
  return clientFrame(OPCODE.close, Buffer.from([0x03, 0xe8]));
}

/**
 * Calls `onFrame` with each complete frame's opcode, head (its first `headBytes` bytes, as
 * text, and as bytes) and length, and the time its last chunk arrived.
 */
export function frameReader(onFrame: (opcode: number, head: string, length: number, at: number, raw: Buffer) => void, headBytes = 4_000) {
  let buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    const at = performance.now();
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (buffer.length < 2) return;
      const opcode = buffer[0]! & 0x0f;
      let length = buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return;
      const head = buffer.subarray(offset, offset + Math.min(length, headBytes));
      onFrame(opcode, head.toString('utf8'), length, at, head);
      buffer = buffer.subarray(offset + length);
    }
  };
}

/**
 * Sends the upgrade request for `path` and reads the HTTP 101 answer off `socket`; every byte
 * after it goes to `read`. A refused upgrade calls `refused` with the status line.
 */
export function upgrade(socket: Socket, host: string, path: string, read: (chunk: Buffer) => void, refused: (error: Error) => void): void {
  let upgraded = false;
  let header = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    if (upgraded) return read(chunk);
    header = Buffer.concat([header, chunk]);
    const end = header.indexOf('\r\n\r\n');
    if (end < 0) return;
    if (!header.subarray(0, 12).toString().includes(' 101')) return refused(new Error(`upgrade refused: ${header.subarray(0, 40).toString()}`));
    upgraded = true;
    if (header.length > end + 4) read(header.subarray(end + 4));
  });
  socket.write(upgradeRequest(host, path));
}
