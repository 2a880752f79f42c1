// @vitest-environment jsdom
import { act, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationContext, type Navigate } from '../../lib/navigation';
import { Link, NavLink } from './Link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

function mount(node: React.ReactNode, navigate: Navigate | null) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<NavigationContext.Provider value={navigate}>{node}</NavigationContext.Provider>));
  return container;
}

function click(el: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void el.dispatchEvent(event));
  return event;
}

describe('Link', () => {
  it('moves inside the app on a plain click, and leaves a modified click or another tab to the browser', () => {
    const moves: [string, boolean | undefined][] = [];
    const el = mount(<Link to="/news/2/x">خبر</Link>, (to, o) => moves.push([to, o?.replace])).querySelector('a')!;
    expect(el.getAttribute('href')).toBe('/news/2/x');
    expect(click(el).defaultPrevented).toBe(true);
    expect(moves).toEqual([['/news/2/x', false]]);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(el, init).defaultPrevented).toBe(false);
    }
    expect(moves).toHaveLength(1);
  });

  it('replaces the history entry when the link is the page already shown', () => {
    window.history.replaceState(null, '', '/search?q=x');
    const moves: [string, boolean | undefined][] = [];
    const el = mount(<Link to="/search?q=x">جستجو</Link>, (to, o) => moves.push([to, o?.replace])).querySelector('a')!;
    click(el);
    expect(moves).toEqual([['/search?q=x', true]]);
  });

  it('gives the anchor every prop but its own, and calls its own click handler first', () => {
    const ref = createRef<HTMLAnchorElement>();
    const order: string[] = [];
    const el = mount(
      <Link
        to="/news/3/y"
        replace
        ref={ref}
        className="card__link"
        aria-label="خبر سوم"
        title="عنوان"
        target="_blank"
        onClick={() => order.push('own')}
      >
        خبر
      </Link>,
      () => order.push('navigate'),
    ).querySelector('a')!;
    expect(ref.current).toBe(el);
    expect([...el.attributes].map((a) => `${a.name}=${a.value}`).sort()).toEqual([
      'aria-label=خبر سوم',
      'class=card__link',
      'href=/news/3/y',
      'target=_blank',
      'title=عنوان',
    ]);
    // Another window is the browser's: the handler runs, the app does not move.
    expect(click(el).defaultPrevented).toBe(false);
    expect(order).toEqual(['own']);
  });

  it('is a plain link outside the app shell', () => {
    const el = mount(<Link to="/about">درباره</Link>, null).querySelector('a')!;
    expect(click(el).defaultPrevented).toBe(false);
  });
});

describe('NavLink', () => {
  const links = (pathname: string) =>
    mount(
      <>
        <NavLink pathname={pathname} to="/" end>
          خانه
        </NavLink>
        <NavLink pathname={pathname} to="/news" end>
          اخبار
        </NavLink>
        <NavLink pathname={pathname} to="/games">
          بازی‌ها
        </NavLink>
      </>,
      null,
    );
  const active = (root: HTMLElement) => [...root.querySelectorAll('a.active')].map((a) => a.getAttribute('href'));

  it('passes its other props to the link and keeps its own (pathname, end) off the anchor', () => {
    const el = mount(
      <NavLink pathname="/news" to="/news" end className="menu__link" data-slot="2">
        اخبار
      </NavLink>,
      null,
    ).querySelector('a')!;
    expect([...el.attributes].map((a) => `${a.name}=${a.value}`).sort()).toEqual([
      'aria-current=page',
      'class=menu__link active',
      'data-slot=2',
      'href=/news',
    ]);
  });

  it('marks its own page, and the pages under it unless it is an end link', () => {
    expect(active(links('/'))).toEqual(['/']);
    expect(active(links('/news'))).toEqual(['/news']);
    expect(active(links('/news/12/x'))).toEqual([]);
    expect(active(links('/games/1405-09-02'))).toEqual(['/games']);
    expect(active(links('/gamesx'))).toEqual([]);
    const current = links('/games').querySelector('a.active');
    expect(current?.getAttribute('aria-current')).toBe('page');
  });
});
