import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyWebm } from '../seeders/tiny-webm.js';
import { ftyp, mdat, moov, mp4Box, tinyMp4 } from '../testing/video-fixtures.js';
import { checkVideoContainer, InvalidVideoError, VideoContainerCheck } from './video-container.js';

let webm: Buffer;
beforeAll(async () => {
  webm = await tinyWebm({ seconds: 1, width: 64, height: 36 });
});

const verdict = (data: Buffer, format: 'mp4' | 'webm') => {
  try {
    checkVideoContainer(data, format);
    return 'ok';
  } catch (err) {
    if (err instanceof InvalidVideoError) return err.message;
    throw err;
  }
};

/** The same file as a browser's recorder writes it: Segment and Cluster of unknown size. */
function liveWebm(data: Buffer): Buffer {
  const out = Buffer.from(data);
  for (const id of ['18538067', '1f43b675']) {
    const at = out.indexOf(Buffer.from(id, 'hex'));
    Buffer.from('01ffffffffffffff', 'hex').copy(out, at + 4);
  }
  return out;
}

describe('MP4 and MOV', () => {
  it('accepts ftyp then moov, before or after the media data', () => {
    expect(verdict(tinyMp4(), 'mp4')).toBe('ok');
    expect(verdict(tinyMp4({ moovFirst: true }), 'mp4')).toBe('ok');
    expect(verdict(Buffer.concat([ftyp(), mp4Box('free', Buffer.alloc(16)), mdat(10), moov()]), 'mp4')).toBe('ok');
  });

  it('refuses a file without moov, with moov lacking its header or tracks, cut short, or with bytes after the last box', () => {
    expect(verdict(Buffer.concat([ftyp(), mdat()]), 'mp4')).toMatch(/no moov/);
    expect(verdict(Buffer.concat([ftyp(), mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100))), mdat()]), 'mp4')).toMatch(/trak/);
    expect(verdict(tinyMp4().subarray(0, 3000), 'mp4')).toMatch(/truncated/);
    expect(verdict(Buffer.concat([tinyMp4(), Buffer.from('trailing')]), 'mp4')).not.toBe('ok');
    expect(verdict(Buffer.concat([mdat(), ftyp(), moov()]), 'mp4')).toMatch(/ftyp/);
  });

  it('refuses an MP4 header followed by random bytes, whatever they are', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 4000 }), (junk) => {
        expect(verdict(Buffer.concat([ftyp(), Buffer.from(junk)]), 'mp4')).not.toBe('ok');
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('WebM', () => {
  it('accepts a real WebM, also with the unknown sizes a live recorder writes', () => {
    expect(verdict(webm, 'webm')).toBe('ok');
    expect(verdict(liveWebm(webm), 'webm')).toBe('ok');
  });

  it('refuses a Matroska that is not WebM, a header with no Segment, and a cut file', () => {
    const mkv = Buffer.from(webm);
    mkv.write('mkvm', mkv.indexOf(Buffer.from('webm')), 'latin1');
    expect(verdict(mkv, 'webm')).toMatch(/DocType/);
    const headerEnd = webm.indexOf(Buffer.from('18538067', 'hex'));
    expect(verdict(webm.subarray(0, headerEnd), 'webm')).toMatch(/truncated/);
    expect(verdict(webm.subarray(0, webm.length - 10), 'webm')).toMatch(/truncated/);
  });

  it('refuses random bytes behind the WebM magic', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 4000 }), (junk) => {
        expect(verdict(Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.from(junk)]), 'webm')).not.toBe('ok');
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('streaming', () => {
  it('gives the same verdict however the bytes are split into chunks', () => {
    const files: [Buffer, 'mp4' | 'webm'][] = [
      [tinyMp4(), 'mp4'],
      [webm, 'webm'],
      [liveWebm(webm), 'webm'],
      [tinyMp4().subarray(0, 4200), 'mp4'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...files.keys()),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 40 }),
        (i, sizes) => {
          const [data, format] = files[i];
          const check = new VideoContainerCheck(format);
          let at = 0;
          let outcome = 'ok';
          try {
            for (let k = 0; at < data.length; k++) {
              const size = sizes[k % sizes.length];
              check.push(data.subarray(at, at + size));
              at += size;
            }
            check.finish();
          } catch (err) {
            outcome = (err as Error).message;
          }
          expect(outcome).toBe(verdict(data, format));
        },
      ),
      { seed: 11, numRuns: 200 },
    );
  });
});
