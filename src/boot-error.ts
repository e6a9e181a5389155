/**
 * The screen shown when the page cannot start: the app's chunks did not load (src/paint-first.ts), or
 * boot could not load the configuration or messages (src/main.tsx). i18next is not set up then, and
 * the page's language is not known: the screen is German. Its markup comes with the page, as the
 * `<template id="boot-error">` the build writes into index.html from src/locales/de/boot.json
 * (src/build/paint-first.ts), so it shows even when no other script could be loaded.
 */
export const BOOT_ERROR_TEMPLATE_ID = 'boot-error';

export function showBootError(container: HTMLElement | null = document.getElementById('root')): void {
  const template = document.getElementById(BOOT_ERROR_TEMPLATE_ID);
  if (!container || !(template instanceof HTMLTemplateElement)) return;
  container.replaceChildren(template.content.cloneNode(true));
  container.querySelector('button')?.addEventListener('click', () => window.location.reload());
}
