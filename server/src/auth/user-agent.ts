/** The browser and system a User-Agent names, for a list of one's sessions; null when it names none we know. */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome, and Chrome also says Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, list: readonly [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1] ?? null;

export function describeUserAgent(ua: string | null): DeviceSummary {
  if (!ua) return { browser: null, os: null };
  return { browser: first(ua, BROWSERS), os: first(ua, SYSTEMS) };
}
