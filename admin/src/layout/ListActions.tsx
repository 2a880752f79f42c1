import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportButton } from './ExportButton';

/** The list toolbar: filters, create where the resource can be created, and the streamed export. */
export function ListActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}
