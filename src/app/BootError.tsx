/**
 * Shown when start-up fails (configuration or messages could not be loaded). i18next is not set up
 * then, so the German static texts are read directly.
 */
import { germanTexts } from '../lib/i18n';

export function BootError() {
  const texts = germanTexts.boot;
  return (
    <main className="boot-error" lang="de">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </p>
    </main>
  );
}
