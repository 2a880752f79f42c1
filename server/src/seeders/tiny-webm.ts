import sharp from 'sharp';

/*
 * A short, valid WebM made without ffmpeg: a lossy WebP *is* a VP8 key frame in a RIFF wrapper, so
 * frames rendered by sharp are unwrapped and laid into a minimal Matroska container as SimpleBlocks.
 */

const vint = (size: number) => {
  const out = Buffer.alloc(8);
  out[0] = 0x01; // 8-byte size marker; simple and valid for any element size
  out.writeUIntBE(Math.floor(size / 2 ** 24), 1, 3);
  out.writeUIntBE(size % 2 ** 24, 4, 4);
  return out;
};

const uint = (n: number) => {
  const bytes: number[] = [];
  do {
    bytes.unshift(n & 0xff);
    n = Math.floor(n / 256);
  } while (n > 0);
  return Buffer.from(bytes);
};

const float64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b;
};

const el = (id: number, ...payload: Buffer[]) => {
  const data = Buffer.concat(payload);
  return Buffer.concat([uint(id), vint(data.length), data]);
};

const str = (s: string) => Buffer.from(s, 'ascii');

function vp8Frame(webp: Buffer): Buffer {
  for (let offset = 12; offset + 8 <= webp.length;) {
    const type = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (type === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('sharp produced a WebP without a lossy VP8 chunk');
}

function frameSvg(width: number, height: number, i: number, frames: number): string {
  const x = Math.round(40 + ((width - 80) * i) / (frames - 1));
  const y = Math.round(height * 0.62 - Math.abs(Math.sin((i / frames) * Math.PI * 3)) * height * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#1b5e20"/><rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#2e7d32"/>
    <line x1="${width / 2}" y1="0" x2="${width / 2}" y2="${height}" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
    <circle cx="${x}" cy="${y}" r="${height / 10}" fill="#fff"/></svg>`;
}

/** A few seconds of a bouncing ball: playable in browsers, a few dozen kilobytes. */
export async function tinyWebm({ width = 320, height = 180, fps = 10, seconds = 3 } = {}): Promise<Buffer> {
  const frames = fps * seconds;
  const blocks: Buffer[] = [];
  for (let i = 0; i < frames; i++) {
    const webp = await sharp(Buffer.from(frameSvg(width, height, i, frames)))
      .removeAlpha()
      .webp({ quality: 60 })
      .toBuffer();
    const timecode = Buffer.alloc(2);
    timecode.writeInt16BE(Math.round((i * 1000) / fps));
    // Track 1, relative timecode, key-frame flag.
    blocks.push(el(0xa3, Buffer.from([0x81]), timecode, Buffer.from([0x80]), vp8Frame(webp)));
  }
  const header = el(
    0x1a45dfa3,
    el(0x4286, uint(1)),
    el(0x42f7, uint(1)),
    el(0x42f2, uint(4)),
    el(0x42f3, uint(8)),
    el(0x4282, str('webm')),
    el(0x4287, uint(2)),
    el(0x4285, uint(2)),
  );
  const info = el(
    0x1549a966,
    el(0x2ad7b1, uint(1_000_000)),
    el(0x4489, float64(seconds * 1000)),
    el(0x4d80, str('meydan')),
    el(0x5741, str('meydan')),
  );
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      el(0xd7, uint(1)),
      el(0x73c5, uint(1)),
      el(0x83, uint(1)),
      el(0x86, str('V_VP8')),
      el(0xe0, el(0xb0, uint(width)), el(0xba, uint(height))),
    ),
  );
  const cluster = el(0x1f43b675, el(0xe7, uint(0)), ...blocks);
  return Buffer.concat([header, el(0x18538067, info, tracks, cluster)]);
}
