import { useEffect } from 'react';
import { Link } from '../../components/ui/Link';
import type { PageData } from '@meydan/shared-types/public';
import { newsViewUrl, paths } from '../../config/paths';
import { NewsCard } from '../../components/cards/NewsCard';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Img } from '../../components/ui/Img';
import { ShareLinks } from '../../components/ui/ShareLinks';
import { DateText } from '../../lib/calendar';
import { faNumber } from '../../lib/format';
import { sendViewBeacon } from '../../lib/view-beacon';
import { CommentSection } from './CommentSection';

/** `/news/{id}/{slug}`: the article, its tags and sport, related news and the comments. */
export function NewsArticlePage({ data }: { data: PageData<'newsArticle'> }) {
  const { news, related, comments } = data;
  useEffect(() => sendViewBeacon(newsViewUrl(news.id)), [news.id]);
  return (
    <div className="container article-layout">
      <article className="article">
        <Breadcrumbs
          items={[
            { label: 'اخبار', to: paths.newsList() },
            ...(news.sport ? [{ label: news.sport.title, to: paths.sport(news.sport.id, news.sport.slug) }] : []),
          ]}
        />
        <header className="article__head">
          {news.rutitr && <p className="rutitr">{news.rutitr}</p>}
          <h1 className="article__title">{news.title}</h1>
          {news.lead && <p className="article__lead">{news.lead}</p>}
          <p className="meta article__meta">
            <DateText iso={news.publishedAt} time />
            {news.author && <span>{news.author}</span>}
            <span>{faNumber(news.viewCount)} بازدید</span>
          </p>
        </header>
        {news.cover && (
          <figure className="article__cover">
            <Img image={news.cover} sizes="(max-width: 840px) 100vw, 800px" priority />
            {news.cover.alt && <figcaption>{news.cover.alt}</figcaption>}
          </figure>
        )}
        <div className="article__body" dangerouslySetInnerHTML={{ __html: news.body }} />
        <footer className="article__foot">
          {news.tags.length > 0 && (
            <ul className="tag-list" aria-label="برچسب‌ها">
              {news.tags.map((t) => (
                <li key={t.id}>
                  <Link to={paths.tag(t.slug)}>#{t.title}</Link>
                </li>
              ))}
            </ul>
          )}
          {news.game && (
            <p>
              <Link className="button button--ghost" to={paths.game(news.game.id, news.game.slug)}>
                نتیجه و جزئیات بازی {news.game.title}
              </Link>
            </p>
          )}
          <ShareLinks title={news.title} url={news.shareUrl} />
        </footer>
        <CommentSection newsId={news.id} allowComments={news.allowComments} comments={comments} />
      </article>
      <aside className="article-side" aria-label="اخبار مرتبط">
        <section className="section">
          <header className="section__head">
            <h2 className="section__title">اخبار مرتبط</h2>
          </header>
          <div className="stack">
            {related.map((n) => (
              <NewsCard key={n.id} news={n} variant="row" />
            ))}
          </div>
        </section>
      </aside>
    </div>
  );
}
