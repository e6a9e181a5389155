/**
 * The SPA's index.html as the server answers page addresses (issue 10 §2): with what start-up needs
 * (site configuration and messages of the request's language) in a `<script id="boot-data"
 * type="application/json">`, so src/app/boot.ts renders without a round trip, and with a pre-rendered
 * shell (header, the start page's welcome text, title and meta description), so a crawler or a phone
 * sees the page before any JavaScript has run. React replaces the shell when it renders. A search
 * result or course page also gets its first API answer (page-data.ts) and preloads of its route
 * chunks (route-preloads.ts), so it paints its content without a round trip after the entry.
 *
 * The static UI texts of the language (and of German, i18next's fallback) come along too, read once
 * from src/locales/<language>/translation.json: they are data the browser needs before its first
 * paint, and sent with the page they are no part of the start page's JavaScript.
 *
 * The language is the server's half of the rule (src/lib/language.ts): `?language` when the configured
 * locales allow it, else the first locale, else 'de'. A browser whose stored choice differs fetches
 * its language as before. The data comes from the API's own routes (app.inject), so it is exactly
 * what boot would fetch. The service worker only falls back to the plain /index.html when offline.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, COOKIES, type Language } from '../../shared/constants.ts';
import type { Messages, SiteConfiguration } from '../../shared/types.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../shared/boot-data.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts';
import { pageKindOf } from '../../shared/page-kinds.ts';
import { PRERENDER_MODULE, type PreRenderedPage, type RenderPage } from '../../shared/prerender.ts';
import { loadPageData } from './page-data.ts';
import { hasSignInCookie, requestCookie } from './request-cookies.ts';
import { createRoutePreloads } from './route-preloads.ts';

const LANGUAGES: readonly Language[] = ['de', 'en'];
/** The aid the configuration route accepts (and src/lib/cookies.ts keeps); the server may not import src/lib. */
const AFFILIATE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isValidAffiliateId = (value: string | null | undefined): value is string => !!value && AFFILIATE_ID.test(value);

/** JSON that cannot end the script element or open a comment in it: every '<' is escaped. */
export function bootDataJson(data: BootData | PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The affiliate boot would use: a valid `aid` query parameter, else the aid cookie. */
function affiliateOf(request: FastifyRequest, query: URLSearchParams): string | null {
  const fromQuery = query.get(COOKIES.affiliate);
  if (isValidAffiliateId(fromQuery)) return fromQuery;
  const fromCookie = requestCookie(request, COOKIES.affiliate);
  return isValidAffiliateId(fromCookie) ? fromCookie : null;
}

type StaticTexts = BootData['staticTexts'][Language];
const staticTextsCache = new Map<Language, StaticTexts>();

/** src/locales/<language>/translation.json, read once. */
function staticTextsOf(language: Language): StaticTexts {
  let texts = staticTextsCache.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`../../locales/${language}/translation.json`, import.meta.url), 'utf8')) as StaticTexts;
    staticTextsCache.set(language, texts);
  }
  return texts;
}

/** What the page needs to start, fetched through the API's own routes. Null when they fail. */
export async function loadBootData(app: FastifyInstance, request: FastifyRequest): Promise<BootData | null> {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const aid = affiliateOf(request, query);
  const get = async <T>(path: string, language: Language): Promise<T | null> => {
    const search = new URLSearchParams({ language });
    if (aid && path === 'configuration') search.set('aid', aid);
    // The page's own host: the public-host check (PUBLIC_HOST_ONLY) answers only for that one.
    const answer = await app.inject({ method: 'GET', url: `/api/${path}?${search}`, headers: { host: request.headers.host ?? '' } });
    if (answer.statusCode === 200) return answer.json() as T;
    request.log.warn({ statusCode: answer.statusCode, path }, 'boot data for the page could not be loaded');
    return null;
  };
  const requested = query.get('language');
  const provisional = LANGUAGES.find((language) => language === requested) ?? DEFAULT_LANGUAGE;
  let configuration = await get<SiteConfiguration>('configuration', provisional);
  if (!configuration) return null;
  const locales = configuration.locales.filter((locale): locale is Language => LANGUAGES.includes(locale as Language));
  const language = locales.find((locale) => locale === requested) ?? locales[0] ?? DEFAULT_LANGUAGE;
  if (language !== provisional) configuration = await get<SiteConfiguration>('configuration', language);
  const messages = await get<Messages>('messages', language);
  if (!configuration || !messages) return null;
  const staticTexts: BootData['staticTexts'] = { [DEFAULT_LANGUAGE]: staticTextsOf(DEFAULT_LANGUAGE), [language]: staticTextsOf(language) };
  return { language, aid, configuration, messages, staticTexts };
}

/**
 * A result or course page's header and first screen, rendered by the app's components
 * (src/prerender); other pages: the header bar and, on the start page, the welcome text, in the
 * markup (and classes) React renders there.
 */
