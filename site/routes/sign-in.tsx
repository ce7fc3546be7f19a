// The sign-in page, a route of its own; its form (text fields, validation) is an island only this
// page loads. A static path: no unknown URL can match it (see page/NotFoundPage.tsx).
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import signInIsland from '../account/sign-in.island.tsx';
import { SIGN_IN_COPY } from '../../domain/account/copy.ts';
import { Island } from '../islands/island.tsx';
import { pageContext, pageMeta } from './page-meta.ts';

export const loader = ({ url }: LoaderFunctionArgs) => pageContext(url);

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data ? pageMeta({ title: SIGN_IN_COPY[data.locale].heading, description: SIGN_IN_COPY[data.locale].lead, path: '/sign-in', locale: data.locale, origin: data.origin }) : [];

export default function SignInRoute() {
  const { locale } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <Island island={signInIsland} props={{ locale }} />
    </main>
  );
}
