import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { api, useStaffSession } from './support/browser';

const session = useStaffSession('editor');

describe('Export in the news list', () => {
  it('downloads every listed item as a CSV file with the Persian header row', async () => {
    const { page } = session;
    await page.goto('/admin/news/list');
    await page.locator('.RaList-main tbody tr').first().waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'دریافت خروجی' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('news.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    const header = lines[0].split(',');
    expect(header.slice(0, 2)).toEqual(['شناسه', 'ایجاد']);
    expect(header).toEqual(expect.arrayContaining(['عنوان', 'وضعیت', 'زمان انتشار', 'بازدید']));
    expect(header).not.toContain('متن خبر');
    const all = await api<{ id: number }[]>(page, `/api/admin/news?range=${encodeURIComponent('[0,999]')}`);
    expect(lines.length - 1).toBe(all.length);
  });

  it('sits in the list toolbar beside the filters and «ایجاد»', async () => {
    const { page } = session;
    await page.goto('/admin/news/list');
    const toolbar = page.locator('.RaList-actions');
    await toolbar.getByRole('button', { name: 'دریافت خروجی' }).waitFor();
    expect(await toolbar.locator('a[href$="/news/create"]').count()).toBe(1);
    expect(await toolbar.getByRole('button', { name: 'اضافه‌کردن فیلتر' }).count()).toBe(1);
  });
});
