import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { type Game } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { gameInputText } from '../../inputs/GameOption';
import { referencedIds } from './revisionFields';

type Values = Record<string, unknown>;
export type TitleOf = (resource: string, id: number) => string;

function titleOfRecord(resource: string, record: Values): string {
  if (resource === 'game') return gameInputText(record as unknown as Game);
  if (resource === 'media') return String(record.alt || record.originalName || '');
  return String(record.title ?? '');
}

/**
 * Names for the records the compared snapshots link to (a tag, a team, an upload), read in one request
 * per resource; a record deleted since keeps its number and says so.
 */
export function useReferenceTitles(snapshots: Values[], deletedLabel: string): TitleOf {
  const dataProvider = useDataProvider();
  const [titles, setTitles] = useState<Record<string, string> | null>(null);
  const wanted = JSON.stringify(referencedIds(snapshots));

  useEffect(() => {
    let live = true;
    const ids = JSON.parse(wanted) as Record<string, number[]>;
    void Promise.all(
      Object.entries(ids).map(async ([resource, list]) => {
        const { data } = await dataProvider.getMany(resource, { ids: list }).catch(() => ({ data: [] as Values[] }));
        return (data as Values[]).map((r) => [`${resource}:${String(r.id)}`, titleOfRecord(resource, r)] as const);
      }),
    ).then((entries) => live && setTitles(Object.fromEntries(entries.flat())));
    return () => {
      live = false;
    };
  }, [wanted, dataProvider]);

  const number = (id: number) => `#${toPersianDigits(String(id))}`;
  return (resource, id) => (titles ? titles[`${resource}:${id}`] || `${deletedLabel} ${number(id)}` : number(id));
}
