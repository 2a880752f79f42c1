import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider, gallerySection } from './dataProvider';
import { mockFetch } from './test/fetchMock';

afterEach(() => vi.unstubAllGlobals());

const listParams = { pagination: { page: 2, perPage: 25 }, sort: { field: 'title', order: 'ASC' as const }, filter: { q: 'استقلال' } };

describe('dataProvider', () => {
  it('speaks the simple-rest dialect and reads the total from Content-Range', async () => {
    const calls = mockFetch({ body: [{ id: 1, title: 'الف' }], headers: { 'Content-Range': 'news 25-49/319' } });
    const result = await dataProvider.getList('news', listParams);
    expect(calls[0].url).toBe('/api/admin/news?filter={"q":"استقلال"}&range=[25,49]&sort=["title","ASC"]');
    expect(result.total).toBe(319);
    expect(result.data[0].title).toBe('الف');
  });

  it('maps the two gallery sections onto the one gallery resource', async () => {
    expect(gallerySection('gallery/image')).toBe('image');
    expect(gallerySection('gallery/video')).toBe('video');
    expect(gallerySection('news')).toBeNull();
    const calls = mockFetch(
      { body: [], headers: { 'Content-Range': 'gallery 0-0/0' } },
      { status: 201, body: { id: 7, kind: 'video', title: 'خلاصه' } },
      { body: { id: 7, kind: 'video' } },
    );
    await dataProvider.getList('gallery/image', listParams);
    expect(calls[0].url).toContain('/api/admin/gallery?filter={"q":"استقلال","kind":"image"}');
    await dataProvider.create('gallery/video', { data: { title: 'خلاصه' } });
    expect(calls[1]).toMatchObject({ url: '/api/admin/gallery', method: 'POST', body: { title: 'خلاصه', kind: 'video' } });
    expect(calls[1].headers.get('Content-Type')).toBe('application/json');
    await dataProvider.getOne('gallery/video', { id: 7 });
    expect(calls[2].url).toBe('/api/admin/gallery/7');
  });

  it('turns a 400 into an HttpError whose body carries the per-field messages', async () => {
    mockFetch({ status: 400, body: { message: 'داده نامعتبر', errors: { title: 'عنوان لازم است' } } });
    const error = await dataProvider.create('news', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe('داده نامعتبر');
    expect((error as HttpError).body).toEqual({ message: 'داده نامعتبر', errors: { title: 'عنوان لازم است' } });
  });

  it('retries a GET once on 503 but never retries a write', async () => {
    const calls = mockFetch({ status: 503, body: {} }, { body: { id: 3, title: 'ب' } });
    const { data } = await dataProvider.getOne('team', { id: 3 });
    expect(data.title).toBe('ب');
    expect(calls).toHaveLength(2);
    const writes = mockFetch({ status: 503, body: { message: 'down' } }, { body: { id: 3 } });
    await expect(dataProvider.update('team', { id: 3, data: { title: 'ب' }, previousData: { id: 3 } })).rejects.toThrow('down');
    expect(writes).toHaveLength(1);
  });

  it('reads and replaces a game result, gallery items and the table input', async () => {
    const calls = mockFetch(
      { body: { id: 5, events: [] } },
      { body: { id: 5, events: [] } },
      { body: [] },
      { body: [] },
      { body: { teams: [] } },
    );
    await dataProvider.getGameResult(5);
    await dataProvider.saveGameResult(5, { status: 'finished', homeScore: 1, awayScore: 0, events: [] });
    await dataProvider.getGalleryItems(9);
    await dataProvider.saveGalleryItems(9, [{ media: 4, caption: 'زیرنویس' }]);
    await dataProvider.getTableInput(2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/game/5/result',
      'PUT /api/admin/game/5/result',
      'GET /api/admin/gallery/9/items',
      'PUT /api/admin/gallery/9/items',
      'GET /api/admin/season/2/table-input',
    ]);
    expect(calls[3].body).toEqual({ items: [{ media: 4, caption: 'زیرنویس' }] });
  });
});

describe('upload', () => {
  it('posts the file as multipart and reports progress', async () => {
    const sent: { url?: string; body?: FormData } = {};
    class FakeXhr {
      status = 201;
      statusText = 'Created';
      responseText = JSON.stringify({ id: 11, url: '/media/a.webp' });
      withCredentials = false;
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open(_method: string, url: string) {
        sent.url = url;
      }
      setRequestHeader() {}
      abort() {}
      send(body: FormData) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const media = await dataProvider.upload(new File(['x'], 'cover.png', { type: 'image/png' }), { onProgress: (p) => progress.push(p) });
    expect(media.id).toBe(11);
    expect(sent.url).toBe('/api/admin/media');
    expect(sent.body?.get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([50, 100]);
  });
});
