/** A piece of SQL with its parameters (`?` placeholders, in order). */
export interface Sql {
  sql: string;
  params: unknown[];
}

const isSql = (value: unknown): value is Sql =>
  typeof value === 'object' && value !== null && 'sql' in value && 'params' in value && Array.isArray(value.params);

/** SQL written as a template: interpolated pieces of SQL are spliced in, any other value becomes a parameter. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = strings[0];
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (isSql(value)) {
      text += value.sql;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1];
  });
  return { sql: text, params };
}

/** Text taken as SQL as it is: only for names and fragments written in the code, never for input. */
export const rawSql = (text: string): Sql => ({ sql: text, params: [] });

export const joinSql = (parts: readonly Sql[], separator: string): Sql => ({
  sql: parts.map((p) => p.sql).join(separator),
  params: parts.flatMap((p) => p.params),
});
