import { useQueries } from '@tanstack/react-query';
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
  const wanted = Object.entries(referencedIds(snapshots));
  const read = useQueries({
    queries: wanted.map(([resource, ids]) => ({
      queryKey: ['history-titles', resource, ids],
      // A link that cannot be read shows its number, like a deleted record.
      queryFn: () => dataProvider.getMany<Values & { id: number }>(resource, { ids }).catch(() => ({ data: [] })),
    })),
  });

  const number = (id: number) => `#${toPersianDigits(String(id))}`;
  return (resource, id) => {
    const records = read[wanted.findIndex(([r]) => r === resource)]?.data?.data;
    if (!records) return number(id);
    const record = records.find((r) => r.id === id);
    return (record && titleOfRecord(resource, record)) || `${deletedLabel} ${number(id)}`;
  };
}
