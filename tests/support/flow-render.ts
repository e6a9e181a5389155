/**
 * Renders a view the way the app does around it — i18next with the real resources (German unless
 * told otherwise) and a memory router for links — without the whole app shell. For model-based
 * tests, which render fresh for every path: the i18n instance is created once per language.
 */
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18n } from '../../src/lib/i18n';
import type { Language } from '../../src/shared/constants';

const instances = new Map<Language, Promise<I18n>>();

export function i18nFor(language: Language = 'de'): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

export interface RenderViewOptions {
  language?: Language;
  /** The address the memory router starts at (links resolve against it). */
  path?: string;
}

export async function renderView(ui: ReactElement, { language = 'de', path = '/' }: RenderViewOptions = {}) {
  const i18n = await i18nFor(language);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(createElement(TextsProvider, { i18n }, createElement(RouterProvider, { router })));
  return { ...view, router };
}
