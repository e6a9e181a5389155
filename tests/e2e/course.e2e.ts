import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { coursePath, packagePath } from '../../src/shared/page-paths.ts';
import type { CourseDetail, PackageDetail, PackageSummary } from '../../src/shared/catalogue.ts';
import type { CourseSummary, SearchResult } from '../../src/shared/search.ts';
import type { CourseType, Messages } from '../../src/shared/types.ts';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** The first course of a delivery type whose page offers exactly one date (the title rule's case). */
async function courseWithOneDate(request: APIRequestContext, courseType: CourseType): Promise<CourseDetail> {
  for (let start = 1; start <= 5; start++) {
    const page = await json<SearchResult>(request, `/api/search?courseType=${courseType}&limit=100&start=${start}`);
    for (const summary of page.courses) {
      const course = await json<CourseDetail>(request, `/api/course/${summary.id}`);
      if (course.courseSchedules.filter((schedule) => !schedule.past).length === 1) return course;
    }
  }
  throw new Error(`no ${courseType} course with one date in the seed`);
}

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

test('a course of each delivery type shows its dates, and its page title follows the title rule', async ({ page, request }) => {
  const { defaultSiteTitleShort: site } = await json<Messages>(request, '/api/messages?language=de');
  for (const courseType of ['PRESENT', 'ONLINE', 'SELF'] as const) {
    const course = await courseWithOneDate(request, courseType);
    const date = course.courseSchedules.find((schedule) => !schedule.past)!;
    await page.goto(coursePath(course));
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Termine und Preise' })).toBeVisible();

    const expectedTitle = {
      PRESENT: `${course.name} (${date.city?.name}) | ${site}`,
      ONLINE: `${course.name} (${germanDate(date.startDate)}) | ${site}`,
      SELF: `${course.name} | ${site}`,
    }[courseType];
    await expect(page).toHaveTitle(expectedTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', course.meta.description);
  }
});

test('the course programme downloads as a PDF', async ({ page, request }) => {
  const [first] = (await json<SearchResult>(request, '/api/search?limit=1')).courses as [CourseSummary];
  await page.goto(coursePath(first));
  const documents = page.getByRole('region', { name: 'Unterlagen' });
  const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('link').first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
  expect(pdf.toString('latin1')).toContain('/Type /Catalog');
});

test('a fully booked date offers the waiting list; a second identical request is not stored twice', async ({ page, request }) => {
  const search = await json<SearchResult>(request, '/api/search?limit=100&courseType=PRESENT');
  const full = search.courses.find((course) => course.courseSchedules.some((schedule) => schedule.freePlaces === 0))!;
  expect(full, 'a seeded course with a fully booked date').toBeTruthy();
  const email = `warteliste-${Date.now()}@example.org`;

  await page.goto(coursePath(full));
  await expect(page.getByText('Ausgebucht').first()).toBeVisible();
  const join = async () => {
    await page.getByRole('button', { name: 'Auf die Warteliste' }).first().click();
    const form = page.getByRole('region', { name: /^Warteliste für den Termin/ });
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Mustermann');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
  };
  await join();
  await expect(page.getByText(/Sie stehen auf der Warteliste \(Platz \d+\)/)).toBeVisible();

  await page.reload();
  await join();
  await expect(page.getByText(/Sie stehen bereits auf der Warteliste für diesen Termin/)).toBeVisible();

  // One confirmation mail: the repeat found the stored request instead of adding one.
  const mailsTo = async () =>
    (await json<{ recipient: string }[]>(request, '/api/dev/mails')).filter((mail) => mail.recipient === email).length;
  await expect.poll(mailsTo).toBe(1);
});

test('a package shows its credit, price and the courses it can be spent on, each leading to its course page', async ({ page, request }) => {
  const { defaultSiteTitleShort: site } = await json<Messages>(request, '/api/messages?language=de');
  const packages = await json<PackageSummary[]>(request, '/api/courses/packages');
  // A package with courses to spend it on, reached from the list page like a visitor would.
  let chosen: PackageDetail | undefined;
  for (const summary of packages) {
    const detail = await json<PackageDetail>(request, `/api/courses/packages/${summary.id}`);
    if (detail.courses.length > 0) {
      chosen = detail;
      break;
    }
  }
  expect(chosen, 'a seeded package with matching courses').toBeTruthy();

  await page.goto('/seminar-pakete');
  await expect(page.getByRole('heading', { level: 1, name: 'Seminar-Pakete' })).toBeVisible();
  await page.locator(`a[href="${packagePath(chosen!)}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: chosen!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${chosen!.name} | ${site}`);
  await expect(page.getByText(`${chosen!.creditValue} Zeitstunden`).first()).toBeVisible();

  const firstCourse = chosen!.courses[0]!;
  await page.locator(`a[href="${coursePath(firstCourse)}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstCourse.name })).toBeVisible();
});
