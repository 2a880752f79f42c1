import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, SimpleForm } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { JalaliDateInput } from './JalaliDateInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.localStorage.clear();
});

async function renderInput(value: string | null, props: Partial<Parameters<typeof JalaliDateInput>[0]> = {}, url = '/') {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MemoryRouter initialEntries={[url]}>
        <AdminContext i18nProvider={i18nProvider}>
          <SimpleForm record={{ id: 1, publishedAt: value }} toolbar={false}>
            <JalaliDateInput source="publishedAt" resource="news" type="datetime" {...props} />
          </SimpleForm>
        </AdminContext>
      </MemoryRouter>,
    );
  });
  return container.querySelector<HTMLInputElement>('input[data-type]');
}

describe('JalaliDateInput', () => {
  it('shows the stored UTC instant in Jalali with Persian digits and its Persian label', async () => {
    const input = await renderInput('2025-03-21T06:00:00.000Z');
    const local = new Date('2025-03-21T06:00:00.000Z');
    expect(input?.value.startsWith('۱۴۰۴/۰۱/')).toBe(true);
    expect(input?.value).toContain(
      String(local.getMinutes())
        .padStart(2, '0')
        .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
    );
    expect(input?.dataset.value).toBe('2025-03-21T06:00:00.000Z');
    expect(document.body.textContent).toContain('زمان انتشار');
  });

  it('switches to Gregorian when the visitor chose it', async () => {
    window.localStorage.setItem('meydan.calendar', 'gregorian');
    const input = await renderInput('2025-03-21T06:00:00.000Z', { type: 'date' });
    expect(input?.value.startsWith('۲۰۲۵/۰۳/')).toBe(true);
  });

  it('opens from the route query parameter and offers the Persian year list', async () => {
    await renderInput(null, { openParam: 'picker' }, '/?picker=publishedAt');
    expect(document.querySelector('.meydan-picker')).not.toBeNull();
    // The calendar is a lazy chunk, loaded on first open: let it resolve.
    await import('./PickerCalendar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('.rmdp-calendar, .rmdp-wrapper')).not.toBeNull();
    expect(document.body.textContent).toMatch(/[۰-۹]{4}/);
  });

  it('names its controls in Persian and heads the month without a stray comma', async () => {
    await renderInput('2026-11-23T08:00:00.000Z', { openParam: 'picker', type: 'date' }, '/?picker=publishedAt');
    await import('./PickerCalendar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const arrows = [...document.querySelectorAll('.rmdp-arrow-container')].map((b) => b.getAttribute('aria-label'));
    expect(arrows.sort()).toEqual(['ماه بعد', 'ماه قبل']);
    expect(document.querySelector('[aria-label="سال"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="year"]')).toBeNull();
    expect(document.querySelector('.rmdp-header-values')?.textContent).toBe('آذر ۱۴۰۵');
  });

  it('stays closed without the parameter', async () => {
    await renderInput(null, { openParam: 'picker' });
    expect(document.querySelector('.meydan-picker')).toBeNull();
  });
});
