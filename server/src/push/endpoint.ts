import { isIP } from 'node:net';

/** Hosts no push service lives on: this machine, private and link-local networks, bare intranet names. */
function internalHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal')) return true;
  const v = isIP(h);
  if (v === 4) {
    const [a, b] = h.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (v === 6)
    return h === '::1' || h === '::' || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('fe80') || h.startsWith('::ffff:');
  return !h.includes('.');
}

/**
 * Whether the server may POST to this subscription endpoint: an https URL of a public host. The server
 * sends to whatever address a browser registered, so anything else would let a stranger make it call
 * hosts inside its own network. `allowLoopback` (tests only) admits http on this machine for a fake
 * push service.
 */
export function pushEndpointError(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'نشانی اشتراک (endpoint) یک نشانی اینترنتی معتبر نیست.';
  }
  if (url.username || url.password) return 'نشانی اشتراک نباید نام کاربری یا رمز داشته باشد.';
  if (allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return null;
  if (url.protocol !== 'https:') return 'نشانی اشتراک باید با https:// شروع شود.';
  if (internalHost(url.hostname)) return 'نشانی اشتراک باید به سرویس پیام‌رسانی عمومی مرورگر اشاره کند، نه به شبکهٔ داخلی.';
  if (url.port && url.port !== '443') return 'نشانی اشتراک باید درگاه استاندارد https را به کار ببرد.';
  return null;
}