function preRenderedShell(data: BootData, logoUrl: string | null, isStartPage: boolean, page: PreRenderedPage | null): string {
  if (page) return `<div class="app">${page.header}<main id="main" class="site-main">${page.main}</main></div>`;
  const { messages, configuration } = data;
  const logo = logoUrl
    ? `<a class="site-header__logo" href="${escapeHtml(messages.mainDomain || '/')}"><img src="${logoUrl}" width="450" height="53" alt="${escapeHtml(messages.defaultSiteTitleShort || configuration.name)}"></a>`
    : '';
  const title = messages.texts['welcome.title'];
  const text = messages.texts['welcome.text'] ?? '';
  const welcomeFirst = [...configuration.modules].sort((a, b) => a.position - b.position)[0]?.name === 'WELCOME';
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p class="welcome__text">${escapeHtml(paragraph)}</p>`)
    .join('');
  const welcome =
    isStartPage && welcomeFirst && title
      ? `<div class="start-page"><div class="start-page__module start-page__module--welcome"><section class="start-module welcome"><h1 class="welcome__title">${escapeHtml(title)}</h1>${paragraphs}</section></div></div>`
      : isStartPage
        ? `<div class="start-page"><h1 class="visually-hidden">${escapeHtml(messages.defaultSiteTitle)}</h1></div>`
        : '';
  return (
    `<div class="app"><header class="site-header"><div class="site-header__bar container">${logo}</div></header>` +
    `<main id="main" class="site-main">${welcome}</main></div>`
  );
}

export interface SpaDocument {
  /** index.html for a page address: boot data and shell injected when the data loads. */
  render(request: FastifyRequest): Promise<string>;
}

/** The build's pre-rendering module for result and course pages (vite.config.ts); null without one (a test's bare index.html). */
async function loadPrerender(root: string): Promise<RenderPage | null> {
  const file = join(root, PRERENDER_MODULE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * A pre-rendered page paints its content from the HTML alone. Its scripts are preloaded only once
 * that paint is done (src/paint-first.ts moves them out of this template): loading them earlier
 * would compete with the styles and the document, and the content no longer waits for them.
 */
const AFTER_PAINT_TEMPLATE = (links: string) => `<template id="after-paint">${links}</template>`;
const LOW_PRIORITY_MODULE_PRELOAD = /<link rel="modulepreload" fetchpriority="low" crossorigin href="[^"]+">\s*/g;

export function createSpaDocument(app: FastifyInstance, root: string): SpaDocument {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  // A pre-rendered page's head: the entry's preloads taken out, for after its first paint (AFTER_PAINT_TEMPLATE).
  const entryPreloads = (template.match(LOW_PRIORITY_MODULE_PRELOAD) ?? []).map((link) => link.trim()).join('');
  const preRenderedTemplate = template.replace(LOW_PRIORITY_MODULE_PRELOAD, '');
  const assets = join(root, 'assets');
  const logo = (existsSync(assets) ? readdirSync(assets) : []).find((file) => /^logo-[\w-]+\.svg$/.test(file));
  const logoUrl = logo ? `/assets/${logo}` : null;
  const preloads = createRoutePreloads(root);
  const prerender = loadPrerender(root).catch((error: unknown) => {
    app.log.error({ err: error }, 'the pre-rendering module could not be loaded');
    return null;
  });
  /**
   * A result or course page's header and first screen, rendered from its first API answer, and the
   * guest checkout's first step (which needs none); null for other pages.
   */
  const preRender = async (request: FastifyRequest, boot: BootData, pageData: PageData | null): Promise<PreRenderedPage | null> => {
    const render = await prerender;
    if (!render) return null;
    const firstAnswer = (pageData && Object.values(pageData.answers)[0]) ?? null;
    try {
      return render({ url: request.url, boot, firstAnswer });
    } catch (error) {
      request.log.warn({ err: error }, 'the page could not be pre-rendered');
      return null;
    }
  };
  return {
    async render(request) {
      const path = request.url.split('?')[0] ?? '/';
      // The page's route chunks load beside the entry (route-preloads.ts).
      const signedIn = hasSignInCookie(request);
      const page = template.replace('</head>', `${preloads.linksFor(path, signedIn)}</head>`);
      const data = await loadBootData(app, request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'boot data for the page could not be loaded');
        return null;
      });
      if (!data) return page;
      const isStartPage = pageKindOf(path)?.name === 'start';
      // The page's first API answer (page-data.ts), so its content paints without a request.
      const pageData = await loadPageData(app, request, data.language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page data could not be loaded');
        return null;
      });
      const preRendered = await preRender(request, data, pageData);
      let document = page;
      let afterPaint = '';
      if (preRendered) {
        // Its styles at once, its scripts after the first paint (AFTER_PAINT_TEMPLATE).
        const { styles, scripts } = preloads.preRenderedLinksFor(path);
        document = preRenderedTemplate.replace('</head>', `${styles}</head>`);
        afterPaint = AFTER_PAINT_TEMPLATE(entryPreloads + scripts);
      }
      const pageDataScript = pageData
        ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${bootDataJson(pageData)}</script>`
        : '';
      return document
        .replace(/<html lang="[^"]*">/, `<html lang="${data.language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(data.messages.defaultSiteTitle)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeHtml(data.messages.defaultMetaDescription)}" />`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root">${preRenderedShell(data, logoUrl, isStartPage, preRendered)}</div>` +
            `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${bootDataJson(data)}</script>` +
            pageDataScript +
            afterPaint,
        );
    },
  };
}

/**
 * Answers a page address with the document, compressed like the API's answers (the plain index.html
 * had its precompressed copies), revalidated on every load so injected data is always fresh.
 */
export async function sendSpaDocument(document: SpaDocument, request: FastifyRequest, reply: FastifyReply, status = 200) {
  const html = await document.render(request);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.status(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
