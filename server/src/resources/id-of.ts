/** The id of a relation value, whether it is a loaded entity, a reference or already an id. */
export function idOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number }).id;
  return undefined;
}
