import { html, raw, type SafeHtml } from '@sportello/html/html';
import type { KbArticleRow, KbCategoryRow, KbLanguage } from './knowledge-base.service';

/** The knowledge base's own texts (namespace `support`, keys `kb.*`). */
export type KbText = (key: string, values?: Record<string, string | number>) => string;

/** The pages of /kb: plain server-rendered HTML with one stylesheet and no script at all. */
function layout(t: KbText, lang: KbLanguage, title: string, main: SafeHtml, search = ''): string {
  return String(html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · ${t('kb.title')}</title>
<link rel="stylesheet" href="/kb/kb.css">
</head>
<body>
<header>
<a class="home" href="/kb">${t('kb.allArticles')}</a>
<form method="get" action="/kb/search" role="search">
<label for="kb-q">${t('kb.searchLabel')}</label>
<input id="kb-q" name="q" type="search" value="${search}" maxlength="100">
<button type="submit">${t('kb.searchButton')}</button>
</form>
</header>
<main>
${main}
</main>
</body>
</html>`);
}

function articleList(articles: KbArticleRow[]): SafeHtml {
  return html`<ul class="articles">${articles.map(
    (a) =>
      html`<li><a href="/kb/article/${encodeURIComponent(a.slug)}">${a.title}</a><p>${a.summary}</p></li>`,
  )}</ul>`;
}

const categoryName = (c: KbCategoryRow, lang: KbLanguage) => (lang === 'it' ? c.nameIt : c.nameEn);

export function homePage(
  t: KbText,
  lang: KbLanguage,
  categories: { category: KbCategoryRow; articles: KbArticleRow[] }[],
): string {
  const sections = categories
    .filter((c) => c.articles.length > 0)
    .map(
      ({ category, articles }) =>
        html`<section><h2><a href="/kb/category/${encodeURIComponent(category.slug)}">${categoryName(category, lang)}</a></h2>${articleList(articles)}</section>`,
    );
  // The portal's page around the frame is already titled "knowledge base": the frame's own heading
  // says what it holds instead of repeating it.
  return layout(t, lang, t('kb.title'), html`<h1>${t('kb.homeHeading')}</h1>${sections}`);
}

export function categoryPage(t: KbText, lang: KbLanguage, category: KbCategoryRow, articles: KbArticleRow[]) {
  const name = categoryName(category, lang);
  return layout(
    t,
    lang,
    name,
    html`<nav aria-label="${t('kb.breadcrumb')}"><a href="/kb">${t('kb.allCategories')}</a></nav><h1>${name}</h1>${articleList(articles)}`,
  );
}

export function searchPage(t: KbText, lang: KbLanguage, query: string, results: KbArticleRow[]): string {
  const body = query
    ? results.length > 0
      ? html`<p role="status">${t('kb.resultCount', { count: results.length, query })}</p>${articleList(results)}`
      : html`<p role="status">${t('kb.noResults', { query })}</p>`
    : html`<p>${t('kb.searchHint')}</p>`;
  return layout(t, lang, t('kb.searchTitle'), html`<h1>${t('kb.searchTitle')}</h1>${body}`, query);
}

export function articlePage(
  t: KbText,
  lang: KbLanguage,
  article: KbArticleRow,
  category: KbCategoryRow | undefined,
): string {
  const crumb =
    category &&
    html` › <a href="/kb/category/${encodeURIComponent(category.slug)}">${categoryName(category, lang)}</a>`;
  return layout(
    t,
    lang,
    article.title,
    // bodyHtml was sanitized when the article was written (knowledge-base.service renderMarkdown).
    html`<nav aria-label="${t('kb.breadcrumb')}"><a href="/kb">${t('kb.allCategories')}</a>${crumb}</nav><article><h1>${article.title}</h1><p class="summary">${article.summary}</p>${raw(article.bodyHtml)}</article>`,
  );
}

/** Spec §8: a content viewer that fails shows "The requested content cannot be loaded." */
export function failurePage(t: KbText, lang: KbLanguage): string {
  return String(html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('kb.title')}</title><link rel="stylesheet" href="/kb/kb.css"></head>
<body><main><p class="failure" role="alert">${t('kb.contentNotLoaded')}</p></main></body>
</html>`);
}

export const KB_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #1a1b1e; }
body { margin: 0; background: #fff; }
header { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; justify-content: space-between; padding: .75rem 1rem; border-bottom: 1px solid #dee2e6; background: #f8f9fa; }
header .home { font-weight: 700; color: #1864ab; text-decoration: none; }
header form { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
header label { font-size: .875rem; }
input[type=search] { padding: .4rem .6rem; border: 1px solid #868e96; border-radius: 4px; font: inherit; min-width: 12rem; }
button { padding: .4rem .9rem; border: 0; border-radius: 4px; background: #1864ab; color: #fff; font: inherit; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 2px solid #1864ab; outline-offset: 2px; }
main { padding: 1rem; max-width: 60rem; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 1.25rem 0 .5rem; }
a { color: #1864ab; }
ul.articles { list-style: none; padding: 0; margin: 0; }
ul.articles li { padding: .5rem 0; border-bottom: 1px solid #f1f3f5; }
ul.articles p { margin: .25rem 0 0; color: #495057; font-size: .9rem; }
.summary { color: #495057; }
pre, code { background: #f1f3f5; border-radius: 4px; padding: .1rem .3rem; }
pre { padding: .75rem; overflow-x: auto; }
table { border-collapse: collapse; } th, td { border: 1px solid #dee2e6; padding: .3rem .6rem; }
.failure { padding: 1rem; border-left: 4px solid #c92a2a; background: #fff5f5; color: #c92a2a; }
`;
