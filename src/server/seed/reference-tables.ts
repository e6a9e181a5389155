/**
 * The fixed part of the catalogue: site documents, texts, chambers, scopes, cities, banners and
 * vouchers. Nothing here is random; ids follow the order of the data modules.
 */
import { SUPPORTED_LANGUAGES } from '../../shared/constants.ts';
import { addDays } from './dates.ts';
import { AFFILIATES } from './data/affiliates.ts';
import { BANNERS } from './data/banners.ts';
import { CHAMBERS } from './data/chambers.ts';
import { CITIES, type CitySeed } from './data/cities.ts';
import { CONTENT_PAGES } from './data/content-pages.ts';
import { FAQ } from './data/faq.ts';
import { MESSAGES } from './data/messages.ts';
import { ALL_SCOPES, LAWYER_SCOPES, RENO_SCOPES, SCOPE_CATEGORIES, type ScopeSeed } from './data/scopes.ts';
import { buildSiteConfigurations } from './data/site-configs.ts';
import { VOUCHERS } from './data/vouchers.ts';
import type { Catalogue } from './rows.ts';
import { slugify } from './slug.ts';

export interface ScopeRef {
  id: number;
  categoryId: number;
  seed: ScopeSeed;
}

export interface CityRef {
  id: number;
  seed: CitySeed;
}

export type ReferenceTables = Pick<
  Catalogue,
  'site' | 'affiliate' | 'message' | 'content_page' | 'faq' | 'banner' | 'chamber' | 'scope_category' | 'scope' | 'city' | 'voucher'
>;

export interface ReferenceData {
  tables: ReferenceTables;
  scopes: ScopeRef[];
  scopeBySlug: Map<string, ScopeRef>;
  cities: CityRef[];
  cityByName: Map<string, CityRef>;
}

export function buildReferenceData(today: string): ReferenceData {
  const categoryIds = new Map(SCOPE_CATEGORIES.map((category, index) => [category.key, index + 1]));
  const scopes: ScopeRef[] = ALL_SCOPES.map((seed, index) => ({
    id: index + 1,
    categoryId: required(categoryIds.get(seed.categoryKey), `category ${seed.categoryKey}`),
    seed,
  }));
  const scopeBySlug = new Map(scopes.map((scope) => [scope.seed.slug, scope]));
  const cities: CityRef[] = CITIES.map((seed, index) => ({ id: index + 1, seed }));
  const cityByName = new Map(cities.map((city) => [city.seed.name, city]));
  const scopeId = (slug: string) => required(scopeBySlug.get(slug), `scope ${slug}`).id;
  const siteConfigs = buildSiteConfigurations(LAWYER_SCOPES, RENO_SCOPES);

  const tables: ReferenceTables = {
    site: [
      { theme: 'education', config: siteConfigs.education },
      { theme: 'reno', config: siteConfigs.reno },
    ],
    affiliate: AFFILIATES.map(({ id, name }) => ({ id, name })),
    message: SUPPORTED_LANGUAGES.flatMap((language) =>
      Object.entries(MESSAGES[language]).map(([key, value]) => ({ language, key, value })),
    ),
    content_page: SUPPORTED_LANGUAGES.flatMap((language) =>
      CONTENT_PAGES[language].map((page) => ({
        id: page.id, language, title: page.title, meta_description: page.metaDescription, sections: page.sections,
      })),
    ),
    faq: SUPPORTED_LANGUAGES.flatMap((language) => FAQ[language].map((entry) => ({ language, ...entry })))
      .map((entry, index, all) => ({
        id: index + 1,
        language: entry.language,
        category: entry.category,
        // Position within its language and category, so each accordion is ordered on its own.
        position: all.slice(0, index + 1).filter((other) => other.language === entry.language && other.category === entry.category).length,
        question: entry.question,
        answer: entry.answer,
      })),
    banner: BANNERS.map((banner, index) => ({
      id: index + 1,
      placement: banner.placement,
      language: banner.language,
      text: banner.text,
      scope_ids: banner.scopeSlugs.map(scopeId),
      types: banner.types,
    })),
    chamber: CHAMBERS.map((chamber, index) => ({ id: index + 1, name: chamber.name, street: chamber.street, zip_code: chamber.zipCode, city: chamber.city })),
    scope_category: SCOPE_CATEGORIES.map((category, index) => ({
      id: index + 1, name_de: category.nameDe, name_en: category.nameEn, position: index + 1,
    })),
    scope: scopes.map((scope) => ({
      id: scope.id,
      kind: scope.seed.kind,
      name_de: scope.seed.nameDe,
      name_en: scope.seed.nameEn,
      slug: scope.seed.slug,
      category_id: scope.categoryId,
      top: scope.seed.top,
      // Order within each kind as listed in data/scopes.ts (lawyer scopes alphabetical as in § 1 FAO).
      position: scopes.filter((other) => other.seed.kind === scope.seed.kind && other.id <= scope.id).length,
    })),
    city: cities.map((city) => ({
      id: city.id,
      name: city.seed.name,
      slug: slugify(city.seed.name),
      state: city.seed.state,
      latitude: city.seed.latitude,
      longitude: city.seed.longitude,
    })),
    voucher: VOUCHERS.map((voucher) => ({
      code: voucher.code,
      kind: voucher.kind,
      value: voucher.value,
      valid_from: addDays(today, voucher.validFromDays),
      valid_to: addDays(today, voucher.validToDays),
      scope_id: voucher.scopeSlug === null ? null : scopeId(voucher.scopeSlug),
      max_uses: voucher.maxUses,
      uses: voucher.uses,
    })),
  };

  return { tables, scopes, scopeBySlug, cities, cityByName };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed data refers to an unknown ${what}`);
  return value;
}
