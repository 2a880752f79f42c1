import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.js';

const bytes = (...b: number[]) => Buffer.from([...b, ...new Array(16).fill(0)]);

describe('detectType', () => {
  it('recognises the accepted formats by their first bytes', () => {
    expect(detectType(bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe('image/jpeg');
    expect(detectType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))?.mime).toBe('image/png');
    expect(detectType(Buffer.from('GIF89a..........'))?.mime).toBe('image/gif');
    expect(detectType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(detectType(Buffer.from('\0\0\0\x18ftypisom........'))).toMatchObject({ kind: 'video', ext: 'mp4' });
    expect(detectType(bytes(0x1a, 0x45, 0xdf, 0xa3))).toMatchObject({ kind: 'video', ext: 'webm' });
  });

  it('refuses SVG, HTML, PDF and anything else, whatever the name says', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<!doctype html><html>',
      '%PDF-1.7 ........',
      '<?xml version="1.0"?>',
    ]) {
      expect(detectType(Buffer.from(text))).toBeNull();
    }
    expect(detectType(Buffer.alloc(0))).toBeNull();
  });
});
