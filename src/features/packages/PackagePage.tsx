/**
 * seminar-pakete/{package} (spec §2), {package} being '{slug}-{id}': the package's facts and the
 * courses its credits can be spent on (GET /api/courses/packages/{id}: the organizer's courses of the
 * package's audience in one of its scopes, with a coming date, not longer than its credit hours).
 * An unknown id answers 404, which the HTTP client turns into the 404 page; an address with another
 * slug is replaced by the package's own. The package can be put into the cart.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getPackage } from '../../api/catalogue';
import { packageCartPosition, useAddToCart } from '../../state/cart-add';
import { usePageMeta } from '../../components/page-meta';
import { formatCents } from '../../lib/format';
import { currentLanguage } from '../../lib/texts';
import { isSupportedLanguage } from '../../lib/language';
import type { PackageDetail } from '../../shared/catalogue';
import { CourseOverviewList } from '../../components/course-overview-list/CourseOverviewList';
import { PackageFacts, useHoursText } from './PackageFacts';
import { organizerSearchPath, packagePath, PACKAGES_PATH } from '../../shared/page-paths';
import './packages.css';
import { loadBySlugAndId } from '../../lib/slug-loader';

export function packageLoader({ params, request }: LoaderFunctionArgs): Promise<PackageDetail> {
  return loadBySlugAndId({ segment: params.package, request, load: (id) => getPackage(id, currentLanguage()), pathOf: packagePath });
}

function PackagePage() {
  const pkg = useLoaderData() as PackageDetail;
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const hoursText = useHoursText();
  const coursesHeadingId = useId();
  const addToCart = useAddToCart();
  usePageMeta(
    pkg.name,
    t('packages.detail.metaDescription', {
      name: pkg.name,
      hours: hoursText(pkg.creditValue),
      price: formatCents(pkg.price.price, language),
      organizer: pkg.organizer.name,
    }),
  );

  return (
    <article className="page package-page">
      <p className="package-page__back">
        <Link to={PACKAGES_PATH}>{t('packages.detail.backToList')}</Link>
      </p>
      <header>
        <p className="package-page__kind">{t('packages.detail.kind')}</p>
        <h1>{pkg.name}</h1>
      </header>
      <PackageFacts pkg={pkg} />
      <p className="package-page__buy">
        <button type="button" className="button button--primary" onClick={() => addToCart(packageCartPosition(pkg))}>
          {t('cart.addPackage')}
        </button>
      </p>
      <p className="package-page__note">{t('packages.detail.howItWorks')}</p>

      <section className="package-page__section" aria-labelledby={coursesHeadingId}>
        <h2 id={coursesHeadingId}>{t('packages.detail.courses')}</h2>
        {pkg.courseCount === 0 ? (
          <p>{t('packages.detail.noCourses')}</p>
        ) : (
          <>
            <p className="package-page__count">
              {t('packages.detail.courseCount', { count: pkg.courseCount })}
              {pkg.courseCount > pkg.courses.length && ` ${t('packages.detail.coursesShown', { shown: pkg.courses.length })}`}
            </p>
            <CourseOverviewList courses={pkg.courses} labelledBy={coursesHeadingId} />
          </>
        )}
        <p>
          <Link to={organizerSearchPath(pkg.organizer.id)}>{t('packages.detail.allCourses', { organizer: pkg.organizer.name })}</Link>
        </p>
      </section>
    </article>
  );
}

/** The lazy part of the seminar-pakete/:package route. */
export const packageRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: packageLoader,
  Component: PackagePage,
};
