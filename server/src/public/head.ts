import { type PageHead, type PublicImage } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { LoaderContext } from './context.js';

type Json = Record<string, unknown>;

interface HeadInput {
  title: string;
  description?: string | null;
  canonical: string;
  image?: PublicImage | null;
  type?: 'website' | 'article';
  jsonLd?: Json[];
  publishedAt?: string;
  /** The home page's title is the site name alone. */
  bare?: boolean;
  noindex?: boolean;
}

/** Cuts text for a meta description at a word boundary. */
export function summarize(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** Title and description are read as Persian text (tabs, search results, link previews): Persian digits. */
export function pageHead(ctx: LoaderContext, input: HeadInput): PageHead {
  const site = ctx.layout.siteTitle;
  return {
    title: toPersianDigits(input.bare ? site : `${input.title} | ${site}`),
    description: toPersianDigits(summarize(input.description) || ctx.layout.siteDescription),
    canonical: input.canonical,
    image: input.image ?? null,
    type: input.type ?? 'website',
    jsonLd: [...(input.jsonLd ?? [])],
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
    ...(input.noindex ? { robots: 'noindex' as const } : {}),
  };
}

export const absolute = (ctx: LoaderContext, path: string) => new URL(path, ctx.origin).href;

export function breadcrumbLd(ctx: LoaderContext, trail: { name: string; path: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'خانه', path: '/' }, ...trail].map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(ctx, c.path),
    })),
  };
}

export function organizationLd(ctx: LoaderContext): Json {
  return {
    '@type': 'NewsMediaOrganization',
    name: ctx.layout.siteTitle,
    url: absolute(ctx, '/'),
    ...(ctx.layout.logo ? { logo: { '@type': 'ImageObject', url: absolute(ctx, ctx.layout.logo.src) } } : {}),
  };
}

export function websiteLd(ctx: LoaderContext): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: ctx.layout.siteTitle,
    url: absolute(ctx, '/'),
    inLanguage: 'fa-IR',
    publisher: organizationLd(ctx),
  };
}
