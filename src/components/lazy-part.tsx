/**
 * A part of a page whose code loads when it is needed (React.lazy). When that code cannot be loaded
 * (offline, a dropped connection, or a new deployment that replaced the old chunks), the part says
 * so with a reload button in its place and the rest of the page stays usable: a plain lazy() throws
 * to the route's error boundary and takes the whole page down for, say, the footer's newsletter form.
 */
import { lazy, type ComponentType } from 'react';
import { useTranslation } from '../lib/texts';

function PartNotLoaded() {
  const { t } = useTranslation();
  return (
    <p className="part-not-loaded" role="alert">
      {t('routeError.title')}{' '}
      <button type="button" className="button" onClick={() => location.reload()}>
        {t('routeError.retry')}
      </button>
    </p>
  );
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.error(error);
        return { default: PartNotLoaded as ComponentType<Props> };
      },
    ),
  );
}
