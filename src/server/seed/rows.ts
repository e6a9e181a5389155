/**
 * One row type per seeded table, with the table's own column names, so the inserter can map rows to
 * columns without a translation layer. Dates are 'YYYY-MM-DD', timestamps ISO strings, money cents.
 */
import type { Language } from '../../shared/constants.ts';
import type { ContentSection, CourseType, FaqCategory, SearchType, Theme } from '../../shared/types.ts';
import type { StoredSiteConfiguration } from './data/site-configs.ts';

export type CourseKind = 'FACHANWALTSLEHRGANG' | 'FAO15' | 'FORTBILDUNG';

export interface SiteRow { theme: Theme; config: StoredSiteConfiguration }
export interface AffiliateRow { id: string; name: string }
export interface MessageRow { language: Language; key: string; value: string }
export interface ContentPageRow {
  id: string; language: Language; title: string; meta_description: string; sections: ContentSection[];
}
export interface FaqRow {
  id: number; language: Language; category: FaqCategory; position: number; question: string; answer: string;
}
export interface BannerRow {
  id: number; placement: string; language: Language; text: string; scope_ids: number[]; types: SearchType[];
}
export interface ChamberRow { id: number; name: string; street: string; zip_code: string; city: string }
export interface ScopeCategoryRow { id: number; name_de: string; name_en: string; position: number }
export interface ScopeRow {
  id: number; kind: 'LAWYER' | 'RENO'; name_de: string; name_en: string; slug: string;
  category_id: number; top: boolean; position: number;
}
export interface CityRow { id: number; name: string; slug: string; state: string; latitude: number; longitude: number }
export interface OrganizerRow {
  id: number; name: string; slug: string; description: string; city_id: number; website: string; email: string;
  /** § 4 Nr. 21 UStG: the course types the organizer's exemption certificate covers (empty: none). */
  vat_exempt_course_types: CourseType[];
}
export interface ReferentRow {
  id: number; organizer_id: number; title: string; first_name: string; last_name: string; profession: string; vita: string;
}
export interface CourseRow {
  id: number; name: string; slug: string; description: string; type: SearchType; course_type: CourseType;
  kind: CourseKind; organizer_id: number; duration_value: number; created_at: string;
  /** FernUSG (027-distance-learning.sql): self-study is approved distance learning with a demo number; the rest undeclared. */
  distance_learning: 'ZFU_APPROVED' | null; zfu_number: string | null;
}
export interface CourseScopeRow { course_id: number; scope_id: number }
export interface CourseReferentRow { course_id: number; referent_id: number }
export interface CourseScheduleRow {
  id: number; course_id: number; city_id: number | null; start_date: string; end_date: string; seats: number; booked: number;
  /** Daily times in Europe/Berlin, 'hh:mm' (024-jobs-access.sql); null for self-study. */
  start_time: string | null; end_time: string | null;
}
export interface PriceLevelRow { id: number; schedule_id: number; name: string; price_cents: number; position: number }
export interface PackageRow {
  id: number; name: string; slug: string; educational_type: SearchType; organizer_id: number;
  credit_value: number; price_cents: number;
}
/** A question of a self-study course's learning-success check (options: the choices; correct_option: an index). */
export interface LearningCheckQuestionRow { course_id: number; position: number; question: string; options: string[]; correct_option: number }
/** A question of an organizer's evaluation questionnaire (spec §3 Course evaluation). */
export interface EvaluationQuestionRow {
  id: number; organizer_id: number; position: number; type: 'HEADLINE' | 'FREE' | 'GRADE' | 'MULTIPLE_CHOICE';
  text: string; options: string[]; required: boolean;
}
export interface PackageScopeRow { package_id: number; scope_id: number }
export interface VoucherRow {
  code: string; kind: 'PERCENT' | 'ABSOLUTE'; value: number; valid_from: string; valid_to: string;
  scope_id: number | null; max_uses: number | null; uses: number;
}

/** Every seeded table with its rows, in foreign-key order (parents first). */
export interface Catalogue {
  site: SiteRow[];
  affiliate: AffiliateRow[];
  message: MessageRow[];
  content_page: ContentPageRow[];
  faq: FaqRow[];
  banner: BannerRow[];
  chamber: ChamberRow[];
  scope_category: ScopeCategoryRow[];
  scope: ScopeRow[];
  city: CityRow[];
  organizer: OrganizerRow[];
  referent: ReferentRow[];
  course: CourseRow[];
  course_scope: CourseScopeRow[];
  course_referent: CourseReferentRow[];
  course_schedule: CourseScheduleRow[];
  price_level: PriceLevelRow[];
  package: PackageRow[];
  package_scope: PackageScopeRow[];
  voucher: VoucherRow[];
  learning_check_question: LearningCheckQuestionRow[];
  evaluation_question: EvaluationQuestionRow[];
}

export type CatalogueTable = keyof Catalogue;

export const CATALOGUE_TABLES: readonly CatalogueTable[] = [
  'site', 'affiliate', 'message', 'content_page', 'faq', 'banner', 'chamber', 'scope_category', 'scope', 'city',
  'organizer', 'referent', 'course', 'course_scope', 'course_referent', 'course_schedule', 'price_level',
  'package', 'package_scope', 'voucher', 'learning_check_question', 'evaluation_question',
];
