/** Messages, static content pages, FAQ, banners and chambers: read-only site content (the sitemap: sitemap.ts). */
import type { Database, Queryable } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import type { SellerIdentity } from '../../shared/seller.ts';
import { withSeller } from './seller-text.ts';
import type {
  Banner, Chamber, ContentPage, FaqEntry, Messages, ScopeCategory, ScopeEntry, SearchType,
} from '../../shared/types.ts';

const SCALAR_MESSAGES = ['mainDomain', 'defaultSiteTitle', 'defaultSiteTitleShort', 'defaultMetaDescription'] as const;

export async function loadMessages(db: Database, language: Language): Promise<Messages> {
  const rows = await db.query<{ key: string; value: string }>(
    'select key, value from message where language = $1 order by key',
    [language],
  );
  const all = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const scalars = Object.fromEntries(SCALAR_MESSAGES.map((key) => [key, all[key] ?? ''])) as Record<
    (typeof SCALAR_MESSAGES)[number],
    string
  >;
  const texts = Object.fromEntries(rows.filter((row) => !(SCALAR_MESSAGES as readonly string[]).includes(row.key)).map((row) => [row.key, row.value]));

  const nameColumn = language === 'en' ? 'name_en' : 'name_de';
  const scopes = await db.query<ScopeEntry & { kind: 'LAWYER' | 'RENO' }>(
    `select id, ${nameColumn} as name, kind from scope order by position, id`,
  );
  const categories = await db.query<ScopeCategory>(
    `select c.id, c.${nameColumn} as name,
            coalesce(array_agg(s.id order by s.position) filter (where s.id is not null), '{}') as "scopeIds"
       from scope_category c left join scope s on s.category_id = c.id
      group by c.id order by c.position`,
  );
  const entry = ({ id, name }: ScopeEntry) => ({ id, name });
  return {
    language,
    ...scalars,
    lawyerScopes: scopes.filter((scope) => scope.kind === 'LAWYER').map(entry),
    renoScopes: scopes.filter((scope) => scope.kind === 'RENO').map(entry),
    scopeCategories: categories,
    texts,
  };
}

/** A content page with the seller's placeholders filled from the seller configuration (seller-text.ts). */
export async function loadContentPage(
  db: Queryable,
  id: string,
  language: Language,
  seller: SellerIdentity | null,
): Promise<ContentPage> {
  const [page] = await db.query<ContentPage>(
    `select id, language, title, meta_description as "metaDescription", sections
       from content_page where id = $1 and language = $2`,
    [id, language],
  );
  if (!page) throw notFound(`Content page '${id}'`);
  return withSeller(page, seller);
}

export function loadFaq(db: Database, language: Language): Promise<FaqEntry[]> {
  return db.query<FaqEntry>(
    `select id, category, question, answer from faq where language = $1
      order by case category when 'COMMON' then 0 else 1 end, position, id`,
    [language],
  );
}

/** The most specific banner of a placement: one made for the given scopes or types beats a general one. */
export async function loadBanner(
  db: Database,
  placement: string,
  language: Language,
  scopeIds: number[],
  types: SearchType[],
): Promise<Banner> {
  const [banner] = await db.query<Banner>(
    `select text from banner
      where placement = $1 and language = $2
        and (cardinality(scope_ids) = 0 or scope_ids && $3::int[])
        and (cardinality(types) = 0 or types && $4::text[])
      order by cardinality(scope_ids) + cardinality(types) desc, id
      limit 1`,
    [placement, language, scopeIds, types],
  );
  return banner ?? { text: '' };
}

export function loadChambers(db: Database): Promise<Chamber[]> {
  return db.query<Chamber>('select id, name, city from chamber order by name');
}
