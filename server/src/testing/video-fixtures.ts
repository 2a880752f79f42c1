/** Small video containers built byte by byte, for upload tests: no encoder needed. */

const box = (type: string, ...payload: Buffer[]) => {
  const data = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data]);
};

const fullBoxBody = (bytes: number) => Buffer.alloc(bytes);

export const ftyp = () => box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));
/** A movie header (version 0, 100 bytes) and one track with its header: what every player reads first. */
export const moov = () =>
  box('moov', box('mvhd', fullBoxBody(100)), box('trak', box('tkhd', fullBoxBody(84)), box('mdia', box('mdhd', fullBoxBody(24)))));
export const mdat = (bytes = 4096) => box('mdat', Buffer.alloc(bytes, 0x42));

/** ftyp, then the media data, then the movie box: how most cameras and encoders write a file. */
export function tinyMp4({ moovFirst = false, mediaBytes = 4096 } = {}): Buffer {
  return moovFirst ? Buffer.concat([ftyp(), moov(), mdat(mediaBytes)]) : Buffer.concat([ftyp(), mdat(mediaBytes), moov()]);
}

export { box as mp4Box };
