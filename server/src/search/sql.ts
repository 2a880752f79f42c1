/** A piece of SQL with its parameters (`?` placeholders, in order), built from parts that keep both together. */
export interface Sql {
  readonly text: string;
  readonly params: readonly unknown[];
}

const isSql = (value: unknown): value is Sql =>
  typeof value === 'object' && value !== null && 'text' in value && 'params' in value && Array.isArray(value.params);

/** SQL text written here: interpolated pieces of SQL are spliced in, any other value becomes a parameter. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = strings[0];
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (isSql(value)) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1];
  });
  return { text, params };
}

/** Text taken as SQL as it is: only for names and fragments written in the code, never for input. */
export const rawSql = (text: string): Sql => ({ text, params: [] });

export const joinSql = (parts: readonly Sql[], separator: string): Sql => ({
  text: parts.map((p) => p.text).join(separator),
  params: parts.flatMap((p) => p.params),
});
