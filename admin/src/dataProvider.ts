import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, SortPayload } from 'react-admin';
import type {
  CommentaryEntry,
  CommentaryInput,
  GameStats,
  GameStatsInput,
  GalleryItem,
  GalleryItemInput,
  GalleryKind,
  GameLineup,
  GameLineupInput,
  GameResult,
  GameResultInput,
  IssuedPreviewLink,
  Media,
  PreviewLink,
  RevisedResource,
  Revision,
  RevisionDetail,
} from '@meydan/shared-types/schemas';
import type { LeagueTableInput, TableRow } from '@meydan/shared-types/sport';
import { apiFetch, httpClient, refusal } from './lib/httpClient';
import { uploadFile, type UploadOptions } from './lib/upload';

const API = '/api/admin';
const rest = simpleRestProvider(API, httpClient);

/** `gallery/image` and `gallery/video` are UI sections of the one API resource `gallery`. */
export function gallerySection(resource: string): GalleryKind | null {
  return resource === 'gallery/image' ? 'image' : resource === 'gallery/video' ? 'video' : null;
}

const withKind = <P extends { filter?: Record<string, unknown> }>(params: P, kind: GalleryKind): P => ({
  ...params,
  filter: { ...params.filter, kind },
});

const json = async <T>(url: string, init?: RequestInit) => (await httpClient<T>(url, init)).json;

/**
 * A list as a CSV file, made by the server in pages as it is sent: the whole list, however long, with
 * the list's sort and filter. A refusal (too many exports at once) is an HttpError with its Persian message.
 */
async function exportCsv(resource: string, { sort, filter }: { sort: SortPayload; filter: Record<string, unknown> }): Promise<Blob> {
  const kind = gallerySection(resource);
  const query = new URLSearchParams({
    sort: JSON.stringify([sort.field, sort.order]),
    filter: JSON.stringify(kind ? { ...filter, kind } : filter),
  });
  const response = await apiFetch(`${API}/${kind ? 'gallery' : resource}/export.csv?${query}`, { credentials: 'same-origin' });
  if (!response.ok) throw await refusal(response);
  return response.blob();
}
const put = (body: unknown) => ({ method: 'PUT', body: JSON.stringify(body) });

export const dataProvider = {
  getList: (resource, params) => {
    const kind = gallerySection(resource);
    return kind ? rest.getList('gallery', withKind(params, kind)) : rest.getList(resource, params);
  },
  getManyReference: (resource, params) => {
    const kind = gallerySection(resource);
    return kind ? rest.getManyReference('gallery', withKind(params, kind)) : rest.getManyReference(resource, params);
  },
  getOne: (resource, params) => rest.getOne(gallerySection(resource) ? 'gallery' : resource, params),
  getMany: (resource, params) => rest.getMany(gallerySection(resource) ? 'gallery' : resource, params),
  update: (resource, params) => rest.update(gallerySection(resource) ? 'gallery' : resource, params),
  updateMany: (resource, params) => rest.updateMany(gallerySection(resource) ? 'gallery' : resource, params),
  delete: (resource, params) => rest.delete(gallerySection(resource) ? 'gallery' : resource, params),
  deleteMany: (resource, params) => rest.deleteMany(gallerySection(resource) ? 'gallery' : resource, params),
  create: (resource, params) => {
    const kind = gallerySection(resource);
    return kind ? rest.create('gallery', { ...params, data: { ...params.data, kind } }) : rest.create(resource, params);
  },

  exportCsv,
  upload: (file: File, options?: UploadOptions): Promise<Media> => uploadFile(`${API}/media`, file, options),
  getGameResult: (id: number) => json<GameResult>(`${API}/game/${id}/result`),
  saveGameResult: (id: number, input: GameResultInput) => json<GameResult>(`${API}/game/${id}/result`, put(input)),
  getGameLineup: (id: number) => json<GameLineup>(`${API}/game/${id}/lineup`),
  saveGameLineup: (id: number, input: GameLineupInput) => json<GameLineup>(`${API}/game/${id}/lineup`, put(input)),
  getCommentary: (id: number) => json<CommentaryEntry[]>(`${API}/game/${id}/commentary`),
  postCommentary: (id: number, input: CommentaryInput) =>
    json<CommentaryEntry>(`${API}/game/${id}/commentary`, { method: 'POST', body: JSON.stringify(input) }),
  updateCommentary: (id: number, entryId: number, input: CommentaryInput) =>
    json<CommentaryEntry>(`${API}/game/${id}/commentary/${entryId}`, put(input)),
  deleteCommentary: (id: number, entryId: number) => httpClient(`${API}/game/${id}/commentary/${entryId}`, { method: 'DELETE' }),
  getGameStats: (id: number) => json<GameStats>(`${API}/game/${id}/stats`),
  saveGameStats: (id: number, input: GameStatsInput) => json<GameStats>(`${API}/game/${id}/stats`, put(input)),
  getGalleryItems: (id: number) => json<GalleryItem[]>(`${API}/gallery/${id}/items`),
  saveGalleryItems: (id: number, items: GalleryItemInput[]) => json<GalleryItem[]>(`${API}/gallery/${id}/items`, put({ items })),
  getTableInput: (seasonId: number) => json<LeagueTableInput>(`${API}/season/${seasonId}/table-input`),
  getTable: (seasonId: number) => json<TableRow[]>(`${API}/season/${seasonId}/table`),
  previewLink: (kind: 'news' | 'gallery', id: number) =>
    json<PreviewLink>(`${API}/${kind}/${id}/preview-link`, { method: 'POST', body: JSON.stringify({}) }),
  getPreviewLinks: (kind: 'news' | 'gallery', id: number) => json<IssuedPreviewLink[]>(`${API}/${kind}/${id}/preview-links`),
  revokePreviewLink: (kind: 'news' | 'gallery', id: number, linkId: number) =>
    httpClient(`${API}/${kind}/${id}/preview-links/${linkId}`, { method: 'DELETE' }),
  getRevisions: (kind: RevisedResource, id: number) => json<Revision[]>(`${API}/${kind}/${id}/revisions?range=[0,199]`),
  getRevision: (kind: RevisedResource, id: number, revisionId: number) =>
    json<RevisionDetail>(`${API}/${kind}/${id}/revisions/${revisionId}`),
  restoreRevision: (kind: RevisedResource, id: number, revisionId: number, version: number) =>
    json<Record<string, unknown>>(`${API}/${kind}/${id}/revisions/${revisionId}/restore`, {
      method: 'POST',
      body: JSON.stringify({ version }),
    }),
} satisfies DataProvider;

export type MeydanDataProvider = typeof dataProvider;
