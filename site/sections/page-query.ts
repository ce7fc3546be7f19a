// What a page's URL asks of the lists on it: the tutors' directory's filters, the help center's
// search and a word page's practice answered. Read once from the URL by the page's loader; each section takes its part.
import { directoryQuery, NO_QUERY, type DirectoryQuery } from '../../domain/tutoring/directory.ts';
import { faqQuery } from '../../domain/content/faq-search.ts';
import { answersIn } from '../../domain/words/practice.ts';

export interface PageQuery {
  directory: DirectoryQuery;
  /** The help center's search ("" for none). */
  faq: string;
  /** A word page's practice answered (domain/words/practice.ts), null for none. */
  practice: Array<number | null> | null;
}

export const NO_PAGE_QUERY: PageQuery = { directory: NO_QUERY, faq: '', practice: null };

export const pageQuery = (search: URLSearchParams): PageQuery => ({ directory: directoryQuery(search), faq: faqQuery(search), practice: answersIn(search) });
