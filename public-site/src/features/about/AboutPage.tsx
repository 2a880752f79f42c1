import type { PageData } from '@meydan/shared-types/public';

/** `/about`: the base information's about text (sanitized on the server). */
export function AboutPage({ data }: { data: PageData<'about'> }) {
  return (
    <div className="container container--narrow">
      <h1 className="page-title">{data.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: data.html }} />
    </div>
  );
}
