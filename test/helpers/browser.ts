/**
 * Headless Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core (no
 * downloaded browser). Without it the tests skip LOUDLY on a developer machine and FAIL under CI=true.
 */
import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Call at the top of a browser suite: returns whether to run it. */
export function requireChromium(suite: string): boolean {
  if (chromiumAvailable()) return true;
  if (process.env.CI === 'true') throw new Error(`${suite}: Chromium is required under CI=true but ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);
  console.warn(`\n*** ${suite}: CHROMIUM NOT FOUND at ${CHROMIUM_PATH}: browser tests skipped (apt-get install -y chromium) ***\n`);
  return false;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  rgba: Uint8Array;
}

/**
 * A minimal PNG decoder for Chromium's screenshots (8-bit RGB or RGBA, not interlaced), enough to
 * count pixels: chunks → IHDR + concatenated IDAT → inflate → undo the per-row filters (PNG spec §9).
 */
export function decodePng(buf: Buffer): DecodedPng {
  const SIGNATURE = '89504e470d0a1a0a';
  if (buf.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let off = 8; off < buf.length; ) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      const colour = data[9];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || data[12] !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${data[12]}`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? px[y * stride + x - channels] : 0;
      const b = y > 0 ? px[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? px[(y - 1) * stride + x - channels] : 0;
      let pred = 0;
      if (filter === 1) pred = a;
      else if (filter === 2) pred = b;
      else if (filter === 3) pred = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`bad PNG filter ${filter}`);
      px[y * stride + x] = (raw[src + x] + pred) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: px };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < px.length; i += 3, j += 4) {
    rgba[j] = px[i];
    rgba[j + 1] = px[i + 1];
    rgba[j + 2] = px[i + 2];
    rgba[j + 3] = 255;
  }
  return { width, height, rgba };
}
