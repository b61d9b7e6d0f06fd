import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { AttachmentType } from '@oc/contract';
import type { StoredFileRow } from '../files/files.repository';
import { DEMO_VIDEO_WEBM_BASE64 } from './demo-video';

/**
 * The demo inspection and audit attachments (docs/architecture.md "Bus quality data"): small files
 * the project makes itself, so there is no licence to track. Images are drawn here and encoded as
 * PNG with zlib; the voice note is a WAV of two tones synthesised here; the video is a 2-second WebM
 * drawn on a canvas and recorded by Chromium (`scripts/make-demo-video.mjs`, kept as base64 in
 * `demo-video.ts`). Every byte is deterministic: the seed records each file's sha256 in
 * `stored_files` without writing the storage, and FilesService writes the bytes the first time the
 * file is read (`restoreQualityDemoFile`), after checking that sha256.
 */

export const QUALITY_FILE_FEATURE = 'qualityAttachment';

export interface DemoMedia {
  key: string;
  type: AttachmentType;
  name: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

// -------------------------------------------------------------------------------------------------
// PNG
// -------------------------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
    bg: Rgb,
  ) {
    this.px = new Uint8Array(w * h * 3);
    this.rect(0, 0, w, h, bg);
  }
  set(x: number, y: number, c: Rgb) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.set(i, j, c);
  }
  circle(cx: number, cy: number, r: number, c: Rgb, inner = 0) {
    for (let j = cy - r; j <= cy + r; j++)
      for (let i = cx - r; i <= cx + r; i++) {
        const d = (i - cx) ** 2 + (j - cy) ** 2;
        if (d <= r * r && d >= inner * inner) this.set(i, j, c);
      }
  }
  png(): Buffer {
    const raw = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) {
      raw[y * (this.w * 3 + 1)] = 0;
      Buffer.from(this.px.subarray(y * this.w * 3, (y + 1) * this.w * 3)).copy(raw, y * (this.w * 3 + 1) + 1);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const SKY: Rgb = [223, 234, 245];
const BRAND: Rgb = [216, 78, 85];
const DARK: Rgb = [40, 44, 52];
const GREY: Rgb = [122, 135, 148];
const WHITE: Rgb = [255, 255, 255];

function tyrePng(): Buffer {
  const c = new Canvas(200, 140, SKY);
  c.rect(0, 110, 200, 30, GREY);
  c.circle(100, 70, 56, DARK);
  c.circle(100, 70, 30, [170, 176, 184]);
  c.circle(100, 70, 10, DARK);
  for (let a = 0; a < 5; a++) {
    const x = Math.round(100 + 20 * Math.cos((a * 2 * Math.PI) / 5));
    const y = Math.round(70 + 20 * Math.sin((a * 2 * Math.PI) / 5));
    c.circle(x, y, 3, DARK);
  }
  return c.png();
}

function seatsPng(): Buffer {
  const c = new Canvas(200, 140, [245, 240, 232]);
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 4; col++) {
      const x = 18 + col * 44 + (col >= 2 ? 6 : 0);
      const y = 18 + row * 60;
      c.rect(x, y, 34, 44, [56, 92, 150]);
      c.rect(x + 4, y + 4, 26, 10, [92, 130, 190]);
      c.rect(x, y + 44, 34, 6, DARK);
    }
  return c.png();
}

function firstAidPng(): Buffer {
  const c = new Canvas(200, 140, [236, 242, 236]);
  c.rect(50, 25, 100, 90, WHITE);
  c.rect(50, 25, 100, 4, DARK);
  c.rect(50, 111, 100, 4, DARK);
  c.rect(50, 25, 4, 90, DARK);
  c.rect(146, 25, 4, 90, DARK);
  c.rect(88, 40, 24, 60, BRAND);
  c.rect(70, 58, 60, 24, BRAND);
  return c.png();
}

function busFrontPng(): Buffer {
  const c = new Canvas(200, 140, SKY);
  c.rect(0, 118, 200, 22, GREY);
  c.rect(40, 20, 120, 98, BRAND);
  c.rect(50, 30, 100, 40, [190, 220, 240]);
  c.circle(58, 96, 8, [255, 230, 140]);
  c.circle(142, 96, 8, [255, 230, 140]);
  c.rect(80, 92, 40, 10, DARK);
  c.rect(48, 118, 20, 10, DARK);
  c.rect(132, 118, 20, 10, DARK);
  return c.png();
}

// -------------------------------------------------------------------------------------------------
// WAV: a short voice-note stand-in, two tones with soft edges (8 kHz, 8-bit mono)
// -------------------------------------------------------------------------------------------------

function voiceNoteWav(): Buffer {
  const rate = 8000;
  const tones = [
    [523.25, 0.45],
    [0, 0.1],
    [659.25, 0.45],
  ] as const;
  const samples: number[] = [];
  for (const [freq, seconds] of tones) {
    const n = Math.round(rate * seconds);
    for (let i = 0; i < n; i++) {
      const edge = Math.min(1, i / 400, (n - i) / 400);
      const v = freq === 0 ? 0 : Math.sin((2 * Math.PI * freq * i) / rate) * 0.6 * edge;
      samples.push(Math.round(128 + v * 127));
    }
  }
  const data = Buffer.from(samples);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// -------------------------------------------------------------------------------------------------

function media(
  key: string,
  type: AttachmentType,
  name: string,
  contentType: string,
  data: Buffer,
): DemoMedia {
  return { key, type, name, contentType, data, sha256: createHash('sha256').update(data).digest('hex') };
}

let cached: readonly DemoMedia[] | undefined;

/** The demo files, made once per process. */
export function demoQualityMedia(): readonly DemoMedia[] {
  cached ??= [
    media('tyre', 'image', 'tyre.png', 'image/png', tyrePng()),
    media('seats', 'image', 'seats.png', 'image/png', seatsPng()),
    media('firstAid', 'image', 'first-aid-kit.png', 'image/png', firstAidPng()),
    media('busFront', 'image', 'bus-front.png', 'image/png', busFrontPng()),
    media(
      'walkaround',
      'video',
      'walkaround.webm',
      'video/webm',
      Buffer.from(DEMO_VIDEO_WEBM_BASE64, 'base64'),
    ),
    media('voiceNote', 'audio', 'voice-note.wav', 'audio/wav', voiceNoteWav()),
  ];
  return cached;
}

/** FilesService's restore hook for the demo attachments: the bytes whose sha256 is recorded. */
export function restoreQualityDemoFile(file: StoredFileRow): Buffer | undefined {
  if (file.feature !== QUALITY_FILE_FEATURE) return undefined;
  return demoQualityMedia().find((m) => m.sha256 === file.sha256)?.data;
}
