import { HttpError } from 'react-admin';
import type { Media } from '@meydan/shared-types/schemas';

export interface UploadOptions {
  alt?: string;
  /** 0–100; fetch cannot report upload progress, hence XMLHttpRequest. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** POSTs one file as multipart `file` and resolves with the stored Media record. */
export function uploadFile(url: string, file: File, options: UploadOptions = {}): Promise<Media> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file);
    if (options.alt) form.append('alt', options.alt);
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as Media);
        return;
      }
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : xhr.statusText;
      reject(new HttpError(message, xhr.status, body));
    };
    xhr.onerror = () => reject(new HttpError('meydan.upload.failed', 0));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
