/**
 * Checks that an upload really is an MP4/MOV or WebM container, as its bytes stream past: the first bytes
 * only name a format, anything could follow them. Nothing is buffered beyond a box or element header (and
 * the small EBML header), so a 500 MB video costs no memory, and it works whatever storage the bytes go to.
 *
 * MP4/MOV: the file is a sequence of boxes that tile it exactly; the first is a well-formed `ftyp`, and a
 * `moov` (before or after `mdat`) holds an `mvhd` and at least one `trak`.
 * WebM: an EBML header whose DocType is `webm`, then a Segment whose top-level children are Matroska
 * elements, with Info and Tracks before any cluster of unknown size (as browsers' recorders write them).
 */

export class InvalidVideoError extends Error {}

type Op = { read: number; eofOk?: boolean } | { skip: number } | { skipToEnd: true };
/** A parser asks for bytes to read or to pass over; a read at a place where the file may end gets null there. */
type Parser = Generator<Op, void, Buffer | null>;

const fail = (reason: string): never => {
  throw new InvalidVideoError(reason);
};

function* read(n: number): Generator<Op, Buffer, Buffer | null> {
  const buf = yield { read: n };
  return buf ?? fail('truncated');
}

const printable = (type: Buffer) => type.every((b) => b >= 0x20 && b <= 0x7e);

/** One box header: its type and the size of its payload (null when the box runs to the end of the file). */
function* boxHeader(eofOk: boolean): Generator<Op, { type: string; payload: number | null; headerSize: number } | null, Buffer | null> {
  const head = yield { read: 8, eofOk };
  if (!head) return eofOk ? null : fail('truncated');
  const type = head.subarray(4, 8);
  if (!printable(type)) fail('box type is not text');
  let size = head.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    const large = (yield* read(8)).readBigUInt64BE(0);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) fail('box too large');
    size = Number(large);
    headerSize = 16;
  } else if (size === 0) {
    return { type: type.toString('latin1'), payload: null, headerSize };
  }
  if (size < headerSize) fail('box smaller than its header');
  return { type: type.toString('latin1'), payload: size - headerSize, headerSize };
}

function* moovChildren(length: number): Parser {
  const seen = new Set<string>();
  let left = length;
  while (left > 0) {
    if (left < 8) fail('moov ends inside a box header');
    const box = (yield* boxHeader(false))!;
    if (box.payload === null) return fail('box inside moov without a size');
    left -= box.headerSize + box.payload;
    if (left < 0) fail('box overruns moov');
    seen.add(box.type);
    yield { skip: box.payload };
  }
  if (!seen.has('mvhd') || !seen.has('trak')) fail('moov without mvhd or trak');
}

function* mp4(): Parser {
  const ftyp = yield* boxHeader(false);
  if (!ftyp || ftyp.type !== 'ftyp' || ftyp.payload === null) return fail('no ftyp box first');
  // Major brand, minor version, then whole compatible brands; no real ftyp is large.
  if (ftyp.payload < 8 || ftyp.payload > 1024 || ftyp.payload % 4 !== 0) fail('malformed ftyp');
  const brands = yield* read(ftyp.payload);
  if (!printable(brands.subarray(0, 4))) fail('ftyp brand is not text');

  let moov = false;
  for (;;) {
    const box = yield* boxHeader(true);
    if (!box) break;
    if (box.type === 'ftyp') fail('second ftyp');
    if (box.payload === null) {
      if (box.type === 'moov') fail('moov without a size');
      yield { skipToEnd: true };
      break;
    }
    if (box.type === 'moov') {
      if (moov) fail('second moov');
      yield* moovChildren(box.payload);
      moov = true;
    } else {
      yield { skip: box.payload };
    }
  }
  if (!moov) fail('no moov box');
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74,
  INFO = 0x1549a966,
  TRACKS = 0x1654ae6b,
  CLUSTER = 0x1f43b675,
  CUES = 0x1c53bb6b;
const CHAPTERS = 0x1043a770,
  TAGS = 0x1254c367,
  ATTACHMENTS = 0x1941a469,
  VOID = 0xec,
  CRC32 = 0xbf;
const SEGMENT_CHILDREN = new Set([SEEK_HEAD, INFO, TRACKS, CLUSTER, CUES, CHAPTERS, TAGS, ATTACHMENTS, VOID, CRC32]);

/** Length of an EBML variable-size integer from its first byte (1–8), 0 when the byte is invalid. */
const vintLength = (first: number) => (first === 0 ? 0 : 8 - Math.floor(Math.log2(first)));

/** The value of a size vint, its length marker removed. */
function vintValue(bytes: Buffer): bigint {
  let value = BigInt(bytes[0] & (0xff >> bytes.length));
  for (const b of bytes.subarray(1)) value = (value << 8n) | BigInt(b);
  return value;
}

/** An element id (its marker bits kept, as the specification writes ids); null at a permitted end. */
function* elementId(eofOk: boolean): Generator<Op, { id: number; bytes: number } | null, Buffer | null> {
  const first = yield { read: 1, eofOk };
  if (!first) return eofOk ? null : fail('truncated');
  const length = vintLength(first[0]);
  if (length < 1 || length > 4) fail('invalid element id');
  const rest = length > 1 ? yield* read(length - 1) : Buffer.alloc(0);
  return { id: Buffer.concat([first, rest]).readUIntBE(0, length), bytes: length };
}

/** An element size; null for the reserved "unknown size". */
function* elementSize(): Generator<Op, { size: number | null; bytes: number }, Buffer | null> {
  const first = yield* read(1);
  const length = vintLength(first[0]);
  if (length < 1) fail('invalid element size');
  const value = vintValue(Buffer.concat([first, length > 1 ? yield* read(length - 1) : Buffer.alloc(0)]));
  if (value === (1n << BigInt(7 * length)) - 1n) return { size: null, bytes: length };
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) fail('element too large');
  return { size: Number(value), bytes: length };
}

