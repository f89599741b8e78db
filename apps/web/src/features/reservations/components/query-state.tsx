import { type CardQuery, HomeCardBody } from '../../../components/home-card';

/**
 * A list's place while its query has no data: loading, or the failure with a way to try again (the
 * home cards' body does just that, so the page says it the same way).
 */
export function QueryState<T>({ query }: { query: CardQuery<T> }) {
  return <HomeCardBody query={query}>{() => null}</HomeCardBody>;
}
