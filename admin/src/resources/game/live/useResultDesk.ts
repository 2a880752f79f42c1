import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { GameResult } from '@meydan/shared-types/schemas';
import type { MeydanDataProvider } from '../../../dataProvider';
import { optimistic, type ResultChange } from './result-changes';
import { useVersionedDesk } from './useVersionedDesk';

/** The game's result on the live desk: status, score and events, a change at a time. */
export function useResultDesk(id: number) {
  const dataProvider = useDataProvider<MeydanDataProvider>();
  const desk = useVersionedDesk<GameResult, ResultChange>({
    load: useCallback(() => dataProvider.getGameResult(id), [dataProvider, id]),
    save: (base, change) => dataProvider.saveGameResult(id, { version: base.version, ...change(base) }),
    preview: optimistic,
  });
  return { result: desk.record, apply: desk.apply, reload: desk.reload };
}