/** Reads the children of an in-memory element (the EBML header) into id → payload. */
function childrenOf(data: Buffer): Map<number, Buffer> {
  const out = new Map<number, Buffer>();
  let at = 0;
  while (at < data.length) {
    const idLength = vintLength(data[at]);
    if (idLength < 1 || idLength > 4 || at + idLength >= data.length) fail('malformed EBML header');
    const id = data.readUIntBE(at, idLength);
    at += idLength;
    const sizeLength = vintLength(data[at]);
    if (sizeLength < 1 || sizeLength > 8 || at + sizeLength > data.length) fail('malformed EBML header');
    const size = Number(vintValue(data.subarray(at, at + sizeLength)));
    if (at + sizeLength + size > data.length) fail('malformed EBML header');
    at += sizeLength;
    out.set(id, data.subarray(at, at + size));
    at += size;
  }
  return out;
}

function* webm(): Parser {
  const header = yield* elementId(false);
  if (header!.id !== EBML) fail('no EBML header');
  const { size } = yield* elementSize();
  if (size === null || size > 1024) fail('malformed EBML header');
  const docType = childrenOf(yield* read(size!)).get(DOC_TYPE);
  if (!docType || docType.toString('latin1').replace(/\0+$/, '') !== 'webm') fail('DocType is not webm');

  const segment = yield* elementId(false);
  if (segment!.id !== SEGMENT) fail('no Segment after the EBML header');
  const { size: segmentSize } = yield* elementSize();
  let left = segmentSize ?? Infinity;
  const seen = new Set<number>();
  while (left > 0) {
    const child = yield* elementId(segmentSize === null);
    if (!child) break;
    if (!SEGMENT_CHILDREN.has(child.id)) fail('unknown element in Segment');
    const { size: childSize, bytes } = yield* elementSize();
    if (childSize === null) {
      // A recorder's live stream: clusters of unknown size run to the end; the track list came before.
      if (child.id !== CLUSTER || !seen.has(TRACKS)) fail('element of unknown size');
      yield { skipToEnd: true };
      break;
    }
    left -= child.bytes + bytes + childSize;
    if (left < 0) fail('element overruns the Segment');
    seen.add(child.id);
    yield { skip: childSize };
  }
  if (!seen.has(INFO) || !seen.has(TRACKS)) fail('Segment without Info or Tracks');
  if (segmentSize !== null && (yield { read: 1, eofOk: true })) fail('data after the Segment');
}

/** Feeds a video's bytes, in whatever chunks they come, to the parser of its container. */
export class VideoContainerCheck {
  private readonly parser: Parser;
  private op: Op | null;
  private readonly held: Buffer[] = [];
  private heldBytes = 0;

  constructor(format: 'mp4' | 'webm') {
    this.parser = format === 'mp4' ? mp4() : webm();
    this.op = this.next(undefined);
  }

  private next(input: Buffer | null | undefined): Op | null {
    const r = this.parser.next(input as Buffer | null);
    return r.done ? null : r.value;
  }

  /** Throws InvalidVideoError as soon as the bytes cannot be a valid file. */
  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      const op = this.op;
      if (!op) fail('data after the end of the container');
      if ('skipToEnd' in op!) return;
      if ('skip' in op!) {
        const take = Math.min(op.skip, chunk.length - at);
        at += take;
        op.skip -= take;
        if (op.skip === 0) this.op = this.next(undefined);
        continue;
      }
      const want = (op as { read: number }).read - this.heldBytes;
      const take = Math.min(want, chunk.length - at);
      this.held.push(chunk.subarray(at, at + take));
      this.heldBytes += take;
      at += take;
      if (take === want) {
        const buf = Buffer.concat(this.held);
        this.held.length = 0;
        this.heldBytes = 0;
        this.op = this.next(buf);
      }
    }
    // A zero-length skip needs no byte to complete.
    while (this.op && 'skip' in this.op && this.op.skip === 0) this.op = this.next(undefined);
  }

  /** Call at the end of the stream: throws InvalidVideoError unless the container was complete. */
  finish(): void {
    const op = this.op;
    if (!op) return;
    const endsHere = 'skipToEnd' in op || ('read' in op && op.eofOk && this.heldBytes === 0);
    if (!endsHere) fail('truncated');
    if (this.next(null)) fail('truncated');
  }
}

/** Whole-buffer form, for files already in memory. */
export function checkVideoContainer(data: Buffer, format: 'mp4' | 'webm'): void {
  const check = new VideoContainerCheck(format);
  check.push(data);
  check.finish();
}
