import { DEFAULT_VIEWPORT, HOME_VIEWPORT } from '../constants/product.js';

const HOME_PATHS = ['', '/index'];

export function viewportFor(path: string): string {
  const bare = path.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return HOME_PATHS.includes(bare) ? HOME_VIEWPORT : DEFAULT_VIEWPORT;
}
