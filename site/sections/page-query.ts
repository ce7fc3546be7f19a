// What a page's URL asks of the lists on it: the tutors' directory's filters and the help
// center's search. Read once from the URL by the page's loader; each section takes its part.
import { directoryQuery, NO_QUERY, type DirectoryQuery } from '../../domain/tutoring/directory.ts';
import { faqQuery } from '../../domain/content/faq-search.ts';

export interface PageQuery {
  directory: DirectoryQuery;
  /** The help center's search ("" for none). */
  faq: string;
}

export const NO_PAGE_QUERY: PageQuery = { directory: NO_QUERY, faq: '' };

export const pageQuery = (search: URLSearchParams): PageQuery => ({ directory: directoryQuery(search), faq: faqQuery(search) });
